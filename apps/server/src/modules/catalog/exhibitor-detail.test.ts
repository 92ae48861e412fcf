import { CatalogPaths, LiveState, SessionPaths } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, FAIR_A, FAIR_B, ids, PASSWORD, seedFixtures } from '../../../test/fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from '../../../test/harness';
import type { Db } from '../../db/client';
import {
  exhibitors,
  hotExhibitorSamplePoints,
  hotExhibitorSamples,
  lives,
  products,
} from '../../db/schema/index';

// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };
type Opts = { token?: string; lang?: 'cn' | 'en' };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * On top of the shared fixtures (exhibitor A with sample hot-a: A1 at x .25, A2 at x .75): two more samples
 * of A, one with restricted products and points that must never show (another exhibitor's product,
 * another fair's product); a second exhibitor with its own sample; lives of A in every state.
 */
async function seedShowcase(db: Db, now: number) {
  await db.insert(exhibitors).values([
    {
      id: 'exh-x2',
      exhibitionId: FAIR_A,
      code: 'X2CODE',
      name: '第二展商',
      nameEn: 'Second Co',
      floor: '1F',
    },
    { id: 'exh-x3', exhibitionId: FAIR_A, code: 'X3CODE', name: '空展商', nameEn: 'Empty Co', floor: '2F' },
  ]);
  await db.insert(products).values([
    { id: 'prod-a-s1', exhibitionId: FAIR_A, exhibitorId: ids.exhibitorA, name: '客户专享', scope: 1 },
    { id: 'prod-a-s2', exhibitionId: FAIR_A, exhibitorId: ids.exhibitorA, name: '预登记专享', scope: 2 },
    { id: 'prod-x2', exhibitionId: FAIR_A, exhibitorId: 'exh-x2', name: '别家展品', nameEn: 'Other exhibit' },
  ]);
  await db.insert(hotExhibitorSamples).values([
    { id: 'hot-a2', exhibitionId: FAIR_A, exhibitorId: ids.exhibitorA, imageUrl: '/hot-a2.svg', sort: 5 },
    { id: 'hot-a1', exhibitionId: FAIR_A, exhibitorId: ids.exhibitorA, imageUrl: '/hot-a1.svg', sort: 1 },
    { id: 'hot-x2', exhibitionId: FAIR_A, exhibitorId: 'exh-x2', imageUrl: '/hot-x2.svg', sort: 0 },
  ]);
  await db.insert(hotExhibitorSamplePoints).values([
    { sampleId: 'hot-a1', productId: 'prod-a-s2', x: 0.6, y: 0.5 },
    { sampleId: 'hot-a1', productId: 'prod-a-s1', x: 0.4, y: 0.5 },
    { sampleId: 'hot-a1', productId: ids.productA1, x: 0.2, y: 0.5 },
    { sampleId: 'hot-a1', productId: 'prod-x2', x: 0.8, y: 0.5 },
    { sampleId: 'hot-a1', productId: ids.productB1, x: 0.9, y: 0.5 },
    { sampleId: 'hot-x2', productId: 'prod-x2', x: 0.5, y: 0.5 },
  ]);
  const live = (id: string, startIn: number, length: number, scope = 0, exhibitorId = ids.exhibitorA) => ({
    id,
    exhibitionId: FAIR_A,
    exhibitorId,
    name: `直播 ${id}`,
    nameEn: `Live ${id}`,
    cover: `/covers/${id}.svg`,
    startTime: new Date(now + startIn),
    endTime: new Date(now + startIn + length),
    scope,
  });
  await db
    .insert(lives)
    .values([
      live('replay-10d', -10 * DAY, 2 * HOUR),
      live('replay-5d', -5 * DAY, 2 * HOUR),
      live('replay-3d', -3 * DAY, 2 * HOUR),
      live('replay-2d', -2 * DAY, 2 * HOUR),
      live('replay-1d', -DAY, 2 * HOUR),
      live('on-air', -HOUR, 2 * HOUR, 1),
      live('soon', HOUR, 2 * HOUR, 2),
      live('later', 2 * DAY, 2 * HOUR),
      live('x2-live', -HOUR, 2 * HOUR, 0, 'exh-x2'),
    ]);
  await db.insert(lives).values({
    id: 'b-live',
    exhibitionId: FAIR_B,
    exhibitorId: ids.exhibitorB,
    name: '乙直播',
    startTime: new Date(now - HOUR),
    endTime: new Date(now + HOUR),
  });
}

describe.each(engines)('exhibitor detail: hot showcase and lives on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let visitor: string;
  let newVisitor: string;

  async function post(url: string, body: Record<string, unknown> = {}, o: Opts = {}) {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: {
        languageType: o.lang ?? 'cn',
        exhibitionId: FAIR_A,
        appId: 'app',
        terminal: 'PC',
        subjectType: '',
        ...body,
      },
      headers: o.token ? { authorization: o.token } : {},
    });
    return res.json() as Json;
  }
  async function login(account: string, loginSubjectType: string) {
    const res = await post(SessionPaths.webLogon, { account, password: PASSWORD, loginSubjectType });
    expect(res.code).toBe(1000);
    return res.data.token as string;
  }
  const detail = async (id: string, o: Opts = {}) => {
    const r = await post(CatalogPaths.exhibitorDetail, { id }, o);
    expect(r.code).toBe(1000);
    return r.data;
  };
  const pointIds = (sample: { products: { id: string }[] }) => sample.products.map((p) => p.id);

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    const db = testDb.database.db;
    await seedFixtures(db);
    await seedShowcase(db, Date.now());
    app = await buildTestApp(testDb.database);
    visitor = await login(accounts.visitor.email, 'VISITOR');
    newVisitor = await login(accounts.newVisitor.email, 'VISITOR');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it("shows the exhibitor's own samples by sort, points in reading order, texts in the request language", async () => {
    const d = await detail(ids.exhibitorA, { lang: 'en' });
    expect(d.hotShowcase.map((s: { id: string }) => s.id)).toEqual(['hot-a', 'hot-a1', 'hot-a2']);
    const [first] = d.hotShowcase;
    expect(first).toMatchObject({
      imageURL: '/hot-a.svg',
      exhibitorName: 'A Company',
      exhibitorFloor: '3F',
      exhibitorIntro: 'About A Company',
    });
    expect(first.products[0]).toEqual({
      id: ids.productA1,
      x: 0.25,
      y: 0.5,
      name: 'Wireless Charger',
      description: 'Fast charging',
      price: '99.50',
      imageURL: '/media/p1.svg',
    });
    expect(pointIds(first)).toEqual([ids.productA1, ids.productA2]);
    expect(d.hotShowcase[2].products).toEqual([]);

    const other = await detail('exh-x2');
    expect(other.hotShowcase.map((s: { id: string }) => s.id)).toEqual(['hot-x2']);
    expect(pointIds(other.hotShowcase[0])).toEqual(['prod-x2']);
    const empty = await detail('exh-x3');
    expect(empty.hotShowcase).toEqual([]);
    expect(empty.lives).toEqual([]);
  });

  it('never points at another exhibitor or fair, and hides products the viewer may not see', async () => {
    const sampleA1 = (d: { hotShowcase: { id: string; products: { id: string }[] }[] }) =>
      pointIds(d.hotShowcase.find((s) => s.id === 'hot-a1')!);
    // Guests see public products only, as in the product grid.
    expect(sampleA1(await detail(ids.exhibitorA))).toEqual([ids.productA1]);
    // Logged-in visitors see client-pool products listed; scope 2 needs pre-registration.
    expect(sampleA1(await detail(ids.exhibitorA, { token: newVisitor }))).toEqual([
      ids.productA1,
      'prod-a-s1',
    ]);
    expect(sampleA1(await detail(ids.exhibitorA, { token: visitor }))).toEqual([
      ids.productA1,
      'prod-a-s1',
      'prod-a-s2',
    ]);
  });

  it('lists up to six lives: on air, then upcoming soonest first, then the newest replays', async () => {
    const d = await detail(ids.exhibitorA, { lang: 'en' });
    expect(d.lives.map((l: { id: string }) => l.id)).toEqual([
      'on-air',
      'soon',
      'later',
      'replay-1d',
      'replay-2d',
      'replay-3d',
    ]);
    expect(d.lives.map((l: { liveState: number }) => l.liveState)).toEqual([
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
    expect(Date.parse(d.lives[0].startTime)).toBeLessThan(Date.now());
    const zh = await detail(ids.exhibitorA);
    expect(zh.lives[1].name).toBe('直播 soon');
  });

  it("lists restricted lives to guests with their scope (opening them is gated), never other exhibitors' lives", async () => {
    const d = await detail(ids.exhibitorA);
    expect(d.lives.map((l: { id: string; scope: number }) => [l.id, l.scope]).slice(0, 3)).toEqual([
      ['on-air', 1],
      ['soon', 2],
      ['later', 0],
    ]);
    const other = await detail('exh-x2');
    expect(other.lives.map((l: { id: string }) => l.id)).toEqual(['x2-live']);
  });
});
