import {
  CUSTOMER_SERVICE_BUSY_WINDOW_HOURS,
  type CustomerService,
  type LanguageType,
  mayOrganizer,
  type OrganizerRole,
  ResponseCode,
} from '@openfair/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { presenceSlot } from '../../core/presence';
import { chatConversations, chatMembers, organizers } from '../../db/schema/index';
import { chatPeople } from './chat.people';
import { pairKeyOf, peerOf } from './chat.presenter';
import { chatError } from './chat.service';

/** A fair has a handful of customer-service people; the bound keeps a misconfiguration cheap. */
const SERVICE_STAFF_MAX = 200;

/**
 * Who answers a buyer's or an exhibitor's "online service" (the spec's allocationCustomerServiceNew):
 * the person they already talk to when that one is online (or nobody is), otherwise, among those online,
 * the one with the fewest recent conversations, and the one assigned longest ago on a tie, so new
 * conversations take turns; when nobody is online, the least busy of all (the message waits for them).
 */
export async function allocateCustomerService(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
): Promise<CustomerService> {
  if (session.subjectType === 'ORGANIZER') throw chatError(ResponseCode.Forbidden, 'peerUnavailable');
  const me = session.userAccountId;
  const staff = await app.db
    .select({ id: organizers.userAccountId, role: organizers.role })
    .from(organizers)
    .where(eq(organizers.exhibitionId, session.exhibitionId))
    .limit(SERVICE_STAFF_MAX);
  const serving = staff.filter((s) => mayOrganizer(s.role as OrganizerRole, 'serveChat')).map((s) => s.id);
  if (serving.length === 0) throw chatError(ResponseCode.NotFound, 'noCustomerService');

  const online = await app.use(presenceSlot).current.online(serving);
  const [current] = await app.db
    .select({ pairKey: chatConversations.pairKey })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.exhibitionId, session.exhibitionId),
        inArray(
          chatConversations.pairKey,
          serving.map((id) => pairKeyOf(me, id)),
        ),
      ),
    )
    .orderBy(sql`${chatConversations.lastMessageAt} desc nulls last`)
    .limit(1);
  const known = current?.pairKey ? peerOf(current.pairKey, me) : null;

  let chosen: string;
  if (known && (online.size === 0 || online.has(known))) {
    chosen = known;
  } else {
    const pool = online.size > 0 ? serving.filter((id) => online.has(id)) : serving;
    const since = new Date(Date.now() - CUSTOMER_SERVICE_BUSY_WINDOW_HOURS * 3_600_000);
    const load = await app.db
      .select({
        id: chatMembers.userAccountId,
        recent: sql<number>`count(*) filter (where ${gt(chatConversations.lastMessageAt, since)})::int`,
        lastAssigned: sql<Date | null>`max(${chatMembers.joinedAt})`,
      })
      .from(chatMembers)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
      .where(
        and(eq(chatMembers.exhibitionId, session.exhibitionId), inArray(chatMembers.userAccountId, pool)),
      )
      .groupBy(chatMembers.userAccountId);
    const byId = new Map(load.map((l) => [l.id, l]));
    const score = (id: string) => {
      const l = byId.get(id);
      return { recent: l?.recent ?? 0, last: l?.lastAssigned ? new Date(l.lastAssigned).getTime() : 0 };
    };
    chosen = [...pool].sort((a, b) => {
      const x = score(a);
      const y = score(b);
      return x.recent - y.recent || x.last - y.last || a.localeCompare(b);
    })[0] as string;
  }
  const people = await chatPeople(app.db, app.storage, session.exhibitionId, [chosen]);
  const profile = people.get(chosen)?.profiles[lang] ?? { userID: chosen, nick: chosen, avatar: '' };
  return { ...profile, online: online.has(chosen) };
}
