import {
  type Employee,
  type EmployeeStatus,
  type EmployeeUpdateData,
  type EmployeeUpdateResult,
  exhibitorMessages,
  isValidResidentId,
  type Page,
  ResponseCode,
} from '@openfair/contract';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { MediaUrl } from '../../core/media-url';
import type { Db } from '../../db/client';
import { exhibitorEmployees, userAccounts } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { handOverClients } from '../invitations/index';
import { handOverOrders } from '../orders/index';
import { createEmployeeAccount, exhibitorCodeOf } from '../registration/index';
import { acceptMedia, companyOf, refused } from './company-media';

type Row = typeof exhibitorEmployees.$inferSelect & { email: string | null; mobile: string | null };

const notFound = () =>
  new AppError(ResponseCode.NotFound, undefined, {
    cn: exhibitorMessages.employeeNotFound.zh,
    en: exhibitorMessages.employeeNotFound.en,
  });

/** "110105********1234": an ID number with the birth date hidden, for lists. */
const masked = (id: string) =>
  id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : id;

function present(row: Row, url: MediaUrl, full: boolean): Employee {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    position: row.position,
    positionEn: row.positionEn,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    idCard: full ? row.idCard : masked(row.idCard),
    photo: row.photo ? { key: row.photo, url: url(row.photo) } : null,
    admin: row.admin,
    resigned: row.resigned,
    createdAt: row.createdAt.toISOString(),
  };
}

const selectRows = (db: Db) =>
  db
    .select({
      row: exhibitorEmployees,
      email: userAccounts.email,
      mobile: userAccounts.mobile,
    })
    .from(exhibitorEmployees)
    .innerJoin(userAccounts, eq(userAccounts.id, exhibitorEmployees.userAccountId));

const flatten = (r: {
  row: typeof exhibitorEmployees.$inferSelect;
  email: string | null;
  mobile: string | null;
}): Row => ({
  ...r.row,
  email: r.email,
  mobile: r.mobile,
});

async function loadOwn(db: Db, exhibitorId: string, id: string): Promise<Row> {
  const [found] = await selectRows(db)
    .where(and(eq(exhibitorEmployees.id, id), eq(exhibitorEmployees.exhibitorId, exhibitorId)))
    .limit(1);
  if (!found) throw notFound();
  return flatten(found);
}

/** The company's employees: active ones by default, administrators first, then the newest. */
export async function listEmployees(
  db: Db,
  session: AuthSession,
  query: { keyword: string; status: EmployeeStatus; pageNum: number; pageSize: number },
  url: MediaUrl,
): Promise<Page<Employee>> {
  const where: SQL[] = [eq(exhibitorEmployees.exhibitorId, companyOf(session))];
  if (query.status !== 'all') where.push(eq(exhibitorEmployees.resigned, query.status === 'resigned'));
  if (query.keyword) {
    const like = likePattern(query.keyword);
    where.push(
      or(
        sql`${exhibitorEmployees.name} ilike ${like}`,
        sql`${exhibitorEmployees.nameEn} ilike ${like}`,
        sql`${exhibitorEmployees.position} ilike ${like}`,
        sql`${userAccounts.email} ilike ${like}`,
        sql`${userAccounts.mobile} ilike ${like}`,
      )!,
    );
  }
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(and(...where))
      .orderBy(desc(exhibitorEmployees.admin), desc(exhibitorEmployees.createdAt), asc(exhibitorEmployees.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(exhibitorEmployees)
      .innerJoin(userAccounts, eq(userAccounts.id, exhibitorEmployees.userAccountId))
      .where(and(...where)),
  ]);
  return {
    list: rows.map((r) => present(flatten(r), url, false)),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function getEmployee(
  db: Db,
  session: AuthSession,
  id: string,
  url: MediaUrl,
): Promise<Employee> {
  return present(await loadOwn(db, companyOf(session), id), url, true);
}

function checkIdCard(idCard: string): void {
  if (idCard && !isValidResidentId(idCard)) throw refused(exhibitorMessages.idCardInvalid);
}

async function adminCount(db: Db, exhibitorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(exhibitorEmployees)
    .where(
      and(
        eq(exhibitorEmployees.exhibitorId, exhibitorId),
        eq(exhibitorEmployees.admin, true),
        eq(exhibitorEmployees.resigned, false),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Adds an employee with a login account and an initial password (returned once, to be shown once; it
 * must be changed at the first login), or saves an employee of the company. The login (email, mobile)
 * of an existing employee stays: it is their account, changed by them. An administrator cannot take
 * their own administrator rights away, nor leave the company without one.
 */
export async function saveEmployee(
  app: AppContext,
  session: AuthSession,
  input: EmployeeUpdateData,
  url: MediaUrl,
): Promise<EmployeeUpdateResult> {
  const exhibitorId = companyOf(session);
  const idCard = input.idCard.toUpperCase();
  checkIdCard(idCard);
  if (!input.id) {
    const photo = await acceptMedia(app, exhibitorId, 'employeePhoto', input.photo, []);
    const created = await createEmployeeAccount(app.db, {
      exhibitionId: session.exhibitionId,
      exhibitorId,
      name: input.name,
      nameEn: input.nameEn,
      position: input.position,
      positionEn: input.positionEn,
      email: input.email,
      mobile: input.mobile,
      admin: input.admin,
    });
    await app.db
      .update(exhibitorEmployees)
      .set({ idCard, photo })
      .where(eq(exhibitorEmployees.id, created.employeeId));
    const employee = present(await loadOwn(app.db, exhibitorId, created.employeeId), url, true);
    return { employee, initialPassword: created.initialPassword };
  }
  const current = await loadOwn(app.db, exhibitorId, input.id);
  const photo = await acceptMedia(app, exhibitorId, 'employeePhoto', input.photo, [current.photo]);
  if (current.admin && !input.admin) {
    if (current.userAccountId === session.userAccountId) throw refused(exhibitorMessages.lastAdmin);
    if ((await adminCount(app.db, exhibitorId)) <= 1) throw refused(exhibitorMessages.lastAdmin);
  }
  await app.db
    .update(exhibitorEmployees)
    .set({
      name: input.name,
      nameEn: input.nameEn,
      position: input.position,
      positionEn: input.positionEn,
      idCard,
      photo,
      admin: input.admin,
    })
    .where(eq(exhibitorEmployees.id, current.id));
  // The employee's sessions carry the administrator flag (core/session-cache.ts).
  if (current.admin !== input.admin)
    await app.events.publish('session.changed', { userAccountId: current.userAccountId });
  return {
    employee: present(await loadOwn(app.db, exhibitorId, current.id), url, true),
    initialPassword: null,
  };
}

/**
 * An employee leaves the company: they can no longer log in as its staff (their sessions end on every
 * instance), what was assigned to them is handed to the administrator who records it (`employee.resigned`),
 * and the row stays for the record. Not oneself, and not the last administrator.
 */
export async function resignEmployee(
  app: AppContext,
  session: AuthSession,
  id: string,
  url: MediaUrl,
): Promise<Employee> {
  const exhibitorId = companyOf(session);
  const current = await loadOwn(app.db, exhibitorId, id);
  if (current.userAccountId === session.userAccountId) throw refused(exhibitorMessages.resignSelf);
  if (current.admin && !current.resigned && (await adminCount(app.db, exhibitorId)) <= 1)
    throw refused(exhibitorMessages.lastAdmin);
  await app.db
    .update(exhibitorEmployees)
    .set({ resigned: true })
    .where(eq(exhibitorEmployees.id, current.id));
  await app.events.publish('session.changed', { userAccountId: current.userAccountId });
  if (!current.resigned) {
    const handover = { exhibitorId, from: current.userAccountId, to: session.userAccountId };
    await handOverOrders(app.db, handover);
    await handOverClients(app.db, handover);
  }
  if (!current.resigned)
    await app.events.publish('employee.resigned', {
      exhibitionId: session.exhibitionId,
      exhibitorId,
      userAccountId: current.userAccountId,
      handoverToAccountId: session.userAccountId,
    });
  return present({ ...current, resigned: true }, url, true);
}

/** The code staff who already have an account use to bind themselves to the company. */
export function inviteCode(db: Db, session: AuthSession): Promise<{ code: string }> {
  return exhibitorCodeOf(db, companyOf(session));
}
