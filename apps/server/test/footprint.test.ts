import { CatalogPaths, SessionPaths } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitors, footprints } from '../src/db/schema/index';
import {
  clearFootprints,
  listFootprintRows,
  recordFootprint,
} from '../src/modules/catalog/footprint.service';
import { accounts, FAIR_A, ids, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };

const EXHIBITOR_A2 = 'exh-a2';
/** The history type of the request bodies (`collectionType`: `subjectType` is the caller's role). */
const kind = (t: 'ACTOR' | 'PRODUCT' | 'VISITOR') => ({ collectionType: t });

describe.each(engines)('history on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let visitor: string;

  async function post(url: string, body: Record<string, unknown>, token?: string, lang = 'cn') {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: {
        languageType: lang,
        exhibitionId: FAIR_A,
        appId: 'app',
        terminal: 'PC',
        subjectType: '',
        ...body,
      },
      headers: token ? { authorization: token } : {},
    });
    return { status: res.statusCode, body: res.json() as Json };
  }
  const view = (subjectType: 'ACTOR' | 'PRODUCT', subjectId: string, userAccountId = ids.visitor) =>
    recordFootprint(testDb.database.db, { exhibitionId: FAIR_A, userAccountId, subjectType, subjectId });
  async function setViewedAt(subjectId: string, at: Date) {
    await testDb.database.db
      .update(footprints)
      .set({ viewedAt: at })
      .where(and(eq(footprints.userAccountId, ids.visitor), eq(footprints.subjectId, subjectId)));
  }

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    await seedFixtures(testDb.database.db);
    await testDb.database.db.insert(exhibitors).values({
      id: EXHIBITOR_A2,
      exhibitionId: FAIR_A,
      code: 'A2CODE',
      name: '丙公司',
      nameEn: 'C Company',
    });
    app = await buildTestApp(testDb.database);
    const res = await post(SessionPaths.webLogon, {
      account: accounts.visitor.email,
      password: PASSWORD,
      loginSubjectType: 'VISITOR',
    });
    visitor = res.body.data.token;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('keeps one row per subject, refreshed on each view, listed newest first with the time', async () => {
    await view('ACTOR', ids.exhibitorA);
    await view('ACTOR', EXHIBITOR_A2);
    await setViewedAt(ids.exhibitorA, new Date('2026-05-01T01:00:00Z'));
    await setViewedAt(EXHIBITOR_A2, new Date('2026-05-01T02:00:00Z'));
    let list = await post(CatalogPaths.footprintList, { ...kind('ACTOR') }, visitor, 'en');
    expect(list.body.code).toBe(1000);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((i: { exhibitor: { id: string } }) => i.exhibitor.id)).toEqual([
      EXHIBITOR_A2,
      ids.exhibitorA,
    ]);
    expect(list.body.data.list[0]).toMatchObject({
      subjectType: 'ACTOR',
      viewedAt: '2026-05-01T02:00:00.000Z',
      exhibitor: { name: 'C Company', collected: false },
    });

    // Viewing A again moves it to the top without adding a row.
    await view('ACTOR', ids.exhibitorA);
    list = await post(CatalogPaths.footprintList, { ...kind('ACTOR') }, visitor);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list[0].exhibitor.id).toBe(ids.exhibitorA);
    expect(Date.parse(list.body.data.list[0].viewedAt)).toBeGreaterThan(Date.parse('2026-05-01T02:00:00Z'));
  });

  it('lists only the caller’s own history and clears one subject type', async () => {
    await view('PRODUCT', ids.productA1);
    await view('ACTOR', ids.exhibitorA, ids.staff);
    const db = testDb.database.db;
    const viaApi = await post(
      CatalogPaths.footprintList,
      { ...kind('PRODUCT'), subjectType: 'VISITOR' },
      visitor,
    );
    expect(viaApi.body.data.list.map((i: { product: { id: string } }) => i.product.id)).toEqual([
      ids.productA1,
    ]);
    const products = await listFootprintRows(db, {
      exhibitionId: FAIR_A,
      userAccountId: ids.visitor,
      subjectType: 'PRODUCT',
      pageNum: 1,
      pageSize: 10,
    });
    expect(products.rows.map((r) => r.subjectId)).toEqual([ids.productA1]);

    const cleared = await post(CatalogPaths.footprintClear, { ...kind('ACTOR') }, visitor);
    expect(cleared.body).toMatchObject({ code: 1000, data: { cleared: 2 } });
    expect((await post(CatalogPaths.footprintList, { ...kind('ACTOR') }, visitor)).body.data.total).toBe(0);
    // Other types and other accounts keep theirs.
    const owner = { exhibitionId: FAIR_A, subjectType: 'PRODUCT' as const, pageNum: 1, pageSize: 10 };
    expect((await listFootprintRows(db, { ...owner, userAccountId: ids.visitor })).total).toBe(1);
    expect(
      (await listFootprintRows(db, { ...owner, subjectType: 'ACTOR', userAccountId: ids.staff })).total,
    ).toBe(1);
    expect(
      await clearFootprints(db, { exhibitionId: FAIR_A, userAccountId: ids.visitor, subjectType: 'PRODUCT' }),
    ).toBe(1);
  });

  it('needs a login', async () => {
    expect((await post(CatalogPaths.footprintList, { ...kind('ACTOR') })).status).toBe(401);
    expect((await post(CatalogPaths.footprintClear, { ...kind('ACTOR') })).status).toBe(401);
  });
});
