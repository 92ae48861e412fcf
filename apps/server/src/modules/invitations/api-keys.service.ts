import { createHash, randomBytes } from 'node:crypto';
import {
  type ApiKey,
  type ApiKeyCreated,
  type ExternalRecord,
  fillMessage,
  INVITATION_API_KEY_PREFIX,
  INVITATION_API_KEY_SCHEME,
  INVITATION_API_KEYS_MAX,
  invitationMessages,
  type LanguageType,
  ResponseCode,
} from '@openfair/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import { clock } from '../../core/clock';
import type { AppContext } from '../../core/context';
import type { Db } from '../../db/client';
import { invitationApiKeys } from '../../db/schema/index';
import { record, screen } from './email-invitations.service';
import { companyOf, fail } from './invitations.shared';

/** 32 random bytes: guessing a key is out of reach, so the hash needs no salt and is looked up directly. */
const KEY_BYTES = 32;
/** the prefix and the first characters of the random part, shown in the list to tell keys apart */
const SHOWN_CHARS = INVITATION_API_KEY_PREFIX.length + 6;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

type KeyRow = typeof invitationApiKeys.$inferSelect;
const presentKey = (r: KeyRow): ApiKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

/** The company's keys, newest first (revoked ones stay listed, marked). */
export async function listApiKeys(db: Db, session: AuthSession): Promise<{ list: ApiKey[] }> {
  const { exhibitorId } = companyOf(session);
  const rows = await db
    .select()
    .from(invitationApiKeys)
    .where(eq(invitationApiKeys.exhibitorId, exhibitorId))
    .orderBy(desc(invitationApiKeys.createdAt), desc(invitationApiKeys.id))
    .limit(100);
  return { list: rows.map(presentKey) };
}

/** A new key for one of the company's systems; the answer is the only place the key itself appears. */
export async function createApiKey(db: Db, session: AuthSession, name: string): Promise<ApiKeyCreated> {
  const { exhibitorId } = companyOf(session);
  const [active] = await db
    .select({ n: count() })
    .from(invitationApiKeys)
    .where(and(eq(invitationApiKeys.exhibitorId, exhibitorId), isNull(invitationApiKeys.revokedAt)));
  if ((active?.n ?? 0) >= INVITATION_API_KEYS_MAX) {
    throw fail(
      ResponseCode.TooManyRequests,
      fillMessage(invitationMessages.apiKeysFull, { max: INVITATION_API_KEYS_MAX }),
    );
  }
  const key = `${INVITATION_API_KEY_PREFIX}${randomBytes(KEY_BYTES).toString('base64url')}`;
  const [row] = await db
    .insert(invitationApiKeys)
    .values({
      exhibitionId: session.exhibitionId,
      exhibitorId,
      name,
      keyHash: hashKey(key),
      prefix: key.slice(0, SHOWN_CHARS),
      createdByAccountId: session.userAccountId,
    })
    .returning();
  return { ...presentKey(row!), key };
}

/** Revokes one of the company's keys (another company's id is "not found"); calls with it fail at once. */
export async function revokeApiKey(db: Db, session: AuthSession, id: string): Promise<ApiKey> {
  const { exhibitorId } = companyOf(session);
  const [row] = await db
    .update(invitationApiKeys)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(invitationApiKeys.id, id),
        eq(invitationApiKeys.exhibitorId, exhibitorId),
        isNull(invitationApiKeys.revokedAt),
      ),
    )
    .returning();
  if (row) return presentKey(row);
  const [kept] = await db
    .select()
    .from(invitationApiKeys)
    .where(and(eq(invitationApiKeys.id, id), eq(invitationApiKeys.exhibitorId, exhibitorId)))
    .limit(1);
  if (!kept) throw fail(ResponseCode.NotFound, invitationMessages.notFound);
  return presentKey(kept);
}

/** The live key of `Authorization: ApiKey <key>` in this fair, or a refusal that says nothing more. */
async function keyOf(db: Db, exhibitionId: string, authorization: string | undefined): Promise<KeyRow> {
  const refused = () => fail(ResponseCode.Unauthorized, invitationMessages.apiKeyInvalid);
  const [scheme, key, extra] = (authorization ?? '').trim().split(/\s+/);
  if (scheme !== INVITATION_API_KEY_SCHEME || !key || extra !== undefined) throw refused();
  if (!key.startsWith(INVITATION_API_KEY_PREFIX) || key.length > 100) throw refused();
  const [row] = await db
    .select()
    .from(invitationApiKeys)
    .where(eq(invitationApiKeys.keyHash, hashKey(key)))
    .limit(1);
  if (!row || row.revokedAt || row.exhibitionId !== exhibitionId) throw refused();
  return row;
}

/**
 * externalInterface/invitation/addRecord: the company's own system records an invitation. It is screened like
 * an address typed in by hand (a refused one is answered with its reasons and nothing is written), counts
 * against the company's bounds, and appears in /invitehistory as sent by the key's maker. The answer carries
 * the signed registration link for the system's own mail; with `send`, OpenFair delivers it as well.
 */
export async function externalAddRecord(
  app: AppContext,
  exhibitionId: string,
  authorization: string | undefined,
  input: { email: string; name: string; mobile: string; send: boolean },
  lang: LanguageType,
  publicOrigin: string | null,
): Promise<ExternalRecord> {
  const key = await keyOf(app.db, exhibitionId, authorization);
  const candidate = { row: 1, name: input.name, email: input.email, mobile: input.mobile };
  const { good, rejected } = await screen(app.db, key.exhibitorId, [candidate], lang);
  if (good.length === 0) {
    throw fail(
      ResponseCode.BadRequest,
      fillMessage(invitationMessages.recordRefused, {
        problems: (rejected[0]?.problems ?? []).join(lang === 'en' ? '; ' : '；'),
      }),
    );
  }
  const [made] = await record(
    app,
    { exhibitionId, exhibitorId: key.exhibitorId, accountId: key.createdByAccountId },
    good,
    publicOrigin,
    input.send,
  );
  await app.db
    .update(invitationApiKeys)
    .set({ lastUsedAt: clock.now() })
    .where(eq(invitationApiKeys.id, key.id));
  return { email: made!.email, link: made!.link, expiresAt: made!.expiresAt.toISOString(), sent: input.send };
}
