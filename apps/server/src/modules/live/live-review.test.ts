import {
  CatalogPaths,
  ContentPaths,
  type LiveMagItem,
  LivePaths,
  type LiveScope,
  OrganizerPaths,
  ResponseCode,
} from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import { organizerCallers } from '../../../test/factories/organizers';
import { FAIR_A, ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { lives } from '../../db/schema/index';
import { REVIEW_COUNT_CAP } from '../organizer/index';

const inOneHour = () => new Date(Date.now() + 3600_000).toISOString();

/** A managed live as the edit form sends it back (the stored cover reference). */
const asSaved = (l: LiveMagItem) => ({ ...l, cover: l.coverRef, scope: l.scope as LiveScope });

describe.each(enginesFor('sql'))('the organizer’s review of lives on %s', (engine) => {
  const t = useTestApp(engine);
  const organizerOfRole = organizerCallers(() => t.api, 'livereview');

  const create = async (name: string, body: Record<string, unknown> = {}) => {
    const res = await t.api.post(
      LivePaths.magAdd,
      { name, nameEn: `${name} EN`, startTime: inOneHour(), productIds: [ids.productA1], ...body },
      { as: 'admin' },
    );
    expect(res.code, res.msg).toBe(ResponseCode.Success);
    return res.data;
  };
  const queue = async (as: Caller, body: Record<string, unknown> = {}) =>
    t.api.post(LivePaths.reviewList, { pageSize: 50, ...body }, { as });
  const entryOf = async (id: string, status = 'pending') =>
    (await queue('organizer', { status })).data.list.find((l) => l.id === id)!;
  const listed = async (as: Caller, liveName: string) =>
    (await t.api.post(LivePaths.queryList, { liveName, pageSize: 48 }, { as })).data.list.map((l) => l.id);
  const checkResults = async (as: Caller, lang: 'cn' | 'en') =>
    (await t.api.post(ContentPaths.noticeList, { noticeType: 'CHECKRESULT', pageSize: 10 }, { as, lang }))
      .data.list;

  it('keeps a new live from visitors until it is approved; a rejection tells the staff why, a correction waits again', async () => {
    const live = await create('待审直播');
    expect(live).toMatchObject({ reviewStatus: 'pending', reviewReason: '' });

    // Not listed nor openable by anyone but the company's staff and the organizer.
    for (const who of ['guest', 'visitor'] as const) {
      expect(await listed(who, '待审直播'), who).toEqual([]);
      expect((await t.api.post(LivePaths.queryDetail, { liveId: live.id }, { as: who })).code, who).toBe(
        ResponseCode.NotFound,
      );
      expect((await t.api.post(LivePaths.getLiveState, { liveId: live.id }, { as: who })).code).toBe(
        ResponseCode.NotFound,
      );
    }
    for (const path of [LivePaths.thumbUp, LivePaths.wantLive, LivePaths.productList])
      expect((await t.api.post(path, { liveId: live.id }, { as: 'visitor' })).code, path).toBe(
        ResponseCode.NotFound,
      );
    const page = await t.api.post(CatalogPaths.exhibitorDetail, { id: ids.exhibitorA }, { as: 'visitor' });
    expect(page.data.lives.map((l: { id: string }) => l.id)).not.toContain(live.id);
    expect((await t.api.post(LivePaths.queryDetail, { liveId: live.id }, { as: 'staff' })).code).toBe(
      ResponseCode.Success,
    );
    expect((await t.api.post(LivePaths.queryDetail, { liveId: live.id }, { as: 'organizer' })).code).toBe(
      ResponseCode.Success,
    );

    // The queue: the company, the cover, the time, the scope and the featured products.
    const reviewer = await organizerOfRole('reviewer');
    const found = await queue(reviewer, { keyword: 'A Company' });
    expect(found.code, found.msg).toBe(ResponseCode.Success);
    const entry = found.data.list.find((l) => l.id === live.id)!;
    expect(entry).toMatchObject({
      name: '待审直播',
      companyName: '甲公司',
      companyNameEn: 'A Company',
      scope: 0,
      status: 'pending',
      products: [{ id: ids.productA1 }],
    });
    expect(entry.submittedAt).not.toBeNull();
    expect((await queue(reviewer, { keyword: 'no such words' })).data.total).toBe(0);

    const bare = await t.api.post(
      LivePaths.reviewDecide,
      { id: live.id, decision: 'reject', submittedAt: entry.submittedAt! },
      { as: reviewer, lang: 'en' },
    );
    expect(bare.msg).toContain('Please give a reason for the rejection');
    const reason = 'The cover shows another company';
    const rejected = await t.api.post(
      LivePaths.reviewDecide,
      { id: live.id, decision: 'reject', reason, submittedAt: entry.submittedAt! },
      { as: reviewer },
    );
    expect(rejected.data).toMatchObject({ status: 'rejected', reason });
    // Every current employee of the company hears of it, in both languages.
    for (const staff of ['admin', 'staff'] as const) {
      const [en] = await checkResults(staff, 'en');
      expect(en).toMatchObject({ title: 'Your live was not approved' });
      expect(en?.content).toContain('待审直播 EN');
      expect(en?.content).toContain(reason);
      const [zh] = await checkResults(staff, 'cn');
      expect(zh).toMatchObject({ title: '您的直播未通过审核' });
      expect(zh?.content).toContain('“待审直播”');
    }
    const mine = await t.api.post(LivePaths.magQueryDetail, { id: live.id }, { as: 'staff' });
    expect(mine.data).toMatchObject({ reviewStatus: 'rejected', reviewReason: reason });
    expect(await listed('visitor', '待审直播')).toEqual([]);

    // Any save of a rejected live is its correction: back in the queue.
    const corrected = await t.api.post(
      LivePaths.magUpdate,
      { ...asSaved(mine.data), name: '已改直播' },
      { as: 'admin' },
    );
    expect(corrected.data).toMatchObject({ reviewStatus: 'pending', reviewReason: '' });
    // A reviewer who still has the old version open does not approve the new one unseen.
    const stale = await t.api.post(
      LivePaths.reviewDecide,
      { id: live.id, decision: 'approve', submittedAt: entry.submittedAt! },
      { as: reviewer, lang: 'en' },
    );
    expect(stale.code).toBe(ResponseCode.BadRequest);
    expect(stale.msg).toContain('The exhibitor changed this live after you opened it');
    const fresh = await entryOf(live.id);
    const approved = await t.api.post(
      LivePaths.reviewDecide,
      { id: live.id, decision: 'approve', submittedAt: fresh.submittedAt! },
      { as: reviewer },
    );
    expect(approved.data).toMatchObject({ status: 'approved', name: '已改直播' });
    // Decided once: a second click is refused.
    const again = await t.api.post(
      LivePaths.reviewDecide,
      { id: live.id, decision: 'reject', reason: 'x', submittedAt: fresh.submittedAt! },
      { as: 'organizer', lang: 'en' },
    );
    expect(again.msg).toContain('Another reviewer has already decided this');

    expect(await listed('guest', '已改直播')).toEqual([live.id]);
    expect((await t.api.post(LivePaths.queryDetail, { liveId: live.id }, { as: 'guest' })).code).toBe(
      ResponseCode.Success,
    );
    const [note] = await checkResults('staff', 'en');
    expect(note).toMatchObject({ title: 'Your live has been approved' });

    const log = await t.api.post(OrganizerPaths.auditLog, { targetId: live.id }, { as: 'organizer' });
    expect(log.data.list.map((e) => e.action)).toEqual(['live.approve', 'live.reject']);
    expect(log.data.list[1]).toMatchObject({ after: { status: 'rejected', reason } });
  });

  it('sends an approved live back to review when what visitors see changes, and freezes that while on air', async () => {
    const live = await create('已批直播');
    await t.api.post(
      LivePaths.reviewDecide,
      { id: live.id, decision: 'approve', submittedAt: (await entryOf(live.id)).submittedAt! },
      { as: 'organizer' },
    );
    const base = asSaved(live);
    // The presenters are not reviewed: it stays approved and listed.
    const staff = (await t.api.post(LivePaths.magQueryEmployees, {}, { as: 'admin' })).data;
    const presenters = [staff[0]!.id];
    const quiet = await t.api.post(
      LivePaths.magUpdate,
      { ...base, employeeIds: presenters },
      { as: 'admin' },
    );
    expect(quiet.data.employeeIds).toEqual(presenters);
    expect(quiet.data.reviewStatus).toBe('approved');
    expect(await listed('visitor', '已批直播')).toEqual([live.id]);
    // The featured products are: hidden until approved again.
    const products = await t.api.post(
      LivePaths.magUpdate,
      { ...base, productIds: [ids.productA1, ids.productA2] },
      { as: 'admin' },
    );
    expect(products.data.reviewStatus).toBe('pending');
    expect(await listed('visitor', '已批直播')).toEqual([]);
    await t.api.post(
      LivePaths.reviewDecide,
      { id: live.id, decision: 'approve', submittedAt: (await entryOf(live.id)).submittedAt! },
      { as: 'organizer' },
    );

    // On air: viewers keep the approved version, so its visible fields cannot change.
    await t.db.update(lives).set({ streamState: 2, startTime: new Date() }).where(eq(lives.id, live.id));
    const onAir = (await t.api.post(LivePaths.magQueryDetail, { id: live.id }, { as: 'admin' })).data;
    const renamed = await t.api.post(
      LivePaths.magUpdate,
      { ...asSaved(onAir), name: '偷换名称' },
      { as: 'admin', lang: 'en' },
    );
    expect(renamed.code).toBe(ResponseCode.BadRequest);
    expect(renamed.msg).toContain('While the live is on air, what viewers see');
    const code = await t.api.post(
      LivePaths.magUpdate,
      { ...asSaved(onAir), employeeIds: [] as string[] },
      { as: 'admin' },
    );
    expect(code.data.reviewStatus).toBe('approved');
    expect(await listed('visitor', '已批直播')).toEqual([live.id]);
  });

  it('lets only owners and reviewers see and decide lives', async () => {
    const live = await create('权限直播');
    const { submittedAt } = await entryOf(live.id);
    for (const role of ['contentEditor', 'customerService'] as const) {
      const as = await organizerOfRole(role);
      const list = await queue(as);
      expect(list.code, role).toBe(ResponseCode.Forbidden);
      const decide = await t.api.post(
        LivePaths.reviewDecide,
        { id: live.id, decision: 'approve', submittedAt: submittedAt! },
        { as },
      );
      expect(decide.code, role).toBe(ResponseCode.Forbidden);
    }
    for (const other of ['visitor', 'admin', 'staff'] as const) {
      expect((await queue(other)).code, other).toBe(ResponseCode.Forbidden);
      expect(
        (
          await t.api.post(
            LivePaths.reviewDecide,
            { id: live.id, decision: 'approve', submittedAt: submittedAt! },
            { as: other },
          )
        ).code,
        other,
      ).toBe(ResponseCode.Forbidden);
    }
    expect((await queue('guest')).code).toBe(ResponseCode.Unauthorized);
    // nothing was decided by the refused calls; owners and reviewers may
    expect((await entryOf(live.id)).status).toBe('pending');
    expect((await queue('organizer')).code).toBe(ResponseCode.Success);
    const reviewer = await organizerOfRole('reviewer');
    expect(
      (
        await t.api.post(
          LivePaths.reviewDecide,
          { id: live.id, decision: 'approve', submittedAt: submittedAt! },
          { as: reviewer },
        )
      ).data.status,
    ).toBe('approved');
  });

  it('reads the queue through the review index and counts at most the cap', async () => {
    const client = (
      t.db as unknown as {
        $client: { query: (q: string, p?: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
      }
    ).$client;
    const planOf = async (sql: string) =>
      (await client.query(`EXPLAIN ${sql}`, [FAIR_A])).rows.map((r) => r['QUERY PLAN']).join('\n');
    await client.query('SET enable_seqscan = off');
    try {
      const page = await planOf(
        `SELECT * FROM lives WHERE exhibition_id = $1 AND review_status = 'pending' ORDER BY submitted_at, id LIMIT 20`,
      );
      expect(page).toMatch(/lives_review_idx/);
    } finally {
      await client.query('SET enable_seqscan = on');
    }
    const capped = await planOf(
      `SELECT count(*) FROM (SELECT id FROM lives WHERE exhibition_id = $1 AND review_status = 'pending' LIMIT ${REVIEW_COUNT_CAP}) c`,
    );
    expect(capped).toMatch(/Limit/);
  });
});
