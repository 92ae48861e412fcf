import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/core/context';
import { ANONYMOUS, type Viewer } from '../src/core/visibility';
import type { Db } from '../src/db/client';
import { products } from '../src/db/schema/index';
import { catalogContextFor } from '../src/modules/catalog/catalog-context';
import { listProducts, productListQuery, RANK_MAX } from '../src/modules/catalog/lists.service';
import { refreshSearchVectors } from '../src/modules/catalog/search-index.service';
import { parseKeyword } from '../src/modules/catalog/search-text';
import { FAIR_A, ids, seedFixtures } from './fixtures';
import { createTestContext, engines, openTestDatabase, type TestDatabase } from './harness';

const PRODUCTS = 3000;
// Everyday goods, so that a two-character word like 手机 is selective, as in a real fair.
const WORDS = [
  '蓝牙耳机',
  '移动电源',
  '数据线',
  '台灯',
  '收纳盒',
  '保温杯',
  '雨伞',
  '背包',
  '帆布鞋',
  '毛巾',
  '茶具',
  '陶瓷花瓶',
];

/**
 * ARCHITECTURE §5: every request query must use an index; PGlite blocks the event loop for a scan.
 * A two-character Chinese keyword is the case a trigram index cannot serve, so it is the one checked.
 */
describe.each(engines)('product search plan on %s', (engine) => {
  let testDb: TestDatabase;
  let db: Db;
  let app: AppContext;
  const catalogAs = (viewer: Viewer) => catalogContextFor(app, { exhibitionId: FAIR_A, lang: 'cn', viewer });

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    db = testDb.database.db;
    app = await createTestContext(testDb.database);
    await seedFixtures(db);
    const rows = Array.from({ length: PRODUCTS }, (_, i) => ({
      exhibitionId: FAIR_A,
      exhibitorId: ids.exhibitorA,
      name: i % 100 === 0 ? `防摔手机壳${i}` : `${WORDS[i % WORDS.length]}${i}`,
      nameEn: `Item ${i}`,
      productIntro: '品质可靠，支持定制',
      tags: ['CE'],
      scope: i % 10 === 0 ? 1 : 0,
      createdAt: new Date(Date.UTC(2026, 2, 1) + i * 1000),
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insert(products).values(rows.slice(i, i + 500));
    await refreshSearchVectors(db, FAIR_A);
    await db.execute(sql`ANALYZE products`);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  async function plan(query: { sql: string; params: unknown[] }): Promise<string> {
    const client = (
      db as unknown as {
        $client: { query: (q: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
      }
    ).$client;
    const { rows } = await client.query(`EXPLAIN ${query.sql}`, query.params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  const viewers: [string, Viewer][] = [
    ['tourist', ANONYMOUS],
    ['visitor', { kind: 'visitor', userAccountId: ids.visitor, preRegistered: true }],
  ];

  it.each(viewers)('searches 手机 through the index for a %s', async (_name, viewer) => {
    const keyword = parseKeyword('手机');
    expect(keyword.tsquery).toBe('手机');
    const ctx = catalogAs(viewer);
    const filters = { keyword, category: '', countryId: '', floor: '', tags: [], exhibitorId: '' };
    const { where, order } = productListQuery(ctx, { ...filters, sort: 'default' });
    const list = db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(10)
      .toSQL();
    const total = db.select({ n: count() }).from(products).where(where).toSQL();
    const withCountry = productListQuery(ctx, { ...filters, countryId: 'CN', sort: 'newest' });
    const filtered = db
      .select()
      .from(products)
      .where(withCountry.where)
      .orderBy(...withCountry.order)
      .limit(10)
      .toSQL();
    for (const q of [list, total, filtered]) {
      const p = await plan(q);
      expect(p).not.toMatch(/Seq Scan on products/);
      expect(p).toMatch(/products_search_idx/);
    }
    // The plan is checked on data where the query really finds rows.
    const found = await db.select({ n: count() }).from(products).where(where);
    expect(found[0]!.n).toBeGreaterThan(0);
  });

  it('orders a keyword that matches more than RANK_MAX products newest first', async () => {
    const viewer: Viewer = { kind: 'visitor', userAccountId: ids.visitor, preRegistered: true };
    const ctx = catalogAs(viewer);
    const base = {
      category: '',
      countryId: '',
      floor: '',
      tags: [],
      exhibitorId: '',
      sort: 'default' as const,
    };
    // Every generated product says 品质可靠.
    const common = await listProducts(ctx, {
      ...base,
      keyword: parseKeyword('品质'),
      pageNum: 1,
      pageSize: 5,
    });
    expect(common.total).toBeGreaterThan(RANK_MAX);
    expect(common.list.map((p) => p.name)).toEqual(
      [2999, 2998, 2997, 2996, 2995].map((i) =>
        i % 100 === 0 ? `防摔手机壳${i}` : `${WORDS[i % WORDS.length]}${i}`,
      ),
    );
    // A selective word is counted in full (and ranked by relevance).
    const rare = await listProducts(ctx, {
      ...base,
      keyword: parseKeyword('手机'),
      pageNum: 1,
      pageSize: 50,
    });
    expect(rare.total).toBe(PRODUCTS / 100 + 1);
  });
});
