import { noInput } from '../common';
import { endpoint } from '../endpoint';
import { reviewListRequestSchema } from '../review/schemas';
import { LivePaths as P } from './paths';
import * as s from './schemas';

export const liveEndpoints = {
  queryList: endpoint.post(P.queryList, s.liveListRequestSchema, s.livePageSchema),
  queryDetail: endpoint.post(P.queryDetail, s.liveIdRequestSchema, s.liveDetailSchema),
  wantLive: endpoint.post(P.wantLive, s.liveIdRequestSchema, s.wantLiveResponseSchema),
  thumbUp: endpoint.post(P.thumbUp, s.liveIdRequestSchema, s.thumbUpResponseSchema),
  watchLog: endpoint.post(P.watchLog, s.watchLogRequestSchema, s.okSchema),
  getLiveState: endpoint.post(P.getLiveState, s.liveIdRequestSchema, s.liveStateResponseSchema),
  validLivePassword: endpoint.post(P.validLivePassword, s.validLivePasswordRequestSchema, s.okSchema),
  activityTypes: endpoint.post(P.activityTypes, noInput, s.activityTypeListSchema),
  productList: endpoint.post(P.productList, s.liveIdRequestSchema, s.liveProductListSchema),
  productEvent: endpoint.post(P.productEvent, s.liveProductEventRequestSchema, s.okSchema),
  magQueryList: endpoint.post(P.magQueryList, s.liveMagListRequestSchema, s.liveMagPageSchema),
  magQueryDetail: endpoint.post(P.magQueryDetail, s.liveMagIdRequestSchema, s.liveMagItemSchema),
  magAdd: endpoint.post(P.magAdd, s.liveMagAddRequestSchema, s.liveMagItemSchema),
  magUpdate: endpoint.post(P.magUpdate, s.liveMagUpdateRequestSchema, s.liveMagItemSchema),
  magQueryProduct: endpoint.post(
    P.magQueryProduct,
    s.liveMagProductRequestSchema,
    s.liveMagProductPageSchema,
  ),
  magQueryEmployees: endpoint.post(P.magQueryEmployees, noInput, s.liveMagEmployeeListSchema),
  magQueryObsDetail: endpoint.post(P.magQueryObsDetail, s.liveMagIdRequestSchema, s.liveObsDetailSchema),
  magQueryExhibitorConfig: endpoint.post(P.magQueryExhibitorConfig, noInput, s.liveExhibitorConfigSchema),
  magResetKey: endpoint.post(P.magResetKey, s.liveMagIdRequestSchema, s.liveObsDetailSchema),
  magPin: endpoint.post(P.magPin, s.livePinRequestSchema, s.livePinResponseSchema),
  magFunnel: endpoint.post(P.magFunnel, s.liveMagIdRequestSchema, s.liveFunnelSchema),
  reviewList: endpoint.post(P.reviewList, reviewListRequestSchema, s.liveReviewPageSchema),
  reviewDecide: endpoint.post(P.reviewDecide, s.liveReviewDecisionRequestSchema, s.liveReviewSchema),
  activityTypeAdminList: endpoint.post(P.activityTypeAdminList, noInput, s.activityTypeAdminListSchema),
  activityTypeSave: endpoint.post(
    P.activityTypeSave,
    s.activityTypeSaveRequestSchema,
    s.activityTypeAdminSchema,
  ),
  activityTypeMove: endpoint.post(
    P.activityTypeMove,
    s.activityTypeMoveRequestSchema,
    s.activityTypeAdminListSchema,
  ),
  activityTypeDisable: endpoint.post(
    P.activityTypeDisable,
    s.activityTypeDisableRequestSchema,
    s.activityTypeAdminSchema,
  ),
  activityTypeRemove: endpoint.post(P.activityTypeRemove, s.activityTypeIdRequestSchema, s.okSchema),
};
