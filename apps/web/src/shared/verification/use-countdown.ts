import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds left of a countdown that ticks once a second; `start(n)` (re)starts it at n. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      const total = Math.max(0, Math.ceil(seconds));
      setRemaining(total);
      if (total === 0) return;
      const endsAt = Date.now() + total * 1000;
      // Counted from the end time, not by decrements, so a throttled background tab stays right.
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
        setRemaining(left);
        if (left === 0) stop();
      }, 1000);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { remaining, start };
}
