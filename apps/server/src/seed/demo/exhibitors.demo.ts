import { type Floor, Floors } from '@openfair/contract';
import type { exhibitorEmployees, exhibitors } from '../../db/schema/index';
import {
  DAY,
  DEMO_COUNTS,
  type DemoBrand,
  type DemoContext,
  type Insert,
  joinEn,
  joinZh,
  personName,
  type RowsOf,
} from '../demo-context';
import { companyBannerSvg, logoSvg, type Palette } from '../demo-images';
import {
  BOOTH_AREAS,
  CERTIFICATIONS,
  CN_BRANDS,
  CN_CITIES,
  COMPANY_KINDS,
  COMPANY_SCALES,
  DEMO_CATEGORIES,
  EMPLOYEE_POSITIONS,
  INTL_BRANDS,
  INTL_CITIES,
  INTL_PEOPLE,
  MARKETS,
  type Pair,
  STREETS,
  ZONES,
} from '../word-lists';
import { DEMO_ACCOUNTS, DEMO_MOBILES } from './accounts.demo';

/** Demo exhibitors #1 to #6 have the upgraded package: they may sign up for sourcing meetings. */
export const DEMO_UPGRADED_EXHIBITORS = 6;

export type ExhibitorsDemo = RowsOf<{ exhibitors: typeof exhibitors; employees: typeof exhibitorEmployees }>;

const LOGO_PALETTES: readonly Palette[] = [
  ['#2563EB', '#06B6D4'],
  ['#7C3AED', '#EC4899'],
  ['#059669', '#84CC16'],
  ['#EA580C', '#F59E0B'],
  ['#DC2626', '#F97316'],
  ['#0F766E', '#22D3EE'],
  ['#4338CA', '#818CF8'],
  ['#BE185D', '#F43F5E'],
  ['#1E293B', '#475569'],
  ['#0369A1', '#38BDF8'],
];

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1).toLowerCase() : s);
/** 'PengDa' → brand 'Pengda', initials 'PD' */
const brandOf = (pair: Pair): DemoBrand => ({
  zh: pair[0],
  en: capitalise(pair[1]),
  initials: pair[1].replace(/[^A-Z]/g, ''),
});

/**
 * The exhibitors with bilingual profiles, logos and company pictures, booths on every floor, and their
 * employees: an administrator and one or two more, each with an account. Exhibitor #1 is an
 * electronics maker in Shenzhen, the company of the demo accounts admin@ and staff@.
 */
export function exhibitorsDemo(ctx: DemoContext): ExhibitorsDemo {
  const { exhibitionId, rng, id, at } = ctx;
  const n = DEMO_COUNTS.exhibitors;
  const foreignSlots = new Set(
    rng.sample(
      Array.from({ length: n - 1 }, (_, i) => i + 1),
      8,
    ),
  );
  const categoryOrder = rng.shuffle(
    Array.from({ length: n }, (_, i) => DEMO_CATEGORIES[i % DEMO_CATEGORIES.length]!),
  );
  // exhibitor #1, the company of the demo exhibitor accounts, makes electronics
  const electronics = DEMO_CATEGORIES[0]!;
  const swap = categoryOrder.indexOf(electronics);
  [categoryOrder[0], categoryOrder[swap]] = [electronics, categoryOrder[0]!];
  const cnBrands = [CN_BRANDS[0]!, ...rng.shuffle(CN_BRANDS.slice(1))];
  const intlBrands = rng.shuffle(INTL_BRANDS);
  const intlCities = rng.shuffle(INTL_CITIES);
  const codeChars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const usedCodes = new Set<string>();
  const usedBooths = new Set<string>();

  const employees: ExhibitorsDemo['employees'] = [];
  let cnBrandIndex = 0;
  let intlIndex = 0;

  for (let i = 0; i < n; i++) {
    const number = i + 1;
    const exhibitorId = id('exhibitor', number);
    const category = categoryOrder[i]!;
    const foreign = foreignSlots.has(i);
    const brand = brandOf(
      foreign ? intlBrands[intlIndex % intlBrands.length]! : cnBrands[cnBrandIndex++ % cnBrands.length]!,
    );
    let nameZh: string;
    let nameEn: string;
    let countryCode = 'CN';
    let province = '';
    let city = '';
    let cityEn = '';
    let address: string;
    let addressEn: string;
    let postCode = '';
    let telephone: string;
    let placeZh: string;
    let placeEn: string;
    const streetNo = rng.int(8, 288);
    const street = rng.pick(STREETS);
    if (foreign) {
      const place = intlCities[intlIndex++ % intlCities.length]!;
      countryCode = place.countryCode;
      city = place.city[0];
      // A city abroad is not in the gazetteer of China's divisions: its English is stored.
      cityEn = place.city[1];
      nameZh = `${place.city[0]}${brand.zh}${category.industry[0]}有限公司`;
      nameEn = `${brand.en} ${category.industry[1]} ${place.suffixEn}`;
      address = `${place.city[0]}商业中心${streetNo}号`;
      addressEn = `${streetNo} Commerce Centre, ${place.city[1]}`;
      placeZh = place.city[0];
      placeEn = place.city[1];
      telephone = `+${place.dialCode}-${rng.int(20, 99)}-${rng.int(1000000, 9999999)}`;
    } else {
      const place = i === 0 ? CN_CITIES[0]! : rng.pick(CN_CITIES);
      const zone = rng.pick(ZONES);
      province = place.province[0];
      city = place.city[0];
      postCode = place.postCode;
      nameZh = `${place.prefix[0]}${brand.zh}${category.industry[0]}有限公司`;
      nameEn = `${place.prefix[1]} ${brand.en} ${category.industry[1]} Co., Ltd.`;
      address = `${place.province[0]}${place.city[0]}${zone[0]}${street[0]}${streetNo}号`;
      addressEn = `No. ${streetNo} ${street[1]}, ${zone[1]}, ${place.city[1]}, ${place.province[1]}, China`;
      placeZh = `${place.province[0]}${place.city[0]}`;
      placeEn = `${place.city[1]}, ${place.province[1]}`;
      telephone = `+86-${place.areaCode}-${rng.int(2000_0000, 8999_9999)}`;
    }
    // A placeholder drawn to keep the random stream as it was: seeding replaces it with a code from the
    // system's random source, since anything drawn here follows from the public fair id.
    let code: string;
    do {
      code = Array.from({ length: 8 }, () => rng.pick([...codeChars])).join('');
    } while (usedCodes.has(code));
    usedCodes.add(code);
    const floor: Floor = Floors[i % Floors.length]!;
    const boothArea = rng.pick(BOOTH_AREAS);
    let boothNumber: string;
    do {
      boothNumber = `${floor}-${boothArea}${String(rng.int(1, 40)).padStart(2, '0')}`;
    } while (usedBooths.has(boothNumber));
    usedBooths.add(boothNumber);

    const palette = rng.pick(LOGO_PALETTES);
    const domain = `${brand.en.toLowerCase()}-${category.key.split('-')[0]}.example.com`;
    const founded = rng.int(1996, 2019);
    const kind = rng.pick(COMPANY_KINDS);
    const scale = rng.pick(COMPANY_SCALES);
    const capacity = rng.int(5, 300);
    const markets = rng.sample(MARKETS, 3);
    const certs = rng.sample(
      CERTIFICATIONS.filter((c) => c !== 'OEM' && c !== 'ODM'),
      2,
    );
    const highlights = rng.sample(category.products, 3);
    const countries = rng.int(20, 120);
    const introduction = [
      `${nameZh}成立于${founded}年，位于${placeZh}，是一家专注于${category.name[0]}的${kind[0]}。`,
      `公司现有员工${scale}人，主营${joinZh(highlights.map((p) => p[0]))}等产品，年产能约${capacity}万件。`,
      `产品通过${certs.join('、')}认证，远销${joinZh(markets.map((m) => m[0]))}等${countries}个国家和地区。`,
      `欢迎莅临${floor}展位${boothNumber}洽谈合作，支持OEM/ODM及小批量定制。`,
      '（本企业信息为 OpenFair 系统生成的演示数据。）',
    ].join('');
    const enIntroduction = [
      `Founded in ${founded} in ${placeEn}, ${nameEn} is a ${kind[1]} specialising in ${category.name[1].toLowerCase()}.`,
      `With ${scale} employees, it makes ${joinEn(highlights.map((p) => p[1].toLowerCase()))}, with a yearly capacity of about ${(capacity * 10_000).toLocaleString('en-US')} units.`,
      `Its products are certified to ${certs.join(' and ')} and sold in ${countries} countries and regions, including ${joinEn(markets.map((m) => m[1]))}.`,
      `Visit booth ${boothNumber} on ${floor} to talk business; OEM/ODM and small batches are welcome.`,
      '(This company profile is demo data generated by OpenFair.)',
    ].join(' ');

    const logo = ctx.images.add(
      `demo/logos/${exhibitorId}.svg`,
      logoSvg({ seed: exhibitorId, palette, variant: rng.int(0, 3) }),
    );
    const images = ctx.images.addNumbered(rng.int(1, 3), (k) => ({
      key: `demo/companies/${exhibitorId}-${k}.svg`,
      svg: companyBannerSvg({
        seed: `${exhibitorId}-${k}`,
        palette: k === 1 ? palette : rng.pick(category.palettes),
        icon: category.icon,
        variant: k - 1 + i,
      }),
    }));

    // employees: an administrator and one or two more
    const localName = () =>
      foreign ? (([g, f]) => [`${g} ${f}`, `${g} ${f}`] as Pair)(rng.pick(INTL_PEOPLE)) : personName(rng);
    const adminName = localName();
    const adminEmail =
      number === 1 ? DEMO_ACCOUNTS.exhibitorAdmin : `admin.${number}@exhibitor.openfair.test`;
    const adminAccount = ctx.accounts.add(
      `exhibitor-admin-${number}`,
      adminEmail,
      adminName[0],
      number === 1 ? DEMO_MOBILES.exhibitorAdmin : null,
    );
    const staffCount = number === 1 ? 2 : rng.int(1, 2);
    const staff: { account: string; name: Pair }[] = [];
    for (let k = 1; k <= staffCount; k++) {
      const staffName = localName();
      const email =
        number === 1 && k === 1
          ? DEMO_ACCOUNTS.exhibitorStaff
          : k === 1
            ? `staff.${number}@exhibitor.openfair.test`
            : `staff.${number}-${k}@exhibitor.openfair.test`;
      staff.push({
        account: ctx.accounts.add(
          `exhibitor-staff-${number}-${k}`,
          email,
          staffName[0],
          number === 1 && k === 1 ? DEMO_MOBILES.exhibitorStaff : null,
        ),
        name: staffName,
      });
    }
    const positionOf = (p: Pair) => (foreign ? p[1] : p[0]);
    employees.push({
      id: id('employee', `${number}-admin`),
      exhibitionId,
      exhibitorId,
      userAccountId: adminAccount,
      name: adminName[0],
      nameEn: adminName[1],
      position: positionOf(['总经理', 'General Manager']),
      positionEn: 'General Manager',
      admin: true,
      createdAt: at(20 * DAY),
    });
    staff.forEach((s, k) => {
      const position = rng.pick(EMPLOYEE_POSITIONS);
      employees.push({
        id: id('employee', `${number}-${k + 1}`),
        exhibitionId,
        exhibitorId,
        userAccountId: s.account,
        name: s.name[0],
        nameEn: s.name[1],
        position: positionOf(position),
        positionEn: position[1],
        admin: false,
        createdAt: at(20 * DAY - (k + 1) * 60_000),
      });
    });
    for (const accountId of [adminAccount, ...staff.map((s) => s.account)]) {
      ctx.accounts.join(accountId, 'ACTOR');
    }

    const row: Insert<typeof exhibitors> = {
      id: exhibitorId,
      exhibitionId,
      code,
      name: nameZh,
      nameEn,
      introduction,
      enIntroduction,
      logo,
      hotImage: '',
      images,
      countryCode,
      province,
      city,
      cityEn,
      address,
      addressEn,
      postCode,
      floor,
      boothArea,
      boothNumber,
      website: `https://${domain}`,
      brand: brand.en,
      telephone,
      fax: '',
      email: `sales@${domain}`,
      contacts: adminName[0],
      contactsEn: adminName[1],
      companyScale: scale,
      registeredCapital: `CNY ${(rng.int(1, 50) * 1_000_000).toLocaleString('en-US')}`,
      attendanceTimes: rng.int(1, 12),
      listed: rng.chance(0.1),
      url3d: '',
      tags: rng.sample(CERTIFICATIONS, rng.int(2, 4)),
      category: category.key,
      isDemo: true,
      // The first few take part in sourcing meetings (admin@'s company among them).
      package: number <= DEMO_UPGRADED_EXHIBITORS ? 'upgraded' : 'basic',
      createdAt: at(10 * DAY + i * 60_000),
    };
    ctx.exhibitors.push({
      row,
      category,
      brand,
      palette,
      number,
      products: [],
      profile: { place: [placeZh, placeEn], founded, scale, capacity, certs, markets },
    });
  }
  return { exhibitors: ctx.exhibitors.map((e) => e.row), employees };
}
