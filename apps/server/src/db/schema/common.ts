import { randomUUID } from 'node:crypto';
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

/** Opaque text ids; the client never interprets them. */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
/** Instants are stored with their time zone and read as Dates. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();

/**
 * A PostgreSQL `tsvector` built by the server from segmented Chinese and English text (ARCHITECTURE §5):
 * no database extension needed, the same on PGlite and PostgreSQL.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
