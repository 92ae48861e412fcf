import { CatalogPaths } from '@openfair/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BodyOf, CallOptions } from '../../../test/client';
import { addFavourite, addToClientPool, announceInterests } from '../../../test/factories/catalog';
import { catalogFair, PHONE_CASES } from '../../../test/factories/catalog-fair';
import { FAIR_A, FAIR_B, ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { isSharedResponse } from '../../core/route';
import type { Viewer } from '../../core/visibility';
import { configurationItems } from '../../db/schema/index';
import { catalogContextFor } from './catalog-context';
import { listProducts } from './lists.service';
import { parseKeyword } from './search-text';

const idsOf = (page: { list: { id: string }[] }) => page.list.map((p) => p.id);

describe.each(enginesFor('sql'))('catalog lists on %s', (engine) => {
  const t = useTestApp(engine, { seed: catalogFair });
  /** A visitor's product page unless `o` says otherwise. */
  const productPage = async (body: BodyOf<typeof CatalogPaths.productList>, o: CallOptions = {}) =>
    (await t.api.post(CatalogPaths.productList, body, { as: 'visitor', ...o })).data;

  describe('product list', () => {
    it('stops tourists at the tourist limit (default 20 when the setting is not a number)', async () => {
      const p1 = await t.api.post(CatalogPaths.productList, { pageNum: 1, pageSize: 10 });
      expect(p1.code).toBe(1000);
      expect(p1.data.list).toHaveLength(10);
      expect(p1.data.total).toBe(20);
      expect(p1.data.touristLimited).toBeUndefined();
      const p2 = await t.api.post(CatalogPaths.productList, { pageNum: 2, pageSize: 10 });
      expect(p2.data.list).toHaveLength(10);
      expect(p2.data.touristLimited).toBe(true);
      const p3 = await t.api.post(CatalogPaths.productList, { pageNum: 3, pageSize: 10 });
      expect(p3.data.list).toEqual([]);
      expect(p3.data.touristLimited).toBe(true);
      const seen = new Set([...idsOf(p1.data), ...idsOf(p2.data)]);
      expect(seen.size).toBe(20);
      // Tourists see public products only.
      for (const p of [...p1.data.list, ...p2.data.list]) expect(p.scope).toBe(0);
    });

    it('follows the configured tourist limit', async () => {
      const where = and(
        eq(configurationItems.exhibitionId, FAIR_A),
        eq(configurationItems.key, 'information'),
      );
      await t.db
        .update(configurationItems)
        .set({ value: sql`${configurationItems.value} || '{"touristProductLimit": 5}'::jsonb` })
        .where(where);
      // Changed behind the app's back: announced as the organizer's settings do.
      const announce = () => t.app.appContext.events.publish('catalog.changed', { exhibitionId: FAIR_A });
      await announce();
      try {
        const p1 = await t.api.post(CatalogPaths.productList, { pageNum: 1, pageSize: 10 });
        expect(p1.data.list).toHaveLength(5);
        expect(p1.data.total).toBe(5);
        expect(p1.data.touristLimited).toBe(true);
      } finally {
        await t.db
          .update(configurationItems)
          .set({
            value: sql`${configurationItems.value} || '{"touristProductLimit": "not-a-number"}'::jsonb`,
          })
          .where(where);
        await announce();
      }
    });

    it('has no tourist limit for logged-in visitors, and applies the scope rules', async () => {
      const all = await productPage({ pageNum: 1, pageSize: 50 });
      expect(all.touristLimited).toBeUndefined();
      // 2 fixture products + 24 cases + scope 1 + scope 2 (pre-registered visitor) + home
      expect(all.total).toBe(2 + PHONE_CASES + 3);
      expect(all.list.find((p) => p.id === 'prod-s1')).toMatchObject({ scope: 1, inPool: false });
      expect(all.list.find((p) => p.id === 'prod-s2')).toMatchObject({ inPool: true });
      // Not pre-registered: scope 2 is hidden.
      const other = idsOf(await productPage({ pageNum: 1, pageSize: 50 }, { as: 'newVisitor' }));
      expect(other).not.toContain('prod-s2');
      expect(other).toContain('prod-s1');
      // Exhibitors see their own company's products as in the pool.
      const own = await productPage({ exhibitorId: ids.exhibitorA }, { as: 'admin' });
      expect(own.list.every((p) => p.inPool)).toBe(true);
    });

    it('marks a scope-1 product inPool once the visitor is in the client pool', async () => {
      const leave = await addToClientPool(t.db, 'exh-a2', ids.newVisitor);
      await announceInterests(t.app.appContext, ids.newVisitor);
      try {
        const r = await productPage({ keyword: '限定款' }, { as: 'newVisitor' });
        expect(r.list).toHaveLength(1);
        expect(r.list[0]).toMatchObject({ id: 'prod-s1', inPool: true });
      } finally {
        await leave();
        await announceInterests(t.app.appContext, ids.newVisitor);
      }
    });

    it('filters by category, country, floor, tags, exhibitor and keyword', async () => {
      expect(idsOf(await productPage({ category: 'home' }))).toEqual(['prod-home']);
      expect((await productPage({ countryId: 'us', pageSize: 50 })).total).toBe(PHONE_CASES + 2);
      expect(idsOf(await productPage({ floor: '3F' })).sort()).toEqual([ids.productA1, ids.productA2]);
      expect((await productPage({ tags: ['TPU', 'nothing'], pageSize: 50 })).total).toBe(PHONE_CASES / 2);
      expect(idsOf(await productPage({ exhibitorId: 'exh-a3' }))).toEqual(['prod-home']);
      const kw = await productPage({ keyword: '手机', pageSize: 50 });
      // 24 cases, 手机壳 (fixture), scope-1 手机支架; never the other fair's 乙手机壳.
      expect(kw.total).toBe(PHONE_CASES + 2);
      expect(idsOf(kw)).not.toContain('prod-b-case');
      const box = await productPage({ keyword: 'box' }, { lang: 'en' });
      expect(box.list.map((p) => p.name)).toEqual(['Storage Boxes']);
      // The category label is searchable too.
      expect(idsOf(await productPage({ keyword: '家居' }))).toEqual(['prod-home']);
    });

    it('sorts and paginates, capping pageSize at 50', async () => {
      const asc = await productPage({ sort: 'priceAsc', exhibitorId: 'exh-a2', pageSize: 50 });
      const prices = asc.list.map((p) => p.price).filter((p) => p !== '');
      expect(prices.map(Number)).toEqual([...prices.map(Number)].sort((a, b) => a - b));
      // Products without a price come last.
      expect(asc.list.at(-1)?.price).toBe('');
      const descr = await productPage({ sort: 'priceDesc', exhibitorId: 'exh-a2' });
      expect(Number(descr.list[0]?.price)).toBe(33);
      const newest = await productPage({ sort: 'newest', exhibitorId: 'exh-a2', keyword: '手机壳' });
      expect(idsOf(newest)[0]).toBe('case-23');
      const byName = await productPage({ sort: 'name', keyword: 'phone', pageSize: 3 }, { lang: 'en' });
      expect(byName.list.map((p) => p.name)).toEqual(['Phone Cases 0', 'Phone Cases 1', 'Phone Cases 10']);
      const p1 = idsOf(await productPage({ pageNum: 1, pageSize: 7, sort: 'newest' }));
      const p2 = idsOf(await productPage({ pageNum: 2, pageSize: 7, sort: 'newest' }));
      expect(p1.filter((id) => p2.includes(id))).toEqual([]);
      expect((await productPage({ pageSize: 100 })).pageSize).toBe(50);
    });

    it('marks favourites as collected', async () => {
      await addFavourite(t.db, { userAccountId: ids.visitor, subjectType: 'PRODUCT', subjectId: 'case-05' });
      await announceInterests(t.app.appContext, ids.visitor);
      const r = await productPage({ keyword: '智能手机壳5' });
      expect(r.list.find((p) => p.id === 'case-05')?.collected).toBe(true);
      const anon = await productPage({ keyword: '智能手机壳5' }, { as: 'guest', ip: '10.9.0.1' });
      expect(anon.list.find((p) => p.id === 'case-05')?.collected).toBe(false);
    });

    it('gives viewers whose own flags change no card one shared answer; a favourite or a pool gets its own', async () => {
      const query = {
        keyword: parseKeyword(''),
        category: '',
        countryId: '',
        floor: '',
        tags: [],
        exhibitorId: 'exh-a2',
        sort: 'newest' as const,
        pageNum: 1,
        pageSize: 5,
      };
      const visitor = (userAccountId: string): Viewer => ({
        kind: 'visitor',
        userAccountId,
        preRegistered: false,
      });
      const pageOf = (v: Viewer) =>
        listProducts(
          catalogContextFor(t.app.appContext, { exhibitionId: FAIR_A, lang: 'cn', viewer: v }),
          query,
        );
      const a = await pageOf(visitor('acc-plain-1'));
      const b = await pageOf(visitor('acc-plain-2'));
      expect(b).toBe(a);
      expect(isSharedResponse(a)).toBe(true);
      await addFavourite(t.db, {
        userAccountId: ids.newVisitor,
        subjectType: 'PRODUCT',
        subjectId: a.list[0]!.id,
      });
      await announceInterests(t.app.appContext, ids.newVisitor);
      const own = await pageOf(visitor(ids.newVisitor));
      expect(own).not.toBe(a);
      expect(isSharedResponse(own)).toBe(false);
      expect(own.list[0]).toMatchObject({ id: a.list[0]!.id, collected: true });
      expect(a.list[0]!.collected).toBe(false);
    });
  });

  describe('exhibitor list', () => {
    it('filters, sorts and counts visible products', async () => {
      const list = async (body: BodyOf<typeof CatalogPaths.exhibitorList>, lang?: 'en') =>
        (await t.api.post(CatalogPaths.exhibitorList, body, { lang })).data;
      expect((await list({})).total).toBe(3);
      const us = await list({ countryId: 'US' });
      expect(idsOf(us)).toEqual(['exh-a2']);
      expect(us.list[0]).toMatchObject({ country: '美国', floor: '1F', category: '消费电子' });
      expect(idsOf(await list({ floor: '1F', sort: 'booth' }))).toEqual(['exh-a3', 'exh-a2']);
      expect(idsOf(await list({ tags: ['ISO9001'] }))).toEqual(['exh-a2']);
      expect(idsOf(await list({ category: 'home' }))).toEqual(['exh-a3']);
      // By name (Xinghe Electronics) or by category (A Company is in Consumer Electronics).
      const kw = await list({ keyword: 'electronic' }, 'en');
      expect(kw.list.map((e) => e.name).sort()).toEqual(['A Company', 'Xinghe Electronics']);
      expect(idsOf(await list({ sort: 'newest' }))[0]).toBe('exh-a3');
      // Tourists count public products only; a pre-registered visitor counts scope 1 and 2 too.
      const visitorUs = await t.api.post(CatalogPaths.exhibitorList, { countryId: 'US' }, { as: 'visitor' });
      expect(us.list[0]?.productCount).toBe(PHONE_CASES);
      expect(visitorUs.data.list[0]?.productCount).toBe(PHONE_CASES + 2);
    });
  });

  it('lists filter options in the request language', async () => {
    const en = (await t.api.post(CatalogPaths.filterOptions, {}, { lang: 'en' })).data;
    expect(en.categories).toEqual([
      { key: 'electronics', name: 'Consumer Electronics' },
      { key: 'home', name: 'Home Goods' },
    ]);
    expect(en.countries.map((c) => c.id)).toEqual(['CN', 'US']);
    expect(en.floors).toEqual(['3F', '1F']);
    expect(en.tags[0]).toBe('CE');
    expect(en.tags).toContain('ISO9001');
    const b = (await t.api.post(CatalogPaths.filterOptions, {}, { fair: FAIR_B })).data;
    expect(b.categories).toEqual([{ key: 'electronics', name: '乙类目' }]);
    expect(b.floors).toEqual(['1F']);
  });
});
