/**
 * The query plans of a product search at the bench's scale: the statements `listProducts` runs for a
 * keyword (a tourist's count capped at RANK_MAX + 1, as `countUpTo` runs it; the page ranked by
 * relevance; the page newest first), EXPLAINed on the bench's database. A sequential scan of products is what makes search slow as a fair grows, and it only
 * shows at a size that CI cannot seed, so the bench checks it (the server tests check the same plans at
 * a few thousand products).
 */
import { count, type SQLWrapper, sql } from 'drizzle-orm';
import type { AppContext } from '../src/core/context';
import type { Viewer } from '../src/core/visibility';
import type { Db } from '../src/db/client';
import { products } from '../src/db/schema/index';
import { catalogContextFor } from '../src/modules/catalog/catalog-context';
import { productListQuery, RANK_MAX } from '../src/modules/catalog/lists.service';
import { parseKeyword } from '../src/modules/catalog/search-text';

export type SearchPlan = { keyword: string; statement: string; seqScan: boolean; usesIndex: boolean };

/** EXPLAIN of a statement; `indexOnly` as `countUpTo` runs keyword counts (sequential scans off). */
async function explain(db: Db, statement: SQLWrapper, indexOnly: boolean): Promise<string> {
  return db.transaction(async (tx) => {
    if (indexOnly) await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = (await tx.execute(sql`EXPLAIN ${statement}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** EXPLAINs a keyword's product search statements as `viewer` sees them. */
export async function productSearchPlans(
  app: AppContext,
  exhibitionId: string,
  viewer: Viewer,
  keywords: string[],
): Promise<SearchPlan[]> {
  const cc = catalogContextFor(app, { exhibitionId, lang: 'cn', viewer });
  const plans: SearchPlan[] = [];
  for (const text of keywords) {
    const keyword = parseKeyword(text);
    const filters = { keyword, category: '', countryId: '', floor: '', tags: [], exhibitorId: '' };
    const ranked = productListQuery(cc, { ...filters, sort: 'default' }, true);
    const newest = productListQuery(cc, { ...filters, sort: 'default' }, false);
    const matching = cc.db
      .select({ one: sql`1`.as('one') })
      .from(products)
      .where(ranked.where)
      .limit(RANK_MAX + 1)
      .as('matching');
    const statements: [string, SQLWrapper, boolean][] = [
      ['capped count', cc.db.select({ n: count() }).from(matching), true],
      [
        'page by relevance',
        cc.db
          .select()
          .from(products)
          .where(ranked.where)
          .orderBy(...ranked.order)
          .limit(10),
        false,
      ],
      [
        'page newest first',
        cc.db
          .select()
          .from(products)
          .where(newest.where)
          .orderBy(...newest.order)
          .limit(10),
        false,
      ],
    ];
    for (const [statement, query, indexOnly] of statements) {
      const plan = await explain(cc.db, query, indexOnly);
      plans.push({
        keyword: text,
        statement,
        seqScan: /Seq Scan on products/.test(plan),
        usesIndex: /products_search_idx/.test(plan),
      });
    }
  }
  return plans;
}
