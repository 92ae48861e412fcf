import {
  type CatalogPage,
  CatalogPaths,
  type CollectionType,
  type ExhibitorCard,
  type ExhibitorListRequest,
  type FilterOptions,
  mayCollect,
  type ProductCard,
  type ProductListRequest,
  type SearchRequest,
  type SearchResult,
  type SearchTrend,
  type VisitorCard,
  type VisitorListRequest,
} from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/request';
import { isLoggedIn, useSession } from '../../../lib/session-store';

/** The find-list filters every list shares; empty values mean "any". */
export type CatalogFilters = Pick<
  ProductListRequest,
  'keyword' | 'category' | 'countryId' | 'floor' | 'tags'
>;

/** The lists' and the search's parameters are the contract's requests, with every default filled in. */
export type ExhibitorListParams = ExhibitorListRequest;
export type ProductListParams = ProductListRequest;
export type VisitorListParams = VisitorListRequest;
export type SearchParams = SearchRequest;

/**
 * Query keys of every catalog call. Detail and personal screens (features/catalog/detail, /personal) add
 * their own keys under `catalogKeys.all` so one invalidation of `all` refreshes every "collected" flag.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  exhibitors: () => [...catalogKeys.all, 'exhibitors'] as const,
  exhibitorList: (p: ExhibitorListParams) => [...catalogKeys.exhibitors(), p] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productList: (p: ProductListParams) => [...catalogKeys.products(), p] as const,
  visitors: () => [...catalogKeys.all, 'visitors'] as const,
  visitorList: (p: VisitorListParams) => [...catalogKeys.visitors(), p] as const,
  filterOptions: (language: string) => [...catalogKeys.all, 'filterOptions', language] as const,
  search: (p: SearchParams) => [...catalogKeys.all, 'search', p] as const,
  searchTrend: () => [...catalogKeys.all, 'searchTrend'] as const,
  exhibitorDetail: (id: string) => [...catalogKeys.all, 'exhibitorDetail', id] as const,
  productDetail: (id: string) => [...catalogKeys.all, 'productDetail', id] as const,
  visitorDetail: (id: string) => [...catalogKeys.all, 'visitorDetail', id] as const,
  collections: (type: CollectionType) => [...catalogKeys.all, 'collections', type] as const,
  footprints: (type: CollectionType) => [...catalogKeys.all, 'footprints', type] as const,
};

export function fetchExhibitorList(p: ExhibitorListParams): Promise<CatalogPage<ExhibitorCard>> {
  return post(CatalogPaths.exhibitorList, { ...p });
}

export function fetchProductList(p: ProductListParams): Promise<CatalogPage<ProductCard>> {
  return post(CatalogPaths.productList, { ...p });
}

export function fetchVisitorList(p: VisitorListParams): Promise<CatalogPage<VisitorCard>> {
  return post(CatalogPaths.visitorList, { ...p });
}

export function fetchFilterOptions(): Promise<FilterOptions> {
  return post(CatalogPaths.filterOptions, {}, { silent: true });
}

export function fetchSearch(p: SearchParams): Promise<SearchResult> {
  return post(CatalogPaths.search, { ...p });
}

/** Silent: trends are a decoration of the search page, it works without them. */
export function fetchSearchTrend(): Promise<SearchTrend[]> {
  return post(CatalogPaths.searchTrend, {}, { silent: true });
}

// The favourite's kind is `collectionType`: `subjectType` is the common field (the caller's role).
export function addCollection(subjectType: CollectionType, subjectId: string): Promise<unknown> {
  return post(CatalogPaths.addCollection, { collectionType: subjectType, subjectId });
}

export function removeCollection(subjectType: CollectionType, subjectId: string): Promise<unknown> {
  return post(CatalogPaths.updateCollection, { collectionType: subjectType, subjectId });
}

export function useExhibitorList(p: ExhibitorListParams, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.exhibitorList(p),
    queryFn: () => fetchExhibitorList(p),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProductList(p: ProductListParams, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.productList(p),
    queryFn: () => fetchProductList(p),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useVisitorList(p: VisitorListParams, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.visitorList(p),
    queryFn: () => fetchVisitorList(p),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Names arrive in the request's language, so the cache is per language. */
export function useFilterOptions(language: string) {
  return useQuery({
    queryKey: catalogKeys.filterOptions(language),
    queryFn: fetchFilterOptions,
    staleTime: 10 * 60_000,
  });
}

export function useSearch(p: SearchParams) {
  return useQuery({
    queryKey: catalogKeys.search(p),
    queryFn: () => fetchSearch(p),
    enabled: p.keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useSearchTrend() {
  return useQuery({ queryKey: catalogKeys.searchTrend(), queryFn: fetchSearchTrend, staleTime: 5 * 60_000 });
}

/**
 * Adds or removes a favourite, then refreshes every catalog query (lists, details, favourites) so each
 * heart shows the new state.
 */
export function useToggleCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { subjectType: CollectionType; subjectId: string; collected: boolean }) =>
      v.collected ? removeCollection(v.subjectType, v.subjectId) : addCollection(v.subjectType, v.subjectId),
    onSettled: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

/**
 * The favourite hearts of the cards on a screen: `collect('PRODUCT')` gives the props a card takes, no
 * heart for anonymous users nor for callers who may not favourite that kind. One toggle for the whole screen, so a heart waits for the other's call.
 */
export function useCollectToggle() {
  const loggedIn = useSession(isLoggedIn);
  const callerType = useSession((s) => s.subjectType);
  const toggle = useToggleCollection();
  return (subjectType: CollectionType) => ({
    collectPending: toggle.isPending,
    // No heart where the caller may not favourite (an organizer browsing read-only, an exhibitor on products).
    onToggleCollect:
      loggedIn && mayCollect(callerType, subjectType)
        ? (card: { id: string; collected: boolean }) =>
            toggle.mutate({ subjectType, subjectId: card.id, collected: card.collected })
        : undefined,
  });
}
