import {
  type Banner,
  type CarouselItem,
  ContentPaths,
  type HotExhibitorSample,
  type SessionSubjectType,
} from '@openfair/contract';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../api/request';

/** Home content calls (banners, carousel, hot exhibitor samples). Paths are ours: the spec does not show them. */

/** The server may name the exhibitor an ACTOR carousel item opens; older rows keep it in `url`. */
export type HomeCarouselItem = CarouselItem & { exhibitorId?: string };

export const homeKeys = {
  all: ['content', 'home'] as const,
  // Banners depend on the viewer: subjectType-specific rows and isLogin rows (only when logged in).
  banners: (subjectType: SessionSubjectType, loggedIn: boolean) =>
    [...homeKeys.all, 'banners', subjectType, loggedIn] as const,
  carousel: () => [...homeKeys.all, 'carousel'] as const,
  hotExhibitors: () => [...homeKeys.all, 'hotExhibitors'] as const,
};

export function fetchBanners(): Promise<Banner[]> {
  return post(ContentPaths.bannerList);
}

export function fetchCarousel(): Promise<HomeCarouselItem[]> {
  return post(ContentPaths.carouselList);
}

export function fetchHotExhibitors(): Promise<HotExhibitorSample[]> {
  return post(ContentPaths.hotExhibitorList);
}

export function useBanners(subjectType: SessionSubjectType, loggedIn: boolean) {
  return useQuery({ queryKey: homeKeys.banners(subjectType, loggedIn), queryFn: fetchBanners });
}

export function useCarousel() {
  return useQuery({
    queryKey: homeKeys.carousel(),
    queryFn: fetchCarousel,
    select: (items) => [...items].sort((a, b) => a.index - b.index),
  });
}

export function useHotExhibitors() {
  return useQuery({ queryKey: homeKeys.hotExhibitors(), queryFn: fetchHotExhibitors });
}
