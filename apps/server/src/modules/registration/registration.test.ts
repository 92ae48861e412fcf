import {
  codeMessages,
  type InvitationSource,
  RegistrationPaths,
  ResponseCode,
  SessionPaths,
} from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logIn } from '../../../test/factories/accounts';
import {
  createQuestion,
  createVerifiedToken,
  emailRegistration,
  NEW_PASSWORD,
  option,
} from '../../../test/factories/registration';
import { accounts, FAIR_A, FAIR_B, ids, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { configurationItems, userAccounts, visitors } from '../../db/schema/index';
import { verifyPassword } from '../../lib/password';
import { createInvitationToken } from './invitation-token.service';

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
  idType: 'RESIDENT_ID' as const,
  idNumber: '11010519491231002X',
  social: { wechat: 'li-si' },
};

describe.each(enginesFor('rules'))('registration on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      await createQuestion(db, {
        id: 'q-role',
        type: 'SINGLE',
        title: '角色',
        titleEn: 'Role',
        required: true,
        options: [option('r1', '决策者', 'Decision maker'), option('r2', '其他', 'Other')],
        sort: 1,
      });
    }),
  });

  /** The registration steps the app reports for a session. */
  async function flags(token: string) {
    const res = await t.api.get(SessionPaths.getInfo, {}, { as: { token } });
    expect(res.code, res.msg).toBe(1000);
    return res.data.exhibitionUserCompleteState;
  }
  const emailBody = (email: string, extra: Parameters<typeof emailRegistration>[2] = {}) =>
    emailRegistration(t.db, email, extra);
  const visitorOf = async (userAccountId: string) =>
    (await t.db.select().from(visitors).where(eq(visitors.userAccountId, userAccountId)))[0];
  const accountOf = async (userAccountId: string) =>
    (await t.db.select().from(userAccounts).where(eq(userAccounts.id, userAccountId)))[0];

  describe('by email, through every step', () => {
    it('registers, logs in, and completes first info, account info and questionnaire in order', async () => {
      const reg = await t.api.post(
        RegistrationPaths.registerUserByEmail,
        await emailBody('Buyer1@Example.test'),
      );
      expect(reg.code, reg.msg).toBe(1000);
      expect(reg.data).toMatchObject({
        subjectType: 'VISITOR',
        loginType: 'EMAIL',
        loginAccount: 'buyer1@example.test',
      });
      const { token } = reg.data;
      const as = { token };
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await flags(token)).toEqual({
        completeVisitor: false,
        completeVisitorRegister: false,
        completeQuestionnaire: false,
        completeExhibitionRegistration: false,
      });
      const account = await accountOf(reg.data.userAccountId);
      expect(account?.email).toBe('buyer1@example.test');
      expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(account!.passwordHash!, NEW_PASSWORD)).toBe(true);

      // The password works for a normal login too.
      await logIn(t.api, 'buyer1@example.test', { password: NEW_PASSWORD });

      const first = await t.api.post(RegistrationPaths.completeVisitor, FIRST_INFO, { as });
      expect(first.code, first.msg).toBe(1000);
      expect(await flags(token)).toMatchObject({ completeVisitor: true, completeVisitorRegister: false });
      const info = await t.api.get(SessionPaths.getInfo, {}, { as });
      expect(info.data.userInfo.name).toBe('李四');

      const second = await t.api.post(RegistrationPaths.saveAccountInfo, ACCOUNT_INFO, { as });
      expect(second.code, second.msg).toBe(1000);
      expect(await flags(token)).toMatchObject({
        completeVisitor: true,
        completeVisitorRegister: true,
        completeQuestionnaire: false,
        completeExhibitionRegistration: false,
      });

      const q = await t.api.post(
        RegistrationPaths.saveQuestion,
        { answers: [{ questionId: 'q-role', optionIds: ['r1'] }] },
        { as },
      );
      expect(q.code, q.msg).toBe(1000);
      expect(await flags(token)).toEqual({
        completeVisitor: true,
        completeVisitorRegister: true,
        completeQuestionnaire: true,
        completeExhibitionRegistration: true,
      });

      expect(await visitorOf(reg.data.userAccountId)).toMatchObject({
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
      const reg = await t.api.post(RegistrationPaths.addVisitor, {
        mobile,
        areaCode: '+86',
        verifiedToken: await createVerifiedToken(t.db, mobile),
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(reg.code, reg.msg).toBe(1000);
      expect(reg.data).toMatchObject({ subjectType: 'VISITOR', loginType: 'MOBILE', loginAccount: mobile });
      const { token } = reg.data;
      const as = { token };
      expect(Object.values(await flags(token)).every((f) => f === false)).toBe(true);

      const first = { ...FIRST_INFO, email: 'contact@m.example.test' };
      expect((await t.api.post(RegistrationPaths.completeVisitor, first, { as })).code).toBe(1000);
      expect(await flags(token)).toMatchObject({ completeVisitor: true, completeVisitorRegister: false });
      const second = { idType: 'PASSPORT' as const, idNumber: 'E12345678' };
      expect((await t.api.post(RegistrationPaths.saveAccountInfo, second, { as })).code).toBe(1000);
      expect(await flags(token)).toMatchObject({
        completeVisitorRegister: true,
        completeQuestionnaire: false,
      });
      const answers = [{ questionId: 'q-role', optionIds: ['r2'] }];
      expect((await t.api.post(RegistrationPaths.saveQuestion, { answers }, { as })).code).toBe(1000);
      expect(Object.values(await flags(token)).every((f) => f === true)).toBe(true);

      expect(await visitorOf(reg.data.userAccountId)).toMatchObject({
        mobile,
        email: 'contact@m.example.test',
        areaCode: '+86',
      });
      expect(await accountOf(reg.data.userAccountId)).toMatchObject({ mobile, email: null });
    });
  });

  describe('refusals', () => {
    it('refuses an existing email or mobile with 1009 in zh and en, without spending the proof', async () => {
      const zh = await t.api.post(
        RegistrationPaths.registerUserByEmail,
        await emailBody(accounts.visitor.email),
      );
      expect(zh).toMatchObject({
        code: ResponseCode.MobileOrEmailExists,
        msg: codeMessages[1009].zh,
        data: null,
      });
      const en = await t.api.post(
        RegistrationPaths.registerUserByEmail,
        await emailBody(accounts.staff.email.toUpperCase()),
        { lang: 'en' },
      );
      expect(en).toMatchObject({ code: 1009, msg: codeMessages[1009].en });
      const mobile = await t.api.post(
        RegistrationPaths.addVisitor,
        {
          mobile: accounts.admin.mobile,
          verifiedToken: await createVerifiedToken(t.db, accounts.admin.mobile),
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
        { lang: 'en' },
      );
      expect(mobile).toMatchObject({ code: 1009, msg: 'Mobile number or mailbox already exists' });
    });

    it('refuses a password mismatch (1017) and a weak password (1001); the proof stays usable', async () => {
      const body = await emailBody('buyer2@example.test');
      const register = (password: string, confirmPassword = password, lang: 'cn' | 'en' = 'cn') =>
        t.api.post(RegistrationPaths.registerUserByEmail, { ...body, password, confirmPassword }, { lang });
      const mismatch = await register(NEW_PASSWORD, 'Other2026');
      expect(mismatch).toMatchObject({ code: ResponseCode.PasswordsMismatch, msg: codeMessages[1017].zh });
      const mismatchEn = await register(NEW_PASSWORD, 'Other2026', 'en');
      expect(mismatchEn.msg).toBe('The two passwords did not match');
      for (const weak of ['abcdefgh', '12345678', 'ab1', 'abc_12345', 'a1'.repeat(9)]) {
        expect((await register(weak)).code, weak).toBe(ResponseCode.BadRequest);
      }
      const ok = await t.api.post(RegistrationPaths.registerUserByEmail, body);
      expect(ok.code, ok.msg).toBe(1000);
    });

    it('refuses a proof that is missing, used, for another address or for another scene', async () => {
      const email = 'buyer3@example.test';
      const withProof = async (verifiedToken: string) =>
        t.api.post(RegistrationPaths.registerUserByEmail, { ...(await emailBody(email)), verifiedToken });
      expect((await withProof('not-a-token')).code).toBe(ResponseCode.VerificationExpired);
      const otherTarget = await createVerifiedToken(t.db, 'someone-else@example.test');
      expect((await withProof(otherTarget)).code).toBe(ResponseCode.VerificationExpired);
      const otherScene = await createVerifiedToken(t.db, email, { scene: 'RESET_PASSWORD' });
      expect((await withProof(otherScene)).code).toBe(ResponseCode.VerificationExpired);
      const body = await emailBody(email);
      expect((await t.api.post(RegistrationPaths.registerUserByEmail, body)).code).toBe(1000);
      // Same proof again, for a different address's attempt or a replay: spent.
      const replay = await t.api.post(RegistrationPaths.registerUserByEmail, body);
      expect(replay.code).toBe(ResponseCode.MobileOrEmailExists);
    });

    it('refuses steps out of order with 1004 and a message naming the step to do first', async () => {
      const reg = await t.api.post(
        RegistrationPaths.registerUserByEmail,
        await emailBody('order@example.test'),
      );
      const { token } = reg.data;
      const as = { token };
      const early = await t.api.post(RegistrationPaths.saveAccountInfo, ACCOUNT_INFO, { as });
      expect(early.code).toBe(ResponseCode.Forbidden);
      expect(early.msg).toContain('请先完成基本信息');
      const earlyEn = await t.api.post(RegistrationPaths.saveAccountInfo, ACCOUNT_INFO, { as, lang: 'en' });
      expect(earlyEn.msg).toContain('Please complete the basic information step first');
      const q = await t.api.post(RegistrationPaths.saveQuestion, { answers: [] }, { as, lang: 'en' });
      expect(q.code).toBe(ResponseCode.Forbidden);
      expect(await flags(token)).toMatchObject({ completeVisitor: false, completeVisitorRegister: false });
      expect((await t.api.post(RegistrationPaths.completeVisitor, FIRST_INFO, { as })).code).toBe(1000);
      const q2 = await t.api.post(RegistrationPaths.saveQuestion, { answers: [] }, { as, lang: 'en' });
      expect(q2.code).toBe(ResponseCode.Forbidden);
      expect(q2.msg).toContain('business information step');
      // Exhibitor staff cannot use visitor steps.
      const asStaff = await t.api.post(RegistrationPaths.completeVisitor, FIRST_INFO, { as: 'staff' });
      expect(asStaff.code).toBe(ResponseCode.Forbidden);
    });

    it('completes every flag at the first step when single-step registration is on', async () => {
      const where = and(
        eq(configurationItems.exhibitionId, FAIR_A),
        eq(configurationItems.key, 'configSwitch'),
      );
      const [before] = await t.db.select().from(configurationItems).where(where);
      await t.db
        .update(configurationItems)
        .set({ value: { ...(before!.value as object), singleStepRegistration: true } })
        .where(where);
      try {
        const reg = await t.api.post(
          RegistrationPaths.registerUserByEmail,
          await emailBody('single@example.test'),
        );
        const { token } = reg.data;
        expect(
          (await t.api.post(RegistrationPaths.completeVisitor, FIRST_INFO, { as: { token } })).code,
        ).toBe(1000);
        expect(Object.values(await flags(token)).every((f) => f === true)).toBe(true);
      } finally {
        await t.db.update(configurationItems).set({ value: before!.value }).where(where);
      }
    });
  });

  describe('invitation source', () => {
    const registerInvited = async (email: string, invitationSource: InvitationSource) =>
      t.api.post(RegistrationPaths.registerUserByEmail, await emailBody(email, { invitationSource }));

    it('stores the source of a link: type, exhibitor of this fair and its employee', async () => {
      const reg = await registerInvited('invited@example.test', {
        exhibitorId: ids.exhibitorA,
        exhibitorEmployeeUserAccountId: ids.staff,
        email: 'invited@example.test',
        sourceType: 'INVITE',
      });
      expect(reg.code, reg.msg).toBe(1000);
      expect(await visitorOf(reg.data.userAccountId)).toMatchObject({
        sourceType: 'INVITE',
        sourceExhibitorId: ids.exhibitorA,
        sourceEmployeeAccountId: ids.staff,
        sourceEmail: 'invited@example.test',
      });
    });

    it('ignores an exhibitor of another fair, and an employee who does not work for the exhibitor', async () => {
      const other = await registerInvited('invited2@example.test', {
        exhibitorId: ids.exhibitorB,
        exhibitorEmployeeUserAccountId: ids.staff,
        sourceType: 'CARD',
      });
      expect(await visitorOf(other.data.userAccountId)).toMatchObject({
        sourceType: 'CARD',
        sourceExhibitorId: null,
        sourceEmployeeAccountId: null,
      });
      const mobile = '13912340000';
      const notStaff = await t.api.post(RegistrationPaths.addVisitor, {
        mobile,
        verifiedToken: await createVerifiedToken(t.db, mobile),
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        invitationSource: {
          exhibitorId: ids.exhibitorA,
          exhibitorEmployeeUserAccountId: ids.visitor,
          sourceType: 'DISTRIBUTION',
        },
      });
      expect(await visitorOf(notStaff.data.userAccountId)).toMatchObject({
        sourceType: 'DISTRIBUTION',
        sourceExhibitorId: ids.exhibitorA,
        sourceEmployeeAccountId: null,
      });
    });
  });

  describe('registerUserByEmailNotCheck', () => {
    it('registers with a valid invitation token and records the inviting exhibitor', async () => {
      const email = 'Link@Example.test';
      const invitationToken = await createInvitationToken(t.db, FAIR_A, {
        email,
        exhibitorId: ids.exhibitorA,
        ttlHours: 24,
      });
      const res = await t.api.post(RegistrationPaths.registerUserByEmailNotCheck, {
        email,
        invitationToken,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        // The client's claim of another exhibitor loses against the signed one.
        invitationSource: { exhibitorId: 'someone-else', sourceType: 'INVITE' },
      });
      expect(res.code, res.msg).toBe(1000);
      expect(res.data.loginAccount).toBe('link@example.test');
      expect(await visitorOf(res.data.userAccountId)).toMatchObject({
        sourceExhibitorId: ids.exhibitorA,
        sourceType: 'INVITE',
      });
      // The secret was generated once and is kept.
      const [secret] = await t.db
        .select()
        .from(configurationItems)
        .where(and(eq(configurationItems.exhibitionId, FAIR_A), eq(configurationItems.key, 'appSecret')));
      expect(typeof secret?.value).toBe('string');
      expect(String(secret?.value ?? '').length).toBeGreaterThanOrEqual(32);
    });

    it('refuses forged, altered, foreign, expired and other-email tokens with 1011', async () => {
      const email = 'link2@example.test';
      const register = (invitationToken: string, e = email, lang: 'cn' | 'en' = 'cn') =>
        t.api.post(
          RegistrationPaths.registerUserByEmailNotCheck,
          { email: e, invitationToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          { lang },
        );
      const token = (exhibitionId: string, o: { now?: Date } = {}) =>
        createInvitationToken(t.db, exhibitionId, { email, exhibitorId: ids.exhibitorA, ttlHours: 1, ...o });
      const valid = await token(FAIR_A);
      const [exp, ex, sig] = valid.split('.');
      const cases = {
        garbage: 'not-a-token',
        forgedSignature: `${exp}.${ex}.${'A'.repeat(sig!.length)}`,
        longerExpiry: `${Number(exp) + 3600}.${ex}.${sig}`,
        otherExhibitor: `${exp}.${Buffer.from(ids.exhibitorB).toString('base64url')}.${sig}`,
        expired: await token(FAIR_A, { now: new Date(Date.now() - 2 * 3_600_000) }),
        otherFair: await token(FAIR_B),
      };
      for (const [name, invitationToken] of Object.entries(cases)) {
        expect((await register(invitationToken)).code, name).toBe(ResponseCode.InvitationCodeError);
      }
      const en = await register(valid, 'other@example.test', 'en');
      expect(en.code).toBe(1011);
      expect(en.msg).toContain('Invitation code error');
      expect((await register(valid)).code).toBe(1000);
    });
  });
});
