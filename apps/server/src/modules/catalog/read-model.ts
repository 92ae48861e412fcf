import { slot } from '../../core/context';
import { TtlCache } from '../../core/ttl-cache';
import type { Db } from '../../db/client';
import {
  type CategoryLabels,
  categoryLabels,
  type ExhibitorRow,
  type ProductCardRow,
} from './catalog.queries';

/**
 * How long catalog read models may be reused. At 100k products the dear parts of a list or search page
 * are the total (a count over up to TOTAL_CAP matches) and finding the page's rows (a keyword page reads
 * every match to rank or sort them: 5-17 ms for a common word), and the same pages are asked for again
 * and again (the first page of each list, the trending keywords). So the catalog keeps, per viewer
 * visibility class and filters: totals, and pages as card rows (what every viewer of that class sees).
 * What is per viewer (favourited, client pool) is read fresh on every request.
 *
 * A write to products, exhibitors or categories publishes 'catalog.changed', which empties these caches
 * on every instance at once; the TTL only bounds how stale a page can be if that event is lost.
 */
export const CATALOG_CACHE_TTL_MS = 30_000;
/** Distinct filter combinations remembered (keys are short strings). */
const MAX_COUNT_ENTRIES = 5_000;
/** Pages remembered per kind: a product page is about 20 card rows of well under 1 KB each. */
const MAX_PAGE_ENTRIES = 2_000;

export type ProductPage = { rows: ProductCardRow[]; realTotal: number };
export type ExhibitorPage = { rows: ExhibitorRow[]; total: number; productCounts: Map<string, number> };
/** The newest products a viewer class sees, for recommendations (recommend.service.ts). */
export type Candidate = { id: string; category: string; exhibitorId: string; scope: number };

export type CatalogReadModel = {
  counts: TtlCache<number>;
  labels: TtlCache<CategoryLabels>;
  productPages: TtlCache<ProductPage>;
  exhibitorPages: TtlCache<ExhibitorPage>;
  candidateWindows: TtlCache<Candidate[]>;
  clear(): void;
};

/** One read model per instance, emptied by every 'catalog.changed' event. */
export const catalogReadModel = slot('catalog.readModel', (app): CatalogReadModel => {
  const caches = {
    counts: new TtlCache<number>(CATALOG_CACHE_TTL_MS, MAX_COUNT_ENTRIES),
    labels: new TtlCache<CategoryLabels>(CATALOG_CACHE_TTL_MS, 100),
    productPages: new TtlCache<ProductPage>(CATALOG_CACHE_TTL_MS, MAX_PAGE_ENTRIES),
    exhibitorPages: new TtlCache<ExhibitorPage>(CATALOG_CACHE_TTL_MS, MAX_PAGE_ENTRIES),
    // One per visibility class and fair: a handful, about 2,000 short rows each.
    candidateWindows: new TtlCache<Candidate[]>(CATALOG_CACHE_TTL_MS, 100),
  };
  const model: CatalogReadModel = {
    ...caches,
    clear() {
      for (const cache of Object.values(caches)) cache.clear();
    },
  };
  // Fairs share nothing cached across them, but one write is rare enough that clearing all is simplest.
  app.events.subscribe('catalog.changed', () => model.clear());
  return model;
});

/** The fair's category labels (key → [name, nameEn]) through the read model. */
export function labelsFor(cc: {
  db: Db;
  exhibitionId: string;
  readModel: CatalogReadModel;
}): Promise<CategoryLabels> {
  return cc.readModel.labels.load(cc.exhibitionId, () => categoryLabels(cc.db, cc.exhibitionId));
}
