import { CatalogPaths, SessionPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  clientPoolMembers,
  collections,
  exhibitors,
  footprints,
  products,
  questionAnswers,
  questions,
  visitors,
} from '../src/db/schema/index';
import { catalogContextFor } from '../src/modules/catalog/catalog-context';
import { recommendedProductIds } from '../src/modules/catalog/recommend.service';
import { accounts, FAIR_A, ids, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };

const at = (day: number) => new Date(Date.UTC(2026, 3, day));

describe.each(engines)('recommendations on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let visitor: string;

  async function recommend(token?: string, pageSize = 20) {
    const res = await app.inject({
      method: 'POST',
      url: CatalogPaths.recommendProducts,
      payload: {
        languageType: 'en',
        exhibitionId: FAIR_A,
        appId: 'app',
        terminal: 'PC',
        subjectType: '',
        pageSize,
      },
      headers: token ? { authorization: token } : {},
    });
    const body = res.json() as Json;
    expect(body.code).toBe(1000);
    return body.data as { list: { id: string; name: string; inPool: boolean }[]; total: number };
  }
  const idsOf = (page: { list: { id: string }[] }) => page.list.map((p) => p.id);
  // The new visitor has not pre-registered: scope 2 products are not for them.
  const newVisitor = { kind: 'visitor', userAccountId: ids.newVisitor, preRegistered: false } as const;
  const asNewVisitor = () =>
    catalogContextFor(app.appContext, { exhibitionId: FAIR_A, lang: 'cn', viewer: newVisitor });

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    const db = testDb.database.db;
    await seedFixtures(db);
    await db.insert(categories).values([
      { exhibitionId: FAIR_A, key: 'textiles', name: '纺织品', nameEn: 'Textiles' },
      { exhibitionId: FAIR_A, key: 'electronics', name: '电子产品', nameEn: 'Electronics' },
      { exhibitionId: FAIR_A, key: 'toys', name: '玩具', nameEn: 'Toys' },
    ]);
    await db.insert(exhibitors).values([
      { id: 'exh-t', exhibitionId: FAIR_A, code: 'T', name: '纺织公司', category: 'textiles' },
      { id: 'exh-e', exhibitionId: FAIR_A, code: 'E', name: '电子公司', category: 'electronics' },
      { id: 'exh-y', exhibitionId: FAIR_A, code: 'Y', name: '玩具公司', category: 'toys' },
    ]);
    const product = (id: string, exhibitorId: string, category: string, day: number, scope = 0) => ({
      id,
      exhibitionId: FAIR_A,
      exhibitorId,
      name: id,
      category,
      scope,
      createdAt: at(day),
    });
    await db
      .insert(products)
      .values([
        product('t1', 'exh-t', 'textiles', 1),
        product('t2', 'exh-t', 'textiles', 2),
        product('t3', 'exh-t', 'textiles', 3, 1),
        product('y1', 'exh-y', 'toys', 4),
        product('y2', 'exh-y', 'toys', 5),
        product('e1', 'exh-e', 'electronics', 6),
        product('e2', 'exh-e', 'electronics', 7),
        product('e3', 'exh-e', 'electronics', 8, 2),
      ]);
    // The fixtures' own products are the oldest.
    await db
      .update(products)
      .set({ createdAt: at(0) })
      .where(eq(products.exhibitorId, ids.exhibitorA));
    app = await buildTestApp(testDb.database);
    const res = await app.inject({
      method: 'POST',
      url: SessionPaths.webLogon,
      payload: {
        languageType: 'cn',
        exhibitionId: FAIR_A,
        account: accounts.visitor.email,
        password: PASSWORD,
        loginSubjectType: 'VISITOR',
      },
    });
    visitor = (res.json() as Json).data.token;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('gives anonymous callers the newest public products', async () => {
    const page = await recommend();
    expect(idsOf(page).slice(0, 6)).toEqual(['e2', 'e1', 'y2', 'y1', 't2', 't1']);
    expect(idsOf(page)).not.toContain('t3');
    expect(idsOf(page)).not.toContain('e3');
    expect(page.total).toBe(8);
  });

  it('puts the categories and exhibitors of favourites first, leaving out the favourites', async () => {
    await testDb.database.db
      .insert(collections)
      .values({ exhibitionId: FAIR_A, userAccountId: ids.visitor, subjectType: 'PRODUCT', subjectId: 't1' });
    const page = await recommend(visitor);
    const order = idsOf(page);
    expect(order[0]).toBe('t2');
    expect(order).not.toContain('t1');
    // scope 1 without the client pool stays out; scope 2 shows to a pre-registered visitor, by freshness.
    expect(order).not.toContain('t3');
    expect(order.slice(1, 6)).toEqual(['e3', 'e2', 'e1', 'y2', 'y1']);
  });

  it('ranks history below favourites and above freshness; the client pool opens restricted products', async () => {
    const db = testDb.database.db;
    await db
      .insert(footprints)
      .values({ exhibitionId: FAIR_A, userAccountId: ids.visitor, subjectType: 'PRODUCT', subjectId: 'y1' });
    await db
      .insert(clientPoolMembers)
      .values({ exhibitionId: FAIR_A, exhibitorId: 'exh-t', userAccountId: ids.visitor });
    const order = idsOf(await recommend(visitor));
    // t3 and t2: favourite category and exhibitor (6), newest first; y2 and y1: history (4); then the rest.
    expect(order.slice(0, 7)).toEqual(['t3', 't2', 'y2', 'y1', 'e3', 'e2', 'e1']);
  });

  it('uses purchase categories and questionnaire choices', async () => {
    const db = testDb.database.db;
    await db
      .update(visitors)
      .set({ purchaseCategories: ['Electronics'] })
      .where(eq(visitors.id, 'vis-new-a'));
    const first = await recommendedProductIds(asNewVisitor(), { pageNum: 1, pageSize: 3 });
    expect(first.ids).toEqual(['e2', 'e1', 'y2']);

    await db.update(visitors).set({ purchaseCategories: [] }).where(eq(visitors.id, 'vis-new-a'));
    await db.insert(questions).values({
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
    await db.insert(questionAnswers).values({
      exhibitionId: FAIR_A,
      userAccountId: ids.newVisitor,
      questionId: 'q-cat',
      optionIds: ['o1'],
    });
    const second = await recommendedProductIds(asNewVisitor(), { pageNum: 1, pageSize: 2 });
    expect(second.ids).toEqual(['y2', 'y1']);
    // Page 2 continues the same order.
    const next = await recommendedProductIds(asNewVisitor(), { pageNum: 2, pageSize: 2 });
    expect(next.ids).toEqual(['e2', 'e1']);
  });
});
