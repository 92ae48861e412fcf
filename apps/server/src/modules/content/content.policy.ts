import type { Policy } from '../../core/auth';

export const contentPolicies = {
  appVersion: 'anonymous',
  articleList: 'anonymous',
  article: 'anonymous',
  // Notices belong to one account: only its owner reads them.
  noticeListType: 'loggedIn',
  noticeList: 'loggedIn',
  notice: 'loggedIn',
  // Home content is public; a token, when present, adds the logged-in banners.
  bannerList: 'anonymous',
  carouselList: 'anonymous',
  hotExhibitorList: 'anonymous',
  advertisementList: 'anonymous',
  // The fixed pages are public: guests read them too.
  fixedPage: 'anonymous',
} as const satisfies Record<string, Policy>;
