/**
 * Live streams (spec 001 §2, §7). The spec names the paths of /live, /activityType, /liveMag and
 * liveProduct; ingest hooks, pins and the funnel are ours.
 */
export const LivePaths = {
  queryList: '/visitor/v2/live/queryList',
  queryDetail: '/visitor/v2/live/queryDetail',
  wantLive: '/visitor/v2/live/wantLive',
  thumbUp: '/visitor/v2/live/thumbUp',
  watchLog: '/visitor/v2/live/watchLog',
  getLiveState: '/visitor/v2/live/getLiveState',
  validLivePassword: '/visitor/v2/live/validLivePassword',
  activityTypes: '/visitor/v2/activityType/queryList',
  productList: '/visitor/v2/liveProduct/getProductList',
  /** ours: a viewer's intent order or inquiry from the pinned product card (the funnel counts it) */
  productEvent: '/visitor/v2/liveProduct/event',
  magQueryList: '/visitor/v2/liveMag/queryList',
  magQueryDetail: '/visitor/v2/liveMag/queryDetail',
  magAdd: '/visitor/v2/liveMag/add',
  magUpdate: '/visitor/v2/liveMag/update',
  magQueryProduct: '/visitor/v2/liveMag/queryProduct',
  magQueryEmployees: '/visitor/v2/liveMag/queryEmployees',
  magQueryObsDetail: '/visitor/v2/liveMag/queryObsDetail',
  magQueryExhibitorConfig: '/visitor/v2/liveMag/queryExhibitorConfig',
  /** ours: a new stream key (the old one stops working at once) */
  magResetKey: '/visitor/v2/liveMag/resetKey',
  /** ours: the presenter pins a featured product (or none) during the live */
  magPin: '/visitor/v2/liveMag/pinProduct',
  /** ours: viewers, product card views, inquiries and intent orders of a live */
  magFunnel: '/visitor/v2/liveMag/funnel',
  /** ours: the organizer's queue of lives to review, by status, oldest waiting first */
  reviewList: '/visitor/v2/organizer/review/live/list',
  /** ours: approves or rejects (with a reason) one live; the exhibitor's staff get a CHECKRESULT notice */
  reviewDecide: '/visitor/v2/organizer/review/live/decide',
  /** ours: the organizer's activity types (owners and content editors) */
  activityTypeAdminList: '/visitor/v2/organizer/live/activityType/list',
  activityTypeSave: '/visitor/v2/organizer/live/activityType/save',
  activityTypeMove: '/visitor/v2/organizer/live/activityType/move',
  activityTypeDisable: '/visitor/v2/organizer/live/activityType/disable',
  activityTypeRemove: '/visitor/v2/organizer/live/activityType/remove',
} as const;

/** ours: hooks an external RTMP server (nginx-rtmp on_publish / on_publish_done, SRS) calls; not JSON envelope */
export const LiveIngestHookPaths = {
  onPublish: '/live-hooks/on_publish',
  onPublishDone: '/live-hooks/on_publish_done',
  /** nginx-rtmp on_record_done, SRS on_dvr: the recording becomes the live's replay */
  onRecordDone: '/live-hooks/on_record_done',
} as const;

/** The web client's playback and recording paths, served by the OpenFair server. */
export const LiveMediaPaths = {
  /** embedded ingest: WS-FLV / HTTP-FLV of the live stream (node-media-server) */
  flv: (streamName: string) => `/live/${streamName}.flv`,
  /** the recording of a finished live, an FLV file with keyframe index (seekable) */
  recording: (liveId: string) => `/live-media/recordings/${liveId}.flv`,
} as const;
