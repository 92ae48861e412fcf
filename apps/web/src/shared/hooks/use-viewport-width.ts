import { MOBILE_BREAKPOINT, THROTTLE_MS } from '@openfair/contract';
import { useEffect, useState } from 'react';
import { throttle } from '../utils/throttle';

export type ViewportSize = { width: number; height: number };

function currentSize(): ViewportSize {
  if (typeof window === 'undefined') return { width: 1366, height: 768 };
  return { width: window.innerWidth, height: window.innerHeight };
}

/** Window size, updated on resize at most every `throttleMs` (spec 000 §9: resize throttle 300 ms). */
export function useViewportSize(throttleMs: number = THROTTLE_MS): ViewportSize {
  const [size, setSize] = useState(currentSize);
  useEffect(() => {
    const onResize = throttle(() => {
      const next = currentSize();
      setSize((prev) => (prev.width === next.width && prev.height === next.height ? prev : next));
    }, throttleMs);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, [throttleMs]);
  return size;
}

export function useViewportWidth(throttleMs: number = THROTTLE_MS): number {
  return useViewportSize(throttleMs).width;
}

/** Below 750 px the menus take their mobile form and the advertisement column is hidden. */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}

export function useIsMobile(): boolean {
  return isMobileWidth(useViewportWidth());
}
