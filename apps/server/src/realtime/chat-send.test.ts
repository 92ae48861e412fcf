import type { AddressInfo } from 'node:net';
import {
  type ChatAck,
  ChatEvents,
  type ChatMessage,
  ChatPaths,
  ExhibitorPaths,
  GROUP_PREFIX,
  REALTIME_PATH,
  ResponseCode,
} from '@openfair/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIR_A, ids } from '../../test/fixtures';
import { enginesFor, useTestApp } from '../../test/harness';
import type { AppContext } from '../core/context';
import type { Db } from '../db/client';
import { chatConversations, chatMembers, chatMessages, exhibitorEmployees } from '../db/schema/index';
import { removeConversationMember } from '../modules/chat/index';

/** Collects every event of this name from now on. */
function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
let clientIds = 0;
const clientId = () => `send-${Date.now()}-${++clientIds}`;

/**
 * The send path under load and change: group commits, resends, what the server keeps in memory about
 * who is in a conversation, and a database that fails mid-way.
 */
describe.each(enginesFor('sql'))('sending chat messages (%s)', (engine) => {
  const t = useTestApp(engine);
  let base = '';
  const sockets: Socket[] = [];
  const ctx = () => (t.app as unknown as { appContext: AppContext }).appContext;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  const as = async (role: 'visitor' | 'staff' | 'admin' | 'newVisitor') => {
    const token = await t.api.tokenOf(role);
    return new Promise<Socket>((resolve, reject) => {
      const socket = connect(base, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        auth: { token, exhibitionId: FAIR_A, languageType: 'en', appId: 'app-a' },
        reconnection: false,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
  const send = (socket: Socket, conversationID: string, text: string, id = clientId()) =>
    socket.timeout(5000).emitWithAck(ChatEvents.send, {
      clientMessageID: id,
      conversationID,
      message: { type: 'text', payload: { text } },
    }) as Promise<ChatAck<ChatMessage>>;

  const groupOf = async (db: Db, members: string[]) => {
    const [row] = await db
      .insert(chatConversations)
      .values({ exhibitionId: FAIR_A, type: 'GROUP', name: 'stand team' })
      .returning();
    await db
      .insert(chatMembers)
      .values(
        members.map((userAccountId) => ({ conversationId: row!.id, exhibitionId: FAIR_A, userAccountId })),
      );
    return row!.id;
  };

  it('commits a burst together, acknowledges every message and keeps each conversation in order', async () => {
    const visitor = await as('visitor');
    const staff = await as('staff');
    const arrived = collect<ChatMessage>(staff, ChatEvents.message);
    // (within the per-socket burst limit)
    const texts = Array.from({ length: 18 }, (_, i) => `burst ${i}`);
    // each batch is one statement (chat.commit.ts), sent with `execute`
    const db = ctx().db as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
    const execute = db.execute;
    let statements = 0;
    db.execute = (...args: unknown[]) => {
      statements++;
      return execute.apply(db, args);
    };
    // Sent in one go: they arrive while earlier ones are being committed, so they share statements.
    let acks: ChatAck<ChatMessage>[];
    try {
      acks = await Promise.all(texts.map((text) => send(visitor, `C2C${ids.staff}`, text)));
    } finally {
      db.execute = execute;
    }
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThan(texts.length / 2);
    expect(acks.every((a) => a.ok)).toBe(true);
    const acked = acks.map((a) => (a.ok ? a.data : null)) as ChatMessage[];
    const seqs = acked.map((m) => m.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(texts.length);

    const stored = await t.db
      .select()
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.id,
          acked.map((m) => m.ID),
        ),
      )
      .orderBy(asc(chatMessages.seq));
    expect(stored.map((m) => (m.payload as { text: string }).text)).toEqual(texts);
    // the conversation's last message and the sender's read mark moved to the last of the burst
    const [conversation] = await t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, stored[0]!.conversationId));
    expect(conversation?.lastMessageId).toBe(stored.at(-1)!.id);
    expect(conversation?.lastMessageSeq).toBe(stored.at(-1)!.seq);
    const [mark] = await t.db
      .select()
      .from(chatMembers)
      .where(
        and(eq(chatMembers.conversationId, conversation!.id), eq(chatMembers.userAccountId, ids.visitor)),
      );
    expect(mark?.lastReadSeq).toBe(stored.at(-1)!.seq);

    await pause(200);
    expect(arrived.map((m) => (m.payload as { text: string }).text)).toEqual(texts);
    // the receiver counts all forty as unread, and sees the conversation in its list
    const list = await t.api.post(ChatPaths.conversationList, {}, { as: 'staff' });
    const row = list.data.list.find((c) => c.conversationID === `C2C${ids.visitor}`);
    expect(row?.unreadCount).toBe(texts.length);
    expect(row?.lastMessage?.messageForShow).toBe(texts.at(-1));
  });

  it('stores a resend once, whether it comes in the same batch or a later one', async () => {
    const visitor = await as('visitor');
    const staff = await as('staff');
    const arrived = collect<ChatMessage>(staff, ChatEvents.message);
    const id = clientId();
    // the same client id twice at once: one batch (or the second waits for the first)
    const [first, second] = await Promise.all([
      send(visitor, `C2C${ids.staff}`, 'twice at once', id),
      send(visitor, `C2C${ids.staff}`, 'twice at once', id),
    ]);
    // and once more after it was committed
    const third = await send(visitor, `C2C${ids.staff}`, 'twice at once', id);
    for (const ack of [first, second, third]) expect(ack.ok).toBe(true);
    const idsOf = [first, second, third].map((a) => (a.ok ? a.data.ID : ''));
    expect(new Set(idsOf).size).toBe(1);
    const rows = await t.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderAccountId, ids.visitor), eq(chatMessages.clientMessageId, id)));
    expect(rows).toHaveLength(1);
    await pause(200);
    expect(arrived.filter((m) => m.ID === idsOf[0])).toHaveLength(1);
  });

  it('stops delivering to a member removed from a group, once its membership is dropped', async () => {
    const groupId = await groupOf(t.db, [ids.visitor, ids.staff, ids.admin]);
    const visitor = await as('visitor');
    const staff = await as('staff');
    const admin = await as('admin');
    const toStaff = collect<ChatMessage>(staff, ChatEvents.message);
    const toAdmin = collect<ChatMessage>(admin, ChatEvents.message);
    // the first message puts the membership in memory
    expect((await send(visitor, `${GROUP_PREFIX}${groupId}`, 'hello team')).ok).toBe(true);
    await pause(100);
    expect(toStaff.map((m) => m.conversationID)).toEqual([`${GROUP_PREFIX}${groupId}`]);
    // one view for everyone but the sender: the same message object reached both
    expect(toAdmin[0]?.ID).toBe(toStaff[0]?.ID);

    await removeConversationMember(ctx(), groupId, ids.staff);
    expect((await send(visitor, `${GROUP_PREFIX}${groupId}`, 'without staff')).ok).toBe(true);
    const fromStaff = await send(staff, `${GROUP_PREFIX}${groupId}`, 'still here?');
    expect(fromStaff.ok).toBe(false);
    await pause(100);
    expect(toStaff).toHaveLength(1);
    expect(toAdmin).toHaveLength(2);
  });

  it('brings a conversation I deleted back with the next message, without what I cleared', async () => {
    const visitor = await as('visitor');
    expect((await send(visitor, `C2C${ids.admin}`, 'before delete')).ok).toBe(true);
    const before = await t.api.post(ChatPaths.conversationList, {}, { as: 'admin' });
    expect(before.data.list.some((c) => c.conversationID === `C2C${ids.visitor}`)).toBe(true);
    await t.api.post(ChatPaths.conversationDelete, { conversationID: `C2C${ids.visitor}` }, { as: 'admin' });
    const gone = await t.api.post(ChatPaths.conversationList, {}, { as: 'admin' });
    expect(gone.data.list.some((c) => c.conversationID === `C2C${ids.visitor}`)).toBe(false);

    expect((await send(visitor, `C2C${ids.admin}`, 'after delete')).ok).toBe(true);
    const back = await t.api.post(ChatPaths.conversationList, {}, { as: 'admin' });
    const row = back.data.list.find((c) => c.conversationID === `C2C${ids.visitor}`);
    expect(row?.unreadCount).toBe(1);
    expect(row?.lastMessage?.messageForShow).toBe('after delete');
    const history = await t.api.post(
      ChatPaths.messageList,
      { conversationID: `C2C${ids.visitor}` },
      { as: 'admin' },
    );
    expect(history.data.messageList.map((m) => m.payload)).toEqual([{ text: 'after delete' }]);
  });

  it('acknowledges nothing of a batch whose statement fails, and stores none of it', async () => {
    const visitor = await as('visitor');
    const staff = await as('staff');
    const arrived = collect<ChatMessage>(staff, ChatEvents.message);
    // warm the membership so the failing batch is the only database work of these sends
    expect((await send(visitor, `C2C${ids.staff}`, 'warm')).ok).toBe(true);
    await pause(100);
    arrived.length = 0;
    // the batch is written by one statement (chat.commit.ts): that statement fails
    const db = ctx().db as unknown as { execute: unknown };
    const execute = db.execute;
    db.execute = () => Promise.reject(new Error('database went away'));
    const sent = Array.from({ length: 5 }, () => clientId());
    let acks: ChatAck<ChatMessage>[];
    try {
      acks = await Promise.all(sent.map((id) => send(visitor, `C2C${ids.staff}`, 'lost', id)));
    } finally {
      db.execute = execute;
    }
    for (const ack of acks) {
      expect(ack.ok).toBe(false);
      if (!ack.ok) expect(ack.code).toBe(ResponseCode.InternalError);
    }
    const rows = await t.db.select().from(chatMessages).where(inArray(chatMessages.clientMessageId, sent));
    expect(rows).toHaveLength(0);
    await pause(100);
    expect(arrived).toHaveLength(0);
    // the client's resend after the failure is stored and delivered
    expect((await send(visitor, `C2C${ids.staff}`, 'lost', sent[0])).ok).toBe(true);
  });

  it('refuses to deliver to an employee who resigned, though their membership was in memory', async () => {
    const visitor = await as('visitor');
    expect((await send(visitor, `C2C${ids.staff}`, 'are you there?')).ok).toBe(true);
    const [employee] = await t.db
      .select({ id: exhibitorEmployees.id })
      .from(exhibitorEmployees)
      .where(
        and(eq(exhibitorEmployees.userAccountId, ids.staff), eq(exhibitorEmployees.exhibitionId, FAIR_A)),
      );
    const resigned = await t.api.post(ExhibitorPaths.employeeResigned, { id: employee!.id }, { as: 'admin' });
    expect(resigned.code, resigned.msg).toBe(ResponseCode.Success);
    const after = await send(visitor, `C2C${ids.staff}`, 'hello?');
    expect(after.ok).toBe(false);
    if (!after.ok) expect(after.code).toBe(ResponseCode.Forbidden);
  });
});
