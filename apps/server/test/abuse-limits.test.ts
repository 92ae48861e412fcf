import {
  ANALYTICS,
  CatalogPaths,
  ChatPaths,
  ResponseCode,
  SessionPaths,
  TOURIST_IDENTITIES_PER_HOUR,
  VerificationPaths,
} from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitClassOf } from '../src/http/routes';
import { areaModules } from '../src/modules/index';
import { readEnvelope, testClient } from './client';
import { ANALYTICS_EVENT as event } from './factories/catalog';
import { buildTestApp, enginesFor, openTestDatabase, type TestDatabase } from './harness';

const routes = areaModules.flatMap((m) => m.routes);
const name = (r: { endpoint: { method: string; path: string } }) => `${r.endpoint.method} ${r.endpoint.path}`;

describe('rate limits of the routes', () => {
  it('every call a guest may make for a fair has a rate limit', () => {
    const open = routes.filter((r) => r.policy === 'anonymous' && r.commonFields !== 'none');
    expect(open.length).toBeGreaterThan(20);
    expect(open.filter((r) => rateLimitClassOf(r) === undefined).map(name)).toEqual([]);
    // The named classes stay where they were: passwords and accounts, slider puzzles, analytics.
    const classOf = (path: string) => rateLimitClassOf(routes.find((r) => r.endpoint.path === path)!);
    expect(classOf(CatalogPaths.search)).toBe('guest');
    expect(classOf(CatalogPaths.productList)).toBe('guest');
    expect(classOf(VerificationPaths.sliderChallenge)).toBe('slider');
    expect(classOf(CatalogPaths.burying)).toBe('analytics');
    // Guest chat identities count on their own, not against the logins of the address.
    expect(classOf(ChatPaths.touristIdentity)).toBe('tourist');
  });
});

describe.each(enginesFor('rules'))('abuse limits on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    app = await buildTestApp(testDb.database, {
      env: { ANON_RATE_LIMIT: '3', ANALYTICS_RATE_LIMIT: '2' },
      loginRateLimit: 3,
    });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('limits a guest on calls that do work, per address; someone logged in is not limited', async () => {
    const api = testClient(app);
    const search = (o: Parameters<typeof api.post>[2]) =>
      api.post(CatalogPaths.search, { keyword: '手机' }, o);
    for (let i = 0; i < 3; i++) expect((await search({ ip: '10.30.0.1' })).code).toBe(1000);
    const over = await search({ ip: '10.30.0.1', lang: 'en' });
    expect(over.status).toBe(429);
    expect(over.code).toBe(ResponseCode.TooManyRequests);
    expect((await search({ ip: '10.30.0.2' })).code).toBe(1000);
    for (let i = 0; i < 5; i++) expect((await search({ ip: '10.30.0.1', as: 'visitor' })).code).toBe(1000);
  });

  it('takes only the analytics record of the spec, with bounded fields, and limits beacons per address', async () => {
    const post = (body: Record<string, unknown>, ip: string) =>
      app.inject({ method: 'POST', url: CatalogPaths.burying, payload: body, remoteAddress: ip });
    const refused = [
      { ...event, prop: { terminal: 'PC', behavior: 'view', extra: 'x'.repeat(10_000) } },
      { ...event, prop: { nested: { deep: true } } },
      { ...event, site: `http://localhost/${'a'.repeat(ANALYTICS.siteMax)}` },
      { ...event, prop: { terminal: 'PC', behavior: 'b'.repeat(ANALYTICS.behaviorMax + 1) } },
      { ...event, type: '999' },
      { ...event, time: 'x'.repeat(100) },
    ];
    for (const [i, body] of refused.entries())
      expect(readEnvelope(await post(body, `10.31.0.${i}`)).code, JSON.stringify(body).slice(0, 80)).toBe(
        ResponseCode.BadRequest,
      );
    expect(readEnvelope(await post(event, '10.31.1.1')).code).toBe(1000);
    expect(readEnvelope(await post(event, '10.31.1.1')).code).toBe(1000);
    const over = await post(event, '10.31.1.1');
    expect(over.statusCode).toBe(429);
    expect(readEnvelope(over).code).toBe(ResponseCode.TooManyRequests);
  });

  it('gives guest chat identities a limit of their own: used-up logins do not block them, nor they logins', async () => {
    const api = testClient(app);
    const ip = '10.32.0.1';
    const identity = () => api.post(ChatPaths.touristIdentity, {}, { ip });
    const login = () =>
      api.post(
        SessionPaths.webLogon,
        { account: 'nobody@example.test', password: 'wrong-password', loginSubjectType: 'VISITOR' },
        { ip },
      );
    for (let i = 0; i < TOURIST_IDENTITIES_PER_HOUR - 1; i++)
      expect((await identity()).code).toBe(ResponseCode.Success);
    // the identities took nothing from the logins' three a minute
    for (let i = 0; i < 3; i++) expect((await login()).status).not.toBe(429);
    expect((await login()).status).toBe(429);
    // and the logins used up took nothing from the identities
    expect((await identity()).code).toBe(ResponseCode.Success);
  });
});
