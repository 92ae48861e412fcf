import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exhibitors, products } from '../../db/schema/index';
import { categoryLabels } from './catalog.queries';
import { exhibitorSearchText, productSearchText } from './search-text';

// Rows per UPDATE: large enough to amortise the round trip, small enough to keep one statement and
// its parameter list modest (PGlite blocks the event loop for the statement's duration).
const BATCH = 500;

/**
 * The search_vector value for a row written one at a time (back office edits, bulk generators):
 * `searchVector: searchVectorSql(productSearchText(...))` on insert or update, no later rebuild needed.
 */
export const searchVectorSql = (tokenText: string): SQL => sql`to_tsvector('simple', ${tokenText})`;

async function writeVectors(db: Db, table: 'products' | 'exhibitors', rows: { id: string; text: string }[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}, ${r.text})`),
    sql`, `,
  );
  const t = sql.identifier(table);
  await db.execute(
    sql`UPDATE ${t} SET search_vector = to_tsvector('simple', v.t) FROM (VALUES ${values}) AS v(id, t) WHERE ${t}.id = v.id`,
  );
}

/**
 * Rebuilds the search vectors of one fair's products and exhibitors (after seeding or a bulk import).
 * It runs before an instance serves the fair (seeding, scripts); a running instance that rebuilds
 * publishes 'catalog.changed' afterwards so every instance drops its cached pages.
 */
export async function refreshSearchVectors(db: Db, exhibitionId: string): Promise<void> {
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
  after = '';
  for (;;) {
    const filters: SQL[] = [eq(exhibitors.exhibitionId, exhibitionId)];
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
      })
      .from(exhibitors)
      .where(and(...filters))
      .orderBy(asc(exhibitors.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    await writeVectors(
      db,
      'exhibitors',
      batch.map((e) => ({ id: e.id, text: exhibitorSearchText(e) })),
    );
    after = batch[batch.length - 1]!.id;
  }
  // A GIN index takes updates into its pending list, which every search then reads in full and
  // which makes the planner prefer a sequential scan; PGlite has no autovacuum to merge it, so the
  // bulk rebuild merges it itself.
  await db.execute(sql`SELECT gin_clean_pending_list('products_search_idx'::regclass)`);
  await db.execute(sql`SELECT gin_clean_pending_list('exhibitors_search_idx'::regclass)`);
}
