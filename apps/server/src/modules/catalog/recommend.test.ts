import { CatalogPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import {
  addFavourite,
  addFootprint,
  addToClientPool,
  announceInterests,
  createCategories,
  createExhibitors,
  createProductsFrom,
} from '../../../test/factories/catalog';
import { FAIR_A, ids, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { products, questionAnswers, questions, visitors } from '../../db/schema/index';
import { catalogContextFor } from './catalog-context';
import { recommendedProductIds } from './recommend.service';

const at = (day: number) => new Date(Date.UTC(2026, 3, day));

/**
 * Three exhibitors of one category each, with products a day apart (t1 oldest, e3 newest; t3 scope 1,
 * e3 scope 2); the fixtures' own products are older than all of them.
 */
const seed = withFixtures(async (db) => {
  await createCategories(db, FAIR_A, [
    { key: 'textiles', name: '纺织品', nameEn: 'Textiles' },
    { key: 'electronics', name: '电子产品', nameEn: 'Electronics' },
    { key: 'toys', name: '玩具', nameEn: 'Toys' },
  ]);
  await createExhibitors(db, [
    { id: 'exh-t', name: '纺织公司', category: 'textiles' },
    { id: 'exh-e', name: '电子公司', category: 'electronics' },
    { id: 'exh-y', name: '玩具公司', category: 'toys' },
  ]);
  const product = (id: string, category: string, day: number, scope = 0) => ({
    id,
    category,
    scope,
    createdAt: at(day),
  });
  await createProductsFrom(db, 'exh-t', [
    product('t1', 'textiles', 1),
    product('t2', 'textiles', 2),
    product('t3', 'textiles', 3, 1),
  ]);
  await createProductsFrom(db, 'exh-y', [product('y1', 'toys', 4), product('y2', 'toys', 5)]);
  await createProductsFrom(db, 'exh-e', [
    product('e1', 'electronics', 6),
    product('e2', 'electronics', 7),
    product('e3', 'electronics', 8, 2),
  ]);
  await db
    .update(products)
    .set({ createdAt: at(0) })
    .where(eq(products.exhibitorId, ids.exhibitorA));
});

describe.each(enginesFor('rules'))('recommendations on %s', (engine) => {
  const t = useTestApp(engine, { seed });
  const recommend = async (as: Caller = 'guest') => {
    const r = await t.api.post(CatalogPaths.recommendProducts, { pageSize: 20 }, { as, lang: 'en' });
    expect(r.code).toBe(1000);
    return r.data;
  };
  const idsOf = (page: { list: { id: string }[] }) => page.list.map((p) => p.id);
  // The new visitor has not pre-registered: scope 2 products are not for them.
  const newVisitor = { kind: 'visitor', userAccountId: ids.newVisitor, preRegistered: false } as const;
  const asNewVisitor = () =>
    catalogContextFor(t.app.appContext, { exhibitionId: FAIR_A, lang: 'cn', viewer: newVisitor });
  // The rows below are written behind the app's back; the app's own writers announce such changes, and
  // history alone would show within the read model's TTL.
  const announce = (userAccountId: string) => announceInterests(t.app.appContext, userAccountId);

  it('gives anonymous callers the newest public products, exhibitors in turn', async () => {
    const page = await recommend();
    // Each exhibitor's newest product (newest exhibitor first), then each one's second newest.
    expect(idsOf(page)).toEqual(['e2', 'y2', 't2', ids.productA2, 'e1', 'y1', 't1', ids.productA1]);
    expect(idsOf(page)).not.toContain('t3');
    expect(idsOf(page)).not.toContain('e3');
    expect(page.total).toBe(8);
  });

  it('puts the categories and exhibitors of favourites first, leaving out the favourites', async () => {
    await addFavourite(t.db, { userAccountId: ids.visitor, subjectType: 'PRODUCT', subjectId: 't1' });
    await announce(ids.visitor);
    const order = idsOf(await recommend('visitor'));
    expect(order[0]).toBe('t2');
    expect(order).not.toContain('t1');
    // scope 1 without the client pool stays out; scope 2 shows to a pre-registered visitor, by freshness
    // with exhibitors in turn.
    expect(order).not.toContain('t3');
    expect(order.slice(1, 6)).toEqual(['e3', 'y2', ids.productA2, 'e2', 'y1']);
  });

  it('ranks history below favourites and above freshness; the client pool opens restricted products', async () => {
    await addFootprint(t.db, { userAccountId: ids.visitor, subjectType: 'PRODUCT', subjectId: 'y1' });
    await addToClientPool(t.db, 'exh-t', ids.visitor);
    await announce(ids.visitor);
    const order = idsOf(await recommend('visitor'));
    // t3 and t2: favourite category and exhibitor (6), newest first; y2 and y1: history (4); then the
    // rest, exhibitors in turn.
    expect(order.slice(0, 7)).toEqual(['t3', 't2', 'y2', 'y1', 'e3', ids.productA2, 'e2']);
  });

  it('uses purchase categories and questionnaire choices', async () => {
    await t.db
      .update(visitors)
      .set({ purchaseCategories: ['Electronics'] })
      .where(eq(visitors.id, 'vis-new-a'));
    await announce(ids.newVisitor);
    const first = await recommendedProductIds(asNewVisitor(), { pageNum: 1, pageSize: 3 });
    expect(first.ids).toEqual(['e2', 'e1', 'y2']);

    await t.db.update(visitors).set({ purchaseCategories: [] }).where(eq(visitors.id, 'vis-new-a'));
    await t.db.insert(questions).values({
      id: 'q-cat',
      exhibitionId: FAIR_A,
      type: 'MULTIPLE',
      title: '采购品类',
      titleEn: 'What do you buy?',
      options: [
        { id: 'o1', label: '玩具', labelEn: 'Toys' },
        { id: 'o2', label: '纺织品', labelEn: 'Textiles' },
      ],
    });
    await t.db.insert(questionAnswers).values({
      exhibitionId: FAIR_A,
      userAccountId: ids.newVisitor,
      questionId: 'q-cat',
      optionIds: ['o1'],
    });
    await announce(ids.newVisitor);
    const second = await recommendedProductIds(asNewVisitor(), { pageNum: 1, pageSize: 2 });
    expect(second.ids).toEqual(['y2', 'y1']);
    // Page 2 continues the same order: the unscored rest, exhibitors in turn.
    const next = await recommendedProductIds(asNewVisitor(), { pageNum: 2, pageSize: 2 });
    expect(next.ids).toEqual(['e2', 't2']);
  });

  it('leaves out a product the moment it is favourited through the app', async () => {
    const token = await t.api.tokenOf('newVisitor');
    const listed = async () =>
      idsOf((await t.api.post(CatalogPaths.recommendProducts, { pageSize: 20 }, { as: { token } })).data);
    const top = (await listed())[0]!;
    const added = await t.api.post(
      CatalogPaths.addCollection,
      { collectionType: 'PRODUCT', subjectId: top },
      { as: { token, subjectType: 'VISITOR' } },
    );
    expect(added.code, added.msg).toBe(1000);
    // The order was cached for this visitor; the favourite's event drops it at once.
    expect(await listed()).not.toContain(top);
  });
});
