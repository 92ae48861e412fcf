import {
  ContentPaths,
  contentMessages,
  MediaPaths,
  OrganizerPaths,
  organizerMessages,
  ResponseCode,
} from '@openfair/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import { organizerCallers } from '../../../test/factories/organizers';
import { FAIR_A, FAIR_B, ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { multipart, photo, type UploadReply } from '../../../test/uploads';
import { articles } from '../../db/schema/index';

const hour = 60 * 60 * 1000;
const inHours = (n: number) => new Date(Date.now() + n * hour).toISOString();

describe.each(enginesFor('sql'))('the organizer’s banners and news on %s', (engine) => {
  const t = useTestApp(engine);
  /** A logged-in organizer of the role (the fixture organizer is the fair's owner). */
  const as = organizerCallers(() => t.api, 'content');

  /** Uploads a picture as the owner, the way the console does, and answers its key. */
  async function upload(purpose: 'bannerImage' | 'articleCover', width: number, height: number) {
    const body = multipart(await photo(width, height));
    const res = await t.app.inject({
      method: 'POST',
      url: MediaPaths.uploadImage,
      query: {
        purpose,
        languageType: 'en',
        exhibitionId: FAIR_A,
        appId: 'app',
        terminal: 'PC',
        subjectType: 'ORGANIZER',
      },
      headers: { authorization: await t.api.tokenOf('organizer'), 'content-type': body.contentType },
      payload: body.payload,
    });
    const reply = res.json() as UploadReply;
    expect(reply.code, reply.msg).toBe(ResponseCode.Success);
    return reply.data!.key;
  }

  const banner = (fields: Record<string, unknown>) => ({
    title: '秋季开幕',
    titleEn: 'Autumn opening',
    linkType: '' as const,
    url: '/news',
    audience: '' as const,
    isLogin: false,
    sort: 0,
    ...fields,
  });

  const article = (fields: Record<string, unknown>) => ({
    title: '展会开幕',
    titleEn: 'The fair opens',
    summary: '第一天',
    summaryEn: 'Day one',
    body: ['第一段', '', '第二段'],
    bodyEn: ['First paragraph', 'Second paragraph'],
    source: 'OpenFair',
    publishTime: inHours(-1),
    ...fields,
  });

  const guestBanners = async (lang: 'cn' | 'en' = 'cn', caller: Caller = 'guest') =>
    (await t.api.post(ContentPaths.bannerList, {}, { as: caller, lang })).data;

  it('lets the owner publish a banner that guests see at once, change who sees it, and remove it', async () => {
    const image = await upload('bannerImage', 1600, 500);
    const saved = await t.api.post(OrganizerPaths.bannerSave, banner({ image }), { as: 'organizer' });
    expect(saved.code, saved.msg).toBe(ResponseCode.Success);
    expect(saved.data).toMatchObject({
      title: '秋季开幕',
      titleEn: 'Autumn opening',
      image: { key: image },
      imageEn: null,
      linkType: '',
      url: '/news',
      isDemo: false,
    });
    const id = saved.data.id;

    // Guests see it in both languages; without an English picture the Chinese one is shown.
    const zh = (await guestBanners('cn')).find((b) => b.id === id);
    expect(zh).toMatchObject({ title: '秋季开幕', url: '/news', urlType: '' });
    expect(zh!.coverIcon).toContain(image);
    const en = (await guestBanners('en')).find((b) => b.id === id);
    expect(en).toMatchObject({ title: 'Autumn opening', coverIcon: zh!.coverIcon });

    // Shown to logged-in visitors only, with an English picture and an outside link.
    const imageEn = await upload('bannerImage', 1200, 300);
    const changed = await t.api.post(
      OrganizerPaths.bannerSave,
      banner({
        id,
        image,
        imageEn,
        audience: 'VISITOR',
        isLogin: true,
        linkType: 'EXTERNAL',
        url: 'https://example.test/expo',
      }),
      { as: 'organizer' },
    );
    expect(changed.code, changed.msg).toBe(ResponseCode.Success);
    expect(changed.data.audience).toBe('VISITOR');
    expect((await guestBanners()).map((b) => b.id)).not.toContain(id);
    expect((await guestBanners('cn', 'admin')).map((b) => b.id)).not.toContain(id);
    const seen = (await guestBanners('en', 'visitor')).find((b) => b.id === id);
    expect(seen).toMatchObject({ urlType: 'EXTERNAL', url: 'https://example.test/expo', isLogin: true });
    expect(seen!.coverIcon).toContain(imageEn);

    const list = await t.api.post(OrganizerPaths.bannerList, { pageSize: 50 }, { as: 'organizer' });
    expect(list.data.list.find((b) => b.id === id)).toMatchObject({ imageEn: { key: imageEn } });

    const removed = await t.api.post(OrganizerPaths.bannerRemove, { id }, { as: 'organizer' });
    expect(removed.code, removed.msg).toBe(ResponseCode.Success);
    expect((await guestBanners('cn', 'visitor')).map((b) => b.id)).not.toContain(id);
    expect((await t.api.post(OrganizerPaths.bannerRemove, { id }, { as: 'organizer' })).code).toBe(
      ResponseCode.NotFound,
    );

    // Each change is in the audit log with the values before and after.
    const log = await t.api.post(
      OrganizerPaths.auditLog,
      { targetType: 'content', targetId: id },
      { as: 'organizer' },
    );
    expect(log.data.list.map((e) => e.action)).toEqual(['banner.remove', 'banner.update', 'banner.create']);
    const [remove, update, create] = log.data.list;
    expect(create).toMatchObject({ before: null, after: { title: '秋季开幕', image, isLogin: false } });
    expect(update).toMatchObject({
      before: { isLogin: false, audience: '', url: '/news' },
      after: { isLogin: true, audience: 'VISITOR', url: 'https://example.test/expo', imageEn },
    });
    expect(remove).toMatchObject({ before: { title: '秋季开幕' }, after: null });
  });

  it('lets a content editor do the same, and keeps a demo banner a demo row when it is edited', async () => {
    const editor = await as('contentEditor');
    const image = await upload('bannerImage', 1200, 300);
    const made = await t.api.post(OrganizerPaths.bannerSave, banner({ image, sort: 3 }), { as: editor });
    expect(made.code, made.msg).toBe(ResponseCode.Success);
    const edited = await t.api.post(
      OrganizerPaths.bannerSave,
      banner({ id: made.data.id, image, title: '改过的标题', sort: 4 }),
      { as: editor },
    );
    expect(edited.data).toMatchObject({ title: '改过的标题', sort: 4 });
    expect((await t.api.post(OrganizerPaths.bannerRemove, { id: made.data.id }, { as: editor })).code).toBe(
      ResponseCode.Success,
    );

    // The fixture banner keeps its picture (not an upload) and, marked demo, stays demo.
    await t.db.execute(sql`UPDATE banners SET is_demo = true WHERE id = 'ban-all'`);
    const demo = (
      await t.api.post(OrganizerPaths.bannerList, { pageSize: 50 }, { as: editor })
    ).data.list.find((b) => b.id === 'ban-all')!;
    const kept = await t.api.post(
      OrganizerPaths.bannerSave,
      banner({ id: demo.id, image: demo.image.key, imageEn: demo.imageEn?.key ?? '', title: '全部可见' }),
      { as: editor },
    );
    expect(kept.code, kept.msg).toBe(ResponseCode.Success);
    expect(kept.data).toMatchObject({ title: '全部可见', isDemo: true, image: { key: demo.image.key } });
  });

  it('refuses reviewers and customer service every content call, in the request’s language', async () => {
    const image = await upload('bannerImage', 1200, 300);
    for (const role of ['reviewer', 'customerService'] as const) {
      const caller = await as(role);
      const calls = [
        t.api.post(OrganizerPaths.bannerList, {}, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.bannerSave, banner({ image }), { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.bannerRemove, { id: 'ban-all' }, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.articleList, {}, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.articleGet, { id: ids.articleA1 }, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.articleSave, article({}), { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.articleRemove, { id: ids.articleA1 }, { as: caller, lang: 'en' }),
      ];
      for (const reply of await Promise.all(calls)) {
        expect(reply.code, role).toBe(ResponseCode.Forbidden);
        expect(reply.msg).toContain(organizerMessages.notPermitted.en);
      }
      const zh = await t.api.post(OrganizerPaths.bannerSave, banner({ image }), { as: caller, lang: 'cn' });
      expect(zh.msg).toContain(organizerMessages.notPermitted.zh);
    }
    // Nothing was written on their behalf, and the fixture rows are all still there.
    expect((await guestBanners()).map((b) => b.id)).toContain('ban-all');
    expect((await t.api.post(ContentPaths.article, { id: ids.articleA1 })).code).toBe(ResponseCode.Success);
    // Visitors and exhibitors never reach these calls.
    for (const other of ['visitor', 'admin', 'guest'] as const)
      expect((await t.api.post(OrganizerPaths.bannerList, {}, { as: other })).code).not.toBe(
        ResponseCode.Success,
      );
  });

  it('refuses unsafe links, too long titles and pictures that are not its uploads, saying why', async () => {
    const image = await upload('bannerImage', 1200, 300);
    const save = (fields: Record<string, unknown>, lang: 'cn' | 'en' = 'en') =>
      t.api.post(OrganizerPaths.bannerSave, banner({ image, ...fields }), { as: 'organizer', lang });

    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'news', '//evil.example/x', '/\\evil']) {
      const reply = await save({ linkType: '', url });
      expect(reply.code, url).toBe(ResponseCode.BadRequest);
      expect(reply.msg).toContain(contentMessages.siteLink.en);
    }
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.test',
      'https://',
      '/news',
    ]) {
      const reply = await save({ linkType: 'EXTERNAL', url });
      expect(reply.code, url).toBe(ResponseCode.BadRequest);
      expect(reply.msg).toContain(contentMessages.externalLink.en);
    }
    expect((await save({ linkType: 'EXTERNAL', url: 'javascript:alert(1)' }, 'cn')).msg).toContain(
      contentMessages.externalLink.zh,
    );

    const long = await save({ titleEn: 'x'.repeat(101) });
    expect(long.code).toBe(ResponseCode.BadRequest);
    expect(long.msg).toContain('Field "titleEn" is too long or too large (max 100)');
    expect((await save({ titleEn: 'x'.repeat(101) }, 'cn')).msg).toContain(
      '字段 titleEn 过长或过大（最大 100）',
    );
    expect((await save({ titleEn: '  ' })).code).toBe(ResponseCode.BadRequest);

    const cover = await upload('articleCover', 800, 450);
    for (const key of [
      'uploads/organizer/bannerimage/00000000-0000-0000-0000-000000000000.jpg',
      image.replace(/\.jpg$/, '-thumb.jpg'),
      cover,
      `uploads/${ids.exhibitorA}/exhibitimage/x.jpg`,
      '../../etc/passwd',
    ]) {
      const reply = await save({ image: key });
      expect(reply.code, key).toBe(ResponseCode.BadRequest);
      expect(reply.msg).toContain(contentMessages.imageNotUploaded.en);
    }
    expect((await save({ image: '' })).code).toBe(ResponseCode.BadRequest);
    // No banner was made by any of these.
    const list = await t.api.post(OrganizerPaths.bannerList, { pageSize: 50 }, { as: 'organizer' });
    expect(list.data.list.filter((b) => b.title === '秋季开幕')).toHaveLength(0);
  });

  it('publishes an article now and schedules another; visitors see only what is published', async () => {
    const cover = await upload('articleCover', 800, 450);
    const now = await t.api.post(OrganizerPaths.articleSave, article({ cover }), { as: 'organizer' });
    expect(now.code, now.msg).toBe(ResponseCode.Success);
    expect(now.data).toMatchObject({
      state: 'published',
      body: ['第一段', '第二段'],
      cover: { key: cover },
      isDemo: false,
    });
    const later = await t.api.post(
      OrganizerPaths.articleSave,
      // Later than the fixture's scheduled article (in three days).
      article({ title: '闭幕预告', titleEn: 'Closing soon', publishTime: inHours(24 * 5) }),
      { as: 'organizer' },
    );
    expect(later.data.state).toBe('scheduled');

    const visitorIds = async () =>
      (await t.api.post(ContentPaths.articleList, { pageSize: 50 })).data.list.map((a) => a.id);
    expect(await visitorIds()).toContain(now.data.id);
    expect(await visitorIds()).not.toContain(later.data.id);
    const detail = await t.api.post(ContentPaths.article, { id: now.data.id }, { lang: 'en' });
    expect(detail.data).toMatchObject({
      title: 'The fair opens',
      summary: 'Day one',
      source: 'OpenFair',
      paragraphs: ['First paragraph', 'Second paragraph'],
    });
    expect(detail.data.cover).toContain(cover);
    expect((await t.api.post(ContentPaths.article, { id: later.data.id })).code).toBe(ResponseCode.NotFound);

    // The console lists both, newest publish time first, marks which is scheduled, and finds by title.
    const list = await t.api.post(OrganizerPaths.articleList, { pageSize: 50 }, { as: 'organizer' });
    expect(list.data.list[0]).toMatchObject({ id: later.data.id, state: 'scheduled' });
    const byTitle = await t.api.post(OrganizerPaths.articleList, { keyword: 'closing' }, { as: 'organizer' });
    expect(byTitle.data.list.map((a) => a.id)).toEqual([later.data.id]);
    const byChinese = await t.api.post(OrganizerPaths.articleList, { keyword: '开幕' }, { as: 'organizer' });
    expect(byChinese.data.list.map((a) => a.id)).toContain(now.data.id);
    const scheduled = await t.api.post(
      OrganizerPaths.articleList,
      { state: 'scheduled' },
      { as: 'organizer' },
    );
    expect(scheduled.data.list.map((a) => a.id).sort()).toEqual([ids.articleFuture, later.data.id].sort());
    // Another fair's articles are neither listed nor opened.
    expect(list.data.list.map((a) => a.id)).not.toContain(ids.articleB1);
    expect(
      (await t.api.post(OrganizerPaths.articleGet, { id: ids.articleB1 }, { as: 'organizer' })).code,
    ).toBe(ResponseCode.NotFound);

    // Brought forward, the scheduled one is public on the next request.
    const got = (await t.api.post(OrganizerPaths.articleGet, { id: later.data.id }, { as: 'organizer' }))
      .data;
    const { state: _state, isDemo: _demo, cover: _cover, ...fields } = got;
    const published = await t.api.post(
      OrganizerPaths.articleSave,
      { ...fields, cover: '', publishTime: inHours(-0.1) },
      { as: 'organizer' },
    );
    expect(published.data.state).toBe('published');
    expect(await visitorIds()).toContain(later.data.id);

    for (const id of [now.data.id, later.data.id])
      expect((await t.api.post(OrganizerPaths.articleRemove, { id }, { as: 'organizer' })).code).toBe(
        ResponseCode.Success,
      );
    expect(await visitorIds()).not.toContain(now.data.id);
    expect((await t.api.post(ContentPaths.article, { id: now.data.id })).code).toBe(ResponseCode.NotFound);

    const log = await t.api.post(
      OrganizerPaths.auditLog,
      { targetType: 'content', targetId: later.data.id },
      { as: 'organizer' },
    );
    expect(log.data.list.map((e) => e.action)).toEqual([
      'article.remove',
      'article.update',
      'article.create',
    ]);
    expect(log.data.list[1]).toMatchObject({
      before: { publishTime: later.data.publishTime },
      after: { publishTime: published.data.publishTime },
    });
  });

  it('lets a content editor edit a demo article (still demo) and refuses one without a body', async () => {
    const editor = await as('contentEditor');
    await t.db.update(articles).set({ isDemo: true }).where(eq(articles.id, ids.articleA1));
    const edited = await t.api.post(
      OrganizerPaths.articleSave,
      article({ id: ids.articleA1, title: '开幕（更新）' }),
      { as: editor },
    );
    expect(edited.code, edited.msg).toBe(ResponseCode.Success);
    expect(edited.data).toMatchObject({ title: '开幕（更新）', isDemo: true });
    expect((await t.api.post(ContentPaths.article, { id: ids.articleA1 })).data.title).toBe('开幕（更新）');

    const empty = await t.api.post(OrganizerPaths.articleSave, article({ bodyEn: ['', '  '] }), {
      as: editor,
      lang: 'en',
    });
    expect(empty.code).toBe(ResponseCode.BadRequest);
    expect(empty.msg).toContain(contentMessages.bodyRequired.en);
    const tooMany = await t.api.post(
      OrganizerPaths.articleSave,
      article({ body: Array.from({ length: 61 }, () => '段落') }),
      { as: editor },
    );
    expect(tooMany.code).toBe(ResponseCode.BadRequest);
    const notADate = await t.api.post(OrganizerPaths.articleSave, article({ publishTime: 'tomorrow' }), {
      as: editor,
    });
    expect(notADate.code).toBe(ResponseCode.BadRequest);
    // Another fair's article cannot be written through this fair's console.
    const cross = await t.api.post(OrganizerPaths.articleSave, article({ id: ids.articleB1 }), {
      as: editor,
    });
    expect(cross.code).toBe(ResponseCode.NotFound);
  });

  it('pages banners and articles of a fair through their indexes, never by scanning every row', async () => {
    // Enough rows in two fairs for the planner to choose as it would on a real fair.
    await t.db.execute(sql`
      INSERT INTO articles (id, exhibition_id, title, title_en, publish_time)
      SELECT 'bulk-a' || i, CASE WHEN i % 2 = 0 THEN ${FAIR_A} ELSE ${FAIR_B} END, '批量' || i, 'Bulk ' || i,
             now() - i * interval '1 minute'
      FROM generate_series(1, 20000) AS i`);
    await t.db.execute(sql`
      INSERT INTO banners (id, exhibition_id, cover_icon, title, title_en, sort)
      SELECT 'bulk-b' || i, CASE WHEN i % 2 = 0 THEN ${FAIR_A} ELSE ${FAIR_B} END, '/b.png', '批量' || i,
             'Bulk ' || i, i % 100
      FROM generate_series(1, 20000) AS i`);
    await t.db.execute(sql`ANALYZE articles`);
    await t.db.execute(sql`ANALYZE banners`);
    const client = (
      t.db as unknown as {
        $client: { query: (q: string, p?: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
      }
    ).$client;
    const plan = async (query: string) =>
      (await client.query(`EXPLAIN ${query}`, [FAIR_A])).rows.map((r) => r['QUERY PLAN']).join('\n');
    const articlePage = await plan(
      'SELECT * FROM articles WHERE exhibition_id = $1 ORDER BY publish_time DESC, id DESC LIMIT 20',
    );
    expect(articlePage).toMatch(/articles_exhibition_idx/);
    expect(articlePage).not.toMatch(/Seq Scan/);
    const bannerPage = await plan(
      "SELECT * FROM banners WHERE exhibition_id = $1 AND show_type = 'HOME' ORDER BY sort, id LIMIT 20",
    );
    expect(bannerPage).toMatch(/banners_exhibition_idx/);
    expect(bannerPage).not.toMatch(/Seq Scan/);
    // The calls page them as planned.
    const page = await t.api.post(
      OrganizerPaths.articleList,
      { pageNum: 2, pageSize: 20 },
      { as: 'organizer' },
    );
    expect(page.data.list).toHaveLength(20);
    expect(page.data.total).toBeGreaterThan(10_000);
  });
});
