import { codeMessages, LOGIN_LOCKOUT, ResponseCode, SessionPaths } from '@openfair/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnvelope } from '../../../test/client';
import { createVisitor } from '../../../test/factories/accounts';
import { sendCode } from '../../../test/factories/verification';
import { accounts, FAIR_A, PASSWORD } from '../../../test/fixtures';
import { buildTestApp, enginesFor, useTestApp } from '../../../test/harness';
import { advanceClock, resetClock } from '../../core/clock';

const MINUTE = 60_000;

describe.each(enginesFor('rules'))('login lockout on %s', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => resetClock());

  const logon = (account: string, password: string, o: { ip: string; lang?: 'cn' | 'en' }) =>
    t.api.post(SessionPaths.webLogon, { account, password }, o);

  it('locks an account for 15 minutes after 5 failures from one address, even for the right password, in zh and en', async () => {
    const ip = '10.2.0.1';
    const { email } = accounts.visitor;
    for (let i = 1; i < LOGIN_LOCKOUT.perAccount; i++) {
      expect((await logon(email, 'Wrong1234', { ip })).code).toBe(ResponseCode.PasswordError);
    }
    const fifth = await logon(email, 'Wrong1234', { ip });
    expect(fifth.code).toBe(ResponseCode.AccountLocked);
    expect(fifth.msg).toBe('登录失败次数过多，请15分钟后再试');
    const right = await logon(email, PASSWORD, { ip, lang: 'en' });
    expect(right.code).toBe(ResponseCode.AccountLocked);
    expect(right.msg).toBe('Too many failed attempts, please try again in 15 minutes');
    // The mobile of the same account is the same account.
    expect((await logon(accounts.visitor.mobile, PASSWORD, { ip })).code).toBe(ResponseCode.AccountLocked);
    advanceClock(10 * MINUTE);
    expect((await logon(email, PASSWORD, { ip })).msg).toBe('登录失败次数过多，请5分钟后再试');
    advanceClock(5 * MINUTE + 1000);
    const after = await logon(email, PASSWORD, { ip });
    expect(after.code, after.msg).toBe(1000);
  });

  it('does not let one address lock an account for everyone: the owner elsewhere logs in', async () => {
    const email = 'owner@example.test';
    await createVisitor(t.db, { account: { email, password: PASSWORD } });
    for (let i = 0; i < LOGIN_LOCKOUT.perAccount; i++) await logon(email, 'Wrong1234', { ip: '10.2.1.1' });
    expect((await logon(email, PASSWORD, { ip: '10.2.1.1' })).code).toBe(ResponseCode.AccountLocked);
    const owner = await logon(email, PASSWORD, { ip: '10.2.1.2' });
    expect(owner.code, owner.msg).toBe(1000);
  });

  it('lets the owner of a locked account log in with a verification code', async () => {
    const ip = '10.2.1.3';
    const email = 'locked@example.test';
    await createVisitor(t.db, { account: { email, password: PASSWORD } });
    for (let i = 0; i < LOGIN_LOCKOUT.perAccount; i++) await logon(email, 'Wrong1234', { ip });
    expect((await logon(email, PASSWORD, { ip })).code).toBe(ResponseCode.AccountLocked);
    const code = await sendCode(t.api, t.db, { email }, 'LOGIN', { ip });
    const byCode = await t.api.post(SessionPaths.webLogon, { account: email, code }, { ip });
    expect(byCode.code, byCode.msg).toBe(1000);
    // That success starts the count afresh, so the password works again from here too.
    expect((await logon(email, PASSWORD, { ip })).code).toBe(1000);
  });

  it('locks passwords of an account tried from a crowd of addresses (100 failures), but not its codes', async () => {
    const email = 'crowd@example.test';
    await createVisitor(t.db, { account: { email, password: PASSWORD } });
    for (let i = 0; i < LOGIN_LOCKOUT.perAccountAllClients; i++) {
      // Four tries from each address: no single address reaches its own lock.
      const ip = `10.3.${Math.floor(i / 4)}.1`;
      expect((await logon(email, 'Wrong1234', { ip })).code).not.toBe(1000);
    }
    expect((await logon(email, PASSWORD, { ip: '10.4.0.1' })).code).toBe(ResponseCode.AccountLocked);
    const code = await sendCode(t.api, t.db, { email }, 'LOGIN', { ip: '10.4.0.1' });
    const byCode = await t.api.post(SessionPaths.webLogon, { account: email, code }, { ip: '10.4.0.1' });
    expect(byCode.code, byCode.msg).toBe(1000);
  }, 60_000);

  it('starts the count afresh after a successful login', async () => {
    const ip = '10.2.0.3';
    const { email } = accounts.newVisitor;
    for (let i = 1; i < LOGIN_LOCKOUT.perAccount; i++) {
      expect((await logon(email, 'Wrong1234', { ip })).code).toBe(ResponseCode.PasswordError);
    }
    expect((await logon(email, PASSWORD, { ip })).code).toBe(1000);
    for (let i = 1; i < LOGIN_LOCKOUT.perAccount; i++) {
      expect((await logon(email, 'Wrong1234', { ip })).code).toBe(ResponseCode.PasswordError);
    }
    expect((await logon(email, PASSWORD, { ip })).code).toBe(1000);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const ip = '10.2.0.4';
    const { email } = accounts.onlyB;
    for (let i = 1; i < LOGIN_LOCKOUT.perAccount; i++) await logon(email, 'Wrong1234', { ip });
    advanceClock(LOGIN_LOCKOUT.windowMinutes * MINUTE + 1000);
    for (let i = 1; i < LOGIN_LOCKOUT.perAccount; i++) {
      expect((await logon(email, 'Wrong1234', { ip })).code).toBe(ResponseCode.PasswordError);
    }
  });

  it('locks a client address after 30 failures on any accounts; other addresses are not affected', async () => {
    const ip = '10.2.0.5';
    for (let i = 1; i < LOGIN_LOCKOUT.perClient; i++) {
      // Unknown accounts, each tried once: no account lock gets in the way.
      expect((await logon(`guess${i}@example.test`, 'Wrong1234', { ip })).code).toBe(
        ResponseCode.PasswordError,
      );
    }
    const last = await logon('guess-last@example.test', 'Wrong1234', { ip, lang: 'en' });
    expect(last.code).toBe(ResponseCode.AccountLocked);
    expect(last.msg).toBe('Too many failed attempts, please try again in 15 minutes');
    expect((await logon(accounts.organizer.email, PASSWORD, { ip })).code).toBe(ResponseCode.AccountLocked);
    expect((await logon(accounts.organizer.email, PASSWORD, { ip: '10.2.0.6' })).code).toBe(1000);
    advanceClock(LOGIN_LOCKOUT.lockMinutes * MINUTE + 1000);
    expect((await logon(accounts.organizer.email, PASSWORD, { ip })).code).toBe(1000);
  });

  it('keeps the per-minute rate limit of the login call: 1013 with HTTP 429 past it, in the request language', async () => {
    // An app of its own: the usual test app's limit is set high enough never to matter.
    const limited = await buildTestApp(t.database, { loginRateLimit: 2 });
    try {
      // The limit answers before the body is read: the language comes from the query.
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: `${SessionPaths.webLogon}?languageType=en`,
          remoteAddress: '10.2.0.7',
          payload: { exhibitionId: FAIR_A, languageType: 'en', account: 'rl@example.test', password: 'nope' },
        });
      for (let i = 0; i < 2; i++) expect(readEnvelope(await attempt()).code).toBe(ResponseCode.PasswordError);
      const over = await attempt();
      expect(over.statusCode).toBe(429);
      expect(readEnvelope(over)).toMatchObject({
        code: ResponseCode.TooManyRequests,
        msg: codeMessages[1013].en,
        data: null,
      });
    } finally {
      await limited.close();
    }
  });
});
