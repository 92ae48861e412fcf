import {
  CatalogPaths,
  type CollectionType,
  ContentPaths,
  type NoticeType,
  type SessionSubjectType,
} from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/request';
import { useSession } from '../../../lib/session-store';
import { noticeKeys } from '../../../shared/notices/notices.api';
import { catalogKeys } from '../api/catalog.api';

/** Route segments of /collection/:type and /footprint/:type and the subject type each one lists. */
const ROUTE_TYPE_SUBJECT: Record<string, CollectionType> = {
  exhibitor: 'ACTOR',
  product: 'PRODUCT',
  audience: 'VISITOR',
  person: 'VISITOR',
};

/** Which route types a role may open (spec 000 §2): visitors keep exhibitors and products, exhibitors visitors. */
export function personalTypesFor(
  role: SessionSubjectType,
  area: 'collection' | 'footprint',
): readonly string[] {
  if (role === 'ACTOR') return [area === 'collection' ? 'audience' : 'person'];
  return ['exhibitor', 'product'];
}

export function subjectTypeOf(routeType: string | undefined): CollectionType | null {
  return (routeType && ROUTE_TYPE_SUBJECT[routeType]) || null;
}

export type PersonalPageParams = { subjectType: CollectionType; pageNum: number; pageSize: number };

/**
 * The favourite/history type as the request body carries it: `collectionType`, because `subjectType` is the
 * common field (the caller's role) that the request wrapper adds to every call.
 */
export function collectionTypeBody(subjectType: CollectionType): { collectionType: CollectionType } {
  return { collectionType: subjectType };
}

export function useCollectionList(p: PersonalPageParams) {
  const lang = useSession((s) => s.language);
  return useQuery({
    queryKey: [...catalogKeys.collections(p.subjectType), p.pageNum, p.pageSize, lang],
    queryFn: () =>
      post(CatalogPaths.collectionList, {
        ...collectionTypeBody(p.subjectType),
        pageNum: p.pageNum,
        pageSize: p.pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useFootprintList(p: PersonalPageParams) {
  const lang = useSession((s) => s.language);
  return useQuery({
    queryKey: [...catalogKeys.footprints(p.subjectType), p.pageNum, p.pageSize, lang],
    queryFn: () =>
      post(CatalogPaths.footprintList, {
        ...collectionTypeBody(p.subjectType),
        pageNum: p.pageNum,
        pageSize: p.pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useClearFootprints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subjectType: CollectionType) =>
      post(CatalogPaths.footprintClear, collectionTypeBody(subjectType)),
    onSettled: (_data, _error, subjectType) =>
      client.invalidateQueries({ queryKey: catalogKeys.footprints(subjectType) }),
  });
}

/** Only exhibitors and products can be exported (spec: exportExcelActor, exportExcelProduct). */
export function exportPathFor(
  subjectType: CollectionType,
): typeof CatalogPaths.exportExcelProduct | typeof CatalogPaths.exportExcelActor | null {
  if (subjectType === 'PRODUCT') return CatalogPaths.exportExcelProduct;
  if (subjectType === 'ACTOR') return CatalogPaths.exportExcelActor;
  return null;
}

/** Fetches the favourites workbook as a Blob (a stream call of the request wrapper). */
export function fetchExport(subjectType: CollectionType): Promise<Blob> {
  const path = exportPathFor(subjectType);
  if (!path) return Promise.reject(new Error(`no export for ${subjectType}`));
  return post(path, {}, { stream: true });
}

/** The Excel export of a favourites type, as a mutation so the button shows it running. */
export function useExportCollection() {
  return useMutation({ mutationFn: fetchExport });
}

export const mailKeys = {
  list: (token: string, noticeType: NoticeType, pageNum: number, lang: string) =>
    [...noticeKeys.all, 'list', token, noticeType, pageNum, lang] as const,
};

export const MAIL_PAGE_SIZE = 10;

export function useNoticeList(noticeType: NoticeType, pageNum: number) {
  const token = useSession((s) => s.token);
  const lang = useSession((s) => s.language);
  return useQuery({
    queryKey: mailKeys.list(token, noticeType, pageNum, lang),
    queryFn: () => post(ContentPaths.noticeList, { noticeType, pageNum, pageSize: MAIL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Opens a notice: getNotice marks it seen on the server, then every notice query (the menu's unread
 * counts and the lists) is refreshed so the dot updates at once instead of at the next 60 s poll.
 */
export function useReadNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(ContentPaths.notice, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
