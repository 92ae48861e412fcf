import type { AddressInfo } from 'node:net';
import {
  CALL_INVITES_PER_WINDOW,
  CallEvents,
  type CallIncomingEvent,
  type CallJoined,
  type CallSignalEvent,
  type CallUpdateEvent,
  type ChatAck,
  REALTIME_PATH,
  ResponseCode,
} from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAIR_A, ids } from '../../test/fixtures';
import { enginesFor, useTestApp } from '../../test/harness';
import { chatMessages } from '../db/schema/index';

function nextEvent<T>(socket: Socket, event: string, match: (p: T) => boolean = () => true, ms = 3000) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

describe.each(enginesFor('rules'))('call signalling (%s)', (engine) => {
  const t = useTestApp(engine);
  let base = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  const as = async (role: 'visitor' | 'staff' | 'admin' | 'newVisitor') => {
    const token = await t.api.tokenOf(role);
    const socket = connect(base, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth: { token, exhibitionId: FAIR_A, languageType: 'en', appId: 'app-a' },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const call = <T>(socket: Socket, event: string, body: unknown) =>
    socket.timeout(3000).emitWithAck(event, body) as Promise<ChatAck<T>>;
  const invite = (socket: Socket, userIDs: string[], callType = 'video') =>
    call<CallJoined>(socket, CallEvents.invite, { userIDs, callType });

  it('only people who may chat may call, only online people are rung, and at most four in a call', async () => {
    const visitor = await as('visitor');
    const other = await as('newVisitor');
    // Two buyers cannot chat, so cannot call.
    const buyers = await invite(visitor, [ids.newVisitor]);
    expect(buyers.ok).toBe(false);
    other.disconnect();
    // The employee is not online.
    const offline = await invite(visitor, [ids.staff]);
    expect(offline).toMatchObject({
      ok: false,
      code: ResponseCode.NotFound,
      msg: 'The callee is not online',
    });
    const many = await invite(visitor, [ids.staff, ids.admin, ids.organizer, ids.onlyB]);
    expect(many.ok).toBe(false);
  });

  it('rings, connects, relays signals only inside the call, and hang-up ends it with the duration note', async () => {
    const visitor = await as('visitor');
    const staff = await as('staff');
    const admin = await as('admin');
    const ringing = nextEvent<CallIncomingEvent>(staff, CallEvents.incoming);
    const dialled = await invite(visitor, [ids.staff]);
    expect(dialled.ok).toBe(true);
    if (!dialled.ok) return;
    const incoming = await ringing;
    expect(incoming).toMatchObject({ callId: dialled.data.callId, isGroup: false, callType: 'video' });
    expect(incoming.sponsor.userID).toBe(ids.visitor);

    const entered = nextEvent<CallUpdateEvent>(visitor, CallEvents.update, (u) => u.kind === 'entered');
    const accepted = await call<CallJoined>(staff, CallEvents.accept, { callId: incoming.callId });
    expect(accepted.ok && accepted.data.participants.map((p) => p.userID)).toEqual([ids.visitor]);
    expect((await entered).user?.userID).toBe(ids.staff);

    // An offer reaches the other person of the call, and nobody outside it can send one.
    const offer = nextEvent<CallSignalEvent>(visitor, CallEvents.signal);
    const sent = await call(staff, CallEvents.signal, {
      callId: incoming.callId,
      to: ids.visitor,
      description: { type: 'offer', sdp: 'v=0' },
    });
    expect(sent.ok).toBe(true);
    expect(await offer).toMatchObject({ from: ids.staff, description: { type: 'offer', sdp: 'v=0' } });
    const intruder = await call(admin, CallEvents.signal, {
      callId: incoming.callId,
      to: ids.visitor,
      description: { type: 'offer', sdp: 'v=0' },
    });
    expect(intruder.ok).toBe(false);

    // Someone calling a person in the call hears 'busy'.
    const busy = nextEvent<CallUpdateEvent>(admin, CallEvents.update, (u) => u.kind === 'busy');
    const third = await invite(admin, [ids.visitor]);
    expect(third.ok).toBe(true);
    expect((await busy).user?.userID).toBe(ids.visitor);

    await new Promise((r) => setTimeout(r, 1100));
    const ended = nextEvent<CallUpdateEvent>(visitor, CallEvents.update, (u) => u.kind === 'ended');
    expect((await call(staff, CallEvents.hangup, { callId: incoming.callId })).ok).toBe(true);
    await ended;
    await new Promise((r) => setTimeout(r, 200));
    const notes = await t.db
      .select({ payload: chatMessages.payload })
      .from(chatMessages)
      .where(and(eq(chatMessages.senderAccountId, ids.staff), eq(chatMessages.type, 'custom')));
    const data = notes.map(
      (n) => JSON.parse((n.payload as { data: string }).data) as { action: string; duration?: number },
    );
    expect(data.find((d) => d.action === 'hangup')?.duration).toBeGreaterThanOrEqual(1);
    expect(data.some((d) => d.action === 'accepted')).toBe(true);
  });

  it('limits invitations per account', async () => {
    const admin = await as('admin');
    await as('visitor');
    let refused: ChatAck<CallJoined> | null = null;
    for (let i = 0; i <= CALL_INVITES_PER_WINDOW + 1 && !refused; i++) {
      const answer = await invite(admin, [ids.visitor], 'audio');
      if (!answer.ok) refused = answer;
      else await call(admin, CallEvents.cancel, { callId: answer.data.callId });
    }
    expect(refused?.ok === false && refused.code).toBe(ResponseCode.TooManyRequests);
  });
});
