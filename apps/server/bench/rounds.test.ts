import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load-generator';
import { measureRounds, median, spread, summarize } from './rounds';

const result = (requestsPerSecond: number, p99Ms = 10): LoadResult => ({
  requests: requestsPerSecond,
  errors: 0,
  requestsPerSecond,
  p50Ms: p99Ms / 2,
  p99Ms,
  errorSamples: [],
});

describe('interleaved rounds', () => {
  it('loads every call once to warm up, then each call once per round, in turn', async () => {
    const order: string[] = [];
    const measured = await measureRounds(
      ['base', 'call'],
      async (e, w) => {
        order.push(`${e}:${w.durationMs}`);
        return result(1);
      },
      { rounds: 3, warmupMs: 50, roundMs: 10, settleMs: 1 },
      () => {},
    );
    expect(order).toEqual([
      'base:50',
      'call:50',
      'base:10',
      'call:10',
      'base:10',
      'call:10',
      'base:10',
      'call:10',
    ]);
    expect(measured.map((m) => m.results.length)).toEqual([3, 3]);
  });

  it('takes medians and spreads', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    // Q1 95, Q3 105 of 90..110; a stray round does not widen it.
    expect(spread([90, 100, 110])).toBeCloseTo(0.1);
    expect(spread([100, 101, 99, 100, 40])).toBeCloseTo(0.01);
  });

  it('divides each round by the baseline of the same round, so a slow round moves both sides', () => {
    // The machine halves its speed in round 2: req/s spread by 67 %, the ratio does not move.
    const base = [result(1000, 2), result(500, 4), result(1000, 2)];
    const call = [result(300, 20), result(150, 40), result(300, 20)];
    const s = summarize(call, base);
    expect(s.requestsPerSecond).toBe(300);
    expect(s.requestsSpread).toBeCloseTo(0.25);
    expect(s.ratio).toBeCloseTo(0.3);
    expect(s.ratioSpread).toBe(0);
    expect(s.p99Ratio).toBeCloseTo(10);
  });
});
