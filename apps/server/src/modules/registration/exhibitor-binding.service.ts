import { randomInt } from 'node:crypto';
import { matchesPattern, PASSWORD_MAX, ResponseCode, type WebLogonResponse } from '@openfair/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { exhibitionUsers, exhibitorEmployees, exhibitors, userAccounts } from '../../db/schema/index';
import { hashPassword, verifyPassword } from '../../lib/password';
import { romanisePersonName } from '../../lib/person-name';
import {
  assertNotLocked,
  createLoginSession,
  failLogin,
  findAccount,
  recordLoginAttempt,
} from '../session/index';
import { normaliseEmail, normaliseMobile, normaliseTarget } from '../verification/index';
import { type DbOrTx, isUniqueViolation } from './registration.types';

/** Exhibitor staff have nothing to register: their ACTOR role is complete from the start. */
const ACTOR_FLAGS = {
  completeVisitor: true,
  completeVisitorRegister: true,
  completeQuestionnaire: true,
  completeExhibitionRegistration: true,
} as const;

// A fixed hash to verify against when the account does not exist, so that the response time does not
// tell whether it exists (as webLogon does).
let dummyHash: Promise<string> | null = null;

/**
 * The account behind `account` if `password` is its password; PasswordError (1006) otherwise. Counted
 * in the login lockout like webLogon (same keys), so binding cannot be used to guess passwords.
 */
async function provePassword(db: Db, account: string, password: string, clientKey: string) {
  const found = await findAccount(db, account);
  const key = { account: found?.row.id ?? normaliseTarget(account), clientKey };
  await assertNotLocked(db, key);
  let right = false;
  if (found?.row.passwordHash) right = await verifyPassword(found.row.passwordHash, password);
  else {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, password);
  }
  if (!found || !right) return failLogin(db, key, new AppError(ResponseCode.PasswordError));
  await recordLoginAttempt(db, { ...key, succeeded: true });
  return found;
}

async function ensureActorRole(db: DbOrTx, exhibitionId: string, userAccountId: string) {
  await db
    .insert(exhibitionUsers)
    .values({ exhibitionId, userAccountId, subjectType: 'ACTOR', ...ACTOR_FLAGS })
    .onConflictDoNothing();
}

/**
 * bindExhibitor: a person with an account becomes an employee (not an administrator) of the exhibitor
 * whose code they were given, and is logged in as ACTOR. The password is checked first, so the call
 * tells nothing about codes to someone who does not own the account. Binding again to the same
 * exhibitor is a plain login; an employee of another exhibitor of this fair is refused (1030); a
 * resigned employee may bind anew.
 */
export async function bindExhibitor(
  app: AppContext,
  input: {
    exhibitionId: string;
    account: string;
    password: string;
    exhibitorCode: string;
    tokenTtlHours: number;
    /** the client address, for the lockout */
    clientKey: string;
  },
): Promise<WebLogonResponse> {
  const { db } = app;
  const found = await provePassword(db, input.account, input.password, input.clientKey);
  // Codes are read out and typed by people: compared without regard to case.
  const code = input.exhibitorCode.trim().toUpperCase();
  const [exhibitor] = await db
    .select({ id: exhibitors.id })
    .from(exhibitors)
    .where(and(eq(exhibitors.exhibitionId, input.exhibitionId), sql`upper(${exhibitors.code}) = ${code}`))
    .limit(1);
  if (!exhibitor)
    throw new AppError(ResponseCode.InvitationCodeError, undefined, {
      cn: '展商码不存在',
      en: 'No exhibitor has this code',
    });

  const account = found.row;
  const [current] = await db
    .select()
    .from(exhibitorEmployees)
    .where(
      and(
        eq(exhibitorEmployees.exhibitionId, input.exhibitionId),
        eq(exhibitorEmployees.userAccountId, account.id),
      ),
    )
    .limit(1);
  if (current && !current.resigned && current.exhibitorId !== exhibitor.id)
    throw new AppError(ResponseCode.AlreadyEmployee);

  const name = account.name || (found.loginType === 'EMAIL' ? account.email : account.mobile) || '';
  await db.transaction(async (tx) => {
    if (!current) {
      await tx.insert(exhibitorEmployees).values({
        exhibitionId: input.exhibitionId,
        exhibitorId: exhibitor.id,
        userAccountId: account.id,
        name,
        nameEn: romanisePersonName(name),
      });
    } else if (current.resigned) {
      await tx
        .update(exhibitorEmployees)
        .set({ exhibitorId: exhibitor.id, resigned: false, admin: false })
        .where(eq(exhibitorEmployees.id, current.id));
    }
    await ensureActorRole(tx, input.exhibitionId, account.id);
  });
  // The account's sessions carry its employee row (core/session-cache.ts).
  await app.events.publish('session.changed', { userAccountId: account.id });

  return createLoginSession(db, {
    account,
    loginType: found.loginType,
    subjectType: 'ACTOR',
    exhibitionId: input.exhibitionId,
    tokenTtlHours: input.tokenTtlHours,
  });
}

// No 0/O, 1/l/I: the administrator reads the password to the employee.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const INITIAL_PASSWORD_LENGTH = Math.min(12, PASSWORD_MAX);

/** A random password that satisfies the password rule (letters and digits, both present). */
export function generateInitialPassword(): string {
  const alphabet = LETTERS + DIGITS;
  for (;;) {
    const pw = Array.from(
      { length: INITIAL_PASSWORD_LENGTH },
      () => alphabet[randomInt(alphabet.length)],
    ).join('');
    if (matchesPattern('password', pw)) return pw;
  }
}

// Upper case without 0/O and 1/I: codes are read out and typed by people.
const EXHIBITOR_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const EXHIBITOR_CODE_LENGTH = 8;

/**
 * A new exhibitor binding code, from the system's random source: whoever knows a code can join that
 * exhibitor's staff (with their own account), so codes must never be predictable.
 */
export function newExhibitorCode(): string {
  return Array.from(
    { length: EXHIBITOR_CODE_LENGTH },
    () => EXHIBITOR_CODE_ALPHABET[randomInt(EXHIBITOR_CODE_ALPHABET.length)],
  ).join('');
}

/** An exhibitor's binding code (what its administrator hands to staff). */
export async function exhibitorCodeOf(db: Db, exhibitorId: string): Promise<{ code: string }> {
  const [row] = await db
    .select({ code: exhibitors.code })
    .from(exhibitors)
    .where(eq(exhibitors.id, exhibitorId))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.NotFound);
  return { code: row.code };
}

export type CreatedEmployeeAccount = { userAccountId: string; employeeId: string; initialPassword: string };
export type PreparedPassword = { initialPassword: string; passwordHash: string };

/** A new initial password with its hash (about 15 ms of hashing). */
export async function prepareInitialPassword(): Promise<PreparedPassword> {
  const initialPassword = generateInitialPassword();
  return { initialPassword, passwordHash: await hashPassword(initialPassword) };
}

/**
 * An account that an exhibitor administrator creates for an employee (the back-office screen comes
 * with its issue). The initial password is returned once, to be shown once; the employee must change
 * it at first login (mustChangePassword).
 */
export async function createEmployeeAccount(
  db: DbOrTx,
  input: {
    exhibitionId: string;
    exhibitorId: string;
    name: string;
    email?: string;
    mobile?: string;
    position: string;
    /** English name and position; a Chinese name without one is romanised */
    nameEn?: string;
    positionEn?: string;
    admin: boolean;
    /**
     * The initial password and its hash, made beforehand (`prepareInitialPassword`): an import hashes
     * its passwords before its transaction instead of one by one inside it.
     */
    prepared?: PreparedPassword;
  },
): Promise<CreatedEmployeeAccount> {
  const email = input.email?.trim() ? normaliseEmail(input.email) : null;
  const mobile = input.mobile?.trim() ? normaliseMobile(input.mobile) : null;
  if (!email && !mobile)
    throw new AppError(ResponseCode.BadRequest, undefined, {
      cn: '请输入邮箱或手机号',
      en: 'Please enter an email or a mobile number',
    });
  if (email && !matchesPattern('email', email))
    throw new AppError(ResponseCode.BadRequest, undefined, {
      cn: '请输入正确的邮箱',
      en: 'Please enter a correct email',
    });
  if (mobile && !matchesPattern('chineseMobile', mobile))
    throw new AppError(ResponseCode.BadRequest, undefined, {
      cn: '请输入正确的手机号码',
      en: 'Please enter a correct mobile number',
    });
  const name = input.name.trim();
  if (!name)
    throw new AppError(ResponseCode.BadRequest, undefined, { cn: '请输入姓名', en: 'Please enter the name' });
  const [exhibitor] = await db
    .select({ id: exhibitors.id })
    .from(exhibitors)
    .where(and(eq(exhibitors.id, input.exhibitorId), eq(exhibitors.exhibitionId, input.exhibitionId)))
    .limit(1);
  if (!exhibitor) throw new AppError(ResponseCode.NotFound);
  if ((email && (await findAccount(db, email))) || (mobile && (await findAccount(db, mobile))))
    throw new AppError(ResponseCode.MobileOrEmailExists);

  const { initialPassword, passwordHash } = input.prepared ?? (await prepareInitialPassword());
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(userAccounts)
        .values({ email, mobile, name, passwordHash, mustChangePassword: true })
        .returning({ id: userAccounts.id });
      const userAccountId = account!.id;
      const [employee] = await tx
        .insert(exhibitorEmployees)
        .values({
          exhibitionId: input.exhibitionId,
          exhibitorId: exhibitor.id,
          userAccountId,
          name,
          position: input.position.trim(),
          nameEn: input.nameEn?.trim() || romanisePersonName(name),
          positionEn: input.positionEn?.trim() ?? '',
          admin: input.admin,
        })
        .returning({ id: exhibitorEmployees.id });
      await ensureActorRole(tx, input.exhibitionId, userAccountId);
      return { userAccountId, employeeId: employee!.id, initialPassword };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ResponseCode.MobileOrEmailExists);
    throw e;
  }
}
