import {
  type ChatProfile,
  type Conversation,
  type HandOverRequest,
  type LanguageType,
  ResponseCode,
} from '@openfair/contract';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../db/client';
import { chatConversations, chatMembers, exhibitorEmployees, exhibitors } from '../../db/schema/index';
import { chatPeople } from './chat.people';
import { inboxOf, inboxPairKeyOf, parseConversationId } from './chat.presenter';
import { chatError, conversationRows, myInboxCompany } from './chat.service';

/*
 * The exhibitor's shared inbox. A buyer who writes to a company (not to a named employee) gets one
 * conversation with it (pair key `inbox:<exhibitor>:<buyer>`, id `INBOX<row id>` for everyone). Until
 * someone claims it, every current employee of the company is a member: it is in their lists marked
 * unclaimed, its messages reach them in real time and count in their e-mail digest while they are
 * offline, but none of them can reply (the send is refused with "claim first"): replying is what the
 * claim is for, so it is an explicit step and two employees never answer one buyer at once. A claim is
 * one conditional update (`claimed_by is null`), so of two claims at once exactly one wins and the
 * other is told a colleague has it. Then the buyer and the claimer are the only members: an ordinary
 * one-to-one conversation, whose first-response time runs from the buyer's first message to the
 * claimer's first reply. The buyer sees the company's name and logo until the claim, then the claimer's.
 * Resigned employees, other companies' people and buyers can neither read nor claim it.
 */

type Member = typeof chatMembers.$inferSelect;

async function rowsFor(app: AppContext, session: AuthSession, lang: LanguageType, conversationId: string) {
  const [conversation] = await app.db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId))
    .limit(1);
  const [member] = await app.db
    .select()
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.conversationId, conversationId),
        eq(chatMembers.userAccountId, session.userAccountId),
      ),
    )
    .limit(1);
  if (!conversation || !member) throw chatError(ResponseCode.NotFound, 'notMember');
  const [row] = await conversationRows(app, session, lang, [{ conversation, member: member as Member }]);
  return row as Conversation;
}

/**
 * Makes these employees the company conversation's staff members, shown in their lists at once, and
 * drops every other member but the buyer.
 */
async function holdersAre(
  tx: Tx,
  row: { id: string; exhibitionId: string },
  visitor: string,
  holders: string[],
): Promise<void> {
  await tx
    .insert(chatMembers)
    .values(
      holders.map((userAccountId) => ({
        conversationId: row.id,
        exhibitionId: row.exhibitionId,
        userAccountId,
      })),
    )
    .onConflictDoNothing();
  await tx
    .update(chatMembers)
    .set({ hidden: false })
    .where(and(eq(chatMembers.conversationId, row.id), inArray(chatMembers.userAccountId, holders)));
  await tx
    .delete(chatMembers)
    .where(
      and(
        eq(chatMembers.conversationId, row.id),
        notInArray(chatMembers.userAccountId, [visitor, ...holders]),
      ),
    );
}

/** The company's current employees (their account ids). */
async function currentStaff(app: AppContext, exhibitionId: string, exhibitorId: string): Promise<string[]> {
  const rows = await app.db
    .select({ id: exhibitorEmployees.userAccountId })
    .from(exhibitorEmployees)
    .where(
      and(
        eq(exhibitorEmployees.exhibitorId, exhibitorId),
        eq(exhibitorEmployees.exhibitionId, exhibitionId),
        eq(exhibitorEmployees.resigned, false),
      ),
    );
  return rows.map((r) => r.id).filter((id): id is string => Boolean(id));
}

/** Finds or starts my conversation with a company of this fair (buyers only), as my list shows it. */
export async function openCompanyConversation(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  exhibitorId: string,
): Promise<Conversation> {
  const me = session.userAccountId;
  const people = await chatPeople(app.db, app.storage, session.exhibitionId, [me]);
  const mine = people.get(me);
  if (mine?.kind !== 'visitor' || mine.rejected) throw chatError(ResponseCode.Forbidden, 'peerUnavailable');
  const [company] = await app.db
    .select({ id: exhibitors.id })
    .from(exhibitors)
    .where(and(eq(exhibitors.id, exhibitorId), eq(exhibitors.exhibitionId, session.exhibitionId)))
    .limit(1);
  if (!company) throw chatError(ResponseCode.NotFound, 'companyUnavailable');
  const pairKey = inboxPairKeyOf(company.id, me);
  const find = () =>
    app.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(
        and(eq(chatConversations.exhibitionId, session.exhibitionId), eq(chatConversations.pairKey, pairKey)),
      )
      .limit(1);
  let [found] = await find();
  if (!found) {
    const staffIds = (await currentStaff(app, session.exhibitionId, company.id)).filter((id) => id !== me);
    if (staffIds.length === 0) throw chatError(ResponseCode.NotFound, 'companyUnavailable');
    await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(chatConversations)
        .values({ exhibitionId: session.exhibitionId, type: 'C2C', pairKey, inboxExhibitorId: company.id })
        .onConflictDoNothing()
        .returning();
      if (!created) return;
      await tx
        .insert(chatMembers)
        .values(
          [me, ...staffIds].map((userAccountId) => ({
            conversationId: created.id,
            exhibitionId: session.exhibitionId,
            userAccountId,
            // Staff see it once the buyer wrote something.
            hidden: userAccountId !== me,
          })),
        )
        .onConflictDoNothing();
    });
    [found] = await find();
  }
  if (!found) throw chatError(ResponseCode.NotFound, 'notMember');
  return rowsFor(app, session, lang, found.id);
}

/**
 * Claims an unclaimed company conversation for me (a current employee of that company). Of two claims
 * at once exactly one wins; claiming again what I hold answers it as it is.
 */
export async function claimConversation(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  conversationID: string,
): Promise<Conversation> {
  const me = session.userAccountId;
  const parsed = parseConversationId(conversationID);
  if (parsed?.type !== 'INBOX') throw chatError(ResponseCode.NotFound, 'notMember');
  const company = myInboxCompany(session);
  if (!company) throw chatError(ResponseCode.Forbidden, 'claimNotAllowed');
  const won = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatConversations)
      .set({ claimedBy: me, claimedAt: new Date() })
      .where(
        and(
          eq(chatConversations.id, parsed.id),
          eq(chatConversations.exhibitionId, session.exhibitionId),
          eq(chatConversations.inboxExhibitorId, company),
          isNull(chatConversations.claimedBy),
        ),
      )
      .returning();
    if (!row) return null;
    const inbox = inboxOf(row.pairKey);
    if (!inbox) return null;
    const before = await tx
      .select({ id: chatMembers.userAccountId })
      .from(chatMembers)
      .where(eq(chatMembers.conversationId, row.id));
    // The claimer has it in their list from now on, even before anyone writes again.
    await holdersAre(tx, row, inbox.visitor, [me]);
    return { row, told: [...new Set([...before.map((m) => m.id), me])] };
  });
  if (!won) {
    const [row] = await app.db
      .select({
        claimedBy: chatConversations.claimedBy,
        inboxExhibitorId: chatConversations.inboxExhibitorId,
      })
      .from(chatConversations)
      .where(
        and(eq(chatConversations.id, parsed.id), eq(chatConversations.exhibitionId, session.exhibitionId)),
      )
      .limit(1);
    // Another company's conversation (or none) is nothing I may know of.
    if (!row || row.inboxExhibitorId !== company) throw chatError(ResponseCode.NotFound, 'notMember');
    if (row.claimedBy !== me) throw chatError(ResponseCode.Forbidden, 'claimedByOther');
    return rowsFor(app, session, lang, parsed.id);
  }
  await app.events.publish('chat.members.changed', { conversationId: won.row.id });
  const people = await chatPeople(app.db, app.storage, session.exhibitionId, [me]);
  const profile = (l: LanguageType): ChatProfile =>
    people.get(me)?.profiles[l] ?? { userID: me, nick: me, avatar: '' };
  await app.events.publish('chat.inbox.claimed', {
    conversationID,
    userAccountIds: won.told,
    claimer: { cn: profile('cn'), en: profile('en') },
  });
  return rowsFor(app, session, lang, won.row.id);
}

/**
 * The claimer hands a company conversation to a current colleague, who holds it from now on as if they
 * had claimed it, or returns it to the shared inbox (no colleague named), where every current employee
 * sees it unclaimed again and may claim it. Only the one who holds it may, and only while it is theirs
 * (a conditional update, so a hand-over and a second one at once cannot both pass). The buyer keeps the
 * conversation and its history throughout.
 */
export async function handOverConversation(
  app: AppContext,
  session: AuthSession,
  input: HandOverRequest,
): Promise<null> {
  const me = session.userAccountId;
  const parsed = parseConversationId(input.conversationID);
  const company = myInboxCompany(session);
  if (parsed?.type !== 'INBOX' || !company) throw chatError(ResponseCode.NotFound, 'notMember');
  const staff = await currentStaff(app, session.exhibitionId, company);
  const to = input.toUserID;
  if (to !== undefined && (to === me || !staff.includes(to)))
    throw chatError(ResponseCode.BadRequest, 'handOverTarget');
  const moved = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatConversations)
      .set({ claimedBy: to ?? null, claimedAt: to ? new Date() : null })
      .where(
        and(
          eq(chatConversations.id, parsed.id),
          eq(chatConversations.exhibitionId, session.exhibitionId),
          eq(chatConversations.inboxExhibitorId, company),
          eq(chatConversations.claimedBy, me),
        ),
      )
      .returning();
    const inbox = row ? inboxOf(row.pairKey) : null;
    if (!row || !inbox) return null;
    const holders = to ? [to] : staff.filter((id) => id !== inbox.visitor);
    // It has messages: whoever holds it now sees it in their list at once.
    await holdersAre(tx, row, inbox.visitor, holders);
    return { row, told: [...new Set([inbox.visitor, me, ...holders])] };
  });
  if (!moved) {
    const [row] = await app.db
      .select({ inboxExhibitorId: chatConversations.inboxExhibitorId })
      .from(chatConversations)
      .where(
        and(eq(chatConversations.id, parsed.id), eq(chatConversations.exhibitionId, session.exhibitionId)),
      )
      .limit(1);
    // Another company's conversation (or none) is nothing I may know of.
    if (row?.inboxExhibitorId !== company) throw chatError(ResponseCode.NotFound, 'notMember');
    throw chatError(ResponseCode.Forbidden, 'handOverNotAllowed');
  }
  await app.events.publish('chat.members.changed', { conversationId: moved.row.id });
  let claimer: Record<LanguageType, ChatProfile> | null = null;
  if (to) {
    const people = await chatPeople(app.db, app.storage, session.exhibitionId, [to]);
    const profile = (l: LanguageType): ChatProfile =>
      people.get(to)?.profiles[l] ?? { userID: to, nick: to, avatar: '' };
    claimer = { cn: profile('cn'), en: profile('en') };
  }
  await app.events.publish('chat.inbox.claimed', {
    conversationID: input.conversationID,
    userAccountIds: moved.told,
    claimer,
  });
  return null;
}
