import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { products } from '../../db/schema/index';

/**
 * Recomputes one fair's default product order (products.mix_round, mix_slot) after products are added,
 * removed or reordered. A product's round is its place in its exhibitor's own order (sort, then newest);
 * its slot is a hash of the exhibitor, the same in every round. Listing by (round, slot) shows each
 * exhibitor's first product, then each one's second, and so on: a page mixes companies, and no company
 * follows itself unless it is the only one left with products. The order is kept in the rows, and read
 * through products_mix_idx, so a list page still stops after one page of index entries rather than
 * ranking every product per request.
 *
 * One statement, writing only the rows whose place changed.
 */
export async function refreshListOrder(db: Db, exhibitionId: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${products} SET mix_round = r.n, mix_slot = r.slot
      FROM (SELECT id,
                   (row_number() OVER (PARTITION BY exhibitor_id ORDER BY sort, created_at DESC, id) - 1)::int AS n,
                   hashtext(exhibitor_id) AS slot
              FROM ${products}
             WHERE exhibition_id = ${exhibitionId}) AS r
     WHERE ${products.id} = r.id AND (${products.mixRound} <> r.n OR ${products.mixSlot} <> r.slot)`);
}

/**
 * The same order for one exhibitor's products, after the back office added, removed or reordered some:
 * an exhibitor's rounds and slot depend on its own rows only, so nothing else moves.
 */
export async function refreshExhibitorListOrder(db: DbOrTx, exhibitorId: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${products} SET mix_round = r.n, mix_slot = r.slot
      FROM (SELECT id,
                   (row_number() OVER (ORDER BY sort, created_at DESC, id) - 1)::int AS n,
                   hashtext(exhibitor_id) AS slot
              FROM ${products}
             WHERE exhibitor_id = ${exhibitorId}) AS r
     WHERE ${products.id} = r.id AND (${products.mixRound} <> r.n OR ${products.mixSlot} <> r.slot)`);
}
