import {
  CatalogPaths,
  type Exhibit,
  type ExhibitInput,
  ExhibitPaths,
  type ExhibitRow,
  type Page,
  ResponseCode,
} from '@openfair/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import { FAIR_A, ids, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { photo, uploadImage } from '../../../test/uploads';
import { categories, exhibitors, hotExhibitorSamplePoints, products } from '../../db/schema/index';

/** Another company of the same fair, with an exhibit of its own. */
const OTHER_EXHIBITOR = 'exh-a2';
const OTHER_PRODUCT = 'prod-a2-other';

const exhibit = (over: Partial<ExhibitInput> = {}): ExhibitInput => ({
  name: '防摔手机壳',
  nameEn: 'Rugged phone case',
  brand: 'JIA',
  productIntro: '军规防摔',
  productEnIntro: 'Military-grade drop protection',
  minOrder: 500,
  purchasePrice: 8.5,
  salePrice: 12.9,
  spotTrading: true,
  identification: 'CE, FCC',
  customization: true,
  scope: 0,
  tags: ['OEM'],
  category: 'cases',
  articleNumber: 'JIA-0001',
  ...over,
});

describe.each(enginesFor('sql'))('exhibits in the back office on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      await db
        .insert(categories)
        .values(['phones', 'cases'].map((key) => ({ exhibitionId: FAIR_A, key, name: key, nameEn: key })));
      await db
        .insert(exhibitors)
        .values({ id: OTHER_EXHIBITOR, exhibitionId: FAIR_A, code: 'A2CODE', name: '丙公司' });
      await db
        .insert(products)
        .values({ id: OTHER_PRODUCT, exhibitionId: FAIR_A, exhibitorId: OTHER_EXHIBITOR, name: '丙产品' });
    }),
  });

  // Each case starts from the fixtures' two exhibits of company A, both on sort number 0.
  beforeEach(async () => {
    await t.db
      .delete(products)
      .where(
        and(
          eq(products.exhibitorId, ids.exhibitorA),
          notInArray(products.id, [ids.productA1, ids.productA2]),
        ),
      );
    await t.db.update(products).set({ sort: 0, scope: 0 }).where(eq(products.exhibitorId, ids.exhibitorA));
  });

  const create = async (body: ExhibitInput, as: Caller = 'staff') => {
    const reply = await t.api.post(ExhibitPaths.insertProduct, body, { as, lang: 'en' });
    expect(reply.code, reply.msg).toBe(ResponseCode.Success);
    return reply.data as Exhibit;
  };
  const list = async (body: Record<string, unknown> = {}) =>
    (await t.api.post(ExhibitPaths.productList, { pageSize: 100, ...body }, { as: 'staff' }))
      .data as Page<ExhibitRow>;
  const sorts = async () => Object.fromEntries((await list()).list.map((row) => [row.name, row.sort]));

  it('is every employee’s work and nobody else’s', async () => {
    const matrix: [Caller, number][] = [
      ['guest', ResponseCode.Unauthorized],
      ['visitor', ResponseCode.Forbidden],
      ['organizer', ResponseCode.Forbidden],
      ['staff', ResponseCode.Success],
      ['admin', ResponseCode.Success],
    ];
    for (const [as, code] of matrix) {
      expect((await t.api.post(ExhibitPaths.productList, {}, { as })).code, `list as ${as}`).toBe(code);
      expect((await t.api.post(ExhibitPaths.insertProduct, exhibit(), { as })).code, `insert as ${as}`).toBe(
        code,
      );
      expect(
        (await t.api.post(ExhibitPaths.batchUpdateScope, { ids: [ids.productA1], scope: 0 }, { as })).code,
        `scope as ${as}`,
      ).toBe(code);
    }
  });

  it('reaches only the caller’s own company: another company’s exhibit is not found and never changed', async () => {
    const notFound = [
      await t.api.post(ExhibitPaths.getProduct, { id: OTHER_PRODUCT }, { as: 'staff', lang: 'en' }),
      await t.api.post(ExhibitPaths.updateProduct, { id: OTHER_PRODUCT, ...exhibit() }, { as: 'admin' }),
      await t.api.post(ExhibitPaths.deleteProduct, { id: OTHER_PRODUCT }, { as: 'admin' }),
    ];
    for (const reply of notFound) expect(reply.code).toBe(ResponseCode.NotFound);
    expect(notFound[0]?.msg).toMatch(/does not exist/);
    const scope = await t.api.post(
      ExhibitPaths.batchUpdateScope,
      { ids: [OTHER_PRODUCT], scope: 1 },
      { as: 'admin' },
    );
    const removed = await t.api.post(ExhibitPaths.batchDelete, { ids: [OTHER_PRODUCT] }, { as: 'admin' });
    expect([scope.data, removed.data]).toEqual([{ count: 0 }, { count: 0 }]);
    expect((await list()).list.map((row) => row.id)).not.toContain(OTHER_PRODUCT);
    const [other] = await t.db.select().from(products).where(eq(products.id, OTHER_PRODUCT));
    expect(other).toMatchObject({ name: '丙产品', scope: 0 });
  });

  it('saves every field and answers what it stored; a category outside the fair is refused', async () => {
    const saved = await create(exhibit());
    const read = (await t.api.post(ExhibitPaths.getProduct, { id: saved.id }, { as: 'admin' }))
      .data as Exhibit;
    const { sort, ...fields } = exhibit();
    expect(read).toMatchObject(fields);
    const refused = await t.api.post(ExhibitPaths.insertProduct, exhibit({ category: 'boats' }), {
      as: 'staff',
      lang: 'en',
    });
    expect(refused.code).toBe(ResponseCode.BadRequest);
    expect(refused.msg).toMatch(/category of the fair/);
    const badPrice = await t.api.post(ExhibitPaths.insertProduct, exhibit({ salePrice: 1.234 }), {
      as: 'staff',
    });
    expect(badPrice.code).toBe(ResponseCode.BadRequest);
  });

  it('pushes taken sort numbers at or above the entered one up by one, also when saves race', async () => {
    const last = await create(exhibit({ name: 'X' }));
    // The fixtures' two exhibits have 0: a new one without a number goes last.
    expect(last.sort).toBe(1);
    await create(exhibit({ name: 'Y', sort: 1 }));
    expect(await sorts()).toMatchObject({ X: 2, Y: 1 });
    await create(exhibit({ name: 'Z', sort: 2 }));
    expect(await sorts()).toMatchObject({ X: 3, Y: 1, Z: 2 });
    // Moving X to 1 pushes Y and Z up; a free number moves nothing.
    await t.api.post(
      ExhibitPaths.updateProduct,
      { ...exhibit({ name: 'X', sort: 1 }), id: last.id },
      { as: 'staff' },
    );
    expect(await sorts()).toMatchObject({ X: 1, Y: 2, Z: 3 });
    await t.api.post(
      ExhibitPaths.updateProduct,
      { ...exhibit({ name: 'X', sort: 50 }), id: last.id },
      { as: 'staff' },
    );
    expect(await sorts()).toMatchObject({ X: 50, Y: 2, Z: 3 });
    // Saved without a number, an exhibit keeps its place.
    await t.api.post(ExhibitPaths.updateProduct, { ...exhibit({ name: 'X' }), id: last.id }, { as: 'staff' });
    expect((await sorts()).X).toBe(50);

    // Five saves at once, all asking for 10: each takes 10 in turn and pushes the one before it up.
    const replies = await Promise.all(
      ['R1', 'R2', 'R3', 'R4', 'R5'].map((name) =>
        t.api.post(ExhibitPaths.insertProduct, exhibit({ name, sort: 10 }), { as: 'staff' }),
      ),
    );
    expect(replies.map((r) => `${r.code} ${r.msg}`)).toEqual(
      Array(5).fill(`${ResponseCode.Success} 操作成功`),
    );
    const raced = Object.entries(await sorts())
      .filter(([name]) => name.startsWith('R'))
      .map(([, sort]) => sort)
      .sort((a, b) => a - b);
    expect(raced).toEqual([10, 11, 12, 13, 14]);
    // The list follows the company's order.
    const names = (await list()).list.map((row) => row.name);
    expect(names.indexOf('Y')).toBeLessThan(names.indexOf('R1'));
    expect(names.at(-1)).toBe('X');
  });

  it('searches, filters and pages the list, newest first on request', async () => {
    await create(
      exhibit({
        name: '蓝牙音箱',
        nameEn: 'Bluetooth speaker',
        category: 'phones',
        articleNumber: 'SPK-9',
        scope: 1,
      }),
    );
    await create(
      exhibit({ name: '充电宝', nameEn: 'Power bank', category: 'phones', articleNumber: 'PB-1' }),
    );
    expect((await list({ keyword: 'speaker' })).list.map((r) => r.nameEn)).toEqual(['Bluetooth speaker']);
    expect((await list({ keyword: 'spk-9' })).total).toBe(1);
    expect((await list({ keyword: '100%_' })).total).toBe(0);
    expect((await list({ scope: 1 })).list.map((r) => r.nameEn)).toEqual(['Bluetooth speaker']);
    expect((await list({ category: 'phones' })).total).toBe(2);
    const page = await list({ pageSize: 1, pageNum: 2, order: 'newest' });
    expect(page).toMatchObject({ total: 4, pageNum: 2, pageSize: 1 });
    expect(page.list[0]?.nameEn).toBe('Bluetooth speaker');
  });

  it('keeps the company’s own uploads and refuses anyone else’s keys', async () => {
    const mine = await uploadImage(t, await photo(800, 800), { as: 'staff', purpose: 'exhibitImage' });
    expect(mine.code, mine.msg).toBe(ResponseCode.Success);
    const saved = await create(exhibit({ images: [mine.data!.key] }));
    expect(saved.images).toEqual([{ key: mine.data!.key, url: mine.data!.url }]);
    const row = (await list()).list.find((r) => r.id === saved.id);
    expect(row?.thumbnail).toBe(mine.data!.variants.thumb.url);
    // Buyers' lists show the resized copy too.
    const cards = (await t.api.post(CatalogPaths.productList, { pageSize: 50 }, { as: 'visitor' })).data.list;
    expect(cards.find((card) => card.productId === saved.id)?.image).toBe(mine.data!.variants.thumb.url);

    const foreign = `uploads/${OTHER_EXHIBITOR}/exhibitimage/00000000-0000-0000-0000-000000000000.jpg`;
    for (const key of [foreign, mine.data!.variants.thumb.key, 'uploads/../../etc/passwd']) {
      const reply = await t.api.post(ExhibitPaths.insertProduct, exhibit({ images: [key] }), {
        as: 'staff',
        lang: 'en',
      });
      expect(reply.code, key).toBe(ResponseCode.BadRequest);
    }
  });
  it('changes scope and deletes in batches, chosen or by the filter, and buyers see it at once', async () => {
    const a = await create(exhibit({ name: '批量一', category: 'phones' }));
    const b = await create(exhibit({ name: '批量二', category: 'phones' }));
    const visible = async () =>
      (await t.api.post(CatalogPaths.productList, { pageSize: 50 }, { as: 'visitor' })).data.list.map(
        (p) => p.id,
      );
    expect(await visible()).toEqual(expect.arrayContaining([a.id, b.id]));

    const chosen = await t.api.post(
      ExhibitPaths.batchUpdateScope,
      { ids: [a.id, OTHER_PRODUCT], scope: 2 },
      { as: 'staff' },
    );
    expect(chosen.data).toEqual({ count: 1 });
    const filtered = await t.api.post(
      ExhibitPaths.batchUpdateScopeAll,
      { filter: { category: 'phones' }, scope: 1 },
      { as: 'staff' },
    );
    expect(filtered.data).toEqual({ count: 2 });
    expect((await list({ scope: 1 })).total).toBe(2);

    // The fixture exhibit on a hot-spot sample goes with its point.
    const one = await t.api.post(ExhibitPaths.batchDelete, { ids: [ids.productA1] }, { as: 'staff' });
    expect(one.data).toEqual({ count: 1 });
    expect(
      await t.db
        .select()
        .from(hotExhibitorSamplePoints)
        .where(eq(hotExhibitorSamplePoints.productId, ids.productA1)),
    ).toEqual([]);
    const all = await t.api.post(
      ExhibitPaths.batchDeleteAll,
      { filter: { category: 'phones' } },
      { as: 'staff' },
    );
    expect(all.data).toEqual({ count: 2 });
    expect(await visible()).not.toContain(a.id);
    const gone = await t.api.post(CatalogPaths.productDetail, { id: b.id }, { as: 'visitor' });
    expect(gone.code).toBe(ResponseCode.NotFound);
    expect((await list()).list.map((row) => row.id)).toEqual([ids.productA2]);
  });
});
