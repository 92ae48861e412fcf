/**
 * The time the verification, lockout and QR services read. Tests move it forward (60 s resend, daily
 * caps, 10-minute expiry) without faking the timers PGlite and fastify depend on.
 */
let offsetMs = 0;

export const clock = {
  now: (): Date => new Date(Date.now() + offsetMs),
  nowMs: (): number => Date.now() + offsetMs,
};

/** Test helper: moves the clock forward (or back) by `ms`. */
export function advanceClock(ms: number): void {
  offsetMs += ms;
}

/** Test helper: back to real time. */
export function resetClock(): void {
  offsetMs = 0;
}
