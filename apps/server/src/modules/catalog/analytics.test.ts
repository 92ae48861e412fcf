import { ANALYTICS, CatalogPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rawCall } from '../../../test/client';
import { ANALYTICS_EVENT as event } from '../../../test/factories/catalog';
import { FAIR_A, FAIR_B } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { analyticsEvents } from '../../db/schema/index';
import { isKnownEvent, parseEventTime } from './analytics.service';

describe.each(enginesFor('rules'))('analytics on %s', (engine) => {
  const t = useTestApp(engine);
  /**
   * The log host's tracking post: the event as the body, no common fields (the fair may come in the
   * body or the query), as JSON or as sendBeacon's text/plain.
   */
  const burying = (
    body: Record<string, unknown>,
    opts: { token?: string; query?: Record<string, string>; text?: boolean } = {},
  ) =>
    rawCall(t.app, CatalogPaths.burying, {
      payload: opts.text ? JSON.stringify(body) : body,
      query: opts.query,
      token: opts.token,
      headers: opts.text ? { 'content-type': 'text/plain;charset=UTF-8' } : {},
    });
  const stored = () => t.db.select().from(analyticsEvents);

  beforeEach(async () => {
    await t.db.delete(analyticsEvents);
  });

  it('stores anonymous events, the fair from the body, the query or the server default', async () => {
    expect(await burying({ ...event, exhibitionId: FAIR_B })).toMatchObject({
      code: 1000,
      data: { stored: true },
    });
    expect((await burying(event, { query: { exhibitionId: FAIR_B } })).code).toBe(1000);
    expect((await burying(event)).code).toBe(1000);
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
    expect((await burying({ ...event, event: '001031005' }, { text: true })).code).toBe(1000);
    expect((await stored())[0]?.event).toBe('001031005');
  });

  it('skips exhibitor sessions without storing', async () => {
    const token = await t.api.tokenOf('admin');
    expect(await burying(event, { token })).toMatchObject({ code: 1000, data: { stored: false } });
    expect(await stored()).toEqual([]);
  });

  it('refuses bad events, times and fairs', async () => {
    expect((await burying({ ...event, event: '999999999' })).code).toBe(1001);
    expect((await burying({ ...event, event: 'abc' })).code).toBe(1001);
    expect((await burying({ ...event, time: 'yesterday' })).code).toBe(1001);
    expect((await burying({ ...event, appKey: undefined })).code).toBe(1001);
    expect((await burying({ ...event, exhibitionId: 'no-such-fair' })).code).toBe(1002);
    expect(await stored()).toEqual([]);
    expect(
      (await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.exhibitionId, FAIR_A))).length,
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
