import { randomBytes } from 'node:crypto';
import { CatalogPaths, RegistrationPaths, ResponseCode, SessionPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { verifiedTargets, visitors } from '../src/db/schema/index';
import { hashToken } from '../src/lib/tokens';
import { accounts, FAIR_A, FAIR_B, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

type Opts = { token?: string; lang?: 'cn' | 'en'; fair?: string };
// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };

const FIRST_INFO = {
  name: 'Jane Doe',
  company: 'Acme Trading Ltd',
  position: 'Buyer',
  countryId: 'CN',
  provinceId: '11',
  cityId: '110105',
  mobile: '+852-12345678',
  areaCode: '+852',
};

describe.each(engines)('visitor profile and company file on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let db: Db;
  let registered = 0;

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    db = testDb.database.db;
    await seedFixtures(db);
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
  /** A fresh visitor of the fair, registered by email (a stored REGISTER proof stands for validateEmail). */
  async function newVisitor(fair = FAIR_A): Promise<{ token: string; email: string }> {
    const email = `profile${++registered}@example.test`;
    const verifiedToken = randomBytes(24).toString('base64url');
    await db.insert(verifiedTargets).values({
      tokenHash: hashToken(verifiedToken),
      target: email,
      scene: 'REGISTER',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const res = await post(
      RegistrationPaths.registerUserByEmail,
      { email, verifiedToken, password: 'Fair2026ok', confirmPassword: 'Fair2026ok' },
      { fair },
    );
    expect(res.code, res.msg).toBe(1000);
    return { token: res.data.token, email };
  }

  describe('first info: country, province and city from the area lists', () => {
    it('accepts a Chinese address and a foreign country without province', async () => {
      const { token } = await newVisitor();
      expect((await post(RegistrationPaths.completeVisitor, FIRST_INFO, { token })).code).toBe(1000);
      const foreign = { ...FIRST_INFO, countryId: 'de', provinceId: '', cityId: '' };
      const res = await post(RegistrationPaths.completeVisitor, foreign, { token });
      expect(res.code, res.msg).toBe(1000);
      const profile = await post(RegistrationPaths.getVisitor, {}, { token });
      expect(profile.data).toMatchObject({ countryId: 'DE', provinceId: '', cityId: '' });
    });

    it('refuses unknown countries, missing or foreign provinces and cities of another province', async () => {
      const { token } = await newVisitor();
      const cases: [Record<string, string>, string][] = [
        [{ countryId: 'XX' }, 'country'],
        [{ provinceId: '', cityId: '' }, 'province'],
        [{ provinceId: '99', cityId: '' }, 'province'],
        [{ provinceId: '44', cityId: '110105' }, 'city'],
        [{ provinceId: '44', cityId: '' }, 'city'],
        [{ countryId: 'US', provinceId: '44', cityId: '4403' }, 'provinces or cities'],
      ];
      for (const [change, word] of cases) {
        const res = await post(
          RegistrationPaths.completeVisitor,
          { ...FIRST_INFO, ...change },
          { token, lang: 'en' },
        );
        expect(res.code, JSON.stringify(change)).toBe(ResponseCode.BadRequest);
        expect(res.msg).toContain(word);
      }
      const zh = await post(RegistrationPaths.completeVisitor, { ...FIRST_INFO, cityId: '4403' }, { token });
      expect(zh.msg).toContain('请选择正确的城市');
      // Required fields come from the contract schema.
      const noName = await post(RegistrationPaths.completeVisitor, { ...FIRST_INFO, name: '  ' }, { token });
      expect(noName.code).toBe(ResponseCode.BadRequest);
    });
  });

  describe('ID type and number', () => {
    it('checks resident ids with the GB 11643 check digit and passports with their format', async () => {
      const { token } = await newVisitor();
      await post(RegistrationPaths.completeVisitor, FIRST_INFO, { token });
      const refused: [string, string, string][] = [
        ['RESIDENT_ID', '110105194912310021', 'ID card number'], // wrong check digit
        ['RESIDENT_ID', '11010519491331002X', 'ID card number'], // month 13
        ['RESIDENT_ID', '11010519491231002', 'ID card number'], // 17 digits
        ['PASSPORT', 'E123', 'passport'], // under 5 characters
        ['PASSPORT', 'E 12345678', 'passport'],
        ['HK_MACAO_PERMIT', 'H12', 'ID number'],
        ['OTHER', '', 'ID number'],
      ];
      for (const [idType, idNumber, word] of refused) {
        const res = await post(
          RegistrationPaths.saveAccountInfo,
          { idType, idNumber },
          { token, lang: 'en' },
        );
        expect(res.code, `${idType} ${idNumber}`).toBe(ResponseCode.BadRequest);
        expect(res.msg).toContain(word);
      }
      const noType = await post(
        RegistrationPaths.saveAccountInfo,
        { idNumber: 'E12345678' },
        { token, lang: 'en' },
      );
      expect(noType.msg).toContain('ID type');
      const zh = await post(
        RegistrationPaths.saveAccountInfo,
        { idType: 'RESIDENT_ID', idNumber: '110105194912310021' },
        { token },
      );
      expect(zh.msg).toContain('请输入正确的身份证号');

      const accepted: [string, string][] = [
        ['RESIDENT_ID', '11010519491231002x'],
        ['PASSPORT', 'E12345678'],
        ['PASSPORT', 'E1234'],
        ['HK_MACAO_PERMIT', 'H1234567890'],
      ];
      for (const [idType, idNumber] of accepted) {
        const res = await post(RegistrationPaths.saveAccountInfo, { idType, idNumber }, { token });
        expect(res.code, `${idType} ${idNumber}: ${res.msg}`).toBe(1000);
      }
      const first = await post(
        RegistrationPaths.saveAccountInfo,
        { idType: 'RESIDENT_ID', idNumber: '11010519491231002x' },
        { token },
      );
      expect(first.code).toBe(1000);
      const profile = await post(RegistrationPaths.getVisitor, {}, { token });
      // One spelling of the check character.
      expect(profile.data).toMatchObject({ idType: 'RESIDENT_ID', idNumber: '11010519491231002X' });
    });
  });

  describe('getVisitor and updateProfile', () => {
    it("returns the caller's profile with the login contacts", async () => {
      const { token, email } = await newVisitor();
      await post(RegistrationPaths.completeVisitor, FIRST_INFO, { token });
      const saved = await post(
        RegistrationPaths.saveAccountInfo,
        {
          businessNature: 'WHOLESALER',
          purchaseCategories: ['toys', 'gifts'],
          website: 'www.acme.example',
          social: { linkedin: 'jane-doe', facebook: '  ', YouTube: 'janedoe' },
        },
        { token },
      );
      expect(saved.code, saved.msg).toBe(1000);
      const res = await post(RegistrationPaths.getVisitor, {}, { token });
      expect(res.code, res.msg).toBe(1000);
      expect(res.data).toMatchObject({
        ...FIRST_INFO,
        email,
        loginEmail: email,
        loginMobile: '',
        registeredBy: 'EMAIL',
        hasPassword: true,
        businessNature: 'WHOLESALER',
        purchaseCategories: ['toys', 'gifts'],
        website: 'www.acme.example',
        social: { linkedin: 'jane-doe', YouTube: 'janedoe' },
      });
      expect(res.data.social).not.toHaveProperty('facebook');
      expect(res.data).not.toHaveProperty('idType');
    });

    it('edits both info parts with the same validation, and only after the first step', async () => {
      const { token } = await newVisitor();
      const early = await post(RegistrationPaths.updateProfile, FIRST_INFO, { token });
      expect(early.code).toBe(ResponseCode.Forbidden);
      await post(RegistrationPaths.completeVisitor, FIRST_INFO, { token });
      const edit = {
        ...FIRST_INFO,
        name: 'Jane Smith',
        countryId: 'GB',
        provinceId: '',
        cityId: '',
        sourcingDemand: 'LED lighting',
        idType: 'PASSPORT',
        idNumber: 'K1234567',
      };
      const res = await post(RegistrationPaths.updateProfile, edit, { token });
      expect(res.code, res.msg).toBe(1000);
      const profile = await post(RegistrationPaths.getVisitor, {}, { token });
      expect(profile.data).toMatchObject({
        name: 'Jane Smith',
        countryId: 'GB',
        sourcingDemand: 'LED lighting',
      });
      const info = await app.inject({
        method: 'GET',
        url: SessionPaths.getInfo,
        query: common({}),
        headers: { authorization: token },
      });
      expect(info.json().data.userInfo.name).toBe('Jane Smith');
      // An edit is not a step: the second step is still to do.
      expect(info.json().data.exhibitionUserCompleteState.completeVisitorRegister).toBe(false);
      const badId = await post(
        RegistrationPaths.updateProfile,
        { ...edit, idType: 'RESIDENT_ID', idNumber: '123' },
        { token },
      );
      expect(badId.code).toBe(ResponseCode.BadRequest);
      const badArea = await post(RegistrationPaths.updateProfile, { ...edit, countryId: 'ZZ' }, { token });
      expect(badArea.code).toBe(ResponseCode.BadRequest);
    });

    it('shares email and mobile with exhibitors only while the visitor consents', async () => {
      const { token, email } = await newVisitor();
      await post(RegistrationPaths.completeVisitor, FIRST_INFO, { token });
      // The second step without the field: no consent (privacy by default).
      expect(
        (await post(RegistrationPaths.saveAccountInfo, { website: 'acme.example' }, { token })).code,
      ).toBe(1000);
      const before = await post(RegistrationPaths.getVisitor, {}, { token });
      expect(before.data.shareContact).toBe(false);
      const visitorId = before.data.id as string;
      const exhibitor = await post(SessionPaths.webLogon, {
        account: accounts.admin.email,
        password: PASSWORD,
        loginSubjectType: 'ACTOR',
      });
      const detail = () =>
        post(CatalogPaths.visitorDetail, { id: visitorId }, { token: exhibitor.data.token });
      expect((await detail()).data).toMatchObject({ name: 'Jane Doe', email: null, mobile: null });

      const consent = await post(
        RegistrationPaths.updateProfile,
        { ...FIRST_INFO, shareContact: true },
        { token },
      );
      expect(consent.code, consent.msg).toBe(1000);
      expect((await post(RegistrationPaths.getVisitor, {}, { token })).data.shareContact).toBe(true);
      expect((await detail()).data).toMatchObject({ email, mobile: FIRST_INFO.mobile });

      const withdraw = await post(
        RegistrationPaths.updateProfile,
        { ...FIRST_INFO, shareContact: false },
        { token },
      );
      expect(withdraw.code, withdraw.msg).toBe(1000);
      expect((await post(RegistrationPaths.getVisitor, {}, { token })).data.shareContact).toBe(false);
      expect((await detail()).data).toMatchObject({ email: null, mobile: null });

      // The registration step sets it too, and only a boolean is accepted.
      expect((await post(RegistrationPaths.saveAccountInfo, { shareContact: true }, { token })).code).toBe(
        1000,
      );
      expect((await detail()).data.email).toBe(email);
      const notBoolean = await post(RegistrationPaths.saveAccountInfo, { shareContact: 'yes' }, { token });
      expect(notBoolean.code).toBe(ResponseCode.BadRequest);
    });

    it('is for visitors only', async () => {
      const staff = await post(SessionPaths.webLogon, {
        account: accounts.staff.email,
        password: PASSWORD,
        loginSubjectType: 'ACTOR',
      });
      for (const path of [RegistrationPaths.getVisitor, RegistrationPaths.getCompanyFile]) {
        expect((await post(path, {}, { token: staff.data.token })).code).toBe(ResponseCode.Forbidden);
        expect((await post(path, {})).code).toBe(ResponseCode.Unauthorized);
      }
    });
  });

  describe('company file (behind the second-registration switch)', () => {
    it('reads the empty file prefilled with the company, then saves and reads it back', async () => {
      const { token } = await newVisitor();
      expect((await post(RegistrationPaths.getCompanyFile, {}, { token })).code).toBe(ResponseCode.Forbidden);
      await post(RegistrationPaths.completeVisitor, FIRST_INFO, { token });
      const empty = await post(RegistrationPaths.getCompanyFile, {}, { token });
      expect(empty.code, empty.msg).toBe(1000);
      expect(empty.data).toMatchObject({ corporateName: 'Acme Trading Ltd', brand: '', introduction: '' });
      const file = {
        corporateName: 'Acme Trading Ltd',
        brand: 'Acme',
        address: '1 Harbour Road',
        post: '100000',
        telephone: '+86-10-12345678',
        website: 'https://acme.example',
        introduction: '一家贸易公司',
        enIntroduction: 'A trading company',
      };
      const saved = await post(RegistrationPaths.saveCompanyFile, file, { token });
      expect(saved.code, saved.msg).toBe(1000);
      const read = await post(RegistrationPaths.getCompanyFile, {}, { token });
      expect(read.data).toMatchObject(file);
      expect(read.data.fax).toBe('');
      const bad = await post(
        RegistrationPaths.saveCompanyFile,
        { ...file, website: 'not a site' },
        { token },
      );
      expect(bad.code).toBe(ResponseCode.BadRequest);
    });

    it('is refused with 1004 when the fair has the switch off', async () => {
      const { token } = await newVisitor(FAIR_B);
      await post(RegistrationPaths.completeVisitor, FIRST_INFO, { token, fair: FAIR_B });
      const get = await post(RegistrationPaths.getCompanyFile, {}, { token, fair: FAIR_B, lang: 'en' });
      expect(get.code).toBe(ResponseCode.Forbidden);
      expect(get.msg).toContain('company file is not enabled');
      const save = await post(
        RegistrationPaths.saveCompanyFile,
        { corporateName: 'X Co' },
        { token, fair: FAIR_B },
      );
      expect(save.code).toBe(ResponseCode.Forbidden);
      const rows = await db.select().from(visitors).where(eq(visitors.exhibitionId, FAIR_B));
      expect(rows.every((v) => v.companyFile === null)).toBe(true);
    });
  });
});
