import { CatalogPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BodyOf, CallOptions } from '../../../test/client';
import { createProduct } from '../../../test/factories/catalog';
import { catalogFair, PHONE_CASES } from '../../../test/factories/catalog-fair';
import { FAIR_B, ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { products } from '../../db/schema/index';
import { searchVectorSql } from './search-index.service';
import { productSearchText } from './search-text';

const idsOf = (page: { list: { id: string }[] }) => page.list.map((p) => p.id);

describe.each(enginesFor('sql'))('catalog search on %s', (engine) => {
  const t = useTestApp(engine, { seed: catalogFair });
  const search = (body: BodyOf<typeof CatalogPaths.search>, o: CallOptions = {}) =>
    t.api.post(CatalogPaths.search, body, o);
  const trend = async (o: CallOptions = {}) => (await t.api.post(CatalogPaths.searchTrend, {}, o)).data;

  it('finds exhibitors and products in Chinese with highlights, and records the trend', async () => {
    const r = await search({ keyword: '手机', pageSize: 5 });
    expect(r.code).toBe(1000);
    expect(r.data.products.total).toBe(20); // tourist limit
    expect(r.data.products.list[0]?.highlight?.name).toContain('<mark>手机</mark>');
    // exh-a2 sells 24 phone cases; exh-a1 sells one (its vector holds its public products' names).
    expect(idsOf(r.data.exhibitors)).toEqual(['exh-a2', ids.exhibitorA]);
    expect(r.data.exhibitors.list[0]?.highlight?.intro).toContain('<mark>手机</mark>');
    expect(r.data.suggestions).toEqual([]);
    // Another searcher counts; the same one again, or further pages of the search, do not.
    await search({ keyword: ' 手机 ' }, { ip: '10.6.0.2' });
    await search({ keyword: '手机' });
    await search({ keyword: '手机', pageNum: 2 }, { ip: '10.6.0.3' });
    await search({ keyword: 'Phone Case' });
    const trends = await trend();
    expect(trends[0]).toEqual({ keyword: '手机', count: 2 });
    expect(trends).toContainEqual({ keyword: 'phone case', count: 1 });
    // Other fair: its own trends only.
    expect(await trend({ fair: FAIR_B })).toEqual([]);
  });

  it('finds "Phone Cases" for "phone case" and partial words in English', async () => {
    const r = await search({ keyword: 'phone case', scope: 'product' }, { lang: 'en', as: 'visitor' });
    expect(r.data.products.total).toBe(PHONE_CASES);
    expect(r.data.products.list[0]?.highlight?.name).toMatch(/^<mark>Phone<\/mark> <mark>Cases<\/mark> \d+$/);
    expect(r.data.exhibitors.total).toBe(0);
    const partial = await search({ keyword: 'phon', scope: 'exhibitor' }, { lang: 'en' });
    expect(idsOf(partial.data.exhibitors)).toEqual(['exh-a2']);
    const mixed = await search({ keyword: 'cases 智能' }, { as: 'visitor' });
    expect(mixed.data.products.total).toBe(PHONE_CASES);
  });

  it('escapes HTML in highlights', async () => {
    const r = await search({ keyword: 'gamma' }, { lang: 'en' });
    expect(r.data.exhibitors.list[0]?.highlight?.name).toBe('<mark>Gamma</mark> &lt;Tools&gt;');
    expect(r.data.exhibitors.list[0]?.highlight?.intro).toBe('Home tools &amp; more');
  });

  it('suggests trends and categories when nothing matches', async () => {
    const r = await search({ keyword: 'zzzqqq' }, { lang: 'en' });
    expect(r.data.products.total + r.data.exhibitors.total).toBe(0);
    expect(r.data.suggestions).toContain('手机');
    expect(r.data.suggestions).toContain('Consumer Electronics');
    expect(r.data.suggestions).not.toContain('zzzqqq');
    await search({ keyword: '!!!' });
    expect((await trend()).map((x) => x.keyword)).not.toContain('!!!');
    expect((await search({ keyword: '' })).code).toBe(1001);
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
    await createProduct(t.db, 'exh-a3', {
      id: 'prod-late',
      ...source,
      category: 'home',
      searchVector: searchVectorSql(productSearchText(source)),
    });
    try {
      const r = await t.api.post(CatalogPaths.productList, { keyword: 'crate 收纳' }, { as: 'visitor' });
      expect(idsOf(r.data)).toEqual(['prod-late']);
    } finally {
      await t.db.delete(products).where(eq(products.id, 'prod-late'));
    }
  });
});
