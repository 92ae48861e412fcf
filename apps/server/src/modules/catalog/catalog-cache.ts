import type { Db } from '../../db/client';
import { TtlCache } from '../../lib/ttl-cache';
import type { CategoryLabels, ExhibitorRow, ProductCardRow } from './catalog.presenter';
import { categoryLabels } from './search-index.service';

/**
 * How long catalog read models may be reused. At 100k products the dear parts of a list or search page
 * are the total (a count over up to TOTAL_CAP matches) and finding the page's rows (a keyword page reads
 * every match to rank or sort them: 5-17 ms for a common word), and the same pages are asked for again
 * and again (the first page of each list, the trending keywords). So the catalog keeps, per viewer
 * visibility class and filters: totals, and pages as card rows (what every viewer of that class sees).
 * What is per viewer (favourited, client pool) is read fresh on every request.
 *
 * A page or total may lag a write by up to this long. Each instance keeps its own copy: writes through
 * an instance call invalidateCatalog at once; other instances catch up within the TTL.
 */
export const CATALOG_CACHE_TTL_MS = 30_000;
/** Distinct filter combinations remembered (keys are short strings). */
const MAX_COUNT_ENTRIES = 5_000;
/** Pages remembered per kind: a product page is about 20 card rows of well under 1 KB each. */
const MAX_PAGE_ENTRIES = 2_000;

type ProductPage = { rows: ProductCardRow[]; realTotal: number };
type ExhibitorPage = { rows: ExhibitorRow[]; total: number; productCounts: Map<string, number> };
/** The newest products a viewer class sees, for recommendations (recommend.service.ts). */
type Candidates = { id: string; category: string; exhibitorId: string; scope: number }[];
type CatalogCaches = {
  counts: TtlCache<number>;
  labels: TtlCache<CategoryLabels>;
  productPages: TtlCache<ProductPage>;
  exhibitorPages: TtlCache<ExhibitorPage>;
  candidateWindows: TtlCache<Candidates>;
};

// Per database handle: tests and benches run several fairs' databases in one process.
const cachesByDb = new WeakMap<Db, CatalogCaches>();

export function catalogCaches(db: Db): CatalogCaches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = {
      counts: new TtlCache<number>(CATALOG_CACHE_TTL_MS, MAX_COUNT_ENTRIES),
      labels: new TtlCache<CategoryLabels>(CATALOG_CACHE_TTL_MS, 100),
      productPages: new TtlCache<ProductPage>(CATALOG_CACHE_TTL_MS, MAX_PAGE_ENTRIES),
      exhibitorPages: new TtlCache<ExhibitorPage>(CATALOG_CACHE_TTL_MS, MAX_PAGE_ENTRIES),
      // One per visibility class and fair: a handful, about 2,000 short rows each.
      candidateWindows: new TtlCache<Candidates>(CATALOG_CACHE_TTL_MS, 100),
    };
    cachesByDb.set(db, caches);
  }
  return caches;
}

/** Call after any write to products, exhibitors or categories (back office, imports, seeding). */
export function invalidateCatalog(db: Db): void {
  const caches = cachesByDb.get(db);
  if (!caches) return;
  for (const cache of Object.values(caches)) cache.clear();
}

/** The fair's category labels (key → [name, nameEn]) through the cache. */
export function labelsFor(db: Db, exhibitionId: string): Promise<CategoryLabels> {
  return catalogCaches(db).labels.load(exhibitionId, () => categoryLabels(db, exhibitionId));
}
