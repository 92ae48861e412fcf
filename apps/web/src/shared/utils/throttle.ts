/**
 * Leading + trailing throttle: runs at once, then at most once per `waitMs`, always delivering the
 * last call so that the final state (e.g. the window width after a resize) is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0 && !timer) {
      run(args);
      return;
    }
    pending = args;
    if (!timer) {
      timer = setTimeout(
        () => {
          timer = null;
          if (pending) {
            const next = pending;
            pending = null;
            run(next);
          }
        },
        Math.max(remaining, 0),
      );
    }
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
