import type { AddressInfo } from 'node:net';
import {
  type ChatAck,
  ChatEvents,
  type ChatMessage,
  ChatPaths,
  ContentPaths,
  chatMessages as chatTexts,
  HISTORY_PAGE_SIZE,
  type KickedEvent,
  OrganizerPaths,
  type PeerReadEvent,
  REALTIME_PATH,
  ResponseCode,
  SessionPaths,
  SYSTEM_CONVERSATION_ID,
  type SyncResponse,
  TOURIST_IDENTITIES_PER_HOUR,
} from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test/factories/accounts';
import { organizerCallers } from '../../test/factories/organizers';
import { accounts, FAIR_A, ids } from '../../test/fixtures';
import { enginesFor, useTestApp } from '../../test/harness';
import { chatMembers, chatMessages, chatTourists } from '../db/schema/index';

type Lang = 'cn' | 'en';

/** Resolves with the next event of this name, or rejects after `ms`. */
function nextEvent<T>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every event of this name from now on. */
function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
let clientIds = 0;
const clientId = () => `test-${Date.now()}-${++clientIds}`;

describe.each(enginesFor('rules'))('realtime chat (%s)', (engine) => {
  const t = useTestApp(engine);
  let base = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  const open = (
    auth: Record<string, unknown>,
    extra: { origin?: string } = {},
  ): Promise<{ socket: Socket; error?: Error & { data?: { code?: number } } }> =>
    new Promise((resolve) => {
      const socket = connect(base, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        auth,
        reconnection: false,
        extraHeaders: extra.origin ? { origin: extra.origin } : undefined,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve({ socket }));
      socket.once('connect_error', (error) => resolve({ socket, error }));
    });

  const as = async (role: 'visitor' | 'staff' | 'admin' | 'newVisitor', lang: Lang = 'en') => {
    const token = await t.api.tokenOf(role);
    const { socket, error } = await open({ token, exhibitionId: FAIR_A, languageType: lang, appId: 'app-a' });
    if (error) throw error;
    return socket;
  };

  const call = <T>(socket: Socket, event: string, body: unknown) =>
    socket.timeout(3000).emitWithAck(event, body) as Promise<ChatAck<T>>;

  const sendText = (socket: Socket, to: string, text: string, id = clientId()) =>
    call<ChatMessage>(socket, ChatEvents.send, {
      clientMessageID: id,
      conversationID: `C2C${to}`,
      message: { type: 'text', payload: { text } },
    });

  it('refuses a handshake without a live session of this fair, and a foreign origin', async () => {
    const none = await open({ exhibitionId: FAIR_A });
    expect(none.error?.data?.code).toBe(ResponseCode.LoginExpired);
    const token = await t.api.tokenOf('visitor');
    const otherFair = await open({ token, exhibitionId: 'fair-b' });
    expect(otherFair.error?.data?.code).toBe(ResponseCode.LoginExpired);
    const foreign = await open({ token, exhibitionId: FAIR_A }, { origin: 'https://evil.example' });
    expect(foreign.error).toBeDefined();
    const own = await open({ token, exhibitionId: FAIR_A }, { origin: base });
    expect(own.error).toBeUndefined();
  });

  it('delivers a stored message to the other side, once, with the sender-stamped custom data', async () => {
    const visitor = await as('visitor');
    const staff = await as('staff', 'cn');
    const arriving = nextEvent<ChatMessage>(staff, ChatEvents.message);
    const id = clientId();
    const ack = await sendText(visitor, ids.staff, 'Hello, do you ship to Spain?', id);
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    expect(ack.data.flow).toBe('out');
    expect(ack.data.conversationID).toBe(`C2C${ids.staff}`);
    const received = await arriving;
    expect(received).toMatchObject({
      ID: ack.data.ID,
      flow: 'in',
      conversationID: `C2C${ids.visitor}`,
      type: 'text',
      payload: { text: 'Hello, do you ship to Spain?' },
      cloudCustomData: {
        userAccountId: ids.visitor,
        exhibitionId: FAIR_A,
        subjectType: 'VISITOR',
        appId: 'app-a',
      },
    });
    // the receiver does not learn the sender's own id for the message
    expect(received.clientMessageID).toBe('');

    // A resend (the ack was lost) answers the stored message and delivers nothing again.
    const later = collect<ChatMessage>(staff, ChatEvents.message);
    const again = await sendText(visitor, ids.staff, 'Hello, do you ship to Spain?', id);
    expect(again.ok && again.data.ID).toBe(ack.data.ID);
    await pause(200);
    expect(later).toHaveLength(0);
    const stored = await t.db.select().from(chatMessages).where(eq(chatMessages.clientMessageId, id));
    expect(stored).toHaveLength(1);
  });

  it('refuses empty text, people one may not chat with, and strange input, in the socket language', async () => {
    const visitor = await as('visitor');
    const empty = await sendText(visitor, ids.staff, '   \n ');
    expect(empty).toEqual({ ok: false, code: ResponseCode.BadRequest, msg: chatTexts.emptyMessage.en });
    // buyers do not message each other
    const buyer = await sendText(visitor, ids.newVisitor, 'hi');
    expect(buyer).toMatchObject({
      ok: false,
      code: ResponseCode.Forbidden,
      msg: chatTexts.peerUnavailable.en,
    });
    // nor someone of another fair, nor themselves
    expect((await sendText(visitor, ids.onlyB, 'hi')).ok).toBe(false);
    expect((await sendText(visitor, ids.visitor, 'hi')).ok).toBe(false);
    const junk = await call(visitor, ChatEvents.send, { conversationID: 'C2C', message: 'x'.repeat(100) });
    expect(junk).toMatchObject({ ok: false, code: ResponseCode.BadRequest });
    const tooLong = await sendText(visitor, ids.staff, 'x'.repeat(5001));
    expect(tooLong.ok).toBe(false);
  });

  it('lists conversations with unread counts, pages history, and tells the sender when it was read', async () => {
    const visitor = await as('visitor');
    const admin = await as('admin');
    for (let i = 1; i <= HISTORY_PAGE_SIZE + 2; i++) {
      const ack = await sendText(admin, ids.visitor, `Offer ${i}`);
      expect(ack.ok).toBe(true);
    }
    const list = await t.api.post(ChatPaths.conversationList, {}, { as: 'visitor', lang: 'en' });
    expect(list.code, list.msg).toBe(ResponseCode.Success);
    const withAdmin = list.data.list.find((c) => c.conversationID === `C2C${ids.admin}`);
    expect(withAdmin).toMatchObject({
      type: 'C2C',
      unreadCount: HISTORY_PAGE_SIZE + 2,
      lastMessage: { messageForShow: `Offer ${HISTORY_PAGE_SIZE + 2}`, fromAccount: ids.admin },
    });
    expect(withAdmin?.userProfile?.userID).toBe(ids.admin);

    const first = await t.api.post(
      ChatPaths.messageList,
      { conversationID: `C2C${ids.admin}` },
      { as: 'visitor' },
    );
    expect(first.data.messageList).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.data.messageList.at(-1)?.payload).toEqual({ text: `Offer ${HISTORY_PAGE_SIZE + 2}` });
    expect(first.data.isCompleted).toBe(false);
    const second = await t.api.post(
      ChatPaths.messageList,
      { conversationID: `C2C${ids.admin}`, beforeSeq: first.data.nextBeforeSeq },
      { as: 'visitor' },
    );
    expect(second.data.messageList.map((m) => m.payload)).toEqual([{ text: 'Offer 1' }, { text: 'Offer 2' }]);
    expect(second.data.isCompleted).toBe(true);

    const told = nextEvent<PeerReadEvent>(admin, ChatEvents.peerRead);
    const read = await call(visitor, ChatEvents.read, { conversationID: `C2C${ids.admin}` });
    expect(read.ok).toBe(true);
    expect((await told).conversationID).toBe(`C2C${ids.visitor}`);
    const mine = await t.api.post(
      ChatPaths.messageList,
      { conversationID: `C2C${ids.visitor}` },
      { as: 'admin' },
    );
    expect(mine.data.messageList.every((m) => m.isPeerRead)).toBe(true);
    const after = await t.api.post(ChatPaths.conversationList, {}, { as: 'visitor' });
    expect(after.data.list.find((c) => c.conversationID === `C2C${ids.admin}`)?.unreadCount).toBe(0);
  });

  it('keeps other people out of a conversation', async () => {
    const history = await t.api.post(
      ChatPaths.messageList,
      { conversationID: `C2C${ids.visitor}` },
      { as: 'newVisitor' },
    );
    expect(history.code).toBe(ResponseCode.NotFound);
    const group = await t.api.post(ChatPaths.messageList, { conversationID: 'GROUPnope' }, { as: 'visitor' });
    expect(group.code).toBe(ResponseCode.NotFound);
  });

  it('revokes my own message within 120 s for everyone, and refuses later or someone else’s', async () => {
    const visitor = await as('visitor');
    const staff = await as('staff');
    const sent = await sendText(visitor, ids.staff, 'wrong price, sorry');
    if (!sent.ok) throw new Error(sent.msg);
    const notMine = await call(staff, ChatEvents.revoke, { messageID: sent.data.ID });
    expect(notMine).toMatchObject({ ok: false, code: ResponseCode.Forbidden });
    const seen = nextEvent<ChatMessage>(staff, ChatEvents.message);
    const revoked = await call<ChatMessage>(visitor, ChatEvents.revoke, { messageID: sent.data.ID });
    expect(revoked.ok && revoked.data.isRevoked).toBe(true);
    // the sender keeps the text for re-editing; the other side sees only that it was revoked
    expect(revoked.ok && revoked.data.payload).toEqual({ text: 'wrong price, sorry' });
    const other = await seen;
    expect(other).toMatchObject({ ID: sent.data.ID, isRevoked: true, payload: {} });

    const old = await sendText(visitor, ids.staff, 'an old one');
    if (!old.ok) throw new Error(old.msg);
    await t.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 121_000) })
      .where(eq(chatMessages.id, old.data.ID));
    const late = await call(visitor, ChatEvents.revoke, { messageID: old.data.ID });
    expect(late).toMatchObject({ ok: false, msg: chatTexts.revokeExpired.en });
  });

  it('gives a client that was away every message and revocation it missed', async () => {
    const visitor = await as('visitor');
    const staff = await as('staff');
    const before = await call<SyncResponse>(staff, ChatEvents.sync, { since: 0 });
    if (!before.ok) throw new Error(before.msg);
    let cursor = before.data.version;
    while (before.data.more) break;
    staff.disconnect();
    const missed: string[] = [];
    for (const text of ['one', 'two', 'three']) {
      const ack = await sendText(visitor, ids.staff, text);
      if (ack.ok) missed.push(ack.data.ID);
    }
    await call(visitor, ChatEvents.revoke, { messageID: missed[0] });
    const back = await as('staff');
    const sync = await call<SyncResponse>(back, ChatEvents.sync, { since: cursor });
    if (!sync.ok) throw new Error(sync.msg);
    cursor = sync.data.version;
    const byId = new Map(sync.data.messages.map((m) => [m.ID, m]));
    expect([...byId.keys()].sort()).toEqual([...missed].sort());
    expect(byId.get(missed[0] as string)?.isRevoked).toBe(true);
    const none = await call<SyncResponse>(back, ChatEvents.sync, { since: cursor });
    expect(none.ok && none.data.messages).toEqual([]);
  });

  it('deletes a conversation from my list only; a new message brings it back without the old history', async () => {
    const visitor = await as('visitor');
    await sendText(visitor, ids.staff, 'before deleting');
    const deleted = await t.api.post(
      ChatPaths.conversationDelete,
      { conversationID: `C2C${ids.visitor}` },
      { as: 'staff' },
    );
    expect(deleted.code, deleted.msg).toBe(ResponseCode.Success);
    const staffList = await t.api.post(ChatPaths.conversationList, {}, { as: 'staff' });
    expect(staffList.data.list.some((c) => c.conversationID === `C2C${ids.visitor}`)).toBe(false);
    const visitorList = await t.api.post(ChatPaths.conversationList, {}, { as: 'visitor' });
    expect(visitorList.data.list.some((c) => c.conversationID === `C2C${ids.staff}`)).toBe(true);

    await sendText(visitor, ids.staff, 'after deleting');
    const back = await t.api.post(ChatPaths.conversationList, {}, { as: 'staff' });
    expect(back.data.list.find((c) => c.conversationID === `C2C${ids.visitor}`)?.unreadCount).toBe(1);
    const history = await t.api.post(
      ChatPaths.messageList,
      { conversationID: `C2C${ids.visitor}` },
      { as: 'staff' },
    );
    expect(history.data.messageList.map((m) => m.payload)).toEqual([{ text: 'after deleting' }]);
  });

  it('opens a conversation with exhibitor staff before anything is sent, seen only by the opener', async () => {
    const opened = await t.api.post(ChatPaths.conversationOpen, { userID: ids.admin }, { as: 'newVisitor' });
    expect(opened.code, opened.msg).toBe(ResponseCode.Success);
    expect(opened.data).toMatchObject({
      conversationID: `C2C${ids.admin}`,
      unreadCount: 0,
      lastMessage: null,
    });
    const members = await t.db
      .select()
      .from(chatMembers)
      .where(eq(chatMembers.userAccountId, ids.newVisitor));
    expect(members).toHaveLength(1);
    const refused = await t.api.post(
      ChatPaths.conversationOpen,
      { userID: ids.visitor },
      { as: 'newVisitor' },
    );
    expect(refused.code).toBe(ResponseCode.Forbidden);
  });

  it('tells open pages at once when notices arrive, only after they are stored', async () => {
    const visitor = await as('visitor');
    const heard = nextEvent<unknown>(visitor, ChatEvents.notice);
    const sent = await t.api.post(
      OrganizerPaths.noticeBroadcast,
      {
        audience: 'VISITOR',
        title: '开幕',
        titleEn: 'Opening',
        content: '展会开幕',
        contentEn: 'The fair opens',
      },
      { as: 'organizer' },
    );
    expect(sent.code, sent.msg).toBe(ResponseCode.Success);
    await heard;
    // what the page then asks for is there
    const counts = await t.api.post(ContentPaths.noticeListType, {}, { as: 'visitor' });
    expect(counts.data.find((c) => c.noticeType === 'SPONSOR')?.unread).toBeGreaterThan(0);
  });

  it('shows notices as the system conversation at the top of the list; opening it reads them as /mail does', async () => {
    const sent = await t.api.post(
      OrganizerPaths.noticeBroadcast,
      {
        audience: 'VISITOR',
        title: '系统会话测试',
        titleEn: 'System conversation test',
        content: '内容',
        contentEn: 'Content',
      },
      { as: 'organizer' },
    );
    expect(sent.code, sent.msg).toBe(ResponseCode.Success);
    const list = await t.api.post(ChatPaths.conversationList, {}, { as: 'newVisitor', lang: 'en' });
    const [top] = list.data.list;
    expect(top).toMatchObject({
      conversationID: SYSTEM_CONVERSATION_ID,
      type: SYSTEM_CONVERSATION_ID,
      lastMessage: { messageForShow: 'System conversation test' },
    });
    const unseen = async () =>
      (await t.api.post(ContentPaths.noticeListType, {}, { as: 'newVisitor' })).data.reduce(
        (n, c) => n + c.unread,
        0,
      );
    expect(top?.unreadCount).toBe(Math.min(await unseen(), 99));
    expect(top?.unreadCount).toBeGreaterThan(0);
    // Nobody can write into it.
    const socket = await as('newVisitor');
    const write = await call<ChatMessage>(socket, ChatEvents.send, {
      clientMessageID: clientId(),
      conversationID: SYSTEM_CONVERSATION_ID,
      message: { type: 'text', payload: { text: 'hi' } },
    });
    expect(write.ok).toBe(false);
    // Opening it marks the notices seen for the bell and /mail too.
    expect((await call(socket, ChatEvents.read, { conversationID: SYSTEM_CONVERSATION_ID })).ok).toBe(true);
    expect(await unseen()).toBe(0);
    const after = await t.api.post(ChatPaths.conversationList, {}, { as: 'newVisitor' });
    expect(after.data.list[0]).toMatchObject({ conversationID: SYSTEM_CONVERSATION_ID, unreadCount: 0 });
    // The second page does not repeat it.
    const second = await t.api.post(
      ChatPaths.conversationList,
      { pageNum: 2, pageSize: 1 },
      { as: 'newVisitor' },
    );
    expect(second.data.list.some((c) => c.conversationID === SYSTEM_CONVERSATION_ID)).toBe(false);
  });

  it('gives a buyer customer service: someone online first, then the same person again', async () => {
    const roleOf = organizerCallers(() => t.api, 'realtime');
    const service = await roleOf('customerService');
    if (typeof service !== 'object' || !('token' in service)) throw new Error('no service account');
    // Nobody online: the least busy of the fair's service people (the owner serves chat too).
    const offline = await t.api.post(ChatPaths.customerService, {}, { as: 'newVisitor' });
    expect(offline.code, offline.msg).toBe(ResponseCode.Success);
    expect(offline.data.online).toBe(false);

    const { socket, error } = await open({ token: service.token, exhibitionId: FAIR_A, languageType: 'cn' });
    expect(error).toBeUndefined();
    const onlineNow = await t.api.post(ChatPaths.customerService, {}, { as: 'newVisitor' });
    expect(onlineNow.data).toMatchObject({ online: true, nick: 'customerService person' });
    const serviceId = onlineNow.data.userID;

    const buyer = await as('newVisitor');
    const arrived = nextEvent<ChatMessage>(socket, ChatEvents.message);
    expect((await sendText(buyer, serviceId, 'Where is hall 3?')).ok).toBe(true);
    expect((await arrived).from).toBe(ids.newVisitor);
    // The same person answers next time while online.
    const again = await t.api.post(ChatPaths.customerService, {}, { as: 'newVisitor' });
    expect(again.data.userID).toBe(serviceId);
    // The service people themselves do not ask for service.
    expect((await t.api.post(ChatPaths.customerService, {}, { as: 'organizer' })).code).toBe(
      ResponseCode.Forbidden,
    );
  });

  it('closes the sockets of a session that logs out, at once', async () => {
    const login = await logIn(t.api, accounts.visitor.email);
    const { socket, error } = await open({ token: login.token, exhibitionId: FAIR_A, languageType: 'en' });
    expect(error).toBeUndefined();
    const other = await as('visitor');
    const kicked = nextEvent<{ reason: string }>(socket, ChatEvents.kicked);
    const closed = nextEvent<string>(socket, 'disconnect');
    const out = await t.api.post(SessionPaths.logout, {}, { as: { token: login.token } });
    expect(out.code, out.msg).toBe(ResponseCode.Success);
    expect(await kicked).toEqual({ reason: 'sessionEnded' });
    await closed;
    // the same account's other session stays connected
    await pause(100);
    expect(other.connected).toBe(true);
  });

  it('keeps one login per account and device class in the chat: the newest wins, the older is logged out', async () => {
    const email = accounts.newVisitor.email;
    const withClass = (token: string, deviceClass: string, languageType: Lang = 'en') =>
      open({ token, exhibitionId: FAIR_A, languageType, deviceClass });
    const older = await logIn(t.api, email);
    const first = await withClass(older.token, 'desktop');
    expect(first.error).toBeUndefined();
    // Two tabs of one login share it.
    const tab = await withClass(older.token, 'desktop');
    expect(tab.error).toBeUndefined();
    // The same login on a phone is another device class: it stays too.
    const phoneLogin = await logIn(t.api, email);
    const phone = await withClass(phoneLogin.token, 'phone');
    expect(phone.error).toBeUndefined();
    await pause(100);
    expect(first.socket.connected && tab.socket.connected).toBe(true);

    // A newer desktop login takes the chat over; the older one is told why and logged out.
    const kicked = nextEvent<KickedEvent>(first.socket, ChatEvents.kicked);
    const kickedTab = nextEvent<KickedEvent>(tab.socket, ChatEvents.kicked);
    const newer = await logIn(t.api, email);
    const current = await withClass(newer.token, 'desktop');
    expect(current.error).toBeUndefined();
    expect(await kicked).toEqual({ reason: 'multiDevice', msg: chatTexts.kickedMultiDevice.en });
    await kickedTab;
    await pause(100);
    expect(current.socket.connected).toBe(true);
    expect(phone.socket.connected).toBe(true);
    const info = await t.api.get(SessionPaths.getInfo, {}, { as: { token: older.token } });
    expect(info.code).toBe(ResponseCode.LoginExpired);
    // The older login cannot come back and take the chat over again.
    expect((await withClass(older.token, 'desktop')).error?.data?.code).toBe(ResponseCode.LoginExpired);

    // An older login that is still valid but connects later loses at once; the newest stays.
    const [a, b] = [await logIn(t.api, accounts.visitor.email), await logIn(t.api, accounts.visitor.email)];
    const newest = await withClass(b.token, 'phone', 'cn');
    const late = await open({
      token: a.token,
      exhibitionId: FAIR_A,
      languageType: 'cn',
      deviceClass: 'phone',
    });
    await pause(300);
    expect(late.socket.connected).toBe(false);
    expect((await t.api.get(SessionPaths.getInfo, {}, { as: { token: a.token } })).code).toBe(
      ResponseCode.LoginExpired,
    );
    expect(newest.socket.connected).toBe(true);
  });

  describe('guests (tourist chat identities)', () => {
    let n = 0;
    /** Each test's guests come from an address of their own (the hourly allowance is per address). */
    const guest = async (ip = `10.9.0.${++n}`, lang: Lang = 'en') => {
      const issued = await t.api.post(ChatPaths.touristIdentity, {}, { ip, lang });
      expect(issued.code, issued.msg).toBe(ResponseCode.Success);
      const { socket, error } = await open({
        touristToken: issued.data.token,
        exhibitionId: FAIR_A,
        languageType: lang,
      });
      if (error) throw error;
      return { ...issued.data, socket, ip };
    };
    const serviceOnline = async () => {
      const { socket, error } = await open({
        token: await t.api.tokenOf('organizer'),
        exhibitionId: FAIR_A,
        languageType: 'cn',
      });
      if (error) throw error;
      return socket;
    };

    it('reach customer service and talk in real time; the service sees them as guests', async () => {
      const service = await serviceOnline();
      const me = await guest();
      expect(me.nick).toMatch(/^Guest [0-9A-F]{4}$/);
      const cs = await t.api.post(ChatPaths.touristCustomerService, { touristToken: me.token });
      expect(cs.code, cs.msg).toBe(ResponseCode.Success);
      expect(cs.data.online).toBe(true);
      expect(cs.data.conversation.conversationID).toBe(`C2C${cs.data.userID}`);
      // Nobody else is online in this fair's service but the owner (the other test's person may be).
      const serviceSocket = cs.data.userID === ids.organizer ? service : null;
      const arriving = serviceSocket ? nextEvent<ChatMessage>(serviceSocket, ChatEvents.message) : null;
      const sent = await sendText(me.socket, cs.data.userID, 'Is there parking at the venue?');
      expect(sent.ok).toBe(true);
      if (!sent.ok) return;
      expect(sent.data.cloudCustomData).toMatchObject({ subjectType: '', userAccountId: me.userID });
      if (arriving) expect((await arriving).nick).toMatch(/^游客 [0-9A-F]{4}$/);

      // The service answers; the guest hears it at once.
      const reply = nextEvent<ChatMessage>(me.socket, ChatEvents.message);
      const serviceCaller =
        cs.data.userID === ids.organizer
          ? ('organizer' as const)
          : await organizerCallers(() => t.api, 'realtime')('customerService');
      const answerer =
        serviceSocket ??
        (
          await open({
            token: typeof serviceCaller === 'object' && 'token' in serviceCaller ? serviceCaller.token : '',
            exhibitionId: FAIR_A,
            languageType: 'cn',
          })
        ).socket;
      expect((await sendText(answerer, me.userID, '有的，在北门')).ok).toBe(true);
      expect((await reply).payload).toEqual({ text: '有的，在北门' });
      // The service's list names the guest as one.
      const list = await t.api.post(ChatPaths.conversationList, {}, { as: serviceCaller, lang: 'en' });
      const row = list.data.list.find((c) => c.conversationID === `C2C${me.userID}`);
      expect(row?.userProfile?.nick).toMatch(/^Guest [0-9A-F]{4}$/);
      // The guest's history holds both.
      const history = await t.api.post(ChatPaths.touristMessageList, {
        touristToken: me.token,
        conversationID: `C2C${cs.data.userID}`,
      });
      expect(history.data.messageList.map((m) => m.flow)).toEqual(['out', 'in']);
      // Asking again names the same person.
      const again = await t.api.post(ChatPaths.touristCustomerService, { touristToken: me.token });
      expect(again.data.userID).toBe(cs.data.userID);
    });

    it('talk only to customer service, and cannot be forged or read another guest', async () => {
      const me = await guest();
      const other = await guest();
      // Exhibitor staff and buyers are out of reach, in the guest's language.
      const toStaff = await sendText(me.socket, ids.staff, 'hello');
      expect(toStaff).toMatchObject({ ok: false, code: ResponseCode.Forbidden });
      if (!toStaff.ok) expect(toStaff.msg).toContain(chatTexts.touristServiceOnly.en);
      expect((await sendText(me.socket, ids.visitor, 'hello')).ok).toBe(false);
      expect((await sendText(me.socket, other.userID, 'hello')).ok).toBe(false);
      // Nor may staff write to a guest.
      const staff = await as('staff');
      expect((await sendText(staff, me.userID, 'hi')).ok).toBe(false);

      // A made-up token, or a user id passed as one, opens nothing.
      for (const touristToken of ['x'.repeat(43), me.userID, `${me.token}x`]) {
        const forged = await open({ touristToken, exhibitionId: FAIR_A });
        expect(forged.error?.data?.code).toBe(ResponseCode.LoginExpired);
        const call = await t.api.post(ChatPaths.touristCustomerService, { touristToken });
        expect(call.code).not.toBe(ResponseCode.Success);
      }
      // A tourist token is no login token, and works in its own fair only.
      expect((await t.api.post(ChatPaths.conversationList, {}, { as: { token: me.token } })).code).toBe(
        ResponseCode.LoginExpired,
      );
      expect((await open({ touristToken: me.token, exhibitionId: 'fair-b' })).error).toBeDefined();

      // The other guest's conversation with service is not mine to read.
      const cs = await t.api.post(ChatPaths.touristCustomerService, { touristToken: other.token });
      expect((await sendText(other.socket, cs.data.userID, 'private question')).ok).toBe(true);
      const peek = await t.api.post(ChatPaths.touristMessageList, {
        touristToken: me.token,
        conversationID: `C2C${cs.data.userID}`,
      });
      expect(peek.code).toBe(ResponseCode.NotFound);
    });

    it('are issued a few identities per address and hour, with the spec message after', async () => {
      const ip = '10.9.1.1';
      for (let i = 0; i < TOURIST_IDENTITIES_PER_HOUR; i++)
        expect((await t.api.post(ChatPaths.touristIdentity, {}, { ip })).code).toBe(ResponseCode.Success);
      const refused = await t.api.post(ChatPaths.touristIdentity, {}, { ip, lang: 'en' });
      expect(refused.code).toBe(ResponseCode.TooManyRequests);
      expect(refused.msg).toContain(chatTexts.noTourist.en);
      // another address is not held back
      expect((await t.api.post(ChatPaths.touristIdentity, {}, { ip: '10.9.1.2' })).code).toBe(
        ResponseCode.Success,
      );
    });

    it('expire: an old identity no longer connects', async () => {
      const me = await guest();
      await t.db
        .update(chatTourists)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(chatTourists.userAccountId, me.userID));
      const later = await open({ touristToken: me.token, exhibitionId: FAIR_A });
      expect(later.error?.data?.code).toBe(ResponseCode.LoginExpired);
      const call = await t.api.post(ChatPaths.touristCustomerService, { touristToken: me.token });
      expect(call.code).toBe(ResponseCode.LoginExpired);
    });
  });
});
