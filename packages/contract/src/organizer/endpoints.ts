import { noData, noInput } from '../common';
import { endpoint } from '../endpoint';
import { OrganizerPaths as P } from './paths';
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
};
