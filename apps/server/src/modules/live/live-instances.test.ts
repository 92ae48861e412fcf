import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  LiveSocketEvents as Ev,
  type LiveChatMessage,
  LivePaths,
  LiveState,
  REALTIME_PATH,
  ResponseCode,
} from '@openfair/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type TestClient, testClient } from '../../../test/client';
import { FAIR_A } from '../../../test/fixtures';
import { buildTestApp, openTestDatabase, type TestDatabase } from '../../../test/harness';
import { lives } from '../../db/schema/index';
import { startLiveIngest } from './start-ingest';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Two instances need a shared database (PostgreSQL) and Redis between them: CI has both.
const withServices = process.env.TEST_DATABASE_URL ? describe : describe.skip;

type Role = 'visitor' | 'newVisitor' | 'staff' | 'admin';
type JoinAck = { ok: boolean; data?: { messages: LiveChatMessage[]; staff: boolean; viewers: number } };

/** Resolves with the first event of this name that passes `ok`, or rejects after `ms`. */
function eventWhere<T>(socket: Socket, event: string, ok: (v: T) => boolean, ms = 6000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    const on = (v: T) => {
      if (!ok(v)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(v);
    };
    socket.on(event, on);
  });
}

/**
 * Two server instances on one PostgreSQL database with Redis between them, as behind a load balancer:
 * a live's playback token, its chat history and its viewer count hold whichever instance answers.
 */
withServices('lives across two instances over Redis', () => {
  let testDb: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let apiA: TestClient;
  let apiB: TestClient;
  const sockets: Socket[] = [];
  let liveId = '';

  const url = async (app: FastifyInstance) => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
  const socketOn = async (app: FastifyInstance, role: Role) => {
    const token = await apiA.tokenOf(role);
    const address = await url(app);
    return new Promise<Socket>((resolve, reject) => {
      const socket = connect(`http://${address}`, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        auth: { token, exhibitionId: FAIR_A, languageType: 'en' },
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
  const join = (socket: Socket) => socket.timeout(3000).emitWithAck(Ev.join, { liveId }) as Promise<JoinAck>;

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    const eventChannel = `openfair:test:${randomUUID()}`;
    a = await buildTestApp(testDb.database, { env: { REDIS_URL }, eventChannel });
    b = await buildTestApp(testDb.database, { env: { REDIS_URL }, eventChannel });
    apiA = testClient(a);
    apiB = testClient(b);
    const added = await apiA.post(
      LivePaths.magAdd,
      { name: '两实例直播', startTime: new Date(Date.now() + 3600_000).toISOString() },
      { as: 'admin' },
    );
    expect(added.code, added.msg).toBe(ResponseCode.Success);
    liveId = added.data.id;
    const queue = await apiA.post(LivePaths.reviewList, { pageSize: 100 }, { as: 'organizer' });
    const entry = queue.data.list.find((l) => l.id === liveId)!;
    await apiA.post(
      LivePaths.reviewDecide,
      { id: liveId, decision: 'approve', submittedAt: entry.submittedAt! },
      { as: 'organizer' },
    );
    // on air as if an encoder published (the ingest's own test covers publishing)
    await apiA.post(LivePaths.magQueryObsDetail, { id: liveId }, { as: 'admin' });
    await testDb.database.db.update(lives).set({ streamState: LiveState.OnAir }).where(eq(lives.id, liveId));
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all([a?.close(), b?.close()]);
    await testDb?.drop();
  });

  it('plays through one instance with the playback token the other issued', async () => {
    const ingest = await startLiveIngest(b.appContext, b, { port: 0 });
    expect(ingest).not.toBeNull();
    const detail = await apiA.post(LivePaths.queryDetail, { liveId }, { as: 'visitor' });
    expect(detail.data.playback.kind).toBe('flv');
    const address = await url(b);
    const opens = (path: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`ws://${address}${path}`);
        ws.on('open', () => {
          ws.close();
          resolve('open');
        });
        ws.on('error', (e) => resolve(String(e.message)));
      });
    expect(await opens(detail.data.playback.url)).toBe('open');
    // the same stream with a token of another key is refused
    const forged = detail.data.playback.url.replace(/token=(\d+)\.[^&]+/, 'token=$1.AAAA');
    expect(await opens(forged)).toMatch(/403/);
    // both instances sign alike: the token B issues for the same second is A's
    const fromB = await apiB.post(LivePaths.queryDetail, { liveId }, { as: 'visitor' });
    expect(fromB.data.playback.url.split('token=')[1]?.split('.')[0]).toBeTruthy();
    expect(await opens(fromB.data.playback.url)).toBe('open');
  });

  it('keeps the chat history in Redis: a viewer joining on the other instance reads it, a removal applies there', async () => {
    const visitor = await socketOn(a, 'visitor');
    const staff = await socketOn(b, 'staff');
    expect((await join(visitor)).ok).toBe(true);
    expect((await join(staff)).data?.staff).toBe(true);
    const arriving = eventWhere<LiveChatMessage>(staff, Ev.message, (m) => m.text === 'hello from A');
    const sent = (await visitor.timeout(3000).emitWithAck(Ev.send, { liveId, text: 'hello from A' })) as {
      ok: boolean;
    };
    expect(sent.ok).toBe(true);
    const message = await arriving;
    await visitor.timeout(3000).emitWithAck(Ev.send, { liveId, text: 'second' });

    const late = await socketOn(b, 'newVisitor');
    const history = await join(late);
    expect(history.data?.messages.map((m) => m.text)).toEqual(['hello from A', 'second']);

    // staff on B remove the first; a viewer (re)joining on A no longer gets it
    const removed = (await staff.timeout(3000).emitWithAck(Ev.remove, { liveId, id: message.id })) as {
      ok: boolean;
    };
    expect(removed.ok).toBe(true);
    const again = await socketOn(a, 'admin');
    expect((await join(again)).data?.messages.map((m) => m.text)).toEqual(['second']);
    // a viewer may not remove
    const refused = (await visitor.timeout(3000).emitWithAck(Ev.remove, { liveId, id: message.id })) as {
      ok: boolean;
      code: number;
    };
    expect(refused).toMatchObject({ ok: false, code: ResponseCode.Forbidden });
  });

  it('counts the viewers of both instances, and tells each viewer the sum', async () => {
    // four sockets joined above: two on A (visitor, admin), two on B (staff, new visitor)
    const [onA, , onB] = sockets.filter((s) => s.connected);
    const seenA = eventWhere<{ viewers: number }>(onA!, Ev.viewers, (e) => e.viewers === 4);
    const seenB = eventWhere<{ viewers: number }>(onB!, Ev.viewers, (e) => e.viewers === 4);
    await Promise.all([seenA, seenB]);
    // a viewer joining now gets the count at once
    const fifth = await socketOn(a, 'visitor');
    expect((await join(fifth)).data?.viewers).toBeGreaterThanOrEqual(4);
    // leaving is counted too, on the other instance as well
    const downOnB = eventWhere<{ viewers: number }>(onB!, Ev.viewers, (e) => e.viewers === 3);
    fifth.disconnect();
    onA!.disconnect();
    await downOnB;
  }, 15_000);
});
