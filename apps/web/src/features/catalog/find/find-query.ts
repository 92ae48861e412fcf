import {
  type CollectionType,
  type ExhibitorSort,
  ExhibitorSorts,
  type Floor,
  Floors,
  type ProductListRequest,
  type ProductSort,
  ProductSorts,
} from '@openfair/contract';
import type { CatalogFilters } from '../api/catalog.api';

/** The three find lists of /find/:type. */
export const FindTypes = ['actor', 'product', 'person'] as const;
export type FindType = (typeof FindTypes)[number];

export function isFindType(value: string | undefined): value is FindType {
  return (FindTypes as readonly string[]).includes(value ?? '');
}

/** Favourites use the contract's subject types. */
export const collectionTypeOf: Record<FindType, CollectionType> = {
  actor: 'ACTOR',
  product: 'PRODUCT',
  person: 'VISITOR',
};

/** Twelve fills whole rows of the 4-, 3- and 2-column grids. */
export const FIND_PAGE_SIZE = 12;

export type FindQuery = CatalogFilters & { page: number; sort: string };

const MAX_TAGS = 20;

export function sortsOf(type: FindType): readonly string[] {
  if (type === 'actor') return ExhibitorSorts;
  if (type === 'product') return ProductSorts;
  // the visitor list has no sort in the contract
  return ['default'];
}

function positiveInt(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/**
 * The filters, sort and page live in the address (?page=&category=&country=&floor=&tag=&keyword=&sort=),
 * so back/forward and a shared link show the same list. Unknown or malformed values fall back to "any".
 */
export function parseFindQuery(params: URLSearchParams, type: FindType): FindQuery {
  const floor = params.get('floor') ?? '';
  const sort = params.get('sort') ?? 'default';
  const tags = [...new Set(params.getAll('tag').filter((t) => t !== ''))].slice(0, MAX_TAGS);
  return {
    page: positiveInt(params.get('page')),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    category: (params.get('category') ?? '').slice(0, 64),
    countryId: (params.get('country') ?? '').slice(0, 8),
    floor: (Floors as readonly string[]).includes(floor) ? (floor as Floor) : '',
    tags: type === 'person' ? [] : tags,
    sort: sortsOf(type).includes(sort) ? sort : 'default',
  };
}

/** The inverse of parseFindQuery; defaults are left out so a plain list keeps a plain address. */
export function toFindSearch(q: FindQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (q.keyword) out.set('keyword', q.keyword);
  if (q.category) out.set('category', q.category);
  if (q.countryId) out.set('country', q.countryId);
  if (q.floor) out.set('floor', q.floor);
  for (const tag of q.tags) out.append('tag', tag);
  if (q.sort && q.sort !== 'default') out.set('sort', q.sort);
  if (q.page > 1) out.set('page', String(q.page));
  return out;
}

export function hasActiveFilters(q: FindQuery): boolean {
  return Boolean(q.keyword || q.category || q.countryId || q.floor || q.tags.length > 0);
}

/** Request bodies of the three list calls (contract schemas). */
export function exhibitorListBody(q: FindQuery) {
  return {
    pageNum: q.page,
    pageSize: FIND_PAGE_SIZE,
    keyword: q.keyword,
    category: q.category,
    countryId: q.countryId,
    floor: q.floor,
    tags: q.tags,
    sort: q.sort as ExhibitorSort,
  };
}

export function productListBody(q: FindQuery): ProductListRequest {
  return { ...exhibitorListBody(q), sort: q.sort as ProductSort, exhibitorId: '' };
}

export function visitorListBody(q: FindQuery) {
  return {
    pageNum: q.page,
    pageSize: FIND_PAGE_SIZE,
    keyword: q.keyword,
    countryId: q.countryId,
    category: q.category,
  };
}
