import { codeMessages, ResponseCode, SessionPaths } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { logIn } from '../../../test/factories/accounts';
import { accounts, FAIR_A, FAIR_B, ids, PASSWORD } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { DEFAULT_VISITOR_TOKEN } from '../../settings';

describe.each(enginesFor('rules'))('sessions on %s', (engine) => {
  const t = useTestApp(engine);
  const infoCode = async (token: string, fair = FAIR_A) =>
    (await t.api.get(SessionPaths.getInfo, {}, { as: { token }, fair })).code;

  describe('webLogon', () => {
    it('logs in by email, case-insensitively, and by mobile', async () => {
      const byEmail = await logIn(t.api, accounts.visitor.email.toUpperCase());
      expect(byEmail.subjectType).toBe('VISITOR');
      expect(byEmail.loginType).toBe('EMAIL');
      expect(byEmail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const byMobile = await logIn(t.api, accounts.visitor.mobile);
      expect(byMobile.loginType).toBe('MOBILE');
      expect(byMobile.token).not.toBe(byEmail.token);
      // Both sessions stay valid: a new login does not end the other.
      for (const token of [byEmail.token, byMobile.token]) expect(await infoCode(token)).toBe(1000);
    });

    it('refuses a wrong password with 1006 in both languages', async () => {
      const zh = await t.api.post(SessionPaths.webLogon, {
        account: accounts.visitor.email,
        password: 'wrong-pass',
      });
      expect(zh).toMatchObject({ code: 1006, msg: codeMessages[1006].zh, data: null });
      const en = await t.api.post(
        SessionPaths.webLogon,
        { account: 'nobody@example.test', password: 'x' },
        { lang: 'en' },
      );
      expect(en).toMatchObject({ code: 1006, msg: codeMessages[1006].en });
    });

    it('checks the role in this fair', async () => {
      const logon = (account: string, loginSubjectType?: 'ACTOR') =>
        t.api.post(SessionPaths.webLogon, { account, password: PASSWORD, loginSubjectType });
      expect((await logon(accounts.visitor.email, 'ACTOR')).code).toBe(ResponseCode.NotBound);
      expect((await logon(accounts.admin.email)).code).toBe(ResponseCode.AccountNotFound);
      // onlyB is a visitor of fair B only.
      expect((await logon(accounts.onlyB.email)).code).toBe(ResponseCode.AccountNotFound);
      expect((await logIn(t.api, accounts.onlyB.email, { fair: FAIR_B })).subjectType).toBe('VISITOR');
      expect((await logIn(t.api, accounts.admin.email, { subjectType: 'ACTOR' })).subjectType).toBe('ACTOR');
    });

    it('logs organizers in through either screen as ORGANIZER', async () => {
      expect((await logIn(t.api, accounts.organizer.email)).subjectType).toBe('ORGANIZER');
      const actorScreen = await logIn(t.api, accounts.organizer.mobile, { subjectType: 'ACTOR' });
      expect(actorScreen.subjectType).toBe('ORGANIZER');
    });
  });

  describe('session state', () => {
    it('401 without a token, also with the fixed visitor token', async () => {
      const none = await t.api.get(SessionPaths.getInfo);
      expect(none.status).toBe(401);
      expect(none).toMatchObject({ code: 401, data: null });
      expect(await infoCode(DEFAULT_VISITOR_TOKEN)).toBe(401);
    });

    it('1003 for an unknown token and for a token of another fair', async () => {
      const unknown = await t.api.get(
        SessionPaths.getInfo,
        {},
        { as: { token: 'not-a-real-token' }, lang: 'en' },
      );
      expect(unknown).toMatchObject({ code: 1003, msg: codeMessages[1003].en });
      expect((await t.api.get(SessionPaths.getInfo, {}, { as: 'visitor', fair: FAIR_B })).code).toBe(1003);
    });

    it('logout revokes the token; logging out again is quiet', async () => {
      const { token } = await logIn(t.api, accounts.visitor.email);
      expect((await t.api.post(SessionPaths.logout, {}, { as: { token } })).code).toBe(1000);
      expect(await infoCode(token)).toBe(1003);
      expect((await t.api.post(SessionPaths.logout, {}, { as: { token } })).code).toBe(1000);
      expect((await t.api.post(SessionPaths.logout)).code).toBe(1000);
    });
  });

  describe('getInfo and getUserInfoByToken', () => {
    it('a registered visitor', async () => {
      const info = (await t.api.get(SessionPaths.getInfo, {}, { as: 'visitor' })).data;
      expect(info).toMatchObject({
        userAccountId: ids.visitor,
        subjectType: 'VISITOR',
        exhibitionId: FAIR_A,
        userInfo: { name: '张三', imAccount: ids.visitor },
        visitor: { id: 'vis-a', name: '张三', email: 'visitor@example.test' },
        exhibitorEmployee: null,
        subjectId: 'vis-a',
        projectId: 'app-a',
        exhibitionUserCompleteState: {
          completeVisitor: true,
          completeVisitorRegister: true,
          completeQuestionnaire: true,
          completeExhibitionRegistration: true,
        },
      });
      expect(info.id).toBeTruthy();
      const byToken = await t.api.post(SessionPaths.getUserInfoByToken, {}, { as: 'visitor' });
      expect(byToken.data).toEqual({
        subjectType: 'VISITOR',
        name: '张三',
        exhibitorId: '',
        exhibitionUserRegister: true,
      });
    });

    it('a visitor with an incomplete registration has an empty name and false flags', async () => {
      const { token } = await logIn(t.api, accounts.newVisitor.mobile);
      const info = (await t.api.get(SessionPaths.getInfo, {}, { as: { token } })).data;
      expect(info.userInfo.name).toBe('');
      expect(Object.values(info.exhibitionUserCompleteState)).toEqual([false, false, false, false]);
      const byToken = (await t.api.post(SessionPaths.getUserInfoByToken, {}, { as: { token } })).data;
      expect(byToken.exhibitionUserRegister).toBe(false);
    });

    it('an exhibitor administrator and an employee, names in the request language', async () => {
      const info = (await t.api.get(SessionPaths.getInfo, {}, { as: 'admin', lang: 'en' })).data;
      expect(info.subjectType).toBe('ACTOR');
      expect(info.visitor).toBeNull();
      expect(info.userInfo.name).toBe('管理员甲');
      expect(info.exhibitorEmployee).toEqual({
        exhibitorId: ids.exhibitorA,
        admin: true,
        exhibitor: { id: ids.exhibitorA, name: 'A Company', hotImage: '/media/a.svg' },
      });
      const staffInfo = (await t.api.get(SessionPaths.getInfo, {}, { as: 'staff' })).data;
      expect(staffInfo.exhibitorEmployee?.admin).toBe(false);
      expect(staffInfo.exhibitorEmployee?.exhibitor.name).toBe('甲公司');
      expect((await t.api.post(SessionPaths.getUserInfoByToken, {}, { as: 'staff' })).data).toEqual({
        subjectType: 'ACTOR',
        name: '员工甲',
        exhibitorId: ids.exhibitorA,
        exhibitionUserRegister: true,
      });
    });

    it('an organizer', async () => {
      const info = (await t.api.get(SessionPaths.getInfo, {}, { as: 'organizer' })).data;
      expect(info).toMatchObject({ subjectType: 'ORGANIZER', userInfo: { name: '主办方甲' } });
    });
  });

  describe('checkBindExhibition', () => {
    it('tells whether the account exists and is bound in this fair', async () => {
      const check = (account: string, subjectType?: 'ACTOR') =>
        t.api.post(SessionPaths.checkBindExhibition, { account }, { subjectType });
      expect((await check(accounts.visitor.mobile)).data).toEqual({
        exists: true,
        bound: true,
        subjectType: 'VISITOR',
      });
      expect((await check(accounts.visitor.email, 'ACTOR')).data).toEqual({
        exists: true,
        bound: false,
        subjectType: 'VISITOR',
      });
      expect((await check(accounts.onlyB.email)).data).toEqual({
        exists: true,
        bound: false,
        subjectType: '',
      });
      expect((await check('ghost@example.test')).data).toEqual({
        exists: false,
        bound: false,
        subjectType: '',
      });
    });
  });
});
