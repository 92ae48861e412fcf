import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  CatalogPaths,
  type ChatAck,
  ChatEvents,
  type ChatMessage,
  ExhibitorPaths,
  ExhibitPaths,
  REALTIME_PATH,
  ResponseCode,
  SessionPaths,
} from '@openfair/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../src/core/session-cache';
import { products } from '../src/db/schema/index';
import { testClient } from './client';
import { logIn } from './factories/accounts';
import { accounts, FAIR_A, ids, PASSWORD } from './fixtures';
import { buildTestApp, openTestDatabase, type TestDatabase } from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Several instances need a shared database (PostgreSQL) and Redis between them: CI has both.
const withServices = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** How long a change on one instance takes to reach the other (measured, then bounded well under the TTL). */
async function until(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return Date.now() - started;
}

/**
 * Two server instances on one PostgreSQL database, with their domain events over Redis, as behind a load
 * balancer. A third instance without Redis is the control: it shows what the event saves (the cache TTL).
 */
withServices('two instances over PostgreSQL and Redis', () => {
  let testDb: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let alone: FastifyInstance;

  const api = (app: FastifyInstance) => testClient(app);
  const infoCode = async (app: FastifyInstance, token: string) =>
    (await api(app).get(SessionPaths.getInfo, {}, { as: { token } })).code;
  const login = async (app: FastifyInstance) => (await logIn(api(app), accounts.visitor.email)).token;

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    const eventChannel = `openfair:test:${randomUUID()}`;
    const env = { REDIS_URL };
    a = await buildTestApp(testDb.database, { env, eventChannel });
    b = await buildTestApp(testDb.database, { env, eventChannel });
    alone = await buildTestApp(testDb.database);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), alone?.close()]);
    await testDb?.drop();
  });

  it('uses Redis for the events of the two instances', () => {
    expect(a.appContext.events.kind).toBe('redis');
    expect(b.appContext.events.kind).toBe('redis');
    expect(alone.appContext.events.kind).toBe('memory');
  });

  it('a logout on one instance ends the session on the other at once', async () => {
    const token = await login(a);
    // Both instances (and the control) resolve and keep the session.
    for (const app of [a, b, alone]) expect(await infoCode(app, token)).toBe(1000);
    expect((await api(a).post(SessionPaths.logout, {}, { as: { token } })).code).toBe(1000);
    const ms = await until(async () => (await infoCode(b, token)) === ResponseCode.LoginExpired, 1_000);
    expect(ms).toBeLessThan(SESSION_CACHE_TTL_MS / 5);
    // Without the event, an instance keeps honouring the revoked token until its cache expires.
    expect(await infoCode(alone, token)).toBe(1000);
  });

  it('a password change on one instance ends the other devices on the other instance', async () => {
    const phone = await login(a);
    const laptop = await login(a);
    expect(await infoCode(b, laptop)).toBe(1000);
    const changed = await api(a).post(
      SessionPaths.changePassword,
      { oldPassword: PASSWORD, password: 'Changed2026', confirmPassword: 'Changed2026' },
      { as: { token: phone } },
    );
    expect(changed.code, changed.msg).toBe(1000);
    await until(async () => (await infoCode(b, laptop)) === ResponseCode.LoginExpired, 1_000);
    // The device that changed it stays logged in, on both instances.
    expect(await infoCode(b, phone)).toBe(1000);
  });

  it('a catalog change announced on one instance refreshes the other instance’s cached pages', async () => {
    const names = async () =>
      (await api(b).post(CatalogPaths.productList, { pageNum: 1, pageSize: 50 })).data.list.map(
        (p) => p.name,
      );
    const before = await names();
    await testDb.database.db
      .update(products)
      .set({ name: '跨实例改名' })
      .where(eq(products.id, ids.productA1));
    // Instance B serves its cached page…
    expect(await names()).toEqual(before);
    // …until instance A announces the write.
    await a.appContext.events.publish('catalog.changed', { exhibitionId: FAIR_A });
    await until(async () => (await names()).includes('跨实例改名'), 1_000);
  });

  it('an exhibit saved or a profile edited through one instance shows on the other at once', async () => {
    const names = async () =>
      (await api(b).post(CatalogPaths.productList, { pageNum: 1, pageSize: 50 })).data.list.map(
        (p) => p.name,
      );
    const exhibitorName = async () =>
      (await api(b).post(CatalogPaths.exhibitorDetail, { id: ids.exhibitorA })).data.name;
    await names();
    await exhibitorName();
    // Through A's back office, as an employee would: B's cached pages must not be served after it.
    const saved = await api(a).post(
      ExhibitPaths.insertProduct,
      { name: '两实例新品', category: '' },
      { as: 'staff' },
    );
    expect(saved.code, saved.msg).toBe(ResponseCode.Success);
    await until(async () => (await names()).includes('两实例新品'), 1_000);
    const edit = await api(a).post(
      ExhibitorPaths.updateExhibitorBaseInfo,
      { name: '甲公司（两实例）', countryId: 'DE', provinceName: 'Bavaria', cityName: 'Munich' },
      { as: 'admin' },
    );
    expect(edit.code, edit.msg).toBe(ResponseCode.Success);
    await until(async () => (await exhibitorName()) === '甲公司（两实例）', 1_000);
  });

  it('a chat message sent through one instance reaches a socket on the other, and a logout there closes it', async () => {
    const listen = async (app: FastifyInstance) => {
      if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    };
    const socketOn = (url: string, token: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(url, {
          path: REALTIME_PATH,
          transports: ['websocket'],
          reconnection: false,
          auth: { token, exhibitionId: FAIR_A, languageType: 'en' },
        });
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    // (the visitor's password was changed above; a colleague writes instead)
    const adminToken = (await logIn(api(a), accounts.admin.email, { subjectType: 'ACTOR' })).token;
    const staffToken = (await logIn(api(b), accounts.staff.email, { subjectType: 'ACTOR' })).token;
    const admin = await socketOn(await listen(a), adminToken);
    const staff = await socketOn(await listen(b), staffToken);
    try {
      const arrived = new Promise<ChatMessage>((resolve) => staff.once(ChatEvents.message, resolve));
      const ack = (await admin.timeout(3000).emitWithAck(ChatEvents.send, {
        clientMessageID: randomUUID(),
        conversationID: `C2C${ids.staff}`,
        message: { type: 'text', payload: { text: 'across instances' } },
      })) as ChatAck<ChatMessage>;
      expect(ack.ok).toBe(true);
      expect((await arrived).payload).toEqual({ text: 'across instances' });

      const kicked = new Promise((resolve) => staff.once(ChatEvents.kicked, resolve));
      expect((await api(a).post(SessionPaths.logout, {}, { as: { token: staffToken } })).code).toBe(1000);
      expect(await kicked).toEqual({ reason: 'sessionEnded' });
    } finally {
      admin.disconnect();
      staff.disconnect();
    }
  });
});
