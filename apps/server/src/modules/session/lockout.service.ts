import { LOGIN_LOCKOUT, ResponseCode } from '@openfair/contract';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { clock } from '../../core/clock';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';

const WINDOW_MS = LOGIN_LOCKOUT.windowMinutes * 60_000;
const LOCK_MS = LOGIN_LOCKOUT.lockMinutes * 60_000;

/**
 * When the lock that these failure times (ascending) cause ends, or 0. A lock starts at the failure
 * that completes `threshold` failures within the window and lasts LOCK_MS; attempts refused during a
 * lock are not recorded, so a lock is never extended by knocking on it.
 */
export function lockedUntil(failures: number[], threshold: number): number {
  let until = 0;
  for (let i = threshold - 1; i < failures.length; i++) {
    const t = failures[i]!;
    if (t - failures[i - threshold + 1]! <= WINDOW_MS && t >= until) until = t + LOCK_MS;
  }
  return until;
}

/** Times (ascending) of failures since `sinceMs` for an account, an address, or the pair. */
async function failureTimes(db: Db, by: { account?: string; clientKey?: string }, sinceMs: number) {
  const rows = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        by.account === undefined ? undefined : eq(loginAttempts.account, by.account),
        by.clientKey === undefined ? undefined : eq(loginAttempts.clientKey, by.clientKey),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, new Date(sinceMs)),
      ),
    )
    .orderBy(asc(loginAttempts.createdAt));
  return rows.map((r) => r.createdAt.getTime());
}

/**
 * How the person proves who they are: a password can be guessed, so every lock applies to it; a
 * verification code went to the account's own mailbox or phone, so only the address lock applies, and a
 * locked account's owner can still log in with one.
 */
export type Proof = 'password' | 'code';

/**
 * Throws AccountLocked (1007, with the minutes left) when a lock holds for this attempt:
 * - the address: 30 failures on any accounts in 15 minutes;
 * - passwords only: the account from this address (5 failures since its last success), or the account
 *   from all addresses together (100). One address can thus lock an account for itself, not for everyone.
 */
export async function assertNotLocked(
  db: Db,
  input: { account: string; clientKey: string },
  proof: Proof = 'password',
): Promise<void> {
  const now = clock.nowMs();
  const horizon = now - WINDOW_MS - LOCK_MS;
  const locks = [
    failureTimes(db, { clientKey: input.clientKey }, horizon).then((t) =>
      lockedUntil(t, LOGIN_LOCKOUT.perClient),
    ),
  ];
  if (proof === 'password') {
    // A successful login (or a password reset) starts the account's count afresh.
    const [lastSuccess] = await db
      .select({ createdAt: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.account, input.account), eq(loginAttempts.succeeded, true)))
      .orderBy(desc(loginAttempts.createdAt))
      .limit(1);
    const accountSince = Math.max(horizon, lastSuccess?.createdAt.getTime() ?? 0);
    locks.push(
      failureTimes(db, input, accountSince).then((t) => lockedUntil(t, LOGIN_LOCKOUT.perAccount)),
      failureTimes(db, { account: input.account }, accountSince).then((t) =>
        lockedUntil(t, LOGIN_LOCKOUT.perAccountAllClients),
      ),
    );
  }
  const until = Math.max(...(await Promise.all(locks)));
  if (until > now) {
    throw new AppError(ResponseCode.AccountLocked, {
      minutes: Math.max(1, Math.ceil((until - now) / 60_000)),
    });
  }
}

export async function recordLoginAttempt(
  db: Db,
  input: { account: string; clientKey: string; succeeded: boolean },
): Promise<void> {
  await db.insert(loginAttempts).values({ ...input, createdAt: clock.now() });
}

/**
 * Records a failure and answers with the lock if this failure completed one, else with `error`
 * (so the 5th wrong password already says the account is locked).
 */
export async function failLogin(
  db: Db,
  input: { account: string; clientKey: string },
  error: AppError,
  proof: Proof = 'password',
): Promise<never> {
  await recordLoginAttempt(db, { ...input, succeeded: false });
  await assertNotLocked(db, input, proof);
  throw error;
}
