import {
  type ExhibitFilter,
  type ExhibitInput,
  type ExhibitListRequest,
  ExhibitPaths,
  type ExhibitScope,
  type UpdateExhibit,
} from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/request';

/**
 * Calls of the company's exhibits (spec 001 §7 "Products"): the list, one exhibit, saves, deletions and
 * batch changes. Every write refreshes the lists and the exhibit it touched; the list keeps its last
 * page on screen while the next one loads.
 */
export const exhibitKeys = {
  all: ['exhibits'] as const,
  list: (request: ExhibitListRequest) => ['exhibits', 'list', request] as const,
  one: (id: string) => ['exhibits', 'one', id] as const,
};

export const fetchExhibits = (request: ExhibitListRequest) => post(ExhibitPaths.productList, request);
export const fetchExhibit = (id: string) => post(ExhibitPaths.getProduct, { id });

export function useExhibits(request: ExhibitListRequest) {
  return useQuery({
    queryKey: exhibitKeys.list(request),
    queryFn: () => fetchExhibits(request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useExhibit(id: string) {
  return useQuery({ queryKey: exhibitKeys.one(id), queryFn: () => fetchExhibit(id), staleTime: 0 });
}

function useRefreshAfter<T, R>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: exhibitKeys.all }),
  });
}

export const useCreateExhibit = () =>
  useRefreshAfter((input: ExhibitInput) => post(ExhibitPaths.insertProduct, input));
export const useUpdateExhibit = () =>
  useRefreshAfter((input: UpdateExhibit) => post(ExhibitPaths.updateProduct, input));
export const useDeleteExhibit = () =>
  useRefreshAfter((id: string) => post(ExhibitPaths.deleteProduct, { id }));

/** The chosen exhibits, or every one the list's filter matches. */
export type BatchTarget = { ids: string[] } | { filter: ExhibitFilter };

export const useBatchScope = () =>
  useRefreshAfter(({ target, scope }: { target: BatchTarget; scope: ExhibitScope }) =>
    'ids' in target
      ? post(ExhibitPaths.batchUpdateScope, { ids: target.ids, scope })
      : post(ExhibitPaths.batchUpdateScopeAll, { filter: target.filter, scope }),
  );

export const useBatchDelete = () =>
  useRefreshAfter((target: BatchTarget) =>
    'ids' in target
      ? post(ExhibitPaths.batchDelete, { ids: target.ids })
      : post(ExhibitPaths.batchDeleteAll, { filter: target.filter }),
  );
