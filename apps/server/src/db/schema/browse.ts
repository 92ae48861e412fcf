import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './common';
import { exhibitors } from './exhibitor';
import { exhibitionRef, userAccountRef } from './session';

/** Product and exhibitor categories of a fair, with both labels (keys are stored on rows). */
export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_key_uq').on(t.exhibitionId, t.key)],
);

/** Favourites (spec 001 §7 collection): ACTOR and PRODUCT for visitors, VISITOR (audience) for exhibitors. */
export const collections = pgTable(
  'collections',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    userAccountId: userAccountRef(),
    subjectType: text('subject_type', { enum: ['ACTOR', 'PRODUCT', 'VISITOR'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('collections_uq').on(t.exhibitionId, t.userAccountId, t.subjectType, t.subjectId),
    index('collections_list_idx').on(t.exhibitionId, t.userAccountId, t.subjectType, t.createdAt),
  ],
);

/** Browsing history: one row per viewed subject, its time refreshed on every view. */
export const footprints = pgTable(
  'footprints',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    userAccountId: userAccountRef(),
    subjectType: text('subject_type', { enum: ['ACTOR', 'PRODUCT', 'VISITOR'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('footprints_uq').on(t.exhibitionId, t.userAccountId, t.subjectType, t.subjectId),
    index('footprints_list_idx').on(t.exhibitionId, t.userAccountId, t.subjectType, t.viewedAt),
  ],
);

/**
 * An exhibitor's client pool: visitors who may see its restricted (scope 1) products and lives. Filled by
 * the invitations area (approved invitations, invitation codes, e-mail invitations); read by product access checks.
 */
export const clientPoolMembers = pgTable(
  'client_pool_members',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    exhibitorId: text('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id),
    userAccountId: userAccountRef(),
    /** how the visitor joined: an InvitationSourceType (INVITE_CODE, INVITE, INVITATION ...) */
    source: text('source').notNull().default(''),
    /** the employee (account) the administrator gave this client to (distributionEmployee); null: nobody */
    employeeAccountId: text('employee_account_id'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('client_pool_members_uq').on(t.exhibitorId, t.userAccountId),
    index('client_pool_members_list_idx').on(t.exhibitorId, t.createdAt),
  ],
);

/** Search keywords per fair, for search trends. */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    keyword: text('keyword').notNull(),
    count: integer('count').notNull().default(1),
    lastAt: ts('last_at').notNull().defaultNow(),
    /** the organizer took it off the trends (offensive, a competitor's name...): still counted, never shown */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    uniqueIndex('search_queries_uq').on(t.exhibitionId, t.keyword),
    index('search_queries_count_idx').on(t.exhibitionId, t.count),
  ],
);

/** Analytics event records (spec 001 §3), posted to /burying; read by the statistics issue. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    appKey: text('app_key').notNull(),
    type: text('type').notNull(),
    userId: text('user_id').notNull().default(''),
    time: ts('time').notNull(),
    site: text('site').notNull().default(''),
    event: text('event').notNull(),
    prop: jsonb('prop').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_idx').on(t.exhibitionId, t.event, t.time)],
);
