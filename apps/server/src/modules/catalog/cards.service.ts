import type { CollectionType, ExhibitorCard, ProductCard, VisitorCard } from '@openfair/contract';
import { inPool, viewerAccountId } from '../../core/visibility';
import { presentExhibitorCard, presentProductCard, presentVisitorCard } from './catalog.presenter';
import {
  type CategoryLabels,
  type ExhibitorRow,
  type ProductCardRow,
  type VisitorRow,
  visibleProductCounts,
} from './catalog.queries';
import type { CatalogContext } from './catalog-context';
import { collectedIds } from './footprint.service';
import { labelsFor } from './read-model';
import { productFlags } from './viewer-flags.queries';

/** Which of these subjects the viewer has favourited (nothing for a guest). */
export async function collectedSet(
  cc: CatalogContext,
  subjectType: CollectionType,
  subjectIds: string[],
): Promise<Set<string>> {
  const userAccountId = viewerAccountId(cc.viewer);
  if (!userAccountId || subjectIds.length === 0) return new Set();
  return collectedIds(cc.app.prepared, {
    exhibitionId: cc.exhibitionId,
    userAccountId,
    subjectType,
    subjectIds,
  });
}

/** Cards for exhibitor rows, with product counts the viewer may see and the collected flag. */
export async function exhibitorCards(
  cc: CatalogContext,
  rows: ExhibitorRow[],
  opts: { highlightKeyword?: string; labels?: CategoryLabels; productCounts?: Map<string, number> } = {},
): Promise<ExhibitorCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [labels, counts, collected] = await Promise.all([
    opts.labels ?? labelsFor(cc),
    opts.productCounts ?? visibleProductCounts(cc.db, cc.exhibitionId, cc.viewer, ids),
    collectedSet(cc, 'ACTOR', ids),
  ]);
  return rows.map((e) =>
    presentExhibitorCard(e, {
      lang: cc.lang,
      labels,
      productCount: counts.get(e.id) ?? 0,
      collected: collected.has(e.id),
      keyword: opts.highlightKeyword,
    }),
  );
}

/** Cards for product rows: inPool and collected for the viewer. */
export async function productCards(
  cc: CatalogContext,
  rows: ProductCardRow[],
  opts: { highlightKeyword?: string } = {},
): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const [labels, { pool, collected }] = await Promise.all([
    labelsFor(cc),
    productFlags(cc, {
      productIds: rows.map((r) => r.id),
      // Only client-pool-only products (scope 1) depend on the pool.
      restrictedOwnerIds: rows.filter((r) => r.scope === 1).map((r) => r.exhibitorId),
    }),
  ]);
  return rows.map((p) =>
    presentProductCard(p, {
      lang: cc.lang,
      labels,
      inPool: inPool(cc.viewer, p, pool),
      collected: collected.has(p.id),
      keyword: opts.highlightKeyword,
    }),
  );
}

/** Cards for visitor rows (exhibitors' view), with the collected flag. */
export async function visitorCards(cc: CatalogContext, rows: VisitorRow[]): Promise<VisitorCard[]> {
  const collected = await collectedSet(
    cc,
    'VISITOR',
    rows.map((r) => r.id),
  );
  return rows.map((v) => presentVisitorCard(v, cc.lang, collected.has(v.id)));
}
