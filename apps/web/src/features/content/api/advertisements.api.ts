import { type Advertisement, ContentPaths } from '@openfair/contract';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../api/request';

export const advertisementKeys = {
  all: ['content', 'advertisements'] as const,
};

/** Silent: the side column simply stays empty when ads cannot be loaded. */
export function fetchAdvertisements(): Promise<Advertisement[]> {
  return post(ContentPaths.advertisementList, undefined, { silent: true });
}

/** `enabled` is false for exhibitors: advertisements are hidden for them (spec 000 §6), so never fetched. */
export function useAdvertisements(enabled: boolean) {
  return useQuery({
    queryKey: advertisementKeys.all,
    queryFn: fetchAdvertisements,
    enabled,
    staleTime: 5 * 60_000,
  });
}
