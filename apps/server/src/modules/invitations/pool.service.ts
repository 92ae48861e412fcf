import { randomInt } from 'node:crypto';
import {
  type Contact,
  INVITATION_EXPORT_MAX,
  type InvitationCounts,
  type InvitationSourceType,
  InvitationSourceTypes,
  invitationMessages,
  type LanguageType,
  type Page,
  POOL_CODE_ALPHABET,
  POOL_CODE_LENGTH,
  type PoolJoin,
  poolSourceLabels,
  ResponseCode,
  type VisitingCardResult,
} from '@openfair/contract';
import { and, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import type { FileResult } from '../../core/route';
import type { Db, DbOrTx } from '../../db/client';
import {
  clientPoolMembers,
  emailInvitations,
  exhibitorEmployees,
  exhibitorPoolCodes,
  exhibitors,
  inviteRequests,
  visitors,
} from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { beijingMinute, buildReport, type ReportColumn, XLSX_TYPE } from '../../lib/spreadsheet';
import { companyOf, fail } from './invitations.shared';

/** A fresh code: POOL_CODE_LENGTH characters drawn with crypto from an alphabet without look-alikes. */
export function newPoolCode(): string {
  let code = '';
  for (let i = 0; i < POOL_CODE_LENGTH; i++) code += POOL_CODE_ALPHABET[randomInt(POOL_CODE_ALPHABET.length)];
  return code;
}

/** The company's code, made on first use (two racing first uses agree on the row that won). */
export async function poolCodeOf(db: DbOrTx, exhibitionId: string, exhibitorId: string): Promise<string> {
  const read = async () =>
    (
      await db
        .select({ code: exhibitorPoolCodes.code })
        .from(exhibitorPoolCodes)
        .where(eq(exhibitorPoolCodes.exhibitorId, exhibitorId))
        .limit(1)
    )[0]?.code;
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(exhibitorPoolCodes)
    .values({ exhibitorId, exhibitionId, code: newPoolCode() })
    .onConflictDoNothing();
  return (await read())!;
}

export async function poolCode(db: Db, session: AuthSession): Promise<{ code: string }> {
  return { code: await poolCodeOf(db, session.exhibitionId, companyOf(session).exhibitorId) };
}

/** A new code; the old one stops working at once (who joined with it stays in the pool). */
export async function resetPoolCode(db: Db, session: AuthSession): Promise<{ code: string }> {
  const { exhibitorId } = companyOf(session);
  const code = newPoolCode();
  await db
    .insert(exhibitorPoolCodes)
    .values({ exhibitorId, exhibitionId: session.exhibitionId, code })
    .onConflictDoUpdate({ target: exhibitorPoolCodes.exhibitorId, set: { code } });
  return { code };
}

/**
 * Puts a visitor in an exhibitor's client pool (nothing when they are in it already). Returns whether they
 * were new to it; the caller then publishes poolChanged once its transaction committed.
 */
export async function joinPool(
  db: DbOrTx,
  o: {
    exhibitionId: string;
    exhibitorId: string;
    userAccountId: string;
    source: InvitationSourceType;
    /** the employee who keeps the client (a business card is its collector's) */
    employeeAccountId?: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(clientPoolMembers)
    .values({
      exhibitionId: o.exhibitionId,
      exhibitorId: o.exhibitorId,
      userAccountId: o.userAccountId,
      source: o.source,
      employeeAccountId: o.employeeAccountId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: clientPoolMembers.id });
  return inserted.length > 0;
}

export const poolChanged = (app: Pick<AppContext, 'events'>, exhibitionId: string, userAccountId: string) =>
  app.events.publish('interests.changed', { exhibitionId, userAccountId });

/**
 * Another area puts a visitor in an exhibitor's pool (a private live's invitation code: INVITE_CODE_LIVE), and
 * their client-only products and lives open for them at once. Nothing changes for a member already.
 */
export async function admitToPool(
  app: Pick<AppContext, 'db' | 'events'>,
  o: { exhibitionId: string; exhibitorId: string; userAccountId: string; source: InvitationSourceType },
): Promise<boolean> {
  const joined = await joinPool(app.db, o);
  if (joined) await poolChanged(app, o.exhibitionId, o.userAccountId);
  return joined;
}

/** A visitor enters an exhibitor's invitation code: they join its pool and see its client-only products. */
export async function joinByCode(app: AppContext, session: AuthSession, code: string): Promise<PoolJoin> {
  const [found] = await app.db
    .select({ exhibitorId: exhibitorPoolCodes.exhibitorId, name: exhibitors.name, nameEn: exhibitors.nameEn })
    .from(exhibitorPoolCodes)
    .innerJoin(exhibitors, eq(exhibitors.id, exhibitorPoolCodes.exhibitorId))
    .where(and(eq(exhibitorPoolCodes.exhibitionId, session.exhibitionId), eq(exhibitorPoolCodes.code, code)))
    .limit(1);
  if (!found) throw fail(ResponseCode.InvitationCodeError, invitationMessages.codeInvalid);
  const joined = await joinPool(app.db, {
    exhibitionId: session.exhibitionId,
    exhibitorId: found.exhibitorId,
    userAccountId: session.userAccountId,
    source: 'INVITE_CODE',
  });
  if (joined) await poolChanged(app, session.exhibitionId, session.userAccountId);
  return {
    exhibitorId: found.exhibitorId,
    exhibitorName: found.name,
    exhibitorNameEn: found.nameEn,
    alreadyMember: !joined,
  };
}

/**
 * Staff keep a visitor's business card (addVisitingCard): the visitor joins the company's pool with source CARD,
 * kept by the employee who added them, so an employee who is not an administrator sees the client in their own
 * list. Adding someone already in the pool changes nothing (not even who keeps them). Only visitors the fair
 * shows to exhibitors can be added: the list of /find-person already offers them, so this harvests nothing new.
 */
export async function addVisitingCard(
  app: AppContext,
  session: AuthSession,
  who: { visitorId?: string; imAccount?: string },
): Promise<VisitingCardResult> {
  const { exhibitorId } = companyOf(session);
  const [visitor] = await app.db
    .select({ id: visitors.id, userAccountId: visitors.userAccountId, reviewStatus: visitors.reviewStatus })
    .from(visitors)
    .where(
      and(
        eq(visitors.exhibitionId, session.exhibitionId),
        who.visitorId ? eq(visitors.id, who.visitorId) : eq(visitors.userAccountId, who.imAccount ?? ''),
      ),
    )
    .limit(1);
  if (!visitor || visitor.reviewStatus === 'rejected') {
    throw fail(ResponseCode.NotFound, invitationMessages.visitorNotFound);
  }
  const joined = await joinPool(app.db, {
    exhibitionId: session.exhibitionId,
    exhibitorId,
    userAccountId: visitor.userAccountId,
    source: 'CARD',
    employeeAccountId: session.userAccountId,
  });
  if (joined) await poolChanged(app, session.exhibitionId, visitor.userAccountId);
  return { visitorId: visitor.id, alreadyMember: !joined };
}

const keeper = alias(exhibitorEmployees, 'keeper');

const selectContacts = (db: DbOrTx) =>
  db
    .select({
      member: clientPoolMembers,
      visitorId: visitors.id,
      name: visitors.name,
      nameEn: visitors.nameEn,
      company: visitors.company,
      companyEn: visitors.companyEn,
      position: visitors.position,
      keeperId: keeper.id,
      keeperName: keeper.name,
    })
    .from(clientPoolMembers)
    .leftJoin(
      visitors,
      and(
        eq(visitors.exhibitionId, clientPoolMembers.exhibitionId),
        eq(visitors.userAccountId, clientPoolMembers.userAccountId),
      ),
    )
    .leftJoin(
      keeper,
      and(
        eq(keeper.exhibitorId, clientPoolMembers.exhibitorId),
        eq(keeper.userAccountId, clientPoolMembers.employeeAccountId),
      ),
    );
type ContactRow = Awaited<ReturnType<ReturnType<typeof selectContacts>['execute']>>[number];

function presentContact(r: ContactRow, lang: LanguageType): Contact {
  return {
    id: r.member.id,
    visitorId: r.visitorId ?? '',
    name: (lang === 'en' && r.nameEn) || r.name || '',
    company: (lang === 'en' && r.companyEn) || r.company || '',
    position: r.position ?? '',
    source: r.member.source,
    joinedAt: r.member.createdAt.toISOString(),
    employee: r.keeperId ? { id: r.keeperId, name: r.keeperName ?? '' } : null,
  };
}

/** The pool's WHERE: the company; employees who are not administrators, the clients given to them. */
function contactFilter(session: AuthSession, q: { keyword: string; source: string }) {
  const { exhibitorId, admin } = companyOf(session);
  const where: (SQL | undefined)[] = [eq(clientPoolMembers.exhibitorId, exhibitorId)];
  if (!admin) where.push(eq(clientPoolMembers.employeeAccountId, session.userAccountId));
  if (q.source) where.push(eq(clientPoolMembers.source, q.source));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    where.push(
      or(
        sql`${visitors.name} ilike ${like}`,
        sql`${visitors.nameEn} ilike ${like}`,
        sql`${visitors.company} ilike ${like}`,
      ),
    );
  }
  return { where: and(...where)!, admin };
}

export async function listContacts(
  db: Db,
  session: AuthSession,
  q: { keyword: string; source: string; pageNum: number; pageSize: number },
  lang: LanguageType,
): Promise<Page<Contact> & { admin: boolean }> {
  const { where, admin } = contactFilter(session, q);
  const [rows, [total]] = await Promise.all([
    selectContacts(db)
      .where(where)
      .orderBy(desc(clientPoolMembers.createdAt), desc(clientPoolMembers.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(clientPoolMembers)
      .leftJoin(
        visitors,
        and(
          eq(visitors.exhibitionId, clientPoolMembers.exhibitionId),
          eq(visitors.userAccountId, clientPoolMembers.userAccountId),
        ),
      )
      .where(where),
  ]);
  return {
    list: rows.map((r) => presentContact(r, lang)),
    total: total?.n ?? 0,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    admin,
  };
}

/** Removes clients from the company's pool (ids of another company are ignored); they lose access at once. */
export async function deleteContacts(
  app: AppContext,
  session: AuthSession,
  ids: string[],
): Promise<{ count: number }> {
  const { exhibitorId } = companyOf(session);
  const removed = await app.db
    .delete(clientPoolMembers)
    .where(and(eq(clientPoolMembers.exhibitorId, exhibitorId), inArray(clientPoolMembers.id, ids)))
    .returning({ userAccountId: clientPoolMembers.userAccountId });
  for (const r of removed) await poolChanged(app, session.exhibitionId, r.userAccountId);
  return { count: removed.length };
}

/** Gives clients to a current employee of the company (distributionEmployee). */
export async function distributeContacts(
  db: Db,
  session: AuthSession,
  input: { ids: string[]; employeeId: string },
): Promise<{ count: number }> {
  const { exhibitorId } = companyOf(session);
  const [employee] = await db
    .select({ userAccountId: exhibitorEmployees.userAccountId })
    .from(exhibitorEmployees)
    .where(
      and(
        eq(exhibitorEmployees.id, input.employeeId),
        eq(exhibitorEmployees.exhibitorId, exhibitorId),
        eq(exhibitorEmployees.resigned, false),
      ),
    )
    .limit(1);
  if (!employee) throw fail(ResponseCode.BadRequest, invitationMessages.notEmployee);
  const updated = await db
    .update(clientPoolMembers)
    .set({ employeeAccountId: employee.userAccountId })
    .where(and(eq(clientPoolMembers.exhibitorId, exhibitorId), inArray(clientPoolMembers.id, input.ids)))
    .returning({ id: clientPoolMembers.id });
  return { count: updated.length };
}

/** getNum: the pool by source, distributed clients, e-mail invitations sent and registered, requests waiting. */
export async function counts(db: Db, session: AuthSession): Promise<InvitationCounts> {
  const { exhibitorId } = companyOf(session);
  const [bySource, [distributed], [invited], [pending]] = await Promise.all([
    db
      .select({ source: clientPoolMembers.source, n: count() })
      .from(clientPoolMembers)
      .where(eq(clientPoolMembers.exhibitorId, exhibitorId))
      .groupBy(clientPoolMembers.source),
    db
      .select({ n: count() })
      .from(clientPoolMembers)
      .where(
        and(eq(clientPoolMembers.exhibitorId, exhibitorId), isNotNull(clientPoolMembers.employeeAccountId)),
      ),
    db
      .select({ n: count(), registered: count(emailInvitations.registeredAt) })
      .from(emailInvitations)
      .where(eq(emailInvitations.exhibitorId, exhibitorId)),
    db
      .select({ n: count() })
      .from(inviteRequests)
      .where(and(eq(inviteRequests.exhibitorId, exhibitorId), eq(inviteRequests.status, 'PENDING'))),
  ]);
  const sources: Record<string, number> = {};
  for (const s of InvitationSourceTypes) sources[s] = 0;
  let total = 0;
  for (const r of bySource) {
    if (r.source) sources[r.source] = (sources[r.source] ?? 0) + r.n;
    total += r.n;
  }
  return {
    total,
    bySource: sources,
    distributed: distributed?.n ?? 0,
    invited: invited?.n ?? 0,
    registered: invited?.registered ?? 0,
    pendingRequests: pending?.n ?? 0,
  };
}

const CONTACT_COLUMNS: ReportColumn[] = [
  { key: 'name', width: 20, header: { zh: '姓名', en: 'Name' } },
  { key: 'company', width: 32, header: { zh: '公司', en: 'Company' } },
  { key: 'position', width: 18, header: { zh: '职位', en: 'Position' } },
  { key: 'source', width: 16, header: { zh: '来源', en: 'Source' } },
  { key: 'employee', width: 16, header: { zh: '负责员工', en: 'Employee' } },
  { key: 'joinedAt', width: 20, header: { zh: '加入时间（北京时间）', en: 'Joined at (Beijing time)' } },
];

export async function exportContacts(
  db: Db,
  session: AuthSession,
  q: { keyword: string; source: string },
  lang: LanguageType,
): Promise<FileResult> {
  const { where } = contactFilter(session, q);
  const rows = await selectContacts(db)
    .where(where)
    .orderBy(desc(clientPoolMembers.createdAt), desc(clientPoolMembers.id))
    .limit(INVITATION_EXPORT_MAX);
  const en = lang === 'en';
  const data = await buildReport(
    CONTACT_COLUMNS,
    lang,
    en ? 'Client pool' : '客户池',
    rows.map((r) => {
      const c = presentContact(r, lang);
      const label = poolSourceLabels[c.source as InvitationSourceType];
      return {
        name: c.name,
        company: c.company,
        position: c.position,
        source: label ? (en ? label.en : label.zh) : c.source,
        employee: c.employee?.name ?? '',
        joinedAt: beijingMinute(r.member.createdAt),
      };
    }),
  );
  const stamp = beijingMinute(new Date()).slice(0, 10).replaceAll('-', '');
  return {
    data,
    contentType: XLSX_TYPE,
    filename: { ascii: `client-pool-${stamp}.xlsx`, local: `${en ? 'client-pool' : '客户池'}-${stamp}.xlsx` },
  };
}

/** An employee resigned: the clients given to them go to `to` (the administrator who recorded it). */
export async function handOverClients(
  db: DbOrTx,
  o: { exhibitorId: string; from: string; to: string },
): Promise<number> {
  const moved = await db
    .update(clientPoolMembers)
    .set({ employeeAccountId: o.to })
    .where(
      and(eq(clientPoolMembers.exhibitorId, o.exhibitorId), eq(clientPoolMembers.employeeAccountId, o.from)),
    )
    .returning({ id: clientPoolMembers.id });
  return moved.length;
}
