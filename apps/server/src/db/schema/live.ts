import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './common';
import { exhibitors } from './exhibitor';
import { exhibitionRef } from './session';

/**
 * A live stream run by an exhibitor (the sponsor, spec 001 §3 liveSponsorId). Its state (upcoming, on air,
 * replay) is not stored: it follows from now against start and end (liveStateAt in the contract).
 * scope: 0 everyone, 1 client pool only, 2 pre-registered visitors only (as for products).
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
  },
  (t) => [index('lives_exhibitor_idx').on(t.exhibitorId, t.startTime)],
);
