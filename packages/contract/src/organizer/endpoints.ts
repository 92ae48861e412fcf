import { noData, noInput } from '../common';
import { endpoint, FILE } from '../endpoint';
import * as h from './home-content-schemas';
import * as pg from './pages-schemas';
import { OrganizerPaths as P } from './paths';
import * as q from './questionnaire-schemas';
import * as s from './schemas';

export const organizerEndpoints = {
  me: endpoint.post(P.me, noInput, s.organizerMeSchema),
  staffList: endpoint.post(P.staffList, s.organizerStaffListRequestSchema, s.organizerStaffListSchema),
  staffUpdate: endpoint.post(
    P.staffUpdate,
    s.organizerStaffUpdateRequestSchema,
    s.organizerStaffUpdateSchema,
  ),
  staffRemove: endpoint.post(P.staffRemove, s.organizerStaffRemoveRequestSchema, s.organizerStaffSchema),
  auditLog: endpoint.post(P.auditLog, s.auditLogRequestSchema, s.auditLogSchema),
  dashboard: endpoint.post(P.dashboard, noInput, s.organizerDashboardSchema),
  noticeBroadcast: endpoint.post(P.noticeBroadcast, s.noticeBroadcastRequestSchema, s.noticeBroadcastSchema),
  questionList: endpoint.post(P.questionList, noInput, q.organizerQuestionListSchema),
  questionSave: endpoint.post(
    P.questionSave,
    q.organizerQuestionSaveRequestSchema,
    q.organizerQuestionSchema,
  ),
  questionRemove: endpoint.post(
    P.questionRemove,
    q.organizerQuestionRemoveRequestSchema,
    q.organizerQuestionSchema,
  ),
  fairGet: endpoint.post(P.fairGet, noInput, s.organizerFairSchema),
  fairUpdate: endpoint.post(P.fairUpdate, s.organizerFairUpdateRequestSchema, s.organizerFairSchema),
  exhibitorList: endpoint.post(
    P.exhibitorList,
    s.organizerExhibitorListRequestSchema,
    s.organizerExhibitorListSchema,
  ),
  exhibitorCreate: endpoint.post(
    P.exhibitorCreate,
    s.organizerExhibitorCreateRequestSchema,
    s.organizerExhibitorCreateSchema,
  ),
  exhibitorUpdate: endpoint.post(
    P.exhibitorUpdate,
    s.organizerExhibitorUpdateRequestSchema,
    s.organizerExhibitorSchema,
  ),
  exhibitorImportTemplate: endpoint.post(P.exhibitorImportTemplate, noInput, FILE),
  exhibitorImport: endpoint.upload(
    P.exhibitorImport,
    s.organizerExhibitorImportRequestSchema,
    s.organizerExhibitorImportReportSchema,
  ),
  bannerList: endpoint.post(P.bannerList, s.organizerBannerListRequestSchema, s.organizerBannerListSchema),
  bannerSave: endpoint.post(P.bannerSave, s.organizerBannerSaveRequestSchema, s.organizerBannerSchema),
  bannerRemove: endpoint.post(P.bannerRemove, s.organizerBannerRemoveRequestSchema, noData),
  articleList: endpoint.post(
    P.articleList,
    s.organizerArticleListRequestSchema,
    s.organizerArticleListSchema,
  ),
  articleGet: endpoint.post(P.articleGet, s.organizerArticleGetRequestSchema, s.organizerArticleSchema),
  articleSave: endpoint.post(P.articleSave, s.organizerArticleSaveRequestSchema, s.organizerArticleSchema),
  articleRemove: endpoint.post(P.articleRemove, s.organizerArticleRemoveRequestSchema, noData),
  pageGet: endpoint.post(P.pageGet, pg.organizerPageGetRequestSchema, pg.organizerPageSchema),
  pageSave: endpoint.post(P.pageSave, pg.organizerPageSaveRequestSchema, pg.organizerPageSchema),
  pageRestore: endpoint.post(P.pageRestore, pg.organizerPageRestoreRequestSchema, pg.organizerPageSchema),
  appVersionList: endpoint.post(
    P.appVersionList,
    pg.organizerAppVersionListRequestSchema,
    pg.organizerAppVersionListSchema,
  ),
  appVersionSave: endpoint.post(
    P.appVersionSave,
    pg.organizerAppVersionSaveRequestSchema,
    pg.organizerAppVersionSchema,
  ),
  appVersionRemove: endpoint.post(P.appVersionRemove, pg.organizerAppVersionRemoveRequestSchema, noData),
  homeTargetSearch: endpoint.post(
    P.homeTargetSearch,
    h.homeTargetSearchRequestSchema,
    h.homeTargetSearchSchema,
  ),
  carouselList: endpoint.post(
    P.carouselList,
    h.organizerCarouselListRequestSchema,
    h.organizerCarouselListSchema,
  ),
  carouselSave: endpoint.post(
    P.carouselSave,
    h.organizerCarouselSaveRequestSchema,
    h.organizerCarouselItemSchema,
  ),
  carouselMove: endpoint.post(P.carouselMove, h.organizerCarouselMoveRequestSchema, noData),
  carouselRemove: endpoint.post(P.carouselRemove, h.organizerCarouselRemoveRequestSchema, noData),
  advertisementList: endpoint.post(
    P.advertisementList,
    h.organizerAdvertisementListRequestSchema,
    h.organizerAdvertisementListSchema,
  ),
  advertisementSave: endpoint.post(
    P.advertisementSave,
    h.organizerAdvertisementSaveRequestSchema,
    h.organizerAdvertisementSchema,
  ),
  advertisementRemove: endpoint.post(
    P.advertisementRemove,
    h.organizerAdvertisementRemoveRequestSchema,
    noData,
  ),
  hotSampleList: endpoint.post(
    P.hotSampleList,
    h.organizerHotSampleListRequestSchema,
    h.organizerHotSampleListSchema,
  ),
  hotSampleFeatured: endpoint.post(P.hotSampleFeatured, noInput, h.organizerHotSampleFeatureSchema),
  hotSampleFeature: endpoint.post(
    P.hotSampleFeature,
    h.organizerHotSampleFeatureSaveRequestSchema,
    h.organizerHotSampleFeatureSchema,
  ),
  hotSampleReset: endpoint.post(P.hotSampleReset, noInput, h.organizerHotSampleFeatureSchema),
};
