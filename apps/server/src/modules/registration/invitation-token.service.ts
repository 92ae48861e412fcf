import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ResponseCode } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { configurationItems } from '../../db/schema/index';
import { normaliseEmail } from '../verification/index';
import type { DbOrTx } from './registration.types';

/** configuration_items key of the per-fair secret that signs invitation tokens. Never sent to clients. */
export const APP_SECRET_KEY = 'appSecret';

/**
 * The fair's signing secret, generated with crypto on first use. Two processes racing on the first use
 * both insert "on conflict do nothing" and then read the row that won, so they agree on one secret.
 */
export async function appSecret(db: DbOrTx, exhibitionId: string): Promise<string> {
  const read = async () => {
    const [row] = await db
      .select({ value: configurationItems.value })
      .from(configurationItems)
      .where(
        and(eq(configurationItems.exhibitionId, exhibitionId), eq(configurationItems.key, APP_SECRET_KEY)),
      )
      .limit(1);
    return typeof row?.value === 'string' && row.value.length >= 32 ? row.value : null;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(configurationItems)
    .values({ exhibitionId, key: APP_SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const created = await read();
  if (!created)
    throw new Error(`configuration item ${APP_SECRET_KEY} of ${exhibitionId} is not a usable secret`);
  return created;
}

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

function signature(secret: string, exhibitionId: string, email: string, exhibitorId: string, exp: number) {
  // Newline-separated: none of the parts can contain one (email pattern, ids), so no two inputs collide.
  return createHmac('sha256', secret)
    .update(`openfair-invitation-v1\n${exhibitionId}\n${normaliseEmail(email)}\n${exhibitorId}\n${exp}`)
    .digest('base64url');
}

/**
 * An invitation token for registerUserByEmailNotCheck: proves that the fair (or an exhibitor of it)
 * sent an invitation to `email`, so the visitor may register without a code. Format
 * `<expiry seconds>.<exhibitorId base64url>.<HMAC-SHA256 base64url>`; `exhibitorId` '' for the organizer.
 */
export async function createInvitationToken(
  db: DbOrTx,
  exhibitionId: string,
  input: { email: string; exhibitorId: string; ttlHours: number; now?: Date },
): Promise<string> {
  const secret = await appSecret(db, exhibitionId);
  const exp = Math.floor((input.now ?? new Date()).getTime() / 1000 + input.ttlHours * 3600);
  return `${exp}.${b64url(input.exhibitorId)}.${signature(secret, exhibitionId, input.email, input.exhibitorId, exp)}`;
}

/** Checks an invitation token for this email; returns the inviting exhibitor id ('' for the organizer). */
export async function verifyInvitationToken(
  db: Db,
  exhibitionId: string,
  input: { token: string; email: string; now?: Date },
): Promise<{ exhibitorId: string }> {
  const refused = () =>
    new AppError(ResponseCode.InvitationCodeError, undefined, {
      cn: '邀请链接无效或已过期',
      en: 'The invitation link is not valid or has expired',
    });
  const parts = input.token.split('.');
  if (parts.length !== 3 || !/^\d{1,12}$/.test(parts[0]!)) throw refused();
  const exp = Number(parts[0]);
  const exhibitorId = Buffer.from(parts[1]!, 'base64url').toString('utf8');
  const given = Buffer.from(parts[2]!, 'utf8');
  const secret = await appSecret(db, exhibitionId);
  const expected = Buffer.from(signature(secret, exhibitionId, input.email, exhibitorId, exp), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
  if (exp * 1000 <= (input.now ?? new Date()).getTime()) throw refused();
  return { exhibitorId };
}
