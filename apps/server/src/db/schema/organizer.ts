import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './common';
import { exhibitionRef, userAccountRef } from './session';

/**
 * Every organizer action: who (account and the name they had then), what (an action name and the kind
 * and id of the thing), when, and the thing's fields before and after. Rows are only ever added.
 */
export const organizerAuditLog = pgTable(
  'organizer_audit_log',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    actorAccountId: userAccountRef(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    // The console reads newest first, for the fair, for one target or one actor.
    index('organizer_audit_log_time_idx').on(t.exhibitionId, t.createdAt),
    index('organizer_audit_log_target_idx').on(t.exhibitionId, t.targetType, t.targetId, t.createdAt),
    index('organizer_audit_log_actor_idx').on(t.exhibitionId, t.actorAccountId, t.createdAt),
  ],
);
