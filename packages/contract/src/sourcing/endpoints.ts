import { noData } from '../common';
import { endpoint } from '../endpoint';
import { SourcingPaths as P } from './paths';
import * as s from './schemas';

export const sourcingEndpoints = {
  querySourcingPage: endpoint.post(P.querySourcingPage, s.meetingPageRequestSchema, s.meetingPageSchema),
  saveVisitorNeeds: endpoint.post(P.saveVisitorNeeds, s.needSaveRequestSchema, s.needSchema),
  saveExhibitorSign: endpoint.post(P.saveExhibitorSign, s.signSaveRequestSchema, s.signSchema),
  queryVisitorPage: endpoint.post(P.queryVisitorPage, s.needPageRequestSchema, s.needPageSchema),
  queryVisitorDetail: endpoint.post(P.queryVisitorDetail, s.idRequestSchema, s.needSchema),
  deleteVisitorNeeds: endpoint.post(P.deleteVisitorNeeds, s.idRequestSchema, noData),
  queryExhibitorSignPage: endpoint.post(P.queryExhibitorSignPage, s.needPageRequestSchema, s.signPageSchema),
  getExhibitorSignDetail: endpoint.post(P.getExhibitorSignDetail, s.idRequestSchema, s.signSchema),
  updateExhibitorSign: endpoint.post(P.updateExhibitorSign, s.signUpdateRequestSchema, s.signSchema),
  meetingList: endpoint.post(P.meetingList, s.meetingAdminListRequestSchema, s.meetingAdminPageSchema),
  meetingSave: endpoint.post(P.meetingSave, s.meetingSaveRequestSchema, s.meetingAdminSchema),
  meetingCancel: endpoint.post(P.meetingCancel, s.idRequestSchema, s.meetingAdminSchema),
  needReviewList: endpoint.post(P.needReviewList, s.sourcingReviewListRequestSchema, s.needReviewPageSchema),
  needReviewDecide: endpoint.post(P.needReviewDecide, s.sourcingDecisionRequestSchema, s.needReviewSchema),
  signReviewList: endpoint.post(P.signReviewList, s.sourcingReviewListRequestSchema, s.signReviewPageSchema),
  signReviewDecide: endpoint.post(P.signReviewDecide, s.sourcingDecisionRequestSchema, s.signReviewSchema),
};
