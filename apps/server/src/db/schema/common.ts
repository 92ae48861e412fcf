import { randomUUID } from 'node:crypto';
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

/** Opaque text ids; the client never interprets them. */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * A PostgreSQL `tsvector` built by the server from segmented Chinese and English text (ARCHITECTURE §5):
 * no database extension needed, the same on PGlite and PostgreSQL.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
