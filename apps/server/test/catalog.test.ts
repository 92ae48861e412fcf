import { CatalogPaths, SessionPaths } from '@openfair/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import {
  categories,
  clientPoolMembers,
  collections,
  configurationItems,
  exhibitorEmployees,
  exhibitors,
  footprints,
  products,
  userAccounts,
  visitors,
} from '../src/db/schema/index';
import { refreshSearchVectors, searchVectorSql } from '../src/modules/catalog/search-index.service';
import { productSearchText } from '../src/modules/catalog/search-text';
import { accounts, FAIR_A, FAIR_B, ids, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };
type Opts = { token?: string; lang?: 'cn' | 'en'; fair?: string };

const PHONE_CASES = 24;
const t0 = Date.parse('2026-03-01T00:00:00Z');

/** Catalog rows on top of the shared fixtures: a second and third exhibitor, many products, scopes. */
async function seedCatalog(db: Db) {
  await db.insert(categories).values([
    { exhibitionId: FAIR_A, key: 'electronics', name: '消费电子', nameEn: 'Consumer Electronics', sort: 1 },
    { exhibitionId: FAIR_A, key: 'home', name: '家居用品', nameEn: 'Home Goods', sort: 2 },
    { exhibitionId: FAIR_B, key: 'electronics', name: '乙类目', nameEn: 'B category', sort: 1 },
  ]);
  await db
    .update(exhibitors)
    .set({
      category: 'electronics',
      tags: ['CE'],
      countryCode: 'CN',
      city: '深圳市',
      boothNumber: 'A-01',
      createdAt: new Date(t0),
    })
    .where(eq(exhibitors.id, ids.exhibitorA));
  await db.insert(exhibitors).values([
    {
      id: 'exh-a2',
      exhibitionId: FAIR_A,
      code: 'A2CODE',
      name: '星河电子',
      nameEn: 'Xinghe Electronics',
      introduction: '专业生产手机配件',
      enIntroduction: 'Maker of phone accessories',
      countryCode: 'US',
      floor: '1F',
      boothNumber: 'B-02',
      category: 'electronics',
      tags: ['ISO9001', 'CE'],
      createdAt: new Date(t0 + 1000),
    },
    {
      id: 'exh-a3',
      exhibitionId: FAIR_A,
      code: 'A3CODE',
      name: 'Gamma <Tools> 工具',
      nameEn: 'Gamma <Tools>',
      introduction: '家居工具',
      enIntroduction: 'Home tools & more',
      countryCode: 'CN',
      floor: '1F',
      boothNumber: 'A-09',
      category: 'home',
      createdAt: new Date(t0 + 2000),
    },
  ]);
  await db.insert(products).values(
    Array.from({ length: PHONE_CASES }, (_, i) => ({
      id: `case-${String(i).padStart(2, '0')}`,
      exhibitionId: FAIR_A,
      exhibitorId: 'exh-a2',
      name: `智能手机壳${i}`,
      nameEn: `Phone Cases ${i}`,
      salePrice: String(10 + ((i * 7) % 24)),
      category: 'electronics',
      tags: i % 2 === 0 ? ['TPU'] : ['Silicone'],
      images: [`/media/case-${i}.svg`],
      createdAt: new Date(t0 + i * 60_000),
    })),
  );
  await db.insert(products).values([
    {
      id: 'prod-s1',
      exhibitionId: FAIR_A,
      exhibitorId: 'exh-a2',
      name: '限定款手机支架',
      scope: 1,
      category: 'electronics',
    },
    {
      id: 'prod-s2',
      exhibitionId: FAIR_A,
      exhibitorId: 'exh-a2',
      name: '预登记专享耳机',
      scope: 2,
      category: 'electronics',
    },
    {
      id: 'prod-home',
      exhibitionId: FAIR_A,
      exhibitorId: 'exh-a3',
      name: '收纳盒',
      nameEn: 'Storage Boxes',
      category: 'home',
    },
    {
      id: 'prod-b-case',
      exhibitionId: FAIR_B,
      exhibitorId: ids.exhibitorB,
      name: '乙手机壳',
      nameEn: 'B Phone Case',
    },
  ]);
  await db.update(products).set({ category: 'electronics' }).where(eq(products.exhibitorId, ids.exhibitorA));
  await db.insert(userAccounts).values({ id: 'acc-resigned', email: 'gone@exhibitor.test', name: '离职' });
  await db.insert(exhibitorEmployees).values({
    exhibitionId: FAIR_A,
    exhibitorId: ids.exhibitorA,
    userAccountId: 'acc-resigned',
    name: '离职员工',
    resigned: true,
  });
  await db
    .update(visitors)
    .set({
      name: 'Li Si',
      company: 'Acme Trading',
      position: 'Buyer',
      countryCode: 'CN',
      provinceId: '44',
      email: 'lisi@example.test',
      mobile: '13900000000',
      shareContact: true,
    })
    .where(eq(visitors.id, 'vis-new-a'));
  await db
    .update(visitors)
    .set({ mobile: '13800000001', company: '张三贸易', countryCode: 'US' })
    .where(eq(visitors.id, 'vis-a'));
  await refreshSearchVectors(db, FAIR_A);
  await refreshSearchVectors(db, FAIR_B);
}

describe.each(engines)('catalog on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let db: Db;
  let visitor: string;
  let newVisitor: string;
  let exhibitor: string;

  async function post(url: string, body: Record<string, unknown> = {}, o: Opts = {}) {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: {
        languageType: o.lang ?? 'cn',
        exhibitionId: o.fair ?? FAIR_A,
        appId: 'app',
        terminal: 'PC',
        subjectType: '',
        ...body,
      },
      headers: o.token ? { authorization: o.token } : {},
    });
    return res.json() as Json;
  }
  async function login(account: string, loginSubjectType: string) {
    const res = await post(SessionPaths.webLogon, { account, password: PASSWORD, loginSubjectType });
    expect(res.code).toBe(1000);
    return res.data.token as string;
  }
  const productIds = (r: Json) => r.data.list.map((p: { id: string }) => p.id) as string[];

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    db = testDb.database.db;
    await seedFixtures(db);
    await seedCatalog(db);
    app = await buildTestApp(testDb.database);
    visitor = await login(accounts.visitor.email, 'VISITOR');
    newVisitor = await login(accounts.newVisitor.email, 'VISITOR');
    exhibitor = await login(accounts.admin.email, 'ACTOR');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  describe('product list', () => {
    it('stops tourists at the tourist limit (default 20 when the setting is not a number)', async () => {
      const p1 = await post(CatalogPaths.productList, { pageNum: 1, pageSize: 10 });
      expect(p1.code).toBe(1000);
      expect(p1.data.list).toHaveLength(10);
      expect(p1.data.total).toBe(20);
      expect(p1.data.touristLimited).toBeUndefined();
      const p2 = await post(CatalogPaths.productList, { pageNum: 2, pageSize: 10 });
      expect(p2.data.list).toHaveLength(10);
      expect(p2.data.touristLimited).toBe(true);
      const p3 = await post(CatalogPaths.productList, { pageNum: 3, pageSize: 10 });
      expect(p3.data.list).toEqual([]);
      expect(p3.data.touristLimited).toBe(true);
      const seen = new Set([...productIds(p1), ...productIds(p2)]);
      expect(seen.size).toBe(20);
      // Tourists see public products only.
      for (const p of [...p1.data.list, ...p2.data.list]) expect(p.scope).toBe(0);
    });

    it('follows the configured tourist limit', async () => {
      const where = and(
        eq(configurationItems.exhibitionId, FAIR_A),
        eq(configurationItems.key, 'information'),
      );
      await db
        .update(configurationItems)
        .set({ value: sql`${configurationItems.value} || '{"touristProductLimit": 5}'::jsonb` })
        .where(where);
      try {
        const p1 = await post(CatalogPaths.productList, { pageNum: 1, pageSize: 10 });
        expect(p1.data.list).toHaveLength(5);
        expect(p1.data.total).toBe(5);
        expect(p1.data.touristLimited).toBe(true);
      } finally {
        await db
          .update(configurationItems)
          .set({
            value: sql`${configurationItems.value} || '{"touristProductLimit": "not-a-number"}'::jsonb`,
          })
          .where(where);
      }
    });

    it('has no tourist limit for logged-in visitors, and applies the scope rules', async () => {
      const all = await post(CatalogPaths.productList, { pageNum: 1, pageSize: 50 }, { token: visitor });
      expect(all.data.touristLimited).toBeUndefined();
      // 2 fixture products + 24 cases + scope 1 + scope 2 (pre-registered visitor) + home
      expect(all.data.total).toBe(2 + PHONE_CASES + 3);
      const s1 = all.data.list.find((p: { id: string }) => p.id === 'prod-s1');
      expect(s1).toMatchObject({ scope: 1, inPool: false });
      expect(all.data.list.find((p: { id: string }) => p.id === 'prod-s2')).toMatchObject({ inPool: true });
      // Not pre-registered: scope 2 is hidden.
      const other = await post(CatalogPaths.productList, { pageNum: 1, pageSize: 50 }, { token: newVisitor });
      expect(productIds(other)).not.toContain('prod-s2');
      expect(productIds(other)).toContain('prod-s1');
      // Exhibitors see their own company's products as in the pool.
      const own = await post(CatalogPaths.productList, { exhibitorId: ids.exhibitorA }, { token: exhibitor });
      expect(own.data.list.every((p: { inPool: boolean }) => p.inPool)).toBe(true);
    });

    it('marks a scope-1 product inPool once the visitor is in the client pool', async () => {
      await db
        .insert(clientPoolMembers)
        .values({ exhibitionId: FAIR_A, exhibitorId: 'exh-a2', userAccountId: ids.newVisitor });
      try {
        const r = await post(CatalogPaths.productList, { keyword: '限定款' }, { token: newVisitor });
        expect(r.data.list).toHaveLength(1);
        expect(r.data.list[0]).toMatchObject({ id: 'prod-s1', inPool: true });
      } finally {
        await db.delete(clientPoolMembers).where(eq(clientPoolMembers.userAccountId, ids.newVisitor));
      }
    });

    it('filters by category, country, floor, tags, exhibitor and keyword', async () => {
      const o = { token: visitor };
      const home = await post(CatalogPaths.productList, { category: 'home' }, o);
      expect(productIds(home)).toEqual(['prod-home']);
      const us = await post(CatalogPaths.productList, { countryId: 'us', pageSize: 50 }, o);
      expect(us.data.total).toBe(PHONE_CASES + 2);
      const f3 = await post(CatalogPaths.productList, { floor: '3F' }, o);
      expect(productIds(f3).sort()).toEqual([ids.productA1, ids.productA2]);
      const tpu = await post(CatalogPaths.productList, { tags: ['TPU', 'nothing'], pageSize: 50 }, o);
      expect(tpu.data.total).toBe(PHONE_CASES / 2);
      const byExhibitor = await post(CatalogPaths.productList, { exhibitorId: 'exh-a3' }, o);
      expect(productIds(byExhibitor)).toEqual(['prod-home']);
      const kw = await post(CatalogPaths.productList, { keyword: '手机', pageSize: 50 }, o);
      // 24 cases, 手机壳 (fixture), scope-1 手机支架; never the other fair's 乙手机壳.
      expect(kw.data.total).toBe(PHONE_CASES + 2);
      expect(productIds(kw)).not.toContain('prod-b-case');
      const box = await post(CatalogPaths.productList, { keyword: 'box' }, { ...o, lang: 'en' });
      expect(box.data.list.map((p: { name: string }) => p.name)).toEqual(['Storage Boxes']);
      // The category label is searchable too.
      const label = await post(CatalogPaths.productList, { keyword: '家居' }, o);
      expect(productIds(label)).toEqual(['prod-home']);
    });

    it('sorts and paginates, capping pageSize at 50', async () => {
      const o = { token: visitor };
      const asc = await post(
        CatalogPaths.productList,
        { sort: 'priceAsc', exhibitorId: 'exh-a2', pageSize: 50 },
        o,
      );
      const prices = asc.data.list.map((p: { price: string }) => p.price).filter((p: string) => p !== '');
      expect(prices.map(Number)).toEqual([...prices.map(Number)].sort((a, b) => a - b));
      // Products without a price come last.
      expect(asc.data.list.at(-1).price).toBe('');
      const descr = await post(CatalogPaths.productList, { sort: 'priceDesc', exhibitorId: 'exh-a2' }, o);
      expect(Number(descr.data.list[0].price)).toBe(33);
      const newest = await post(
        CatalogPaths.productList,
        { sort: 'newest', exhibitorId: 'exh-a2', keyword: '手机壳' },
        o,
      );
      expect(productIds(newest)[0]).toBe('case-23');
      const byName = await post(
        CatalogPaths.productList,
        { sort: 'name', keyword: 'phone', pageSize: 3 },
        { ...o, lang: 'en' },
      );
      expect(byName.data.list.map((p: { name: string }) => p.name)).toEqual([
        'Phone Cases 0',
        'Phone Cases 1',
        'Phone Cases 10',
      ]);
      const p1 = await post(CatalogPaths.productList, { pageNum: 1, pageSize: 7, sort: 'newest' }, o);
      const p2 = await post(CatalogPaths.productList, { pageNum: 2, pageSize: 7, sort: 'newest' }, o);
      expect(productIds(p1).filter((id) => productIds(p2).includes(id))).toEqual([]);
      const big = await post(CatalogPaths.productList, { pageSize: 100 }, o);
      expect(big.data.pageSize).toBe(50);
    });

    it('marks favourites as collected', async () => {
      await db.insert(collections).values({
        exhibitionId: FAIR_A,
        userAccountId: ids.visitor,
        subjectType: 'PRODUCT',
        subjectId: 'case-05',
      });
      const r = await post(CatalogPaths.productList, { keyword: '智能手机壳5' }, { token: visitor });
      const card = r.data.list.find((p: { id: string }) => p.id === 'case-05');
      expect(card.collected).toBe(true);
      const anon = await post(CatalogPaths.productList, { keyword: '智能手机壳5' });
      expect(anon.data.list.find((p: { id: string }) => p.id === 'case-05').collected).toBe(false);
    });
  });

  describe('exhibitor list', () => {
    it('filters, sorts and counts visible products', async () => {
      const all = await post(CatalogPaths.exhibitorList, {});
      expect(all.data.total).toBe(3);
      const us = await post(CatalogPaths.exhibitorList, { countryId: 'US' });
      expect(us.data.list.map((e: { id: string }) => e.id)).toEqual(['exh-a2']);
      expect(us.data.list[0]).toMatchObject({ country: '美国', floor: '1F', category: '消费电子' });
      const f1 = await post(CatalogPaths.exhibitorList, { floor: '1F', sort: 'booth' });
      expect(f1.data.list.map((e: { id: string }) => e.id)).toEqual(['exh-a3', 'exh-a2']);
      const iso = await post(CatalogPaths.exhibitorList, { tags: ['ISO9001'] });
      expect(iso.data.list.map((e: { id: string }) => e.id)).toEqual(['exh-a2']);
      const cat = await post(CatalogPaths.exhibitorList, { category: 'home' });
      expect(cat.data.list.map((e: { id: string }) => e.id)).toEqual(['exh-a3']);
      const kw = await post(CatalogPaths.exhibitorList, { keyword: 'electronic' }, { lang: 'en' });
      expect(kw.data.list.map((e: { name: string }) => e.name)).toEqual(['Xinghe Electronics']);
      const newest = await post(CatalogPaths.exhibitorList, { sort: 'newest' });
      expect(newest.data.list[0].id).toBe('exh-a3');
      // Tourists count public products only; a pre-registered visitor counts scope 1 and 2 too.
      const anonCount = us.data.list[0].productCount;
      const visCount = (await post(CatalogPaths.exhibitorList, { countryId: 'US' }, { token: visitor })).data
        .list[0].productCount;
      expect(anonCount).toBe(PHONE_CASES);
      expect(visCount).toBe(PHONE_CASES + 2);
    });
  });

  describe('search', () => {
    it('finds exhibitors and products in Chinese with highlights, and records the trend', async () => {
      const r = await post(CatalogPaths.search, { keyword: '手机', pageSize: 5 });
      expect(r.code).toBe(1000);
      expect(r.data.products.total).toBe(20); // tourist limit
      expect(r.data.products.list[0].highlight.name).toContain('<mark>手机</mark>');
      expect(r.data.exhibitors.list.map((e: { id: string }) => e.id)).toEqual(['exh-a2']);
      expect(r.data.exhibitors.list[0].highlight.intro).toContain('<mark>手机</mark>');
      expect(r.data.suggestions).toEqual([]);
      await post(CatalogPaths.search, { keyword: ' 手机 ' });
      // Further pages of the same search are not counted again.
      await post(CatalogPaths.search, { keyword: '手机', pageNum: 2 });
      await post(CatalogPaths.search, { keyword: 'Phone Case' });
      const trend = await post(CatalogPaths.searchTrend);
      expect(trend.data[0]).toEqual({ keyword: '手机', count: 2 });
      expect(trend.data).toContainEqual({ keyword: 'phone case', count: 1 });
      // Other fair: its own trends only.
      expect((await post(CatalogPaths.searchTrend, {}, { fair: FAIR_B })).data).toEqual([]);
    });

    it('finds "Phone Cases" for "phone case" and partial words in English', async () => {
      const r = await post(
        CatalogPaths.search,
        { keyword: 'phone case', scope: 'product' },
        { lang: 'en', token: visitor },
      );
      expect(r.data.products.total).toBe(PHONE_CASES);
      expect(r.data.products.list[0].highlight.name).toMatch(/^<mark>Phone<\/mark> <mark>Cases<\/mark> \d+$/);
      expect(r.data.exhibitors.total).toBe(0);
      const partial = await post(
        CatalogPaths.search,
        { keyword: 'phon', scope: 'exhibitor' },
        { lang: 'en' },
      );
      expect(partial.data.exhibitors.list.map((e: { id: string }) => e.id)).toEqual(['exh-a2']);
      const mixed = await post(CatalogPaths.search, { keyword: 'cases 智能' }, { token: visitor });
      expect(mixed.data.products.total).toBe(PHONE_CASES);
    });

    it('escapes HTML in highlights', async () => {
      const r = await post(CatalogPaths.search, { keyword: 'gamma' }, { lang: 'en' });
      expect(r.data.exhibitors.list[0].highlight.name).toBe('<mark>Gamma</mark> &lt;Tools&gt;');
      expect(r.data.exhibitors.list[0].highlight.intro).toBe('Home tools &amp; more');
    });

    it('suggests trends and categories when nothing matches', async () => {
      const r = await post(CatalogPaths.search, { keyword: 'zzzqqq' }, { lang: 'en' });
      expect(r.data.products.total + r.data.exhibitors.total).toBe(0);
      expect(r.data.suggestions).toContain('手机');
      expect(r.data.suggestions).toContain('Consumer Electronics');
      expect(r.data.suggestions).not.toContain('zzzqqq');
      await post(CatalogPaths.search, { keyword: '!!!' });
      const trend = await post(CatalogPaths.searchTrend);
      expect(trend.data.map((t: { keyword: string }) => t.keyword)).not.toContain('!!!');
      const bad = await post(CatalogPaths.search, { keyword: '' });
      expect(bad.code).toBe(1001);
    });
  });

  describe('details', () => {
    it('shows an exhibitor with products, active employees, and records the visit', async () => {
      const r = await post(CatalogPaths.exhibitorDetail, { id: 'exh-a2' }, { token: visitor, lang: 'en' });
      expect(r.code).toBe(1000);
      expect(r.data).toMatchObject({
        id: 'exh-a2',
        name: 'Xinghe Electronics',
        country: 'United States of America',
      });
      expect(r.data.products).toHaveLength(12);
      expect(r.data.productTotal).toBe(PHONE_CASES + 2);
      const a1 = await post(CatalogPaths.exhibitorDetail, { id: ids.exhibitorA });
      expect(a1.data.employees.map((e: { name: string }) => e.name).sort()).toEqual(['员工甲', '管理员甲']);
      expect(a1.data.city).toBe('深圳市');
      const emp = await post(CatalogPaths.exhibitorEmployees, { id: ids.exhibitorA });
      expect(emp.data).toHaveLength(2);
      expect(emp.data[0].name).toBe('管理员甲');
      const fp = await db
        .select()
        .from(footprints)
        .where(and(eq(footprints.userAccountId, ids.visitor), eq(footprints.subjectType, 'ACTOR')));
      expect(fp.map((f) => f.subjectId)).toEqual(['exh-a2']);
    });

    it('answers 1005 for unknown ids and ids of another fair', async () => {
      for (const [path, id] of [
        [CatalogPaths.exhibitorDetail, ids.exhibitorB],
        [CatalogPaths.exhibitorDetail, 'nope'],
        [CatalogPaths.exhibitorEmployees, ids.exhibitorB],
        [CatalogPaths.productDetail, ids.productB1],
        [CatalogPaths.productDetail, 'nope'],
      ] as const) {
        expect((await post(path, { id }, { token: visitor })).code).toBe(1005);
      }
      expect((await post(CatalogPaths.visitorDetail, { id: 'vis-b' }, { token: exhibitor })).code).toBe(1005);
    });

    it('denies a scope-1 product outside the client pool and opens it inside', async () => {
      const anon = await post(CatalogPaths.productDetail, { id: 'prod-s1' });
      expect(anon).toMatchObject({ code: 1000, data: { restricted: true, exhibitorId: 'exh-a2' } });
      const denied = await post(CatalogPaths.productDetail, { id: 'prod-s1' }, { token: newVisitor });
      expect(denied.data).toEqual({ restricted: true, exhibitorId: 'exh-a2' });
      const s2 = await post(CatalogPaths.productDetail, { id: 'prod-s2' }, { token: newVisitor });
      expect(s2.data.restricted).toBe(true);
      await db
        .insert(clientPoolMembers)
        .values({ exhibitionId: FAIR_A, exhibitorId: 'exh-a2', userAccountId: ids.newVisitor });
      try {
        const open = await post(CatalogPaths.productDetail, { id: 'prod-s1' }, { token: newVisitor });
        expect(open.data).toMatchObject({
          id: 'prod-s1',
          scope: 1,
          exhibitor: { id: 'exh-a2', name: '星河电子' },
        });
      } finally {
        await db.delete(clientPoolMembers).where(eq(clientPoolMembers.userAccountId, ids.newVisitor));
      }
      const pub = await post(
        CatalogPaths.productDetail,
        { id: ids.productA1 },
        { token: visitor, lang: 'en' },
      );
      expect(pub.data).toMatchObject({
        name: 'Wireless Charger',
        salePrice: '99.50',
        intro: 'Fast charging',
        category: 'Consumer Electronics',
      });
      const fp = await db
        .select()
        .from(footprints)
        .where(and(eq(footprints.userAccountId, ids.visitor), eq(footprints.subjectType, 'PRODUCT')));
      expect(fp.map((f) => f.subjectId)).toEqual([ids.productA1]);
    });

    it('shows visitors to exhibitors only, with contact details only by consent', async () => {
      expect((await post(CatalogPaths.visitorDetail, { id: 'vis-a' })).code).toBe(401);
      expect((await post(CatalogPaths.visitorDetail, { id: 'vis-a' }, { token: visitor })).code).toBe(1004);
      const noConsent = await post(CatalogPaths.visitorDetail, { id: 'vis-a' }, { token: exhibitor });
      expect(noConsent.data).toMatchObject({ name: '张三', company: '张三贸易', email: null, mobile: null });
      const consent = await post(
        CatalogPaths.visitorDetail,
        { id: 'vis-new-a' },
        { token: exhibitor, lang: 'en' },
      );
      expect(consent.data).toMatchObject({
        email: 'lisi@example.test',
        mobile: '13900000000',
        province: 'Guangdong',
      });
      const fp = await db
        .select()
        .from(footprints)
        .where(and(eq(footprints.userAccountId, ids.admin), eq(footprints.subjectType, 'VISITOR')));
      expect(fp.map((f) => f.subjectId).sort()).toEqual(['vis-a', 'vis-new-a']);
      expect((await post(CatalogPaths.visitorList, {}, { token: visitor })).code).toBe(1004);
      const list = await post(CatalogPaths.visitorList, {}, { token: exhibitor });
      expect(list.data.list.map((v: { id: string }) => v.id).sort()).toEqual(['vis-a', 'vis-new-a']);
      const kw = await post(CatalogPaths.visitorList, { keyword: 'acme' }, { token: exhibitor });
      expect(kw.data.list.map((v: { id: string }) => v.id)).toEqual(['vis-new-a']);
      const us = await post(CatalogPaths.visitorList, { countryId: 'US' }, { token: exhibitor });
      expect(us.data.list.map((v: { id: string }) => v.id)).toEqual(['vis-a']);
      // A % in the keyword is a literal, not a wildcard.
      expect((await post(CatalogPaths.visitorList, { keyword: '%' }, { token: exhibitor })).data.total).toBe(
        0,
      );
    });
  });

  it('finds a product written later with its own vector, no rebuild needed', async () => {
    const source = {
      name: '折叠收纳箱',
      nameEn: 'Folding Storage Crates',
      brand: '',
      tags: [],
      productIntro: '',
      productEnIntro: '',
      categoryLabels: ['家居用品', 'Home Goods'],
    };
    await db.insert(products).values({
      id: 'prod-late',
      exhibitionId: FAIR_A,
      exhibitorId: 'exh-a3',
      ...source,
      category: 'home',
      searchVector: searchVectorSql(productSearchText(source)),
    });
    try {
      const r = await post(CatalogPaths.productList, { keyword: 'crate 收纳' }, { token: visitor });
      expect(productIds(r)).toEqual(['prod-late']);
    } finally {
      await db.delete(products).where(eq(products.id, 'prod-late'));
    }
  });

  it('lists filter options in the request language', async () => {
    const en = await post(CatalogPaths.filterOptions, {}, { lang: 'en' });
    expect(en.data.categories).toEqual([
      { key: 'electronics', name: 'Consumer Electronics' },
      { key: 'home', name: 'Home Goods' },
    ]);
    expect(en.data.countries.map((c: { id: string }) => c.id)).toEqual(['CN', 'US']);
    expect(en.data.floors).toEqual(['3F', '1F']);
    expect(en.data.tags[0]).toBe('CE');
    expect(en.data.tags).toContain('ISO9001');
    const b = await post(CatalogPaths.filterOptions, {}, { fair: FAIR_B });
    expect(b.data.categories).toEqual([{ key: 'electronics', name: '乙类目' }]);
    expect(b.data.floors).toEqual(['1F']);
  });
});
