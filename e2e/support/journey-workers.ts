/**
 * How many journey files run at once, each worker with a server of its own (support/global-setup.ts).
 * One by default: on the 2-core machine the journeys are CPU-bound (Chromium and the server), and two at
 * once took longer in all (33 min against 27 for the whole run). More cores: `E2E_WORKERS=2` (at most 4).
 * `E2E_BASE_URL` (an already running server, quicker when writing a journey) means one.
 */
export const JOURNEY_WORKERS = process.env.E2E_BASE_URL
  ? 1
  : Math.max(1, Math.min(4, Number(process.env.E2E_WORKERS ?? 1) || 1));
