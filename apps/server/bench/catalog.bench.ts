/**
 * `npm run bench:catalog`: requests/s and latency of the catalog calls (product list, product detail,
 * search in Chinese and English, recommendations) against GET /healthz, on PGlite and PostgreSQL, with
 * the demo data plus the large data set of `npm run seed:large` (5,000 exhibitors, 100,000 products), so
 * the ratios show how lists and search hold up at the spec's scale. Same harness as api.bench.ts.
 * Knobs: BENCH_ENGINES (pglite,postgres), BENCH_LARGE (1; 0 benches the demo data alone),
 * BENCH_COLD_CALLS (40), BENCH_ROUNDS, BENCH_ROUND_MS, BENCH_WARMUP_MS, BENCH_CONNECTIONS.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../src/core/visibility';
import type { DatabaseKind, Db } from '../src/db/client';
import { products, userAccounts } from '../src/db/schema/index';
import { DEMO_ACCOUNTS } from '../src/seed/index';
import type { Settings } from '../src/settings';
import { catalogEndpoints, middleProduct, prepareCatalog, productCount } from './catalog-setup';
import {
  benchHeader,
  benchSettings,
  call,
  type Endpoint,
  type EngineTarget,
  enginesWanted,
  fmt,
  HOST,
  intFromEnv,
  LOAD,
  listen,
  log,
  logIn,
  measureAll,
  openBenchDatabase,
  type Row,
  renderTable,
  reportFailures,
  runBench,
  spreadWarnings,
  succeeded,
} from './harness';
import { percentile } from './load-generator';
import { LoadWorker, machineLoad, median, spread } from './rounds';
import { productSearchPlans, type SearchPlan } from './search-plans';

const TARGET_PRODUCTS = 100_000;
// Seeding 100k products into each engine takes minutes on a small machine; past this something is stuck.
const WATCHDOG_MS = 40 * 60_000;
const LARGE = intFromEnv('BENCH_LARGE', 1, 0) === 1;
const COLD_CALLS = intFromEnv('BENCH_COLD_CALLS', 40, 0);
/** The catalog's targets at 100k products, as same-run medians (ARCHITECTURE §7). */
const TARGETS = {
  postgres: {
    detailRatio: 0.3,
    listRatio: 0.3,
    searchP99Ms: 30,
    searchP99MsAtMillion: 50,
    recommendRatio: 0.1,
  },
  pglite: { listRatio: 0.15, healthzP99DuringSearch: 1.5 },
} as const;

/** Latency of single calls made one at a time with the catalog cache cleared before each. */
type Cold = { p50Ms: number; p99Ms: number };
type CatalogRow = Row & { cold?: Cold };
/** GET /healthz's p99 alone and while a search loads the server, per round (PGlite stalls the event loop). */
type Stall = {
  engine: DatabaseKind;
  aloneP99Ms: number;
  duringP99Ms: number;
  ratio: number;
  ratioSpread: number;
};

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

const rotate = <T>(list: T[], by: number): T[] => {
  const at = list.length === 0 ? 0 : by % list.length;
  return [...list.slice(at), ...list.slice(0, at)];
};

/**
 * Whether a search holds up other requests: GET /healthz (a few connections) measured alone and while a
 * second load process has one client searching, in alternating rounds. Each search asks for a keyword and
 * page not asked for before, so it misses the read model and runs its queries: on PGlite those ran on the
 * server's event loop before the database got a thread of its own.
 */
async function healthzDuringSearch(
  kind: DatabaseKind,
  port: number,
  healthz: Endpoint,
  search: Endpoint,
  keywords: string[],
): Promise<Stall> {
  const base = JSON.parse(search.request.body ?? '{}') as Record<string, unknown>;
  const bodies = [1, 2, 3, 4, 5].flatMap((pageNum) =>
    keywords.map((keyword) => JSON.stringify({ ...base, keyword, pageNum })),
  );
  const probe = { connections: 4, warmupMs: LOAD.settleMs, durationMs: LOAD.roundMs };
  const fg = new LoadWorker();
  const bg = new LoadWorker();
  const alone: number[] = [];
  const during: number[] = [];
  try {
    for (let r = 0; r < LOAD.rounds; r++) {
      alone.push(
        (await fg.run({ host: HOST, port, request: healthz.request, success: 'http', ...probe })).p99Ms,
      );
      const background = bg.run({
        host: HOST,
        port,
        // Each round starts further along the list, so no round repeats another's searches.
        request: { ...search.request, bodies: rotate(bodies, r * 500) },
        success: search.success,
        connections: 1,
        warmupMs: 0,
        durationMs: LOAD.settleMs + LOAD.roundMs + 500,
      });
      during.push(
        (await fg.run({ host: HOST, port, request: healthz.request, success: 'http', ...probe })).p99Ms,
      );
      await background;
    }
  } finally {
    fg.close();
    bg.close();
  }
  const ratios = during.map((d, i) => d / alone[i]!);
  log(
    `  ${kind}: /healthz p99 alone ${alone.map((x) => x.toFixed(1)).join(', ')} ms; during a search ${during.map((x) => x.toFixed(1)).join(', ')} ms`,
  );
  return {
    engine: kind,
    aloneP99Ms: median(alone),
    duringP99Ms: median(during),
    ratio: median(ratios),
    ratioSpread: spread(ratios),
  };
}

/** What one engine's run found besides the rows: its size, the search plans, the stall check. */
type EngineFindings = { productCount: Map<DatabaseKind, number>; plans: Plans[]; stalls: Stall[] };
type Plans = { engine: DatabaseKind; plans: SearchPlan[] };

async function benchEngine(
  target: EngineTarget,
  settings: Settings,
  notes: string[],
  found: EngineFindings,
): Promise<CatalogRow[]> {
  const { kind } = target;
  log(`${kind}: preparing`);
  const bench = await openBenchDatabase(target, (database, dataDir) =>
    prepareCatalog(database, settings, dataDir, LARGE),
  );
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  try {
    const db = bench.database.db;
    const productTotal = await productCount(db, settings.exhibitionId);
    found.productCount.set(kind, productTotal);
    notes.push(
      productTotal < TARGET_PRODUCTS
        ? `${kind}: the fair has ${productTotal} products, fewer than ${TARGET_PRODUCTS.toLocaleString('en')}: ` +
            'these numbers are not the large-scale ones (BENCH_LARGE=1 adds the seed:large data set)'
        : `${kind}: the fair has ${productTotal} products`,
    );
    server = await listen(settings, bench.database);
    const { token, subjectType } = await logIn(server.port, settings);
    const productId = await middleProduct(db, settings.exhibitionId, productTotal);
    const endpoints = catalogEndpoints(settings, token, subjectType, productId);
    const rows: CatalogRow[] = await measureAll(kind, server.port, endpoints);
    for (const row of rows)
      if (!row.endpoint.baseline) row.cold = await coldCalls(server.port, row.endpoint, server.app);
    const search = endpoints.find((e) => e.name.startsWith('search'))!;
    const names = await db
      .selectDistinct({ name: products.name })
      .from(products)
      .where(eq(products.exhibitionId, settings.exhibitionId))
      .limit(2000);
    found.stalls.push(
      await healthzDuringSearch(
        kind,
        server.port,
        endpoints[0]!,
        search,
        names.map((n) => n.name),
      ),
    );
    const visitor = await demoVisitorViewer(db);
    found.plans.push({
      engine: kind,
      plans: await productSearchPlans(server.app.appContext, settings.exhibitionId, visitor, SEARCH_KEYWORDS),
    });
    return rows;
  } finally {
    await server?.app
      .close()
      .catch((e) => log(`  ${kind}: closing the server failed: ${(e as Error).message}`));
    await bench.dispose().catch((e) => log(`  ${kind}: cleanup failed: ${(e as Error).message}`));
  }
}

/** The catalog's targets, judged on this run's medians. */
function targetLines(rows: CatalogRow[], found: EngineFindings): string[] {
  const { stalls } = found;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const row = (engine: DatabaseKind, name: string) =>
    rows.find((r) => r.engine === engine && r.endpoint.name.startsWith(name));
  const ratioLine = (engine: DatabaseKind, name: string, target: number) => {
    const r = row(engine, name);
    return r
      ? [
          `target ${engine} ${name} req/s >= ${target} × /healthz: ${fmt(r.summary.ratio, 3)}, ${verdict(r.summary.ratio >= target)}`,
        ]
      : [];
  };
  const lines: string[] = [];
  if (rows.some((r) => r.engine === 'postgres')) {
    const t = TARGETS.postgres;
    const million = (found.productCount.get('postgres') ?? 0) >= 1_000_000;
    // The request-cost targets are set at 100k products; at a million only search latency is.
    if (!million) {
      lines.push(...ratioLine('postgres', 'productDetail', t.detailRatio));
      lines.push(...ratioLine('postgres', 'productList', t.listRatio));
    }
    const searchP99 = million ? t.searchP99MsAtMillion : t.searchP99Ms;
    for (const r of rows.filter((x) => x.engine === 'postgres' && x.endpoint.name.startsWith('search')))
      lines.push(
        `target postgres ${r.endpoint.name} p99 <= ${searchP99} ms: ${fmt(r.summary.p99Ms, 2)} ms, ${verdict(r.summary.p99Ms <= searchP99)}`,
      );
    if (!million) lines.push(...ratioLine('postgres', 'recommendProducts', t.recommendRatio));
    const plans = found.plans.find((p) => p.engine === 'postgres');
    if (plans) {
      const scans = plans.plans.filter((p) => p.seqScan);
      lines.push(
        `target postgres no sequential scan of products in a search (${plans.plans.length} statements): ` +
          (scans.length === 0
            ? 'met'
            : `NOT met (${scans.map((p) => `${p.keyword}: ${p.statement}`).join('; ')})`),
      );
    }
  }
  if (rows.some((r) => r.engine === 'pglite')) {
    const t = TARGETS.pglite;
    lines.push(...ratioLine('pglite', 'productList', t.listRatio));
    const stall = stalls.find((x) => x.engine === 'pglite');
    if (stall)
      lines.push(
        `target pglite /healthz p99 while a search runs <= ${t.healthzP99DuringSearch} × alone: ` +
          `${fmt(stall.duringP99Ms, 2)} ms vs ${fmt(stall.aloneP99Ms, 2)} ms (× ${fmt(stall.ratio, 2)}), ` +
          verdict(stall.ratio <= t.healthzP99DuringSearch),
      );
  }
  return lines;
}

/** The keywords the bench searches for, EXPLAINed as well as loaded. */
const SEARCH_KEYWORDS = ['手机', 'phone case'];

/** The demo visitor as the catalog sees them (the viewer the load searches as). */
async function demoVisitorViewer(db: Db): Promise<Viewer> {
  const [visitor] = await db
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(eq(userAccounts.email, DEMO_ACCOUNTS.visitor));
  if (!visitor) throw new Error(`the demo visitor ${DEMO_ACCOUNTS.visitor} is not in the database`);
  return { kind: 'visitor', userAccountId: visitor.id, preRegistered: true };
}

function planLines(all: Plans[]): string[] {
  return all.flatMap(({ engine, plans }) =>
    plans.map(
      (p) =>
        `${engine}: plan of search "${p.keyword}", ${p.statement}: ` +
        `${p.seqScan ? 'SEQUENTIAL SCAN of products' : 'no sequential scan'}` +
        `${p.usesIndex ? ', through the search index' : ''}`,
    ),
  );
}

async function main(): Promise<number> {
  const loadBefore = machineLoad();
  const settings = benchSettings();
  const rows: CatalogRow[] = [];
  const found: EngineFindings = { productCount: new Map(), plans: [], stalls: [] };
  const notes: string[] = [];
  for (const target of await enginesWanted(notes))
    rows.push(...(await benchEngine(target, settings, notes, found)));
  const table = renderTable(rows, [
    { header: 'cold p50', cell: (r) => (r.cold ? fmt(r.cold.p50Ms, 2) : '-') },
    { header: 'cold p99', cell: (r) => (r.cold ? fmt(r.cold.p99Ms, 2) : '-') },
  ]);
  const stallLines = found.stalls.map(
    (x) =>
      `${x.engine}: GET /healthz p99 (4 connections) alone ${fmt(x.aloneP99Ms, 2)} ms, while one client searches (uncached) ` +
      `${fmt(x.duringP99Ms, 2)} ms (× ${fmt(x.ratio, 2)}, ±${Math.round(x.ratioSpread * 100)}%)`,
  );
  process.stdout.write(
    `${benchHeader('OpenFair catalog bench', loadBefore)}` +
      `cold: ${COLD_CALLS} single calls, one at a time, with the catalog cache cleared before each\n\n` +
      `${table}\n\n${stallLines.join('\n')}\n\n${planLines(found.plans).join('\n')}\n\n` +
      `machine after: ${machineLoad()}\n`,
  );
  for (const line of [...notes, ...spreadWarnings(rows)]) process.stdout.write(`${line}\n`);
  process.stdout.write(`\n${targetLines(rows, found).join('\n')}\n`);
  return reportFailures(rows);
}

runBench(main, WATCHDOG_MS);
