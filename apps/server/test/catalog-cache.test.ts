import { CatalogPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index';

import { accounts, FAIR_A, ids, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; data: any };
type Card = { id: string; name: string; collected: boolean };

/**
 * The catalog keeps list pages and totals per visibility class for CATALOG_CACHE_TTL_MS (see
 * read-model.ts): what is shared may lag a direct write until 'catalog.changed', what is per viewer may not.
 */
describe.each(engines)('catalog page cache on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let visitor: string;

  async function post(url: string, body: Record<string, unknown>, token?: string) {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: {
        languageType: 'cn',
        exhibitionId: FAIR_A,
        appId: 'app',
        terminal: 'PC',
        subjectType: token ? 'VISITOR' : '',
        ...body,
      },
      headers: token ? { authorization: token } : {},
    });
    return res.json() as Json;
  }
  const list = async (token?: string) =>
    (await post(CatalogPaths.productList, { pageNum: 1, pageSize: 50 }, token)).data as {
      list: Card[];
      total: number;
    };

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    await seedFixtures(testDb.database.db);
    app = await buildTestApp(testDb.database);
    const login = await post('/visitor/v2/account/webLogon', {
      account: accounts.visitor.email,
      password: PASSWORD,
      loginSubjectType: 'VISITOR',
    });
    visitor = login.data.token;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('serves a page again until the catalog is invalidated', async () => {
    const db = testDb.database.db;
    const before = await list(visitor);
    const renamed = before.list[0]!;
    await db.update(products).set({ name: '改名后的产品' }).where(eq(products.id, renamed.id));
    await db
      .insert(products)
      .values({ id: 'prod-cache-new', exhibitionId: FAIR_A, exhibitorId: ids.exhibitorA, name: '新产品' });

    const cached = await list(visitor);
    expect(cached.total).toBe(before.total);
    expect(cached.list.map((p) => p.name)).toEqual(before.list.map((p) => p.name));

    await app.appContext.events.publish('catalog.changed', { exhibitionId: FAIR_A });
    const fresh = await list(visitor);
    expect(fresh.total).toBe(before.total + 1);
    expect(fresh.list.map((p) => p.name)).toContain('改名后的产品');
    expect(fresh.list.map((p) => p.id)).toContain('prod-cache-new');
  });

  it('keeps pages apart by who may see what', async () => {
    const db = testDb.database.db;
    await db.insert(products).values({
      id: 'prod-cache-pool',
      exhibitionId: FAIR_A,
      exhibitorId: ids.exhibitorA,
      name: '客户池产品',
      scope: 1,
    });
    await app.appContext.events.publish('catalog.changed', { exhibitionId: FAIR_A });
    // The tourist's page is cached first; the visitor must still get the visitor's page.
    const tourist = await list();
    const signedIn = await list(visitor);
    expect(tourist.list.map((p) => p.id)).not.toContain('prod-cache-pool');
    expect(signedIn.list.map((p) => p.id)).toContain('prod-cache-pool');
    expect(signedIn.total).toBe(tourist.total + 1);
  });

  it('reads the favourite flag fresh on a cached page', async () => {
    const first = await list(visitor);
    const target = first.list.find((p) => !p.collected)!;
    const added = await post(
      CatalogPaths.addCollection,
      { collectionType: 'PRODUCT', subjectId: target.id },
      visitor,
    );
    expect(added.code).toBe(1000);
    const again = await list(visitor);
    expect(again.list.find((p) => p.id === target.id)?.collected).toBe(true);
  });
});
