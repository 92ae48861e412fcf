import { codeMessages, RegistrationPaths, ResponseCode, SessionPaths } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, logIn } from '../../../test/factories/accounts';
import { createExhibitor } from '../../../test/factories/catalog';
import { accounts, FAIR_A, ids, PASSWORD } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { exhibitionUsers, exhibitorEmployees, userAccounts } from '../../db/schema/index';
import {
  createEmployeeAccount,
  generateInitialPassword,
  newExhibitorCode,
} from './exhibitor-binding.service';

/** Another exhibitor of fair A (a catalog row: the catalog factories can stand in for this when shared). */
/** The initial passwords the service generates satisfy the password rule of the spec. */
const INITIAL_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/;

describe.each(enginesFor('rules'))('exhibitor staff binding on %s', (engine) => {
  const t = useTestApp(engine);
  const bind = (account: string, password: string, exhibitorCode: string, lang: 'cn' | 'en' = 'cn') =>
    t.api.post(RegistrationPaths.bindExhibitor, { account, password, exhibitorCode }, { lang });
  const employeeOf = async (id: string) =>
    (await t.db.select().from(exhibitorEmployees).where(eq(exhibitorEmployees.id, id)))[0];

  it('draws exhibitor codes from the random source: 8 unambiguous characters, none repeated in 2,000', () => {
    const codes = Array.from({ length: 2000 }, newExhibitorCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('tells an exhibitor code through the development call, for browser journeys', async () => {
    const dev = await t.api.get(RegistrationPaths.devExhibitorCode, { exhibitorId: ids.exhibitorA });
    expect(dev.data).toEqual({ code: 'A1CODE' });
    expect((await t.api.get(RegistrationPaths.devExhibitorCode, { exhibitorId: 'nope' })).code).toBe(
      ResponseCode.NotFound,
    );
  });

  describe('bindExhibitor', () => {
    it('binds an account to an exhibitor with its code and logs it in as ACTOR', async () => {
      const res = await bind(accounts.visitor.email, PASSWORD, 'a1code');
      expect(res.code, res.msg).toBe(1000);
      expect(res.data).toMatchObject({
        subjectType: 'ACTOR',
        userAccountId: ids.visitor,
        loginType: 'EMAIL',
      });
      const [emp] = await t.db
        .select()
        .from(exhibitorEmployees)
        .where(
          and(eq(exhibitorEmployees.exhibitionId, FAIR_A), eq(exhibitorEmployees.userAccountId, ids.visitor)),
        );
      expect(emp).toMatchObject({ exhibitorId: ids.exhibitorA, admin: false, resigned: false });
      const roles = await t.db
        .select({ subjectType: exhibitionUsers.subjectType })
        .from(exhibitionUsers)
        .where(and(eq(exhibitionUsers.exhibitionId, FAIR_A), eq(exhibitionUsers.userAccountId, ids.visitor)));
      expect(roles.map((r) => r.subjectType).sort()).toEqual(['ACTOR', 'VISITOR']);
      const info = await t.api.get(SessionPaths.getInfo, {}, { as: { token: res.data.token } });
      expect(info.data.exhibitorEmployee).toMatchObject({ exhibitorId: ids.exhibitorA, admin: false });
      // The account now also logs in at /login/actor; binding again is a plain login.
      await logIn(t.api, accounts.visitor.email, { subjectType: 'ACTOR' });
      const again = await bind(accounts.visitor.mobile, PASSWORD, 'A1CODE');
      expect(again.code, again.msg).toBe(1000);
      expect(again.data.loginType).toBe('MOBILE');
    });

    it('refuses a wrong password (1006) before looking at the code, and an unknown code (1011)', async () => {
      const wrongPassword = await bind(accounts.newVisitor.email, 'Wrong2026', 'NOPE-CODE');
      expect(wrongPassword).toMatchObject({ code: ResponseCode.PasswordError, msg: codeMessages[1006].zh });
      const unknownAccount = await bind('nobody@example.test', PASSWORD, 'A1CODE');
      expect(unknownAccount.code).toBe(ResponseCode.PasswordError);
      const wrongCode = await bind(accounts.newVisitor.email, PASSWORD, 'NOPE-CODE', 'en');
      expect(wrongCode.code).toBe(ResponseCode.InvitationCodeError);
      expect(wrongCode.msg).toContain('Invitation code error');
      // A code of another fair is unknown here.
      const otherFair = await bind(accounts.newVisitor.email, PASSWORD, 'B1CODE');
      expect(otherFair.code).toBe(ResponseCode.InvitationCodeError);
      const rows = await t.db
        .select()
        .from(exhibitorEmployees)
        .where(eq(exhibitorEmployees.userAccountId, ids.newVisitor));
      expect(rows).toHaveLength(0);
    });

    it('counts wrong passwords in the login lockout (1007 after 5)', async () => {
      const email = 'bind-lock@example.test';
      await createAccount(t.db, { id: 'acc-bind-lock', email, password: PASSWORD });
      const attempt = (password: string) => bind(email, password, 'A1CODE', 'en');
      for (let i = 1; i <= 4; i++)
        expect((await attempt('Wrong2026')).code, `try ${i}`).toBe(ResponseCode.PasswordError);
      expect((await attempt('Wrong2026')).code).toBe(ResponseCode.AccountLocked);
      // Locked: even the right password is refused now.
      const right = await attempt(PASSWORD);
      expect(right.code).toBe(ResponseCode.AccountLocked);
      expect(right.msg).toMatch(/try again in \d+ minutes/);
    });

    it('refuses an employee of another exhibitor of this fair (1030)', async () => {
      await createExhibitor(t.db, { id: 'exh-a2', code: 'A2CODE', name: '甲二公司' });
      const res = await bind(accounts.staff.email, PASSWORD, 'A2CODE', 'en');
      expect(res).toMatchObject({ code: ResponseCode.AlreadyEmployee, msg: codeMessages[1030].en });
    });
  });

  describe('createEmployeeAccount', () => {
    it('generates initial passwords that satisfy the password rule', () => {
      const seen = new Set<string>();
      for (let i = 0; i < 200; i++) {
        const pw = generateInitialPassword();
        expect(pw).toMatch(INITIAL_PASSWORD);
        seen.add(pw);
      }
      expect(seen.size).toBe(200);
    });

    it('creates the account, employee and ACTOR role; the first login must change the password', async () => {
      const created = await createEmployeeAccount(t.db, {
        exhibitionId: FAIR_A,
        exhibitorId: ids.exhibitorA,
        name: ' 王五 ',
        email: 'Wang5@Exhibitor.test',
        position: '销售',
        admin: false,
      });
      expect(created.initialPassword).toMatch(INITIAL_PASSWORD);
      const [account] = await t.db
        .select()
        .from(userAccounts)
        .where(eq(userAccounts.id, created.userAccountId));
      expect(account).toMatchObject({
        email: 'wang5@exhibitor.test',
        name: '王五',
        mustChangePassword: true,
      });
      expect(await employeeOf(created.employeeId)).toMatchObject({
        exhibitorId: ids.exhibitorA,
        position: '销售',
        admin: false,
        name: '王五',
      });
      const login = await logIn(t.api, 'wang5@exhibitor.test', {
        password: created.initialPassword,
        subjectType: 'ACTOR',
      });
      expect(login.subjectType).toBe('ACTOR');
      expect(login.mustChangePassword).toBe(true);
    });

    it('refuses an existing email or mobile (1009), a missing contact and an exhibitor of another fair', async () => {
      const base = {
        exhibitionId: FAIR_A,
        exhibitorId: ids.exhibitorA,
        name: '赵六',
        position: '',
        admin: true,
      };
      await expect(
        createEmployeeAccount(t.db, { ...base, email: accounts.visitor.email.toUpperCase() }),
      ).rejects.toMatchObject({ code: ResponseCode.MobileOrEmailExists });
      await expect(
        createEmployeeAccount(t.db, { ...base, mobile: accounts.admin.mobile }),
      ).rejects.toMatchObject({
        code: ResponseCode.MobileOrEmailExists,
      });
      await expect(createEmployeeAccount(t.db, base)).rejects.toMatchObject({
        code: ResponseCode.BadRequest,
      });
      await expect(
        createEmployeeAccount(t.db, { ...base, exhibitorId: ids.exhibitorB, mobile: '13700000009' }),
      ).rejects.toMatchObject({ code: ResponseCode.NotFound });
      const admin = await createEmployeeAccount(t.db, { ...base, mobile: '13700000009' });
      expect((await employeeOf(admin.employeeId))?.admin).toBe(true);
    });
  });
});
