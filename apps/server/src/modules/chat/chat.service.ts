import {
  CHAT_SYNC_BATCH,
  type ChatMessage,
  type ChatMessageKey,
  type ChatProfile,
  type Conversation,
  chatMessages as chatTexts,
  isKnownSticker,
  type LanguageType,
  type MessageListResponse,
  type messageListRequestSchema,
  productCardId,
  REVOKE_WINDOW_SECONDS,
  ResponseCode,
  SYSTEM_CONVERSATION_ID,
  type SyncResponse,
  type sendMessageRequestSchema,
  stickerMessages,
  UNREAD_BADGE_MAX,
} from '@openfair/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { mediaUrls } from '../../core/media-url';
import type { Db, DbOrTx } from '../../db/client';
import {
  chatConversations,
  chatMedia,
  chatMembers,
  chatMessages,
  clientPoolMembers,
  exhibitors,
} from '../../db/schema/index';
import { markNoticesSeen, noticeSummary } from '../content/index';
import { type ConversationShape, chatCacheSlot } from './chat.cache';
import { committerSlot } from './chat.commit';
import { type ChatPerson, chatPeople, mayChat, mayUploadForChat } from './chat.people';
import {
  type ConversationRow,
  conversationIdFor,
  inboxOf,
  type MessageRow,
  messageForShow,
  pairKeyOf,
  parseConversationId,
  peerOf,
  presentMessage,
  storedMediaPayload,
} from './chat.presenter';
import { lastProductCard, productCardPayload } from './chat.product-card';

/** A chat error in the caller's language, with the code the socket acknowledgement and HTTP share. */
export const chatError = (code: ResponseCode, key: ChatMessageKey) =>
  new AppError(code, undefined, { cn: chatTexts[key].zh, en: chatTexts[key].en });

/**
 * Who receives what after a write: every member of the conversation with the message as they see it,
 * in both languages (a socket receives the one of its language; the same object for both when nothing
 * differs between them). Members who see the same message share
 * one view, so a group's message is built and sent once for all its receivers, not once per member.
 */
export type ChatDelivery = {
  conversationId: string;
  views: { userAccountIds: string[]; message: Record<LanguageType, ChatMessage> }[];
};

export type Member = typeof chatMembers.$inferSelect;

/** The next value of the change counter (PostgreSQL hands bigints out as strings). */
const nextChange = async (db: DbOrTx): Promise<number> => {
  const { rows } = await db.execute<{ v: string | number }>(sql`select nextval('chat_change_seq') as v`);
  return Number(rows[0]?.v);
};

async function membersOf(db: Db, conversationId: string): Promise<Member[]> {
  return db.select().from(chatMembers).where(eq(chatMembers.conversationId, conversationId));
}

async function person(app: AppContext, exhibitionId: string, ids: string[]) {
  return chatPeople(app.db, app.storage, exhibitionId, ids);
}

/**
 * The one-to-one conversation between the caller and a peer they may chat with, created on first use
 * (the pair key makes two people who start at once share one row).
 */
async function c2cConversation(
  app: AppContext,
  session: AuthSession,
  peerId: string,
  create: boolean,
): Promise<{ conversation: ConversationRow; people: Map<string, ChatPerson> }> {
  const me = session.userAccountId;
  const people = await person(app, session.exhibitionId, [me, peerId]);
  const mine = people.get(me);
  const peer = people.get(peerId);
  if (!mine || !peer || !mayChat(mine, peer))
    throw chatError(
      ResponseCode.Forbidden,
      mine?.kind === 'tourist' ? 'touristServiceOnly' : 'peerUnavailable',
    );
  const pairKey = pairKeyOf(me, peerId);
  const find = () =>
    app.db
      .select()
      .from(chatConversations)
      .where(
        and(eq(chatConversations.exhibitionId, session.exhibitionId), eq(chatConversations.pairKey, pairKey)),
      )
      .limit(1);
  let [conversation] = await find();
  if (!conversation) {
    if (!create) throw chatError(ResponseCode.NotFound, 'notMember');
    await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(chatConversations)
        .values({ exhibitionId: session.exhibitionId, type: 'C2C', pairKey })
        .onConflictDoNothing()
        .returning();
      if (!created) return;
      await tx
        .insert(chatMembers)
        .values(
          [me, peerId].map((userAccountId) => ({
            conversationId: created.id,
            exhibitionId: session.exhibitionId,
            userAccountId,
            // A conversation nobody wrote in yet stays out of the other person's list.
            hidden: userAccountId !== me,
          })),
        )
        .onConflictDoNothing();
    });
    [conversation] = await find();
  }
  if (!conversation) throw chatError(ResponseCode.NotFound, 'notMember');
  return { conversation, people };
}

/** A conversation the caller is a member of, by the id they know it by. */
async function memberConversation(
  app: AppContext,
  session: AuthSession,
  conversationID: string,
  opts: { create: boolean; checkPeer: boolean },
): Promise<{ conversation: ConversationRow; members: Member[] }> {
  const parsed = parseConversationId(conversationID);
  if (!parsed || parsed.type === 'SYSTEM') throw chatError(ResponseCode.NotFound, 'notMember');
  let conversation: ConversationRow | undefined;
  if (parsed.type === 'C2C') {
    if (opts.checkPeer) {
      conversation = (await c2cConversation(app, session, parsed.peer, opts.create)).conversation;
    } else {
      [conversation] = await app.db
        .select()
        .from(chatConversations)
        .where(
          and(
            eq(chatConversations.exhibitionId, session.exhibitionId),
            eq(chatConversations.pairKey, pairKeyOf(session.userAccountId, parsed.peer)),
          ),
        )
        .limit(1);
    }
  } else {
    [conversation] = await app.db
      .select()
      .from(chatConversations)
      .where(
        and(eq(chatConversations.exhibitionId, session.exhibitionId), eq(chatConversations.id, parsed.id)),
      )
      .limit(1);
  }
  if (!conversation) throw chatError(ResponseCode.NotFound, 'notMember');
  const members = await membersOf(app.db, conversation.id);
  if (!members.some((m) => m.userAccountId === session.userAccountId))
    throw chatError(ResponseCode.NotFound, 'notMember');
  if (!inboxStaffAllowed(session, conversation)) throw chatError(ResponseCode.NotFound, 'notMember');
  return { conversation, members };
}

/** The company whose shared inbox I may read and claim: my own, while I work for it. */
export const myInboxCompany = (session: AuthSession): string | null =>
  session.employee && !session.employee.resigned ? session.employee.exhibitorId : null;

/**
 * In a company conversation the buyer is always in; staff only while they are current employees of
 * that company (a resigned employee's membership row may still exist, and is worth nothing).
 */
function inboxStaffAllowed(session: AuthSession, conversation: Pick<ConversationRow, 'pairKey'>): boolean {
  const inbox = inboxOf(conversation.pairKey);
  if (!inbox || inbox.visitor === session.userAccountId) return true;
  return myInboxCompany(session) === inbox.exhibitorId;
}

type ConversationKey = Pick<ConversationRow, 'id' | 'type' | 'pairKey'>;

/**
 * Every member's view of a message, in both languages, members seeing the same grouped. `peerRead` is
 * how far the others have read, as the sender's view shows it (one-to-one only); a message sent just now
 * has been read by nobody else yet.
 */
export function viewsOf(
  app: AppContext,
  conversation: ConversationKey,
  memberIds: Iterable<string>,
  message: MessageRow,
  sender: ChatPerson | undefined,
  peerRead: number,
): ChatDelivery {
  const profile = (lang: LanguageType) =>
    sender?.profiles[lang] ?? { userID: message.senderAccountId, nick: message.senderAccountId, avatar: '' };
  const url = mediaUrls(app.storage);
  const groups = new Map<string, string[]>();
  for (const id of memberIds) {
    // What differs between viewers: whether it is theirs, and the id they know the conversation by.
    const key = id === message.senderAccountId ? '' : conversationIdFor(conversation, id);
    const group = groups.get(key);
    if (group) group.push(id);
    else groups.set(key, [id]);
  }
  const views: ChatDelivery['views'] = [];
  for (const ids of groups.values()) {
    const viewer = ids[0] as string;
    const read = viewer === message.senderAccountId ? peerRead : 0;
    const view = (lang: LanguageType) =>
      presentMessage(message, conversation, viewer, profile(lang), read, url, lang);
    const cn = view('cn');
    // A name without an English form reads the same in both languages: one view, sent once (a group
    // tip's sentence is in each language).
    const same =
      message.type !== 'groupTip' &&
      profile('cn').nick === profile('en').nick &&
      profile('cn').avatar === profile('en').avatar;
    views.push({ userAccountIds: ids, message: { cn, en: same ? cn : view('en') } });
  }
  return { conversationId: conversation.id, views };
}

/** Every member's view of a stored message, reading how far the others have read. */
async function deliveryOf(
  app: AppContext,
  exhibitionId: string,
  conversation: ConversationKey,
  members: Member[],
  message: MessageRow,
): Promise<ChatDelivery> {
  const people = await person(app, exhibitionId, [message.senderAccountId]);
  const peerRead = Math.max(
    0,
    ...members.filter((m) => m.userAccountId !== message.senderAccountId).map((m) => m.lastReadSeq),
  );
  return viewsOf(
    app,
    conversation,
    members.map((m) => m.userAccountId),
    message,
    people.get(message.senderAccountId),
    peerRead,
  );
}

export type SendResult = { message: Record<LanguageType, ChatMessage>; delivery: ChatDelivery | null };

type Outgoing = z.output<typeof sendMessageRequestSchema>['message'];

/**
 * The payload to store: as sent for text, stickers and custom data; for a picture, video or file, what
 * the server recorded of the sender's own chat upload of that kind in this fair, else a refusal.
 */
async function payloadToStore(app: AppContext, session: AuthSession, message: Outgoing): Promise<unknown> {
  if (message.type !== 'image' && message.type !== 'video' && message.type !== 'file') return message.payload;
  const [media] = await app.db
    .select()
    .from(chatMedia)
    .where(
      and(
        eq(chatMedia.key, message.payload.key),
        eq(chatMedia.uploaderAccountId, session.userAccountId),
        eq(chatMedia.exhibitionId, session.exhibitionId),
        eq(chatMedia.kind, message.type),
      ),
    )
    .limit(1);
  if (!media) throw chatError(ResponseCode.Forbidden, 'mediaNotYours');
  return storedMediaPayload(media);
}

/**
 * Stores a message and answers what to deliver. It is committed before anyone hears of it; a resend
 * with the same client id answers the stored message and delivers nothing again.
 */
export async function sendMessage(
  app: AppContext,
  session: AuthSession,
  appId: string,
  request: z.output<typeof sendMessageRequestSchema>,
): Promise<SendResult> {
  const { message } = request;
  if (message.type === 'text' && message.payload.text.trim() === '')
    throw chatError(ResponseCode.BadRequest, 'emptyMessage');
  // A sticker is drawn from the pack it names: a payload naming none would show nothing to anyone.
  if (message.type === 'face' && !isKnownSticker(message.payload.data, message.payload.index))
    throw new AppError(ResponseCode.BadRequest, undefined, {
      cn: stickerMessages.unknownSticker.zh,
      en: stickerMessages.unknownSticker.en,
    });
  const me = session.userAccountId;
  // A product card is written from the product's record; the same product as the conversation's
  // newest card is not written again (a buyer reopening the chat from the product page), the
  // existing card answers instead.
  const cardProduct = message.type === 'custom' ? productCardId(message.payload.data) : null;
  let card: Awaited<ReturnType<typeof productCardPayload>> | null = null;
  if (cardProduct) {
    card = await productCardPayload(app, session, request.conversationID, cardProduct);
    const target = await sendingConversation(app, session, request.conversationID);
    const existing = await lastProductCard(app, target.id);
    if (existing && productCardId(String((existing.payload as { data?: unknown }).data)) === cardProduct) {
      const members = await membersOf(app.db, target.id);
      const delivery = await deliveryOf(app, session.exhibitionId, target, members, existing);
      return { message: viewOf(delivery, me), delivery: null };
    }
  }
  let conversation: ConversationShape | undefined;
  const committed = await app.use(committerSlot).submitInOrder(me, async () => {
    conversation = await sendingConversation(app, session, request.conversationID);
    const payload = card ?? mentionsChecked(conversation, me, await payloadToStore(app, session, message));
    return {
      conversationId: conversation.id,
      senderAccountId: me,
      clientMessageId: request.clientMessageID,
      type: message.type,
      payload,
      customData: {
        appId,
        exhibitionId: session.exhibitionId,
        // A guest has no subject type (spec 000 §1: anonymous users have an empty one).
        subjectType: session.tourist ? '' : session.subjectType,
        userAccountId: me,
      },
    };
  });
  if (!committed || !conversation) throw chatError(ResponseCode.BadRequest, 'notMember');
  const { row } = committed;
  if (!committed.fresh) {
    // A resend: the stored message as it is now, delivered to nobody again.
    if (row.conversationId !== conversation.id) throw chatError(ResponseCode.BadRequest, 'notMember');
    const members = await membersOf(app.db, conversation.id);
    const delivery = await deliveryOf(app, session.exhibitionId, conversation, members, row);
    return { message: viewOf(delivery, me), delivery: null };
  }
  const people = await app.use(chatCacheSlot).peopleOf(session.exhibitionId, [me]);
  const delivery = viewsOf(app, conversation, conversation.members, row, people.get(me), 0);
  return { message: viewOf(delivery, me), delivery };
}

/**
 * A text's mentions: only in a group, only of its other members, each once. A list naming anyone else
 * is refused, so a mention cannot reach (or probe for) people outside the group.
 */
function mentionsChecked(conversation: ConversationShape, me: string, payload: unknown): unknown {
  const p = payload as { text?: unknown; atUserList?: string[] };
  if (!p || typeof p !== 'object' || !Array.isArray(p.atUserList)) return payload;
  const { atUserList, ...rest } = p;
  if (atUserList.length === 0) return rest;
  const unique = [...new Set(atUserList)];
  if (
    conversation.type !== 'GROUP' ||
    unique.length !== atUserList.length ||
    unique.some((id) => id === me || !conversation.memberSet.has(id))
  )
    throw chatError(ResponseCode.BadRequest, 'mentionNotMember');
  return { ...rest, atUserList: unique };
}

/**
 * The conversation a message goes to, from memory where known: the caller must be a member, and in a
 * one-to-one conversation both people must (still) be allowed to talk, so a resignation, a rejection
 * or an expired guest identity ends it from the next message on. A first message creates it.
 */
async function sendingConversation(
  app: AppContext,
  session: AuthSession,
  conversationID: string,
): Promise<ConversationShape> {
  const cache = app.use(chatCacheSlot);
  const me = session.userAccountId;
  const parsed = parseConversationId(conversationID);
  if (!parsed || parsed.type === 'SYSTEM') throw chatError(ResponseCode.NotFound, 'notMember');
  let id: string;
  if (parsed.type === 'C2C') {
    const people = await cache.peopleOf(session.exhibitionId, [me, parsed.peer]);
    const mine = people.get(me);
    const peer = people.get(parsed.peer);
    if (!mine || !peer || !mayChat(mine, peer))
      throw chatError(
        ResponseCode.Forbidden,
        mine?.kind === 'tourist' ? 'touristServiceOnly' : 'peerUnavailable',
      );
    const peerId = parsed.peer;
    id = await cache.pairConversationId(
      session.exhibitionId,
      pairKeyOf(me, peerId),
      async () => (await c2cConversation(app, session, peerId, true)).conversation.id,
    );
  } else {
    id = parsed.id;
  }
  const conversation = await cache.conversation(session.exhibitionId, id);
  if (!conversation?.memberSet.has(me)) throw chatError(ResponseCode.NotFound, 'notMember');
  const inbox = inboxOf(conversation.pairKey);
  if (inbox) await mayWriteInbox(app, session, conversation, inbox);
  return conversation;
}

/**
 * Who may write in a company conversation: the buyer (to the company while unclaimed, then to the
 * claimer while both may chat); of the staff only the claimer, so the others must claim first.
 */
async function mayWriteInbox(
  app: AppContext,
  session: AuthSession,
  conversation: ConversationShape,
  inbox: { exhibitorId: string; visitor: string },
): Promise<void> {
  const me = session.userAccountId;
  if (me !== inbox.visitor) {
    if (!inboxStaffAllowed(session, conversation)) throw chatError(ResponseCode.NotFound, 'notMember');
    if (!conversation.claimedBy) throw chatError(ResponseCode.Forbidden, 'claimFirst');
    if (conversation.claimedBy !== me) throw chatError(ResponseCode.Forbidden, 'claimedByOther');
  }
  const other = me === inbox.visitor ? conversation.claimedBy : inbox.visitor;
  const people = await app.use(chatCacheSlot).peopleOf(session.exhibitionId, other ? [me, other] : [me]);
  const mine = people.get(me);
  const peer = other ? people.get(other) : undefined;
  const allowed = peer
    ? mine !== undefined && mayChat(mine, peer)
    : mine?.kind === 'visitor' && !mine.rejected;
  if (!allowed) throw chatError(ResponseCode.Forbidden, 'peerUnavailable');
}

/**
 * Removes a person from a conversation: they neither send to it nor receive from it any more, on every
 * instance (each forgets the membership it kept in memory).
 */
export async function removeConversationMember(
  app: AppContext,
  conversationId: string,
  userAccountId: string,
): Promise<void> {
  await app.db
    .delete(chatMembers)
    .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userAccountId, userAccountId)));
  await app.events.publish('chat.members.changed', { conversationId });
}

function viewOf(delivery: ChatDelivery, viewer: string): Record<LanguageType, ChatMessage> {
  const view = delivery.views.find((v) => v.userAccountIds.includes(viewer));
  if (!view) throw chatError(ResponseCode.NotFound, 'notMember');
  return view.message;
}

/** Revokes my own message within the window: every member sees it revoked (spec 001 §4). */
export async function revokeMessage(
  app: AppContext,
  session: AuthSession,
  messageID: string,
): Promise<SendResult> {
  const [row] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, messageID)).limit(1);
  if (!row) throw chatError(ResponseCode.NotFound, 'notMember');
  if (row.senderAccountId !== session.userAccountId)
    throw chatError(ResponseCode.Forbidden, 'revokeNotYours');
  const [conversation] = await app.db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.id, row.conversationId),
        eq(chatConversations.exhibitionId, session.exhibitionId),
      ),
    )
    .limit(1);
  if (!conversation) throw chatError(ResponseCode.NotFound, 'notMember');
  if (row.revokedAt) {
    const members = await membersOf(app.db, conversation.id);
    const delivery = await deliveryOf(app, session.exhibitionId, conversation, members, row);
    return { message: viewOf(delivery, session.userAccountId), delivery: null };
  }
  const now = new Date();
  if (now.getTime() - row.createdAt.getTime() > REVOKE_WINDOW_SECONDS * 1000)
    throw chatError(ResponseCode.Forbidden, 'revokeExpired');
  const version = await nextChange(app.db);
  const [updated] = await app.db
    .update(chatMessages)
    .set({ revokedAt: now, version })
    .where(and(eq(chatMessages.id, row.id), sql`${chatMessages.revokedAt} is null`))
    .returning();
  const members = await membersOf(app.db, conversation.id);
  const result = updated ?? row;
  const delivery = await deliveryOf(app, session.exhibitionId, conversation, members, result);
  return { message: viewOf(delivery, session.userAccountId), delivery: updated ? delivery : null };
}

/**
 * Marks everything in a conversation read for me; answers whom to tell (the other members) and up to
 * which seq, or null when nothing changed.
 */
export async function markRead(
  app: AppContext,
  session: AuthSession,
  conversationID: string,
): Promise<{ seq: number; readers: { userAccountId: string; conversationID: string }[] } | null> {
  // The system conversation is the notice box: opening it reads the notices, as /mail does.
  if (conversationID === SYSTEM_CONVERSATION_ID) {
    if (!session.tourist) await markNoticesSeen(app.db, session.exhibitionId, session.userAccountId);
    return null;
  }
  const { conversation, members } = await memberConversation(app, session, conversationID, {
    create: false,
    checkPeer: false,
  });
  const me = members.find((m) => m.userAccountId === session.userAccountId);
  const [last] = await app.db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversation.id))
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  const seq = last?.seq ?? 0;
  if (!me || me.lastReadSeq >= seq) return null;
  await app.db
    .update(chatMembers)
    .set({ lastReadSeq: seq })
    .where(
      and(
        eq(chatMembers.conversationId, conversation.id),
        eq(chatMembers.userAccountId, session.userAccountId),
      ),
    );
  return {
    seq,
    readers: members
      .filter((m) => m.userAccountId !== session.userAccountId)
      .map((m) => ({
        userAccountId: m.userAccountId,
        conversationID: conversationIdFor(conversation, m.userAccountId),
      })),
  };
}

type MessageWithConversation = { message: MessageRow; conversation: ConversationRow; member: Member };

/** Presents rows for one viewer, with every sender's name in the viewer's language. */
async function presentFor(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  rows: MessageWithConversation[],
): Promise<ChatMessage[]> {
  const people = await person(
    app,
    session.exhibitionId,
    rows.map((r) => r.message.senderAccountId),
  );
  const conversationIds = [...new Set(rows.map((r) => r.conversation.id))];
  const peerReads =
    conversationIds.length === 0
      ? []
      : await app.db
          .select({ conversationId: chatMembers.conversationId, seq: chatMembers.lastReadSeq })
          .from(chatMembers)
          .where(
            and(
              inArray(chatMembers.conversationId, conversationIds),
              ne(chatMembers.userAccountId, session.userAccountId),
            ),
          );
  const peerRead = (conversationId: string) =>
    Math.max(0, ...peerReads.filter((p) => p.conversationId === conversationId).map((p) => p.seq));
  const url = mediaUrls(app.storage);
  return rows.map(({ message, conversation }) =>
    presentMessage(
      message,
      conversation,
      session.userAccountId,
      people.get(message.senderAccountId)?.profiles[lang] ?? {
        userID: message.senderAccountId,
        nick: message.senderAccountId,
        avatar: '',
      },
      peerRead(conversation.id),
      url,
      lang,
    ),
  );
}

/**
 * Every change (new or revoked message) in my conversations after `since`, oldest first, in batches:
 * what a client that was offline asks for when it reconnects. Messages I cleared stay cleared.
 */
export async function syncChanges(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  since: number,
): Promise<SyncResponse> {
  const rows = await app.db
    .select({ message: chatMessages, conversation: chatConversations, member: chatMembers })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .innerJoin(
      chatMembers,
      and(
        eq(chatMembers.conversationId, chatMessages.conversationId),
        eq(chatMembers.userAccountId, session.userAccountId),
      ),
    )
    .where(
      and(
        gt(chatMessages.version, since),
        eq(chatConversations.exhibitionId, session.exhibitionId),
        gt(chatMessages.seq, chatMembers.clearedSeq),
      ),
    )
    .orderBy(asc(chatMessages.version))
    .limit(CHAT_SYNC_BATCH + 1);
  const more = rows.length > CHAT_SYNC_BATCH;
  const batch = rows.slice(0, CHAT_SYNC_BATCH);
  const messages = await presentFor(app, session, lang, batch);
  return { messages, version: batch.at(-1)?.message.version ?? since, more };
}

/** A page of a conversation's history, oldest first on the page (spec 001 §4: 15 a page). */
export async function messageHistory(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  input: z.output<typeof messageListRequestSchema>,
): Promise<MessageListResponse> {
  const { conversation, members } = await memberConversation(app, session, input.conversationID, {
    create: false,
    checkPeer: false,
  });
  const member = members.find((m) => m.userAccountId === session.userAccountId) as Member;
  const rows = await app.db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversation.id),
        gt(chatMessages.seq, member.clearedSeq),
        input.beforeSeq === undefined ? undefined : lt(chatMessages.seq, input.beforeSeq),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(input.count + 1);
  const isCompleted = rows.length <= input.count;
  const page = rows.slice(0, input.count).reverse();
  const messageList = await presentFor(
    app,
    session,
    lang,
    page.map((message) => ({ message, conversation, member })),
  );
  return { messageList, nextBeforeSeq: page[0]?.seq ?? input.beforeSeq ?? 0, isCompleted };
}

/** Finds or starts my one-to-one conversation with a person, as my list shows it. */
export async function openConversation(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  userID: string,
): Promise<Conversation> {
  const { conversation, people } = await c2cConversation(app, session, userID, true);
  const [member] = await app.db
    .select()
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.conversationId, conversation.id),
        eq(chatMembers.userAccountId, session.userAccountId),
      ),
    )
    .limit(1);
  const [row] = await conversationRows(
    app,
    session,
    lang,
    [{ conversation, member: member as Member }],
    people,
  );
  return row as Conversation;
}

/** Removes the conversation from my list and hides its history from me; the other side keeps theirs. */
export async function deleteConversation(
  app: AppContext,
  session: AuthSession,
  conversationID: string,
): Promise<null> {
  const { conversation } = await memberConversation(app, session, conversationID, {
    create: false,
    checkPeer: false,
  });
  const [last] = await app.db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversation.id))
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  const seq = last?.seq ?? 0;
  await app.db
    .update(chatMembers)
    .set({ hidden: true, clearedSeq: seq, lastReadSeq: seq })
    .where(
      and(
        eq(chatMembers.conversationId, conversation.id),
        eq(chatMembers.userAccountId, session.userAccountId),
      ),
    );
  return null;
}

/** Unread counts of these conversations for me, each counted only up to the badge's cap. */
async function unreadCounts(db: Db, me: string, members: Member[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  await Promise.all(
    members.map(async (m) => {
      const rows = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, m.conversationId),
            gt(chatMessages.seq, Math.max(m.lastReadSeq, m.clearedSeq)),
            ne(chatMessages.senderAccountId, me),
            // a group's tips are notes of a change, not messages waiting for an answer
            ne(chatMessages.type, 'groupTip'),
          ),
        )
        .limit(UNREAD_BADGE_MAX + 1);
      counts.set(m.conversationId, rows.length);
    }),
  );
  return counts;
}

/**
 * The groups among these where an unread message (not revoked) mentions me: one look per group with
 * unread messages, along its history index from my read mark on.
 */
async function mentionedIn(
  db: Db,
  me: string,
  rows: { conversation: ConversationRow; member: Member }[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const mention = JSON.stringify({ atUserList: [me] });
  await Promise.all(
    rows.map(async ({ conversation, member }) => {
      const [hit] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversation.id),
            gt(chatMessages.seq, Math.max(member.lastReadSeq, member.clearedSeq)),
            eq(chatMessages.type, 'text'),
            sql`${chatMessages.revokedAt} is null`,
            sql`${chatMessages.payload} @> ${mention}::jsonb`,
          ),
        )
        .limit(1);
      if (hit) found.add(conversation.id);
    }),
  );
  return found;
}

/**
 * For a staff member who still speaks for the company: which of these buyers are in the company's
 * client pool (one index range on the pool's unique key), keyed by the buyer's account id. Empty for
 * anyone else, who is told nothing about pools; and only buyers are in it, never staff, customer
 * service or guests.
 */
async function clientPoolOf(
  db: Db,
  me: ChatPerson | undefined,
  peers: (ChatPerson | undefined)[],
): Promise<Map<string, 'member' | 'notMember'>> {
  const pool = new Map<string, 'member' | 'notMember'>();
  if (me?.kind !== 'employee' || me.resigned || !me.exhibitorId) return pool;
  const buyers = peers.filter((p): p is ChatPerson => p?.kind === 'visitor' && !p.rejected);
  if (buyers.length === 0) return pool;
  const rows = await db
    .select({ userAccountId: clientPoolMembers.userAccountId })
    .from(clientPoolMembers)
    .where(
      and(
        eq(clientPoolMembers.exhibitorId, me.exhibitorId),
        inArray(
          clientPoolMembers.userAccountId,
          buyers.map((b) => b.userAccountId),
        ),
      ),
    );
  for (const b of buyers) pool.set(b.userAccountId, 'notMember');
  for (const r of rows) pool.set(r.userAccountId, 'member');
  return pool;
}

/** The other person of a one-to-one conversation for me; in a company conversation the buyer or claimer. */
function peerFor(conversation: ConversationRow, me: string): string | null {
  const inbox = inboxOf(conversation.pairKey);
  if (inbox) return inbox.visitor === me ? conversation.claimedBy : inbox.visitor;
  return conversation.type === 'C2C' && conversation.pairKey ? peerOf(conversation.pairKey, me) : null;
}

/** The name and logo the buyer sees for a company conversation nobody claimed yet. */
async function companyProfiles(
  app: AppContext,
  exhibitorIds: string[],
  lang: LanguageType,
): Promise<Map<string, ChatProfile>> {
  const profiles = new Map<string, ChatProfile>();
  if (exhibitorIds.length === 0) return profiles;
  const url = mediaUrls(app.storage);
  const rows = await app.db
    .select({ id: exhibitors.id, name: exhibitors.name, nameEn: exhibitors.nameEn, logo: exhibitors.logo })
    .from(exhibitors)
    .where(inArray(exhibitors.id, [...new Set(exhibitorIds)]));
  for (const r of rows)
    profiles.set(r.id, {
      userID: r.id,
      nick: (lang === 'en' && r.nameEn) || r.name,
      avatar: r.logo ? url(r.logo) : '',
    });
  return profiles;
}

export async function conversationRows(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  rows: { conversation: ConversationRow; member: Member }[],
  known?: Map<string, ChatPerson>,
): Promise<Conversation[]> {
  const me = session.userAccountId;
  const peers = rows.map((r) => peerFor(r.conversation, me)).filter((id): id is string => id !== null);
  const claimers = rows.map((r) => r.conversation.claimedBy).filter((id): id is string => id !== null);
  const people =
    known && [...peers, ...claimers].every((id) => known.has(id))
      ? known
      : await person(app, session.exhibitionId, [me, ...peers, ...claimers]);
  const companies = await companyProfiles(
    app,
    rows
      .map((r) => inboxOf(r.conversation.pairKey))
      .filter((inbox) => inbox?.visitor === me)
      .map((inbox) => inbox?.exhibitorId as string),
    lang,
  );
  const pool = await clientPoolOf(
    app.db,
    people.get(me),
    peers.map((p) => people.get(p)),
  );
  const lastIds = rows.map((r) => r.conversation.lastMessageId).filter((id): id is string => id !== null);
  const lasts =
    lastIds.length === 0
      ? []
      : await app.db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds));
  const unread = await unreadCounts(
    app.db,
    me,
    rows.map((r) => r.member),
  );
  const atMe = await mentionedIn(
    app.db,
    me,
    rows.filter((r) => r.conversation.type === 'GROUP' && (unread.get(r.conversation.id) ?? 0) > 0),
  );
  const english = lang === 'en';
  const profileOf = (id: string): ChatProfile =>
    people.get(id)?.profiles[lang] ?? { userID: id, nick: id, avatar: '' };
  return rows.map(({ conversation, member }) => {
    const peer = peerFor(conversation, me);
    const inbox = inboxOf(conversation.pairKey);
    const last = lasts.find((m) => m.id === conversation.lastMessageId && m.seq > member.clearedSeq);
    const company = inbox && !peer ? companies.get(inbox.exhibitorId) : undefined;
    return {
      conversationID: conversationIdFor(conversation, me),
      type: conversation.type,
      userProfile: peer ? profileOf(peer) : (company ?? null),
      ...(inbox
        ? {
            inbox: {
              exhibitorId: inbox.exhibitorId,
              viewer: inbox.visitor === me ? ('visitor' as const) : ('staff' as const),
              claimed: conversation.claimedBy !== null,
              claimer: conversation.claimedBy ? profileOf(conversation.claimedBy) : null,
            },
          }
        : {}),
      groupProfile:
        conversation.type === 'GROUP' ? { groupID: conversation.id, name: conversation.name } : null,
      clientPool: (peer && pool.get(peer)) || null,
      remark: '',
      unreadCount: unread.get(conversation.id) ?? 0,
      atMe: atMe.has(conversation.id),
      lastMessage: last
        ? {
            lastTime: Math.floor(last.createdAt.getTime() / 1000),
            messageForShow: last.revokedAt ? '' : messageForShow(last.type, last.payload, english),
            type: last.type,
            isRevoked: last.revokedAt !== null,
            fromAccount: last.senderAccountId,
          }
        : null,
    };
  });
}

/**
 * An employee who joined the company after a buyer wrote to it joins its unclaimed conversations when
 * they list theirs (one index range on `chat_conversations_inbox_idx`); each instance forgets the
 * membership it kept, so the next message reaches them too.
 */
async function joinCompanyInbox(app: AppContext, exhibitionId: string, exhibitorId: string, me: string) {
  const { rows } = await app.db.execute<{ conversation_id: string }>(sql`
    insert into chat_members (conversation_id, exhibition_id, user_account_id, hidden)
    select c.id, c.exhibition_id, ${me}, true
    from chat_conversations c
    where c.exhibition_id = ${exhibitionId} and c.inbox_exhibitor_id = ${exhibitorId}
      and c.claimed_by is null
    on conflict do nothing
    returning conversation_id
  `);
  for (const r of rows)
    await app.events.publish('chat.members.changed', { conversationId: r.conversation_id });
}

/** My conversations in this fair, the latest activity first (one index range). */
export async function listConversations(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  page: { pageNum: number; pageSize: number },
) {
  const company = myInboxCompany(session);
  if (company) await joinCompanyInbox(app, session.exhibitionId, company, session.userAccountId);
  // Shown unless I removed it (or it was never shown to me) and no message came after what I cleared.
  const where = and(
    eq(chatMembers.exhibitionId, session.exhibitionId),
    eq(chatMembers.userAccountId, session.userAccountId),
    or(
      eq(chatMembers.hidden, false),
      sql`coalesce(${chatConversations.lastMessageSeq}, 0) > ${chatMembers.clearedSeq}`,
    ),
    // A company conversation: mine as its buyer or claimer, or my company's while I work for it.
    or(
      isNull(chatConversations.inboxExhibitorId),
      eq(chatConversations.claimedBy, session.userAccountId),
      sql`${chatConversations.pairKey} like ${`inbox:%:${session.userAccountId}`}`,
      company ? eq(chatConversations.inboxExhibitorId, company) : undefined,
    ),
  );
  const [rows, [total]] = await Promise.all([
    app.db
      .select({ conversation: chatConversations, member: chatMembers })
      .from(chatMembers)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
      .where(where)
      .orderBy(sql`${chatConversations.lastMessageAt} desc nulls last`, desc(chatMembers.conversationId))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatMembers)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
      .where(where),
  ]);
  const system = page.pageNum === 1 ? await systemConversation(app, session, lang) : null;
  const list = await conversationRows(app, session, lang, rows);
  return {
    list: system ? [system, ...list] : list,
    total: (total?.n ?? 0) + (system ? 1 : 0),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

/**
 * The system conversation (`@TIM#SYSTEM`, spec 001 §3) at the top of my list: my notices (sponsor, review
 * result, invitation, intent order) as one read-only conversation, with the unseen ones as its unread
 * count. Absent while my notice box is empty; guests have none.
 */
async function systemConversation(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
): Promise<Conversation | null> {
  if (session.tourist) return null;
  const { unread, latest } = await noticeSummary(
    app.db,
    session.exhibitionId,
    session.userAccountId,
    UNREAD_BADGE_MAX,
  );
  if (!latest) return null;
  return {
    conversationID: SYSTEM_CONVERSATION_ID,
    type: SYSTEM_CONVERSATION_ID,
    userProfile: null,
    groupProfile: null,
    clientPool: null,
    remark: '',
    unreadCount: unread,
    lastMessage: {
      lastTime: Math.floor(latest.createdAt.getTime() / 1000),
      messageForShow: (lang === 'en' && latest.titleEn) || latest.title,
      type: 'custom',
      isRevoked: false,
      fromAccount: SYSTEM_CONVERSATION_ID,
    },
  };
}

/** Whether the caller may upload pictures, videos and files for the chat (the media area asks). */
export async function mayUploadChatMedia(app: AppContext, session: AuthSession): Promise<boolean> {
  if (session.tourist) return false;
  const people = await person(app, session.exhibitionId, [session.userAccountId]);
  const me = people.get(session.userAccountId);
  return me !== undefined && mayUploadForChat(me);
}
