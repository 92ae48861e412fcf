import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { exhibitors, products } from '../../db/schema/index';
import { categoryLabels } from './catalog.queries';
import { refreshExhibitorListOrder, refreshListOrder } from './list-order.service';
import { EXHIBITOR_PRODUCT_NAMES, exhibitorSearchText, productSearchText } from './search-text';

// Rows per UPDATE: large enough to amortise the round trip, small enough to keep one statement and
// its parameter list modest (PGlite blocks the event loop for the statement's duration).
const BATCH = 500;
// Exhibitors per pass: each brings up to EXHIBITOR_PRODUCT_NAMES product names.
const EXHIBITOR_BATCH = 50;

/**
 * The weighted vector of a token text's tiers (search-text.ts TIER_SEPARATOR): names and categories A,
 * brand and tags B, an exhibitor's product names C, descriptions D (to_tsvector's own weight).
 */
const weightedVector = (tokenText: SQL): SQL =>
  sql`setweight(to_tsvector('simple', split_part(${tokenText}, '|', 1)), 'A') || setweight(to_tsvector('simple', split_part(${tokenText}, '|', 2)), 'B') || setweight(to_tsvector('simple', split_part(${tokenText}, '|', 3)), 'C') || to_tsvector('simple', split_part(${tokenText}, '|', 4))`;

/**
 * The search_vector value for a row written one at a time (back office edits, bulk generators):
 * `searchVector: searchVectorSql(productSearchText(...))` on insert or update, no later rebuild needed.
 * The text is sent once and split in the database.
 */
export const searchVectorSql = (tokenText: string): SQL =>
  sql`(SELECT ${weightedVector(sql`w.t`)} FROM (SELECT ${tokenText}::text AS t) AS w)`;

async function writeVectors(
  db: DbOrTx,
  table: 'products' | 'exhibitors',
  rows: { id: string; text: string }[],
) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}, ${r.text})`),
    sql`, `,
  );
  const t = sql.identifier(table);
  await db.execute(
    sql`UPDATE ${t} SET search_vector = ${weightedVector(sql`v.t`)} FROM (VALUES ${values}) AS v(id, t) WHERE ${t}.id = v.id`,
  );
}

/**
 * Public product names of these exhibitors, one string per product (both languages), each exhibitor's
 * own order first and at most EXHIBITOR_PRODUCT_NAMES each (products_exhibitor_idx).
 */
async function publicProductNames(db: DbOrTx, exhibitorIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (exhibitorIds.length === 0) return out;
  const { rows } = await db.execute<{ exhibitor_id: string; names: string }>(sql`
    SELECT p.exhibitor_id, p.name || ' ' || p.name_en AS names
      FROM (SELECT exhibitor_id, name, name_en,
                   row_number() OVER (PARTITION BY exhibitor_id ORDER BY sort, created_at DESC, id) AS n
              FROM ${products}
             WHERE exhibitor_id IN (${sql.join(
               exhibitorIds.map((id) => sql`${id}`),
               sql`, `,
             )}) AND scope = 0) AS p
     WHERE p.n <= ${EXHIBITOR_PRODUCT_NAMES}
     ORDER BY p.exhibitor_id, p.n`);
  for (const r of rows) {
    const list = out.get(r.exhibitor_id) ?? [];
    list.push(r.names);
    out.set(r.exhibitor_id, list);
  }
  return out;
}

/**
 * Rebuilds the search vectors of one fair's exhibitors: after their products change in bulk, since an
 * exhibitor's vector holds its public products' names.
 */
export async function refreshExhibitorVectors(db: Db, exhibitionId: string): Promise<void> {
  await writeExhibitorVectors(db, exhibitionId, null);
  // See refreshSearchVectors: the bulk update merges the index's pending list itself.
  await db.execute(sql`SELECT gin_clean_pending_list('exhibitors_search_idx'::regclass)`);
}

/** Rewrites one exhibitor's search vector after its profile was edited. */
export async function refreshExhibitorVector(
  db: Db,
  exhibitionId: string,
  exhibitorId: string,
): Promise<void> {
  await writeExhibitorVectors(db, exhibitionId, exhibitorId);
}

/**
 * After the back office changed some of one exhibitor's products (added, edited, reordered, removed):
 * the vectors of those still there, the exhibitor's place in the default order, and the exhibitor's own
 * vector (it names its public products). Bounded by the one company's rows.
 */
export async function refreshExhibitorProducts(
  db: DbOrTx,
  exhibitionId: string,
  exhibitorId: string,
  productIds: readonly string[],
): Promise<void> {
  const labels = await categoryLabels(db, exhibitionId);
  for (let start = 0; start < productIds.length; start += BATCH) {
    const batch = await db
      .select({
        id: products.id,
        name: products.name,
        nameEn: products.nameEn,
        brand: products.brand,
        tags: products.tags,
        productIntro: products.productIntro,
        productEnIntro: products.productEnIntro,
        category: products.category,
      })
      .from(products)
      .where(
        and(
          eq(products.exhibitorId, exhibitorId),
          inArray(products.id, [...productIds.slice(start, start + BATCH)]),
        ),
      );
    await writeVectors(
      db,
      'products',
      batch.map((p) => ({
        id: p.id,
        text: productSearchText({ ...p, categoryLabels: labels.get(p.category) ?? [] }),
      })),
    );
  }
  await refreshExhibitorListOrder(db, exhibitorId);
  await writeExhibitorVectors(db, exhibitionId, exhibitorId);
}

async function writeExhibitorVectors(db: DbOrTx, exhibitionId: string, onlyId: string | null): Promise<void> {
  const labels = await categoryLabels(db, exhibitionId);
  let after = '';
  for (;;) {
    const filters: SQL[] = [eq(exhibitors.exhibitionId, exhibitionId)];
    if (onlyId !== null) filters.push(eq(exhibitors.id, onlyId));
    if (after) filters.push(gt(exhibitors.id, after));
    const batch = await db
      .select({
        id: exhibitors.id,
        name: exhibitors.name,
        nameEn: exhibitors.nameEn,
        brand: exhibitors.brand,
        tags: exhibitors.tags,
        introduction: exhibitors.introduction,
        enIntroduction: exhibitors.enIntroduction,
        category: exhibitors.category,
        categories: exhibitors.categories,
      })
      .from(exhibitors)
      .where(and(...filters))
      .orderBy(asc(exhibitors.id))
      .limit(EXHIBITOR_BATCH);
    if (batch.length === 0) break;
    const names = await publicProductNames(
      db,
      batch.map((e) => e.id),
    );
    await writeVectors(
      db,
      'exhibitors',
      batch.map((e) => ({
        id: e.id,
        text: exhibitorSearchText({
          ...e,
          // Every category the company names finds it, its main one first.
          categoryLabels: [...new Set([e.category, ...e.categories])].flatMap((key) => labels.get(key) ?? []),
          productNames: names.get(e.id) ?? [],
        }),
      })),
    );
    after = batch[batch.length - 1]!.id;
  }
}

/**
 * Rebuilds the search vectors of one fair's products and exhibitors, and its default product order
 * (list-order.service.ts), after seeding or a bulk import.
 * It runs before an instance serves the fair (seeding, scripts); a running instance that rebuilds
 * publishes 'catalog.changed' afterwards so every instance drops its cached pages.
 */
export async function refreshSearchVectors(db: Db, exhibitionId: string): Promise<void> {
  // The default list order follows the same bulk changes (and its writes join the merge below).
  await refreshListOrder(db, exhibitionId);
  const labels = await categoryLabels(db, exhibitionId);
  let after = '';
  for (;;) {
    const filters: SQL[] = [eq(products.exhibitionId, exhibitionId)];
    if (after) filters.push(gt(products.id, after));
    const batch = await db
      .select({
        id: products.id,
        name: products.name,
        nameEn: products.nameEn,
        brand: products.brand,
        tags: products.tags,
        productIntro: products.productIntro,
        productEnIntro: products.productEnIntro,
        category: products.category,
      })
      .from(products)
      .where(and(...filters))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    await writeVectors(
      db,
      'products',
      batch.map((p) => ({
        id: p.id,
        text: productSearchText({ ...p, categoryLabels: labels.get(p.category) ?? [] }),
      })),
    );
    after = batch[batch.length - 1]!.id;
  }
  await refreshExhibitorVectors(db, exhibitionId);
  // A GIN index takes updates into its pending list, which every search then reads in full and
  // which makes the planner prefer a sequential scan; PGlite has no autovacuum to merge it, so the
  // bulk rebuild merges it itself.
  await db.execute(sql`SELECT gin_clean_pending_list('products_search_idx'::regclass)`);
}
