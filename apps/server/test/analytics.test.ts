import { ANALYTICS, CatalogPaths, SessionPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db/schema/index';
import { isKnownEvent, parseEventTime } from '../src/modules/catalog/analytics.service';
import { accounts, FAIR_A, FAIR_B, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };

const event = {
  appKey: 'app-key',
  type: ANALYTICS.type,
  userId: 'u-1',
  time: 1_777_600_000_000,
  site: 'http://localhost/find/product',
  event: ANALYTICS.defaultEvent,
  prop: { terminal: 'PC', behavior: 'view' },
};

describe.each(engines)('analytics on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  const burying = async (
    body: unknown,
    opts: { token?: string; query?: Record<string, string>; text?: boolean } = {},
  ) => {
    const res = await app.inject({
      method: 'POST',
      url: CatalogPaths.burying,
      query: opts.query,
      payload: opts.text ? JSON.stringify(body) : (body as Record<string, unknown>),
      headers: {
        ...(opts.token ? { authorization: opts.token } : {}),
        ...(opts.text ? { 'content-type': 'text/plain;charset=UTF-8' } : {}),
      },
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const stored = () => testDb.database.db.select().from(analyticsEvents);

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    await seedFixtures(testDb.database.db);
    app = await buildTestApp(testDb.database);
  });
  beforeEach(async () => {
    await testDb.database.db.delete(analyticsEvents);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('stores anonymous events, the fair from the body, the query or the server default', async () => {
    expect((await burying({ ...event, exhibitionId: FAIR_B })).body).toMatchObject({
      code: 1000,
      data: { stored: true },
    });
    expect((await burying(event, { query: { exhibitionId: FAIR_B } })).body.code).toBe(1000);
    expect((await burying(event)).body.code).toBe(1000);
    const rows = await stored();
    expect(rows.map((r) => r.exhibitionId).sort()).toEqual([FAIR_A, FAIR_B, FAIR_B]);
    expect(rows[0]).toMatchObject({
      appKey: 'app-key',
      type: ANALYTICS.type,
      userId: 'u-1',
      site: event.site,
      event: ANALYTICS.defaultEvent,
      prop: event.prop,
    });
    expect(rows[0]!.time.getTime()).toBe(event.time);
  });

  it('reads a sendBeacon text/plain body as JSON', async () => {
    expect((await burying({ ...event, event: '001031005' }, { text: true })).body.code).toBe(1000);
    expect((await stored())[0]?.event).toBe('001031005');
  });

  it('skips exhibitor sessions without storing', async () => {
    const login = await app.inject({
      method: 'POST',
      url: SessionPaths.webLogon,
      payload: {
        languageType: 'cn',
        exhibitionId: FAIR_A,
        account: accounts.admin.email,
        password: PASSWORD,
        loginSubjectType: 'ACTOR',
      },
    });
    const token = (login.json() as Json).data.token as string;
    expect((await burying(event, { token })).body).toMatchObject({ code: 1000, data: { stored: false } });
    expect(await stored()).toEqual([]);
  });

  it('refuses bad events, times and fairs', async () => {
    expect((await burying({ ...event, event: '999999999' })).body.code).toBe(1001);
    expect((await burying({ ...event, event: 'abc' })).body.code).toBe(1001);
    expect((await burying({ ...event, time: 'yesterday' })).body.code).toBe(1001);
    expect((await burying({ ...event, appKey: undefined })).body.code).toBe(1001);
    expect((await burying({ ...event, exhibitionId: 'no-such-fair' })).body.code).toBe(1002);
    expect(await stored()).toEqual([]);
    expect(
      (
        await testDb.database.db
          .select()
          .from(analyticsEvents)
          .where(eq(analyticsEvents.exhibitionId, FAIR_A))
      ).length,
    ).toBe(0);
  });

  it('knows the spec event codes and time forms', () => {
    expect(isKnownEvent('001021004')).toBe(true);
    expect(isKnownEvent('001035006')).toBe(true);
    expect(isKnownEvent('001035007')).toBe(false);
    expect(isKnownEvent('001030999')).toBe(false);
    expect(parseEventTime(1_777_600_000).getTime()).toBe(1_777_600_000_000);
    expect(parseEventTime('1777600000000').getTime()).toBe(1_777_600_000_000);
    expect(parseEventTime('2026-05-01T00:00:00Z').toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });
});
