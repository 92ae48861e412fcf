import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type BusyStore, CALL_BUSY_TTL_MS, memoryBusyStore, redisBusyStore } from './calls';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// CI has Redis where it has PostgreSQL (as the multi-instance tests assume).
const withRedis = process.env.TEST_DATABASE_URL ? it : it.skip;

/** One person, one call: the busy mark is taken only when free and given back only by its call. */
async function behaves(busy: BusyStore) {
  expect(await busy.claim('ann', 'call-1')).toBe(true);
  // the same call again (a retried step) keeps it; another call cannot take it
  expect(await busy.claim('ann', 'call-1')).toBe(true);
  expect(await busy.claim('ann', 'call-2')).toBe(false);
  expect(await busy.callOf('ann')).toBe('call-1');
  // another call's release leaves it alone
  await busy.release('ann', 'call-2');
  expect(await busy.callOf('ann')).toBe('call-1');
  await busy.release('ann', 'call-1');
  expect(await busy.callOf('ann')).toBeNull();
  expect(await busy.claim('ann', 'call-2')).toBe(true);
  await busy.release('ann', 'call-2');
}

describe('call busy state', () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const c of clients) c.disconnect();
  });

  it('in memory (one process)', async () => {
    await behaves(memoryBusyStore());
  });

  withRedis('in Redis, shared by instances, lapsing unless refreshed', async () => {
    const prefix = `openfair:test:${randomUUID()}`;
    const a = new Redis(REDIS_URL);
    const b = new Redis(REDIS_URL);
    clients.push(a, b);
    await behaves(redisBusyStore(a, prefix));
    const onA = redisBusyStore(a, prefix);
    const onB = redisBusyStore(b, prefix);
    // Two instances race for one person: exactly one call gets them.
    const won = await Promise.all([onA.claim('bob', 'call-a'), onB.claim('bob', 'call-b')]);
    expect(won.filter(Boolean)).toHaveLength(1);
    const holder = won[0] ? 'call-a' : 'call-b';
    expect(await onB.callOf('bob')).toBe(holder);
    // The mark expires by itself (a crashed owner), and a refresh by its call renews it.
    const key = `${prefix}:call-busy:bob`;
    expect(await a.pttl(key)).toBeGreaterThan(CALL_BUSY_TTL_MS - 5_000);
    await a.pexpire(key, 1_000);
    await onA.refresh([['bob', holder]]);
    expect(await a.pttl(key)).toBeGreaterThan(CALL_BUSY_TTL_MS - 5_000);
    // …but not by another call's refresh.
    await a.pexpire(key, 1_000);
    await onA.refresh([['bob', 'someone-else']]);
    expect(await a.pttl(key)).toBeLessThanOrEqual(1_000);
  });
});
