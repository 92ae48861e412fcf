import { CatalogPaths, RegistrationPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailRegistration } from '../../../test/factories/registration';
import { enginesFor, useTestApp } from '../../../test/harness';
import { visitors } from '../../db/schema/index';

const FIRST_INFO = {
  name: '欧阳明',
  company: '深圳采购有限公司',
  position: '采购经理',
  countryId: 'CN',
  provinceId: '31',
  cityId: '310115',
};

/** The English that exhibitors reading in English see of a visitor, as the visitor's calls store it. */
describe.each(enginesFor('rules'))("a visitor's English name, company and position on %s", (engine) => {
  const t = useTestApp(engine);
  const rowOf = async (userAccountId: string) =>
    (await t.db.select().from(visitors).where(eq(visitors.userAccountId, userAccountId)))[0]!;

  it('romanises a Chinese name given no English, keeps English given, and drops stale English', async () => {
    const reg = await t.api.post(
      RegistrationPaths.registerUserByEmail,
      await emailRegistration(t.db, 'en@x.test'),
    );
    expect(reg.code, reg.msg).toBe(1000);
    const as = { token: reg.data.token };
    const first = await t.api.post(RegistrationPaths.completeVisitor, FIRST_INFO, { as });
    expect(first.code, first.msg).toBe(1000);
    let row = await rowOf(reg.data.userAccountId);
    expect([row.nameEn, row.companyEn, row.positionEn]).toEqual(['Ouyang Ming', '', '']);

    const given = {
      ...FIRST_INFO,
      nameEn: 'Ming Ouyang',
      companyEn: 'Shenzhen Sourcing Ltd.',
      positionEn: 'Buyer',
    };
    expect((await t.api.post(RegistrationPaths.updateProfile, given, { as })).code).toBe(1000);
    row = await rowOf(reg.data.userAccountId);
    expect([row.nameEn, row.companyEn, row.positionEn]).toEqual([
      'Ming Ouyang',
      'Shenzhen Sourcing Ltd.',
      'Buyer',
    ]);
    const profile = (await t.api.post(RegistrationPaths.getVisitor, {}, { as })).data;
    expect(profile).toMatchObject({ nameEn: 'Ming Ouyang', companyEn: 'Shenzhen Sourcing Ltd.' });

    // A save from the form (no English fields) keeps the English of what did not change...
    const changed = { ...FIRST_INFO, position: '采购总监' };
    expect((await t.api.post(RegistrationPaths.updateProfile, changed, { as })).code).toBe(1000);
    row = await rowOf(reg.data.userAccountId);
    // ...and drops the English of what did: it no longer says the same.
    expect([row.nameEn, row.companyEn, row.positionEn]).toEqual([
      'Ming Ouyang',
      'Shenzhen Sourcing Ltd.',
      '',
    ]);
  });

  it('shows the English to English readers of the person list, the Chinese to Chinese readers', async () => {
    const reg = await t.api.post(
      RegistrationPaths.registerUserByEmail,
      await emailRegistration(t.db, 'en2@x.test'),
    );
    const as = { token: reg.data.token };
    const info = {
      ...FIRST_INFO,
      name: '王芳',
      companyEn: 'Shenzhen Sourcing Ltd.',
      positionEn: 'Purchasing Manager',
    };
    expect((await t.api.post(RegistrationPaths.completeVisitor, info, { as })).code).toBe(1000);
    const find = async (lang: 'cn' | 'en') =>
      (await t.api.post(CatalogPaths.visitorList, { keyword: 'Wang Fang' }, { as: 'admin', lang })).data.list;
    expect((await find('en'))[0]).toMatchObject({
      name: 'Wang Fang',
      company: 'Shenzhen Sourcing Ltd.',
      position: 'Purchasing Manager',
    });
    expect((await find('cn'))[0]).toMatchObject({
      name: '王芳',
      company: '深圳采购有限公司',
      position: '采购经理',
    });
  });
});
