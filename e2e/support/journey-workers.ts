/**
 * How many journey files run at once, each worker with a server of its own (support/global-setup.ts).
 * Two by default: a journey spends much of its time waiting on the browser and the server, so two keep a
 * 2-core machine busy. `E2E_WORKERS=1` runs them one after another; `E2E_BASE_URL` (an already running
 * server, quicker when writing a journey) means one.
 */
export const JOURNEY_WORKERS = process.env.E2E_BASE_URL
  ? 1
  : Math.max(1, Math.min(4, Number(process.env.E2E_WORKERS ?? 2) || 1));
