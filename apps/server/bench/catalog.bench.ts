/**
 * `npm run bench:catalog`: requests/s and latency of the catalog calls (product list, product detail,
 * search in Chinese and English, recommendations) against GET /healthz, on PGlite and PostgreSQL, with
 * the demo data plus the large data set of `npm run seed:large` (5,000 exhibitors, 100,000 products), so
 * the ratios show how lists and search hold up at the spec's scale. Same harness as api.bench.ts.
 * Knobs: BENCH_ENGINES (pglite,postgres), BENCH_LARGE (1; 0 benches the demo data alone),
 * BENCH_COLD_CALLS (40), BENCH_CONNECTIONS, BENCH_WARMUP_MS, BENCH_DURATION_MS.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { CatalogPaths, type CommonFields } from '@openfair/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seedLarge } from '../scripts/seed-large';
import type { Database, DatabaseKind } from '../src/db/client';
import { products } from '../src/db/schema/index';
import type { Settings } from '../src/settings';
import {
  benchSettings,
  call,
  commonFields,
  type Endpoint,
  enginesWanted,
  fmt,
  intFromEnv,
  LOAD,
  listen,
  log,
  logIn,
  measure,
  openBenchDatabase,
  type Row,
  renderTable,
  reportFailures,
  runBench,
  seedDemo,
  succeeded,
} from './harness';
import { percentile } from './load-generator';

const TARGET_PRODUCTS = 100_000;
// Seeding 100k products into each engine takes minutes on a small machine; past this something is stuck.
const WATCHDOG_MS = 40 * 60_000;
const LARGE = intFromEnv('BENCH_LARGE', 1, 0) === 1;
const COLD_CALLS = intFromEnv('BENCH_COLD_CALLS', 40, 0);
/** The catalog's targets on PostgreSQL at 100k products (ARCHITECTURE §7). */
const TARGET_SEARCH_P99_MS = 50;
const TARGET_LIST_RATIO = 0.25;

/** Latency of single calls made one at a time with the catalog cache cleared before each. */
type Cold = { p50Ms: number; p99Ms: number };
type CatalogRow = Row & { cold?: Cold };

/** The demo data, then (BENCH_LARGE) the large data set. */
async function prepare(database: Database, settings: Settings, dataDir: string): Promise<void> {
  await seedDemo(database, settings, dataDir);
  if (!LARGE) return;
  const started = performance.now();
  await seedLarge(database.db, settings.exhibitionId, { log: (m) => log(`  ${database.kind}: ${m.trim()}`) });
  log(`  ${database.kind}: large data seeded in ${Math.round((performance.now() - started) / 1000)} s`);
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
 * page costs the first time it is asked for within the cache TTL (the load mostly measures cache hits,
 * as a busy fair's repeated first pages and trending keywords would be).
 */
async function coldCalls(port: number, endpoint: Endpoint, app: FastifyInstance): Promise<Cold | undefined> {
  if (COLD_CALLS === 0) return undefined;
  const times: number[] = [];
  for (let i = 0; i < COLD_CALLS; i++) {
    await app.appContext.events.publish('catalog.changed', { exhibitionId: null });
    const started = performance.now();
    const answer = await call(port, endpoint.request);
    if (!succeeded(endpoint, answer))
      throw new Error(
        `${endpoint.name} failed in the cold calls: HTTP ${answer.status} ${JSON.stringify(answer.json)}`,
      );
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
}

async function benchEngine(
  kind: DatabaseKind,
  settings: Settings,
  notes: string[],
  adminUrl?: string,
): Promise<CatalogRow[]> {
  log(`${kind}: preparing`);
  const bench = await openBenchDatabase(kind, adminUrl, (database, dataDir) =>
    prepare(database, settings, dataDir),
  );
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  try {
    const db = bench.database.db;
    const [n] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(products.exhibitionId, settings.exhibitionId));
    const productCount = n?.n ?? 0;
    notes.push(
      productCount < TARGET_PRODUCTS
        ? `${kind}: the fair has ${productCount} products, fewer than ${TARGET_PRODUCTS.toLocaleString('en')}: ` +
            'these numbers are not the large-scale ones (BENCH_LARGE=1 adds the seed:large data set)'
        : `${kind}: the fair has ${productCount} products`,
    );
    server = await listen(settings, bench.database);
    const { token, subjectType } = await logIn(server.port, settings);
    // A public product from the middle of the set, so the detail call is not served by the first page.
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.exhibitionId, settings.exhibitionId), eq(products.scope, 0)))
      .orderBy(asc(products.id))
      .offset(Math.floor(productCount / 2))
      .limit(1);
    if (!product) throw new Error('no public product to open');
    const rows: CatalogRow[] = [];
    for (const endpoint of endpointsFor(settings, token, subjectType, product.id)) {
      const result = await measure(kind, server.port, endpoint);
      const cold = endpoint.baseline ? undefined : await coldCalls(server.port, endpoint, server.app);
      rows.push({ engine: kind, endpoint, result, cold });
    }
    return rows;
  } finally {
    await server?.app
      .close()
      .catch((e) => log(`  ${kind}: closing the server failed: ${(e as Error).message}`));
    await bench.dispose().catch((e) => log(`  ${kind}: cleanup failed: ${(e as Error).message}`));
  }
}

/** The catalog's targets, judged on the PostgreSQL rows of this run. */
function targetLines(rows: CatalogRow[]): string[] {
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
  const settings = benchSettings();
  const rows: CatalogRow[] = [];
  const notes: string[] = [];
  for (const { kind, adminUrl } of await enginesWanted(notes))
    rows.push(...(await benchEngine(kind, settings, notes, adminUrl)));
  const table = renderTable(rows, [
    { header: 'cold p50', cell: (r) => (r.cold ? fmt(r.cold.p50Ms, 2) : '-') },
    { header: 'cold p99', cell: (r) => (r.cold ? fmt(r.cold.p99Ms, 2) : '-') },
  ]);
  process.stdout.write(
    `\nOpenFair catalog bench: ${LOAD.connections} keep-alive connections, ${LOAD.warmupMs} ms warm-up + ` +
      `${LOAD.durationMs} ms per endpoint; node ${process.version}, ${os.cpus().length} CPUs\n` +
      'ratios: req/s and p99 of each call divided by GET /healthz on the same engine in this run\n' +
      `cold: ${COLD_CALLS} single calls, one at a time, with the catalog cache cleared before each\n\n` +
      `${table}\n\n`,
  );
  for (const note of notes) process.stdout.write(`${note}\n`);
  process.stdout.write(`\n${targetLines(rows).join('\n')}\n`);
  return reportFailures(rows);
}

runBench(main, WATCHDOG_MS);
