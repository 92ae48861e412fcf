import {
  ContentPaths,
  FixedPages,
  OrganizerPaths,
  organizerMessages,
  PAGE_PARAGRAPH_MAX,
  PAGE_SECTIONS_MAX,
  pageMessages,
  QA_ITEMS_MAX,
  ResponseCode,
} from '@openfair/contract';
import { and, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizerCallers } from '../../../test/factories/organizers';
import { FAIR_A, FAIR_B } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { configurationItems, organizerAuditLog } from '../../db/schema/index';

const about = {
  page: 'about' as const,
  zh: {
    lead: ['{fairName} 是一个线上展会。'],
    sections: [{ heading: '主办方', paragraphs: ['第一段', '第二段'], bullets: ['要点'] }],
  },
  en: {
    lead: ['{fairName} is an online fair.'],
    sections: [{ heading: 'The organizer', paragraphs: ['First', 'Second'] }],
  },
};

const qa = {
  page: 'qa' as const,
  items: [
    {
      question: '如何注册？',
      answer: '点击注册。\n填写表单。',
      questionEn: 'How to register?',
      answerEn: 'Click register.',
    },
    { question: '费用？', answer: '免费', questionEn: 'Cost?', answerEn: 'Free' },
  ],
};

const release = (fields: Record<string, unknown> = {}) => ({
  version: '9.1.0',
  releaseDate: '2026-11-01',
  notes: ['新增常见问题编辑'],
  notesEn: ['Q&A can be edited'],
  ...fields,
});

describe.each(enginesFor('rules'))('the organizer’s fixed pages, Q&A and version log on %s', (engine) => {
  const t = useTestApp(engine);
  const as = organizerCallers(() => t.api, 'pages');

  const guestPage = async (page: (typeof FixedPages)[number], lang: 'cn' | 'en' = 'cn', fair = FAIR_A) => {
    const reply = await t.api.post(ContentPaths.fixedPage, { page }, { as: 'guest', lang, fair });
    expect(reply.code, reply.msg).toBe(ResponseCode.Success);
    return reply.data;
  };

  /** The audit entries of a target written since `since` (the tests share one database). */
  const audits = (targetId: string, since: Date) =>
    t.db
      .select()
      .from(organizerAuditLog)
      .where(
        and(
          eq(organizerAuditLog.exhibitionId, FAIR_A),
          eq(organizerAuditLog.targetId, targetId),
          gte(organizerAuditLog.createdAt, since),
        ),
      );

  it('shows guests the built-in text until the organizer saves a page, then its version in their language', async () => {
    for (const page of FixedPages) {
      const before = await guestPage(page);
      expect(before).toMatchObject({ page, edited: false, updatedAt: '', lead: [], sections: [], items: [] });
    }
    const got = await t.api.post(OrganizerPaths.pageGet, { page: 'about' }, { as: 'organizer' });
    expect(got.data).toMatchObject({ edited: false, zh: { lead: [], sections: [] } });

    const saved = await t.api.post(OrganizerPaths.pageSave, about, { as: 'organizer' });
    expect(saved.code, saved.msg).toBe(ResponseCode.Success);
    expect(saved.data.edited).toBe(true);
    // bullets left out are stored as none
    expect(saved.data.en.sections[0]).toEqual({
      heading: 'The organizer',
      paragraphs: ['First', 'Second'],
      bullets: [],
    });

    const zh = await guestPage('about', 'cn');
    expect(zh).toMatchObject({
      edited: true,
      lead: ['{fairName} 是一个线上展会。'],
      sections: [{ heading: '主办方', paragraphs: ['第一段', '第二段'], bullets: ['要点'] }],
      items: [],
    });
    expect(Date.parse(zh.updatedAt)).toBeGreaterThan(0);
    expect((await guestPage('about', 'en')).lead).toEqual(['{fairName} is an online fair.']);
    // Logged-in visitors read the same; the other pages and the other fair keep their built-in text.
    const visitor = await t.api.post(
      ContentPaths.fixedPage,
      { page: 'about' },
      { as: 'visitor', lang: 'en' },
    );
    expect(visitor.data.sections[0]?.heading).toBe('The organizer');
    expect((await guestPage('disclaimer')).edited).toBe(false);
    expect((await guestPage('about', 'cn', FAIR_B)).edited).toBe(false);

    // The Q&A, ordered as sent, each in the reader's language; line breaks of an answer are kept.
    expect((await t.api.post(OrganizerPaths.pageSave, qa, { as: 'organizer' })).code).toBe(
      ResponseCode.Success,
    );
    expect((await guestPage('qa', 'cn')).items).toEqual([
      { question: '如何注册？', answer: '点击注册。\n填写表单。' },
      { question: '费用？', answer: '免费' },
    ]);
    expect((await guestPage('qa', 'en')).items.map((i) => i.question)).toEqual(['How to register?', 'Cost?']);
  });

  it('restores the built-in text, keeping what was there in the audit log', async () => {
    const start = new Date();
    await t.api.post(OrganizerPaths.pageSave, about, { as: 'organizer' });
    const changed = { ...about, en: { lead: ['Changed'], sections: [] } };
    await t.api.post(OrganizerPaths.pageSave, changed, { as: 'organizer' });
    const restored = await t.api.post(OrganizerPaths.pageRestore, { page: 'about' }, { as: 'organizer' });
    expect(restored.code, restored.msg).toBe(ResponseCode.Success);
    expect(restored.data).toMatchObject({ edited: false, zh: { lead: [] } });
    expect((await guestPage('about', 'en')).edited).toBe(false);
    const rows = await t.db
      .select()
      .from(configurationItems)
      .where(and(eq(configurationItems.exhibitionId, FAIR_A), eq(configurationItems.key, 'page.about')));
    expect(rows).toHaveLength(0);

    // A second restore has nothing to undo and writes no entry.
    await t.api.post(OrganizerPaths.pageRestore, { page: 'about' }, { as: 'organizer' });
    const entries = await audits('page.about', start);
    expect(entries.map((e) => e.action).sort()).toEqual(['page.restore', 'page.save', 'page.save']);
    const restore = entries.find((e) => e.action === 'page.restore')!;
    expect(restore.targetType).toBe('content');
    expect(restore.after).toBeNull();
    expect(restore.before).toMatchObject({ en: { lead: ['Changed'] } });
    const second = entries.find(
      (e) => e.action === 'page.save' && JSON.stringify(e.after).includes('"Changed"'),
    )!;
    expect(second.before).toMatchObject({ en: { lead: ['{fairName} is an online fair.'] } });
    expect(second.after).toMatchObject({ en: { lead: ['Changed'] } });
  });

  it('refuses oversize, empty and control-character text; stores HTML as the text it is', async () => {
    const start = new Date();
    await t.api.post(OrganizerPaths.pageRestore, { page: 'about' }, { as: 'organizer' });
    const save = (body: Record<string, unknown>, lang: 'cn' | 'en' = 'en') =>
      t.api.post(OrganizerPaths.pageSave, body as never, { as: 'organizer', lang });
    const doc = (fields: Record<string, unknown>) => ({ ...about, en: { ...about.en, ...fields } });

    const refused = [
      doc({ lead: ['x'.repeat(PAGE_PARAGRAPH_MAX + 1)] }),
      doc({ sections: Array.from({ length: PAGE_SECTIONS_MAX + 1 }, (_, i) => ({ heading: `h${i}` })) }),
      // the whole page's text is bounded too, within the list bounds
      doc({
        sections: Array.from({ length: 25 }, (_, i) => ({
          heading: `h${i}`,
          paragraphs: ['y'.repeat(PAGE_PARAGRAPH_MAX)],
        })),
      }),
      doc({ lead: ['nul\u0000byte'] }),
      doc({ sections: [{ heading: 'two\nlines' }] }),
      doc({ lead: [], sections: [] }),
      doc({ lead: ['   '] }),
      { page: 'about', zh: about.zh },
      { page: 'qa' },
      { page: 'qa', items: [] },
      { page: 'qa', items: Array.from({ length: QA_ITEMS_MAX + 1 }, () => qa.items[1]) },
      { page: 'qa', items: [{ ...qa.items[0], answerEn: 'a\u0000b' }] },
      // each answer within its bound, all of them together over the page's
      {
        page: 'qa',
        items: Array.from({ length: 25 }, () => ({ ...qa.items[1], answerEn: 'z'.repeat(3000) })),
      },
      { ...about, page: 'privacy' },
    ];
    for (const body of refused) {
      const reply = await save(body);
      expect(reply.code, JSON.stringify(body).slice(0, 120)).toBe(ResponseCode.BadRequest);
    }
    expect((await save(doc({ lead: ['x'.repeat(PAGE_PARAGRAPH_MAX + 1)] }), 'cn')).msg).toContain('过长');
    expect((await guestPage('about')).edited).toBe(false);
    expect((await audits('page.about', start)).filter((e) => e.action === 'page.save')).toHaveLength(0);

    // Exactly the bounds is fine, and markup is kept as plain text for the page to show as text.
    const html = '<script>alert(1)</script><b>bold</b> &amp;';
    const ok = await save({
      page: 'qa',
      items: Array.from({ length: QA_ITEMS_MAX }, (_, i) => ({
        ...qa.items[1],
        question: i === 0 ? html : `q${i}`,
      })),
    });
    expect(ok.code, ok.msg).toBe(ResponseCode.Success);
    const page = await guestPage('qa');
    expect(page.items).toHaveLength(QA_ITEMS_MAX);
    expect(page.items[0]?.question).toBe(html);
  });

  it('lets content editors edit pages and versions, refuses reviewers and customer service, and guests only read', async () => {
    const editor = await as('contentEditor');
    expect((await t.api.post(OrganizerPaths.pageSave, about, { as: editor })).code).toBe(
      ResponseCode.Success,
    );
    expect((await t.api.post(OrganizerPaths.pageGet, { page: 'about' }, { as: editor })).data.edited).toBe(
      true,
    );
    const v = await t.api.post(OrganizerPaths.appVersionSave, release(), { as: editor });
    expect(v.code, v.msg).toBe(ResponseCode.Success);
    expect((await t.api.post(OrganizerPaths.appVersionRemove, { id: v.data.id }, { as: editor })).code).toBe(
      ResponseCode.Success,
    );
    expect((await t.api.post(OrganizerPaths.pageRestore, { page: 'about' }, { as: editor })).code).toBe(
      ResponseCode.Success,
    );

    await t.api.post(OrganizerPaths.pageSave, qa, { as: 'organizer' });
    for (const role of ['reviewer', 'customerService'] as const) {
      const caller = await as(role);
      const calls = [
        t.api.post(OrganizerPaths.pageGet, { page: 'qa' }, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.pageSave, about, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.pageRestore, { page: 'qa' }, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.appVersionList, {}, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.appVersionSave, release(), { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.appVersionRemove, { id: 'x' }, { as: caller, lang: 'en' }),
      ];
      for (const reply of await Promise.all(calls)) {
        expect(reply.code, role).toBe(ResponseCode.Forbidden);
        expect(reply.msg).toContain(organizerMessages.notPermitted.en);
      }
    }
    for (const other of ['guest', 'visitor', 'admin'] as const) {
      expect((await t.api.post(OrganizerPaths.pageSave, about, { as: other })).code).not.toBe(
        ResponseCode.Success,
      );
      expect((await t.api.post(OrganizerPaths.pageRestore, { page: 'qa' }, { as: other })).code).not.toBe(
        ResponseCode.Success,
      );
      expect((await t.api.post(OrganizerPaths.appVersionSave, release(), { as: other })).code).not.toBe(
        ResponseCode.Success,
      );
    }
    // Nothing changed on their behalf.
    expect((await guestPage('qa')).items).toHaveLength(2);
    expect((await guestPage('about')).edited).toBe(false);
  });

  it('adds, changes and removes releases of the version log, newest first for visitors, audited', async () => {
    const start = new Date();
    const added = await t.api.post(OrganizerPaths.appVersionSave, release(), { as: 'organizer' });
    expect(added.code, added.msg).toBe(ResponseCode.Success);
    const older = await t.api.post(
      OrganizerPaths.appVersionSave,
      release({ version: 'v0.9', releaseDate: '2025-12-01', notesEn: ['Older'] }),
      { as: 'organizer' },
    );
    expect(older.code, older.msg).toBe(ResponseCode.Success);

    const visitors = async (lang: 'cn' | 'en') =>
      (await t.api.post(ContentPaths.appVersion, {}, { as: 'guest', lang })).data;
    // newest release first, whenever it was entered
    expect((await visitors('en')).map((v) => v.version)).toEqual(['9.1.0', '1.1.0', '1.0.0', 'v0.9']);
    expect((await visitors('en'))[0]?.notes).toEqual(['Q&A can be edited']);
    expect((await visitors('cn'))[0]?.notes).toEqual(['新增常见问题编辑']);

    const list = await t.api.post(
      OrganizerPaths.appVersionList,
      { pageNum: 1, pageSize: 2 },
      { as: 'organizer' },
    );
    expect(list.data.total).toBe(4);
    expect(list.data.list.map((v) => v.version)).toEqual(['9.1.0', '1.1.0']);

    const changed = await t.api.post(
      OrganizerPaths.appVersionSave,
      release({ id: added.data.id, version: '9.1.1', notes: ['修复'], notesEn: ['Fixed'] }),
      { as: 'organizer' },
    );
    expect(changed.data).toMatchObject({ id: added.data.id, version: '9.1.1', notesEn: ['Fixed'] });

    // A version the log has already, a malformed one, a date that does not exist, no notes: refused.
    const taken = await t.api.post(OrganizerPaths.appVersionSave, release({ version: '1.0.0' }), {
      as: 'organizer',
      lang: 'en',
    });
    expect(taken.code).toBe(ResponseCode.BadRequest);
    expect(taken.msg).toContain(pageMessages.versionTaken.en);
    for (const fields of [
      { version: 'latest' },
      { version: '1' },
      { version: '1.2.3.4.5' },
      { version: '<b>1.0</b>' },
      { version: '1.0.0-' },
      { releaseDate: '2026-02-30' },
      { releaseDate: '2026/02/01' },
      { notes: [] },
      { notesEn: ['x'.repeat(501)] },
      { notes: ['a\u0000b'] },
      { id: 'missing' },
    ]) {
      const reply = await t.api.post(OrganizerPaths.appVersionSave, release(fields), { as: 'organizer' });
      expect(reply.code, JSON.stringify(fields)).not.toBe(ResponseCode.Success);
    }

    const removed = await t.api.post(
      OrganizerPaths.appVersionRemove,
      { id: older.data.id },
      { as: 'organizer' },
    );
    expect(removed.code, removed.msg).toBe(ResponseCode.Success);
    expect(
      (await t.api.post(OrganizerPaths.appVersionRemove, { id: older.data.id }, { as: 'organizer' })).code,
    ).toBe(ResponseCode.NotFound);
    expect((await visitors('en')).map((v) => v.version)).toEqual(['9.1.1', '1.1.0', '1.0.0']);

    const entries = await audits(added.data.id, start);
    expect(entries.map((e) => e.action).sort()).toEqual(['appVersion.create', 'appVersion.update']);
    const update = entries.find((e) => e.action === 'appVersion.update')!;
    expect(update.targetType).toBe('content');
    expect(update.before).toMatchObject({ version: '9.1.0' });
    expect(update.after).toMatchObject({ version: '9.1.1', notesEn: ['Fixed'] });
    expect((await audits(older.data.id, start)).map((e) => e.action).sort()).toEqual([
      'appVersion.create',
      'appVersion.remove',
    ]);
  });
});
