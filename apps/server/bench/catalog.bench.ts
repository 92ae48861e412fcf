/**
 * `npm run bench:catalog`: requests/s and latency of the catalog calls (product list, product detail,
 * search in Chinese and English, recommendations) against GET /healthz, on PGlite and PostgreSQL, with
 * the demo data plus the large data set of `npm run seed:large` (5,000 exhibitors, 100,000 products), so
 * the ratios show how lists and search hold up at the spec's scale. Modelled on api.bench.ts (same load
 * generator).
 * Knobs: BENCH_ENGINES (pglite,postgres), BENCH_LARGE (1; 0 benches the demo data alone),
 * BENCH_CONNECTIONS, BENCH_WARMUP_MS, BENCH_DURATION_MS.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ApiPaths, CatalogPaths, type CommonFields, isSuccessCode } from '@openfair/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { seedLarge } from '../scripts/seed-large';
import { buildApp } from '../src/app';
import { applyMigrations, type Database, type DatabaseKind, openDatabase } from '../src/db/client';
import { products } from '../src/db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../src/db/seed/index';
import { createStorage } from '../src/media/storage';
import { invalidateCatalog } from '../src/modules/catalog/catalog-cache';
import { loadSettings, type Settings } from '../src/settings';
import {
  type LoadOptions,
  type LoadRequest,
  type LoadResult,
  percentile,
  type SuccessRule,
} from './load-generator';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const HOST = '127.0.0.1';
const TARGET_PRODUCTS = 100_000;
// Seeding 100k products into each engine takes minutes on a small machine; past this something is stuck.
const WATCHDOG_MS = 40 * 60_000;

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
const LARGE = intFromEnv('BENCH_LARGE', 1, 0) === 1;
const COLD_CALLS = intFromEnv('BENCH_COLD_CALLS', 40, 0);
/** The targets of issue 4 on PostgreSQL at 100k products. */
const TARGET_SEARCH_P99_MS = 50;
const TARGET_LIST_RATIO = 0.25;

type Endpoint = { name: string; request: LoadRequest; success: SuccessRule; baseline?: true };
/** Latency of single calls made one at a time with the catalog cache cleared before each. */
type Cold = { p50Ms: number; p99Ms: number };
type Row = { engine: DatabaseKind; endpoint: Endpoint; result: LoadResult; cold?: Cold };
type BenchDatabase = { database: Database; dispose: () => Promise<void> };

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

/** Migrates, seeds the demo data, then (BENCH_LARGE) the large data set; returns the fair's product count. */
async function seeded(database: Database, settings: Settings, dataDir: string): Promise<number> {
  await applyMigrations(database);
  const started = performance.now();
  const summary = await seedDemoData({
    db: database.db,
    exhibitionId: settings.exhibitionId,
    appId: settings.appId,
    storage: createStorage({ dataDir, basePath: settings.basePath }),
  });
  log(
    `  ${database.kind}: demo data seeded in ${Math.round(performance.now() - started)} ms (${summary.products} products)`,
  );
  if (LARGE) {
    const large = performance.now();
    await seedLarge(database.db, settings.exhibitionId, {
      log: (m) => log(`  ${database.kind}: ${m.trim()}`),
    });
    log(`  ${database.kind}: large data seeded in ${Math.round((performance.now() - large) / 1000)} s`);
  }
  const [n] = await database.db
    .select({ n: count() })
    .from(products)
    .where(eq(products.exhibitionId, settings.exhibitionId));
  return n?.n ?? 0;
}

async function openPglite(settings: Settings): Promise<BenchDatabase & { products: number }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'openfair-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    const n = await seeded(database, settings, dataDir);
    return {
      database,
      products: n,
      dispose: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await database.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
    throw e;
  }
}

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

/** Pool.end() resolves before its sessions close; wait for them before DROP … WITH (FORCE) (see api.bench.ts). */
async function waitForSessionsToEnd(adminUrl: string, name: string, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const rows = await adminQuery(adminUrl, 'select 1 from pg_stat_activity where datname = $1', [name]);
    if (rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function openPostgres(
  settings: Settings,
  adminUrl: string,
): Promise<BenchDatabase & { products: number }> {
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
    const n = await seeded(database, settings, dataDir);
    const opened = database;
    log(`  postgres: database ${name} created (dropped at the end)`);
    return {
      database: opened,
      products: n,
      dispose: async () => {
        await opened.close();
        await drop();
      },
    };
  } catch (e) {
    await database?.close().catch(() => {});
    await drop().catch(() => {});
    throw e;
  }
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

async function call(port: number, request: LoadRequest) {
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

function endpointsFor(settings: Settings, token: string, subjectType: string, productId: string): Endpoint[] {
  const common = commonFields(settings, subjectType as CommonFields['subjectType']);
  const post = (name: string, p: string, body: Record<string, unknown>): Endpoint => ({
    name,
    request: {
      method: 'POST',
      path: p,
      headers: { authorization: token },
      body: JSON.stringify({ ...common, ...body }),
    },
    success: 'envelope',
  });
  return [
    { name: 'GET /healthz', request: { method: 'GET', path: '/healthz' }, success: 'http', baseline: true },
    post('productList page 1', CatalogPaths.productList, { pageNum: 1, pageSize: 20 }),
    post('productDetail', CatalogPaths.productDetail, { id: productId }),
    post('search "手机"', CatalogPaths.search, { keyword: '手机', pageNum: 1, pageSize: 10 }),
    post('search "phone case"', CatalogPaths.search, { keyword: 'phone case', pageNum: 1, pageSize: 10 }),
    post('recommendProducts', CatalogPaths.recommendProducts, { pageNum: 1, pageSize: 10 }),
  ];
}

/**
 * The same call made COLD_CALLS times, one at a time, clearing the catalog cache before each: what a
 * page costs the first time it is asked for within the cache TTL (the load above mostly measures
 * cache hits, as a busy fair's repeated first pages and trending keywords would be).
 */
async function coldCalls(port: number, endpoint: Endpoint, database: Database): Promise<Cold | undefined> {
  if (COLD_CALLS === 0) return undefined;
  const times: number[] = [];
  for (let i = 0; i < COLD_CALLS; i++) {
    invalidateCatalog(database.db);
    const started = performance.now();
    const { status, json } = await call(port, endpoint.request);
    if (status !== 200 || (endpoint.success === 'envelope' && !isSuccessCode(json.code)))
      throw new Error(`${endpoint.name} failed in the cold calls: HTTP ${status} ${JSON.stringify(json)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
}

function loadInWorker(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
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

async function benchEngine(
  kind: DatabaseKind,
  settings: Settings,
  notes: string[],
  adminUrl?: string,
): Promise<Row[]> {
  log(`${kind}: preparing`);
  const bench = kind === 'pglite' ? await openPglite(settings) : await openPostgres(settings, adminUrl!);
  if (bench.products < TARGET_PRODUCTS)
    notes.push(
      `${kind}: the fair has ${bench.products} products, fewer than ${TARGET_PRODUCTS.toLocaleString('en')}: ` +
        'these numbers are not the large-scale ones (BENCH_LARGE=1 adds the seed:large data set)',
    );
  else notes.push(`${kind}: the fair has ${bench.products} products`);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      settings,
      database: bench.database,
      storage: createStorage({ dataDir: ':memory:', basePath: settings.basePath }),
      webDistDir: path.join(os.tmpdir(), 'openfair-bench-no-web-dist'),
      loginRateLimit: 1000,
    });
    await app.listen({ host: HOST, port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const { token, subjectType } = await logIn(port, settings);
    // A public product from the middle of the set, so the detail call is not served by the first page.
    const [product] = await bench.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.exhibitionId, settings.exhibitionId), eq(products.scope, 0)))
      .orderBy(asc(products.id))
      .offset(Math.floor(bench.products / 2))
      .limit(1);
    if (!product) throw new Error('no public product to open');
    const rows: Row[] = [];
    for (const endpoint of endpointsFor(settings, token, subjectType, product.id)) {
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
      rows.push({
        engine: kind,
        endpoint,
        result,
        cold: endpoint.baseline ? undefined : await coldCalls(port, endpoint, bench.database),
      });
    }
    return rows;
  } finally {
    await app?.close().catch((e) => log(`  ${kind}: closing the server failed: ${(e as Error).message}`));
    await bench.dispose().catch((e) => log(`  ${kind}: cleanup failed: ${(e as Error).message}`));
  }
}

const fmt = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function renderTable(rows: Row[]): string {
  const header = [
    'engine',
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'req/s ÷ base',
    'p99 ÷ base',
    'cold p50',
    'cold p99',
  ];
  const body = rows.map(({ engine, endpoint, result, cold }) => {
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
      cold ? fmt(cold.p50Ms, 2) : '-',
      cold ? fmt(cold.p99Ms, 2) : '-',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** Issue 4's targets, judged on the PostgreSQL rows of this run. */
function targetLines(rows: Row[]): string[] {
  const pg = rows.filter((r) => r.engine === 'postgres');
  const base = pg.find((r) => r.endpoint.baseline)?.result;
  if (!base) return ['targets: not judged (no PostgreSQL rows)'];
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const lines: string[] = [];
  for (const r of pg.filter((r) => r.endpoint.name.startsWith('search')))
    lines.push(
      `target search p99 <= ${TARGET_SEARCH_P99_MS} ms, ${r.endpoint.name}: ${fmt(r.result.p99Ms, 2)} ms, ${verdict(r.result.p99Ms <= TARGET_SEARCH_P99_MS)}`,
    );
  const list = pg.find((r) => r.endpoint.name.startsWith('productList'));
  if (list) {
    const ratio = list.result.requestsPerSecond / base.requestsPerSecond;
    lines.push(
      `target list req/s >= ${TARGET_LIST_RATIO * 100}% of /healthz: ${fmt(ratio * 100, 1)}%, ${verdict(ratio >= TARGET_LIST_RATIO)}`,
    );
  }
  return lines;
}

async function main(): Promise<number> {
  const settings = loadSettings({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: ':memory:' });
  const wanted = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  const rows: Row[] = [];
  const notes: string[] = [];
  if (wanted.includes('pglite')) rows.push(...(await benchEngine('pglite', settings, notes)));
  if (wanted.includes('postgres')) {
    const admin = await postgresAdminUrl();
    if ('skip' in admin) notes.push(`postgres: skipped (${admin.skip})`);
    else rows.push(...(await benchEngine('postgres', settings, notes, admin.url)));
  }
  process.stdout.write(
    `\nOpenFair catalog bench: ${CONNECTIONS} keep-alive connections, ${WARMUP_MS} ms warm-up + ` +
      `${DURATION_MS} ms per endpoint; node ${process.version}, ${os.cpus().length} CPUs\n` +
      'ratios: req/s and p99 of each call divided by GET /healthz on the same engine in this run\n\n' +
      `${renderTable(rows)}\n\n`,
  );
  for (const note of notes) process.stdout.write(`${note}\n`);
  process.stdout.write(`\n${targetLines(rows).join('\n')}\n`);
  const failed = rows.filter((r) => r.result.errors > 0);
  for (const { engine, endpoint, result } of failed) {
    process.stdout.write(`\n${engine} ${endpoint.name}: ${result.errors} errors, e.g.\n`);
    for (const sample of result.errorSamples) process.stdout.write(`  ${sample}\n`);
  }
  return failed.length > 0 ? 1 : 0;
}

const watchdog = setTimeout(() => {
  log(`bench: still running after ${WATCHDOG_MS / 60_000} minutes; giving up`);
  process.exit(2);
}, WATCHDOG_MS);
watchdog.unref();

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    log(`bench failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(1);
  },
);
