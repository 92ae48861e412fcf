import { endpoint } from '../endpoint';
import { ReviewPaths as P } from './paths';
import * as s from './schemas';

export const reviewEndpoints = {
  registrationList: endpoint.post(
    P.registrationList,
    s.reviewListRequestSchema,
    s.registrationReviewListSchema,
  ),
  registrationDecide: endpoint.post(
    P.registrationDecide,
    s.reviewDecisionRequestSchema,
    s.registrationReviewSchema,
  ),
  vipList: endpoint.post(P.vipList, s.reviewListRequestSchema, s.vipReviewListSchema),
  vipDecide: endpoint.post(P.vipDecide, s.reviewDecisionRequestSchema, s.vipReviewSchema),
};
