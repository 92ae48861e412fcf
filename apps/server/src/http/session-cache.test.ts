import { ResponseCode, SessionPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ids, PASSWORD } from '../../test/fixtures';
import { enginesFor, useTestApp } from '../../test/harness';
import { authTokens } from '../db/schema/index';

/**
 * Resolved sessions are kept for SESSION_CACHE_TTL_MS (core/session-cache.ts). Changes made through the
 * app take effect at once, on every instance, through 'session.changed'; a change behind the app's back
 * waits for the TTL or for that event.
 */
describe.each(enginesFor('rules'))('session cache on %s', (engine) => {
  const t = useTestApp(engine);
  const infoCode = async (token: string) =>
    (await t.api.get(SessionPaths.getInfo, {}, { as: { token } })).code;
  const login = async () => {
    const r = await t.api.post(SessionPaths.webLogon, {
      account: 'Visitor@Example.test',
      password: PASSWORD,
      loginSubjectType: 'VISITOR',
    });
    expect(r.code, r.msg).toBe(1000);
    return r.data.token;
  };

  it('keeps a resolved session until it is forgotten', async () => {
    const token = await login();
    expect(await infoCode(token)).toBe(1000);
    // Revoked behind the app's back: this instance still has the session…
    await t.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.userAccountId, ids.visitor));
    expect(await infoCode(token)).toBe(1000);
    // …until the account's sessions are forgotten.
    await t.app.appContext.events.publish('session.changed', { userAccountId: ids.visitor });
    expect(await infoCode(token)).toBe(ResponseCode.LoginExpired);
  });

  it('ends a cached session at once on logout', async () => {
    const token = await login();
    expect(await infoCode(token)).toBe(1000);
    expect((await t.api.post(SessionPaths.logout, {}, { as: { token } })).code).toBe(1000);
    expect(await infoCode(token)).toBe(ResponseCode.LoginExpired);
  });

  it('ends the other cached sessions at once when the password changes', async () => {
    const current = await login();
    const other = await login();
    expect(await infoCode(other)).toBe(1000);
    const changed = await t.api.post(
      SessionPaths.changePassword,
      { oldPassword: PASSWORD, password: 'Changed2026', confirmPassword: 'Changed2026' },
      { as: { token: current } },
    );
    expect(changed.code, changed.msg).toBe(1000);
    expect(await infoCode(other)).toBe(ResponseCode.LoginExpired);
    expect(await infoCode(current)).toBe(1000);
  });
});
