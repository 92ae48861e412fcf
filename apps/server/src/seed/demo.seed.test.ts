import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Floors, LiveState, liveStateAt, NoticeTypes } from '@openfair/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesFor, openTestDatabase, type TestDatabase } from '../../test/harness';
import type { Database } from '../db/client';
import {
  advertisements,
  appVersions,
  articles,
  banners,
  carouselItems,
  categories,
  configurationItems,
  exhibitions,
  exhibitionUsers,
  exhibitorEmployees,
  exhibitors,
  hotExhibitorSamplePoints,
  hotExhibitorSamples,
  lives,
  notices,
  products,
  questionAnswers,
  questions,
  userAccounts,
  visitors,
} from '../db/schema/index';
import { verifyPassword } from '../lib/password';
import { createStorage, type Storage } from '../media/storage';
import { cityList, provinceList } from '../modules/area/index';
import { checkAnswers } from '../modules/registration/questionnaire.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, generateDemoData } from './demo/index';
import { isDatabaseEmpty, type SeedSummary, seedDemoData } from './demo.seed';
import { DEMO_CATEGORIES } from './word-lists';

const EXHIBITION_ID = 'openfair-2026';

describe('seedDemoData on PGlite', () => {
  let testDb: TestDatabase;
  let database: Database;
  let storage: Storage;
  let summary: SeedSummary;
  let emptyBefore: boolean;

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite', 'empty');
    database = testDb.database;
    storage = createStorage({ dataDir: ':memory:', basePath: '/expo' });
    emptyBefore = await isDatabaseEmpty(database.db);
    const logs: string[] = [];
    summary = await seedDemoData({
      db: database.db,
      exhibitionId: EXHIBITION_ID,
      appId: 'openfair-web',
      storage,
      log: (m) => logs.push(m),
    });
    console.log(`demo seed on PGlite took ${summary.ms} ms:`, JSON.stringify(summary));
    expect(logs.length).toBeGreaterThan(0);
  });
  afterAll(() => testDb?.drop());

  it('runs on an empty database and leaves it non-empty', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('seeds the categories and the search vectors of every product and exhibitor', async () => {
    const cats = await database.db.select().from(categories).orderBy(asc(categories.sort));
    expect(cats.map((c) => [c.key, c.name, c.nameEn])).toEqual(
      DEMO_CATEGORIES.map((c) => [c.key, c.name[0], c.name[1]]),
    );
    for (const table of ['products', 'exhibitors'] as const) {
      const { rows } = await database.db.execute<{ missing: number }>(
        sql`SELECT count(*)::int AS missing FROM ${sql.identifier(table)} WHERE search_vector IS NULL`,
      );
      expect(rows[0]!.missing).toBe(0);
    }
    // A two-character word finds the longer product names that contain it.
    const { rows } = await database.db.execute<{ name: string }>(
      sql`SELECT name FROM products WHERE search_vector @@ to_tsquery('simple', '手机') LIMIT 50`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.name.includes('手机'))).toBe(true);
  });

  it('creates the demo fair with its configuration items', async () => {
    const [fair] = await database.db.select().from(exhibitions);
    expect(fair?.id).toBe(EXHIBITION_ID);
    expect(fair?.name).toContain('演示');
    expect(fair?.nameEn).toContain('Demo');
    expect(fair!.startDate < fair!.endDate).toBe(true);
    const items = await database.db
      .select()
      .from(configurationItems)
      .where(eq(configurationItems.exhibitionId, EXHIBITION_ID));
    const byKey = Object.fromEntries(items.map((i) => [i.key, i.value]));
    expect(byKey.demo).toBe(true);
    expect(byKey.information).toMatchObject({
      visitorOpen: true,
      actorOpen: true,
      touristProductLimit: 20,
      completeRegistrationLink: '',
    });
    expect(byKey.configSwitch).toMatchObject({ visitorDelay: false, dockingMeeting: false });
  });

  it('creates >= 50 exhibitors with bilingual profiles, booths on the six floors, unique codes and an admin plus another employee each', async () => {
    const rows = await database.db.select().from(exhibitors);
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.boothNumber)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.floor))).toEqual(new Set(Floors));
    for (const r of rows) {
      expect(r.code).toMatch(/^[A-Z0-9]{8}$/);
      expect(r.boothNumber).toMatch(/^(7F|3F|M2|2F|1F|B1F)-[A-D]\d{2}$/);
      expect(r.boothNumber.startsWith(`${r.floor}-`)).toBe(true);
      expect(r.name).toMatch(/[\u4e00-\u9fff]/);
      expect(r.nameEn).toMatch(/^[A-Za-z]/);
      expect(r.introduction.length).toBeGreaterThan(40);
      expect(r.enIntroduction.length).toBeGreaterThan(80);
      // Rows keep storage keys; responses make the URLs.
      expect(r.logo).toMatch(/^demo\/logos\/.+\.svg$/);
      expect(r.images.length).toBeGreaterThanOrEqual(1);
      expect(r.images.length).toBeLessThanOrEqual(3);
      expect(r.isDemo).toBe(true);
    }
    expect(rows.filter((r) => r.countryCode === 'CN').length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((r) => r.countryCode !== 'CN')).toBe(true);

    const staff = await database.db
      .select({
        exhibitorId: exhibitorEmployees.exhibitorId,
        admins: sql<number>`count(*) filter (where ${exhibitorEmployees.admin})`.mapWith(Number),
        others: sql<number>`count(*) filter (where not ${exhibitorEmployees.admin})`.mapWith(Number),
      })
      .from(exhibitorEmployees)
      .groupBy(exhibitorEmployees.exhibitorId);
    expect(staff.length).toBe(rows.length);
    for (const s of staff) {
      expect(s.admins).toBe(1);
      expect(s.others).toBeGreaterThanOrEqual(1);
    }
  });

  it('creates >= 2000 products, each with 1-3 images that storage returns as SVG', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(2000);
    let images = 0;
    for (const p of rows) {
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(3);
      expect(p.nameEn.length).toBeGreaterThan(0);
      expect(Number(p.salePrice)).toBeGreaterThan(0);
      for (const url of p.images) {
        const file = await storage.get(url);
        expect(file?.contentType).toBe('image/svg+xml');
        expect(file?.data.subarray(0, 4).toString()).toBe('<svg');
        images++;
      }
    }
    expect(images).toBe(summary.productImages);
    const names = rows.map((r) => r.nameEn).join('\n');
    expect(names).toMatch(/Smartphone Case/);
    expect(names).toMatch(/Phone Case/);
    expect(names).toMatch(/Wireless Charger/);
    const restricted = rows.filter((r) => r.scope === 1).length / rows.length;
    expect(restricted).toBeGreaterThan(0.04);
    expect(restricted).toBeLessThan(0.2);
  });

  it('generates SVGs that an SVG renderer accepts, at the intended sizes', async () => {
    const plan = generateDemoData({
      exhibitionId: EXHIBITION_ID,
      appId: '',
      now: new Date(),
    });
    const expected: Record<string, [number, number]> = {
      logos: [240, 240],
      companies: [1200, 560],
      products: [800, 800],
      hot: [1200, 800],
      banners: [1920, 600],
      avatars: [160, 160],
      carousel: [800, 450],
      ads: [400, 520],
      articles: [800, 450],
      details: [750, 1200],
      lives: [800, 450],
    };
    for (const [folder, [w, h]] of Object.entries(expected)) {
      const sample = plan.files.filter((f) => f.key.startsWith(`demo/${folder}/`)).slice(0, 3);
      expect(sample.length).toBeGreaterThan(0);
      for (const f of sample) {
        const meta = await sharp(Buffer.from(f.svg)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['svg', w, h]);
      }
    }
  });

  it('creates the five demo accounts with the documented password', async () => {
    for (const email of Object.values(DEMO_ACCOUNTS)) {
      const [account] = await database.db.select().from(userAccounts).where(eq(userAccounts.email, email));
      expect(account, email).toBeDefined();
      expect(await verifyPassword(account!.passwordHash!, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(account!.passwordHash!, 'wrong-password')).toBe(false);
    }
    const roleOf = async (email: string) => {
      const rows = await database.db
        .select({
          subjectType: exhibitionUsers.subjectType,
          eu: exhibitionUsers,
          admin: exhibitorEmployees.admin,
          exhibitorId: exhibitorEmployees.exhibitorId,
        })
        .from(exhibitionUsers)
        .innerJoin(userAccounts, eq(userAccounts.id, exhibitionUsers.userAccountId))
        .leftJoin(exhibitorEmployees, eq(exhibitorEmployees.userAccountId, userAccounts.id))
        .where(eq(userAccounts.email, email));
      expect(rows).toHaveLength(1);
      return rows[0]!;
    };
    expect((await roleOf(DEMO_ACCOUNTS.organizer)).subjectType).toBe('ORGANIZER');
    const admin = await roleOf(DEMO_ACCOUNTS.exhibitorAdmin);
    const staff = await roleOf(DEMO_ACCOUNTS.exhibitorStaff);
    expect([admin.subjectType, admin.admin]).toEqual(['ACTOR', true]);
    expect([staff.subjectType, staff.admin]).toEqual(['ACTOR', false]);
    expect(staff.exhibitorId).toBe(admin.exhibitorId);
    const [first] = await database.db.select().from(exhibitors).where(eq(exhibitors.id, admin.exhibitorId!));
    expect(first?.name).toBe('深圳鹏达电子科技有限公司');
    expect(first?.nameEn).toBe('Shenzhen Pengda Electronics Technology Co., Ltd.');

    const visitor = await roleOf(DEMO_ACCOUNTS.visitor);
    expect(visitor.subjectType).toBe('VISITOR');
    expect(visitor.eu).toMatchObject({
      completeVisitor: true,
      completeVisitorRegister: true,
      completeQuestionnaire: true,
      completeExhibitionRegistration: true,
    });
    const fresh = await roleOf(DEMO_ACCOUNTS.newVisitor);
    expect(fresh.eu).toMatchObject({
      completeVisitor: false,
      completeVisitorRegister: false,
      completeQuestionnaire: false,
      completeExhibitionRegistration: false,
    });
    const visitorRows = await database.db
      .select({ email: userAccounts.email, name: visitors.name, company: visitors.company })
      .from(visitors)
      .innerJoin(userAccounts, eq(userAccounts.id, visitors.userAccountId));
    const byEmail = new Map(visitorRows.map((v) => [v.email, v]));
    expect(byEmail.get(DEMO_ACCOUNTS.visitor)?.name).not.toBe('');
    expect(byEmail.get(DEMO_ACCOUNTS.visitor)?.company).not.toBe('');
    expect(byEmail.get(DEMO_ACCOUNTS.newVisitor)?.name).toBe('');
    expect(visitorRows.length).toBeGreaterThanOrEqual(30);
    // a mix of registration states among the other visitors
    const flags = await database.db
      .select({ done: exhibitionUsers.completeExhibitionRegistration, info: exhibitionUsers.completeVisitor })
      .from(exhibitionUsers)
      .where(eq(exhibitionUsers.subjectType, 'VISITOR'));
    expect(flags.some((f) => f.done)).toBe(true);
    expect(flags.some((f) => f.info && !f.done)).toBe(true);
    expect(flags.some((f) => !f.info)).toBe(true);
  });

  it('gives Chinese visitors area ids the area calls know, and lets some of them share their contact', async () => {
    const rows = await database.db
      .select({
        email: visitors.email,
        name: visitors.name,
        countryCode: visitors.countryCode,
        provinceId: visitors.provinceId,
        cityId: visitors.cityId,
        shareContact: visitors.shareContact,
      })
      .from(visitors);
    const chinese = rows.filter((v) => v.countryCode === 'CN');
    expect(chinese.length).toBeGreaterThan(5);
    for (const v of chinese) {
      const province = provinceList('CN', 'cn').find((p) => p.id === v.provinceId);
      expect(province, `${v.email} province ${v.provinceId}`).toBeDefined();
      expect(
        cityList(v.provinceId, 'cn').some((c) => c.id === v.cityId),
        `${v.email} city ${v.cityId}`,
      ).toBe(true);
    }
    // the other countries have no provinces in the area calls, and an empty first step has no area
    for (const v of rows.filter((r) => r.countryCode !== 'CN'))
      expect([v.provinceId, v.cityId]).toEqual(['', '']);
    // Consent is the exception, never given by someone who filled in nothing; the demo visitor gives it.
    const sharing = rows.filter((v) => v.shareContact);
    expect(sharing.length).toBeGreaterThan(3);
    expect(sharing.length).toBeLessThan(rows.length / 2);
    expect(sharing.every((v) => v.name !== '')).toBe(true);
    expect(rows.find((v) => v.email === DEMO_ACCOUNTS.visitor)?.shareContact).toBe(true);
    expect(rows.find((v) => v.email === DEMO_ACCOUNTS.newVisitor)?.shareContact).toBe(false);
  });

  it('creates notices of every type, read and unread, for visitor@, admin@ and staff@', async () => {
    for (const email of [DEMO_ACCOUNTS.visitor, DEMO_ACCOUNTS.exhibitorAdmin, DEMO_ACCOUNTS.exhibitorStaff]) {
      const rows = await database.db
        .select({
          type: notices.noticeType,
          seen: notices.seen,
          title: notices.title,
          titleEn: notices.titleEn,
        })
        .from(notices)
        .innerJoin(userAccounts, eq(userAccounts.id, notices.userAccountId))
        .where(eq(userAccounts.email, email));
      expect(new Set(rows.map((r) => r.type))).toEqual(new Set(NoticeTypes));
      expect(rows.some((r) => r.seen)).toBe(true);
      expect(rows.some((r) => !r.seen)).toBe(true);
      for (const r of rows) expect(r.title && r.titleEn).toBeTruthy();
    }
  });

  it('creates the home content: articles, banners, carousel items, hot samples, advertisements, versions', async () => {
    const db = database.db;
    const articleRows = await db.select().from(articles).orderBy(asc(articles.publishTime));
    expect(articleRows.length).toBeGreaterThanOrEqual(10);
    for (const a of articleRows) {
      expect(a.body.length).toBe(a.bodyEn.length);
      expect(a.body.length).toBeGreaterThanOrEqual(2);
      expect(await storage.get(a.cover)).not.toBeNull();
    }

    const bannerRows = await db.select().from(banners);
    expect(bannerRows.length).toBeGreaterThanOrEqual(3);
    expect(bannerRows.every((b) => b.showType === 'HOME')).toBe(true);
    expect(bannerRows.some((b) => b.subjectType === '')).toBe(true);
    expect(bannerRows.some((b) => b.subjectType === 'VISITOR')).toBe(true);
    expect(bannerRows.some((b) => b.isLogin)).toBe(true);
    for (const b of bannerRows) {
      expect(await storage.get(b.coverIcon)).not.toBeNull();
      expect(await storage.get(b.coverIconEn)).not.toBeNull();
    }

    const items = await db.select().from(carouselItems);
    expect(items.length).toBeGreaterThanOrEqual(4);
    const actorItems = items.filter((i) => i.type === 'ACTOR');
    expect(actorItems.length).toBeGreaterThan(0);
    expect(items.some((i) => i.type === 'EXTERNAL' && i.externalLink)).toBe(true);
    const exhibitorIds = new Set((await db.select({ id: exhibitors.id }).from(exhibitors)).map((e) => e.id));
    for (const i of actorItems) expect(exhibitorIds.has(i.exhibitorId!)).toBe(true);
    for (const i of items) {
      expect(await storage.get(i.picture)).not.toBeNull();
      expect(await storage.get(i.pictureEn)).not.toBeNull();
    }

    const samples = await db.select().from(hotExhibitorSamples);
    expect(samples).toHaveLength(8);
    // The demo exhibitor accounts' company has a showcase of two scenes; six more exhibitors have one.
    const [admin] = await db
      .select({ exhibitorId: exhibitorEmployees.exhibitorId })
      .from(exhibitorEmployees)
      .innerJoin(userAccounts, eq(userAccounts.id, exhibitorEmployees.userAccountId))
      .where(eq(userAccounts.email, DEMO_ACCOUNTS.exhibitorAdmin));
    expect(samples.filter((s) => s.exhibitorId === admin!.exhibitorId)).toHaveLength(2);
    expect(new Set(samples.map((s) => s.exhibitorId)).size).toBe(7);
    for (const s of samples) {
      expect(await storage.get(s.imageUrl)).not.toBeNull();
      const points = await db
        .select({
          x: hotExhibitorSamplePoints.x,
          y: hotExhibitorSamplePoints.y,
          exhibitorId: products.exhibitorId,
        })
        .from(hotExhibitorSamplePoints)
        .innerJoin(products, eq(products.id, hotExhibitorSamplePoints.productId))
        .where(eq(hotExhibitorSamplePoints.sampleId, s.id));
      expect(points.length).toBeGreaterThanOrEqual(3);
      expect(points.length).toBeLessThanOrEqual(4);
      for (const p of points) {
        expect(p.exhibitorId).toBe(s.exhibitorId);
        expect(p.x).toBeGreaterThan(0);
        expect(p.x).toBeLessThan(1);
        expect(p.y).toBeGreaterThan(0);
        expect(p.y).toBeLessThan(1);
      }
    }

    const ads = await db.select().from(advertisements);
    expect(ads.length).toBeGreaterThanOrEqual(6);
    const productIds = new Set((await db.select({ id: products.id }).from(products)).map((p) => p.id));
    for (const ad of ads) {
      expect(ad.type === 'actor' ? exhibitorIds.has(ad.targetId) : productIds.has(ad.targetId)).toBe(true);
      expect(await storage.get(ad.img)).not.toBeNull();
    }
    expect(ads.some((a) => a.type === 'actor')).toBe(true);
    expect(ads.some((a) => a.type === 'product')).toBe(true);

    const versions = await db.select().from(appVersions);
    expect(versions.length).toBeGreaterThanOrEqual(3);
    for (const v of versions) expect(v.notes.length).toBe(v.notesEn.length);
  });

  it('gives every third product 1-3 long detail pictures that storage returns as SVG', async () => {
    const rows = await database.db.select().from(products);
    const withPictures = rows.filter((p) => p.detailImages.length > 0);
    expect(withPictures.length).toBe(Math.floor(rows.length / 3));
    expect(summary.productDetailImages).toBe(withPictures.reduce((n, p) => n + p.detailImages.length, 0));
    const counts = new Set(withPictures.map((p) => p.detailImages.length));
    expect(counts).toEqual(new Set([1, 2, 3]));
    for (const p of withPictures.slice(0, 30)) {
      expect(new Set(p.detailImages).size).toBe(p.detailImages.length);
      for (const url of p.detailImages) {
        expect(url).toMatch(/^demo\/details\/.+\.svg$/);
        const file = await storage.get(url);
        expect(file?.data.subarray(0, 4).toString()).toBe('<svg');
      }
    }
    // Seeded without ffmpeg: no videos (a fake video would be worse than none; demo-videos.test.ts
    // covers the seed with ffmpeg).
    expect(rows.every((p) => p.video === '')).toBe(true);
  });

  it('creates bilingual demo lives around the seeding time: on air, upcoming and replays', async () => {
    const db = database.db;
    const rows = await db.select().from(lives);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const now = new Date();
    const states = rows.map((l) => liveStateAt(l, now));
    for (const state of [LiveState.OnAir, LiveState.Upcoming, LiveState.Replay]) {
      expect(states.filter((s) => s === state).length, `state ${state}`).toBeGreaterThanOrEqual(2);
    }
    const exhibitorIds = new Set((await db.select({ id: exhibitors.id }).from(exhibitors)).map((e) => e.id));
    for (const l of rows) {
      expect(exhibitorIds.has(l.exhibitorId)).toBe(true);
      expect(l.exhibitionId).toBe(EXHIBITION_ID);
      expect(l.name).toMatch(/[\u4e00-\u9fff]|OEM/);
      expect(l.nameEn).toMatch(/^[A-Za-z]/);
      expect(l.startTime.getTime()).toBeLessThan(l.endTime.getTime());
      expect([0, 1, 2]).toContain(l.scope);
      expect(l.isDemo).toBe(true);
      expect(await storage.get(l.cover)).not.toBeNull();
    }
    expect(rows.some((l) => l.scope !== 0)).toBe(true);
    // The demo exhibitor accounts' company shows every state, and a live guests may not open.
    const [admin] = await db
      .select({ exhibitorId: exhibitorEmployees.exhibitorId })
      .from(exhibitorEmployees)
      .innerJoin(userAccounts, eq(userAccounts.id, exhibitorEmployees.userAccountId))
      .where(eq(userAccounts.email, DEMO_ACCOUNTS.exhibitorAdmin));
    const own = rows.filter((l) => l.exhibitorId === admin!.exhibitorId);
    expect(new Set(own.map((l) => liveStateAt(l, now)))).toEqual(
      new Set([LiveState.OnAir, LiveState.Upcoming, LiveState.Replay]),
    );
    expect(own.some((l) => l.scope !== 0)).toBe(true);
  });

  it('creates a bilingual questionnaire (single, multiple, text; some required) answered by registered visitors', async () => {
    const rows = await database.db
      .select()
      .from(questions)
      .where(eq(questions.exhibitionId, EXHIBITION_ID))
      .orderBy(asc(questions.sort));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.length).toBeLessThanOrEqual(6);
    expect(new Set(rows.map((q) => q.type))).toEqual(new Set(['SINGLE', 'MULTIPLE', 'TEXT']));
    expect(rows.some((q) => q.required)).toBe(true);
    expect(rows.some((q) => !q.required)).toBe(true);
    for (const q of rows) {
      expect(q.title && q.titleEn).toBeTruthy();
      expect(q.isDemo).toBe(true);
      for (const o of q.options) expect(o.id && o.label && o.labelEn).toBeTruthy();
    }
    // Every visitor who completed registration holds answers that pass the questionnaire's own rules.
    const complete = await database.db
      .select({ userAccountId: exhibitionUsers.userAccountId })
      .from(exhibitionUsers)
      .where(
        and(eq(exhibitionUsers.subjectType, 'VISITOR'), eq(exhibitionUsers.completeQuestionnaire, true)),
      );
    expect(complete.length).toBeGreaterThan(0);
    const answers = await database.db.select().from(questionAnswers);
    for (const { userAccountId } of complete) {
      const mine = answers.filter((a) => a.userAccountId === userAccountId);
      expect(() => checkAnswers(rows, mine)).not.toThrow();
    }
  });

  it('is deterministic: the same fair id gives the same exhibitors and products, but binding codes are random', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const a = generateDemoData({ exhibitionId: EXHIBITION_ID, appId: 'x', now });
    const b = generateDemoData({ exhibitionId: EXHIBITION_ID, appId: 'x', now });
    expect(b).toEqual(a);
    const seeded = await database.db
      .select({ name: exhibitors.name, nameEn: exhibitors.nameEn, code: exhibitors.code })
      .from(exhibitors);
    const norm = (rows: { name: string; nameEn?: string }[]) =>
      rows.map((e) => `${e.name}|${e.nameEn}`).sort();
    expect(norm(seeded)).toEqual(norm(a.exhibitors));
    // A binding code lets its holder join a company's staff: whatever follows from the public fair id
    // (the generator's placeholder) must not be what is stored.
    const predictable = new Set(a.exhibitors.map((e) => e.code));
    expect(seeded.filter((e) => predictable.has(e.code))).toEqual([]);
  });

  it('fails as a whole on a non-empty database: nothing is half-written', async () => {
    const before = (await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products))[0]!
      .n;
    await expect(
      seedDemoData({ db: database.db, exhibitionId: EXHIBITION_ID, appId: 'x', storage }),
    ).rejects.toThrow();
    const after = (await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products))[0]!
      .n;
    expect(after).toBe(before);
  });
});

// The second run: on the machine's PostgreSQL when there is one (CI sets TEST_DATABASE_URL), which a
// production fair runs on, else on PGlite; with disk storage and a password of its own.
const [secondEngine] = enginesFor('rules');
describe(`a second seed run, on ${secondEngine} and disk storage`, () => {
  it('seeds a fresh database, writes the images under DATA_DIR/media and gives the same exhibitors and products, with codes and the password of its own', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'openfair-seed-'));
    const testDb = await openTestDatabase(secondEngine!, 'empty');
    const { database } = testDb;
    try {
      expect(await isDatabaseEmpty(database.db)).toBe(true);
      const storage = createStorage({ dataDir: dir, basePath: '' });
      const summary = await seedDemoData({
        db: database.db,
        exhibitionId: EXHIBITION_ID,
        appId: 'x',
        storage,
        password: 'Another2026',
      });
      console.log(`demo seed on ${secondEngine} with disk storage took ${summary.ms} ms`);
      const [count] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products);
      expect(count!.n).toBe(summary.products);
      expect(await isDatabaseEmpty(database.db)).toBe(false);
      const [visitor] = await database.db
        .select()
        .from(userAccounts)
        .where(eq(userAccounts.email, DEMO_ACCOUNTS.visitor));
      expect(await verifyPassword(visitor!.passwordHash!, 'Another2026')).toBe(true);
      expect(await verifyPassword(visitor!.passwordHash!, DEMO_PASSWORD)).toBe(false);
      const [product] = await database.db.select().from(products).orderBy(asc(products.id)).limit(1);
      const file = await readFile(path.join(dir, 'media', product!.images[0]!), 'utf8');
      expect(file.startsWith('<svg')).toBe(true);
      const names = await database.db.select({ name: exhibitors.name }).from(exhibitors);
      const expected = generateDemoData({
        exhibitionId: EXHIBITION_ID,
        appId: 'x',
        now: new Date(),
      });
      expect(names.map((n) => n.name).sort()).toEqual(expected.exhibitors.map((e) => e.name).sort());
      const codes = await database.db.select({ code: exhibitors.code }).from(exhibitors);
      expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
      const placeholders = new Set(expected.exhibitors.map((e) => e.code));
      expect(codes.filter((c) => placeholders.has(c.code))).toEqual([]);
      const productNames = await database.db.select({ n: products.nameEn }).from(products);
      expect(productNames.map((p) => p.n).sort()).toEqual(expected.products.map((p) => p.nameEn!).sort());
    } finally {
      await testDb.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
