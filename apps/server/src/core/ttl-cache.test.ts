import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('serves an entry until it expires', () => {
    let now = 1000;
    const cache = new TtlCache<number>(100, 10, () => now);
    cache.set('a', 1);
    now = 1099;
    expect(cache.get('a')).toBe(1);
    now = 1100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry past its size', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    expect(cache.size).toBe(2);
  });

  it('shares one load among concurrent callers and keeps its result', async () => {
    const cache = new TtlCache<string>(1000, 10);
    let loads = 0;
    let release: (v: string) => void = () => {};
    const loader = () => {
      loads += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.load('k', loader);
    const second = cache.load('k', loader);
    release('value');
    expect(await Promise.all([first, second])).toEqual(['value', 'value']);
    expect(await cache.load('k', loader)).toBe('value');
    expect(loads).toBe(1);
  });

  it('forgets a failed load so the next caller tries again', async () => {
    const cache = new TtlCache<number>(1000, 10);
    await expect(cache.load('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.load('k', async () => 7)).toBe(7);
  });

  it('keeps nothing with a zero TTL', async () => {
    const cache = new TtlCache<number>(0, 10);
    let loads = 0;
    await cache.load('k', async () => ++loads);
    await cache.load('k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('clear empties it', () => {
    const cache = new TtlCache<number>(1000, 10);
    cache.set('a', 1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('TtlCache invalidation during a load', () => {
  it('does not keep a value that was loading when the cache was invalidated', async () => {
    const cache = new TtlCache<number>(60_000, 10);
    let finish: (n: number) => void = () => {};
    const loading = cache.load('k', () => new Promise<number>((r) => (finish = r)));
    cache.clear();
    finish(1);
    // The callers still get what they asked for…
    expect(await loading).toBe(1);
    // …but the next reader loads afresh instead of getting what may have been read before the change.
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.load('k', async () => 2)).toBe(2);
  });

  it('drops the entries of a key prefix', () => {
    const cache = new TtlCache<number>(60_000, 10);
    cache.set('fair|u1|all', 1);
    cache.set('fair|u1|public', 2);
    cache.set('fair|u2|all', 3);
    cache.deleteKeysStartingWith('fair|u1|');
    expect([cache.get('fair|u1|all'), cache.get('fair|u1|public'), cache.get('fair|u2|all')]).toEqual([
      undefined,
      undefined,
      3,
    ]);
  });
});
