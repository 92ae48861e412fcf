import { CatalogPaths, type CollectionType } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type CallOptions, type Role, rawCall } from '../../../test/client';
import { addFavourite, createExhibitor } from '../../../test/factories/catalog';
import { FAIR_A, ids, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { collections } from '../../db/schema/index';
import { catalogContextFor } from './catalog-context';
import { beijingTime, PRICE_FORMAT } from './collection-export.service';
import { collectedAmong } from './viewer-flags.queries';

const EXHIBITOR_A2 = 'exh-a2';

async function readSheet(raw: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(raw as never);
  const sheet = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.each(enginesFor('rules'))('favourites on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      await createExhibitor(db, { id: EXHIBITOR_A2, name: '丙公司', nameEn: 'C Company' });
    }),
  });
  /** The favourite's kind travels as `collectionType` (`subjectType` is the caller's role). */
  const add = (collectionType: CollectionType, subjectId: string, o: CallOptions = { as: 'visitor' }) =>
    t.api.post(CatalogPaths.addCollection, { collectionType, subjectId }, o);
  const remove = (collectionType: CollectionType, subjectId: string, o: CallOptions = { as: 'visitor' }) =>
    t.api.post(CatalogPaths.updateCollection, { collectionType, subjectId }, o);
  const list = (
    collectionType: CollectionType,
    o: CallOptions = { as: 'visitor' },
    page: { pageNum?: number; pageSize?: number } = {},
  ) => t.api.post(CatalogPaths.collectionList, { collectionType, ...page }, o);
  /** An export as the browser downloads it: the common fields in the body, the bytes of the file back. */
  const download = async (
    path: typeof CatalogPaths.exportExcelProduct | typeof CatalogPaths.exportExcelActor,
    as: Role,
    lang: 'cn' | 'en',
  ) =>
    rawCall(t.app, path, {
      token: await t.api.tokenOf(as),
      payload: { languageType: lang, exhibitionId: FAIR_A, appId: 'app', terminal: 'PC', subjectType: '' },
    });
  // Distinct, known times make "newest first" checkable on both engines.
  async function setCollectedAt(userAccountId: string, subjectId: string, at: Date) {
    await t.db
      .update(collections)
      .set({ createdAt: at })
      .where(and(eq(collections.userAccountId, userAccountId), eq(collections.subjectId, subjectId)));
  }

  it('adds idempotently, lists newest first with cards, removes idempotently', async () => {
    expect((await add('ACTOR', ids.exhibitorA)).code).toBe(1000);
    expect((await add('ACTOR', ids.exhibitorA)).code).toBe(1000);
    expect((await add('ACTOR', EXHIBITOR_A2)).code).toBe(1000);
    await setCollectedAt(ids.visitor, ids.exhibitorA, new Date('2026-05-01T06:30:00Z'));
    await setCollectedAt(ids.visitor, EXHIBITOR_A2, new Date('2026-05-02T06:30:00Z'));

    const all = await list('ACTOR', { as: 'visitor', lang: 'en' });
    expect(all.code).toBe(1000);
    expect(all.data.total).toBe(2);
    expect(all.data.list.map((i) => i.exhibitor?.id)).toEqual([EXHIBITOR_A2, ids.exhibitorA]);
    const a1 = all.data.list[1];
    expect(a1?.subjectType).toBe('ACTOR');
    expect(a1?.collectedAt).toBe('2026-05-01T06:30:00.000Z');
    expect(a1?.exhibitor).toMatchObject({
      name: 'A Company',
      intro: 'About A Company',
      floor: '3F',
      productCount: 2,
      collected: true,
    });

    const page2 = await list('ACTOR', { as: 'visitor' }, { pageSize: 1, pageNum: 2 });
    expect(page2.data.list.map((i) => i.exhibitor?.id)).toEqual([ids.exhibitorA]);

    const asVisitor = catalogContextFor(t.app.appContext, {
      exhibitionId: FAIR_A,
      lang: 'cn',
      viewer: { kind: 'visitor', userAccountId: ids.visitor, preRegistered: true },
    });
    const set = await collectedAmong(asVisitor, 'ACTOR', [ids.exhibitorA, ids.exhibitorB]);
    expect([...set]).toEqual([ids.exhibitorA]);

    expect((await remove('ACTOR', EXHIBITOR_A2)).code).toBe(1000);
    expect((await remove('ACTOR', EXHIBITOR_A2)).code).toBe(1000);
    expect((await list('ACTOR')).data.total).toBe(1);
  });

  it('keeps products with the caller’s role in the common subjectType, as the web client sends it', async () => {
    const asVisitor = { as: 'visitor', subjectType: 'VISITOR', lang: 'en' } as const;
    expect((await add('PRODUCT', ids.productA1, asVisitor)).code).toBe(1000);
    const products = await list('PRODUCT', asVisitor);
    expect(products.data.total).toBe(1);
    expect(products.data.list[0]).toMatchObject({
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
    expect((await remove('PRODUCT', ids.productA1)).code).toBe(1000);
    expect((await list('PRODUCT')).data.total).toBe(0);
    expect((await add('PRODUCT', ids.productB1)).code).toBe(1005);
  });

  it('refuses subjects of another fair, wrong subject types, and anonymous callers', async () => {
    expect((await add('ACTOR', ids.exhibitorB)).code).toBe(1005);
    expect((await add('ACTOR', 'nope')).code).toBe(1005);
    expect((await add('VISITOR', 'vis-a')).code).toBe(1004);
    expect((await add('ACTOR', ids.exhibitorA, { as: 'admin' })).code).toBe(1004);
    expect((await add('ACTOR', ids.exhibitorA, { as: 'guest' })).status).toBe(401);
    expect((await list('VISITOR')).code).toBe(1004);
  });

  it('lets exhibitors keep visitors, each caller seeing only their own favourites', async () => {
    expect((await add('VISITOR', 'vis-a', { as: 'admin' })).code).toBe(1000);
    const visitors = await list('VISITOR', { as: 'admin' });
    expect(visitors.data.total).toBe(1);
    expect(visitors.data.list[0]?.visitor).toMatchObject({ id: 'vis-a', name: '张三', collected: true });
    // A colleague at the same exhibitor has their own list.
    expect((await list('VISITOR', { as: 'staff' })).data.total).toBe(0);
  });

  it('exports favourite products as xlsx with headers in the request language and Beijing times', async () => {
    for (const subjectId of [ids.productA1, ids.productA2])
      await addFavourite(t.db, { userAccountId: ids.visitor, subjectType: 'PRODUCT', subjectId });
    await setCollectedAt(ids.visitor, ids.productA1, new Date('2026-05-01T06:30:00Z'));
    await setCollectedAt(ids.visitor, ids.productA2, new Date('2026-05-03T20:15:00Z'));
    const cn = await download(CatalogPaths.exportExcelProduct, 'visitor', 'cn');
    expect(cn.status).toBe(200);
    expect(cn.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(cn.headers['content-disposition']).toMatch(
      /^attachment; filename="favourite-products-\d{8}\.xlsx"/,
    );
    const rows = await readSheet(cn.bytes);
    expect(rows[0]).toEqual(['产品名称', '展商', '展位', '价格', '起订量', '收藏时间（北京时间）']);
    // Newest first; 20:15 UTC on 3 May is 04:15 on 4 May in Beijing.
    // A product without a price has an empty price cell; a price is a number cell showing yuan.
    expect(rows.slice(1)).toEqual([
      ['手机壳', '甲公司', '3F', undefined, 1, '2026-05-04 04:15'],
      ['无线充电器', '甲公司', '3F', 99.5, 1, '2026-05-01 14:30'],
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(cn.bytes as never);
    const price = wb.worksheets[0]!.getCell('D3');
    expect(price.type).toBe(ExcelJS.ValueType.Number);
    expect(price.value).toBe(99.5);
    expect(price.numFmt).toBe(PRICE_FORMAT);
    expect(wb.worksheets[0]!.getCell('D2').type).toBe(ExcelJS.ValueType.Null);

    const en = await readSheet((await download(CatalogPaths.exportExcelProduct, 'visitor', 'en')).bytes);
    expect(en[0]?.[0]).toBe('Product');
    expect(en[2]?.slice(0, 2)).toEqual(['Wireless Charger', 'A Company']);
  });

  it('exports favourite exhibitors, and only to visitors', async () => {
    await add('ACTOR', ids.exhibitorA);
    await setCollectedAt(ids.visitor, EXHIBITOR_A2, new Date('2020-01-01T00:00:00Z'));
    const [at] = await t.db
      .select({ createdAt: collections.createdAt })
      .from(collections)
      .where(and(eq(collections.userAccountId, ids.visitor), eq(collections.subjectId, ids.exhibitorA)));
    const res = await download(CatalogPaths.exportExcelActor, 'visitor', 'en');
    expect(res.headers['content-disposition']).toContain('favourite-exhibitors-');
    const rows = await readSheet(res.bytes);
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

    expect((await download(CatalogPaths.exportExcelActor, 'admin', 'cn')).code).toBe(1004);
  });
});
