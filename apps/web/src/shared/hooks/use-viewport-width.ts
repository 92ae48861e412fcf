import { MOBILE_BREAKPOINT, THROTTLE_MS } from '@openfair/contract';
import { useSyncExternalStore } from 'react';
import { initialViewportSize } from '../../lib/render-env';
import { throttle } from '../utils/throttle';

export type ViewportSize = { width: number; height: number };

function read(): ViewportSize {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * One window-size store for every component: the size is read once at start-up and again on resize (at
 * most every THROTTLE_MS, spec 000 §9), never in a component's render or effect, where reading it right after
 * React changed the page forced the browser to lay out the whole page there and then.
 */
let size: ViewportSize | null = typeof window === 'undefined' ? null : read();
const listeners = new Set<() => void>();

function refresh(): void {
  const next = read();
  if (size && size.width === next.width && size.height === next.height) return;
  size = next;
  for (const listener of listeners) listener();
}

const onResize = throttle(refresh, THROTTLE_MS);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('resize', onResize);
    // Components subscribe after the browser has laid the page out: reading the size is cheap here,
    // and catches a change while nobody listened.
    refresh();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    }
  };
}

function snapshot(): ViewportSize {
  size ??= read();
  return size;
}

/**
 * Window size. A server-rendered first view was drawn at an assumed width (the server snapshot, which
 * hydration uses); React draws the real one right after.
 */
export function useViewportSize(): ViewportSize {
  return useSyncExternalStore(subscribe, snapshot, initialViewportSize);
}

export function useViewportWidth(): number {
  return useViewportSize().width;
}

/** Below 750 px the menus take their mobile form and the advertisement column is hidden. */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}

export function useIsMobile(): boolean {
  return isMobileWidth(useViewportWidth());
}
