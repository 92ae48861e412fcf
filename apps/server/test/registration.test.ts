import { randomBytes } from 'node:crypto';
import { codeMessages, RegistrationPaths, ResponseCode, SessionPaths } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import {
  configurationItems,
  exhibitionUsers,
  exhibitorEmployees,
  exhibitors,
  questions,
  userAccounts,
  verifiedTargets,
  visitors,
} from '../src/db/schema/index';
import { hashPassword, verifyPassword } from '../src/lib/password';
import { hashToken } from '../src/lib/tokens';
import {
  createEmployeeAccount,
  generateInitialPassword,
} from '../src/modules/registration/exhibitor-binding.service';
import { createInvitationToken } from '../src/modules/registration/invitation-token.service';
import { accounts, FAIR_A, FAIR_B, ids, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

type Opts = { token?: string; lang?: 'cn' | 'en'; fair?: string };
// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };

const NEW_PASSWORD = 'Fair2026ok';
const FIRST_INFO = {
  name: '李四',
  company: '深圳采购有限公司',
  position: '采购经理',
  countryId: 'CN',
  provinceId: '44',
  cityId: '4403',
};
const ACCOUNT_INFO = {
  businessNature: 'RETAILER',
  purchaseCategories: ['electronics'],
  sourcingDemand: '寻找充电器供应商',
  website: 'https://buyer.example.test',
  telephone: '+86-755-12345678',
  idType: 'RESIDENT_ID',
  idNumber: '11010519491231002X',
  social: { wechat: 'li-si' },
};

/** A REGISTER (or other scene) proof of an email or mobile, as validateEmail/validateMobile store it. */
async function verifiedToken(db: Db, target: string, scene = 'REGISTER'): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(verifiedTargets).values({
    tokenHash: hashToken(token),
    target,
    scene,
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  return token;
}

describe.each(engines)('registration on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    db = testDb.database.db;
    await seedFixtures(db);
    await db.insert(questions).values({
      id: 'q-role',
      exhibitionId: FAIR_A,
      type: 'SINGLE',
      title: '角色',
      titleEn: 'Role',
      required: true,
      options: [
        { id: 'r1', label: '决策者', labelEn: 'Decision maker' },
        { id: 'r2', label: '其他', labelEn: 'Other' },
      ],
      sort: 1,
    });
    app = await buildTestApp(testDb.database);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const common = (o: Opts) => ({
    languageType: o.lang ?? 'cn',
    exhibitionId: o.fair ?? FAIR_A,
    appId: 'app',
    terminal: 'PC',
    subjectType: '',
  });
  async function post(url: string, body: Record<string, unknown> = {}, o: Opts = {}) {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: { ...common(o), ...body },
      headers: o.token ? { authorization: o.token } : {},
    });
    return res.json() as Json;
  }
  async function flags(token: string) {
    const res = await app.inject({
      method: 'GET',
      url: SessionPaths.getInfo,
      query: common({}),
      headers: { authorization: token },
    });
    const body = res.json() as Json;
    expect(body.code, body.msg).toBe(1000);
    return body.data.exhibitionUserCompleteState as Record<string, boolean>;
  }
  const emailBody = async (email: string, extra: Record<string, unknown> = {}) => ({
    email,
    verifiedToken: await verifiedToken(db, email.toLowerCase()),
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...extra,
  });

  describe('by email, through every step', () => {
    it('registers, logs in, and completes first info, account info and questionnaire in order', async () => {
      const reg = await post(RegistrationPaths.registerUserByEmail, await emailBody('Buyer1@Example.test'));
      expect(reg.code, reg.msg).toBe(1000);
      expect(reg.data).toMatchObject({
        subjectType: 'VISITOR',
        loginType: 'EMAIL',
        loginAccount: 'buyer1@example.test',
      });
      const token = reg.data.token as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await flags(token)).toEqual({
        completeVisitor: false,
        completeVisitorRegister: false,
        completeQuestionnaire: false,
        completeExhibitionRegistration: false,
      });
      const [account] = await db
        .select()
        .from(userAccounts)
        .where(eq(userAccounts.id, reg.data.userAccountId));
      expect(account?.email).toBe('buyer1@example.test');
      expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(account!.passwordHash!, NEW_PASSWORD)).toBe(true);

      // The password works for a normal login too.
      const login = await post(SessionPaths.webLogon, {
        account: 'buyer1@example.test',
        password: NEW_PASSWORD,
      });
      expect(login.code, login.msg).toBe(1000);

      const first = await post(RegistrationPaths.completeVisitor, FIRST_INFO, { token });
      expect(first.code, first.msg).toBe(1000);
      expect(await flags(token)).toMatchObject({ completeVisitor: true, completeVisitorRegister: false });
      const info = await app.inject({
        method: 'GET',
        url: SessionPaths.getInfo,
        query: common({}),
        headers: { authorization: token },
      });
      expect(info.json().data.userInfo.name).toBe('李四');

      const second = await post(RegistrationPaths.saveAccountInfo, ACCOUNT_INFO, { token });
      expect(second.code, second.msg).toBe(1000);
      expect(await flags(token)).toMatchObject({
        completeVisitor: true,
        completeVisitorRegister: true,
        completeQuestionnaire: false,
        completeExhibitionRegistration: false,
      });

      const q = await post(
        RegistrationPaths.saveQuestion,
        { answers: [{ questionId: 'q-role', optionIds: ['r1'] }] },
        { token },
      );
      expect(q.code, q.msg).toBe(1000);
      expect(await flags(token)).toEqual({
        completeVisitor: true,
        completeVisitorRegister: true,
        completeQuestionnaire: true,
        completeExhibitionRegistration: true,
      });

      const [v] = await db.select().from(visitors).where(eq(visitors.userAccountId, reg.data.userAccountId));
      expect(v).toMatchObject({
        name: '李四',
        email: 'buyer1@example.test',
        countryCode: 'CN',
        provinceId: '44',
        cityId: '4403',
        idType: 'RESIDENT_ID',
        idNumber: '11010519491231002X',
        social: { wechat: 'li-si' },
        sourceType: '',
        sourceExhibitorId: null,
      });
    });
  });

  describe('by mobile, through every step', () => {
    it('registers with addVisitor and completes every step', async () => {
      const mobile = '13912345678';
      const reg = await post(RegistrationPaths.addVisitor, {
        mobile,
        areaCode: '+86',
        verifiedToken: await verifiedToken(db, mobile),
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(reg.code, reg.msg).toBe(1000);
      expect(reg.data).toMatchObject({ subjectType: 'VISITOR', loginType: 'MOBILE', loginAccount: mobile });
      const token = reg.data.token as string;
      expect(Object.values(await flags(token)).every((f) => f === false)).toBe(true);

      expect(
        (
          await post(
            RegistrationPaths.completeVisitor,
            { ...FIRST_INFO, email: 'contact@m.example.test' },
            { token },
          )
        ).code,
      ).toBe(1000);
      expect(await flags(token)).toMatchObject({ completeVisitor: true, completeVisitorRegister: false });
      expect(
        (
          await post(
            RegistrationPaths.saveAccountInfo,
            { idType: 'PASSPORT', idNumber: 'E12345678' },
            { token },
          )
        ).code,
      ).toBe(1000);
      expect(await flags(token)).toMatchObject({
        completeVisitorRegister: true,
        completeQuestionnaire: false,
      });
      expect(
        (
          await post(
            RegistrationPaths.saveQuestion,
            { answers: [{ questionId: 'q-role', optionIds: ['r2'] }] },
            { token },
          )
        ).code,
      ).toBe(1000);
      expect(Object.values(await flags(token)).every((f) => f === true)).toBe(true);

      const [v] = await db.select().from(visitors).where(eq(visitors.userAccountId, reg.data.userAccountId));
      expect(v).toMatchObject({ mobile, email: 'contact@m.example.test', areaCode: '+86' });
      const [account] = await db
        .select()
        .from(userAccounts)
        .where(eq(userAccounts.id, reg.data.userAccountId));
      expect(account).toMatchObject({ mobile, email: null });
    });
  });

  describe('refusals', () => {
    it('refuses an existing email or mobile with 1009 in zh and en, without spending the proof', async () => {
      const zh = await post(RegistrationPaths.registerUserByEmail, await emailBody(accounts.visitor.email));
      expect(zh).toMatchObject({
        code: ResponseCode.MobileOrEmailExists,
        msg: codeMessages[1009].zh,
        data: null,
      });
      const en = await post(
        RegistrationPaths.registerUserByEmail,
        await emailBody(accounts.staff.email.toUpperCase()),
        { lang: 'en' },
      );
      expect(en).toMatchObject({ code: 1009, msg: codeMessages[1009].en });
      const mobile = await post(
        RegistrationPaths.addVisitor,
        {
          mobile: accounts.admin.mobile,
          verifiedToken: await verifiedToken(db, accounts.admin.mobile),
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
        { lang: 'en' },
      );
      expect(mobile).toMatchObject({ code: 1009, msg: 'Mobile number or mailbox already exists' });
    });

    it('refuses a password mismatch (1017) and a weak password (1001); the proof stays usable', async () => {
      const body = await emailBody('buyer2@example.test');
      const mismatch = await post(RegistrationPaths.registerUserByEmail, {
        ...body,
        confirmPassword: 'Other2026',
      });
      expect(mismatch).toMatchObject({ code: ResponseCode.PasswordsMismatch, msg: codeMessages[1017].zh });
      const mismatchEn = await post(
        RegistrationPaths.registerUserByEmail,
        { ...body, confirmPassword: 'Other2026' },
        { lang: 'en' },
      );
      expect(mismatchEn.msg).toBe('The two passwords did not match');
      for (const weak of ['abcdefgh', '12345678', 'ab1', 'abc_12345', 'a1'.repeat(9)]) {
        const res = await post(RegistrationPaths.registerUserByEmail, {
          ...body,
          password: weak,
          confirmPassword: weak,
        });
        expect(res.code, weak).toBe(ResponseCode.BadRequest);
      }
      const ok = await post(RegistrationPaths.registerUserByEmail, body);
      expect(ok.code, ok.msg).toBe(1000);
    });

    it('refuses a proof that is missing, used, for another address or for another scene', async () => {
      const email = 'buyer3@example.test';
      const forged = await post(RegistrationPaths.registerUserByEmail, {
        ...(await emailBody(email)),
        verifiedToken: 'not-a-token',
      });
      expect(forged.code).toBe(ResponseCode.VerificationExpired);
      const otherTarget = await post(RegistrationPaths.registerUserByEmail, {
        ...(await emailBody(email)),
        verifiedToken: await verifiedToken(db, 'someone-else@example.test'),
      });
      expect(otherTarget.code).toBe(ResponseCode.VerificationExpired);
      const otherScene = await post(RegistrationPaths.registerUserByEmail, {
        ...(await emailBody(email)),
        verifiedToken: await verifiedToken(db, email, 'RESET_PASSWORD'),
      });
      expect(otherScene.code).toBe(ResponseCode.VerificationExpired);
      const body = await emailBody(email);
      expect((await post(RegistrationPaths.registerUserByEmail, body)).code).toBe(1000);
      // Same proof again, for a different address's attempt or a replay: spent.
      const replay = await post(RegistrationPaths.registerUserByEmail, body);
      expect(replay.code).toBe(ResponseCode.MobileOrEmailExists);
    });

    it('refuses steps out of order with 1004 and a message naming the step to do first', async () => {
      const reg = await post(RegistrationPaths.registerUserByEmail, await emailBody('order@example.test'));
      const token = reg.data.token as string;
      const early = await post(RegistrationPaths.saveAccountInfo, ACCOUNT_INFO, { token });
      expect(early.code).toBe(ResponseCode.Forbidden);
      expect(early.msg).toContain('请先完成基本信息');
      const earlyEn = await post(RegistrationPaths.saveAccountInfo, ACCOUNT_INFO, { token, lang: 'en' });
      expect(earlyEn.msg).toContain('please complete the basic information step first');
      const q = await post(RegistrationPaths.saveQuestion, { answers: [] }, { token, lang: 'en' });
      expect(q.code).toBe(ResponseCode.Forbidden);
      expect(await flags(token)).toMatchObject({ completeVisitor: false, completeVisitorRegister: false });
      expect((await post(RegistrationPaths.completeVisitor, FIRST_INFO, { token })).code).toBe(1000);
      const q2 = await post(RegistrationPaths.saveQuestion, { answers: [] }, { token, lang: 'en' });
      expect(q2.code).toBe(ResponseCode.Forbidden);
      expect(q2.msg).toContain('business information step');
      // Exhibitor staff cannot use visitor steps.
      const staff = await post(SessionPaths.webLogon, {
        account: accounts.staff.email,
        password: PASSWORD,
        loginSubjectType: 'ACTOR',
      });
      const asStaff = await post(RegistrationPaths.completeVisitor, FIRST_INFO, { token: staff.data.token });
      expect(asStaff.code).toBe(ResponseCode.Forbidden);
    });

    it('completes every flag at the first step when single-step registration is on', async () => {
      const where = and(
        eq(configurationItems.exhibitionId, FAIR_A),
        eq(configurationItems.key, 'configSwitch'),
      );
      const [before] = await db.select().from(configurationItems).where(where);
      await db
        .update(configurationItems)
        .set({ value: { ...(before!.value as object), singleStepRegistration: true } })
        .where(where);
      try {
        const reg = await post(RegistrationPaths.registerUserByEmail, await emailBody('single@example.test'));
        const token = reg.data.token as string;
        expect((await post(RegistrationPaths.completeVisitor, FIRST_INFO, { token })).code).toBe(1000);
        expect(Object.values(await flags(token)).every((f) => f === true)).toBe(true);
      } finally {
        await db.update(configurationItems).set({ value: before!.value }).where(where);
      }
    });
  });

  describe('invitation source', () => {
    it('stores the source of a link: type, exhibitor of this fair and its employee', async () => {
      const reg = await post(
        RegistrationPaths.registerUserByEmail,
        await emailBody('invited@example.test', {
          invitationSource: {
            exhibitorId: ids.exhibitorA,
            exhibitorEmployeeUserAccountId: ids.staff,
            email: 'invited@example.test',
            sourceType: 'INVITE',
          },
        }),
      );
      expect(reg.code, reg.msg).toBe(1000);
      const [v] = await db.select().from(visitors).where(eq(visitors.userAccountId, reg.data.userAccountId));
      expect(v).toMatchObject({
        sourceType: 'INVITE',
        sourceExhibitorId: ids.exhibitorA,
        sourceEmployeeAccountId: ids.staff,
        sourceEmail: 'invited@example.test',
      });
    });

    it('ignores an exhibitor of another fair, and an employee who does not work for the exhibitor', async () => {
      const other = await post(
        RegistrationPaths.registerUserByEmail,
        await emailBody('invited2@example.test', {
          invitationSource: {
            exhibitorId: ids.exhibitorB,
            exhibitorEmployeeUserAccountId: ids.staff,
            sourceType: 'CARD',
          },
        }),
      );
      const [v1] = await db
        .select()
        .from(visitors)
        .where(eq(visitors.userAccountId, other.data.userAccountId));
      expect(v1).toMatchObject({
        sourceType: 'CARD',
        sourceExhibitorId: null,
        sourceEmployeeAccountId: null,
      });
      const mobile = '13912340000';
      const notStaff = await post(RegistrationPaths.addVisitor, {
        mobile,
        verifiedToken: await verifiedToken(db, mobile),
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        invitationSource: {
          exhibitorId: ids.exhibitorA,
          exhibitorEmployeeUserAccountId: ids.visitor,
          sourceType: 'DISTRIBUTION',
        },
      });
      const [v2] = await db
        .select()
        .from(visitors)
        .where(eq(visitors.userAccountId, notStaff.data.userAccountId));
      expect(v2).toMatchObject({
        sourceType: 'DISTRIBUTION',
        sourceExhibitorId: ids.exhibitorA,
        sourceEmployeeAccountId: null,
      });
    });
  });

  describe('registerUserByEmailNotCheck', () => {
    it('registers with a valid invitation token and records the inviting exhibitor', async () => {
      const email = 'Link@Example.test';
      const invitationToken = await createInvitationToken(db, FAIR_A, {
        email,
        exhibitorId: ids.exhibitorA,
        ttlHours: 24,
      });
      const res = await post(RegistrationPaths.registerUserByEmailNotCheck, {
        email,
        invitationToken,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        // The client's claim of another exhibitor loses against the signed one.
        invitationSource: { exhibitorId: 'someone-else', sourceType: 'INVITE' },
      });
      expect(res.code, res.msg).toBe(1000);
      expect(res.data.loginAccount).toBe('link@example.test');
      const [v] = await db.select().from(visitors).where(eq(visitors.userAccountId, res.data.userAccountId));
      expect(v).toMatchObject({ sourceExhibitorId: ids.exhibitorA, sourceType: 'INVITE' });
      // The secret was generated once and is kept.
      const [secret] = await db
        .select()
        .from(configurationItems)
        .where(and(eq(configurationItems.exhibitionId, FAIR_A), eq(configurationItems.key, 'appSecret')));
      expect(typeof secret?.value).toBe('string');
      expect(String(secret?.value ?? '').length).toBeGreaterThanOrEqual(32);
    });

    it('refuses forged, altered, foreign, expired and other-email tokens with 1011', async () => {
      const email = 'link2@example.test';
      const body = (invitationToken: string, e = email) => ({
        email: e,
        invitationToken,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      const valid = await createInvitationToken(db, FAIR_A, {
        email,
        exhibitorId: ids.exhibitorA,
        ttlHours: 1,
      });
      const [exp, ex, sig] = valid.split('.');
      const expired = await createInvitationToken(db, FAIR_A, {
        email,
        exhibitorId: ids.exhibitorA,
        ttlHours: 1,
        now: new Date(Date.now() - 2 * 3_600_000),
      });
      const otherFair = await createInvitationToken(db, FAIR_B, {
        email,
        exhibitorId: ids.exhibitorA,
        ttlHours: 1,
      });
      const cases = {
        garbage: 'not-a-token',
        forgedSignature: `${exp}.${ex}.${'A'.repeat(sig!.length)}`,
        longerExpiry: `${Number(exp) + 3600}.${ex}.${sig}`,
        otherExhibitor: `${exp}.${Buffer.from(ids.exhibitorB).toString('base64url')}.${sig}`,
        expired,
        otherFair,
      };
      for (const [name, token] of Object.entries(cases)) {
        const res = await post(RegistrationPaths.registerUserByEmailNotCheck, body(token));
        expect(res.code, name).toBe(ResponseCode.InvitationCodeError);
      }
      const en = await post(
        RegistrationPaths.registerUserByEmailNotCheck,
        body(valid, 'other@example.test'),
        {
          lang: 'en',
        },
      );
      expect(en.code).toBe(1011);
      expect(en.msg).toContain('Invitation code error');
      expect((await post(RegistrationPaths.registerUserByEmailNotCheck, body(valid))).code).toBe(1000);
    });
  });

  describe('bindExhibitor', () => {
    it('binds an account to an exhibitor with its code and logs it in as ACTOR', async () => {
      const res = await post(RegistrationPaths.bindExhibitor, {
        account: accounts.visitor.email,
        password: PASSWORD,
        exhibitorCode: 'a1code',
      });
      expect(res.code, res.msg).toBe(1000);
      expect(res.data).toMatchObject({
        subjectType: 'ACTOR',
        userAccountId: ids.visitor,
        loginType: 'EMAIL',
      });
      const [emp] = await db
        .select()
        .from(exhibitorEmployees)
        .where(
          and(eq(exhibitorEmployees.exhibitionId, FAIR_A), eq(exhibitorEmployees.userAccountId, ids.visitor)),
        );
      expect(emp).toMatchObject({ exhibitorId: ids.exhibitorA, admin: false, resigned: false });
      const roles = await db
        .select({ subjectType: exhibitionUsers.subjectType })
        .from(exhibitionUsers)
        .where(and(eq(exhibitionUsers.exhibitionId, FAIR_A), eq(exhibitionUsers.userAccountId, ids.visitor)));
      expect(roles.map((r) => r.subjectType).sort()).toEqual(['ACTOR', 'VISITOR']);
      const info = await app.inject({
        method: 'GET',
        url: SessionPaths.getInfo,
        query: common({}),
        headers: { authorization: res.data.token },
      });
      expect(info.json().data.exhibitorEmployee).toMatchObject({ exhibitorId: ids.exhibitorA, admin: false });
      // The account now also logs in at /login/actor; binding again is a plain login.
      expect(
        (
          await post(SessionPaths.webLogon, {
            account: accounts.visitor.email,
            password: PASSWORD,
            loginSubjectType: 'ACTOR',
          })
        ).code,
      ).toBe(1000);
      const again = await post(RegistrationPaths.bindExhibitor, {
        account: accounts.visitor.mobile,
        password: PASSWORD,
        exhibitorCode: 'A1CODE',
      });
      expect(again.code, again.msg).toBe(1000);
      expect(again.data.loginType).toBe('MOBILE');
    });

    it('refuses a wrong password (1006) before looking at the code, and an unknown code (1011)', async () => {
      const wrongPassword = await post(RegistrationPaths.bindExhibitor, {
        account: accounts.newVisitor.email,
        password: 'Wrong2026',
        exhibitorCode: 'NOPE-CODE',
      });
      expect(wrongPassword).toMatchObject({ code: ResponseCode.PasswordError, msg: codeMessages[1006].zh });
      const unknownAccount = await post(RegistrationPaths.bindExhibitor, {
        account: 'nobody@example.test',
        password: PASSWORD,
        exhibitorCode: 'A1CODE',
      });
      expect(unknownAccount.code).toBe(ResponseCode.PasswordError);
      const wrongCode = await post(
        RegistrationPaths.bindExhibitor,
        { account: accounts.newVisitor.email, password: PASSWORD, exhibitorCode: 'NOPE-CODE' },
        { lang: 'en' },
      );
      expect(wrongCode.code).toBe(ResponseCode.InvitationCodeError);
      expect(wrongCode.msg).toContain('Invitation code error');
      // A code of another fair is unknown here.
      const otherFair = await post(RegistrationPaths.bindExhibitor, {
        account: accounts.newVisitor.email,
        password: PASSWORD,
        exhibitorCode: 'B1CODE',
      });
      expect(otherFair.code).toBe(ResponseCode.InvitationCodeError);
      const rows = await db
        .select()
        .from(exhibitorEmployees)
        .where(eq(exhibitorEmployees.userAccountId, ids.newVisitor));
      expect(rows).toHaveLength(0);
    });

    it('counts wrong passwords in the login lockout (1007 after 5)', async () => {
      await db.insert(userAccounts).values({
        id: 'acc-bind-lock',
        email: 'bind-lock@example.test',
        passwordHash: await hashPassword(PASSWORD),
      });
      const attempt = (password: string) =>
        post(
          RegistrationPaths.bindExhibitor,
          { account: 'bind-lock@example.test', password, exhibitorCode: 'A1CODE' },
          { lang: 'en' },
        );
      for (let i = 1; i <= 4; i++)
        expect((await attempt('Wrong2026')).code, `try ${i}`).toBe(ResponseCode.PasswordError);
      const fifth = await attempt('Wrong2026');
      expect(fifth.code).toBe(ResponseCode.AccountLocked);
      // Locked: even the right password is refused now.
      const right = await attempt(PASSWORD);
      expect(right.code).toBe(ResponseCode.AccountLocked);
      expect(right.msg).toMatch(/try again in \d+ minutes/);
    });

    it('refuses an employee of another exhibitor of this fair (1030)', async () => {
      await db
        .insert(exhibitors)
        .values({ id: 'exh-a2', exhibitionId: FAIR_A, code: 'A2CODE', name: '甲二公司' });
      const res = await post(
        RegistrationPaths.bindExhibitor,
        { account: accounts.staff.email, password: PASSWORD, exhibitorCode: 'A2CODE' },
        { lang: 'en' },
      );
      expect(res).toMatchObject({ code: ResponseCode.AlreadyEmployee, msg: codeMessages[1030].en });
    });
  });

  describe('createEmployeeAccount', () => {
    it('generates initial passwords that satisfy the password rule', () => {
      const seen = new Set<string>();
      for (let i = 0; i < 200; i++) {
        const pw = generateInitialPassword();
        expect(pw).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/);
        seen.add(pw);
      }
      expect(seen.size).toBe(200);
    });

    it('creates the account, employee and ACTOR role; the first login must change the password', async () => {
      const created = await createEmployeeAccount(db, {
        exhibitionId: FAIR_A,
        exhibitorId: ids.exhibitorA,
        name: ' 王五 ',
        email: 'Wang5@Exhibitor.test',
        position: '销售',
        admin: false,
      });
      expect(created.initialPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/);
      const [account] = await db
        .select()
        .from(userAccounts)
        .where(eq(userAccounts.id, created.userAccountId));
      expect(account).toMatchObject({
        email: 'wang5@exhibitor.test',
        name: '王五',
        mustChangePassword: true,
      });
      const [emp] = await db
        .select()
        .from(exhibitorEmployees)
        .where(eq(exhibitorEmployees.id, created.employeeId));
      expect(emp).toMatchObject({
        exhibitorId: ids.exhibitorA,
        position: '销售',
        admin: false,
        name: '王五',
      });
      const login = await post(SessionPaths.webLogon, {
        account: 'wang5@exhibitor.test',
        password: created.initialPassword,
        loginSubjectType: 'ACTOR',
      });
      expect(login.code, login.msg).toBe(1000);
      expect(login.data.subjectType).toBe('ACTOR');
      expect(login.data.mustChangePassword).toBe(true);
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
        createEmployeeAccount(db, { ...base, email: accounts.visitor.email.toUpperCase() }),
      ).rejects.toMatchObject({
        code: ResponseCode.MobileOrEmailExists,
      });
      await expect(
        createEmployeeAccount(db, { ...base, mobile: accounts.admin.mobile }),
      ).rejects.toMatchObject({
        code: ResponseCode.MobileOrEmailExists,
      });
      await expect(createEmployeeAccount(db, base)).rejects.toMatchObject({ code: ResponseCode.BadRequest });
      await expect(
        createEmployeeAccount(db, { ...base, exhibitorId: ids.exhibitorB, mobile: '13700000009' }),
      ).rejects.toMatchObject({ code: ResponseCode.NotFound });
      const admin = await createEmployeeAccount(db, { ...base, mobile: '13700000009' });
      const [emp] = await db
        .select()
        .from(exhibitorEmployees)
        .where(eq(exhibitorEmployees.id, admin.employeeId));
      expect(emp?.admin).toBe(true);
    });
  });
});
