import {
  CatalogPaths,
  type IdType,
  RegistrationPaths,
  ResponseCode,
  SessionPaths,
  VerificationPaths,
} from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerByEmail } from '../../../test/factories/registration';
import { sendCode } from '../../../test/factories/verification';
import { FAIR_A, FAIR_B } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { visitors } from '../../db/schema/index';

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

/** A value of the wrong type, sent on purpose past the typed client. */
const wrongType = (value: unknown) => value as never;

describe.each(enginesFor('rules'))('visitor profile and company file on %s', (engine) => {
  const t = useTestApp(engine);
  let registered = 0;

  /** A fresh visitor of the fair, registered by email: its token and email. */
  async function newVisitor(fair = FAIR_A): Promise<{ as: { token: string }; email: string }> {
    const email = `profile${++registered}@example.test`;
    const { token } = await registerByEmail(t.api, t.db, email, { fair });
    return { as: { token }, email };
  }

  describe('first info: country, province and city from the area lists', () => {
    it('accepts a Chinese address and a foreign country without province', async () => {
      const { as } = await newVisitor();
      expect((await t.api.post(RegistrationPaths.completeVisitor, FIRST_INFO, { as })).code).toBe(1000);
      const foreign = { ...FIRST_INFO, countryId: 'de', provinceId: '', cityId: '' };
      const res = await t.api.post(RegistrationPaths.completeVisitor, foreign, { as });
      expect(res.code, res.msg).toBe(1000);
      const profile = await t.api.post(RegistrationPaths.getVisitor, {}, { as });
      expect(profile.data).toMatchObject({ countryId: 'DE', provinceId: '', cityId: '' });
    });

    it('refuses unknown countries, missing or foreign provinces and cities of another province', async () => {
      const { as } = await newVisitor();
      const cases: [Record<string, string>, string][] = [
        [{ countryId: 'XX' }, 'country'],
        [{ provinceId: '', cityId: '' }, 'province'],
        [{ provinceId: '99', cityId: '' }, 'province'],
        [{ provinceId: '44', cityId: '110105' }, 'city'],
        [{ provinceId: '44', cityId: '' }, 'city'],
        [{ countryId: 'US', provinceId: '44', cityId: '4403' }, 'provinces or cities'],
      ];
      for (const [change, word] of cases) {
        const res = await t.api.post(
          RegistrationPaths.completeVisitor,
          { ...FIRST_INFO, ...change },
          { as, lang: 'en' },
        );
        expect(res.code, JSON.stringify(change)).toBe(ResponseCode.BadRequest);
        expect(res.msg).toContain(word);
      }
      const zh = await t.api.post(
        RegistrationPaths.completeVisitor,
        { ...FIRST_INFO, cityId: '4403' },
        { as },
      );
      expect(zh.msg).toContain('请选择正确的城市');
      // Required fields come from the contract schema.
      const noName = await t.api.post(
        RegistrationPaths.completeVisitor,
        { ...FIRST_INFO, name: '  ' },
        { as },
      );
      expect(noName.code).toBe(ResponseCode.BadRequest);
    });
  });

  describe('ID type and number', () => {
    it('checks resident ids with the GB 11643 check digit and passports with their format', async () => {
      const { as } = await newVisitor();
      await t.api.post(RegistrationPaths.completeVisitor, FIRST_INFO, { as });
      const saveId = (idType: IdType | undefined, idNumber: string, lang: 'cn' | 'en' = 'cn') =>
        t.api.post(RegistrationPaths.saveAccountInfo, { idType, idNumber }, { as, lang });
      const refused: [IdType, string, string][] = [
        ['RESIDENT_ID', '110105194912310021', 'ID card number'], // wrong check digit
        ['RESIDENT_ID', '11010519491331002X', 'ID card number'], // month 13
        ['RESIDENT_ID', '11010519491231002', 'ID card number'], // 17 digits
        ['PASSPORT', 'E123', 'passport'], // under 5 characters
        ['PASSPORT', 'E 12345678', 'passport'],
        ['HK_MACAO_PERMIT', 'H12', 'ID number'],
        ['OTHER', '', 'ID number'],
      ];
      for (const [idType, idNumber, word] of refused) {
        const res = await saveId(idType, idNumber, 'en');
        expect(res.code, `${idType} ${idNumber}`).toBe(ResponseCode.BadRequest);
        expect(res.msg).toContain(word);
      }
      expect((await saveId(undefined, 'E12345678', 'en')).msg).toContain('ID type');
      expect((await saveId('RESIDENT_ID', '110105194912310021')).msg).toContain('请输入正确的身份证号');

      const accepted: [IdType, string][] = [
        ['RESIDENT_ID', '11010519491231002x'],
        ['PASSPORT', 'E12345678'],
        ['PASSPORT', 'E1234'],
        ['HK_MACAO_PERMIT', 'H1234567890'],
      ];
      for (const [idType, idNumber] of accepted) {
        const res = await saveId(idType, idNumber);
        expect(res.code, `${idType} ${idNumber}: ${res.msg}`).toBe(1000);
      }
      expect((await saveId('RESIDENT_ID', '11010519491231002x')).code).toBe(1000);
      const profile = await t.api.post(RegistrationPaths.getVisitor, {}, { as });
      // One spelling of the check character.
      expect(profile.data).toMatchObject({ idType: 'RESIDENT_ID', idNumber: '11010519491231002X' });
    });
  });

  describe('getVisitor and updateProfile', () => {
    it("returns the caller's profile with the login contacts", async () => {
      const { as, email } = await newVisitor();
      await t.api.post(RegistrationPaths.completeVisitor, FIRST_INFO, { as });
      const saved = await t.api.post(
        RegistrationPaths.saveAccountInfo,
        {
          businessNature: 'WHOLESALER',
          purchaseCategories: ['toys', 'gifts'],
          website: 'www.acme.example',
          social: { linkedin: 'jane-doe', facebook: '  ', YouTube: 'janedoe' },
        },
        { as },
      );
      expect(saved.code, saved.msg).toBe(1000);
      const res = await t.api.post(RegistrationPaths.getVisitor, {}, { as });
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
      const { as } = await newVisitor();
      const early = await t.api.post(RegistrationPaths.updateProfile, FIRST_INFO, { as });
      expect(early.code).toBe(ResponseCode.Forbidden);
      await t.api.post(RegistrationPaths.completeVisitor, FIRST_INFO, { as });
      const edit = {
        ...FIRST_INFO,
        name: 'Jane Smith',
        countryId: 'GB',
        provinceId: '',
        cityId: '',
        sourcingDemand: 'LED lighting',
        idType: 'PASSPORT' as const,
        idNumber: 'K1234567',
      };
      const res = await t.api.post(RegistrationPaths.updateProfile, edit, { as });
      expect(res.code, res.msg).toBe(1000);
      const profile = await t.api.post(RegistrationPaths.getVisitor, {}, { as });
      expect(profile.data).toMatchObject({
        name: 'Jane Smith',
        countryId: 'GB',
        sourcingDemand: 'LED lighting',
      });
      const info = (await t.api.get(SessionPaths.getInfo, {}, { as })).data;
      expect(info.userInfo.name).toBe('Jane Smith');
      // An edit is not a step: the second step is still to do.
      expect(info.exhibitionUserCompleteState.completeVisitorRegister).toBe(false);
      const badId = await t.api.post(
        RegistrationPaths.updateProfile,
        { ...edit, idType: 'RESIDENT_ID', idNumber: '123' },
        { as },
      );
      expect(badId.code).toBe(ResponseCode.BadRequest);
      const badArea = await t.api.post(RegistrationPaths.updateProfile, { ...edit, countryId: 'ZZ' }, { as });
      expect(badArea.code).toBe(ResponseCode.BadRequest);
    });

    it('shows exhibitors a new contact only once it is proven with a code (scene BIND)', async () => {
      const { as, email } = await newVisitor();
      const mobile = '13912345678';
      const info = { ...FIRST_INFO, mobile, areaCode: '+86', shareContact: true };
      expect((await t.api.post(RegistrationPaths.completeVisitor, info, { as })).code).toBe(1000);
      const visitorId = (await t.api.post(RegistrationPaths.getVisitor, {}, { as })).data.id;
      const detail = async () =>
        (await t.api.post(CatalogPaths.visitorDetail, { id: visitorId }, { as: 'admin' })).data;
      expect((await t.api.post(RegistrationPaths.updateProfile, info, { as })).code).toBe(1000);
      expect(await detail()).toMatchObject({ email, mobile: null });

      // A proof of another number does not prove this one; nothing is saved then.
      const other = await sendCode(t.api, t.db, { mobile: '13912345670' }, 'BIND', { ip: '10.40.0.1' });
      const otherProof = await t.api.post(VerificationPaths.validateMobile, {
        mobile: '13912345670',
        code: other,
        scene: 'BIND',
      });
      const wrong = await t.api.post(
        RegistrationPaths.updateProfile,
        { ...info, mobileVerifiedToken: otherProof.data.verifiedToken },
        { as },
      );
      expect(wrong.code).toBe(ResponseCode.VerificationExpired);

      const code = await sendCode(t.api, t.db, { mobile }, 'BIND', { ip: '10.40.0.2' });
      const proof = await t.api.post(VerificationPaths.validateMobile, { mobile, code, scene: 'BIND' });
      const proven = await t.api.post(
        RegistrationPaths.updateProfile,
        { ...info, mobileVerifiedToken: proof.data.verifiedToken },
        { as },
      );
      expect(proven.code, proven.msg).toBe(1000);
      expect(await detail()).toMatchObject({ email, mobile });
      // Saved again unchanged, it stays proven; changed to another email without a proof, that is hidden.
      expect((await t.api.post(RegistrationPaths.updateProfile, info, { as })).code).toBe(1000);
      expect(await detail()).toMatchObject({ email, mobile });
      await t.api.post(RegistrationPaths.updateProfile, { ...info, email: 'typed@example.test' }, { as });
      expect(await detail()).toMatchObject({ email: null, mobile });
    });

    it('shares email and mobile with exhibitors only while the visitor consents', async () => {
      const { as, email } = await newVisitor();
      await t.api.post(RegistrationPaths.completeVisitor, FIRST_INFO, { as });
      // The second step without the field: no consent (privacy by default).
      expect(
        (await t.api.post(RegistrationPaths.saveAccountInfo, { website: 'acme.example' }, { as })).code,
      ).toBe(1000);
      const before = await t.api.post(RegistrationPaths.getVisitor, {}, { as });
      expect(before.data.shareContact).toBe(false);
      const visitorId = before.data.id;
      const detail = async () =>
        (await t.api.post(CatalogPaths.visitorDetail, { id: visitorId }, { as: 'admin' })).data;
      const shareContact = (value: boolean) =>
        t.api.post(RegistrationPaths.updateProfile, { ...FIRST_INFO, shareContact: value }, { as });
      const consents = async () =>
        (await t.api.post(RegistrationPaths.getVisitor, {}, { as })).data.shareContact;
      expect(await detail()).toMatchObject({ name: 'Jane Doe', email: null, mobile: null });

      const consent = await shareContact(true);
      expect(consent.code, consent.msg).toBe(1000);
      expect(await consents()).toBe(true);
      // The registration email was proven; the mobile typed in the first step was not.
      expect(await detail()).toMatchObject({ email, mobile: null });

      const withdraw = await shareContact(false);
      expect(withdraw.code, withdraw.msg).toBe(1000);
      expect(await consents()).toBe(false);
      expect(await detail()).toMatchObject({ email: null, mobile: null });

      // The registration step sets it too, and only a boolean is accepted.
      expect((await t.api.post(RegistrationPaths.saveAccountInfo, { shareContact: true }, { as })).code).toBe(
        1000,
      );
      expect((await detail()).email).toBe(email);
      const notBoolean = await t.api.post(
        RegistrationPaths.saveAccountInfo,
        { shareContact: wrongType('yes') },
        { as },
      );
      expect(notBoolean.code).toBe(ResponseCode.BadRequest);
    });

    it('is for visitors only', async () => {
      for (const path of [RegistrationPaths.getVisitor, RegistrationPaths.getCompanyFile]) {
        expect((await t.api.post(path, {}, { as: 'staff' })).code).toBe(ResponseCode.Forbidden);
        expect((await t.api.post(path, {})).code).toBe(ResponseCode.Unauthorized);
      }
    });
  });

  describe('company file (behind the second-registration switch)', () => {
    it('reads the empty file prefilled with the company, then saves and reads it back', async () => {
      const { as } = await newVisitor();
      expect((await t.api.post(RegistrationPaths.getCompanyFile, {}, { as })).code).toBe(
        ResponseCode.Forbidden,
      );
      await t.api.post(RegistrationPaths.completeVisitor, FIRST_INFO, { as });
      const empty = await t.api.post(RegistrationPaths.getCompanyFile, {}, { as });
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
      const saved = await t.api.post(RegistrationPaths.saveCompanyFile, file, { as });
      expect(saved.code, saved.msg).toBe(1000);
      const read = await t.api.post(RegistrationPaths.getCompanyFile, {}, { as });
      expect(read.data).toMatchObject(file);
      expect(read.data.fax).toBe('');
      const bad = await t.api.post(
        RegistrationPaths.saveCompanyFile,
        { ...file, website: 'not a site' },
        { as },
      );
      expect(bad.code).toBe(ResponseCode.BadRequest);
    });

    it('is refused with 1004 when the fair has the switch off', async () => {
      const { as } = await newVisitor(FAIR_B);
      await t.api.post(RegistrationPaths.completeVisitor, FIRST_INFO, { as, fair: FAIR_B });
      const get = await t.api.post(RegistrationPaths.getCompanyFile, {}, { as, fair: FAIR_B, lang: 'en' });
      expect(get.code).toBe(ResponseCode.Forbidden);
      expect(get.msg).toContain('The company file is not open at this fair');
      const save = await t.api.post(
        RegistrationPaths.saveCompanyFile,
        { corporateName: 'X Co' },
        { as, fair: FAIR_B },
      );
      expect(save.code).toBe(ResponseCode.Forbidden);
      const rows = await t.db.select().from(visitors).where(eq(visitors.exhibitionId, FAIR_B));
      expect(rows.every((v) => v.companyFile === null)).toBe(true);
    });
  });
});
