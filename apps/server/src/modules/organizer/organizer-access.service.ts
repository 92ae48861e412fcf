import {
  type AuditTargetType,
  mayOrganizer,
  type OrganizerPermission,
  type OrganizerRole,
  organizerMessages,
  ResponseCode,
} from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { organizerAuditLog, organizers } from '../../db/schema/index';

export type Organizer = { id: string; userAccountId: string; name: string; role: OrganizerRole };

const notPermitted = () =>
  new AppError(ResponseCode.Forbidden, undefined, {
    cn: organizerMessages.notPermitted.zh,
    en: organizerMessages.notPermitted.en,
  });

/** The caller's organizer row in their fair; an account without one (removed since) is refused. */
export async function organizerOf(app: AppContext, session: AuthSession): Promise<Organizer> {
  const [row] = await app.db
    .select({
      id: organizers.id,
      userAccountId: organizers.userAccountId,
      name: organizers.name,
      role: organizers.role,
    })
    .from(organizers)
    .where(
      and(
        eq(organizers.exhibitionId, session.exhibitionId),
        eq(organizers.userAccountId, session.userAccountId),
      ),
    )
    .limit(1);
  if (!row) throw notPermitted();
  return { ...row, role: row.role as OrganizerRole };
}

/** The caller's organizer row when their role grants `permission`; otherwise the call is refused. */
export async function requirePermission(
  app: AppContext,
  session: AuthSession,
  permission: OrganizerPermission,
): Promise<Organizer> {
  const organizer = await organizerOf(app, session);
  if (!mayOrganizer(organizer.role, permission)) throw notPermitted();
  return organizer;
}

export type AuditRecord = {
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Adds an entry to the audit log. Call it in the transaction of the change it records, so the log never
 * shows a change that was rolled back or misses one that was made.
 */
export async function recordAudit(
  db: DbOrTx,
  exhibitionId: string,
  actor: Pick<Organizer, 'userAccountId' | 'name'>,
  record: AuditRecord,
): Promise<void> {
  await db.insert(organizerAuditLog).values({
    exhibitionId,
    actorAccountId: actor.userAccountId,
    actorName: actor.name,
    ...record,
  });
}
