import {
  type LanguageType,
  type MessageListResponse,
  ResponseCode,
  TOURIST_CHAT_TTL_HOURS,
  TOURIST_IDENTITIES_PER_HOUR,
  type TouristIdentity,
  type TouristService,
  type touristMessageListRequestSchema,
} from '@openfair/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { chatTourists, userAccounts } from '../../db/schema/index';
import { generateToken, hashToken } from '../../lib/tokens';
import { touristNick } from './chat.people';
import { chatError, messageHistory, openConversation } from './chat.service';
import { allocateCustomerService } from './customer-service.service';

/**
 * Guests reach customer service (spec 000 §4 "an anonymous visitor receives a tourist chat identity";
 * spec 001 §7 getOnlineCustomer without login). The identity is the server's: a random token of 32 bytes
 * (only its hash is kept) bound to one fair and one account row made for the guest, valid for
 * TOURIST_CHAT_TTL_HOURS. Nothing the client sends names the guest, so one guest cannot act as another
 * or read another's conversation; the token is accepted by the chat socket and the tourist calls only,
 * never as an Authorization token. One address gets at most TOURIST_IDENTITIES_PER_HOUR identities
 * (besides the per-minute limit of the route), and an identity keeps the customer-service person it was
 * given, so asking again and again does not walk through the fair's staff.
 */

const TTL_MS = TOURIST_CHAT_TTL_HOURS * 3_600_000;
const touristFailure = () => chatError(ResponseCode.TooManyRequests, 'noTourist');

/** Issues a new identity to a guest of this fair, within the address's hourly allowance. */
export async function issueTourist(
  app: AppContext,
  exhibitionId: string,
  clientKey: string,
  lang: LanguageType,
): Promise<TouristIdentity> {
  const clientKeyHash = hashToken(`tourist:${clientKey}`);
  const since = new Date(Date.now() - 3_600_000);
  const [issued] = await app.db
    .select({ n: count() })
    .from(chatTourists)
    .where(
      and(
        eq(chatTourists.exhibitionId, exhibitionId),
        eq(chatTourists.clientKeyHash, clientKeyHash),
        gt(chatTourists.createdAt, since),
      ),
    );
  if ((issued?.n ?? 0) >= TOURIST_IDENTITIES_PER_HOUR) throw touristFailure();
  const token = generateToken();
  const expiresAt = new Date(Date.now() + TTL_MS);
  const accountId = await app.db.transaction(async (tx) => {
    const [account] = await tx.insert(userAccounts).values({ name: '' }).returning({ id: userAccounts.id });
    if (!account) throw touristFailure();
    await tx.insert(chatTourists).values({
      exhibitionId,
      userAccountId: account.id,
      tokenHash: hashToken(token),
      clientKeyHash,
      expiresAt,
    });
    return account.id;
  });
  return {
    userID: accountId,
    nick: touristNick(accountId, lang),
    token,
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
  };
}

/**
 * The chat session behind a tourist token of this fair, or null when the token is unknown, expired or
 * of another fair. Read each time (a guest's socket asks once, at its handshake).
 */
export async function touristSession(
  app: AppContext,
  token: string,
  exhibitionId: string,
): Promise<AuthSession | null> {
  if (token.length < 16 || token.length > 128) return null;
  const [row] = await app.db
    .select()
    .from(chatTourists)
    .where(eq(chatTourists.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.exhibitionId !== exhibitionId || row.expiresAt.getTime() <= Date.now()) return null;
  return {
    tokenId: row.id,
    userAccountId: row.userAccountId,
    exhibitionId: row.exhibitionId,
    subjectType: 'VISITOR',
    preRegistered: false,
    employee: null,
    tourist: true,
  };
}

async function requireTourist(app: AppContext, token: string, exhibitionId: string) {
  const session = await touristSession(app, token, exhibitionId);
  // The same answer as a login that expired: the page asks for a fresh identity.
  if (!session) throw chatError(ResponseCode.LoginExpired, 'noTourist');
  return session;
}

/**
 * The guest's customer service: the allocation buyers get (someone online by turns, then the least
 * busy), remembered for the identity, with the conversation opened so the guest can write at once.
 */
export async function touristCustomerService(
  app: AppContext,
  token: string,
  exhibitionId: string,
  lang: LanguageType,
): Promise<TouristService> {
  const session = await requireTourist(app, token, exhibitionId);
  const service = await allocateCustomerService(app, session, lang);
  await app.db
    .update(chatTourists)
    .set({ serviceAccountId: service.userID })
    .where(eq(chatTourists.id, session.tokenId));
  const conversation = await openConversation(app, session, lang, service.userID);
  return { ...service, conversation };
}

/** A page of the guest's history (only conversations the guest is in, as for anyone). */
export async function touristHistory(
  app: AppContext,
  exhibitionId: string,
  lang: LanguageType,
  input: z.output<typeof touristMessageListRequestSchema>,
): Promise<MessageListResponse> {
  const { touristToken, ...page } = input;
  const session = await requireTourist(app, touristToken, exhibitionId);
  return messageHistory(app, session, lang, page);
}
