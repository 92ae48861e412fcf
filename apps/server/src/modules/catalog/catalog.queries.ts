import { and, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../core/visibility';
import { productVisibility } from '../../core/visibility';
import type { Db, DbOrTx } from '../../db/client';
import { categories, exhibitors, products, type visitors } from '../../db/schema/index';

/** Rows as the catalog reads them: without the search vector, which no response shows (the widest column). */
const { searchVector: _exhibitorVector, ...exhibitorColumns } = getTableColumns(exhibitors);
const { searchVector: _productVector, ...productColumns } = getTableColumns(products);

export { exhibitorColumns, productColumns };

export type ExhibitorRow = Omit<typeof exhibitors.$inferSelect, 'searchVector'>;
export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'>;
export type VisitorRow = typeof visitors.$inferSelect;

/** What a product card needs from its own row (the owner's names come by withOwnerNames). */
export const productCardColumns = {
  id: products.id,
  exhibitorId: products.exhibitorId,
  name: products.name,
  nameEn: products.nameEn,
  images: products.images,
  salePrice: products.salePrice,
  minOrder: products.minOrder,
  spotTrading: products.spotTrading,
  customization: products.customization,
  tags: products.tags,
  category: products.category,
  scope: products.scope,
};
export type ProductOwnRow = Pick<ProductRow, keyof typeof productCardColumns>;
/** The columns of a product card, with the owner's names. */
export type ProductCardRow = ProductOwnRow & { exhibitorName: string; exhibitorNameEn: string };

/** key → [name, nameEn] of the fair's categories. */
export type CategoryLabels = Map<string, string[]>;

export async function categoryLabels(db: DbOrTx, exhibitionId: string): Promise<CategoryLabels> {
  const rows = await db
    .select({ key: categories.key, name: categories.name, nameEn: categories.nameEn })
    .from(categories)
    .where(eq(categories.exhibitionId, exhibitionId));
  return new Map(rows.map((r) => [r.key, [r.name, r.nameEn]]));
}

/** Exhibitor rows (without the search vector) for the caller's WHERE, order and page. */
export const selectExhibitorRows = (db: Db) => db.select(exhibitorColumns).from(exhibitors);

export async function findExhibitorRow(
  db: Db,
  exhibitionId: string,
  id: string,
): Promise<ExhibitorRow | undefined> {
  const [row] = await selectExhibitorRows(db)
    .where(and(eq(exhibitors.id, id), eq(exhibitors.exhibitionId, exhibitionId)))
    .limit(1);
  return row;
}

/**
 * Adds the owners' names to a page of product rows. A second small query rather than a join: the
 * planner joins before the LIMIT, which for a keyword page looked up the owner of every match
 * (1,256 look-ups, 4 ms, for "phone case" at 100k products).
 */
export async function withOwnerNames(
  db: Db,
  exhibitionId: string,
  rows: ProductOwnRow[],
): Promise<ProductCardRow[]> {
  if (rows.length === 0) return [];
  const owners = await db
    .select({ id: exhibitors.id, name: exhibitors.name, nameEn: exhibitors.nameEn })
    .from(exhibitors)
    .where(
      and(
        eq(exhibitors.exhibitionId, exhibitionId),
        inArray(exhibitors.id, [...new Set(rows.map((r) => r.exhibitorId))]),
      ),
    );
  const byId = new Map(owners.map((o) => [o.id, o]));
  return rows.map((r) => ({
    ...r,
    exhibitorName: byId.get(r.exhibitorId)?.name ?? '',
    exhibitorNameEn: byId.get(r.exhibitorId)?.nameEn ?? '',
  }));
}

/** Card rows of the products `ids` in the fair, with their owners' names (any order; a prepared statement). */
export const productCardRowsByIds = (db: Db) =>
  db
    .select({ ...productCardColumns, exhibitorName: exhibitors.name, exhibitorNameEn: exhibitors.nameEn })
    .from(products)
    .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitorId))
    .where(
      and(
        eq(products.exhibitionId, sql.placeholder('exhibitionId')),
        sql`${products.id} = any(${sql.placeholder('ids')})`,
      ),
    )
    .prepare('product_card_rows_by_ids');

/** How many products of each exhibitor the viewer may see. */
export async function visibleProductCounts(
  db: Db,
  exhibitionId: string,
  viewer: Viewer,
  exhibitorIds: string[],
): Promise<Map<string, number>> {
  if (exhibitorIds.length === 0) return new Map();
  const counts = await db
    .select({ exhibitorId: products.exhibitorId, n: count() })
    .from(products)
    .where(
      and(
        eq(products.exhibitionId, exhibitionId),
        inArray(products.exhibitorId, exhibitorIds),
        productVisibility(viewer),
      ),
    )
    .groupBy(products.exhibitorId);
  return new Map(counts.map((c) => [c.exhibitorId, c.n]));
}

/** `search_vector @@ to_tsquery(...)`: the keyword goes through the GIN index. */
export const tsMatch = (column: typeof products.searchVector | typeof exhibitors.searchVector, q: string) =>
  sql`${column} @@ to_tsquery('simple', ${q})`;

/**
 * Weights of the vector tiers {D, C, B, A} (search-index.service.ts): descriptions, an exhibitor's product
 * names, brand and tags, names and category. ts_rank adds a term's positions with falling factors that
 * sum to at most about 1.64 times the first, so with these weights any number of matches in one tier
 * ranks below a single match in a stronger one: a product named or categorised as a phone comes before
 * one whose description mentions phones.
 */
const RANK_WEIGHTS = '{0.02, 0.1, 0.4, 1.0}';

export const tsRank = (column: typeof products.searchVector | typeof exhibitors.searchVector, q: string) =>
  sql`ts_rank(${RANK_WEIGHTS}::float4[], ${column}, to_tsquery('simple', ${q}))`;

/** Any of the tags (jsonb `?|`). */
export const anyTag = (column: typeof products.tags | typeof exhibitors.tags, tags: string[]) =>
  sql`${column} ?| array[${sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;

/**
 * Rows matching `where` in `from`, counted up to `cap` (counting past what anyone pages through is waste).
 * With `keyword`, the count goes through the search index: for a word that statistics call common, a
 * small cap makes a sequential scan that stops after `cap` matches look cheapest, and so it is while the
 * matches are spread evenly; when they are not (a new exhibitor's products all at the end of the table)
 * it reads the whole table. The index costs the same either way (at a million products: 25 ms against
 * 16 ms for the lucky scan), and the count is kept in the read model.
 */
export async function countUpTo(
  db: Db,
  table: typeof products,
  where: SQL | undefined,
  cap: number,
  opts: { keyword: boolean },
): Promise<number> {
  const countIn = async (conn: Db) => {
    const matching = conn
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(where)
      .limit(cap)
      .as('matching');
    const [row] = await conn.select({ n: count() }).from(matching);
    return row?.n ?? 0;
  };
  if (!opts.keyword) return countIn(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return countIn(tx as unknown as Db);
  });
}
