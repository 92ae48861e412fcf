import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
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
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../src/db/schema/index';
import { testClient } from './client';
import { logIn } from './factories/accounts';
import { accounts, FAIR_A, ids } from './fixtures';
import { buildTestApp, openTestDatabase, type TestDatabase } from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Several instances need a shared database (PostgreSQL) and Redis between them: CI has both.
const withServices = process.env.TEST_DATABASE_URL ? describe : describe.skip;

function nextEvent<T>(socket: Socket, event: string, match: (p: T) => boolean = () => true, ms = 5000) {
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

/**
 * Calls whose people are connected to different instances (over PostgreSQL and Redis, as behind a load
 * balancer without stickiness): the call lives on the instance that started it, the others forward to it.
 */
withServices('calls across two instances', () => {
  let testDb: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const urls = new Map<FastifyInstance, string>();
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    const eventChannel = `openfair:test:${randomUUID()}`;
    const env = { REDIS_URL };
    a = await buildTestApp(testDb.database, { env, eventChannel });
    b = await buildTestApp(testDb.database, { env, eventChannel });
    for (const app of [a, b]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.set(app, `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await testDb?.drop();
  });

  const on = async (app: FastifyInstance, who: 'visitor' | 'staff' | 'admin') => {
    const { token } = await logIn(testClient(app), accounts[who].email, {
      subjectType: who === 'visitor' ? 'VISITOR' : 'ACTOR',
    });
    const socket = connect(urls.get(app) ?? '', {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: { token, exhibitionId: FAIR_A, languageType: 'en', appId: 'app-a' },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const call = <T>(socket: Socket, event: string, body: unknown) =>
    socket.timeout(6000).emitWithAck(event, body) as Promise<ChatAck<T>>;
  const invite = (socket: Socket, userIDs: string[]) =>
    call<CallJoined>(socket, CallEvents.invite, { userIDs, callType: 'audio' });

  it('caller on A, callee on B: rings on B, accepts, relays both ways, hang-up writes the duration', async () => {
    const visitor = await on(a, 'visitor');
    const staff = await on(b, 'staff');
    const ringing = nextEvent<CallIncomingEvent>(staff, CallEvents.incoming);
    const dialled = await invite(visitor, [ids.staff]);
    expect(dialled.ok).toBe(true);
    const incoming = await ringing;
    const callId = incoming.callId;
    expect(dialled.ok && dialled.data.callId).toBe(callId);

    // B does not hold the call: the acceptance goes to A, and A's answer comes back.
    const entered = nextEvent<CallUpdateEvent>(visitor, CallEvents.update, (u) => u.kind === 'entered');
    const accepted = await call<CallJoined>(staff, CallEvents.accept, { callId });
    expect(accepted.ok && accepted.data.participants.map((p) => p.userID)).toEqual([ids.visitor]);
    expect((await entered).user?.userID).toBe(ids.staff);

    const offer = nextEvent<CallSignalEvent>(visitor, CallEvents.signal);
    expect(
      (
        await call(staff, CallEvents.signal, {
          callId,
          to: ids.visitor,
          description: { type: 'offer', sdp: 'v=0 b' },
        })
      ).ok,
    ).toBe(true);
    expect(await offer).toMatchObject({ from: ids.staff, description: { type: 'offer', sdp: 'v=0 b' } });
    const answer = nextEvent<CallSignalEvent>(staff, CallEvents.signal);
    expect(
      (
        await call(visitor, CallEvents.signal, {
          callId,
          to: ids.staff,
          description: { type: 'answer', sdp: 'v=0 a' },
        })
      ).ok,
    ).toBe(true);
    expect(await answer).toMatchObject({ from: ids.visitor, description: { type: 'answer', sdp: 'v=0 a' } });
    const media = nextEvent<{ userID: string; mic: boolean }>(visitor, CallEvents.media);
    expect((await call(staff, CallEvents.media, { callId, mic: false, camera: false })).ok).toBe(true);
    expect(await media).toMatchObject({ userID: ids.staff, mic: false });
    // A call nobody holds is gone, on either instance.
    expect(await call(staff, CallEvents.accept, { callId: randomUUID() })).toMatchObject({
      ok: false,
      code: ResponseCode.NotFound,
    });
    // Hanging up one is no error (as on the instance that held it).
    expect(await call(staff, CallEvents.hangup, { callId: randomUUID() })).toMatchObject({ ok: true });

    await new Promise((r) => setTimeout(r, 1100));
    const ended = nextEvent<CallUpdateEvent>(visitor, CallEvents.update, (u) => u.kind === 'ended');
    expect((await call(staff, CallEvents.hangup, { callId })).ok).toBe(true);
    await ended;
    await new Promise((r) => setTimeout(r, 300));
    const notes = await testDb.database.db
      .select({ payload: chatMessages.payload })
      .from(chatMessages)
      .where(and(eq(chatMessages.senderAccountId, ids.staff), eq(chatMessages.type, 'custom')));
    const data = notes.map(
      (n) =>
        JSON.parse((n.payload as { data: string }).data) as {
          action: string;
          room_id: string;
          duration?: number;
        },
    );
    expect(data.find((d) => d.action === 'hangup' && d.room_id === callId)?.duration).toBeGreaterThanOrEqual(
      1,
    );
    // Both are free again: a new call between them rings.
    const again = nextEvent<CallIncomingEvent>(staff, CallEvents.incoming);
    const redial = await invite(visitor, [ids.staff]);
    expect(redial.ok).toBe(true);
    await again;
    if (redial.ok)
      expect((await call(visitor, CallEvents.cancel, { callId: redial.data.callId })).ok).toBe(true);
  });

  it('busy across instances: someone on A calling a person in a call held by B hears busy', async () => {
    const visitor = await on(b, 'visitor');
    const staff = await on(a, 'staff');
    const admin = await on(a, 'admin');
    const ringing = nextEvent<CallIncomingEvent>(staff, CallEvents.incoming);
    expect((await invite(visitor, [ids.staff])).ok).toBe(true);
    const { callId } = await ringing;
    expect((await call(staff, CallEvents.accept, { callId })).ok).toBe(true);

    // A holds no call, yet knows the visitor is in one.
    const busy = nextEvent<CallUpdateEvent>(admin, CallEvents.update, (u) => u.kind === 'busy');
    expect((await invite(admin, [ids.visitor])).ok).toBe(true);
    expect((await busy).user?.userID).toBe(ids.visitor);
    // …and the person in the call cannot start another one from A.
    expect(await invite(staff, [ids.admin])).toMatchObject({ ok: false, msg: 'You are already in a call' });

    // The callee's tab closing on A ends the call held by B.
    const ended = nextEvent<CallUpdateEvent>(visitor, CallEvents.update, (u) => u.kind === 'ended');
    staff.disconnect();
    await ended;
    await new Promise((r) => setTimeout(r, 300));
  });
});
