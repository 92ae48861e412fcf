import { AD_LAYOUT } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { AD_MIN_WIDTH, adScrollIndex, computeAdWidth } from './ad-width';

describe('computeAdWidth', () => {
  it.each([
    [375, 0],
    [749, 0],
    [750, AD_MIN_WIDTH],
    [1024, 150],
    [1280, 187],
    [1365, 200],
    [1366, AD_LAYOUT.defaultWidth],
    [1440, 200],
    [1519, 200],
    [1520, 223],
    [1600, 223],
    [1774, 223],
    [1775, 260],
    [1920, 260],
    [2560, 260],
    [Number.NaN, 0],
  ])('window %d → %d', (w, expected) => {
    expect(computeAdWidth(w)).toBe(expected);
  });

  it('never shrinks as the window grows', () => {
    let prev = 0;
    for (let w = 300; w <= 3000; w += 7) {
      const cur = computeAdWidth(w);
      expect(cur).toBeGreaterThanOrEqual(prev);
      prev = cur;
    }
  });
});

describe('adScrollIndex (no loop)', () => {
  it.each([
    [0, 6, 3, 0],
    [1, 6, 3, 1],
    [3, 6, 3, 3],
    [4, 6, 3, 3],
    [50, 6, 3, 3],
    [5, 2, 3, 0],
    [2, 0, 3, 0],
    [-1, 6, 3, 0],
  ])('tick %d of %d ads, %d visible → %d', (tick, count, visible, expected) => {
    expect(adScrollIndex(tick, count, visible)).toBe(expected);
  });
});
