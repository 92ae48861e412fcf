import { AD_LAYOUT, MOBILE_BREAKPOINT } from '@openfair/contract';

/** Narrowest column we let the ads shrink to on small desktop windows (ours: the spec gives no minimum). */
export const AD_MIN_WIDTH = 120;

/**
 * Width of the advertisement column for a window width (spec 000 §9: base 1366, breakpoints 1775 and
 * 1520, default 200). The spec gives the numbers but not the formula; ours: the default width belongs
 * to the 1366 base; wide windows step up at each breakpoint in proportion to the breakpoint
 * (1520 → 223, 1775 → 260) so the column does not grow with every pixel; windows narrower than the base
 * shrink in proportion down to AD_MIN_WIDTH; below the mobile breakpoint the column is hidden (0).
 */
export function computeAdWidth(windowWidth: number): number {
  const { baseWidth, breakpoints, defaultWidth } = AD_LAYOUT;
  if (!Number.isFinite(windowWidth) || windowWidth < MOBILE_BREAKPOINT) return 0;
  for (const bp of breakpoints) {
    if (windowWidth >= bp) return Math.round((defaultWidth * bp) / baseWidth);
  }
  if (windowWidth >= baseWidth) return defaultWidth;
  return Math.max(AD_MIN_WIDTH, Math.round((defaultWidth * windowWidth) / baseWidth));
}

/**
 * Index of the first visible ad after `tick` auto-advances: one step per tick, never looping
 * (AD_LAYOUT.loop is false), so it stops once the last ad is in view.
 */
export function adScrollIndex(tick: number, count: number, visible: number): number {
  const last = Math.max(0, count - Math.max(1, visible));
  return Math.min(Math.max(0, tick), last);
}
