import type { ExhibitorCard, ProductCard, VisitorCard } from '@openfair/contract';
import { inPool } from '../../core/visibility';
import { presentExhibitorCard, presentProductCard, presentVisitorCard } from './catalog.presenter';
import {
  type ExhibitorRow,
  type ProductCardRow,
  productCardRowsByIds,
  type VisitorRow,
  visibleProductCounts,
} from './catalog.queries';
import type { CatalogContext } from './catalog-context';
import { labelsFor } from './read-model';
import { collectedAmong, productFlags } from './viewer-flags.queries';

/**
 * Cards are presented in two steps. What every viewer of a visibility class sees (names in the language,
 * category labels, highlights, counts) is presented once and kept with the cached page; what belongs to
 * one viewer (favourited, in a client pool) is read on every request, in one query, and laid over it.
 */

/** Exhibitor cards as every viewer of the class sees them (`collected` false). */
export async function presentExhibitorCards(
  cc: CatalogContext,
  rows: ExhibitorRow[],
  opts: { highlightKeyword?: string; productCounts?: Map<string, number> } = {},
): Promise<ExhibitorCard[]> {
  if (rows.length === 0) return [];
  const [labels, counts] = await Promise.all([
    labelsFor(cc),
    opts.productCounts ??
      visibleProductCounts(
        cc.db,
        cc.exhibitionId,
        cc.viewer,
        rows.map((r) => r.id),
      ),
  ]);
  return rows.map((e) =>
    presentExhibitorCard(e, {
      lang: cc.lang,
      labels,
      productCount: counts.get(e.id) ?? 0,
      collected: false,
      keyword: opts.highlightKeyword,
      url: cc.media,
    }),
  );
}

/** The viewer's favourites on shared exhibitor cards. */
export async function withCollectedExhibitors(
  cc: CatalogContext,
  cards: ExhibitorCard[],
): Promise<ExhibitorCard[]> {
  const collected = await collectedAmong(
    cc,
    'ACTOR',
    cards.map((c) => c.id),
  );
  return collected.size === 0
    ? cards
    : cards.map((c) => (collected.has(c.id) ? { ...c, collected: true } : c));
}

export async function exhibitorCards(
  cc: CatalogContext,
  rows: ExhibitorRow[],
  opts: { highlightKeyword?: string; productCounts?: Map<string, number> } = {},
): Promise<ExhibitorCard[]> {
  return withCollectedExhibitors(cc, await presentExhibitorCards(cc, rows, opts));
}

/**
 * Product cards as every viewer of the class sees them: not favourited, and open unless only the
 * exhibitor's client pool may open them (scope 1), which is what most viewers' own flags leave as is.
 */
export async function presentProductCards(
  cc: CatalogContext,
  rows: ProductCardRow[],
  opts: { highlightKeyword?: string } = {},
): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const labels = await labelsFor(cc);
  return rows.map((p) =>
    presentProductCard(p, {
      lang: cc.lang,
      labels,
      inPool: p.scope !== 1,
      collected: false,
      keyword: opts.highlightKeyword,
      url: cc.media,
    }),
  );
}

/**
 * The viewer's own flags on shared product cards: may they open it (client pool), did they favourite it.
 * When they change nothing, the shared array itself comes back (its JSON can then be shared too).
 */
export async function withProductFlags(cc: CatalogContext, cards: ProductCard[]): Promise<ProductCard[]> {
  if (cards.length === 0) return cards;
  const { pool, collected } = await productFlags(cc, {
    productIds: cards.map((c) => c.id),
    // Only client-pool-only products (scope 1) depend on the pool.
    restrictedOwnerIds: cards.filter((c) => c.scope === 1).map((c) => c.exhibitorId),
  });
  let changed = false;
  const flagged = cards.map((c) => {
    const open = inPool(cc.viewer, c, pool);
    const mine = collected.has(c.id);
    if (open === c.inPool && mine === c.collected) return c;
    changed = true;
    return { ...c, inPool: open, collected: mine };
  });
  return changed ? flagged : cards;
}

export async function productCards(
  cc: CatalogContext,
  rows: ProductCardRow[],
  opts: { highlightKeyword?: string } = {},
): Promise<ProductCard[]> {
  return withProductFlags(cc, await presentProductCards(cc, rows, opts));
}

/**
 * Card rows of these products in the order given (those not in the fair left out), through the read
 * model: recommendations, favourites and history ask for the same products again and again.
 */
export async function productCardRows(cc: CatalogContext, ids: string[]): Promise<ProductCardRow[]> {
  const key = (id: string) => `${cc.exhibitionId}|${id}`;
  const unique = [...new Set(ids)];
  const missing = unique.filter((id) => cc.readModel.cardRows.get(key(id)) === undefined);
  if (missing.length > 0) {
    const found = await cc.app.prepared
      .get('product_card_rows_by_ids', productCardRowsByIds)
      .execute({ exhibitionId: cc.exhibitionId, ids: missing });
    const byId = new Map(found.map((r) => [r.id, r]));
    for (const id of missing) cc.readModel.cardRows.set(key(id), byId.get(id) ?? null);
  }
  return ids.flatMap((id) => cc.readModel.cardRows.get(key(id)) ?? []);
}

/** Cards for visitor rows (exhibitors' view), with the collected flag. */
export async function visitorCards(cc: CatalogContext, rows: VisitorRow[]): Promise<VisitorCard[]> {
  const collected = await collectedAmong(
    cc,
    'VISITOR',
    rows.map((r) => r.id),
  );
  return rows.map((v) => presentVisitorCard(v, cc.lang, collected.has(v.id), cc.media));
}
