import type {
  CatalogPage,
  CollectionType,
  ExhibitorCard,
  ProductCard,
  ProductDetail,
} from '@openfair/contract';
import { slot } from '../../core/context';
import { TtlCache } from '../../core/ttl-cache';
import type { Db } from '../../db/client';
import { type CategoryLabels, categoryLabels, type ProductCardRow } from './catalog.queries';

/**
 * How long catalog read models may be reused. At 100k products the dear parts of a list or search page
 * are the total (a count over up to TOTAL_CAP matches) and finding the page's rows (a keyword page reads
 * every match to rank or sort them: 5-17 ms for a common word), and the same pages are asked for again
 * and again (the first page of each list, the trending keywords). So the catalog keeps, per viewer
 * visibility class and filters: totals, and pages of presented cards (what every viewer of that class
 * sees); details, card rows and recommendations likewise. What is per viewer (favourited, client pool)
 * is kept per viewer and laid over them on every request.
 *
 * A write to products, exhibitors or categories publishes 'catalog.changed', which empties these caches
 * on every instance at once; the TTL only bounds how stale a page can be if that event is lost.
 */
export const CATALOG_CACHE_TTL_MS = 30_000;
/** Distinct filter combinations remembered (keys are short strings). */
const MAX_COUNT_ENTRIES = 5_000;
/** Pages remembered per kind: a product page is about 20 cards of well under 1 KB each. */
const MAX_PAGE_ENTRIES = 2_000;
/** Product details and card rows remembered (a few KB and well under 1 KB each). */
const MAX_PRODUCT_ENTRIES = 20_000;
/** Visitors whose interests and recommendation order are remembered. */
const MAX_VISITOR_ENTRIES = 10_000;

/** A page as every viewer of its visibility class sees it; each viewer's own flags are laid over it. */
export type ProductPage = {
  cards: ProductCard[];
  realTotal: number;
  /** the whole answer for callers whose own flags change none of the cards (a sharedResponse) */
  answer?: CatalogPage<ProductCard>;
};
export type ExhibitorPage = { cards: ExhibitorCard[]; total: number };
/** A product's detail in one language with what decides who may open it (`collected` false). */
export type SharedProductDetail = { detail: ProductDetail; scope: number; exhibitorId: string };
/** The newest products a viewer class sees, for recommendations (recommend.service.ts). */
export type Candidate = { id: string; category: string; exhibitorId: string; scope: number };
/** What a visitor has shown interest in (recommend.service.ts). */
export type Interests = {
  favourite: { categories: Set<string>; exhibitors: Set<string> };
  history: { categories: Set<string>; exhibitors: Set<string> };
  purchase: Set<string>;
  favouriteProductIds: Set<string>;
  pool: Set<string>;
};

/** A viewer's favourites by kind and the exhibitors whose client pools hold them (viewer-flags.queries.ts). */
export type ViewerFlags = { collected: Map<CollectionType, Set<string>>; pool: Set<string> };

export type CatalogReadModel = {
  counts: TtlCache<number>;
  labels: TtlCache<CategoryLabels>;
  touristLimits: TtlCache<number>;
  productPages: TtlCache<ProductPage>;
  exhibitorPages: TtlCache<ExhibitorPage>;
  productDetails: TtlCache<SharedProductDetail | null>;
  cardRows: TtlCache<ProductCardRow | null>;
  candidateWindows: TtlCache<Candidate[]>;
  /** per fair and visitor; history shows in them within the TTL, favourites and pools at once */
  interests: TtlCache<Interests>;
  /** a visitor's recommendation order (product ids), per fair, visitor and visibility class */
  rankings: TtlCache<string[]>;
  /** per fair and viewer: their favourites and client-pool memberships (viewer-flags.queries.ts) */
  viewerFlags: TtlCache<ViewerFlags>;
  clear(): void;
};

/** One read model per instance, emptied by every 'catalog.changed' event. */
export const catalogReadModel = slot('catalog.readModel', (app): CatalogReadModel => {
  const caches = {
    counts: new TtlCache<number>(CATALOG_CACHE_TTL_MS, MAX_COUNT_ENTRIES),
    labels: new TtlCache<CategoryLabels>(CATALOG_CACHE_TTL_MS, 100),
    touristLimits: new TtlCache<number>(CATALOG_CACHE_TTL_MS, 100),
    productPages: new TtlCache<ProductPage>(CATALOG_CACHE_TTL_MS, MAX_PAGE_ENTRIES),
    exhibitorPages: new TtlCache<ExhibitorPage>(CATALOG_CACHE_TTL_MS, MAX_PAGE_ENTRIES),
    productDetails: new TtlCache<SharedProductDetail | null>(CATALOG_CACHE_TTL_MS, MAX_PRODUCT_ENTRIES),
    cardRows: new TtlCache<ProductCardRow | null>(CATALOG_CACHE_TTL_MS, MAX_PRODUCT_ENTRIES),
    // One per visibility class and fair: a handful, about 2,000 short rows each.
    candidateWindows: new TtlCache<Candidate[]>(CATALOG_CACHE_TTL_MS, 100),
    interests: new TtlCache<Interests>(CATALOG_CACHE_TTL_MS, MAX_VISITOR_ENTRIES),
    rankings: new TtlCache<string[]>(CATALOG_CACHE_TTL_MS, MAX_VISITOR_ENTRIES),
    viewerFlags: new TtlCache<ViewerFlags>(CATALOG_CACHE_TTL_MS, MAX_VISITOR_ENTRIES),
  };
  const model: CatalogReadModel = {
    ...caches,
    clear() {
      for (const cache of Object.values(caches)) cache.clear();
    },
  };
  // Fairs share nothing cached across them, but one write is rare enough that clearing all is simplest.
  app.events.subscribe('catalog.changed', () => model.clear());
  app.events.subscribe('interests.changed', ({ exhibitionId, userAccountId }) => {
    const prefix = visitorKey(exhibitionId, userAccountId);
    caches.interests.delete(prefix);
    caches.viewerFlags.delete(prefix);
    caches.rankings.deleteKeysStartingWith(`${prefix}|`);
  });
  return model;
});

/** The key of a visitor's entries (a ranking adds `|` and the visibility class). */
export const visitorKey = (exhibitionId: string, userAccountId: string) => `${exhibitionId}|${userAccountId}`;

/** The fair's category labels (key → [name, nameEn]) through the read model. */
export function labelsFor(cc: {
  db: Db;
  exhibitionId: string;
  readModel: CatalogReadModel;
}): Promise<CategoryLabels> {
  return cc.readModel.labels.load(cc.exhibitionId, () => categoryLabels(cc.db, cc.exhibitionId));
}
