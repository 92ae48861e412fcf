import { CatalogPaths } from '@openfair/contract';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { FAIR_A, FAIR_B } from '../../../test/fixtures';
import { buildTestApp, engines, useTestApp } from '../../../test/harness';
import { searchQueries } from '../../db/schema/index';
import { SearchTrendRecorder } from './search-trend.recorder';

/** Searches are summed in memory and written in batches (search-trend.recorder.ts). */
describe.each(engines)('search trend recorder on %s', (engine) => {
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
    trends.record(FAIR_A, '手机');
    trends.record(FAIR_A, ' 手机 ');
    trends.record(FAIR_A, 'Phone  Case');
    trends.record(FAIR_B, '手机');
    await trends.flush();
    trends.record(FAIR_A, '手机');
    await trends.flush();
    expect(await stored()).toEqual([
      { exhibitionId: FAIR_A, keyword: 'phone case', count: 1 },
      { exhibitionId: FAIR_A, keyword: '手机', count: 3 },
      { exhibitionId: FAIR_B, keyword: '手机', count: 1 },
    ]);
  });

  it('shows a reader its own pending searches', async () => {
    trends.record(FAIR_B, '台灯');
    expect(await trends.trend(FAIR_B)).toContainEqual({ keyword: '台灯', count: 1 });
  });

  it('writes what is pending when the app closes', async () => {
    // An app of its own, closed while its searches are still pending.
    const app = await buildTestApp(t.database);
    const api = testClient(app);
    for (let i = 0; i < 3; i++) {
      expect((await api.post(CatalogPaths.search, { keyword: '收纳盒' })).code).toBe(1000);
    }
    await app.close();
    expect(await stored()).toContainEqual({ exhibitionId: FAIR_A, keyword: '收纳盒', count: 3 });
  });

  it('keeps recording after a keyword the database refuses: that one is dropped and told, the rest written', async () => {
    const dropped: string[] = [];
    const recorder = new SearchTrendRecorder(t.db, (keyword) => dropped.push(keyword));
    recorder.record(FAIR_A, 'good-one');
    // The HTTP layer refuses NUL characters; the recorder must survive such a value however it comes.
    recorder.record(FAIR_A, 'bad\u0000keyword');
    recorder.record(FAIR_A, 'good-two');
    await recorder.flush();
    expect(dropped).toEqual(['bad\u0000keyword']);
    recorder.record(FAIR_A, 'good-three');
    await recorder.flush();
    const keywords = (await stored()).map((r) => r.keyword);
    expect(keywords).toEqual(expect.arrayContaining(['good-one', 'good-two', 'good-three']));
    expect(keywords.some((k) => k.startsWith('bad'))).toBe(false);
  });
});
