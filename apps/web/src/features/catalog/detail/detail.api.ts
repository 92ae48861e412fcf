import {
  CatalogPaths,
  InvitationPaths,
  type ProductAccessDenied,
  type ProductDetail,
  type ProductTouristLimited,
  ResponseCode,
} from '@openfair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, post } from '../../../api/request';
import { useSession } from '../../../lib/session-store';
import { catalogKeys } from '../api/catalog.api';

// Keys live under catalogKeys.all (catalog.api.ts) so a favourite toggle refreshes every "collected"
// flag; the language is appended because text fields arrive in the request's language.
export const detailKeys = {
  exhibitor: (id: string, lang: string) => [...catalogKeys.exhibitorDetail(id), lang] as const,
  product: (id: string, lang: string) => [...catalogKeys.productDetail(id), lang] as const,
  visitor: (id: string, lang: string) => [...catalogKeys.visitorDetail(id), lang] as const,
};

/** The server answers 1005 for an unknown or hidden id: the screen shows "not found", not a retry. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && Number(error.code) === ResponseCode.NotFound;
}

/** What the product detail call answers: the detail, or why this viewer does not get it. */
export type ProductDetailAnswer = ProductDetail | ProductAccessDenied | ProductTouristLimited;

export function isRestricted(data: ProductDetailAnswer | undefined): data is ProductAccessDenied {
  return Boolean(data && 'restricted' in data && data.restricted);
}

/** A guest past the tourist limit: the screen prompts login instead of the product. */
export function isTouristLimited(data: ProductDetailAnswer | undefined): data is ProductTouristLimited {
  return Boolean(data && 'touristLimited' in data && data.touristLimited);
}

export const isProductDetail = (data: ProductDetailAnswer | undefined): data is ProductDetail =>
  data !== undefined && !isRestricted(data) && !isTouristLimited(data);

// Detail calls are silent: the screen renders its own not-found and error states instead of a toast.
const silent = { silent: true } as const;

// A missing resource never gets better by retrying; other failures get one more try.
const retryUnlessNotFound = (count: number, error: unknown) => !isNotFoundError(error) && count < 1;

export function useExhibitorDetail(id: string) {
  const lang = useSession((s) => s.language);
  return useQuery({
    queryKey: detailKeys.exhibitor(id, lang),
    queryFn: () => post(CatalogPaths.exhibitorDetail, { id }, silent),
    enabled: id !== '',
    retry: retryUnlessNotFound,
  });
}

export function useProductDetail(id: string) {
  const lang = useSession((s) => s.language);
  return useQuery({
    queryKey: detailKeys.product(id, lang),
    queryFn: () => post(CatalogPaths.productDetail, { id }, silent),
    enabled: id !== '',
    retry: retryUnlessNotFound,
  });
}

export function useVisitorDetail(id: string) {
  const lang = useSession((s) => s.language);
  return useQuery({
    queryKey: detailKeys.visitor(id, lang),
    queryFn: () => post(CatalogPaths.visitorDetail, { id }, silent),
    enabled: id !== '',
    retry: retryUnlessNotFound,
  });
}

/**
 * Exhibitor staff keep a visitor's business card: the visitor joins the company's client pool (addVisitingCard)
 * and the visitor's page then says so.
 */
export function useKeepVisitingCard(visitorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => post(InvitationPaths.addVisitingCard, { visitorId }),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.visitorDetail(visitorId) }),
  });
}
