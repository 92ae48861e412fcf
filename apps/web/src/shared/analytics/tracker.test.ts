import { ANALYTICS } from '@openfair/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { anonymous, exhibitor, testConfig, visitor } from '../../test/fixtures';
import { track } from './tracker';

const okFetch = () =>
  vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } }));

beforeEach(() => setRuntimeConfig(testConfig));
afterEach(() => {
  sessionStore.reset();
  setRuntimeConfig(null);
});

describe('analytics tracker', () => {
  it('posts the spec 001 §3 event record to /burying for a visitor', () => {
    sessionStore.setState(visitor());
    const fetchImpl = okFetch();
    expect(track({ site: 'http://fair.test/find/actor' }, fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/burying');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      appKey: 'app-1',
      type: ANALYTICS.type,
      userId: 'acc-VISITOR',
      site: 'http://fair.test/find/actor',
      event: ANALYTICS.defaultEvent,
      prop: { terminal: 'PC', behavior: 'view' },
      exhibitionId: 'fair-1',
    });
    expect(typeof body.time).toBe('number');
  });

  it('tracks anonymous guests with an empty user id', () => {
    sessionStore.setState(anonymous);
    const fetchImpl = okFetch();
    expect(track({ event: '001021004', behavior: 'banner' }, fetchImpl)).toBe(true);
    const body = JSON.parse(String((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({
      userId: '',
      event: '001021004',
      prop: { terminal: 'PC', behavior: 'banner' },
    });
  });

  it('skips exhibitor (ACTOR) sessions entirely', () => {
    sessionStore.setState(exhibitor(false));
    const fetchImpl = okFetch();
    expect(track({}, fetchImpl)).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('never throws: a failing network or a throwing fetch is ignored', async () => {
    sessionStore.setState(visitor());
    const rejecting = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(track({}, rejecting)).toBe(true);
    const throwing = vi.fn(() => {
      throw new TypeError('bad url');
    }) as unknown as typeof fetch;
    expect(() => track({}, throwing)).not.toThrow();
    await Promise.resolve();
  });
});
