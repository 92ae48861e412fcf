import { CatalogPaths } from '@openfair/contract';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { FAIR_A, FAIR_B } from '../../../test/fixtures';
import { buildTestApp, enginesFor, useTestApp } from '../../../test/harness';
import { searchQueries } from '../../db/schema/index';
import {
  isTrendWorthy,
  normaliseKeyword,
  SearchTrendRecorder,
  TREND_KEYWORD_MAX,
  TREND_PERIOD_MS,
} from './search-trend.recorder';

/** Searches are summed in memory and written in batches (search-trend.recorder.ts). */
describe.each(enginesFor('sql'))('search trend recorder on %s', (engine) => {
  const t = useTestApp(engine);
  let trends: SearchTrendRecorder;
  beforeAll(() => {
    trends = new SearchTrendRecorder(t.db);
  });
  const stored = () =>
    t.db
      .select({
        exhibitionId: searchQueries.exhibitionId,
        keyword: searchQueries.keyword,
        count: searchQueries.count,
      })
      .from(searchQueries)
      .orderBy(asc(searchQueries.exhibitionId), asc(searchQueries.keyword));

  it('adds up searches per fair and keyword, and adds to what is stored', async () => {
    trends.record(FAIR_A, '手机', 'u1');
    trends.record(FAIR_A, ' 手机 ', 'u2');
    trends.record(FAIR_A, 'Phone  Case', 'u1');
    trends.record(FAIR_B, '手机', 'u1');
    await trends.flush();
    trends.record(FAIR_A, '手机', 'u3');
    await trends.flush();
    expect(await stored()).toEqual([
      { exhibitionId: FAIR_A, keyword: 'phone case', count: 1 },
      { exhibitionId: FAIR_A, keyword: '手机', count: 3 },
      { exhibitionId: FAIR_B, keyword: '手机', count: 1 },
    ]);
  });

  it('shows a reader its own pending searches', async () => {
    trends.record(FAIR_B, '台灯', 'u1');
    expect(await trends.trend(FAIR_B)).toContainEqual({ keyword: '台灯', count: 1 });
  });

  it('writes what is pending when the app closes', async () => {
    // An app of its own, closed while its searches are still pending.
    const app = await buildTestApp(t.database);
    const api = testClient(app);
    for (let i = 0; i < 3; i++) {
      expect((await api.post(CatalogPaths.search, { keyword: '收纳盒' }, { ip: `10.7.0.${i}` })).code).toBe(
        1000,
      );
    }
    await app.close();
    expect(await stored()).toContainEqual({ exhibitionId: FAIR_A, keyword: '收纳盒', count: 3 });
  });

  it('keeps recording after a keyword the database refuses: that one is dropped and told, the rest written', async () => {
    const dropped: string[] = [];
    const recorder = new SearchTrendRecorder(t.db, (keyword) => dropped.push(keyword));
    recorder.record(FAIR_A, 'good-one', 'u1');
    // The HTTP layer refuses NUL characters; the recorder must survive such a value however it comes.
    recorder.record(FAIR_A, 'bad\u0000keyword', 'u1');
    recorder.record(FAIR_A, 'good-two', 'u1');
    await recorder.flush();
    expect(dropped).toEqual(['bad\u0000keyword']);
    recorder.record(FAIR_A, 'good-three', 'u1');
    await recorder.flush();
    const keywords = (await stored()).map((r) => r.keyword);
    expect(keywords).toEqual(expect.arrayContaining(['good-one', 'good-two', 'good-three']));
    expect(keywords.some((k) => k.startsWith('bad'))).toBe(false);
  });

  it('counts a keyword once per searcher in a day, however often they search it', async () => {
    const recorder = new SearchTrendRecorder(t.db);
    const t0 = Date.parse('2026-06-01T08:00:00Z');
    for (let i = 0; i < 50; i++) recorder.record(FAIR_B, '太阳能板', 'address:10.0.0.1', t0 + i * 1000);
    recorder.record(FAIR_B, '太阳能板', 'acc-1', t0);
    recorder.record(FAIR_B, '太阳能板', 'address:10.0.0.1', t0 + TREND_PERIOD_MS + 1);
    expect(await recorder.trend(FAIR_B)).toContainEqual({ keyword: '太阳能板', count: 3 });
  });

  it('does not count keywords that are not words: addresses, mail, pasted text, symbols', async () => {
    for (const k of [
      'https://evil.example/buy',
      'www.example.com',
      'shop.example.cn',
      'me@example.com',
      '12345',
      '<b>x</b>',
      'x'.repeat(TREND_KEYWORD_MAX + 1),
      'one two three four five six seven',
    ])
      expect(isTrendWorthy(normaliseKeyword(k)), k).toBe(false);
    for (const k of ['手机壳', 'phone case', '3.5mm jack', 'USB-C 充电器', 'iPhone 15'])
      expect(isTrendWorthy(normaliseKeyword(k)), k).toBe(true);
  });

  it('lets the organizer hide a trend (and show it again); nobody else may', async () => {
    for (const ip of ['10.8.0.1', '10.8.0.2'])
      await t.api.post(CatalogPaths.search, { keyword: '竞品名称' }, { ip });
    const shown = async () => (await t.api.post(CatalogPaths.searchTrend, {})).data.map((r) => r.keyword);
    expect(await shown()).toContain('竞品名称');
    const hide = (hidden: boolean, as: 'organizer' | 'visitor' = 'organizer') =>
      t.api.post(CatalogPaths.hideSearchTrend, { keyword: ' 竞品名称 ', hidden }, { as });
    expect((await hide(true, 'visitor')).code).toBe(1004);
    expect((await hide(true)).code).toBe(1000);
    expect(await shown()).not.toContain('竞品名称');
    // Still counted while hidden, and back with its count when shown again.
    await t.api.post(CatalogPaths.search, { keyword: '竞品名称' }, { ip: '10.8.0.3' });
    expect((await hide(false)).code).toBe(1000);
    expect((await t.api.post(CatalogPaths.searchTrend, {})).data).toContainEqual({
      keyword: '竞品名称',
      count: 3,
    });
    // A keyword can be hidden before anyone searches it.
    expect((await hide(true)).code).toBe(1000);
  });
});
