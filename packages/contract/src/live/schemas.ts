import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common';
import { LiveState } from '../enums';
import { ReviewStatuses } from '../review/constants';
import { reviewDecisionRequestSchema } from '../review/schemas';
import {
  LIVE_ACTIVITY_TYPE_NAME_MAX,
  LIVE_DURATION_MAX_MINUTES,
  LIVE_DURATION_MIN_MINUTES,
  LIVE_EMPLOYEES_MAX,
  LIVE_INTRO_MAX,
  LIVE_NAME_MAX,
  LIVE_PAGE_SIZE,
  LIVE_PASSWORD_MAX,
  LIVE_PRODUCTS_MAX,
  LIVE_VIEWER_ID,
  LiveProductEvents,
  LiveSorts,
} from './constants';

const id = z.string().min(1).max(64);
const liveStateSchema = z.union([
  z.literal(LiveState.Replay),
  z.literal(LiveState.Upcoming),
  z.literal(LiveState.OnAir),
]);
const scopeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export const liveIdRequestSchema = z.object({ liveId: id });
export const liveMagIdRequestSchema = z.object({ id });

/** spec 001 §2 list filters and sorts; 12 rows per page. */
export const liveListRequestSchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(48).default(LIVE_PAGE_SIZE),
  sort: z.enum(LiveSorts).default('default'),
  liveState: liveStateSchema.optional(),
  /** the sponsor (exhibitor id) */
  liveParty: z.string().max(64).default(''),
  activityType: z.string().max(64).default(''),
  /** reverses the chosen sort */
  orderDesc: z.boolean().default(false),
  /** `wanted`: only lives the caller asked to be reminded of */
  moreType: z.enum(['all', 'wanted']).default('all'),
  liveName: z.string().trim().max(LIVE_NAME_MAX).default(''),
  liveSponsorName: z.string().trim().max(100).default(''),
});
export type LiveListRequest = z.input<typeof liveListRequestSchema>;
export type LiveListQuery = z.output<typeof liveListRequestSchema>;

/** A live in lists (spec 001 §3 list items: id, liveId, liveSponsorId, scope, liveState). */
export const liveCardSchema = z.object({
  id: z.string(),
  liveId: z.string(),
  name: z.string(),
  cover: z.string(),
  /** ISO instants; shown in Beijing time */
  startTime: z.string(),
  endTime: z.string(),
  liveState: liveStateSchema,
  scope: z.number().int(),
  liveSponsorId: z.string(),
  liveSponsorName: z.string(),
  liveSponsorLogo: z.string(),
  activityTypeId: z.string(),
  activityTypeName: z.string(),
  thumbs: z.number().int(),
  /** viewers so far (popularity) */
  views: z.number().int(),
  wanted: z.boolean(),
});
export type LiveCard = z.output<typeof liveCardSchema>;
export const livePageSchema = pageSchema(liveCardSchema);

/**
 * What the caller may do with a live: `open`; `login` (a guest on a restricted live: the "Please login"
 * alert); `password` (private live, invitation code needed); `denied` (not in the client pool, or
 * not pre-registered).
 */
export const LiveAccesses = ['open', 'login', 'password', 'denied'] as const;
export type LiveAccess = (typeof LiveAccesses)[number];

export const livePlaybackSchema = z.object({
  /** flv: WS-FLV/HTTP-FLV via mpegts.js; hls: via hls.js; none: nothing to play (upcoming, or no recording) */
  kind: z.enum(['flv', 'hls', 'none']),
  url: z.string(),
  /** whether this is the recording of a finished live (seekable) */
  replay: z.boolean(),
});
export type LivePlayback = z.output<typeof livePlaybackSchema>;

export const liveProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  exhibitorId: z.string(),
});
export type LiveProduct = z.output<typeof liveProductSchema>;

export const liveDetailSchema = liveCardSchema.extend({
  intro: z.string(),
  access: z.enum(LiveAccesses),
  /** only when access is open */
  playback: livePlaybackSchema,
  liked: z.boolean(),
  viewers: z.number().int(),
  pinnedProductId: z.string().nullable(),
  presenters: z.array(z.object({ id: z.string(), name: z.string(), imAccount: z.string() })),
  /** the caller belongs to the sponsor's staff (may moderate the chat, pin products) */
  own: z.boolean(),
  /** a booth contact for "inquire": the exhibitor's first presenter or admin chat id */
  boothImAccount: z.string(),
});
export type LiveDetail = z.output<typeof liveDetailSchema>;

export const watchLogRequestSchema = z.object({
  liveId: id,
  state: z.number().int().min(0).max(9),
  watchType: z.number().int().min(0).max(9).default(1),
  /** a guest's random viewer id (kept by the browser), so a guest counts once among a public live's viewers */
  viewerId: z.string().regex(LIVE_VIEWER_ID).optional(),
});
export const liveStateResponseSchema = z.object({
  liveState: liveStateSchema,
  viewers: z.number().int(),
  thumbs: z.number().int(),
  pinnedProductId: z.string().nullable(),
});
export type LiveStateResponse = z.output<typeof liveStateResponseSchema>;
export const thumbUpResponseSchema = z.object({ thumbs: z.number().int(), liked: z.boolean() });
export const wantLiveResponseSchema = z.object({ wanted: z.boolean() });
export const validLivePasswordRequestSchema = z.object({
  liveId: id,
  password: z.string().trim().min(1).max(LIVE_PASSWORD_MAX),
});
export const okSchema = z.object({ ok: z.boolean() });

export const activityTypeSchema = z.object({ id: z.string(), name: z.string() });
export const activityTypeListSchema = z.array(activityTypeSchema);
export type ActivityType = z.output<typeof activityTypeSchema>;

export const liveProductListSchema = z.array(liveProductSchema);
export const liveProductEventRequestSchema = z.object({
  liveId: id,
  productId: id,
  event: z.enum(LiveProductEvents).exclude(['order']),
});

// ---- exhibitor management (/liveManage) ----

const liveFields = {
  name: z.string().trim().min(1).max(LIVE_NAME_MAX),
  nameEn: z
    .string()
    .trim()
    .max(LIVE_NAME_MAX * 2)
    .default(''),
  cover: z.string().max(500).default(''),
  /** ISO instant (chosen in Beijing time on the client) */
  startTime: z.iso.datetime({ offset: true }),
  durationMinutes: z
    .number()
    .int()
    .min(LIVE_DURATION_MIN_MINUTES)
    .max(LIVE_DURATION_MAX_MINUTES)
    .default(120),
  scope: scopeSchema.default(0),
  /** the invitation code of a private live (scope 3) */
  password: z.string().trim().max(LIVE_PASSWORD_MAX).default(''),
  activityTypeId: z.string().max(64).default(''),
  intro: z.string().trim().max(LIVE_INTRO_MAX).default(''),
  employeeIds: z.array(id).max(LIVE_EMPLOYEES_MAX).default([]),
  productIds: z.array(id).max(LIVE_PRODUCTS_MAX).default([]),
};
export const liveMagAddRequestSchema = z.object(liveFields);
export type LiveMagAddRequest = z.input<typeof liveMagAddRequestSchema>;
export const liveMagUpdateRequestSchema = z.object({ id, ...liveFields });
export type LiveMagUpdateRequest = z.input<typeof liveMagUpdateRequestSchema>;

export const liveMagItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  cover: z.string(),
  /** the stored reference of the cover (sent back on update) */
  coverRef: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  durationMinutes: z.number().int(),
  scope: z.number().int(),
  password: z.string(),
  activityTypeId: z.string(),
  intro: z.string(),
  employeeIds: z.array(z.string()),
  productIds: z.array(z.string()),
  liveState: liveStateSchema,
  hasRecording: z.boolean(),
  /** the organizer's review: visitors see the live once it is approved */
  reviewStatus: z.enum(ReviewStatuses),
  /** the reviewer's reason of a rejection */
  reviewReason: z.string(),
});
export type LiveMagItem = z.output<typeof liveMagItemSchema>;
export const liveMagListRequestSchema = pageQuerySchema.extend({
  liveState: liveStateSchema.optional(),
});
export const liveMagPageSchema = pageSchema(liveMagItemSchema);

export const liveMagProductRequestSchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).default(''),
});
export const liveMagProductPageSchema = pageSchema(liveProductSchema);
export const liveMagEmployeeSchema = z.object({ id: z.string(), name: z.string(), position: z.string() });
export const liveMagEmployeeListSchema = z.array(liveMagEmployeeSchema);

/** The OBS settings screen: server and key, and whether the stream arrives now. */
export const liveObsDetailSchema = z.object({
  id: z.string(),
  /** rtmp://host:port/live: OBS "Server" */
  server: z.string(),
  /** OBS "Stream Key": the public stream name with its secret (name?key=secret) */
  streamKey: z.string(),
  liveState: liveStateSchema,
  /** a stream is arriving right now */
  publishing: z.boolean(),
  lastPublishAt: z.string().nullable(),
});
export type LiveObsDetail = z.output<typeof liveObsDetailSchema>;

export const liveExhibitorConfigSchema = z.object({
  ingest: z.enum(['embedded', 'external']),
  server: z.string(),
  /** recordings become replays */
  recording: z.boolean(),
  maxProducts: z.number().int(),
  maxEmployees: z.number().int(),
});
export type LiveExhibitorConfig = z.output<typeof liveExhibitorConfigSchema>;

export const livePinRequestSchema = z.object({ id, productId: id.nullable() });
export const livePinResponseSchema = z.object({ pinnedProductId: z.string().nullable() });
export const liveFunnelSchema = z.object({
  viewers: z.number().int(),
  cardViews: z.number().int(),
  inquiries: z.number().int(),
  orders: z.number().int(),
});
export type LiveFunnel = z.output<typeof liveFunnelSchema>;

/** A live chat message (socket.io room of the live). */
export type LiveChatMessage = { id: string; liveId: string; name: string; text: string; time: number };

// ---- the organizer's review of lives, and the fair's activity types ----

/** A live as a reviewer sees it: what visitors would see, and whose it is. */
export const liveReviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  cover: z.string(),
  intro: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  scope: z.number().int(),
  liveState: liveStateSchema,
  exhibitorId: z.string(),
  companyName: z.string(),
  companyNameEn: z.string(),
  products: z.array(z.object({ id: z.string(), name: z.string(), nameEn: z.string(), image: z.string() })),
  isDemo: z.boolean(),
  status: z.enum(ReviewStatuses),
  reason: z.string(),
  /** when it entered the queue; the decision names it, so a live changed since is not decided unseen */
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type LiveReview = z.output<typeof liveReviewSchema>;
export const liveReviewPageSchema = pageSchema(liveReviewSchema);
export const liveReviewDecisionRequestSchema = reviewDecisionRequestSchema.extend({
  submittedAt: z.string().max(40),
});
export type LiveReviewDecisionRequest = z.input<typeof liveReviewDecisionRequestSchema>;

const typeName = z.string().trim().max(LIVE_ACTIVITY_TYPE_NAME_MAX);
export const activityTypeAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  disabled: z.boolean(),
  /** lives of the fair that use it: a used type is only disabled, never deleted */
  lives: z.number().int(),
});
export type ActivityTypeAdmin = z.output<typeof activityTypeAdminSchema>;
export const activityTypeAdminListSchema = z.array(activityTypeAdminSchema);
export const activityTypeSaveRequestSchema = z.object({
  id: id.optional(),
  name: typeName.min(1),
  nameEn: typeName.min(1),
});
export type ActivityTypeSaveRequest = z.input<typeof activityTypeSaveRequestSchema>;
export const activityTypeMoveRequestSchema = z.object({ id, direction: z.enum(['up', 'down']) });
export const activityTypeDisableRequestSchema = z.object({ id, disabled: z.boolean() });
export const activityTypeIdRequestSchema = z.object({ id });
