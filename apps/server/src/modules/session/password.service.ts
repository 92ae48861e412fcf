import { ResponseCode } from '@openfair/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { authTokens, userAccounts } from '../../db/schema/index';
import { hashPassword, verifyPassword } from '../../lib/password';
import { verifyTargetToken } from '../verification/index';
import { assertNotLocked, failLogin, recordLoginAttempt } from './lockout.service';
import { findAccount } from './session.service';

function assertConfirmed(password: string, confirmPassword: string): void {
  if (password !== confirmPassword) throw new AppError(ResponseCode.PasswordsMismatch);
}

/** Revokes the account's live tokens, except `keepTokenId` when given, on every instance. */
async function revokeTokens(app: AppContext, userAccountId: string, keepTokenId?: string): Promise<void> {
  await app.db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userAccountId, userAccountId),
        isNull(authTokens.revokedAt),
        keepTokenId ? ne(authTokens.id, keepTokenId) : undefined,
      ),
    );
  await app.events.publish('session.changed', { userAccountId });
}

async function loadAccount(db: Db, userAccountId: string) {
  const [row] = await db.select().from(userAccounts).where(eq(userAccounts.id, userAccountId)).limit(1);
  if (!row) throw new AppError(ResponseCode.LoginExpired);
  return row;
}

/** A logged-in account that has no password yet (registered or logged in by code) sets its first one. */
export async function setPassword(
  db: Db,
  session: AuthSession,
  input: { password: string; confirmPassword: string },
): Promise<void> {
  assertConfirmed(input.password, input.confirmPassword);
  const account = await loadAccount(db, session.userAccountId);
  if (account.passwordHash) {
    throw new AppError(ResponseCode.Forbidden, undefined, {
      cn: '账号已设置密码，请使用修改密码',
      en: 'The account already has a password, use change password',
    });
  }
  await db
    .update(userAccounts)
    .set({ passwordHash: await hashPassword(input.password), mustChangePassword: false })
    .where(eq(userAccounts.id, account.id));
}

/**
 * Forgot password: a verifiedToken of scene RESET_PASSWORD for that email or mobile sets a new password,
 * logs every device out and lifts a login lockout of the account.
 */
export async function setPasswordByToken(
  app: AppContext,
  input: {
    account: string;
    verifiedToken: string;
    password: string;
    confirmPassword: string;
    clientKey: string;
  },
): Promise<void> {
  assertConfirmed(input.password, input.confirmPassword);
  const { db } = app;
  const found = await findAccount(db, input.account);
  if (!found) throw new AppError(ResponseCode.AccountNotFound);
  await verifyTargetToken(db, { token: input.verifiedToken, target: input.account, scene: 'RESET_PASSWORD' });
  await db
    .update(userAccounts)
    .set({ passwordHash: await hashPassword(input.password), mustChangePassword: false })
    .where(eq(userAccounts.id, found.row.id));
  await revokeTokens(app, found.row.id);
  // Proving the email or mobile is as good as a successful login for the lockout count.
  await recordLoginAttempt(db, { account: found.row.id, clientKey: input.clientKey, succeeded: true });
}

/**
 * /personal/change-password: the old password must match; other devices are logged out, this one stays.
 * Wrong old passwords count toward the login lockout like wrong logins: a stolen session must not become
 * a way to guess the password.
 */
export async function changePassword(
  app: AppContext,
  session: AuthSession,
  input: { oldPassword: string; password: string; confirmPassword: string; clientKey: string },
): Promise<void> {
  assertConfirmed(input.password, input.confirmPassword);
  const { db } = app;
  const account = await loadAccount(db, session.userAccountId);
  const key = { account: account.id, clientKey: input.clientKey };
  await assertNotLocked(db, key);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, input.oldPassword))) {
    await failLogin(db, key, new AppError(ResponseCode.PasswordError));
  }
  await db
    .update(userAccounts)
    .set({ passwordHash: await hashPassword(input.password), mustChangePassword: false })
    .where(eq(userAccounts.id, account.id));
  await revokeTokens(app, account.id, session.tokenId);
}
