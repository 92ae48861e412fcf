import { CatalogPaths, LiveState } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../../../test/client';
import {
  addToClientPool,
  announceInterests,
  createExhibitors,
  createHotSample,
  createLives,
  createProductsFrom,
} from '../../../test/factories/catalog';
import { catalogFairRows, PHONE_CASES } from '../../../test/factories/catalog-fair';
import { ids, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import type { Db } from '../../db/client';
import { footprints } from '../../db/schema/index';
import { footprintRecorder } from './footprint.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The hot showcase and lives of exhibitor A, on top of the browsing fair (whose fixtures give A the
 * sample hot-a: A1 at x .25, A2 at x .75): two more samples of A, one with restricted products and with
 * points that must never show (another exhibitor's product, another fair's product); a second exhibitor
 * exh-x2 with its own sample and live, an empty exhibitor exh-x3; lives of A in every state.
 */
async function seedShowcase(db: Db, now: number) {
  await createExhibitors(db, [
    { id: 'exh-x2', name: '第二展商', nameEn: 'Second Co', floor: '1F' },
    { id: 'exh-x3', name: '空展商', nameEn: 'Empty Co', floor: '2F' },
  ]);
  await createProductsFrom(db, ids.exhibitorA, [
    { id: 'prod-a-s1', name: '客户专享', scope: 1 },
    { id: 'prod-a-s2', name: '预登记专享', scope: 2 },
  ]);
  await createProductsFrom(db, 'exh-x2', [{ id: 'prod-x2', name: '别家展品', nameEn: 'Other exhibit' }]);
  await createHotSample(db, ids.exhibitorA, { id: 'hot-a2', sort: 5 });
  await createHotSample(db, ids.exhibitorA, {
    id: 'hot-a1',
    sort: 1,
    points: [
      ['prod-a-s2', 0.6, 0.5],
      ['prod-a-s1', 0.4, 0.5],
      [ids.productA1, 0.2, 0.5],
      ['prod-x2', 0.8, 0.5],
      [ids.productB1, 0.9, 0.5],
    ],
  });
  await createHotSample(db, 'exh-x2', { id: 'hot-x2', sort: 0, points: [['prod-x2', 0.5, 0.5]] });
  const live = (id: string, startIn: number, length: number, scope = 0) => ({
    id,
    name: `直播 ${id}`,
    nameEn: `Live ${id}`,
    cover: `/covers/${id}.svg`,
    startTime: new Date(now + startIn),
    endTime: new Date(now + startIn + length),
    scope,
    // no encoder behind them: their state follows their times, as demo lives' do (liveStateOf)
    isDemo: true,
  });
  await createLives(db, ids.exhibitorA, [
    live('replay-10d', -10 * DAY, 2 * HOUR),
    live('replay-5d', -5 * DAY, 2 * HOUR),
    live('replay-3d', -3 * DAY, 2 * HOUR),
    live('replay-2d', -2 * DAY, 2 * HOUR),
    live('replay-1d', -DAY, 2 * HOUR),
    live('on-air', -HOUR, 2 * HOUR, 1),
    live('soon', HOUR, 2 * HOUR, 2),
    live('later', 2 * DAY, 2 * HOUR),
  ]);
  await createLives(db, 'exh-x2', [live('x2-live', -HOUR, 2 * HOUR)]);
  await createLives(db, ids.exhibitorB, [
    { id: 'b-live', name: '乙直播', startTime: new Date(now - HOUR), endTime: new Date(now + HOUR) },
  ]);
}

describe.each(enginesFor('rules'))('catalog details on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      await catalogFairRows(db);
      await seedShowcase(db, Date.now());
    }),
  });
  const exhibitor = async (id: string, o: CallOptions = {}) => {
    const r = await t.api.post(CatalogPaths.exhibitorDetail, { id }, o);
    expect(r.code).toBe(1000);
    return r.data;
  };
  // Views are written in batches: flush what this instance has pending, then read the table.
  const viewed = async (userAccountId: string, subjectType: 'ACTOR' | 'PRODUCT' | 'VISITOR') => {
    await t.app.appContext.use(footprintRecorder).flush();
    const rows = await t.db
      .select({ subjectId: footprints.subjectId })
      .from(footprints)
      .where(and(eq(footprints.userAccountId, userAccountId), eq(footprints.subjectType, subjectType)));
    return rows.map((f) => f.subjectId);
  };

  describe('exhibitor, product and visitor', () => {
    it('shows an exhibitor with products, active employees, and records the visit', async () => {
      const x2 = await exhibitor('exh-a2', { as: 'visitor', lang: 'en' });
      expect(x2).toMatchObject({
        id: 'exh-a2',
        name: 'Xinghe Electronics',
        country: 'United States of America',
      });
      expect(x2.products).toHaveLength(12);
      expect(x2.productTotal).toBe(PHONE_CASES + 2);
      const a1 = await exhibitor(ids.exhibitorA);
      expect(a1.employees.map((e) => e.name).sort()).toEqual(['员工甲', '管理员甲']);
      expect(a1.city).toBe('深圳市');
      const emp = await t.api.post(CatalogPaths.exhibitorEmployees, { id: ids.exhibitorA });
      expect(emp.data).toHaveLength(2);
      expect(emp.data[0]?.name).toBe('管理员甲');
      expect(await viewed(ids.visitor, 'ACTOR')).toEqual(['exh-a2']);
    });

    it('answers 1005 for unknown ids and ids of another fair', async () => {
      for (const [path, id] of [
        [CatalogPaths.exhibitorDetail, ids.exhibitorB],
        [CatalogPaths.exhibitorDetail, 'nope'],
        [CatalogPaths.exhibitorEmployees, ids.exhibitorB],
        [CatalogPaths.productDetail, ids.productB1],
        [CatalogPaths.productDetail, 'nope'],
      ] as const) {
        expect((await t.api.post(path, { id }, { as: 'visitor' })).code).toBe(1005);
      }
      expect((await t.api.post(CatalogPaths.visitorDetail, { id: 'vis-b' }, { as: 'admin' })).code).toBe(
        1005,
      );
    });

    it('denies a scope-1 product outside the client pool and opens it inside', async () => {
      const product = (id: string, o: CallOptions = {}) => t.api.post(CatalogPaths.productDetail, { id }, o);
      const anon = await product('prod-s1');
      expect(anon).toMatchObject({ code: 1000, data: { restricted: true, exhibitorId: 'exh-a2' } });
      const denied = await product('prod-s1', { as: 'newVisitor' });
      expect(denied.data).toEqual({ restricted: true, exhibitorId: 'exh-a2' });
      const s2 = await product('prod-s2', { as: 'newVisitor' });
      expect(s2.data).toMatchObject({ restricted: true });
      const leave = await addToClientPool(t.db, 'exh-a2', ids.newVisitor);
      await announceInterests(t.app.appContext, ids.newVisitor);
      try {
        const open = await product('prod-s1', { as: 'newVisitor' });
        expect(open.data).toMatchObject({
          id: 'prod-s1',
          scope: 1,
          exhibitor: { id: 'exh-a2', name: '星河电子' },
        });
      } finally {
        await leave();
        await announceInterests(t.app.appContext, ids.newVisitor);
      }
      const pub = await product(ids.productA1, { as: 'visitor', lang: 'en' });
      expect(pub.data).toMatchObject({
        name: 'Wireless Charger',
        salePrice: '99.50',
        intro: 'Fast charging',
        category: 'Consumer Electronics',
      });
      expect(await viewed(ids.visitor, 'PRODUCT')).toEqual([ids.productA1]);
    });

    it('shows visitors to exhibitors only, with contact details only by consent', async () => {
      const visitor = (id: string, o: CallOptions = {}) => t.api.post(CatalogPaths.visitorDetail, { id }, o);
      expect((await visitor('vis-a')).code).toBe(401);
      expect((await visitor('vis-a', { as: 'visitor' })).code).toBe(1004);
      const noConsent = await visitor('vis-a', { as: 'admin' });
      expect(noConsent.data).toMatchObject({ name: '张三', company: '张三贸易', email: null, mobile: null });
      const consent = await visitor('vis-new-a', { as: 'admin', lang: 'en' });
      expect(consent.data).toMatchObject({
        email: 'lisi@example.test',
        mobile: '13900000000',
        province: 'Guangdong',
      });
      expect((await viewed(ids.admin, 'VISITOR')).sort()).toEqual(['vis-a', 'vis-new-a']);
      const list = async (body: { keyword?: string; countryId?: string }, as: CallOptions['as'] = 'admin') =>
        t.api.post(CatalogPaths.visitorList, body, { as });
      const idsOf = async (body: { keyword?: string; countryId?: string }) =>
        (await list(body)).data.list.map((v) => v.id);
      expect((await list({}, 'visitor')).code).toBe(1004);
      // Guests see the list, whose cards carry no contact details; the detail stays the exhibitors'.
      const guest = await list({}, 'guest');
      expect(guest.code).toBe(1000);
      expect(guest.data.list.map((v) => v.id).sort()).toEqual(['vis-a', 'vis-new-a']);
      expect(JSON.stringify(guest.data)).not.toMatch(/lisi@example\.test|13900000000/);
      expect((await idsOf({})).sort()).toEqual(['vis-a', 'vis-new-a']);
      expect(await idsOf({ keyword: 'acme' })).toEqual(['vis-new-a']);
      expect(await idsOf({ countryId: 'US' })).toEqual(['vis-a']);
      // A % in the keyword is a literal, not a wildcard.
      expect((await list({ keyword: '%' })).data.total).toBe(0);
    });
  });

  describe('hot showcase and lives of an exhibitor', () => {
    const pointIds = (sample: { products: { id: string }[] } | undefined) =>
      sample?.products.map((p) => p.id);

    it("shows the exhibitor's own samples by sort, points in reading order, texts in the request language", async () => {
      const d = await exhibitor(ids.exhibitorA, { lang: 'en' });
      expect(d.hotShowcase.map((s) => s.id)).toEqual(['hot-a', 'hot-a1', 'hot-a2']);
      const [first] = d.hotShowcase;
      expect(first).toMatchObject({
        imageURL: '/hot-a.svg',
        exhibitorName: 'A Company',
        exhibitorFloor: '3F',
        exhibitorIntro: 'About A Company',
      });
      expect(first?.products[0]).toEqual({
        id: ids.productA1,
        x: 0.25,
        y: 0.5,
        name: 'Wireless Charger',
        description: 'Fast charging',
        price: '99.50',
        imageURL: '/media/p1.svg',
      });
      expect(pointIds(first)).toEqual([ids.productA1, ids.productA2]);
      expect(d.hotShowcase[2]?.products).toEqual([]);

      const other = await exhibitor('exh-x2');
      expect(other.hotShowcase.map((s) => s.id)).toEqual(['hot-x2']);
      expect(pointIds(other.hotShowcase[0])).toEqual(['prod-x2']);
      const empty = await exhibitor('exh-x3');
      expect(empty.hotShowcase).toEqual([]);
      expect(empty.lives).toEqual([]);
    });

    it('never points at another exhibitor or fair, and hides products the viewer may not see', async () => {
      const sampleA1 = async (o: CallOptions = {}) =>
        pointIds((await exhibitor(ids.exhibitorA, o)).hotShowcase.find((s) => s.id === 'hot-a1'));
      // Guests see public products only, as in the product grid.
      expect(await sampleA1()).toEqual([ids.productA1]);
      // Logged-in visitors see client-pool products listed; scope 2 needs pre-registration.
      expect(await sampleA1({ as: 'newVisitor' })).toEqual([ids.productA1, 'prod-a-s1']);
      expect(await sampleA1({ as: 'visitor' })).toEqual([ids.productA1, 'prod-a-s1', 'prod-a-s2']);
    });

    it('lists up to six lives: on air, then upcoming soonest first, then the newest replays', async () => {
      const d = await exhibitor(ids.exhibitorA, { lang: 'en' });
      expect(d.lives.map((l) => l.id)).toEqual([
        'on-air',
        'soon',
        'later',
        'replay-1d',
        'replay-2d',
        'replay-3d',
      ]);
      expect(d.lives.map((l) => l.liveState)).toEqual([
        LiveState.OnAir,
        LiveState.Upcoming,
        LiveState.Upcoming,
        LiveState.Replay,
        LiveState.Replay,
        LiveState.Replay,
      ]);
      expect(d.lives[0]).toEqual({
        id: 'on-air',
        name: 'Live on-air',
        cover: '/covers/on-air.svg',
        startTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        liveState: LiveState.OnAir,
        scope: 1,
      });
      expect(Date.parse(d.lives[0]?.startTime ?? '')).toBeLessThan(Date.now());
      const zh = await exhibitor(ids.exhibitorA);
      expect(zh.lives[1]?.name).toBe('直播 soon');
    });

    it("lists restricted lives to guests with their scope (opening them is gated), never other exhibitors' lives", async () => {
      const d = await exhibitor(ids.exhibitorA);
      expect(d.lives.map((l) => [l.id, l.scope]).slice(0, 3)).toEqual([
        ['on-air', 1],
        ['soon', 2],
        ['later', 0],
      ]);
      const other = await exhibitor('exh-x2');
      expect(other.lives.map((l) => l.id)).toEqual(['x2-live']);
    });
  });
});
