import { type FixedPage, OrganizerPaths } from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, post } from '../../api/request';
import { readCatalogue } from '../../i18n';
import { organizerKeys } from './organizer.api';

/** The console's fixed pages, Q&A and version log (editContent). */
export const pageKeys = {
  page: (page: FixedPage) => [...organizerKeys.all, 'page', page] as const,
  builtIn: ['organizer', 'builtInPages'] as const,
  versions: (request: VersionListRequest) => [...organizerKeys.all, 'versions', request] as const,
};

export type VersionListRequest = { pageNum: number; pageSize: number };

/** A page with both languages as the organizer saved it (`edited: false`: nothing saved). */
export function useOrganizerPage(page: FixedPage) {
  return useQuery({
    queryKey: pageKeys.page(page),
    queryFn: () => post(OrganizerPaths.pageGet, { page }),
    staleTime: 0,
  });
}

/**
 * The visitor pages' built-in texts in both languages, to start from: the 'content-pages' catalogues,
 * with the 'content' ones beside them (the preview names a fair without a name as the home page does).
 */
export function useBuiltInTexts() {
  return useQuery({
    queryKey: pageKeys.builtIn,
    queryFn: async () => {
      const texts = (language: 'zh' | 'en') =>
        Promise.all([readCatalogue(language, 'content'), readCatalogue(language, 'content-pages')]).then(
          ([content, pages]) => ({ ...content, ...pages }),
        );
      const [zh, en] = await Promise.all([texts('zh'), texts('en')]);
      return { zh, en };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOrganizerVersions(request: VersionListRequest) {
  return useQuery({
    queryKey: pageKeys.versions(request),
    queryFn: () => post(OrganizerPaths.appVersionList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * A write changes the console's page or list, its audit log, and what visitors read: every cached
 * answer is read again (the organizer may open the visitor page next).
 */
function usePagesMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries() });
}

export const useSavePage = () =>
  usePagesMutation((input: ApiBody<typeof OrganizerPaths.pageSave>) => post(OrganizerPaths.pageSave, input));
export const useRestorePage = () =>
  usePagesMutation((page: FixedPage) => post(OrganizerPaths.pageRestore, { page }));
export const useSaveVersion = () =>
  usePagesMutation((input: ApiBody<typeof OrganizerPaths.appVersionSave>) =>
    post(OrganizerPaths.appVersionSave, input),
  );
export const useRemoveVersion = () =>
  usePagesMutation((id: string) => post(OrganizerPaths.appVersionRemove, { id }));
