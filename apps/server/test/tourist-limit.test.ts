import { randomUUID } from 'node:crypto';
import { CatalogPaths } from '@openfair/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configurationItems } from '../src/db/schema/index';
import {
  memoryTouristLedger,
  redisTouristLedger,
  TOURIST_WINDOW_MS,
} from '../src/modules/catalog/tourist-ledger';
import { catalogFairRows } from './factories/catalog-fair';
import { FAIR_A, withFixtures } from './fixtures';
import { enginesFor, useTestApp } from './harness';

const LIMIT = 6;

describe('the tourist ledger', () => {
  it('admits what a client saw before and new products while its budget lasts, for a day', async () => {
    let now = 0;
    const ledger = memoryTouristLedger(() => now);
    expect([...(await ledger.admit('a', ['p1', 'p2', 'p3'], 4))].sort()).toEqual(['p1', 'p2', 'p3']);
    expect([...(await ledger.admit('a', ['p3', 'p4', 'p5'], 4))].sort()).toEqual(['p3', 'p4']);
    expect([...(await ledger.admit('a', ['p1', 'p6'], 4))]).toEqual(['p1']);
    // Another client has a budget of its own; a day later the first one starts afresh.
    expect((await ledger.admit('b', ['p6'], 4)).has('p6')).toBe(true);
    now += TOURIST_WINDOW_MS + 1;
    expect((await ledger.admit('a', ['p6'], 4)).has('p6')).toBe(true);
  });
});

// CI runs with the machine's Redis next to its PostgreSQL; several instances share guests' budgets there.
describe.runIf(!!process.env.TEST_DATABASE_URL)('the tourist ledger on Redis', () => {
  it('keeps one budget per client for every instance, even for pages asked at once', async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `openfair-test:tourist:${randomUUID()}:`;
    const [a, b] = [redisTouristLedger(url, prefix), redisTouristLedger(url, prefix)];
    try {
      const pages = await Promise.all([
        a.admit('guest', ['p1', 'p2', 'p3'], 4),
        b.admit('guest', ['p4', 'p5', 'p6'], 4),
      ]);
      expect(pages[0].size + pages[1].size).toBe(4);
      expect(await b.admit('guest', [...pages[0]], 4)).toEqual(pages[0]);
      expect((await a.admit('another', ['p6'], 4)).has('p6')).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe.each(enginesFor('rules'))('the tourist limit on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      await catalogFairRows(db);
      await db
        .update(configurationItems)
        .set({
          value: sql`${configurationItems.value} || ${JSON.stringify({ touristProductLimit: LIMIT })}::jsonb`,
        })
        .where(and(eq(configurationItems.exhibitionId, FAIR_A), eq(configurationItems.key, 'information')));
    }),
  });
  const guest = (ip: string) => ({ as: 'guest' as const, ip });
  const productIds = (page: { list: { id: string }[] }) => page.list.map((p) => p.id);

  it('counts distinct products across list variants, search, exhibitor pages and details of one client', async () => {
    const ip = '10.20.0.1';
    const first = await t.api.post(CatalogPaths.productList, { pageNum: 1, pageSize: 3 }, guest(ip));
    expect(first.data.list).toHaveLength(3);
    expect(first.data.touristLimited).toBeUndefined();
    // Another variant of the list (another sort): two new products fit, the rest are held back.
    const other = await t.api.post(
      CatalogPaths.productList,
      { pageNum: 1, pageSize: 10, sort: 'priceAsc' },
      guest(ip),
    );
    const seenSoFar = new Set([...productIds(first.data), ...productIds(other.data)]);
    expect(seenSoFar.size).toBeLessThanOrEqual(LIMIT);
    expect(other.data.list.length).toBeLessThan(10);
    expect(other.data.touristLimited).toBe(true);
    // Product details take what is left of the budget; after that, only what was seen opens.
    const all = await t.api.post(CatalogPaths.productList, { pageNum: 1, pageSize: 24 }, { as: 'visitor' });
    const unseen = all.data.list.filter((p) => p.scope === 0 && !seenSoFar.has(p.id)).map((p) => p.id);
    while (seenSoFar.size < LIMIT) {
      const id = unseen.shift()!;
      const opened = await t.api.post(CatalogPaths.productDetail, { id }, guest(ip));
      expect(opened.data).toHaveProperty('name');
      seenSoFar.add(id);
    }
    const refused = await t.api.post(CatalogPaths.productDetail, { id: unseen[0]! }, guest(ip));
    expect(refused.data).toEqual({ touristLimited: true });
    const again = await t.api.post(CatalogPaths.productDetail, { id: first.data.list[0]!.id }, guest(ip));
    expect(again.data).toHaveProperty('name');
    // Search and exhibitor pages show the seen products only, and say so.
    const search = await t.api.post(CatalogPaths.search, { keyword: '手机壳', pageSize: 24 }, guest(ip));
    for (const id of productIds(search.data.products)) expect([...seenSoFar]).toContain(id);
    expect(search.data.products.touristLimited).toBe(true);
    const exhibitor = await t.api.post(CatalogPaths.exhibitorDetail, { id: 'exh-a2' }, guest(ip));
    for (const p of exhibitor.data.products) expect([...seenSoFar]).toContain(p.id);
    // Recommendations too.
    const recommended = await t.api.post(CatalogPaths.recommendProducts, { pageSize: 24 }, guest(ip));
    for (const id of productIds(recommended.data)) expect([...seenSoFar]).toContain(id);
  });

  it('keeps each client to its own budget, and does not limit anyone logged in', async () => {
    const page = await t.api.post(CatalogPaths.productList, { pageNum: 1, pageSize: 3 }, guest('10.20.0.2'));
    expect(page.data.list).toHaveLength(3);
    const visitor = await t.api.post(
      CatalogPaths.productList,
      { pageNum: 1, pageSize: 24 },
      { as: 'visitor' },
    );
    expect(visitor.data.list.length).toBeGreaterThan(LIMIT);
    expect(visitor.data.touristLimited).toBeUndefined();
  });
});
