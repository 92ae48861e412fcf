import { CatalogPaths, ExhibitorPaths, ResponseCode, type UpdateExhibitorBaseInfo } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller, Role } from '../../../test/client';
import { FAIR_A, ids, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { photo, uploadImage } from '../../../test/uploads';
import { categories, exhibitors } from '../../db/schema/index';

const GUANGDONG = '44';
const SHENZHEN = '4403';

const png = (width: number, height: number) => photo(width, height, 'png');

/** A full profile as an administrator would save it. */
const profile = (over: Partial<UpdateExhibitorBaseInfo> = {}): UpdateExhibitorBaseInfo => ({
  name: '甲公司 新名',
  nameEn: 'Jia Company Renamed',
  introduction: '专注手机配件二十年',
  enIntroduction: 'Twenty years of phone accessories',
  mainBusinessScope: '手机壳、充电器',
  enMainBusinessScope: 'Phone cases and chargers',
  countryId: 'CN',
  provinceId: GUANGDONG,
  cityId: SHENZHEN,
  address: '南山区科技园 1 号',
  addressEn: '1 Science Park, Nanshan',
  postCode: '518000',
  companyScale: '100-499',
  registeredCapital: '5000 万元',
  attendanceTimes: 4,
  listed: true,
  website: 'https://jia.example.com',
  url3d: 'https://3d.example.com/jia',
  brand: 'JIA',
  telephone: '+86-755-12345678',
  fax: '+86-755-12345679',
  email: 'sales@jia.example.com',
  contacts: '王经理',
  contactsEn: 'Manager Wang',
  conferenceContacts: '李总',
  conferenceContactsEn: 'Mr Li',
  tags: ['OEM', '出口'],
  categories: ['phones', 'audio'],
  logo: '',
  images: [],
  video: '',
  ...over,
});

describe.each(enginesFor('rules'))('exhibitor company profile on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      await db.insert(categories).values(
        ['phones', 'audio', 'cases', 'chargers'].map((key, i) => ({
          exhibitionId: FAIR_A,
          key,
          name: `类别${i}`,
          nameEn: `Category ${key}`,
        })),
      );
    }),
  });

  const save = (body: UpdateExhibitorBaseInfo, as: Caller = 'admin', lang: 'cn' | 'en' = 'cn') =>
    t.api.post(ExhibitorPaths.updateExhibitorBaseInfo, body, { as, lang });

  const upload = (purpose: string, file: Buffer, as: Role = 'admin') =>
    uploadImage(t, file, { as, purpose, lang: 'en', filename: 'logo.png', type: 'image/png' });

  it('lets staff read their own company, administrators save it, and nobody else either', async () => {
    const matrix: [Caller, number, number, number][] = [
      // caller, get, update, completeness
      ['guest', ResponseCode.Unauthorized, ResponseCode.Unauthorized, ResponseCode.Unauthorized],
      ['visitor', ResponseCode.Forbidden, ResponseCode.Forbidden, ResponseCode.Forbidden],
      ['organizer', ResponseCode.Forbidden, ResponseCode.Forbidden, ResponseCode.Forbidden],
      ['staff', ResponseCode.Success, ResponseCode.Forbidden, ResponseCode.Forbidden],
      ['admin', ResponseCode.Success, ResponseCode.Success, ResponseCode.Success],
    ];
    for (const [as, get, update, completeness] of matrix) {
      expect((await t.api.post(ExhibitorPaths.getExhibitorBaseInfo, {}, { as })).code, `get as ${as}`).toBe(
        get,
      );
      expect((await t.api.post(ExhibitorPaths.boothCompleteness, {}, { as })).code, `check as ${as}`).toBe(
        completeness,
      );
      const reply = await save(profile(), as);
      expect(reply.code, `update as ${as}: ${reply.msg}`).toBe(update);
    }
    const staffView = (await t.api.post(ExhibitorPaths.getExhibitorBaseInfo, {}, { as: 'staff' })).data;
    expect(staffView).toMatchObject({ id: ids.exhibitorA, nameEn: profile().nameEn });
  });

  it('saves every field, keeps the booth the organizer assigned, and answers what it stored', async () => {
    const [booth] = await t.db
      .select({ floor: exhibitors.floor, boothNumber: exhibitors.boothNumber })
      .from(exhibitors)
      .where(eq(exhibitors.id, ids.exhibitorA));
    const reply = await save({ ...profile(), floor: '9F', boothNumber: 'Z99' } as UpdateExhibitorBaseInfo);
    expect(reply.code, reply.msg).toBe(ResponseCode.Success);
    const read = (await t.api.post(ExhibitorPaths.getExhibitorBaseInfo, {}, { as: 'staff' })).data;
    const { logo, images, video, ...fields } = profile();
    expect(read).toMatchObject(fields);
    expect(read).toMatchObject({
      logo: null,
      images: [],
      video: null,
      floor: booth!.floor,
      boothNumber: booth!.boothNumber,
    });
    const [row] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, ids.exhibitorA));
    expect(row).toMatchObject({
      province: '广东省',
      city: '深圳市',
      category: 'phones',
      categories: ['phones', 'audio'],
    });
  });

  it('refuses what breaks a rule, with the rule in the request language', async () => {
    const cases: [Partial<UpdateExhibitorBaseInfo>, RegExp][] = [
      [{ categories: ['phones', 'audio', 'cases', 'chargers'] }, /Product categories cannot be more than 3/],
      [{ categories: ['no-such-category'] }, /categories of the fair/],
      [{ telephone: '0755-12345678' }, /area code/],
      [{ cityId: '1101' }, /province and the city/],
      [{ provinceId: '' }, /province and the city/],
      [{ email: 'not-an-email' }, /email/],
      [{ name: '   ' }, /"name"/],
      [{ website: 'javascript:alert(1)' }, /web address/],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, /"tags"/],
    ];
    for (const [change, message] of cases) {
      const reply = await save(profile(change), 'admin', 'en');
      expect(reply.code, JSON.stringify(change)).toBe(ResponseCode.BadRequest);
      expect(reply.msg, JSON.stringify(change)).toMatch(message);
    }
    // Abroad the province and city are the company's own words.
    const abroad = await save(
      profile({ countryId: 'DE', provinceId: '', cityId: '', provinceName: 'Bayern', cityName: 'München' }),
    );
    expect(abroad.code, abroad.msg).toBe(ResponseCode.Success);
    expect(abroad.data).toMatchObject({
      countryId: 'DE',
      provinceName: 'Bayern',
      cityName: 'München',
      provinceId: '',
    });
  });

  it("keeps the company's own uploads as keys and shows them as URLs; another company's or a made-up file is refused", async () => {
    const logo = await upload('logo', await png(400, 400));
    const picture = await upload('companyImage', await png(1200, 560));
    expect(logo.code, logo.msg).toBe(ResponseCode.Success);
    expect(picture.code, picture.msg).toBe(ResponseCode.Success);
    const reply = await save(profile({ logo: logo.data!.key, images: [picture.data!.key] }));
    expect(reply.code, reply.msg).toBe(ResponseCode.Success);
    expect(reply.data.logo).toEqual({ key: logo.data!.key, url: logo.data!.url });
    expect(reply.data.images).toEqual([{ key: picture.data!.key, url: picture.data!.url }]);
    const [row] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, ids.exhibitorA));
    expect(row!.logo).toBe(logo.data!.key);

    // A logo key given as a company picture, a resized copy, a key of another company, a file never uploaded.
    const thumb = logo.data!.key.replace(/\.png$/, '-thumb.png');
    const refused = [
      { images: [logo.data!.key] },
      { logo: thumb },
      { logo: logo.data!.key.replace(ids.exhibitorA, ids.exhibitorB) },
      { logo: `uploads/${ids.exhibitorA}/logo/00000000-0000-0000-0000-000000000000.png` },
      { logo: '../../etc/passwd' },
      { images: Array.from({ length: 4 }, () => picture.data!.key) },
    ];
    for (const change of refused) {
      const r = await save(
        profile({ logo: logo.data!.key, images: [picture.data!.key], ...change }),
        'admin',
        'en',
      );
      expect(r.code, JSON.stringify(change)).toBe(ResponseCode.BadRequest);
    }
    // Kept as it was after the refusals; removing the pictures is a save without them.
    const cleared = await save(profile({ logo: '', images: [] }));
    expect(cleared.data).toMatchObject({ logo: null, images: [] });
  });

  it('shows an edit to buyers on their next request: lists, details and search', async () => {
    const list = async () =>
      (await t.api.post(CatalogPaths.exhibitorList, { pageSize: 50 }, { as: 'visitor', lang: 'en' })).data
        .list;
    expect((await list()).some((e) => e.id === ids.exhibitorA)).toBe(true);
    await save(profile({ nameEn: 'Zephyr Audio Works' }));
    expect((await list()).find((e) => e.id === ids.exhibitorA)?.name).toBe('Zephyr Audio Works');
    const found = await t.api.post(
      CatalogPaths.search,
      { keyword: 'Zephyr', pageSize: 10 },
      { as: 'visitor', lang: 'en' },
    );
    expect(JSON.stringify(found.data)).toContain(ids.exhibitorA);
  });

  it('lists what the booth still lacks for its administrator', async () => {
    await save(profile({ email: '', logo: '', images: [] }));
    const check = (await t.api.post(ExhibitorPaths.boothCompleteness, {}, { as: 'admin' })).data;
    const part = (name: string) => check.parts.find((p) => p.part === name);
    expect(check.missingFields).toEqual(['email']);
    expect(part('profile')).toMatchObject({ complete: false });
    expect(part('logo')).toMatchObject({ complete: false, count: 0 });
    expect(part('exhibits')!.count).toBeGreaterThan(0);
    expect(part('employees')).toMatchObject({ complete: true, count: 1 });
    // The fixtures' hot sample of company A is its scene.
    expect(part('hotShowcase')).toMatchObject({ complete: true, count: 1, available: true });
    await save(profile());
    const after = (await t.api.post(ExhibitorPaths.boothCompleteness, {}, { as: 'admin' })).data;
    expect(after.missingFields).toEqual([]);
  });
});
