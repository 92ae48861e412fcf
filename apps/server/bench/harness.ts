/**
 * What the bench scripts share: a throw-away database per engine (PGlite in a temp dir, or a new
 * PostgreSQL database that is dropped afterwards), the app listening on a free port, a demo login,
 * the load run in a child process, and the results table with ratios against the baseline row.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type CommonFields, isSuccessCode, SessionPaths } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { createAppContext } from '../src/core/context';
import { createLogger } from '../src/core/logger';
import { applyMigrations, type Database, type DatabaseKind, openDatabase } from '../src/db/client';
import { createStorage } from '../src/media/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../src/seed/index';
import { loadSettings, type Settings } from '../src/settings';
import type { LoadRequest, SuccessRule } from './load-generator';
import { LoadWorker, measureRounds, type Summary, summarize } from './rounds';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const HOST = '127.0.0.1';

export function intFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got ${raw}`);
  return n;
}

export const LOAD = {
  connections: intFromEnv('BENCH_CONNECTIONS', 16, 1),
  rounds: intFromEnv('BENCH_ROUNDS', 7, 5),
  // The JIT keeps speeding a route up for several seconds: measured rounds start after that.
  warmupMs: intFromEnv('BENCH_WARMUP_MS', 3000, 0),
  roundMs: intFromEnv('BENCH_ROUND_MS', 2000, 100),
  settleMs: intFromEnv('BENCH_SETTLE_MS', 300, 0),
};

/** The spread above which a row's figures are too noisy to judge a target or a change by. */
export const SPREAD_WARNING = 0.1;

export type Endpoint = { name: string; request: LoadRequest; success: SuccessRule; baseline?: true };
export type Row = { engine: DatabaseKind; endpoint: Endpoint; summary: Summary };

/** A migrated, seeded database for one engine, and how to throw it away. */
export type BenchDatabase = { database: Database; dispose: () => Promise<void> };
/** Fills a freshly migrated database (demo data, more). */
export type Prepare = (database: Database, dataDir: string) => Promise<void>;

export function log(message: string) {
  process.stderr.write(`${message}\n`);
}

/** The settings every bench runs the app with. */
export function benchSettings(): Settings {
  return loadSettings({
    NODE_ENV: 'production',
    // Request logs would cost the server time and flood the output; errors are counted instead.
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    // One login per engine; the limit only matters if someone reruns the login step in a loop.
    LOGIN_RATE_LIMIT: '1000',
  });
}

/** The demo data set (the same the app seeds at a first start). */
export async function seedDemo(database: Database, settings: Settings, dataDir: string): Promise<void> {
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

async function openPglite(prepare: Prepare): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'openfair-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    await applyMigrations(database);
    await prepare(database, dataDir);
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
export async function postgresAdminUrl(): Promise<{ url: string } | { skip: string }> {
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

async function openPostgres(adminUrl: string, prepare: Prepare): Promise<BenchDatabase> {
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
    await applyMigrations(database);
    await prepare(database, dataDir);
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

/**
 * A database the operator prepared (BENCH_DATABASE_URL: e.g. a million products from seed:large), used
 * as it is: migrated, never seeded, never dropped.
 */
async function openExisting(url: string): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'openfair-bench-'));
  const database = await openDatabase({ databaseUrl: url, dataDir });
  await applyMigrations(database);
  log(`  postgres: the existing database ${redact(url)}, as it is`);
  return {
    database,
    dispose: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where an engine's bench database comes from. */
export type EngineTarget = { kind: DatabaseKind; adminUrl?: string; existingUrl?: string };

export function openBenchDatabase(target: EngineTarget, prepare: Prepare): Promise<BenchDatabase> {
  if (target.kind === 'pglite') return openPglite(prepare);
  if (target.existingUrl) return openExisting(target.existingUrl);
  if (!target.adminUrl) throw new Error('postgres needs an admin URL');
  return openPostgres(target.adminUrl, prepare);
}

export function commonFields(settings: Settings, subjectType: CommonFields['subjectType']): CommonFields {
  return {
    languageType: 'cn',
    exhibitionId: settings.exhibitionId,
    appId: settings.appId,
    terminal: 'PC',
    subjectType,
  };
}

export async function call(
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

export const succeeded = (endpoint: Endpoint, answer: Awaited<ReturnType<typeof call>>) =>
  answer.status === 200 && (endpoint.success !== 'envelope' || isSuccessCode(answer.json.code));

/** Logs in as the demo visitor. */
export async function logIn(
  port: number,
  settings: Settings,
): Promise<{ token: string; subjectType: string }> {
  const { status, json } = await call(port, {
    method: 'POST',
    path: SessionPaths.webLogon,
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

/** The app on the bench database, listening on a free port of HOST. */
export async function listen(
  settings: Settings,
  database: Database,
): Promise<{ app: FastifyInstance; port: number }> {
  const ctx = await createAppContext({
    settings,
    database,
    storage: createStorage({ dataDir: ':memory:', basePath: settings.basePath }),
    log: createLogger(settings),
  });
  const app = await buildApp(ctx, { webDistDir: path.join(os.tmpdir(), 'openfair-bench-no-web-dist') });
  await app.listen({ host: HOST, port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/**
 * Checks each call once (a failing call would only measure how fast errors are made), then measures
 * them all in interleaved rounds (rounds.ts) from a separate process, so the server's event loop has
 * this process to itself. Returns a row per call, ratios against the baseline call of the same round.
 */
export async function measureAll(kind: DatabaseKind, port: number, endpoints: Endpoint[]): Promise<Row[]> {
  for (const endpoint of endpoints) {
    const probe = await call(port, endpoint.request);
    if (!succeeded(endpoint, probe))
      throw new Error(
        `${endpoint.name} failed before the load: HTTP ${probe.status} ${JSON.stringify(probe.json)}`,
      );
  }
  const baseline = endpoints.find((e) => e.baseline);
  if (!baseline) throw new Error('a bench needs a baseline call');
  const worker = new LoadWorker();
  try {
    const measured = await measureRounds(
      endpoints,
      (endpoint, window) =>
        worker.run({
          host: HOST,
          port,
          request: endpoint.request,
          success: endpoint.success,
          connections: LOAD.connections,
          ...window,
        }),
      LOAD,
      (m) => log(`  ${kind}: ${m} (${endpoints.length} calls × ${LOAD.roundMs} ms)`),
    );
    for (const m of measured)
      log(
        `  ${kind}: ${m.endpoint.name}: ${m.results.map((r) => Math.round(r.requestsPerSecond)).join(', ')} req/s by round`,
      );
    const base = measured.find((m) => m.endpoint === baseline)!.results;
    return measured.map((m) => ({ engine: kind, endpoint: m.endpoint, summary: summarize(m.results, base) }));
  } finally {
    worker.close();
  }
}

export const fmt = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

const pct = (fraction: number) => `${Math.round(fraction * 100)}%`;

/**
 * The results table: medians over the rounds, each call's req/s and p99 divided by the baseline's of the
 * same round (median of those ratios), and how far the rounds spread, plus any extra columns.
 */
export function renderTable<R extends Row>(
  rows: R[],
  extra: { header: string; cell: (row: R) => string }[] = [],
): string {
  const header = [
    'engine',
    'endpoint',
    'req/s',
    '±',
    'p50 ms',
    'p99 ms',
    'errors',
    'req/s ÷ base',
    '±',
    'p99 ÷ base',
    ...extra.map((e) => e.header),
  ];
  const body = rows.map((row) => {
    const { engine, endpoint, summary: s } = row;
    return [
      engine,
      endpoint.name + (endpoint.baseline ? ' (base)' : ''),
      fmt(s.requestsPerSecond, 0),
      pct(s.requestsSpread),
      fmt(s.p50Ms, 2),
      fmt(s.p99Ms, 2),
      String(s.errors),
      endpoint.baseline ? '1.00' : fmt(s.ratio, 3),
      endpoint.baseline ? '-' : pct(s.ratioSpread),
      endpoint.baseline ? '1.00' : fmt(s.p99Ratio, 2),
      ...extra.map((e) => e.cell(row)),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  // Text columns left-aligned, numbers right-aligned.
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** Rows whose rounds spread more than SPREAD_WARNING: their figures cannot judge a target or a change. */
export function spreadWarnings(rows: Row[]): string[] {
  return rows.flatMap((r) => {
    const worst = Math.max(r.summary.requestsSpread, r.endpoint.baseline ? 0 : r.summary.ratioSpread);
    return worst > SPREAD_WARNING
      ? [
          `warning: ${r.engine} ${r.endpoint.name}: the rounds spread by ${pct(worst)} (more than ${pct(SPREAD_WARNING)}); ` +
            'the machine was not quiet enough to judge this row',
        ]
      : [];
  });
}

/** The header every bench prints: how it measured, on what, and how busy the machine was. */
export function benchHeader(title: string, loadBefore: string): string {
  return (
    `\n${title}: ${LOAD.rounds} interleaved rounds of ${LOAD.roundMs} ms per call ` +
    `(${LOAD.connections} keep-alive connections, ${LOAD.warmupMs} ms warm-up per call first); ` +
    `node ${process.version}\n` +
    'figures: medians over the rounds; ratios: each call divided by GET /healthz of the same round; ' +
    '±: interquartile spread (Q3 − Q1) ÷ median over the rounds\n' +
    `machine before: ${loadBefore}\n`
  );
}

/**
 * The engines asked for (BENCH_ENGINES), with PostgreSQL's admin URL or the reason it is skipped.
 * BENCH_DATABASE_URL benches that PostgreSQL database as it is instead of a new one.
 */
export async function enginesWanted(notes: string[]): Promise<EngineTarget[]> {
  const wanted = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  const out: EngineTarget[] = [];
  if (wanted.includes('pglite')) out.push({ kind: 'pglite' });
  const existingUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (wanted.includes('postgres') && existingUrl) out.push({ kind: 'postgres', existingUrl });
  else if (wanted.includes('postgres')) {
    const admin = await postgresAdminUrl();
    if ('skip' in admin) notes.push(`postgres: skipped (${admin.skip})`);
    else out.push({ kind: 'postgres', adminUrl: admin.url });
  }
  return out;
}

/** Prints the calls that had errors; a run with errors exits 1, because failures are cheap and skew the numbers. */
export function reportFailures(rows: Row[]): number {
  const failed = rows.filter((r) => r.summary.errors > 0);
  for (const { engine, endpoint, summary } of failed) {
    process.stdout.write(`\n${engine} ${endpoint.name}: ${summary.errors} errors, e.g.\n`);
    for (const sample of summary.errorSamples) process.stdout.write(`  ${sample}\n`);
  }
  return failed.length > 0 ? 1 : 0;
}

/** Runs a bench's main with a watchdog, and exits with its code (pools and workers may hold the loop). */
export function runBench(main: () => Promise<number>, watchdogMs: number): void {
  const watchdog = setTimeout(() => {
    log(`bench: still running after ${watchdogMs / 60_000} minutes; giving up`);
    process.exit(2);
  }, watchdogMs);
  watchdog.unref();
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      log(`bench failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      process.exit(1);
    },
  );
}
