import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './common';
import { exhibitors } from './exhibitor';
import { exhibitionRef } from './session';

/** The constraint that keeps a live's activity type: the services tell its refusals apart by it. */
export const LIVE_ACTIVITY_TYPE_FK = 'lives_activity_type_id_live_activity_types_id_fk';

/**
 * A live stream run by an exhibitor (the sponsor, spec 001 §3 liveSponsorId).
 * State (contract liveStateOf): an exhibitor's live follows its stream (`stream_state`: 1 upcoming until
 * the first publish, 2 on air while publishing, 0 replay after); a demo live (no encoder) keeps the state
 * derived from its times. end_time is the planned end until the stream stops, then the real end.
 * scope: 0 everyone, 1 client pool only, 2 pre-registered visitors only (as for products), 3 private
 * (an invitation code, `password`).
 */
export const lives = pgTable(
  'lives',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    exhibitorId: text('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    cover: text('cover').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    scope: integer('scope').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    streamState: integer('stream_state').notNull().default(1),
    /** the public stream name in the RTMP URL (and in playback URLs) */
    streamName: text('stream_name'),
    /** the secret an encoder must present to publish (never shown to viewers) */
    streamKey: text('stream_key'),
    password: text('password').notNull().default(''),
    /** A type in use cannot be deleted, even by a delete racing the live's save (LIVE_ACTIVITY_TYPE_FK). */
    activityTypeId: text('activity_type_id'),
    intro: text('intro').notNull().default(''),
    employeeIds: jsonb('employee_ids').$type<string[]>().notNull().default([]),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    pinnedProductId: text('pinned_product_id'),
    thumbs: integer('thumbs').notNull().default(0),
    views: integer('views').notNull().default(0),
    /** the recording of the last publish (a storage-relative file), the replay */
    recording: text('recording'),
    publishStartedAt: ts('publish_started_at'),
    publishEndedAt: ts('publish_ended_at'),
    updatedAt: ts('updated_at'),
    /**
     * The organizer's review (contract ReviewStatuses): visitors see only approved lives. A new live, or a
     * change of what visitors see (LIVE_REVIEWED_FIELDS), waits again; `submitted_at` is when it entered
     * the queue, and the decision must name it (a live changed since is not decided unseen).
     */
    reviewStatus: text('review_status').notNull().default('pending'),
    reviewReason: text('review_reason').notNull().default(''),
    submittedAt: ts('submitted_at'),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    index('lives_exhibitor_idx').on(t.exhibitorId, t.startTime),
    index('lives_review_idx').on(t.exhibitionId, t.reviewStatus, t.submittedAt, t.id),
    index('lives_exhibition_start_idx').on(t.exhibitionId, t.startTime),
    uniqueIndex('lives_stream_name_idx').on(t.streamName),
    foreignKey({
      name: LIVE_ACTIVITY_TYPE_FK,
      columns: [t.activityTypeId],
      foreignColumns: [liveActivityTypes.id],
    }).onDelete('restrict'),
  ],
);

/** Activity types of a fair's lives (spec 001 §7 /activityType/queryList). */
export const liveActivityTypes = pgTable(
  'live_activity_types',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** not offered for new lives; the lives that have it keep showing it */
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [index('live_activity_types_idx').on(t.exhibitionId, t.sort)],
);

/** One row per (live, account) and kind: a thumbs up, a want-live reminder, a private-live code accepted. */
export const liveMarks = pgTable(
  'live_marks',
  {
    liveId: text('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    userAccountId: text('user_account_id').notNull(),
    /** thumb | want | access | viewed */
    kind: text('kind').notNull(),
    notified: boolean('notified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.liveId, t.kind, t.userAccountId] }),
    index('live_marks_account_idx').on(t.userAccountId, t.kind),
  ],
);

/** The watch log (spec 001 §4: liveId, state, watchType), per account. */
export const liveWatchLogs = pgTable(
  'live_watch_logs',
  {
    id: idColumn(),
    liveId: text('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    userAccountId: text('user_account_id'),
    state: integer('state').notNull(),
    watchType: integer('watch_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_watch_logs_live_idx').on(t.liveId, t.createdAt)],
);

/** The shoppable funnel: product card views and inquiries from a live (orders are intent orders with live_id). */
export const liveProductEvents = pgTable(
  'live_product_events',
  {
    id: idColumn(),
    liveId: text('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    userAccountId: text('user_account_id').notNull(),
    event: text('event').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('live_product_events_once_idx').on(t.liveId, t.event, t.userAccountId, t.productId)],
);

/**
 * Secrets every instance must share (the HMAC key of live playback tokens): created once by whichever
 * instance starts first (insert on conflict do nothing), then read by all. Never sent or logged.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Guests (no account) who opened a live, by the random viewer id their browser keeps: each counts once
 * among the live's viewers, as an account does in live_marks (kind viewed).
 */
export const liveGuestViews = pgTable(
  'live_guest_views',
  {
    liveId: text('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.viewerId] })],
);
