import { SystemPaths } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../test/client';
import { FAIR_A } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { DEFAULT_VISITOR_TOKEN } from '../../settings';

/** Probes and the client's bootstrap answer plain JSON (no envelope, no common fields): read by hand. */
describe.each(enginesFor('sql'))('system on %s', (engine) => {
  const t = useTestApp(engine);

  it('GET /healthz names the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: SystemPaths.healthz });
    expect(res.json<DataOf<typeof SystemPaths.healthz>>()).toEqual({ status: 'ok', db: engine });
  });

  it('GET /config.json carries the runtime settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: SystemPaths.runtimeConfig });
    const body = res.json<DataOf<typeof SystemPaths.runtimeConfig>>();
    expect(body.exhibitionId).toBe(FAIR_A);
    expect(body.visitorToken).toBe(DEFAULT_VISITOR_TOKEN);
    expect(body.downloadApp).toBe(true);
    expect(body.translate).toBe(false);
    expect(Object.values(body.features).every((v) => v === false)).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
