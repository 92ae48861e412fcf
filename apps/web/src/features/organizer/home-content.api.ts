import { type AdvertisementType, OrganizerPaths } from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, post } from '../../api/request';
import { organizerKeys } from './organizer.api';

/** The console's home carousel, advertisements and featured hot samples (editContent). */
export const homeContentKeys = {
  carousel: (request: PageRequest) => [...organizerKeys.all, 'carousel', request] as const,
  advertisements: (request: PageRequest) => [...organizerKeys.all, 'advertisements', request] as const,
  hotSamples: (request: HotSampleListRequest) => [...organizerKeys.all, 'hotSamples', request] as const,
  hotSampleFeature: () => [...organizerKeys.all, 'hotSampleFeature'] as const,
  targets: (type: AdvertisementType, keyword: string) =>
    [...organizerKeys.all, 'homeTargets', type, keyword] as const,
};

export type PageRequest = { pageNum: number; pageSize: number };
export type HotSampleListRequest = PageRequest & { keyword: string };

export function useOrganizerCarousel(request: PageRequest) {
  return useQuery({
    queryKey: homeContentKeys.carousel(request),
    queryFn: () => post(OrganizerPaths.carouselList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrganizerAdvertisements(request: PageRequest) {
  return useQuery({
    queryKey: homeContentKeys.advertisements(request),
    queryFn: () => post(OrganizerPaths.advertisementList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrganizerHotSamples(request: HotSampleListRequest) {
  return useQuery({
    queryKey: homeContentKeys.hotSamples(request),
    queryFn: () => post(OrganizerPaths.hotSampleList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useHotSampleFeature() {
  return useQuery({
    queryKey: homeContentKeys.hotSampleFeature(),
    queryFn: () => post(OrganizerPaths.hotSampleFeatured, {}),
    staleTime: 0,
  });
}

/** The picker's search: the server answers at most a few exhibitors or products of this fair. */
export function useHomeTargets(type: AdvertisementType, keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: homeContentKeys.targets(type, keyword),
    queryFn: () => post(OrganizerPaths.homeTargetSearch, { type, keyword }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}

/**
 * A home content write changes the console's lists and audit log and what visitors see on the home
 * page: every cached answer is read again (the organizer may look at the home page next).
 */
function useHomeContentMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries() });
}

export const useSaveCarouselItem = () =>
  useHomeContentMutation((input: ApiBody<typeof OrganizerPaths.carouselSave>) =>
    post(OrganizerPaths.carouselSave, input),
  );
export const useMoveCarouselItem = () =>
  useHomeContentMutation((input: ApiBody<typeof OrganizerPaths.carouselMove>) =>
    post(OrganizerPaths.carouselMove, input),
  );
export const useRemoveCarouselItem = () =>
  useHomeContentMutation((id: string) => post(OrganizerPaths.carouselRemove, { id }));

export const useSaveAdvertisement = () =>
  useHomeContentMutation((input: ApiBody<typeof OrganizerPaths.advertisementSave>) =>
    post(OrganizerPaths.advertisementSave, input),
  );
export const useRemoveAdvertisement = () =>
  useHomeContentMutation((id: string) => post(OrganizerPaths.advertisementRemove, { id }));

export const useFeatureHotSamples = () =>
  useHomeContentMutation((sampleIds: string[]) => post(OrganizerPaths.hotSampleFeature, { sampleIds }));
export const useResetHotSamples = () => useHomeContentMutation(() => post(OrganizerPaths.hotSampleReset, {}));
