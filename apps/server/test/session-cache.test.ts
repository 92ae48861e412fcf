import { ResponseCode, SessionPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../src/db/schema/index';

import { accounts, FAIR_A, ids, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };

/**
 * Resolved sessions are kept for SESSION_CACHE_TTL_MS (session-cache.ts). Changes made through the app
 * take effect at once on the instance that made them; a change behind the app's back waits for the TTL
 * or a 'session.changed' event.
 */
describe.each(engines)('session cache on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  const common = { languageType: 'cn', exhibitionId: FAIR_A, appId: 'app', terminal: 'PC', subjectType: '' };
  async function post(url: string, body: Record<string, unknown>, token?: string): Promise<Json> {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: { ...common, ...body },
      headers: token ? { authorization: token } : {},
    });
    return res.json() as Json;
  }
  async function getInfo(token: string): Promise<number> {
    const res = await app.inject({
      method: 'GET',
      url: SessionPaths.getInfo,
      query: common,
      headers: { authorization: token },
    });
    return (res.json() as Json).code;
  }
  async function login(email: string, password = PASSWORD): Promise<string> {
    const r = await post(SessionPaths.webLogon, { account: email, password, loginSubjectType: 'VISITOR' });
    expect(r.code, r.msg).toBe(1000);
    return r.data.token;
  }

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    await seedFixtures(testDb.database.db);
    app = await buildTestApp(testDb.database);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('keeps a resolved session until it is forgotten', async () => {
    const token = await login(accounts.visitor.email);
    expect(await getInfo(token)).toBe(1000);
    // Revoked behind the app's back: this instance still has the session…
    await testDb.database.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.userAccountId, ids.visitor));
    expect(await getInfo(token)).toBe(1000);
    // …until the account's sessions are forgotten.
    await app.appContext.events.publish('session.changed', { userAccountId: ids.visitor });
    expect(await getInfo(token)).toBe(ResponseCode.LoginExpired);
  });

  it('ends a cached session at once on logout', async () => {
    const token = await login(accounts.visitor.email);
    expect(await getInfo(token)).toBe(1000);
    expect((await post(SessionPaths.logout, {}, token)).code).toBe(1000);
    expect(await getInfo(token)).toBe(ResponseCode.LoginExpired);
  });

  it('ends the other cached sessions at once when the password changes', async () => {
    const email = accounts.visitor.email;
    const current = await login(email);
    const other = await login(email);
    expect(await getInfo(other)).toBe(1000);
    const changed = await post(
      SessionPaths.changePassword,
      { oldPassword: PASSWORD, password: 'Changed2026', confirmPassword: 'Changed2026' },
      current,
    );
    expect(changed.code, changed.msg).toBe(1000);
    expect(await getInfo(other)).toBe(ResponseCode.LoginExpired);
    expect(await getInfo(current)).toBe(1000);
  });
});
