import { LOGIN_LOCKOUT, ResponseCode, SessionPaths, VerificationPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitionUsers, sliderChallenges, userAccounts, visitors } from '../src/db/schema/index';
import { accounts, FAIR_A, ids, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };
type Opts = { token?: string; lang?: 'cn' | 'en'; ip?: string };

describe.each(engines)('passwords and code login on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let ipCounter = 0;
  const freshIp = () => `10.3.0.${++ipCounter}`;

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    await seedFixtures(testDb.database.db);
    // An account that registered by code and never set a password.
    await testDb.database.db.insert(userAccounts).values({ id: 'acc-nopw', email: 'nopw@example.test' });
    await testDb.database.db
      .insert(exhibitionUsers)
      .values({ exhibitionId: FAIR_A, userAccountId: 'acc-nopw', subjectType: 'VISITOR' });
    await testDb.database.db.insert(visitors).values({ exhibitionId: FAIR_A, userAccountId: 'acc-nopw' });
    app = await buildTestApp(testDb.database);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const common = (o: Opts) => ({
    languageType: o.lang ?? 'cn',
    exhibitionId: FAIR_A,
    appId: 'app',
    terminal: 'PC',
    subjectType: '',
  });
  async function post(url: string, body: Record<string, unknown>, o: Opts = {}) {
    const res = await app.inject({
      method: 'POST',
      url,
      remoteAddress: o.ip ?? '127.0.0.1',
      headers: o.token ? { authorization: o.token } : {},
      payload: { ...common(o), ...body },
    });
    return res.json() as Json;
  }
  async function getInfo(token: string) {
    const res = await app.inject({
      method: 'GET',
      url: SessionPaths.getInfo,
      query: common({}),
      headers: { authorization: token },
    });
    return (res.json() as Json).code;
  }
  async function login(account: string, password: string, o: Opts = {}) {
    return post(SessionPaths.webLogon, { account, password }, o);
  }
  async function sliderToken(ip: string): Promise<string> {
    const c = await post(VerificationPaths.sliderChallenge, {}, { ip });
    const [row] = await testDb.database.db
      .select({ x: sliderChallenges.targetX })
      .from(sliderChallenges)
      .where(eq(sliderChallenges.id, c.data.challengeId));
    const res = await post(
      VerificationPaths.getLimitVerificationToken,
      { challengeId: c.data.challengeId, x: row!.x, durationMs: 800 },
      { ip },
    );
    return res.data.verificationToken;
  }
  /** Sends an email code of that scene and reads it from the dev outbox. */
  async function emailCode(email: string, scene: string): Promise<string> {
    const ip = freshIp();
    const sent = await post(
      VerificationPaths.getEmailCode,
      { email, scene, verificationToken: await sliderToken(ip) },
      { ip },
    );
    expect(sent.code, sent.msg).toBe(1000);
    const res = await app.inject({ method: 'GET', url: VerificationPaths.devOutbox, query: { to: email } });
    return (res.json() as Json).data[0].code;
  }

  describe('webLogon', () => {
    it('tells whether the account has a password and must change it', async () => {
      const res = await login(accounts.visitor.email, PASSWORD);
      expect(res.data).toMatchObject({ mustChangePassword: false, hasPassword: true });
      await testDb.database.db
        .update(userAccounts)
        .set({ mustChangePassword: true })
        .where(eq(userAccounts.id, ids.onlyB));
      // onlyB is a visitor of fair B only; it logs in there.
      const b = await app.inject({
        method: 'POST',
        url: SessionPaths.webLogon,
        payload: { ...common({}), exhibitionId: 'fair-b', account: accounts.onlyB.email, password: PASSWORD },
      });
      expect((b.json() as Json).data).toMatchObject({ mustChangePassword: true, hasPassword: true });
    });

    it('takes exactly one of password and code', async () => {
      const both = await post(SessionPaths.webLogon, {
        account: accounts.visitor.email,
        password: PASSWORD,
        code: '123456',
      });
      expect(both.code).toBe(ResponseCode.BadRequest);
      const neither = await post(SessionPaths.webLogon, { account: accounts.visitor.email });
      expect(neither.code).toBe(ResponseCode.BadRequest);
    });

    it('logs in with a LOGIN code, once, with a new token each time', async () => {
      const code = await emailCode(accounts.visitor.email, 'LOGIN');
      const first = await post(SessionPaths.webLogon, { account: accounts.visitor.email, code });
      expect(first.code, first.msg).toBe(1000);
      expect(first.data).toMatchObject({ subjectType: 'VISITOR', loginType: 'EMAIL', hasPassword: true });
      expect(await getInfo(first.data.token)).toBe(1000);
      const reused = await post(SessionPaths.webLogon, { account: accounts.visitor.email, code });
      expect(reused.code).toBe(ResponseCode.CodeExpired);
      const byPassword = await login(accounts.visitor.email, PASSWORD);
      expect(byPassword.data.token).not.toBe(first.data.token);
    });

    it('refuses a wrong code and a code of another scene, counting them as failed logins', async () => {
      const code = await emailCode(accounts.newVisitor.email, 'RESET_PASSWORD');
      const otherScene = await post(SessionPaths.webLogon, { account: accounts.newVisitor.email, code });
      expect(otherScene.code).toBe(ResponseCode.CodeExpired);
      const right = await emailCode('nopw@example.test', 'LOGIN');
      const wrong = right === '000001' ? '000002' : '000001';
      const ip = freshIp();
      for (let i = 1; i < LOGIN_LOCKOUT.perAccount; i++) {
        const res = await post(SessionPaths.webLogon, { account: 'nopw@example.test', code: wrong }, { ip });
        expect(res.code).toBe(ResponseCode.VerificationCodeWrong);
      }
      const locked = await post(SessionPaths.webLogon, { account: 'nopw@example.test', code: wrong }, { ip });
      expect(locked.code).toBe(ResponseCode.AccountLocked);
      const late = await post(SessionPaths.webLogon, { account: 'nopw@example.test', code: right }, { ip });
      expect(late.code).toBe(ResponseCode.AccountLocked);
    });
  });

  describe('setPassword', () => {
    it('lets an account without a password set one, once, with the rules of the spec', async () => {
      const nopw = 'nopw2@example.test';
      await testDb.database.db.insert(userAccounts).values({ id: 'acc-nopw2', email: nopw });
      await testDb.database.db
        .insert(exhibitionUsers)
        .values({ exhibitionId: FAIR_A, userAccountId: 'acc-nopw2', subjectType: 'VISITOR' });
      const code = await emailCode(nopw, 'LOGIN');
      const session = await post(SessionPaths.webLogon, { account: nopw, code });
      expect(session.code, session.msg).toBe(1000);
      expect(session.data.hasPassword).toBe(false);
      const token = session.data.token;

      const mismatch = await post(
        SessionPaths.setPassword,
        { password: 'Abc12345', confirmPassword: 'Abc12346' },
        { token, lang: 'en' },
      );
      expect(mismatch.code).toBe(ResponseCode.PasswordsMismatch);
      expect(mismatch.msg).toBe('The two passwords did not match');
      for (const weak of ['abcdefgh', '12345678', 'Ab1', 'Abcdefgh12345678X']) {
        const res = await post(
          SessionPaths.setPassword,
          { password: weak, confirmPassword: weak },
          { token },
        );
        expect(res.code, weak).toBe(ResponseCode.BadRequest);
      }
      const ok = await post(
        SessionPaths.setPassword,
        { password: 'Abc12345', confirmPassword: 'Abc12345' },
        { token },
      );
      expect(ok.code, ok.msg).toBe(1000);
      const again = await post(
        SessionPaths.setPassword,
        { password: 'Abc99999', confirmPassword: 'Abc99999' },
        { token },
      );
      expect(again.code).toBe(ResponseCode.Forbidden);
      expect((await login(nopw, 'Abc12345')).code).toBe(1000);
    });

    it('needs a login', async () => {
      const res = await post(SessionPaths.setPassword, {
        password: 'Abc12345',
        confirmPassword: 'Abc12345',
      });
      expect(res.code).toBe(ResponseCode.Unauthorized);
    });
  });

  describe('changePassword', () => {
    it('checks the old password and the confirmation, keeps this session and ends the others', async () => {
      const email = accounts.organizer.email;
      const current = (await login(email, PASSWORD)).data.token;
      const other = (await login(email, PASSWORD)).data.token;
      await testDb.database.db
        .update(userAccounts)
        .set({ mustChangePassword: true })
        .where(eq(userAccounts.id, ids.organizer));

      const wrongOld = await post(
        SessionPaths.changePassword,
        { oldPassword: 'Nope1234', password: 'New12345', confirmPassword: 'New12345' },
        { token: current },
      );
      expect(wrongOld.code).toBe(ResponseCode.PasswordError);
      const mismatch = await post(
        SessionPaths.changePassword,
        { oldPassword: PASSWORD, password: 'New12345', confirmPassword: 'New123456' },
        { token: current },
      );
      expect(mismatch.code).toBe(ResponseCode.PasswordsMismatch);
      const ok = await post(
        SessionPaths.changePassword,
        { oldPassword: PASSWORD, password: 'New12345', confirmPassword: 'New12345' },
        { token: current },
      );
      expect(ok.code, ok.msg).toBe(1000);

      expect(await getInfo(current)).toBe(1000);
      expect(await getInfo(other)).toBe(ResponseCode.LoginExpired);
      expect((await login(email, PASSWORD)).code).toBe(ResponseCode.PasswordError);
      const fresh = await login(email, 'New12345');
      expect(fresh.code).toBe(1000);
      expect(fresh.data.mustChangePassword).toBe(false);
    });
  });

  describe('setPasswordByToken', () => {
    it('resets the password with a RESET_PASSWORD proof, once, and logs every device out', async () => {
      const email = accounts.staff.email;
      const before = await post(SessionPaths.webLogon, {
        account: email,
        password: PASSWORD,
        loginSubjectType: 'ACTOR',
      });
      expect(before.code).toBe(1000);
      const code = await emailCode(email, 'RESET_PASSWORD');
      const validated = await post(VerificationPaths.validateEmail, { email, code, scene: 'RESET_PASSWORD' });
      const verifiedToken = validated.data.verifiedToken;

      const mismatch = await post(SessionPaths.setPasswordByToken, {
        account: email,
        verifiedToken,
        password: 'Reset1234',
        confirmPassword: 'Reset12345',
      });
      expect(mismatch.code).toBe(ResponseCode.PasswordsMismatch);
      // The proof is for the email, not for another account.
      const other = await post(SessionPaths.setPasswordByToken, {
        account: accounts.admin.email,
        verifiedToken,
        password: 'Reset1234',
        confirmPassword: 'Reset1234',
      });
      expect(other.code).toBe(ResponseCode.VerificationExpired);

      const ok = await post(SessionPaths.setPasswordByToken, {
        account: email.toUpperCase(),
        verifiedToken,
        password: 'Reset1234',
        confirmPassword: 'Reset1234',
      });
      expect(ok.code, ok.msg).toBe(1000);
      expect(await getInfo(before.data.token)).toBe(ResponseCode.LoginExpired);
      const again = await post(SessionPaths.setPasswordByToken, {
        account: email,
        verifiedToken,
        password: 'Reset9999',
        confirmPassword: 'Reset9999',
      });
      expect(again.code).toBe(ResponseCode.VerificationExpired);
      const after = await post(SessionPaths.webLogon, {
        account: email,
        password: 'Reset1234',
        loginSubjectType: 'ACTOR',
      });
      expect(after.code).toBe(1000);
    });

    it('refuses a proof of another scene', async () => {
      const email = accounts.admin.email;
      const code = await emailCode(email, 'LOGIN');
      const validated = await post(VerificationPaths.validateEmail, { email, code, scene: 'LOGIN' });
      const res = await post(SessionPaths.setPasswordByToken, {
        account: email,
        verifiedToken: validated.data.verifiedToken,
        password: 'Reset1234',
        confirmPassword: 'Reset1234',
      });
      expect(res.code).toBe(ResponseCode.VerificationExpired);
    });

    it('lifts a login lockout of the account', async () => {
      const mobile = accounts.newVisitor.mobile;
      const ip = freshIp();
      for (let i = 0; i < LOGIN_LOCKOUT.perAccount; i++) await login(mobile, 'Wrong1234', { ip });
      expect((await login(mobile, PASSWORD, { ip })).code).toBe(ResponseCode.AccountLocked);

      const sent = await post(
        VerificationPaths.getSmsCode,
        { mobile, scene: 'RESET_PASSWORD', verificationToken: await sliderToken(ip) },
        { ip },
      );
      expect(sent.code, sent.msg).toBe(1000);
      const box = await app.inject({
        method: 'GET',
        url: VerificationPaths.devOutbox,
        query: { to: mobile },
      });
      const code = (box.json() as Json).data[0].code;
      const validated = await post(VerificationPaths.validateMobile, {
        mobile,
        code,
        scene: 'RESET_PASSWORD',
      });
      const reset = await post(SessionPaths.setPasswordByToken, {
        account: mobile,
        verifiedToken: validated.data.verifiedToken,
        password: 'Mobile123',
        confirmPassword: 'Mobile123',
      });
      expect(reset.code, reset.msg).toBe(1000);
      expect((await login(mobile, 'Mobile123', { ip })).code).toBe(1000);
    });
  });
});
