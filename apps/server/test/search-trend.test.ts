import { CatalogPaths } from '@openfair/contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { searchQueries } from '../src/db/schema/index';
import { SearchTrendRecorder } from '../src/modules/catalog/search-trend.recorder';
import { FAIR_A, FAIR_B, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

const stored = (db: Db) =>
  db
    .select({
      exhibitionId: searchQueries.exhibitionId,
      keyword: searchQueries.keyword,
      count: searchQueries.count,
    })
    .from(searchQueries)
    .orderBy(asc(searchQueries.exhibitionId), asc(searchQueries.keyword));

/** Searches are summed in memory and written in batches (search-trend.recorder.ts). */
describe.each(engines)('search trend recorder on %s', (engine) => {
  let testDb: TestDatabase;
  let db: Db;
  let trends: SearchTrendRecorder;
  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    db = testDb.database.db;
    trends = new SearchTrendRecorder(db);
    await seedFixtures(db);
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it('adds up searches per fair and keyword, and adds to what is stored', async () => {
    trends.record(FAIR_A, '手机');
    trends.record(FAIR_A, ' 手机 ');
    trends.record(FAIR_A, 'Phone  Case');
    trends.record(FAIR_B, '手机');
    await trends.flush();
    trends.record(FAIR_A, '手机');
    await trends.flush();
    expect(await stored(db)).toEqual([
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
    const app = await buildTestApp(testDb.database);
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'POST',
        url: CatalogPaths.search,
        payload: {
          languageType: 'cn',
          exhibitionId: FAIR_A,
          appId: 'app',
          terminal: 'PC',
          subjectType: '',
          keyword: '收纳盒',
        },
      });
      expect(res.json().code).toBe(1000);
    }
    await app.close();
    expect(await stored(db)).toContainEqual({ exhibitionId: FAIR_A, keyword: '收纳盒', count: 3 });
  });
});
