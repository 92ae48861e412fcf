import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './common';
import { exhibitors } from './exhibitor';
import { exhibitionRef, userAccountRef } from './session';

/**
 * A resumable video upload under way: the bytes arrive in fixed-size chunks, each stored as a part
 * (`tmp/video/<id>/<index>`) until the upload is completed into one file. In the database, not in memory,
 * so a chunk may reach any instance and an interrupted upload resumes from `received`.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    /** 32 hex characters, random: the client's handle on the upload */
    id: text('id').primaryKey(),
    exhibitionId: exhibitionRef(),
    /** only the account that started an upload may continue it */
    userAccountId: userAccountRef(),
    /** the uploader's company for exhibitor purposes; none for a chat video (anyone who chats sends one) */
    exhibitorId: text('exhibitor_id').references(() => exhibitors.id),
    purpose: text('purpose').notNull(),
    /** the whole file's size in bytes, declared at the start and checked against the media table */
    size: integer('size').notNull(),
    /** bytes received so far, always a whole number of chunks (the next chunk starts here) */
    received: integer('received').notNull().default(0),
    createdAt: createdAt(),
    /** an upload not completed by then is void and its parts are removed */
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('media_uploads_expires_idx').on(t.expiresAt)],
);
