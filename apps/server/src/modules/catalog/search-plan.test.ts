import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProducts } from '../../../test/factories/catalog';
import { FAIR_A, ids, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { ANONYMOUS, type Viewer } from '../../core/visibility';
import { products } from '../../db/schema/index';
import { catalogContextFor } from './catalog-context';
import { listProducts, productListQuery, RANK_MAX } from './lists.service';
import { refreshSearchVectors } from './search-index.service';
import { parseKeyword } from './search-text';

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
const nameOf = (i: number) => (i % 100 === 0 ? `防摔手机壳${i}` : `${WORDS[i % WORDS.length]}${i}`);

/**
 * ARCHITECTURE §5: every request query must use an index; PGlite blocks the event loop for a scan.
 * A two-character Chinese keyword is the case a trigram index cannot serve, so it is the one checked.
 */
describe.each(enginesFor('sql'))('product search plan on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      await createProducts(db, ids.exhibitorA, PRODUCTS, (i) => ({
        name: nameOf(i),
        nameEn: `Item ${i}`,
        productIntro: '品质可靠，支持定制',
        tags: ['CE'],
        scope: i % 10 === 0 ? 1 : 0,
        createdAt: new Date(Date.UTC(2026, 2, 1) + i * 1000),
      }));
      await refreshSearchVectors(db, FAIR_A);
      await db.execute(sql`ANALYZE products`);
    }),
  });
  const catalogAs = (viewer: Viewer) =>
    catalogContextFor(t.app.appContext, { exhibitionId: FAIR_A, lang: 'cn', viewer });

  async function plan(query: { sql: string; params: unknown[] }): Promise<string> {
    const client = (
      t.db as unknown as {
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
    const list = t.db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(10)
      .toSQL();
    const total = t.db.select({ n: count() }).from(products).where(where).toSQL();
    const withCountry = productListQuery(ctx, { ...filters, countryId: 'CN', sort: 'newest' });
    const filtered = t.db
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
    const found = await t.db.select({ n: count() }).from(products).where(where);
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
    expect(common.list.map((p) => p.name)).toEqual([2999, 2998, 2997, 2996, 2995].map(nameOf));
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
