import http from 'node:http';
import { isSuccessCode } from '@openfair/contract';

/** One HTTP call, repeated for the whole run by every connection. */
export type LoadRequest = {
  method: 'GET' | 'POST';
  /** path and query string, e.g. `/getInfo?languageType=cn` */
  path: string;
  headers?: Record<string, string>;
  /** JSON text sent as the body (POST) */
  body?: string;
  /** bodies sent in turn instead of `body`, e.g. a different keyword each time so that no answer is cached */
  bodies?: string[];
};

/**
 * `http`: any 2xx status is a success (health probes answer plain JSON).
 * `envelope`: a 2xx status and a `{ code }` envelope whose code is a success code (spec 000 §8),
 * because API failures such as an expired session also answer 200 with an error code.
 */
export type SuccessRule = 'http' | 'envelope';

export type LoadOptions = {
  host: string;
  port: number;
  request: LoadRequest;
  success: SuccessRule;
  /** concurrent keep-alive connections, each with one request in flight */
  connections: number;
  /** requests before this are not counted: JIT, caches and connection pools settle first */
  warmupMs: number;
  durationMs: number;
  /** a request slower than this is aborted and counted as an error, so a stuck server cannot hang the run */
  requestTimeoutMs?: number;
};

export type LoadResult = {
  /** successful requests that started inside the measurement window */
  requests: number;
  /** failed requests (non-success status or code, network error, timeout) in the measurement window */
  errors: number;
  /** successful requests per second over the measurement window */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** a few distinct failure descriptions, to say why errors happened */
  errorSamples: string[];
};

type Outcome = { ok: true } | { ok: false; reason: string };

const MAX_ERROR_SAMPLES = 5;

/** The value below which `fraction` of the sorted samples fall (nearest-rank). */
export function percentile(sorted: ArrayLike<number>, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

function judge(status: number, body: string, rule: SuccessRule): Outcome {
  if (status < 200 || status >= 300) return { ok: false, reason: `HTTP ${status}: ${body.slice(0, 200)}` };
  if (rule === 'http') return { ok: true };
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return isSuccessCode(code)
      ? { ok: true }
      : { ok: false, reason: `code ${String(code)}: ${body.slice(0, 200)}` };
  } catch {
    return { ok: false, reason: `not JSON: ${body.slice(0, 200)}` };
  }
}

function send(agent: http.Agent, opts: LoadOptions, text: string | undefined): Promise<Outcome> {
  const { request } = opts;
  const body = text === undefined ? undefined : Buffer.from(text);
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: opts.host,
        port: opts.port,
        method: request.method,
        path: request.path,
        headers: {
          ...request.headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
        },
        timeout: opts.requestTimeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve(judge(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), opts.success)),
        );
        res.on('error', (e) => resolve({ ok: false, reason: `response: ${e.message}` }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${opts.requestTimeoutMs ?? 10_000} ms`)));
    req.on('error', (e) => resolve({ ok: false, reason: `request: ${e.message}` }));
    req.end(body);
  });
}

/**
 * Closed-loop load: `connections` keep-alive sockets, each sending its next request as soon as the
 * previous one is answered. Throughput and latency therefore describe the server at saturation with
 * that many clients, not at a fixed arrival rate.
 */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const started = performance.now();
  const measureFrom = started + opts.warmupMs;
  const measureUntil = measureFrom + opts.durationMs;
  const latencies: number[] = [];
  let errors = 0;
  const errorSamples = new Set<string>();
  const bodies = opts.request.bodies;
  let sent = 0;
  const nextBody = () => (bodies?.length ? bodies[sent++ % bodies.length] : opts.request.body);

  async function connectionLoop() {
    for (;;) {
      const t0 = performance.now();
      if (t0 >= measureUntil) return;
      const outcome = await send(agent, opts, nextBody());
      if (t0 < measureFrom) continue;
      if (outcome.ok) latencies.push(performance.now() - t0);
      else {
        errors++;
        if (errorSamples.size < MAX_ERROR_SAMPLES) errorSamples.add(outcome.reason);
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: opts.connections }, connectionLoop));
  } finally {
    agent.destroy();
  }
  // Requests started before the window closed finish a little after it; count that time too.
  const elapsedMs = Math.max(opts.durationMs, performance.now() - measureFrom);
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: (latencies.length * 1000) / elapsedMs,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    errorSamples: [...errorSamples],
  };
}
