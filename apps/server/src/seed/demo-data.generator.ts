import type { ConfigSwitch, ConfigurationInformation } from '@openfair/contract';
import { type Floor, Floors, type NoticeType, NoticeTypes } from '@openfair/contract';
import type {
  advertisements,
  appVersions,
  articles,
  banners,
  carouselItems,
  configurationItems,
  exhibitions,
  exhibitionUsers,
  exhibitorEmployees,
  exhibitors,
  hotExhibitorSamplePoints,
  hotExhibitorSamples,
  lives,
  notices,
  organizers,
  products,
  questionAnswers,
  questions,
  userAccounts,
  visitors,
} from '../db/schema/index';
import {
  cardSvg,
  companyBannerSvg,
  heroBannerSvg,
  logoSvg,
  longPictureSvg,
  type Palette,
  productSvg,
  SCENE_SLOTS,
  sceneSvg,
} from './demo-images';
import { createRng, demoId, type Rng } from './prng';
import {
  BOOTH_AREAS,
  BUYER_COMPANY_TYPES,
  BUYER_COMPANY_WORDS,
  CERTIFICATIONS,
  CN_BRANDS,
  CN_CITIES,
  COMPANY_KINDS,
  COMPANY_SCALES,
  DEMO_CATEGORIES,
  type DemoCategory,
  EMPLOYEE_POSITIONS,
  GIVEN_NAMES,
  INTL_BRANDS,
  INTL_CITIES,
  INTL_PEOPLE,
  MARKETS,
  type Pair,
  POSITIONS,
  PRODUCT_ADJECTIVES,
  STREETS,
  SURNAMES,
  ZONES,
} from './word-lists';

/** The five accounts the README lists; every demo account's password is DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Expo2026';
export const DEMO_ACCOUNTS = {
  organizer: 'organizer@openfair.test',
  visitor: 'visitor@openfair.test',
  newVisitor: 'newvisitor@openfair.test',
  exhibitorAdmin: 'admin@exhibitor.openfair.test',
  exhibitorStaff: 'staff@exhibitor.openfair.test',
} as const;
/** Mobile numbers of the five demo accounts, for trying mobile + password login. */
export const DEMO_MOBILES = {
  organizer: '13800000001',
  visitor: '13800000002',
  newVisitor: '13800000003',
  exhibitorAdmin: '13800000004',
  exhibitorStaff: '13800000005',
} as const;

export const DEMO_COUNTS = { exhibitors: 60, productsPerExhibitor: 40, extraVisitors: 32 } as const;

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type DemoPlan = {
  exhibition: Insert<typeof exhibitions>;
  configuration: Insert<typeof configurationItems>[];
  /** password_hash is filled in by the seeder (one argon2 hash shared by all demo accounts) */
  accounts: Insert<typeof userAccounts>[];
  exhibitionUsers: Insert<typeof exhibitionUsers>[];
  visitors: Insert<typeof visitors>[];
  organizers: Insert<typeof organizers>[];
  exhibitors: Insert<typeof exhibitors>[];
  employees: Insert<typeof exhibitorEmployees>[];
  products: Insert<typeof products>[];
  articles: Insert<typeof articles>[];
  notices: Insert<typeof notices>[];
  banners: Insert<typeof banners>[];
  carouselItems: Insert<typeof carouselItems>[];
  hotSamples: Insert<typeof hotExhibitorSamples>[];
  hotPoints: Insert<typeof hotExhibitorSamplePoints>[];
  /** exhibitors' lives, timed around `now`: some on air, some upcoming, some replays */
  lives: Insert<typeof lives>[];
  advertisements: Insert<typeof advertisements>[];
  appVersions: Insert<typeof appVersions>[];
  /** the organizer's registration questionnaire, and the answers of the visitors who completed it */
  questions: Insert<typeof questions>[];
  questionAnswers: Insert<typeof questionAnswers>[];
  /** generated media: SVG text per storage key */
  files: { key: string; svg: string }[];
};

export type GenerateOptions = {
  exhibitionId: string;
  appId: string;
  /** public URL of a storage key (Storage.urlFor) */
  urlFor: (key: string) => string;
  /** the seeding time: dates and timestamps are placed around it; everything else ignores it */
  now: Date;
};

const DAY = 86_400_000;
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);
const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1).toLowerCase() : s);
/** 'PengDa' → brand 'Pengda', initials 'PD' */
const brandOf = (pair: Pair) => ({
  zh: pair[0],
  en: capitalise(pair[1]),
  initials: pair[1].replace(/[^A-Z]/g, ''),
});
const joinZh = (items: string[]) => items.join('、');
const joinEn = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

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
const FAIR_PALETTES: readonly Palette[] = [
  ['#1D4ED8', '#9333EA'],
  ['#0F766E', '#2563EB'],
  ['#C2410C', '#DB2777'],
  ['#4338CA', '#0891B2'],
];

function personName(rng: Rng): Pair {
  const s = rng.pick(SURNAMES);
  const g = rng.pick(GIVEN_NAMES);
  return [`${s[0]}${g[0]}`, `${g[1]} ${s[1]}`];
}

function price(rng: Rng, [min, max]: readonly [number, number]): number {
  // log-uniform, so cheap and dear items both appear
  const v = Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
  return v >= 100 ? Math.round(v) : Math.round(v * 10) / 10;
}

export function generateDemoData(opts: GenerateOptions): DemoPlan {
  const { exhibitionId, urlFor, now } = opts;
  const rng = createRng(`openfair-demo:${exhibitionId}`);
  const id = (kind: string, n: number | string) => demoId(exhibitionId, kind, n);
  const files: DemoPlan['files'] = [];
  const addFile = (key: string, svg: string) => {
    files.push({ key, svg });
    return urlFor(key);
  };
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);

  // ---- the fair and its configuration ----
  const fairName: Pair = ['OpenFair 2026 演示展会', 'OpenFair 2026 Demo Fair'];
  const startDate = dateOnly(new Date(now.getTime() - 3 * DAY));
  const endDate = dateOnly(new Date(now.getTime() + 60 * DAY));
  const exhibition: DemoPlan['exhibition'] = {
    id: exhibitionId,
    appId: opts.appId,
    name: fairName[0],
    nameEn: fairName[1],
    startDate,
    endDate,
    createdAt: at(30 * DAY),
  };
  const information: ConfigurationInformation = {
    exhibitionName: fairName[0],
    exhibitionNameEn: fairName[1],
    startDate,
    endDate,
    visitorOpen: true,
    actorOpen: true,
    visitorClosedNotice: '观众入口暂未开放，开放时间请关注主办方通知。',
    actorClosedNotice: '展商入口暂未开放，开放时间请关注主办方通知。',
    touristProductLimit: 20,
    completeRegistrationLink: '',
  };
  // All off: the demo shows the default flows — intent orders rather than docking meetings
  // (dockingMeeting false), the full multi-step registration, every visitor menu, nothing hidden.
  const configSwitch: ConfigSwitch = {
    visitorDelay: false,
    secondInfo: false,
    hideElement: false,
    dockingMeeting: false,
    registrationOnly: false,
    singleStepRegistration: false,
  };
  const configuration: DemoPlan['configuration'] = [
    { exhibitionId, key: 'information', value: information },
    { exhibitionId, key: 'configSwitch', value: configSwitch },
    { exhibitionId, key: 'demo', value: true },
  ];

  const accounts: DemoPlan['accounts'] = [];
  const exhibitionUsersRows: DemoPlan['exhibitionUsers'] = [];
  const visitorRows: DemoPlan['visitors'] = [];
  const organizerRows: DemoPlan['organizers'] = [];
  const complete = {
    completeVisitor: true,
    completeVisitorRegister: true,
    completeQuestionnaire: true,
    completeExhibitionRegistration: true,
  };
  const addAccount = (key: string, email: string, name: string, mobile: string | null = null) => {
    const accountId = id('account', key);
    accounts.push({ id: accountId, email, mobile, name, isDemo: true, createdAt: at(20 * DAY) });
    return accountId;
  };

  // ---- organizer ----
  const organizerId = addAccount(
    'organizer',
    DEMO_ACCOUNTS.organizer,
    'OpenFair 主办方',
    DEMO_MOBILES.organizer,
  );
  exhibitionUsersRows.push({
    id: id('eu', 'organizer'),
    exhibitionId,
    userAccountId: organizerId,
    subjectType: 'ORGANIZER',
    ...complete,
  });
  organizerRows.push({
    id: id('organizer', 0),
    exhibitionId,
    userAccountId: organizerId,
    name: 'OpenFair 主办方',
  });

  // ---- exhibitors ----
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
  // exhibitor #1 is the one the two named exhibitor accounts belong to: an electronics maker in Shenzhen
  const electronics = DEMO_CATEGORIES[0]!;
  const swap = categoryOrder.indexOf(electronics);
  [categoryOrder[0], categoryOrder[swap]] = [electronics, categoryOrder[0]!];
  const cnBrands = [CN_BRANDS[0]!, ...rng.shuffle(CN_BRANDS.slice(1))];
  const intlBrands = rng.shuffle(INTL_BRANDS);
  const intlCities = rng.shuffle(INTL_CITIES);
  const codeChars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const usedCodes = new Set<string>();
  const usedBooths = new Set<string>();

  type ExhibitorInfo = {
    row: Insert<typeof exhibitors>;
    category: DemoCategory;
    brand: ReturnType<typeof brandOf>;
    palette: Palette;
    number: number;
    products: Insert<typeof products>[];
    /** facts of the generated profile, reused by its long pictures */
    profile: {
      place: Pair;
      founded: number;
      scale: string;
      capacity: number;
      certs: string[];
      markets: Pair[];
    };
    /** the company's shared long pictures (strength, packaging), made when a product first needs them */
    sharedPictures?: string[];
  };
  const exhibitorInfos: ExhibitorInfo[] = [];
  const employees: DemoPlan['employees'] = [];
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

    const logo = addFile(
      `demo/logos/${exhibitorId}.svg`,
      logoSvg({ initials: brand.initials || brand.en.slice(0, 2), palette, variant: rng.int(0, 3) }),
    );
    const imageCount = rng.int(1, 3);
    const images: string[] = [];
    for (let k = 1; k <= imageCount; k++) {
      images.push(
        addFile(
          `demo/companies/${exhibitorId}-${k}.svg`,
          companyBannerSvg({
            nameZh,
            nameEn,
            label: `${category.name[1].toUpperCase()} · ${category.name[0]}`,
            booth: `展位 Booth ${boothNumber}`,
            tagline:
              k === 1
                ? `Since ${founded} · ${scale} employees · ${certs.join(' / ')}`
                : k === 2
                  ? `${joinEn(highlights.map((p) => p[1]))}`
                  : `OEM / ODM · ${joinEn(markets.map((m) => m[1]))}`,
            palette: k === 1 ? palette : rng.pick(category.palettes),
            icon: category.icon,
            variant: k - 1 + i,
          }),
        ),
      );
    }

    // employees: an administrator and one or two more
    const localName = () =>
      foreign ? (([g, f]) => [`${g} ${f}`, `${g} ${f}`] as Pair)(rng.pick(INTL_PEOPLE)) : personName(rng);
    const adminName = localName();
    const adminEmail =
      number === 1 ? DEMO_ACCOUNTS.exhibitorAdmin : `admin.${number}@exhibitor.openfair.test`;
    const adminAccount = addAccount(
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
        account: addAccount(
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
      position: positionOf(['总经理', 'General Manager']),
      admin: true,
      createdAt: at(20 * DAY),
    });
    staff.forEach((s, k) => {
      employees.push({
        id: id('employee', `${number}-${k + 1}`),
        exhibitionId,
        exhibitorId,
        userAccountId: s.account,
        name: s.name[0],
        position: positionOf(rng.pick(EMPLOYEE_POSITIONS)),
        admin: false,
        createdAt: at(20 * DAY - (k + 1) * 60_000),
      });
    });
    for (const accountId of [adminAccount, ...staff.map((s) => s.account)]) {
      exhibitionUsersRows.push({
        id: id('eu', accountId),
        exhibitionId,
        userAccountId: accountId,
        subjectType: 'ACTOR',
        ...complete,
      });
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
      companyScale: scale,
      registeredCapital: `CNY ${(rng.int(1, 50) * 1_000_000).toLocaleString('en-US')}`,
      attendanceTimes: rng.int(1, 12),
      listed: rng.chance(0.1),
      url3d: '',
      tags: rng.sample(CERTIFICATIONS, rng.int(2, 4)),
      category: category.key,
      isDemo: true,
      createdAt: at(10 * DAY + i * 60_000),
    };
    exhibitorInfos.push({
      row,
      category,
      brand,
      palette,
      number,
      products: [],
      profile: { place: [placeZh, placeEn], founded, scale, capacity, certs, markets },
    });
  }

  // ---- products ----
  const productRows: DemoPlan['products'] = [];
  let productIndex = 0;
  // Streams of their own, so that the additions below do not shift the content generated after them.
  const detailRng = createRng(`openfair-demo-detail-pictures:${exhibitionId}`);
  const sharedPicturesOf = (ex: ExhibitorInfo): string[] => {
    if (ex.sharedPictures) return ex.sharedPictures;
    const p = ex.profile;
    const strength = addFile(
      `demo/details/${ex.row.id}-company.svg`,
      longPictureSvg({
        kicker: 'COMPANY · 企业实力',
        titleEn: ex.row.nameEn!,
        titleZh: ex.row.name,
        rows: [
          { label: '成立 FOUNDED', zh: `${p.founded}年`, en: `Since ${p.founded}` },
          { label: '所在地 LOCATION', zh: p.place[0], en: p.place[1] },
          { label: '规模 STAFF', zh: `${p.scale}人`, en: `${p.scale} employees` },
          {
            label: '年产能 CAPACITY',
            zh: `约${p.capacity}万件`,
            en: `About ${(p.capacity * 10_000).toLocaleString('en-US')} units a year`,
          },
          { label: '认证 CERTIFICATES', zh: p.certs.join('、'), en: p.certs.join(', ') },
          {
            label: '主要市场 MARKETS',
            zh: joinZh(p.markets.map((m) => m[0])),
            en: joinEn(p.markets.map((m) => m[1])),
          },
        ],
        palette: ex.palette,
        icon: ex.category.icon,
        variant: 0,
      }),
    );
    const shipping = addFile(
      `demo/details/${ex.row.id}-shipping.svg`,
      longPictureSvg({
        kicker: 'PACKING & SHIPPING · 包装与物流',
        titleEn: 'Packing and shipping',
        titleZh: '包装与物流',
        rows: [
          { label: '包装 PACKING', zh: '独立彩盒，外箱加护角', en: 'Retail box, carton with corner guards' },
          { label: '发货地 SHIPS FROM', zh: p.place[0], en: p.place[1] },
          { label: '交期 LEAD TIME', zh: '样品7天，大货15-30天', en: 'Samples 7 days, bulk 15-30 days' },
          { label: '运输 TRANSPORT', zh: '海运、空运、国际快递', en: 'Sea, air or express' },
          { label: '付款 PAYMENT', zh: 'T/T、L/C、信用保障订单', en: 'T/T, L/C or trade assurance' },
          { label: '定制 OEM / ODM', zh: '支持贴牌与包装定制', en: 'Own brand and packaging welcome' },
        ],
        palette: ex.category.palettes[1] ?? ex.palette,
        icon: ex.category.icon,
        variant: 1,
      }),
    );
    ex.sharedPictures = [strength, shipping];
    return ex.sharedPictures;
  };
  for (const ex of exhibitorInfos) {
    const combos = ex.category.products.flatMap((p) => PRODUCT_ADJECTIVES.map((a) => [a, p] as const));
    const chosen = rng.sample(combos, DEMO_COUNTS.productsPerExhibitor);
    chosen.forEach(([adj, base], k) => {
      productIndex++;
      const productId = id('product', productIndex);
      const nameZh = `${adj[0]}${base[0]}`;
      const nameEn = adj[1] ? `${adj[1]} ${base[1]}` : base[1];
      const material = rng.pick(ex.category.materials);
      const feature = rng.pick(ex.category.features);
      const use = rng.pick(ex.category.uses);
      const minOrder = rng.pick(ex.category.minOrders);
      const sale = price(rng, ex.category.price);
      const purchase = Math.round(sale * (0.55 + rng.next() * 0.25) * 100) / 100;
      const palette = rng.pick(ex.category.palettes);
      const imageCount = rng.int(1, 3);
      const images: string[] = [];
      for (let m = 1; m <= imageCount; m++) {
        images.push(
          addFile(
            `demo/products/${productId}-${m}.svg`,
            productSvg({
              nameZh,
              nameEn,
              brand: ex.brand.en,
              palette:
                m === 1
                  ? palette
                  : ex.category.palettes[
                      (ex.category.palettes.indexOf(palette) + m - 1) % ex.category.palettes.length
                    ]!,
              icon: ex.category.icon,
              variant: m - 1,
            }),
          ),
        );
      }
      const row: Insert<typeof products> = {
        id: productId,
        exhibitionId,
        exhibitorId: ex.row.id!,
        name: nameZh,
        nameEn,
        brand: ex.brand.en,
        productIntro: `${nameZh}采用${material[0]}，${feature[0]}，适用于${use[0]}等场景。${ex.brand.zh}品牌出品，支持OEM/ODM定制，起订量${minOrder}件。`,
        productEnIntro: `This ${nameEn.toLowerCase()} uses ${material[1]} and ${feature[1]}; it suits ${use[1]}. Made by ${ex.brand.en}; OEM/ODM welcome; minimum order ${minOrder} pcs.`,
        images,
        purchasePrice: purchase.toFixed(2),
        salePrice: sale.toFixed(2),
        minOrder,
        spotTrading: rng.chance(0.5),
        customization: rng.chance(0.6),
        scope: rng.chance(0.1) ? 1 : 0,
        category: ex.category.key,
        tags: rng.sample(CERTIFICATIONS, rng.int(1, 3)),
        articleNumber: `${(ex.brand.initials || 'OF').toUpperCase()}-${String(1000 + k * 7 + ex.number).padStart(4, '0')}`,
        sort: k,
        isDemo: true,
        createdAt: at(productIndex * 60_000),
      };
      // Every third exhibit has 1-3 long pictures: its own specification sheet, then the company's
      // shared strength and shipping pictures (shared, so seeding writes few extra files).
      if (productIndex % 3 === 0) {
        const count = detailRng.int(1, 3);
        const spec = addFile(
          `demo/details/${productId}.svg`,
          longPictureSvg({
            kicker: 'SPECIFICATIONS · 产品参数',
            titleEn: nameEn,
            titleZh: nameZh,
            rows: [
              { label: '品牌 BRAND', zh: ex.brand.zh, en: ex.brand.en },
              { label: '材质 MATERIAL', zh: material[0], en: material[1] },
              { label: '特点 FEATURE', zh: feature[0], en: feature[1] },
              { label: '适用 USE', zh: use[0], en: use[1] },
              { label: '起订量 MINIMUM ORDER', zh: `${minOrder}件`, en: `${minOrder} pcs` },
              { label: '货号 ITEM NO.', zh: row.articleNumber!, en: row.articleNumber! },
            ],
            palette,
            icon: ex.category.icon,
            variant: productIndex,
          }),
        );
        const [strength, shipping] = sharedPicturesOf(ex);
        row.detailImages = [spec, shipping!, strength!].slice(0, count);
      }
      ex.products.push(row);
      productRows.push(row);
    });
  }

  // ---- visitors ----
  type VisitorSpec = {
    key: string;
    email: string;
    mobile: string | null;
    state: 'complete' | 'info' | 'register' | 'none';
  };
  const visitorSpecs: VisitorSpec[] = [
    { key: 'visitor', email: DEMO_ACCOUNTS.visitor, mobile: DEMO_MOBILES.visitor, state: 'complete' },
    { key: 'newvisitor', email: DEMO_ACCOUNTS.newVisitor, mobile: DEMO_MOBILES.newVisitor, state: 'none' },
  ];
  const states: VisitorSpec['state'][] = [
    'complete',
    'complete',
    'info',
    'complete',
    'register',
    'none',
    'complete',
    'info',
  ];
  for (let v = 1; v <= DEMO_COUNTS.extraVisitors; v++) {
    visitorSpecs.push({
      key: `visitor-${v}`,
      email: `visitor.${v}@openfair.test`,
      mobile: null,
      state: states[(v - 1) % states.length]!,
    });
  }
  // ---- registration questionnaire (single, multiple and text; some required) ----
  type QuestionSpec = {
    key: string;
    type: 'SINGLE' | 'MULTIPLE' | 'TEXT';
    title: Pair;
    required: boolean;
    options: Pair[];
    maxLength?: number;
  };
  const questionSpecs: QuestionSpec[] = [
    {
      key: 'role',
      type: 'SINGLE',
      title: ['您在采购中的角色是？', 'What is your role in purchasing?'],
      required: true,
      options: [
        ['决策者', 'Decision maker'],
        ['建议者', 'Adviser'],
        ['执行采购', 'Buyer'],
        ['其他', 'Other'],
      ],
    },
    {
      key: 'interests',
      type: 'MULTIPLE',
      title: ['您感兴趣的展品类别（可多选）', 'Which exhibit categories interest you? (choose any)'],
      required: true,
      options: DEMO_CATEGORIES.slice(0, 6).map((c) => c.name),
    },
    {
      key: 'budget',
      type: 'SINGLE',
      title: ['本次展会的预计采购额', 'Expected purchasing volume at this fair'],
      required: false,
      options: [
        ['10 万元以下', 'Under CNY 100,000'],
        ['10 万 - 100 万元', 'CNY 100,000 - 1,000,000'],
        ['100 万元以上', 'Over CNY 1,000,000'],
      ],
    },
    {
      key: 'channel',
      type: 'MULTIPLE',
      title: ['您是如何得知本届展会的？', 'How did you hear about this fair?'],
      required: false,
      options: [
        ['展商邀请', 'Exhibitor invitation'],
        ['主办方邮件', 'Organizer email'],
        ['社交媒体', 'Social media'],
        ['朋友推荐', 'A friend'],
      ],
    },
    {
      key: 'needs',
      type: 'TEXT',
      title: ['请简要描述您的采购需求', 'Briefly describe what you are sourcing'],
      required: false,
      options: [],
      maxLength: 500,
    },
  ];
  const questionRows: DemoPlan['questions'] = questionSpecs.map((q, k) => ({
    id: id('question', q.key),
    exhibitionId,
    type: q.type,
    title: q.title[0],
    titleEn: q.title[1],
    required: q.required,
    options: q.options.map((o, j) => ({ id: `${q.key}-${j + 1}`, label: o[0], labelEn: o[1] })),
    maxLength: q.maxLength ?? 500,
    sort: k + 1,
    isDemo: true,
  }));
  const answerRows: DemoPlan['questionAnswers'] = [];
  // A stream of its own, so that the answers do not shift the content generated after them.
  const answerRng = createRng(`openfair-demo-answers:${exhibitionId}`);

  const visitorNames: Pair[] = [];
  visitorSpecs.forEach((spec, v) => {
    const intl = v > 1 && rng.chance(0.4);
    const person = intl ? rng.pick(INTL_PEOPLE) : null;
    const name: Pair = person ? [`${person[0]} ${person[1]}`, `${person[0]} ${person[1]}`] : personName(rng);
    const word = rng.pick(BUYER_COMPANY_WORDS);
    const type = rng.pick(BUYER_COMPANY_TYPES);
    // Chinese visitors come from a real province and city (the area ids /profile requires for China).
    const home = person ? null : rng.pick(CN_CITIES);
    const company = home ? `${home.prefix[0]}${word[0]}${type[0]}` : `${word[1]} ${type[1]}`;
    const position = rng.pick(POSITIONS);
    const filled = spec.state !== 'none';
    const accountId = addAccount(spec.key, spec.email, filled ? name[0] : '', spec.mobile);
    exhibitionUsersRows.push({
      id: id('eu', accountId),
      exhibitionId,
      userAccountId: accountId,
      subjectType: 'VISITOR',
      completeVisitor: filled,
      completeVisitorRegister: spec.state === 'register' || spec.state === 'complete',
      completeQuestionnaire: spec.state === 'complete',
      completeExhibitionRegistration: spec.state === 'complete',
    });
    visitorRows.push({
      id: id('visitor', spec.key),
      exhibitionId,
      userAccountId: accountId,
      name: filled ? name[0] : '',
      email: spec.email,
      mobile: spec.mobile ?? '',
      company: filled ? company : '',
      position: filled ? (person ? position[1] : position[0]) : '',
      countryCode: filled ? (person ? person[2] : 'CN') : '',
      provinceId: filled && home ? home.provinceId : '',
      cityId: filled && home ? home.cityId : '',
      // Every third visitor who filled in the first step lets exhibitors see their email and mobile
      // (the demo visitor among them), so the person detail shows both the consent and the default.
      shareContact: filled && v % 3 === 0,
      isDemo: true,
      createdAt: at(15 * DAY - v * 3_600_000),
    });
    if (filled) visitorNames.push(name);
    if (spec.state === 'complete') {
      // Required questions answered by everyone who completed registration, optional ones by some.
      for (const q of questionRows) {
        const options = q.options ?? [];
        if (!q.required && answerRng.chance(0.4)) continue;
        const optionIds =
          q.type === 'SINGLE'
            ? [answerRng.pick(options).id]
            : q.type === 'MULTIPLE'
              ? answerRng.sample(options, answerRng.int(1, Math.min(3, options.length))).map((o) => o.id)
              : [];
        answerRows.push({
          id: id('answer', `${spec.key}-${q.id}`),
          exhibitionId,
          userAccountId: accountId,
          questionId: q.id!,
          optionIds,
          text:
            q.type === 'TEXT'
              ? person
                ? 'Looking for reliable OEM suppliers.'
                : '寻找稳定的贴牌代工供应商。'
              : '',
        });
      }
    }
  });

  // ---- articles ----
  const byCategory = DEMO_CATEGORIES.map((c) => ({
    category: c,
    exhibitors: exhibitorInfos.filter((e) => e.category === c),
  }));
  const demoNote: Pair = [
    '本文为 OpenFair 演示内容，根据演示展商与展品数据自动生成。',
    'This article is OpenFair demo content, generated from the demo exhibitors and exhibits.',
  ];
  type ArticleSpec = {
    title: Pair;
    summary: Pair;
    body: Pair[];
    icon: DemoCategory['icon'];
    palette: Palette;
    kicker: string;
  };
  const floorsText = Floors.map((f) => {
    const onFloor = exhibitorInfos.filter((e) => e.row.floor === f);
    const cats = [...new Set(onFloor.map((e) => e.category))];
    return [
      `${f}：${onFloor.length}家展商，涵盖${joinZh(cats.map((c) => c.name[0]))}。`,
      `${f}: ${onFloor.length} exhibitors in ${joinEn(cats.map((c) => c.name[1].toLowerCase()))}.`,
    ] as Pair;
  });
  const totalProducts = productRows.length;
  const articleSpecs: ArticleSpec[] = [
    {
      title: [`${fairName[0]}线上开幕`, `${fairName[1]} opens online`],
      summary: [
        `${n}家展商、${totalProducts}款展品在线展示，覆盖${DEMO_CATEGORIES.length}大品类。`,
        `${n} exhibitors and ${totalProducts} exhibits across ${DEMO_CATEGORIES.length} categories are now online.`,
      ],
      body: [
        [
          `${fairName[0]}于${startDate}开幕，展期至${endDate}。`,
          `${fairName[1]} opened on ${startDate} and runs until ${endDate}.`,
        ],
        [
          `本届展会共有${n}家展商参展，带来${totalProducts}款展品，分布在${Floors.join('、')}六个楼层。`,
          `${n} exhibitors bring ${totalProducts} exhibits, spread over six floors: ${Floors.join(', ')}.`,
        ],
        [
          `品类包括${joinZh(DEMO_CATEGORIES.map((c) => c.name[0]))}。`,
          `Categories: ${joinEn(DEMO_CATEGORIES.map((c) => c.name[1].toLowerCase()))}.`,
        ],
        demoNote,
      ],
      icon: 'gift',
      palette: FAIR_PALETTES[0]!,
      kicker: 'NEWS · 展会动态',
    },
    {
      title: ['观众参展指南：登录、登记与洽谈', 'Visitor guide: log in, register and meet exhibitors'],
      summary: [
        '三步完成观众登记，即可浏览展品、联系展商并提交意向订单。',
        'Register in three steps, then browse exhibits, contact exhibitors and place intent orders.',
      ],
      body: [
        [
          '使用邮箱或手机号和密码登录观众端。',
          'Log in as a visitor with your email or mobile number and password.',
        ],
        [
          '首次登录请完善个人信息、账号信息并填写问卷，完成观众登记。',
          'On first login, complete your details, account information and the questionnaire to finish registration.',
        ],
        [
          '登记完成后即可收藏展商与展品、发起洽谈邀请并提交意向订单。',
          'Once registered you can save exhibitors and exhibits, send meeting invitations and place intent orders.',
        ],
        demoNote,
      ],
      icon: 'phone',
      palette: FAIR_PALETTES[1]!,
      kicker: 'GUIDE · 观众指南',
    },
    {
      title: ['展商指南：管理企业信息与展品', 'Exhibitor guide: manage your company and exhibits'],
      summary: [
        '管理员维护企业资料与员工账号，员工上传和管理展品。',
        'Administrators keep the company profile and employee accounts; employees upload and manage exhibits.',
      ],
      body: [
        [
          '展商管理员登录后进入企业管理，可编辑企业介绍、展位信息与企业图片。',
          'Exhibitor administrators land on company management to edit the profile, booth details and company images.',
        ],
        [
          '员工可在我的展品中新增、编辑展品，并设置可见范围。',
          'Employees add and edit exhibits under My exhibits and choose who can see them.',
        ],
        [
          `每家展商都有唯一的展商编码，员工凭编码绑定到所属企业。`,
          'Each exhibitor has a unique exhibitor code that employees use to join their company.',
        ],
        demoNote,
      ],
      icon: 'gear',
      palette: FAIR_PALETTES[2]!,
      kicker: 'GUIDE · 展商指南',
    },
    {
      title: [
        `展馆楼层导览：${Floors[0]}至${Floors[Floors.length - 1]}`,
        `Floor guide: ${Floors[0]} to ${Floors[Floors.length - 1]}`,
      ],
      summary: ['六个楼层的展商分布一览。', 'Where to find exhibitors on each of the six floors.'],
      body: [...floorsText, demoNote],
      icon: 'house',
      palette: FAIR_PALETTES[3]!,
      kicker: 'MAP · 楼层导览',
    },
    ...byCategory.map(({ category, exhibitors: list }): ArticleSpec => {
      const count = list.reduce((s, e) => s + e.products.length, 0);
      const featured = list.slice(0, 3);
      return {
        title: [
          `${category.name[0]}专区：${list.length}家展商带来${count}款展品`,
          `${category.name[1]} zone: ${list.length} exhibitors, ${count} exhibits`,
        ],
        summary: [
          `${category.name[0]}专区汇集${joinZh(featured.map((e) => e.row.name))}等展商。`,
          `The ${category.name[1].toLowerCase()} zone gathers ${joinEn(featured.map((e) => e.row.nameEn!))} and more.`,
        ],
        body: [
          ...featured.map(
            (e): Pair => [
              `${e.row.name}（${e.row.floor}展位${e.row.boothNumber}）展出${joinZh(e.products.slice(0, 3).map((p) => p.name))}等${e.products.length}款展品。`,
              `${e.row.nameEn} (booth ${e.row.boothNumber}, ${e.row.floor}) shows ${e.products.length} exhibits, among them ${joinEn(e.products.slice(0, 3).map((p) => p.nameEn!))}.`,
            ],
          ),
          demoNote,
        ],
        icon: category.icon,
        palette: category.palettes[0]!,
        kicker: `${category.name[1].toUpperCase()} · ${category.name[0]}`,
      };
    }),
  ];
  const articleRows: DemoPlan['articles'] = articleSpecs.map((a, k) => {
    const articleId = id('article', k + 1);
    return {
      id: articleId,
      exhibitionId,
      title: a.title[0],
      titleEn: a.title[1],
      summary: a.summary[0],
      summaryEn: a.summary[1],
      cover: addFile(
        `demo/articles/${articleId}.svg`,
        cardSvg({
          width: 800,
          height: 450,
          title: a.title[0],
          subtitle: a.title[1],
          kicker: a.kicker,
          palette: a.palette,
          icon: a.icon,
          variant: k,
        }),
      ),
      body: a.body.map((p) => p[0]),
      bodyEn: a.body.map((p) => p[1]),
      source: 'OpenFair',
      publishTime: at(k * 2 * DAY + 9 * 3_600_000),
      isDemo: true,
    };
  });

  // ---- notices for the three named accounts ----
  const noticeRows: DemoPlan['notices'] = [];
  const first = exhibitorInfos[0]!;
  const visitorAccount = id('account', 'visitor');
  const pickProduct = () => {
    const ex = rng.pick(exhibitorInfos);
    return { ex, product: rng.pick(ex.products) };
  };
  const visitorNotice = (type: NoticeType, k: number): [Pair, Pair] => {
    const { ex, product } = pickProduct();
    const qty = rng.pick([100, 200, 500, 1000]);
    switch (type) {
      case 'SPONSOR':
        return [
          [
            `主办方推荐：${ex.category.name[0]}专区新品上线`,
            `From the organizer: new in the ${ex.category.name[1]} zone`,
          ],
          [
            `${ex.row.name}等展商已在${ex.row.floor}上线新品，欢迎前往浏览。`,
            `${ex.row.nameEn} and others have new exhibits on ${ex.row.floor}. Take a look.`,
          ],
        ];
      case 'CHECKRESULT':
        return k === 0
          ? [
              ['审核结果：您的观众登记已通过', 'Review result: your visitor registration is approved'],
              [
                '您已完成观众登记，可以联系展商并提交意向订单。',
                'Your registration is complete: you can now contact exhibitors and place intent orders.',
              ],
            ]
          : [
              ['审核结果：您的采购需求已发布', 'Review result: your sourcing request is published'],
              [
                `您发布的${product.name}采购需求已通过审核。`,
                `Your sourcing request for ${product.nameEn} has been approved.`,
              ],
            ];
      case 'INVITE':
        return [
          [`${ex.row.name}邀请您在线洽谈`, `${ex.row.nameEn} invites you to a meeting`],
          [
            `${ex.row.name}（展位${ex.row.boothNumber}）希望与您沟通${product.name}的合作。`,
            `${ex.row.nameEn} (booth ${ex.row.boothNumber}) would like to talk to you about ${product.nameEn}.`,
          ],
        ];
      case 'INTENTIONORDER':
        return [
          [`意向订单已送达：${product.name}`, `Intent order delivered: ${product.nameEn}`],
          [
            `您对${product.name}的意向订单（${qty}件）已送达${ex.row.name}，对方将尽快与您联系。`,
            `Your intent order for ${product.nameEn} (${qty} pcs) has reached ${ex.row.nameEn}; they will contact you soon.`,
          ],
        ];
    }
  };
  const exhibitorNotice = (type: NoticeType, k: number): [Pair, Pair] => {
    const product = rng.pick(first.products);
    const visitor = rng.pick(visitorNames);
    const qty = rng.pick([50, 100, 300, 500]);
    switch (type) {
      case 'SPONSOR':
        return k === 0
          ? [
              [
                '主办方通知：请完善企业资料与展品信息',
                'From the organizer: please complete your profile and exhibits',
              ],
              [
                '完整的企业介绍和清晰的展品图片能带来更多洽谈机会。',
                'A complete profile and clear exhibit pictures bring more meetings.',
              ],
            ]
          : [
              ['主办方通知：热门展商推荐位开放申请', 'From the organizer: featured exhibitor slots are open'],
              [
                '首页热门展商推荐位开放申请，欢迎在企业管理中提交热点图。',
                'Featured slots on the home page are open: submit a hot-spot image under company management.',
              ],
            ];
      case 'CHECKRESULT':
        return [
          [`展品审核通过：${product.name}`, `Exhibit approved: ${product.nameEn}`],
          [
            `您提交的展品${product.name}已通过审核并对观众展示。`,
            `Your exhibit ${product.nameEn} has been approved and is now shown to visitors.`,
          ],
        ];
      case 'INVITE':
        return [
          [`观众${visitor[0]}向贵司发出洽谈邀请`, `${visitor[1]} invites your company to a meeting`],
          [
            `${visitor[0]}对${product.name}感兴趣，希望与贵司在线洽谈。`,
            `${visitor[1]} is interested in ${product.nameEn} and would like to meet online.`,
          ],
        ];
      case 'INTENTIONORDER':
        return [
          [`收到新的意向订单：${product.name} × ${qty}`, `New intent order: ${product.nameEn} × ${qty}`],
          [
            `观众${visitor[0]}提交了${product.name}的意向订单，数量${qty}件，请及时跟进。`,
            `${visitor[1]} placed an intent order for ${qty} pcs of ${product.nameEn}. Please follow up.`,
          ],
        ];
    }
  };
  const recipients = [
    { key: 'visitor', account: visitorAccount, make: visitorNotice },
    { key: 'admin', account: id('account', 'exhibitor-admin-1'), make: exhibitorNotice },
    { key: 'staff', account: id('account', 'exhibitor-staff-1-1'), make: exhibitorNotice },
  ];
  for (const r of recipients) {
    NoticeTypes.forEach((type, t) => {
      for (let k = 0; k < 2; k++) {
        const [title, content] = r.make(type, k);
        noticeRows.push({
          id: id('notice', `${r.key}-${type}-${k}`),
          exhibitionId,
          userAccountId: r.account,
          noticeType: type,
          title: title[0],
          titleEn: title[1],
          content: content[0],
          contentEn: content[1],
          // the older of each pair has been read; the newer one shows the unread dot
          seen: k === 0,
          isDemo: true,
          createdAt: at(((1 - k) * 4 + t) * 3_600_000 + 60_000),
        });
      }
    });
  }

  // ---- home: banners, carousel, hot samples, advertisements ----
  const allIcons = DEMO_CATEGORIES.map((c) => c.icon);
  type BannerSpec = {
    title: Pair;
    subtitle: Pair;
    url: string;
    subjectType: '' | 'VISITOR';
    isLogin: boolean;
    icons: DemoCategory['icon'][];
  };
  const bannerSpecs: BannerSpec[] = [
    {
      title: [`${fairName[0]}火热进行中`, `${fairName[1]} is on now`],
      subtitle: [
        `${startDate} 至 ${endDate} · ${n}家展商 · ${totalProducts}款展品`,
        `${startDate} to ${endDate} · ${n} exhibitors · ${totalProducts} exhibits`,
      ],
      url: `/news/${articleRows[0]!.id}`,
      subjectType: '',
      isLogin: false,
      icons: allIcons.slice(0, 4),
    },
    {
      title: ['发现好货源：八大品类新品上线', 'Find suppliers: new exhibits in eight categories'],
      subtitle: [
        joinZh(DEMO_CATEGORIES.slice(0, 5).map((c) => c.name[0])),
        joinEn(DEMO_CATEGORIES.slice(0, 5).map((c) => c.name[1])),
      ],
      url: '/find/product',
      subjectType: '',
      isLogin: false,
      icons: allIcons.slice(4, 8),
    },
    {
      title: ['完成观众登记，解锁在线洽谈', 'Finish registering to meet exhibitors online'],
      subtitle: [
        '联系展商、提交意向订单、收藏心仪展品',
        'Contact exhibitors, place intent orders, save exhibits',
      ],
      url: '/find/actor',
      subjectType: 'VISITOR',
      isLogin: false,
      icons: ['phone', 'gift', 'shirt', 'bulb'],
    },
    {
      title: ['欢迎回来：查看最新消息', 'Welcome back: see what is new'],
      subtitle: [
        '邀请、审核结果与意向订单都在消息中心',
        'Invitations, review results and intent orders in one place',
      ],
      url: '/chat',
      subjectType: '',
      isLogin: true,
      icons: ['house', 'mountain', 'car', 'gear'],
    },
  ];
  const bannerRows: DemoPlan['banners'] = bannerSpecs.map((b, k) => {
    const bannerId = id('banner', k + 1);
    const image = (lang: 0 | 1) =>
      addFile(
        `demo/banners/${bannerId}-${lang === 0 ? 'zh' : 'en'}.svg`,
        heroBannerSvg({
          title: b.title[lang],
          subtitle: b.subtitle[lang],
          kicker: lang === 0 ? '线上商贸展会 · 演示数据' : 'ONLINE TRADE FAIR · DEMO DATA',
          palette: FAIR_PALETTES[k % FAIR_PALETTES.length]!,
          icons: b.icons,
          variant: k,
        }),
      );
    return {
      id: bannerId,
      exhibitionId,
      coverIcon: image(0),
      coverIconEn: image(1),
      urlType: '',
      url: b.url,
      title: b.title[0],
      titleEn: b.title[1],
      showType: 'HOME',
      subjectType: b.subjectType,
      isLogin: b.isLogin,
      sort: k,
      isDemo: true,
    };
  });

  // featured exhibitors: one per category, #1 first
  const featured = [
    first,
    ...byCategory.map((c) => c.exhibitors.find((e) => e !== first)).filter((e): e is ExhibitorInfo => !!e),
  ];
  const carouselRows: DemoPlan['carouselItems'] = [];
  featured.slice(0, 4).forEach((ex, k) => {
    const itemId = id('carousel', k + 1);
    const picture = (lang: 0 | 1) =>
      addFile(
        `demo/carousel/${itemId}-${lang === 0 ? 'zh' : 'en'}.svg`,
        cardSvg({
          width: 800,
          height: 450,
          title: lang === 0 ? ex.row.name : ex.row.nameEn!,
          subtitle:
            lang === 0
              ? `${ex.category.name[0]} · 展位 ${ex.row.boothNumber}`
              : `${ex.category.name[1]} · Booth ${ex.row.boothNumber}`,
          kicker: lang === 0 ? '推荐展商' : 'FEATURED EXHIBITOR',
          palette: ex.palette,
          icon: ex.category.icon,
          variant: k,
        }),
      );
    carouselRows.push({
      id: itemId,
      exhibitionId,
      name: ex.row.name,
      nameEn: ex.row.nameEn!,
      url: `/find-exhibitor/detail/${ex.row.id}`,
      urlEn: `/find-exhibitor/detail/${ex.row.id}`,
      picture: picture(0),
      pictureEn: picture(1),
      externalLink: '',
      type: 'ACTOR',
      exhibitorId: ex.row.id!,
      idx: k,
      isImage: true,
      isDemo: true,
    });
  });
  const externals: { name: Pair; sub: Pair; link: string; icon: DemoCategory['icon'] }[] = [
    {
      name: articleSpecs[0]!.title,
      sub: ['展会动态', 'Fair news'],
      link: `/news/${articleRows[0]!.id}`,
      icon: 'gift',
    },
    {
      name: ['3D展馆：六层楼一览', '3D pavilion: all six floors'],
      sub: [Floors.join(' · '), Floors.join(' · ')],
      link: '/map',
      icon: 'house',
    },
  ];
  externals.forEach((e, j) => {
    const k = carouselRows.length;
    const itemId = id('carousel', k + 1);
    const picture = (lang: 0 | 1) =>
      addFile(
        `demo/carousel/${itemId}-${lang === 0 ? 'zh' : 'en'}.svg`,
        cardSvg({
          width: 800,
          height: 450,
          title: e.name[lang],
          subtitle: e.sub[lang],
          palette: FAIR_PALETTES[(j + 1) % FAIR_PALETTES.length]!,
          icon: e.icon,
          variant: k,
        }),
      );
    carouselRows.push({
      id: itemId,
      exhibitionId,
      name: e.name[0],
      nameEn: e.name[1],
      url: '',
      urlEn: '',
      picture: picture(0),
      pictureEn: picture(1),
      externalLink: e.link,
      type: 'EXTERNAL',
      exhibitorId: null,
      idx: k,
      isImage: true,
      isDemo: true,
    });
  });

  const hotSamples: DemoPlan['hotSamples'] = [];
  const hotPoints: DemoPlan['hotPoints'] = [];
  featured.slice(1, 5).forEach((ex, k) => {
    const sampleId = id('hot', k + 1);
    const count = rng.int(3, 4);
    const slots =
      count === 3
        ? [SCENE_SLOTS[0]!, SCENE_SLOTS[2]!, SCENE_SLOTS[5]!]
        : [SCENE_SLOTS[0]!, SCENE_SLOTS[2]!, SCENE_SLOTS[3]!, SCENE_SLOTS[4]!];
    const picks = rng.sample(ex.products, count);
    const imageUrl = addFile(
      `demo/hot/${sampleId}.svg`,
      sceneSvg({
        title: ex.row.nameEn!,
        subtitle: `${ex.row.name} · ${ex.row.floor} · Booth ${ex.row.boothNumber}`,
        palette: ex.palette,
        icon: ex.category.icon,
        tiles: picks.map((p, j) => ({ x: slots[j]![0], y: slots[j]![1], label: p.nameEn! })),
      }),
    );
    ex.row.hotImage = imageUrl;
    hotSamples.push({ id: sampleId, exhibitionId, exhibitorId: ex.row.id!, imageUrl, sort: k, isDemo: true });
    picks.forEach((p, j) => {
      hotPoints.push({
        id: id('hot-point', `${k + 1}-${j + 1}`),
        sampleId,
        productId: p.id!,
        x: slots[j]![0],
        y: slots[j]![1],
      });
    });
  });

  const adRows: DemoPlan['advertisements'] = [];
  const adExhibitors = rng.sample(exhibitorInfos, 4);
  adExhibitors.forEach((ex, k) => {
    const adId = id('ad', k + 1);
    adRows.push({
      id: adId,
      exhibitionId,
      img: addFile(
        `demo/ads/${adId}.svg`,
        cardSvg({
          width: 400,
          height: 520,
          title: ex.row.nameEn!,
          subtitle: ex.row.name,
          palette: ex.palette,
          icon: ex.category.icon,
          variant: k,
        }),
      ),
      name: ex.row.name,
      nameEn: ex.row.nameEn!,
      type: 'actor',
      targetId: ex.row.id!,
      sort: k * 2,
      isDemo: true,
    });
  });
  rng.sample(exhibitorInfos, 4).forEach((ex, k) => {
    const product = rng.pick(ex.products.filter((p) => p.scope === 0));
    const adId = id('ad', k + 5);
    adRows.push({
      id: adId,
      exhibitionId,
      img: addFile(
        `demo/ads/${adId}.svg`,
        cardSvg({
          width: 400,
          height: 520,
          title: product.nameEn!,
          subtitle: `${product.name} · ¥${product.salePrice}`,
          palette: ex.category.palettes[1]!,
          icon: ex.category.icon,
          variant: k + 1,
        }),
      ),
      name: product.name,
      nameEn: product.nameEn!,
      type: 'product',
      targetId: product.id!,
      sort: k * 2 + 1,
      isDemo: true,
    });
  });

  // ---- exhibitor showcase: more hot samples, lives ----
  // The visitors' likely first stops get a showcase: exhibitor #1 (the demo exhibitor accounts' company,
  // first in the carousel) with two scenes, and the first two advertised exhibitors without one.
  const showcaseRng = createRng(`openfair-demo-showcase:${exhibitionId}`);
  const withSample = new Set(hotSamples.map((h) => h.exhibitorId));
  const extraShowcase = [
    first,
    first,
    ...adExhibitors.filter((ex) => ex !== first && !withSample.has(ex.row.id!)).slice(0, 2),
  ];
  const sceneTitles: Pair[] = [
    ['展厅', 'Showroom'],
    ['新品区', 'New arrivals'],
  ];
  extraShowcase.forEach((ex, j) => {
    const k = hotSamples.length;
    const sampleId = id('hot', k + 1);
    const scene = ex === first && j === 1 ? sceneTitles[1]! : sceneTitles[0]!;
    const count = showcaseRng.int(3, 4);
    const slots =
      count === 3
        ? [SCENE_SLOTS[0]!, SCENE_SLOTS[2]!, SCENE_SLOTS[5]!]
        : [SCENE_SLOTS[0]!, SCENE_SLOTS[2]!, SCENE_SLOTS[3]!, SCENE_SLOTS[4]!];
    const picks = showcaseRng.sample(ex.products, count);
    const imageUrl = addFile(
      `demo/hot/${sampleId}.svg`,
      sceneSvg({
        title: `${ex.row.nameEn!} · ${scene[1]}`,
        subtitle: `${ex.row.name} · ${scene[0]} · ${ex.row.floor} · Booth ${ex.row.boothNumber}`,
        palette: j === 1 ? ex.category.palettes[0]! : ex.palette,
        icon: ex.category.icon,
        tiles: picks.map((p, m) => ({ x: slots[m]![0], y: slots[m]![1], label: p.nameEn! })),
      }),
    );
    if (!ex.row.hotImage) ex.row.hotImage = imageUrl;
    hotSamples.push({ id: sampleId, exhibitionId, exhibitorId: ex.row.id!, imageUrl, sort: k, isDemo: true });
    picks.forEach((p, m) => {
      hotPoints.push({
        id: id('hot-point', `${k + 1}-${m + 1}`),
        sampleId,
        productId: p.id!,
        x: slots[m]![0],
        y: slots[m]![1],
      });
    });
  });

  // Lives are timed around `now` in Beijing time (spec 001 §1): replays on past days, one on air for
  // exhibitor #1 and a few others, upcoming ones on the next days. The state is derived from the times,
  // so a long-running demo sees upcoming lives go on air and end as replays.
  const liveRows: DemoPlan['lives'] = [];
  const liveRng = createRng(`openfair-demo-lives:${exhibitionId}`);
  const HOUR = 3_600_000;
  const BEIJING_OFFSET = 8 * HOUR;
  const beijingMidnight = Math.floor((now.getTime() + BEIJING_OFFSET) / DAY) * DAY - BEIJING_OFFSET;
  const halfHour = HOUR / 2;
  const onAirStart = Math.floor(now.getTime() / halfHour) * halfHour - halfHour;
  const liveTitles = (ex: ExhibitorInfo): Pair[] => {
    const product = liveRng.pick(ex.products);
    return [
      [`${ex.category.name[0]}新品发布会`, `${ex.category.name[1]}: new product launch`],
      [`工厂直播：走进${ex.brand.zh}生产线`, `Factory tour: inside the ${ex.brand.en} production line`],
      [`${product.name}实拍讲解`, `${product.nameEn} up close`],
      ['OEM/ODM 定制答疑', 'OEM/ODM customisation Q&A'],
      ['海外买家专场', 'Session for overseas buyers'],
      [`${ex.brand.zh}年度爆款直播`, `${ex.brand.en} best sellers of the year`],
    ];
  };
  type LiveSlot = { start: number; hours: number; scope: number };
  const addLives = (ex: ExhibitorInfo, slots: LiveSlot[]) => {
    const titles = liveRng.shuffle(liveTitles(ex));
    slots.forEach((slot, m) => {
      const liveId = id('live', `${ex.number}-${m + 1}`);
      const title = titles[m % titles.length]!;
      liveRows.push({
        id: liveId,
        exhibitionId,
        exhibitorId: ex.row.id!,
        name: title[0],
        nameEn: title[1],
        cover: addFile(
          `demo/lives/${liveId}.svg`,
          cardSvg({
            width: 800,
            height: 450,
            // No kicker: the card's state badge sits in that corner.
            title: title[1],
            subtitle: `${title[0]} · ${ex.brand.en} · 演示 demo`,
            palette: m % 2 === 0 ? ex.palette : ex.category.palettes[0]!,
            icon: ex.category.icon,
            variant: m,
          }),
        ),
        startTime: new Date(slot.start),
        endTime: new Date(slot.start + slot.hours * HOUR),
        scope: slot.scope,
        isDemo: true,
        createdAt: at(20 * DAY),
      });
    });
  };
  // at hour h (Beijing) of the day `day` days from today
  const beijingAt = (day: number, h: number) => beijingMidnight + day * DAY + h * HOUR;
  addLives(first, [
    { start: onAirStart, hours: 3, scope: 0 },
    { start: beijingAt(1, 10), hours: 2, scope: 0 },
    { start: beijingAt(2, 15), hours: 2, scope: 1 },
    { start: beijingAt(-1, 14), hours: 2, scope: 0 },
    { start: beijingAt(-3, 10), hours: 2, scope: 0 },
  ]);
  const liveExhibitors = [
    ...featured.slice(1, 5),
    ...adExhibitors,
    ...liveRng.sample(exhibitorInfos.slice(1), 12),
  ].filter((ex, i, all) => ex !== first && all.indexOf(ex) === i);
  liveExhibitors.forEach((ex, j) => {
    const slots: LiveSlot[] = [];
    // every fourth one is on air now, so the demo always shows a few
    if (j % 4 === 0) slots.push({ start: onAirStart - liveRng.int(0, 2) * halfHour, hours: 3, scope: 0 });
    const upcoming = liveRng.int(0, 2);
    for (let u = 0; u < upcoming; u++) {
      slots.push({
        start: beijingAt(liveRng.int(1, 10), liveRng.pick([10, 14, 16, 20])),
        hours: 2,
        scope: liveRng.chance(0.2) ? liveRng.int(1, 2) : 0,
      });
    }
    const replays = liveRng.int(slots.length === 0 ? 1 : 0, 2);
    for (let r = 0; r < replays; r++) {
      slots.push({
        start: beijingAt(-liveRng.int(1, 20), liveRng.pick([10, 14, 16, 20])),
        hours: 2,
        scope: liveRng.chance(0.15) ? 1 : 0,
      });
    }
    addLives(ex, slots);
  });

  const versionNotes: [string, Pair[]][] = [
    [
      '1.0.0',
      [
        ['首页、新闻资讯与版本日志', 'Home, news and version log'],
        ['观众与展商登录', 'Visitor and exhibitor login'],
      ],
    ],
    [
      '1.1.0',
      [
        ['消息通知：四类通知与未读提醒', 'Notices: four kinds, with an unread dot'],
        ['中英文切换', 'Chinese and English'],
      ],
    ],
    [
      '1.2.0',
      [
        ['首页轮播、热门展商与广告位', 'Home carousel, featured exhibitors and advertisements'],
        ['移动端菜单', 'Mobile menu'],
      ],
    ],
    [
      '2.0.0',
      [
        ['演示展会数据：展商、展品与图片', 'Demo fair data: exhibitors, exhibits and pictures'],
        ['PostgreSQL 与嵌入式数据库', 'PostgreSQL and the embedded database'],
      ],
    ],
  ];
  const appVersionRows: DemoPlan['appVersions'] = versionNotes.map(([version, notes], k) => ({
    id: id('app-version', version),
    version,
    releaseDate: dateOnly(new Date(now.getTime() - (versionNotes.length - 1 - k) * 45 * DAY)),
    notes: notes.map((p) => p[0]),
    notesEn: notes.map((p) => p[1]),
    createdAt: at((versionNotes.length - 1 - k) * 45 * DAY),
  }));

  return {
    exhibition,
    configuration,
    accounts,
    exhibitionUsers: exhibitionUsersRows,
    visitors: visitorRows,
    organizers: organizerRows,
    exhibitors: exhibitorInfos.map((e) => e.row),
    employees,
    products: productRows,
    articles: articleRows,
    notices: noticeRows,
    banners: bannerRows,
    carouselItems: carouselRows,
    hotSamples,
    hotPoints,
    lives: liveRows,
    advertisements: adRows,
    appVersions: appVersionRows,
    questions: questionRows,
    questionAnswers: answerRows,
    files,
  };
}
