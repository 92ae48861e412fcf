import { sourcingEndpoints as E } from '@openfair/contract';
import { defineModule, route } from '../../core/route';
import { cancelMeeting, listMeetings, listMeetingsAdmin, saveMeeting } from './meetings.service';
import { deleteNeed, listNeeds, needDetail, saveNeed } from './needs.service';
import { listSigns, saveSign, signDetail, updateSign } from './signs.service';
import { sourcingPolicies as P } from './sourcing.policy';
import { decideNeed, decideSign, listNeedReviews, listSignReviews } from './sourcing-reviews.service';

export const sourcingModule = defineModule('sourcing', [
  route(E.querySourcingPage, {
    policy: P.querySourcingPage,
    handler: ({ app, exhibitionId, session, input }) => listMeetings(app, exhibitionId, session, input),
  }),
  route(E.saveVisitorNeeds, {
    policy: P.saveVisitorNeeds,
    handler: ({ app, session, input }) => saveNeed(app, session, input),
  }),
  route(E.queryVisitorPage, {
    policy: P.queryVisitorPage,
    handler: ({ app, session, input }) => listNeeds(app, session, input),
  }),
  route(E.queryVisitorDetail, {
    policy: P.queryVisitorDetail,
    handler: ({ app, session, input }) => needDetail(app, session, input.id),
  }),
  route(E.deleteVisitorNeeds, {
    policy: P.deleteVisitorNeeds,
    handler: ({ app, session, input }) => deleteNeed(app, session, input.id),
  }),
  route(E.saveExhibitorSign, {
    policy: P.saveExhibitorSign,
    handler: ({ app, session, input }) => saveSign(app, session, input),
  }),
  route(E.updateExhibitorSign, {
    policy: P.updateExhibitorSign,
    handler: ({ app, session, input }) => updateSign(app, session, input),
  }),
  route(E.queryExhibitorSignPage, {
    policy: P.queryExhibitorSignPage,
    handler: ({ app, session, input }) => listSigns(app, session, input),
  }),
  route(E.getExhibitorSignDetail, {
    policy: P.getExhibitorSignDetail,
    handler: ({ app, session, input }) => signDetail(app, session, input.id),
  }),
  route(E.meetingList, {
    policy: P.meetingList,
    handler: ({ app, session, input }) => listMeetingsAdmin(app, session, input),
  }),
  route(E.meetingSave, {
    policy: P.meetingSave,
    handler: ({ app, session, input }) => saveMeeting(app, session, input),
  }),
  route(E.meetingCancel, {
    policy: P.meetingCancel,
    handler: ({ app, session, input }) => cancelMeeting(app, session, input.id),
  }),
  route(E.needReviewList, {
    policy: P.needReviewList,
    handler: ({ app, session, input }) => listNeedReviews(app, session, input),
  }),
  route(E.needReviewDecide, {
    policy: P.needReviewDecide,
    handler: ({ app, session, input }) => decideNeed(app, session, input),
  }),
  route(E.signReviewList, {
    policy: P.signReviewList,
    handler: ({ app, session, input }) => listSignReviews(app, session, input),
  }),
  route(E.signReviewDecide, {
    policy: P.signReviewDecide,
    handler: ({ app, session, input }) => decideSign(app, session, input),
  }),
]);
