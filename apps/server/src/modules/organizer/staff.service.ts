import {
  checkPattern,
  type OrganizerRole,
  type OrganizerStaff,
  organizerMessages,
  type Page,
  ResponseCode,
} from '@openfair/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { authTokens, exhibitionUsers, organizers, userAccounts } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';
import { generateInitialPassword } from '../registration/index';
import { normaliseEmail } from '../verification/index';
import { type Organizer, recordAudit, requirePermission } from './organizer-access.service';

const refused = (m: { zh: string; en: string }) =>
  new AppError(ResponseCode.BadRequest, undefined, { cn: m.zh, en: m.en });

const staffColumns = {
  id: organizers.id,
  userAccountId: organizers.userAccountId,
  name: organizers.name,
  role: organizers.role,
  createdAt: organizers.createdAt,
  email: userAccounts.email,
};
type StaffRow = {
  id: string;
  userAccountId: string;
  name: string;
  role: string;
  createdAt: Date;
  email: string | null;
};

function present(row: StaffRow, session: AuthSession): OrganizerStaff {
  return {
    id: row.id,
    userAccountId: row.userAccountId,
    name: row.name,
    email: row.email ?? '',
    role: row.role as OrganizerRole,
    createdAt: row.createdAt.toISOString(),
    self: row.userAccountId === session.userAccountId,
  };
}

/** What the audit log keeps of an organizer account. */
const audited = (row: Pick<StaffRow, 'name' | 'role' | 'email'>) => ({
  name: row.name,
  role: row.role,
  email: row.email ?? '',
});

export async function listStaff(
  app: AppContext,
  session: AuthSession,
  query: { pageNum: number; pageSize: number; role?: OrganizerRole },
): Promise<Page<OrganizerStaff>> {
  await requirePermission(app, session, 'manageOrganizers');
  const where = and(
    eq(organizers.exhibitionId, session.exhibitionId),
    query.role ? eq(organizers.role, query.role) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    app.db
      .select(staffColumns)
      .from(organizers)
      .innerJoin(userAccounts, eq(userAccounts.id, organizers.userAccountId))
      .where(where)
      .orderBy(desc(organizers.createdAt), organizers.id)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    app.db.select({ n: count() }).from(organizers).where(where),
  ]);
  return {
    list: rows.map((r) => present(r, session)),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

async function loadStaff(db: AppContext['db'] | Tx, exhibitionId: string, id: string): Promise<StaffRow> {
  const [row] = await db
    .select(staffColumns)
    .from(organizers)
    .innerJoin(userAccounts, eq(userAccounts.id, organizers.userAccountId))
    .where(and(eq(organizers.exhibitionId, exhibitionId), eq(organizers.id, id)))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.NotFound);
  return row;
}

/** Owners left in the fair, read under a lock so two owners cannot demote each other at once. */
async function ownerCount(tx: Tx, exhibitionId: string): Promise<number> {
  const rows = await tx
    .select({ id: organizers.id })
    .from(organizers)
    .where(and(eq(organizers.exhibitionId, exhibitionId), eq(organizers.role, 'owner')))
    .for('update');
  return rows.length;
}

/** Revokes the account's organizer tokens in this fair (callers then publish session.changed). */
async function endOrganizerSessions(tx: Tx, exhibitionId: string, userAccountId: string) {
  await tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userAccountId, userAccountId),
        eq(authTokens.exhibitionId, exhibitionId),
        eq(authTokens.subjectType, 'ORGANIZER'),
        isNull(authTokens.revokedAt),
      ),
    );
}

type StaffInput = { id?: string; name: string; email: string; role: OrganizerRole };

/**
 * Adds an organizer account with an initial password (answered once, changed at the first login), or
 * changes one's name and role. Not one's own account, and never the fair's last owner away.
 */
export async function updateStaff(
  app: AppContext,
  session: AuthSession,
  input: StaffInput,
): Promise<{ staff: OrganizerStaff; initialPassword: string | null }> {
  const actor = await requirePermission(app, session, 'manageOrganizers');
  if (input.id)
    return {
      staff: await changeStaff(app, session, actor, input as StaffInput & { id: string }),
      initialPassword: null,
    };
  return addStaff(app, session, actor, input);
}

async function changeStaff(
  app: AppContext,
  session: AuthSession,
  actor: Organizer,
  input: StaffInput & { id: string },
): Promise<OrganizerStaff> {
  const current = await loadStaff(app.db, session.exhibitionId, input.id);
  if (current.userAccountId === session.userAccountId) throw refused(organizerMessages.notSelf);
  await app.db.transaction(async (tx) => {
    if (
      current.role === 'owner' &&
      input.role !== 'owner' &&
      (await ownerCount(tx, session.exhibitionId)) <= 1
    )
      throw refused(organizerMessages.lastOwner);
    await tx
      .update(organizers)
      .set({ name: input.name, role: input.role })
      .where(eq(organizers.id, current.id));
    await recordAudit(tx, session.exhibitionId, actor, {
      action: 'organizer.update',
      targetType: 'organizer',
      targetId: current.id,
      before: audited(current),
      after: audited({ ...current, name: input.name, role: input.role }),
    });
    // A role that allows less must not linger in open consoles: their sessions end.
    if (current.role !== input.role)
      await endOrganizerSessions(tx, session.exhibitionId, current.userAccountId);
  });
  if (current.role !== input.role)
    await app.events.publish('session.changed', { userAccountId: current.userAccountId });
  return present(await loadStaff(app.db, session.exhibitionId, current.id), session);
}

async function addStaff(
  app: AppContext,
  session: AuthSession,
  actor: Organizer,
  input: StaffInput,
): Promise<{ staff: OrganizerStaff; initialPassword: string }> {
  const email = normaliseEmail(input.email);
  const problem =
    email === '' ? { zh: '请输入邮箱', en: 'Please enter an email.' } : checkPattern('email', email);
  if (problem) throw refused(problem);
  const initialPassword = generateInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  const id = await app.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(sql`lower(${userAccounts.email}) = ${email}`)
      .limit(1);
    // Taking over someone's existing account would hand its owner the console: a new address is needed.
    if (existing) throw refused(organizerMessages.accountExists);
    const [account] = await tx
      .insert(userAccounts)
      .values({ email, name: input.name, passwordHash, mustChangePassword: true })
      .returning({ id: userAccounts.id });
    await tx.insert(exhibitionUsers).values({
      exhibitionId: session.exhibitionId,
      userAccountId: account!.id,
      subjectType: 'ORGANIZER',
      completeVisitor: true,
      completeVisitorRegister: true,
      completeQuestionnaire: true,
      completeExhibitionRegistration: true,
    });
    const [row] = await tx
      .insert(organizers)
      .values({
        exhibitionId: session.exhibitionId,
        userAccountId: account!.id,
        name: input.name,
        role: input.role,
      })
      .returning({ id: organizers.id });
    await recordAudit(tx, session.exhibitionId, actor, {
      action: 'organizer.add',
      targetType: 'organizer',
      targetId: row!.id,
      before: null,
      after: audited({ name: input.name, role: input.role, email }),
    });
    return row!.id;
  });
  return { staff: present(await loadStaff(app.db, session.exhibitionId, id), session), initialPassword };
}

/**
 * Takes an account's organizer role in this fair away: its organizer sessions end at once; the account,
 * and what it did (the audit log), stay.
 */
export async function removeStaff(
  app: AppContext,
  session: AuthSession,
  id: string,
): Promise<OrganizerStaff> {
  const actor = await requirePermission(app, session, 'manageOrganizers');
  const current = await loadStaff(app.db, session.exhibitionId, id);
  if (current.userAccountId === session.userAccountId) throw refused(organizerMessages.notSelf);
  await app.db.transaction(async (tx) => {
    if (current.role === 'owner' && (await ownerCount(tx, session.exhibitionId)) <= 1)
      throw refused(organizerMessages.lastOwner);
    await tx.delete(organizers).where(eq(organizers.id, current.id));
    await tx
      .delete(exhibitionUsers)
      .where(
        and(
          eq(exhibitionUsers.exhibitionId, session.exhibitionId),
          eq(exhibitionUsers.userAccountId, current.userAccountId),
          eq(exhibitionUsers.subjectType, 'ORGANIZER'),
        ),
      );
    await endOrganizerSessions(tx, session.exhibitionId, current.userAccountId);
    await recordAudit(tx, session.exhibitionId, actor, {
      action: 'organizer.remove',
      targetType: 'organizer',
      targetId: current.id,
      before: audited(current),
      after: null,
    });
  });
  await app.events.publish('session.changed', { userAccountId: current.userAccountId });
  return present(current, session);
}
