/**
 * `npm run bench:api`: requests/s and latency of the core API calls against GET /healthz, measured in
 * the same run on the same engine, so the ratios hold across machines (ARCHITECTURE §7).
 * Knobs: BENCH_ENGINES (pglite,postgres), BENCH_CONNECTIONS, BENCH_WARMUP_MS, BENCH_DURATION_MS.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ApiPaths, type CommonFields, isSuccessCode } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { applyMigrations, type Database, type DatabaseKind, openDatabase } from '../src/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../src/db/seed/index';
import { createStorage } from '../src/media/storage';
import { loadSettings, type Settings } from '../src/settings';
import type { LoadOptions, LoadRequest, LoadResult, SuccessRule } from './load-generator';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const HOST = '127.0.0.1';
// Everything (seeding included) normally takes about a minute; past this something is stuck.
const WATCHDOG_MS = 10 * 60_000;

function intFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got ${raw}`);
  return n;
}

const CONNECTIONS = intFromEnv('BENCH_CONNECTIONS', 16, 1);
const WARMUP_MS = intFromEnv('BENCH_WARMUP_MS', 1000, 0);
const DURATION_MS = intFromEnv('BENCH_DURATION_MS', 5000, 100);

type Endpoint = { name: string; request: LoadRequest; success: SuccessRule; baseline?: true };
type Row = { engine: DatabaseKind; endpoint: Endpoint; result: LoadResult };

/** A migrated, seeded database for one engine, and how to throw it away. */
type BenchDatabase = { database: Database; dispose: () => Promise<void> };

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

async function seeded(database: Database, settings: Settings, dataDir: string): Promise<void> {
  await applyMigrations(database);
  const started = performance.now();
  const summary = await seedDemoData({
    db: database.db,
    exhibitionId: settings.exhibitionId,
    appId: settings.appId,
    storage: createStorage({ dataDir, basePath: settings.basePath }),
  });
  log(
    `  ${database.kind}: demo data seeded in ${Math.round(performance.now() - started)} ms ` +
      `(${summary.products} products, ${summary.articles} articles, ${summary.accounts} accounts)`,
  );
}

async function openPglite(settings: Settings): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'openfair-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    await seeded(database, settings, dataDir);
  } catch (e) {
    await database.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
    throw e;
  }
  return {
    database,
    dispose: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server to create the bench database on: DATABASE_URL, else TEST_DATABASE_URL, else the local
 * default when it answers. A URL the user set must work; the default may be absent.
 */
async function postgresAdminUrl(): Promise<{ url: string } | { skip: string }> {
  const explicit = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const url = explicit || DEFAULT_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { url };
  } catch (e) {
    if (explicit) throw new Error(`PostgreSQL at ${redact(url)} did not answer: ${(e as Error).message}`);
    return { skip: `no DATABASE_URL or TEST_DATABASE_URL, and ${redact(url)} did not answer` };
  } finally {
    await client.end().catch(() => {});
  }
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function adminQuery(adminUrl: string, sql: string, params: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * pg's Pool.end() resolves before its connections have closed. Dropping WITH (FORCE) at that moment
 * makes the server kill them, and a pool with no 'error' listener (src/db/client.ts) then crashes the
 * process. So wait until the closed pool's sessions are gone; FORCE is only for stragglers.
 */
async function waitForSessionsToEnd(adminUrl: string, name: string, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const rows = await adminQuery(adminUrl, 'select 1 from pg_stat_activity where datname = $1', [name]);
    if (rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function openPostgres(settings: Settings, adminUrl: string): Promise<BenchDatabase> {
  // A database of its own, so the run neither sees nor disturbs anyone's data.
  const name = `of_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'openfair-bench-'));
  const drop = async () => {
    await waitForSessionsToEnd(adminUrl, name);
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  };
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), dataDir });
    await seeded(database, settings, dataDir);
  } catch (e) {
    await database?.close().catch(() => {});
    await drop().catch(() => {});
    throw e;
  }
  const opened = database;
  log(`  postgres: database ${name} created (dropped at the end)`);
  return {
    database: opened,
    dispose: async () => {
      await opened.close();
      await drop();
    },
  };
}

function commonFields(settings: Settings, subjectType: CommonFields['subjectType']): CommonFields {
  return {
    languageType: 'cn',
    exhibitionId: settings.exhibitionId,
    appId: settings.appId,
    terminal: 'PC',
    subjectType,
  };
}

async function call(
  port: number,
  request: LoadRequest,
): Promise<{ status: number; json: { code?: unknown; data?: unknown } }> {
  const res = await fetch(`http://${HOST}:${port}${request.path}`, {
    method: request.method,
    headers: { ...request.headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
    body: request.body,
  });
  return { status: res.status, json: (await res.json()) as { code?: unknown; data?: unknown } };
}

async function logIn(port: number, settings: Settings): Promise<{ token: string; subjectType: string }> {
  const { status, json } = await call(port, {
    method: 'POST',
    path: ApiPaths.webLogon,
    body: JSON.stringify({
      ...commonFields(settings, ''),
      account: DEMO_ACCOUNTS.visitor,
      password: DEMO_PASSWORD,
      loginSubjectType: 'VISITOR',
    }),
  });
  const data = json.data as { token?: string; subjectType?: string } | null | undefined;
  if (status !== 200 || !isSuccessCode(json.code) || !data?.token || !data.subjectType)
    throw new Error(`login as ${DEMO_ACCOUNTS.visitor} failed: HTTP ${status} ${JSON.stringify(json)}`);
  return { token: data.token, subjectType: data.subjectType };
}

function endpointsFor(settings: Settings, token: string, subjectType: string): Endpoint[] {
  const common = commonFields(settings, subjectType as CommonFields['subjectType']);
  const query = new URLSearchParams(common).toString();
  return [
    { name: 'GET /healthz', request: { method: 'GET', path: '/healthz' }, success: 'http', baseline: true },
    {
      name: 'GET /getInfo',
      request: { method: 'GET', path: `${ApiPaths.getInfo}?${query}`, headers: { authorization: token } },
      success: 'envelope',
    },
    {
      name: 'POST getArticleListPc',
      request: {
        method: 'POST',
        path: ApiPaths.articleList,
        headers: { authorization: token },
        body: JSON.stringify({ ...common, pageNum: 1, pageSize: 10 }),
      },
      success: 'envelope',
    },
  ];
}

/** Runs the load in a child process, so the server's event loop has this process to itself. */
function loadInWorker(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // The child inherits tsx's loader through execArgv, so it can run TypeScript too.
    const child = fork(fileURLToPath(new URL('./load.worker.ts', import.meta.url)), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: LoadResult | undefined;
    child.once('message', (message) => {
      result = message as LoadResult;
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (result) resolve(result);
      else reject(new Error(`load worker exited with code ${code} before reporting`));
    });
    child.send(options);
  });
}

async function benchEngine(kind: DatabaseKind, settings: Settings, adminUrl?: string): Promise<Row[]> {
  log(`${kind}: preparing`);
  const bench = kind === 'pglite' ? await openPglite(settings) : await openPostgres(settings, adminUrl!);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      settings,
      database: bench.database,
      storage: createStorage({ dataDir: ':memory:', basePath: settings.basePath }),
      webDistDir: path.join(os.tmpdir(), 'openfair-bench-no-web-dist'),
      // One login per engine; the limit only matters if someone reruns the login step in a loop.
      loginRateLimit: 1000,
    });
    await app.listen({ host: HOST, port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const { token, subjectType } = await logIn(port, settings);
    const rows: Row[] = [];
    for (const endpoint of endpointsFor(settings, token, subjectType)) {
      // A call that fails once would only measure how fast errors are made: stop with its answer.
      const probe = await call(port, endpoint.request);
      if (probe.status !== 200 || (endpoint.success === 'envelope' && !isSuccessCode(probe.json.code)))
        throw new Error(
          `${endpoint.name} failed before the load: HTTP ${probe.status} ${JSON.stringify(probe.json)}`,
        );
      log(`  ${kind}: ${endpoint.name} (${WARMUP_MS} ms warm-up, ${DURATION_MS} ms measured)`);
      const result = await loadInWorker({
        host: HOST,
        port,
        request: endpoint.request,
        success: endpoint.success,
        connections: CONNECTIONS,
        warmupMs: WARMUP_MS,
        durationMs: DURATION_MS,
      });
      rows.push({ engine: kind, endpoint, result });
    }
    return rows;
  } finally {
    await app?.close().catch((e) => log(`  ${kind}: closing the server failed: ${(e as Error).message}`));
    await bench.dispose().catch((e) => log(`  ${kind}: cleanup failed: ${(e as Error).message}`));
  }
}

const fmt = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function renderTable(rows: Row[]): string {
  const header = ['engine', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'req/s ÷ base', 'p99 ÷ base'];
  const body = rows.map(({ engine, endpoint, result }) => {
    const base = rows.find((r) => r.engine === engine && r.endpoint.baseline)?.result;
    return [
      engine,
      endpoint.name + (endpoint.baseline ? ' (base)' : ''),
      fmt(result.requestsPerSecond, 0),
      fmt(result.p50Ms, 2),
      fmt(result.p99Ms, 2),
      String(result.errors),
      base ? fmt(result.requestsPerSecond / base.requestsPerSecond, 2) : '-',
      base ? fmt(result.p99Ms / base.p99Ms, 2) : '-',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  // Text columns left-aligned, numbers right-aligned.
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main(): Promise<number> {
  const settings = loadSettings({
    NODE_ENV: 'production',
    // Request logs would cost the server time and flood the output; errors are counted instead.
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
  });
  const wanted = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  const rows: Row[] = [];
  const notes: string[] = [];

  if (wanted.includes('pglite')) rows.push(...(await benchEngine('pglite', settings)));
  if (wanted.includes('postgres')) {
    const admin = await postgresAdminUrl();
    if ('skip' in admin) notes.push(`postgres: skipped (${admin.skip})`);
    else rows.push(...(await benchEngine('postgres', settings, admin.url)));
  }

  process.stdout.write(
    `\nOpenFair API bench: ${CONNECTIONS} keep-alive connections, ${WARMUP_MS} ms warm-up + ` +
      `${DURATION_MS} ms per endpoint; node ${process.version}, ${os.cpus().length} CPUs\n` +
      'ratios: req/s and p99 of each call divided by GET /healthz on the same engine in this run\n\n' +
      `${renderTable(rows)}\n`,
  );
  for (const note of notes) process.stdout.write(`${note}\n`);
  const failed = rows.filter((r) => r.result.errors > 0);
  for (const { engine, endpoint, result } of failed) {
    process.stdout.write(`\n${engine} ${endpoint.name}: ${result.errors} errors, e.g.\n`);
    for (const sample of result.errorSamples) process.stdout.write(`  ${sample}\n`);
  }
  // Errors make the numbers meaningless (failures are cheap), so the run says so by its exit code.
  return failed.length > 0 ? 1 : 0;
}

const watchdog = setTimeout(() => {
  log(`bench: still running after ${WATCHDOG_MS / 60_000} minutes; giving up`);
  process.exit(2);
}, WATCHDOG_MS);
watchdog.unref();

main().then(
  (code) => {
    // Pools and workers are closed above; exiting explicitly still guarantees the script ends.
    process.exit(code);
  },
  (e: unknown) => {
    log(`bench failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(1);
  },
);
