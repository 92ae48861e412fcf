import { liveEndpoints as E } from '@openfair/contract';
import { mediaUrls } from '../../core/media-url';
import { defineModule, route } from '../../core/route';
import { livePolicies as P } from './live.policy';
import {
  guestWatchLog,
  listLives,
  liveDetail,
  liveProducts,
  liveState,
  thumbUp,
  validLivePassword,
  wantLive,
  watchLog,
} from './live.service';
import {
  activityTypes,
  disableActivityType,
  listActivityTypesAdmin,
  moveActivityType,
  removeActivityType,
  saveActivityType,
} from './live-activity-types.service';
import {
  exhibitorConfig,
  magAdd,
  magDetail,
  magEmployees,
  magFunnel,
  magList,
  magObsDetail,
  magPin,
  magProducts,
  magResetKey,
  magUpdate,
  productEvent,
} from './live-mag.service';
import { decideLive, listLiveReviews } from './live-review.service';

export const liveModule = defineModule('live', [
  route(E.queryList, {
    policy: P.queryList,
    handler: ({ app, exhibitionId, session, input, lang }) =>
      listLives(app, exhibitionId, session, input, lang, mediaUrls(app.storage)),
  }),
  route(E.queryDetail, {
    policy: P.queryDetail,
    handler: ({ app, exhibitionId, session, input, lang }) =>
      liveDetail(app, exhibitionId, session, input.liveId, lang, mediaUrls(app.storage)),
  }),
  route(E.getLiveState, {
    policy: P.getLiveState,
    handler: ({ app, exhibitionId, session, input }) => liveState(app, exhibitionId, session, input.liveId),
  }),
  route(E.activityTypes, {
    policy: P.activityTypes,
    handler: ({ app, exhibitionId, lang }) => activityTypes(app, exhibitionId, lang),
  }),
  route(E.productList, {
    policy: P.productList,
    handler: ({ app, exhibitionId, session, input, lang }) =>
      liveProducts(app, exhibitionId, session, input.liveId, lang, mediaUrls(app.storage)),
  }),
  route(E.wantLive, {
    policy: P.wantLive,
    handler: ({ app, session, input }) => wantLive(app, session, input.liveId),
  }),
  route(E.thumbUp, {
    policy: P.thumbUp,
    handler: ({ app, session, input }) => thumbUp(app, session, input.liveId),
  }),
  route(E.watchLog, {
    policy: P.watchLog,
    handler: ({ app, exhibitionId, session, clientKey, input }) =>
      session ? watchLog(app, session, input) : guestWatchLog(app, exhibitionId, clientKey, input),
  }),
  route(E.validLivePassword, {
    policy: P.validLivePassword,
    rateLimit: 'login',
    handler: ({ app, session, clientKey, input }) => validLivePassword(app, session, clientKey, input),
  }),
  route(E.productEvent, {
    policy: P.productEvent,
    handler: ({ app, session, input }) => productEvent(app, session, input),
  }),
  route(E.magQueryList, {
    policy: P.magQueryList,
    handler: ({ app, session, input }) => magList(app, session, input, mediaUrls(app.storage)),
  }),
  route(E.magQueryDetail, {
    policy: P.magQueryDetail,
    handler: ({ app, session, input }) => magDetail(app, session, input.id, mediaUrls(app.storage)),
  }),
  route(E.magAdd, {
    policy: P.magAdd,
    handler: ({ app, session, input }) => magAdd(app, session, input, mediaUrls(app.storage)),
  }),
  route(E.magUpdate, {
    policy: P.magUpdate,
    handler: ({ app, session, input }) => magUpdate(app, session, input, mediaUrls(app.storage)),
  }),
  route(E.magQueryProduct, {
    policy: P.magQueryProduct,
    handler: ({ app, session, input, lang }) =>
      magProducts(app, session, input, lang, mediaUrls(app.storage)),
  }),
  route(E.magQueryEmployees, {
    policy: P.magQueryEmployees,
    handler: ({ app, session, lang }) => magEmployees(app, session, lang),
  }),
  route(E.magQueryObsDetail, {
    policy: P.magQueryObsDetail,
    handler: ({ app, session, input, publicOrigin }) => magObsDetail(app, session, input.id, publicOrigin),
  }),
  route(E.magResetKey, {
    policy: P.magResetKey,
    handler: ({ app, session, input, publicOrigin }) => magResetKey(app, session, input.id, publicOrigin),
  }),
  route(E.magQueryExhibitorConfig, {
    policy: P.magQueryExhibitorConfig,
    handler: ({ app, publicOrigin }) => exhibitorConfig(app, publicOrigin),
  }),
  route(E.magPin, {
    policy: P.magPin,
    handler: ({ app, session, input }) => magPin(app, session, input.id, input.productId),
  }),
  route(E.magFunnel, {
    policy: P.magFunnel,
    handler: ({ app, session, input }) => magFunnel(app, session, input.id),
  }),
  route(E.reviewList, {
    policy: P.reviewList,
    handler: ({ app, session, input }) => listLiveReviews(app, session, input),
  }),
  route(E.reviewDecide, {
    policy: P.reviewDecide,
    handler: ({ app, session, input }) => decideLive(app, session, input),
  }),
  route(E.activityTypeAdminList, {
    policy: P.activityTypeAdminList,
    handler: ({ app, session }) => listActivityTypesAdmin(app, session),
  }),
  route(E.activityTypeSave, {
    policy: P.activityTypeSave,
    handler: ({ app, session, input }) => saveActivityType(app, session, input),
  }),
  route(E.activityTypeMove, {
    policy: P.activityTypeMove,
    handler: ({ app, session, input }) => moveActivityType(app, session, input),
  }),
  route(E.activityTypeDisable, {
    policy: P.activityTypeDisable,
    handler: ({ app, session, input }) => disableActivityType(app, session, input),
  }),
  route(E.activityTypeRemove, {
    policy: P.activityTypeRemove,
    handler: ({ app, session, input }) => removeActivityType(app, session, input.id),
  }),
]);
