import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { LoadOptions, LoadResult } from './load-generator';

/**
 * Interleaved rounds. One long window per call on a noisy 2-core machine measures the noise as much
 * as the call (three runs of the old bench spread by ±50 %). Instead every round measures the
 * baseline and each call for a short window, one after the other, and the report takes the median
 * over the rounds of each call's own ratio to the baseline of the same round: noise that lasts a few
 * seconds then moves both sides of a ratio, or spoils one round of several.
 */

/** A persistent load process: a fork per window would cost more than a short window. */
export class LoadWorker {
  private readonly child = fork(fileURLToPath(new URL('./load.worker.ts', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  private waiting: { resolve: (r: LoadResult) => void; reject: (e: Error) => void } | null = null;

  constructor() {
    this.child.on('message', (m) => {
      const w = this.waiting;
      this.waiting = null;
      w?.resolve(m as LoadResult);
    });
    this.child.on('exit', (code) => {
      const w = this.waiting;
      this.waiting = null;
      w?.reject(new Error(`load worker exited with code ${code}`));
    });
  }

  run(options: LoadOptions): Promise<LoadResult> {
    if (this.waiting) return Promise.reject(new Error('one load at a time'));
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.child.send(options);
    });
  }

  close(): void {
    if (this.child.connected) this.child.disconnect();
  }
}

export type RoundsOptions = {
  rounds: number;
  /** each call is loaded this long once before the rounds (JIT, pools, caches) */
  warmupMs: number;
  /** one call's window in one round */
  roundMs: number;
  /** discarded at the start of each window (new keep-alive connections) */
  settleMs: number;
};

export type Measured<E> = { endpoint: E; results: LoadResult[] };

/** Loads every call once for warm-up, then `rounds` times in turn; returns each call's results per round. */
export async function measureRounds<E>(
  endpoints: E[],
  load: (endpoint: E, window: { warmupMs: number; durationMs: number }) => Promise<LoadResult>,
  opts: RoundsOptions,
  progress: (message: string) => void,
): Promise<Measured<E>[]> {
  for (const e of endpoints) await load(e, { warmupMs: 0, durationMs: opts.warmupMs });
  const out = endpoints.map((endpoint) => ({ endpoint, results: [] as LoadResult[] }));
  for (let r = 0; r < opts.rounds; r++) {
    progress(`round ${r + 1}/${opts.rounds}`);
    for (const m of out)
      m.results.push(await load(m.endpoint, { warmupMs: opts.settleMs, durationMs: opts.roundMs }));
  }
  return out;
}

export const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The value below which `q` of the values fall, interpolated between neighbours. */
export const quantile = (values: number[], q: number): number => {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  return s[lo]! + (s[Math.min(lo + 1, s.length - 1)]! - s[lo]!) * (at - lo);
};

/**
 * The interquartile spread, (Q3 − Q1) ÷ median: how far apart the middle half of the rounds were, as a
 * fraction of the reported value. One stray round (a neighbour's burst on the host) does not move it.
 */
export const spread = (values: number[]): number => {
  const m = median(values);
  return m === 0 ? 0 : (quantile(values, 0.75) - quantile(values, 0.25)) / m;
};

/** A call's figures over the rounds, each ratio taken against the baseline of the same round. */
export type Summary = {
  requestsPerSecond: number;
  /** spread of req/s over the rounds */
  requestsSpread: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** median of the per-round req/s ratios to the baseline */
  ratio: number;
  ratioSpread: number;
  p99Ratio: number;
  errorSamples: string[];
};

export function summarize(results: LoadResult[], baseline: LoadResult[]): Summary {
  const ratios = results.map((r, i) => r.requestsPerSecond / baseline[i]!.requestsPerSecond);
  const p99Ratios = results.map((r, i) => r.p99Ms / baseline[i]!.p99Ms);
  return {
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    requestsSpread: spread(results.map((r) => r.requestsPerSecond)),
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    errors: results.reduce((n, r) => n + r.errors, 0),
    ratio: median(ratios),
    ratioSpread: spread(ratios),
    p99Ratio: median(p99Ratios),
    errorSamples: [...new Set(results.flatMap((r) => r.errorSamples))].slice(0, 5),
  };
}

/** The machine's load averages and CPU count, printed before and after a run. */
export const machineLoad = () => {
  const [one, five, fifteen] = os.loadavg();
  return `load average ${one!.toFixed(2)} / ${five!.toFixed(2)} / ${fifteen!.toFixed(2)} (1/5/15 min), ${os.cpus().length} CPUs`;
};
