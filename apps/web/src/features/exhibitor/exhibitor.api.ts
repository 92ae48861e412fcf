import { CatalogPaths, ExhibitorPaths, type UpdateExhibitorBaseInfo } from '@openfair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/request';

/**
 * Calls of the exhibitor back office: the company profile, the booth checklist, and the fair's
 * categories a company picks from. The profile is always read fresh (another administrator may have
 * saved it); a save updates the profile in place and the checklist is fetched again.
 */
export const exhibitorKeys = {
  baseInfo: ['exhibitor', 'baseInfo'] as const,
  completeness: ['exhibitor', 'completeness'] as const,
  categories: (lang: string) => ['exhibitor', 'categories', lang] as const,
};

export const fetchBaseInfo = () => post(ExhibitorPaths.getExhibitorBaseInfo, {});
export const saveBaseInfo = (info: UpdateExhibitorBaseInfo) =>
  post(ExhibitorPaths.updateExhibitorBaseInfo, info);
export const fetchCompleteness = () => post(ExhibitorPaths.boothCompleteness, {});
/** The fair's product categories (the catalog's filter list), names in the request's language. */
export const fetchCategories = () =>
  post(CatalogPaths.filterOptions, {}, { silent: true }).then((options) => options.categories);

export function useBaseInfo() {
  return useQuery({ queryKey: exhibitorKeys.baseInfo, queryFn: fetchBaseInfo, staleTime: 0 });
}

export function useCompleteness() {
  return useQuery({ queryKey: exhibitorKeys.completeness, queryFn: fetchCompleteness, staleTime: 0 });
}

export function useCategories(lang: string) {
  return useQuery({ queryKey: exhibitorKeys.categories(lang), queryFn: fetchCategories });
}

export function useSaveBaseInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBaseInfo,
    onSuccess: (saved) => {
      client.setQueryData(exhibitorKeys.baseInfo, saved);
      void client.invalidateQueries({ queryKey: exhibitorKeys.completeness });
    },
  });
}
