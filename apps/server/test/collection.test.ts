import { CatalogPaths, SessionPaths } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, exhibitors } from '../src/db/schema/index';
import { beijingTime } from '../src/modules/catalog/collection-export.service';
import { collectedIds } from '../src/modules/catalog/footprint.service';
import { accounts, FAIR_A, ids, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };

const EXHIBITOR_A2 = 'exh-a2';
/** The favourite type of the request bodies (`collectionType`: `subjectType` is the caller's role). */
const kind = (t: 'ACTOR' | 'PRODUCT' | 'VISITOR') => ({ collectionType: t });

describe.each(engines)('favourites on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let visitor: string;
  let exhibitor: string;

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
  async function login(account: string, loginSubjectType: string) {
    const res = await post(SessionPaths.webLogon, { account, password: PASSWORD, loginSubjectType });
    expect(res.body.code).toBe(1000);
    return res.body.data.token as string;
  }
  async function download(url: string, token: string, lang: 'cn' | 'en') {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: { languageType: lang, exhibitionId: FAIR_A, appId: 'app', terminal: 'PC', subjectType: '' },
      headers: { authorization: token },
    });
    return res;
  }
  async function readSheet(raw: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(raw as never);
    const sheet = wb.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }
  // Distinct, known times make "newest first" checkable on both engines.
  async function setCollectedAt(userAccountId: string, subjectId: string, at: Date) {
    await testDb.database.db
      .update(collections)
      .set({ createdAt: at })
      .where(and(eq(collections.userAccountId, userAccountId), eq(collections.subjectId, subjectId)));
  }

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    await seedFixtures(testDb.database.db);
    app = await buildTestApp(testDb.database);
    visitor = await login(accounts.visitor.email, 'VISITOR');
    exhibitor = await login(accounts.admin.email, 'ACTOR');
    await testDb.database.db.insert(exhibitors).values({
      id: EXHIBITOR_A2,
      exhibitionId: FAIR_A,
      code: 'A2CODE',
      name: '丙公司',
      nameEn: 'C Company',
    });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('adds idempotently, lists newest first with cards, removes idempotently', async () => {
    const add = (subjectId: string) =>
      post(CatalogPaths.addCollection, { ...kind('ACTOR'), subjectId }, visitor);
    expect((await add(ids.exhibitorA)).body.code).toBe(1000);
    expect((await add(ids.exhibitorA)).body.code).toBe(1000);
    expect((await add(EXHIBITOR_A2)).body.code).toBe(1000);
    await setCollectedAt(ids.visitor, ids.exhibitorA, new Date('2026-05-01T06:30:00Z'));
    await setCollectedAt(ids.visitor, EXHIBITOR_A2, new Date('2026-05-02T06:30:00Z'));

    const list = await post(CatalogPaths.collectionList, { ...kind('ACTOR') }, visitor, 'en');
    expect(list.body.code).toBe(1000);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((i: { exhibitor: { id: string } }) => i.exhibitor.id)).toEqual([
      EXHIBITOR_A2,
      ids.exhibitorA,
    ]);
    const a1 = list.body.data.list[1];
    expect(a1.subjectType).toBe('ACTOR');
    expect(a1.collectedAt).toBe('2026-05-01T06:30:00.000Z');
    expect(a1.exhibitor).toMatchObject({
      name: 'A Company',
      intro: 'About A Company',
      floor: '3F',
      productCount: 2,
      collected: true,
    });

    const page2 = await post(
      CatalogPaths.collectionList,
      { ...kind('ACTOR'), pageSize: 1, pageNum: 2 },
      visitor,
    );
    expect(page2.body.data.list.map((i: { exhibitor: { id: string } }) => i.exhibitor.id)).toEqual([
      ids.exhibitorA,
    ]);

    const set = await collectedIds(app.appContext.prepared, {
      exhibitionId: FAIR_A,
      userAccountId: ids.visitor,
      subjectType: 'ACTOR',
      subjectIds: [ids.exhibitorA, ids.exhibitorB],
    });
    expect([...set]).toEqual([ids.exhibitorA]);

    const remove = () =>
      post(CatalogPaths.updateCollection, { ...kind('ACTOR'), subjectId: EXHIBITOR_A2 }, visitor);
    expect((await remove()).body.code).toBe(1000);
    expect((await remove()).body.code).toBe(1000);
    const after = await post(CatalogPaths.collectionList, { ...kind('ACTOR') }, visitor);
    expect(after.body.data.total).toBe(1);
  });

  it('keeps products with the caller’s role in the common subjectType, as the web client sends it', async () => {
    const add = await post(
      CatalogPaths.addCollection,
      { ...kind('PRODUCT'), subjectId: ids.productA1, subjectType: 'VISITOR' },
      visitor,
      'en',
    );
    expect(add.body.code).toBe(1000);
    const list = await post(
      CatalogPaths.collectionList,
      { ...kind('PRODUCT'), subjectType: 'VISITOR' },
      visitor,
      'en',
    );
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      subjectType: 'PRODUCT',
      product: {
        id: ids.productA1,
        name: 'Wireless Charger',
        exhibitorName: 'A Company',
        price: '99.50',
        inPool: true,
        collected: true,
      },
    });
    const off = await post(
      CatalogPaths.updateCollection,
      { ...kind('PRODUCT'), subjectId: ids.productA1 },
      visitor,
    );
    expect(off.body.code).toBe(1000);
    expect((await post(CatalogPaths.collectionList, { ...kind('PRODUCT') }, visitor)).body.data.total).toBe(
      0,
    );
    const otherFair = await post(
      CatalogPaths.addCollection,
      { ...kind('PRODUCT'), subjectId: ids.productB1 },
      visitor,
    );
    expect(otherFair.body.code).toBe(1005);
  });

  it('refuses subjects of another fair, wrong subject types, and anonymous callers', async () => {
    const other = await post(
      CatalogPaths.addCollection,
      { ...kind('ACTOR'), subjectId: ids.exhibitorB },
      visitor,
    );
    expect(other.body.code).toBe(1005);
    const missing = await post(CatalogPaths.addCollection, { ...kind('ACTOR'), subjectId: 'nope' }, visitor);
    expect(missing.body.code).toBe(1005);
    const wrongType = await post(
      CatalogPaths.addCollection,
      { ...kind('VISITOR'), subjectId: 'vis-a' },
      visitor,
    );
    expect(wrongType.body.code).toBe(1004);
    const exhibitorActor = await post(
      CatalogPaths.addCollection,
      { ...kind('ACTOR'), subjectId: ids.exhibitorA },
      exhibitor,
    );
    expect(exhibitorActor.body.code).toBe(1004);
    const anonymous = await post(CatalogPaths.addCollection, { ...kind('ACTOR'), subjectId: ids.exhibitorA });
    expect(anonymous.status).toBe(401);
    expect((await post(CatalogPaths.collectionList, { ...kind('VISITOR') }, visitor)).body.code).toBe(1004);
  });

  it('lets exhibitors keep visitors, each caller seeing only their own favourites', async () => {
    expect(
      (await post(CatalogPaths.addCollection, { ...kind('VISITOR'), subjectId: 'vis-a' }, exhibitor)).body
        .code,
    ).toBe(1000);
    const list = await post(CatalogPaths.collectionList, { ...kind('VISITOR') }, exhibitor);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0].visitor).toMatchObject({ id: 'vis-a', name: '张三', collected: true });
    // A colleague at the same exhibitor has their own list.
    const staff = await login(accounts.staff.email, 'ACTOR');
    expect((await post(CatalogPaths.collectionList, { ...kind('VISITOR') }, staff)).body.data.total).toBe(0);
  });

  it('exports favourite products as xlsx with headers in the request language and Beijing times', async () => {
    await testDb.database.db.insert(collections).values(
      [ids.productA1, ids.productA2].map((subjectId) => ({
        exhibitionId: FAIR_A,
        userAccountId: ids.visitor,
        subjectType: 'PRODUCT' as const,
        subjectId,
      })),
    );
    await setCollectedAt(ids.visitor, ids.productA1, new Date('2026-05-01T06:30:00Z'));
    await setCollectedAt(ids.visitor, ids.productA2, new Date('2026-05-03T20:15:00Z'));
    const cn = await download(CatalogPaths.exportExcelProduct, visitor, 'cn');
    expect(cn.statusCode).toBe(200);
    expect(cn.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(cn.headers['content-disposition']).toMatch(
      /^attachment; filename="favourite-products-\d{8}\.xlsx"/,
    );
    const rows = await readSheet(cn.rawPayload);
    expect(rows[0]).toEqual(['产品名称', '展商', '展位', '价格', '起订量', '收藏时间（北京时间）']);
    // Newest first; 20:15 UTC on 3 May is 04:15 on 4 May in Beijing.
    expect(rows.slice(1)).toEqual([
      ['手机壳', '甲公司', '3F', '', 1, '2026-05-04 04:15'],
      ['无线充电器', '甲公司', '3F', '99.50', 1, '2026-05-01 14:30'],
    ]);

    const en = await readSheet((await download(CatalogPaths.exportExcelProduct, visitor, 'en')).rawPayload);
    expect(en[0]?.[0]).toBe('Product');
    expect(en[2]?.slice(0, 2)).toEqual(['Wireless Charger', 'A Company']);
  });

  it('exports favourite exhibitors, and only to visitors', async () => {
    await post(CatalogPaths.addCollection, { ...kind('ACTOR'), subjectId: ids.exhibitorA }, visitor);
    await setCollectedAt(ids.visitor, EXHIBITOR_A2, new Date('2020-01-01T00:00:00Z'));
    const [at] = await testDb.database.db
      .select({ createdAt: collections.createdAt })
      .from(collections)
      .where(and(eq(collections.userAccountId, ids.visitor), eq(collections.subjectId, ids.exhibitorA)));
    const res = await download(CatalogPaths.exportExcelActor, visitor, 'en');
    expect(res.headers['content-disposition']).toContain('favourite-exhibitors-');
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual([
      'Exhibitor',
      'Country/Region',
      'Floor',
      'Booth',
      'Website',
      'Collected at (Beijing time)',
    ]);
    expect(rows.length).toBe(2);
    expect(rows[1]?.[0]).toBe('A Company');
    expect(rows[1]?.[1]).toMatch(/China/);
    expect(rows[1]?.[2]).toBe('3F');
    expect(rows[1]?.[5]).toBe(beijingTime(at!.createdAt));

    const denied = await download(CatalogPaths.exportExcelActor, exhibitor, 'cn');
    expect(denied.json().code).toBe(1004);
  });
});
