import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryEventBus, createRedisEventBus, type DomainEvents } from './events';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** CI runs the multi-instance tests (it sets TEST_DATABASE_URL and has Redis); a laptop without Redis skips them. */
const withRedis = process.env.TEST_DATABASE_URL || process.env.TEST_REDIS_URL ? describe : describe.skip;

const waitFor = async (check: () => boolean, ms = 2_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('in-process event bus', () => {
  it('runs every handler of the event before publish resolves, and only those', async () => {
    const bus = createMemoryEventBus(() => {});
    const seen: string[] = [];
    bus.subscribe('session.changed', ({ userAccountId }) => void seen.push(`a:${userAccountId}`));
    const off = bus.subscribe('session.changed', ({ userAccountId }) => void seen.push(`b:${userAccountId}`));
    bus.subscribe('catalog.changed', () => void seen.push('catalog'));
    await bus.publish('session.changed', { userAccountId: 'u1' });
    expect(seen).toEqual(['a:u1', 'b:u1']);
    off();
    await bus.publish('session.changed', { userAccountId: 'u2' });
    expect(seen).toEqual(['a:u1', 'b:u1', 'a:u2']);
  });

  it('logs a failing handler and still runs the others', async () => {
    const errors: string[] = [];
    const bus = createMemoryEventBus((_e, event) => errors.push(event));
    const seen: string[] = [];
    bus.subscribe('catalog.changed', () => {
      throw new Error('boom');
    });
    bus.subscribe('catalog.changed', () => void seen.push('second'));
    await bus.publish('catalog.changed', { exhibitionId: 'f' });
    expect(errors).toEqual(['catalog.changed']);
    expect(seen).toEqual(['second']);
  });
});

withRedis('event bus over Redis', () => {
  it('delivers an event to the other instance once, and to its own instance at once', async () => {
    const channel = `openfair:test:${randomUUID()}`;
    const a = await createRedisEventBus({ url: REDIS_URL, channel, onError: () => {} });
    const b = await createRedisEventBus({ url: REDIS_URL, channel, onError: () => {} });
    try {
      const onA: DomainEvents['session.changed'][] = [];
      const onB: DomainEvents['session.changed'][] = [];
      a.subscribe('session.changed', (p) => void onA.push(p));
      b.subscribe('session.changed', (p) => void onB.push(p));
      await a.publish('session.changed', { userAccountId: 'u1' });
      // The publisher's own handlers ran before publish resolved…
      expect(onA).toEqual([{ userAccountId: 'u1' }]);
      // …and the other instance gets it once, while the publisher does not get its own echo.
      await waitFor(() => onB.length === 1);
      await new Promise((r) => setTimeout(r, 50));
      expect(onB).toEqual([{ userAccountId: 'u1' }]);
      expect(onA).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('refuses to start with a clear message when Redis does not answer', async () => {
    await expect(
      createRedisEventBus({ url: 'redis://127.0.0.1:1', onError: () => {}, connectTimeoutMs: 500 }),
    ).rejects.toThrow(/Redis at REDIS_URL did not answer/);
  });
});
