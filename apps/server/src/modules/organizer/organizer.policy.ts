import type { Policy } from '../../core/auth';

// Every call is an organizer's; what the organizer's role allows is checked in the service
// (requirePermission), against organizerRolePermissions of the contract.
export const organizerPolicies = {
  me: 'organizer',
  staffList: 'organizer',
  staffUpdate: 'organizer',
  staffRemove: 'organizer',
  auditLog: 'organizer',
  // The fair at a glance: every organizer role reads it (the numbers name nobody).
  dashboard: 'organizer',
  noticeBroadcast: 'organizer',
  questionList: 'organizer',
  questionSave: 'organizer',
  questionRemove: 'organizer',
  exhibitorList: 'organizer',
  exhibitorCreate: 'organizer',
  exhibitorUpdate: 'organizer',
  exhibitorImportTemplate: 'organizer',
  exhibitorImport: 'organizer',
  fairGet: 'organizer',
  fairUpdate: 'organizer',
  registrationReviewList: 'organizer',
  registrationReviewDecide: 'organizer',
  vipReviewList: 'organizer',
  vipReviewDecide: 'organizer',
  // The catalog's search trends: hiding one is content work, audited like every organizer action.
  hideSearchTrend: 'organizer',
  // Home banners and news articles: content editors and owners (editContent).
  bannerList: 'organizer',
  bannerSave: 'organizer',
  bannerRemove: 'organizer',
  articleList: 'organizer',
  articleGet: 'organizer',
  articleSave: 'organizer',
  articleRemove: 'organizer',
  // The fixed pages, Q&A and the version log: content editors and owners (editContent).
  pageGet: 'organizer',
  pageSave: 'organizer',
  pageRestore: 'organizer',
  appVersionList: 'organizer',
  appVersionSave: 'organizer',
  appVersionRemove: 'organizer',
  // The home's carousel, advertisements and featured hot samples: content editors and owners.
  homeTargetSearch: 'organizer',
  carouselList: 'organizer',
  carouselSave: 'organizer',
  carouselMove: 'organizer',
  carouselRemove: 'organizer',
  advertisementList: 'organizer',
  advertisementSave: 'organizer',
  advertisementRemove: 'organizer',
  hotSampleList: 'organizer',
  hotSampleFeatured: 'organizer',
  hotSampleFeature: 'organizer',
  hotSampleReset: 'organizer',
} satisfies Record<string, Policy>;
