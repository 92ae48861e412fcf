import type { Db } from '../src/db/client';
import {
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
  notices,
  organizers,
  products,
  userAccounts,
  visitors,
} from '../src/db/schema/index';
import { hashPassword } from '../src/lib/password';

export const PASSWORD = 'Secret#2026';
export const FAIR_A = 'fair-a';
export const FAIR_B = 'fair-b';

/** Ids are fixed so tests can name rows; everything else is what a real fair would hold. */
export const ids = {
  visitor: 'acc-visitor',
  newVisitor: 'acc-new-visitor',
  admin: 'acc-admin',
  staff: 'acc-staff',
  organizer: 'acc-organizer',
  onlyB: 'acc-only-b',
  exhibitorA: 'exh-a1',
  exhibitorB: 'exh-b1',
  productA1: 'prod-a1',
  productA2: 'prod-a2',
  productB1: 'prod-b1',
  articleA1: 'art-a1',
  articleA2: 'art-a2',
  articleFuture: 'art-a-future',
  articleB1: 'art-b1',
  noticeA1: 'not-a1',
  noticeA2: 'not-a2',
  noticeA3: 'not-a3',
  noticeB1: 'not-b1',
  noticeStaff: 'not-staff',
};

export const accounts = {
  visitor: { email: 'Visitor@Example.test', mobile: '13800000001' },
  newVisitor: { email: 'new@example.test', mobile: '13800000002' },
  admin: { email: 'admin@exhibitor.test', mobile: '13800000003' },
  staff: { email: 'staff@exhibitor.test', mobile: '13800000004' },
  organizer: { email: 'organizer@example.test', mobile: '13800000005' },
  onlyB: { email: 'onlyb@example.test', mobile: '13800000006' },
};

const days = (n: number) => new Date(Date.now() + n * 86_400_000);

export async function seedFixtures(db: Db): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  await db.insert(exhibitions).values([
    {
      id: FAIR_A,
      appId: 'app-a',
      name: '甲展会',
      nameEn: 'Fair A',
      startDate: '2026-05-01',
      endDate: '2026-05-05',
    },
    {
      id: FAIR_B,
      appId: 'app-b',
      name: '乙展会',
      nameEn: 'Fair B',
      startDate: '2026-09-01',
      endDate: '2026-09-03',
    },
  ]);
  await db.insert(configurationItems).values([
    {
      exhibitionId: FAIR_A,
      key: 'information',
      value: {
        visitorOpen: false,
        visitorClosedNotice: '观众通道尚未开放',
        visitorClosedNoticeEn: 'Visitor access is not open yet',
        touristProductLimit: 'not-a-number',
      },
    },
    { exhibitionId: FAIR_A, key: 'configSwitch', value: { secondInfo: true, dockingMeeting: true } },
    { exhibitionId: FAIR_B, key: 'configSwitch', value: { registrationOnly: true } },
  ]);
  await db.insert(userAccounts).values([
    { id: ids.visitor, ...accounts.visitor, passwordHash, name: 'Account Name', imAccount: 'im-visitor' },
    { id: ids.newVisitor, ...accounts.newVisitor, passwordHash },
    { id: ids.admin, ...accounts.admin, passwordHash, name: '管理员' },
    { id: ids.staff, ...accounts.staff, passwordHash, name: '员工' },
    { id: ids.organizer, ...accounts.organizer, passwordHash, name: '主办方' },
    { id: ids.onlyB, ...accounts.onlyB, passwordHash },
  ]);
  const complete = {
    completeVisitor: true,
    completeVisitorRegister: true,
    completeQuestionnaire: true,
    completeExhibitionRegistration: true,
  };
  await db.insert(exhibitionUsers).values([
    {
      id: 'eu-visitor-a',
      exhibitionId: FAIR_A,
      userAccountId: ids.visitor,
      subjectType: 'VISITOR',
      ...complete,
    },
    { id: 'eu-visitor-b', exhibitionId: FAIR_B, userAccountId: ids.visitor, subjectType: 'VISITOR' },
    { id: 'eu-new-a', exhibitionId: FAIR_A, userAccountId: ids.newVisitor, subjectType: 'VISITOR' },
    { id: 'eu-admin-a', exhibitionId: FAIR_A, userAccountId: ids.admin, subjectType: 'ACTOR', ...complete },
    { id: 'eu-staff-a', exhibitionId: FAIR_A, userAccountId: ids.staff, subjectType: 'ACTOR', ...complete },
    { id: 'eu-onlyb-b', exhibitionId: FAIR_B, userAccountId: ids.onlyB, subjectType: 'VISITOR', ...complete },
  ]);
  await db.insert(visitors).values([
    {
      id: 'vis-a',
      exhibitionId: FAIR_A,
      userAccountId: ids.visitor,
      name: '张三',
      email: 'visitor@example.test',
    },
    { id: 'vis-new-a', exhibitionId: FAIR_A, userAccountId: ids.newVisitor, name: '' },
    { id: 'vis-b', exhibitionId: FAIR_B, userAccountId: ids.visitor, name: 'Zhang San B' },
  ]);
  await db
    .insert(organizers)
    .values({ exhibitionId: FAIR_A, userAccountId: ids.organizer, name: '主办方甲' });
  await db.insert(exhibitors).values([
    {
      id: ids.exhibitorA,
      exhibitionId: FAIR_A,
      code: 'A1CODE',
      name: '甲公司',
      nameEn: 'A Company',
      introduction: '甲公司简介',
      enIntroduction: 'About A Company',
      floor: '3F',
      hotImage: '/media/a.svg',
    },
    { id: ids.exhibitorB, exhibitionId: FAIR_B, code: 'B1CODE', name: '乙公司', nameEn: '', floor: '1F' },
  ]);
  await db.insert(exhibitorEmployees).values([
    {
      exhibitionId: FAIR_A,
      exhibitorId: ids.exhibitorA,
      userAccountId: ids.admin,
      name: '管理员甲',
      admin: true,
    },
    { exhibitionId: FAIR_A, exhibitorId: ids.exhibitorA, userAccountId: ids.staff, name: '员工甲' },
  ]);
  await db.insert(products).values([
    {
      id: ids.productA1,
      exhibitionId: FAIR_A,
      exhibitorId: ids.exhibitorA,
      name: '无线充电器',
      nameEn: 'Wireless Charger',
      productIntro: '快充',
      productEnIntro: 'Fast charging',
      salePrice: '99.5',
      images: ['/media/p1.svg'],
    },
    { id: ids.productA2, exhibitionId: FAIR_A, exhibitorId: ids.exhibitorA, name: '手机壳', images: [] },
    { id: ids.productB1, exhibitionId: FAIR_B, exhibitorId: ids.exhibitorB, name: '乙产品', images: [] },
  ]);
  await db.insert(articles).values([
    {
      id: ids.articleA1,
      exhibitionId: FAIR_A,
      title: '开幕',
      titleEn: 'Opening',
      summary: '摘要一',
      summaryEn: 'Summary one',
      body: ['第一段', '第二段'],
      bodyEn: ['Paragraph one', 'Paragraph two'],
      source: 'OpenFair',
      publishTime: days(-2),
    },
    {
      id: ids.articleA2,
      exhibitionId: FAIR_A,
      title: '只有中文',
      titleEn: '',
      body: ['中文段落'],
      publishTime: days(-1),
    },
    { id: ids.articleFuture, exhibitionId: FAIR_A, title: '未来', titleEn: 'Future', publishTime: days(3) },
    { id: ids.articleB1, exhibitionId: FAIR_B, title: '乙新闻', titleEn: 'B news', publishTime: days(-1) },
  ]);
  await db.insert(notices).values([
    {
      id: ids.noticeA1,
      exhibitionId: FAIR_A,
      userAccountId: ids.visitor,
      noticeType: 'SPONSOR',
      title: '通知一',
      titleEn: 'Notice one',
      createdAt: days(-3),
    },
    {
      id: ids.noticeA2,
      exhibitionId: FAIR_A,
      userAccountId: ids.visitor,
      noticeType: 'SPONSOR',
      title: '通知二',
      titleEn: 'Notice two',
      seen: true,
      createdAt: days(-2),
    },
    {
      id: ids.noticeA3,
      exhibitionId: FAIR_A,
      userAccountId: ids.visitor,
      noticeType: 'INVITE',
      title: '邀请',
      titleEn: 'Invitation',
      createdAt: days(-1),
    },
    {
      id: ids.noticeB1,
      exhibitionId: FAIR_B,
      userAccountId: ids.visitor,
      noticeType: 'CHECKRESULT',
      title: '乙通知',
      titleEn: 'B notice',
    },
    {
      id: ids.noticeStaff,
      exhibitionId: FAIR_A,
      userAccountId: ids.staff,
      noticeType: 'INTENTIONORDER',
      title: '意向订单',
      titleEn: 'Intention order',
    },
  ]);
  await db.insert(banners).values([
    {
      id: 'ban-all',
      exhibitionId: FAIR_A,
      coverIcon: '/b1.png',
      coverIconEn: '/b1-en.png',
      title: '全部',
      titleEn: 'All',
      sort: 1,
    },
    {
      id: 'ban-vis',
      exhibitionId: FAIR_A,
      coverIcon: '/b2.png',
      title: '观众',
      titleEn: 'Visitors',
      subjectType: 'VISITOR',
      sort: 2,
    },
    {
      id: 'ban-act',
      exhibitionId: FAIR_A,
      coverIcon: '/b3.png',
      title: '展商',
      titleEn: 'Exhibitors',
      subjectType: 'ACTOR',
      sort: 3,
    },
    {
      id: 'ban-login',
      exhibitionId: FAIR_A,
      coverIcon: '/b4.png',
      title: '登录',
      titleEn: 'Logged in',
      isLogin: true,
      sort: 4,
    },
    { id: 'ban-b', exhibitionId: FAIR_B, coverIcon: '/bb.png', title: '乙', titleEn: 'B' },
  ]);
  await db.insert(carouselItems).values([
    {
      exhibitionId: FAIR_A,
      name: '甲公司',
      nameEn: 'A Company',
      picture: '/c1.png',
      pictureEn: '/c1-en.png',
      type: 'ACTOR',
      exhibitorId: ids.exhibitorA,
      idx: 1,
    },
    {
      exhibitionId: FAIR_A,
      name: '外链',
      nameEn: 'External',
      url: 'https://example.test/zh',
      urlEn: 'https://example.test/en',
      picture: '/c2.png',
      pictureEn: '',
      externalLink: 'https://example.test/zh',
      type: 'EXTERNAL',
      idx: 2,
    },
    {
      exhibitionId: FAIR_B,
      name: '乙',
      nameEn: 'B',
      picture: '/cb.png',
      pictureEn: '/cb.png',
      type: 'EXTERNAL',
    },
  ]);
  await db.insert(hotExhibitorSamples).values([
    { id: 'hot-a', exhibitionId: FAIR_A, exhibitorId: ids.exhibitorA, imageUrl: '/hot-a.svg' },
    { id: 'hot-b', exhibitionId: FAIR_B, exhibitorId: ids.exhibitorB, imageUrl: '/hot-b.svg' },
  ]);
  await db.insert(hotExhibitorSamplePoints).values([
    { sampleId: 'hot-a', productId: ids.productA1, x: 0.25, y: 0.5 },
    { sampleId: 'hot-a', productId: ids.productA2, x: 0.75, y: 0.4 },
    { sampleId: 'hot-b', productId: ids.productB1, x: 0.5, y: 0.5 },
  ]);
  await db.insert(advertisements).values([
    {
      exhibitionId: FAIR_A,
      img: '/ad1.png',
      name: '广告一',
      nameEn: 'Ad one',
      type: 'actor',
      targetId: ids.exhibitorA,
      sort: 1,
    },
    {
      exhibitionId: FAIR_A,
      img: '/ad2.png',
      name: '广告二',
      nameEn: '',
      type: 'product',
      targetId: ids.productA1,
      sort: 2,
    },
    {
      exhibitionId: FAIR_B,
      img: '/adb.png',
      name: '乙广告',
      nameEn: 'B ad',
      type: 'actor',
      targetId: ids.exhibitorB,
    },
  ]);
  await db.insert(appVersions).values([
    {
      version: '1.0.0',
      releaseDate: '2026-01-10',
      notes: ['首个版本'],
      notesEn: ['First release'],
      createdAt: days(-30),
    },
    { version: '1.1.0', releaseDate: '2026-02-10', notes: ['新闻列表'], notesEn: [], createdAt: days(-5) },
  ]);
}

/** What a test database starts as: migrated and empty, or migrated with the fixtures above. */
export type DatabaseStart = 'empty' | 'fixtures';

/**
 * How a test file's database is seeded: it starts as a copy of a template made once per run
 * (test/database-templates.setup.ts), then gets the file's own rows.
 */
export type Seed = { start: DatabaseStart; rows: (db: Db) => Promise<void> };

/** The fixtures, then a test file's own rows on top: `useTestApp(engine, { seed: withFixtures(async (db) => …) })`. */
export function withFixtures(rows: (db: Db) => Promise<void>): Seed {
  return { start: 'fixtures', rows };
}

/** A test file's own rows on an empty (migrated) database, without the fixtures. */
export function fromEmpty(rows: (db: Db) => Promise<void>): Seed {
  return { start: 'empty', rows };
}
