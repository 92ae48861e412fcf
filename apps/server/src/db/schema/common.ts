import { randomUUID } from 'node:crypto';
import { text, timestamp } from 'drizzle-orm/pg-core';

/** Opaque text ids; the client never interprets them. */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
