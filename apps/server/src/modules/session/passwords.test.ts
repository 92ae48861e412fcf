import { LOGIN_LOCKOUT, ResponseCode, SessionPaths, VerificationPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createVisitor, logIn } from '../../../test/factories/accounts';
import { sendCode } from '../../../test/factories/verification';
import { accounts, FAIR_B, ids, PASSWORD, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { userAccounts } from '../../db/schema/index';

/** An account that registered by code and never set a password. */
const NO_PASSWORD = 'nopw@example.test';

describe.each(enginesFor('rules'))('passwords and code login on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      await createVisitor(db, { account: { id: 'acc-nopw', email: NO_PASSWORD } });
    }),
  });
  let ipCounter = 0;
  /** codes are capped per client address and per hour: each sender gets its own address */
  const freshIp = () => `10.3.0.${++ipCounter}`;

  const infoCode = async (token: string) =>
    (await t.api.get(SessionPaths.getInfo, {}, { as: { token } })).code;
  const login = (account: string, password: string, o: { ip?: string } = {}) =>
    t.api.post(SessionPaths.webLogon, { account, password }, o);
  const emailCode = (email: string, scene: 'LOGIN' | 'RESET_PASSWORD') =>
    sendCode(t.api, t.db, { email }, scene, { ip: freshIp() });
  const mustChangePassword = (userAccountId: string) =>
    t.db.update(userAccounts).set({ mustChangePassword: true }).where(eq(userAccounts.id, userAccountId));

  describe('webLogon', () => {
    it('tells whether the account has a password and must change it', async () => {
      const res = await logIn(t.api, accounts.visitor.email);
      expect(res).toMatchObject({ mustChangePassword: false, hasPassword: true });
      await mustChangePassword(ids.onlyB);
      // onlyB is a visitor of fair B only; it logs in there.
      const b = await logIn(t.api, accounts.onlyB.email, { fair: FAIR_B });
      expect(b).toMatchObject({ mustChangePassword: true, hasPassword: true });
    });

    it('takes exactly one of password and code', async () => {
      const both = await t.api.post(SessionPaths.webLogon, {
        account: accounts.visitor.email,
        password: PASSWORD,
        code: '123456',
      });
      expect(both.code).toBe(ResponseCode.BadRequest);
      const neither = await t.api.post(SessionPaths.webLogon, { account: accounts.visitor.email });
      expect(neither.code).toBe(ResponseCode.BadRequest);
    });

    it('logs in with a LOGIN code, once, with a new token each time', async () => {
      const code = await emailCode(accounts.visitor.email, 'LOGIN');
      const first = await t.api.post(SessionPaths.webLogon, { account: accounts.visitor.email, code });
      expect(first.code, first.msg).toBe(1000);
      expect(first.data).toMatchObject({ subjectType: 'VISITOR', loginType: 'EMAIL', hasPassword: true });
      expect(await infoCode(first.data.token)).toBe(1000);
      const reused = await t.api.post(SessionPaths.webLogon, { account: accounts.visitor.email, code });
      expect(reused.code).toBe(ResponseCode.CodeExpired);
      const byPassword = await login(accounts.visitor.email, PASSWORD);
      expect(byPassword.data.token).not.toBe(first.data.token);
    });

    it('refuses a wrong code and a code of another scene, counting them as failed logins', async () => {
      const code = await emailCode(accounts.newVisitor.email, 'RESET_PASSWORD');
      const otherScene = await t.api.post(SessionPaths.webLogon, {
        account: accounts.newVisitor.email,
        code,
      });
      expect(otherScene.code).toBe(ResponseCode.CodeExpired);
      const right = await emailCode(NO_PASSWORD, 'LOGIN');
      const wrong = right === '000001' ? '000002' : '000001';
      const ip = freshIp();
      const withCode = (c: string) =>
        t.api.post(SessionPaths.webLogon, { account: NO_PASSWORD, code: c }, { ip });
      for (let i = 1; i < LOGIN_LOCKOUT.perAccount; i++) {
        expect((await withCode(wrong)).code).toBe(ResponseCode.VerificationCodeWrong);
      }
      // The fifth wrong try voids the code; the failures lock passwords from this address.
      expect((await withCode(wrong)).msg).toContain('验证码已失效');
      expect((await withCode(right)).code).toBe(ResponseCode.CodeExpired);
      expect((await login(NO_PASSWORD, 'Wrong1234', { ip })).code).toBe(ResponseCode.AccountLocked);
    });
  });

  describe('setPassword', () => {
    it('lets an account without a password set one, once, with the rules of the spec', async () => {
      const email = 'nopw2@example.test';
      await createVisitor(t.db, { account: { id: 'acc-nopw2', email } });
      const code = await emailCode(email, 'LOGIN');
      const session = await t.api.post(SessionPaths.webLogon, { account: email, code });
      expect(session.code, session.msg).toBe(1000);
      expect(session.data.hasPassword).toBe(false);
      const as = { token: session.data.token };
      const setPassword = (password: string, confirmPassword = password, lang: 'cn' | 'en' = 'cn') =>
        t.api.post(SessionPaths.setPassword, { password, confirmPassword }, { as, lang });

      const mismatch = await setPassword('Abc12345', 'Abc12346', 'en');
      expect(mismatch.code).toBe(ResponseCode.PasswordsMismatch);
      expect(mismatch.msg).toBe('The two passwords did not match');
      for (const weak of ['abcdefgh', '12345678', 'Ab1', 'Abcdefgh12345678X']) {
        expect((await setPassword(weak)).code, weak).toBe(ResponseCode.BadRequest);
      }
      const ok = await setPassword('Abc12345');
      expect(ok.code, ok.msg).toBe(1000);
      expect((await setPassword('Abc99999')).code).toBe(ResponseCode.Forbidden);
      expect((await login(email, 'Abc12345')).code).toBe(1000);
    });

    it('needs a login', async () => {
      const res = await t.api.post(SessionPaths.setPassword, {
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
      await mustChangePassword(ids.organizer);
      const change = (oldPassword: string, password: string, confirmPassword = password) =>
        t.api.post(
          SessionPaths.changePassword,
          { oldPassword, password, confirmPassword },
          { as: { token: current } },
        );

      expect((await change('Nope1234', 'New12345')).code).toBe(ResponseCode.PasswordError);
      expect((await change(PASSWORD, 'New12345', 'New123456')).code).toBe(ResponseCode.PasswordsMismatch);
      const ok = await change(PASSWORD, 'New12345');
      expect(ok.code, ok.msg).toBe(1000);

      expect(await infoCode(current)).toBe(1000);
      expect(await infoCode(other)).toBe(ResponseCode.LoginExpired);
      expect((await login(email, PASSWORD)).code).toBe(ResponseCode.PasswordError);
      const fresh = await login(email, 'New12345');
      expect(fresh.code).toBe(1000);
      expect(fresh.data.mustChangePassword).toBe(false);
    });

    it('counts wrong old passwords toward the lockout: a stolen session cannot guess the password', async () => {
      const email = 'change-guess@example.test';
      await createVisitor(t.db, { account: { email, password: PASSWORD } });
      const ip = freshIp();
      const token = (await login(email, PASSWORD, { ip })).data.token;
      const change = (oldPassword: string) =>
        t.api.post(
          SessionPaths.changePassword,
          { oldPassword, password: 'New12345', confirmPassword: 'New12345' },
          { as: { token }, ip },
        );
      for (let i = 1; i < LOGIN_LOCKOUT.perAccount; i++)
        expect((await change(`Guess${i}234`)).code).toBe(ResponseCode.PasswordError);
      expect((await change('Guess5234')).code).toBe(ResponseCode.AccountLocked);
      // Locked now, even for the right old password, and for password logins from the same address.
      expect((await change(PASSWORD)).code).toBe(ResponseCode.AccountLocked);
      expect((await login(email, PASSWORD, { ip })).code).toBe(ResponseCode.AccountLocked);
    });
  });

  describe('setPasswordByToken', () => {
    const reset = (account: string, verifiedToken: string, password: string, confirmPassword = password) =>
      t.api.post(SessionPaths.setPasswordByToken, { account, verifiedToken, password, confirmPassword });

    it('resets the password with a RESET_PASSWORD proof, once, and logs every device out', async () => {
      const email = accounts.staff.email;
      const before = await logIn(t.api, email, { subjectType: 'ACTOR' });
      const code = await emailCode(email, 'RESET_PASSWORD');
      const validated = await t.api.post(VerificationPaths.validateEmail, {
        email,
        code,
        scene: 'RESET_PASSWORD',
      });
      const { verifiedToken } = validated.data;

      expect((await reset(email, verifiedToken, 'Reset1234', 'Reset12345')).code).toBe(
        ResponseCode.PasswordsMismatch,
      );
      // The proof is for the email, not for another account.
      expect((await reset(accounts.admin.email, verifiedToken, 'Reset1234')).code).toBe(
        ResponseCode.VerificationExpired,
      );

      const ok = await reset(email.toUpperCase(), verifiedToken, 'Reset1234');
      expect(ok.code, ok.msg).toBe(1000);
      expect(await infoCode(before.token)).toBe(ResponseCode.LoginExpired);
      expect((await reset(email, verifiedToken, 'Reset9999')).code).toBe(ResponseCode.VerificationExpired);
      await logIn(t.api, email, { subjectType: 'ACTOR', password: 'Reset1234' });
    });

    it('refuses a proof of another scene', async () => {
      const email = accounts.admin.email;
      const code = await emailCode(email, 'LOGIN');
      const validated = await t.api.post(VerificationPaths.validateEmail, { email, code, scene: 'LOGIN' });
      const res = await reset(email, validated.data.verifiedToken, 'Reset1234');
      expect(res.code).toBe(ResponseCode.VerificationExpired);
    });

    it('lifts a login lockout of the account', async () => {
      const mobile = accounts.newVisitor.mobile;
      const ip = freshIp();
      for (let i = 0; i < LOGIN_LOCKOUT.perAccount; i++) await login(mobile, 'Wrong1234', { ip });
      expect((await login(mobile, PASSWORD, { ip })).code).toBe(ResponseCode.AccountLocked);

      const code = await sendCode(t.api, t.db, { mobile }, 'RESET_PASSWORD', { ip });
      const validated = await t.api.post(VerificationPaths.validateMobile, {
        mobile,
        code,
        scene: 'RESET_PASSWORD',
      });
      const res = await reset(mobile, validated.data.verifiedToken, 'Mobile123');
      expect(res.code, res.msg).toBe(1000);
      expect((await login(mobile, 'Mobile123', { ip })).code).toBe(1000);
    });
  });
});
