/**
 * `npm run bench:api`: requests/s and latency of the core API calls against GET /healthz, measured in
 * the same run on the same engine, so the ratios hold across machines (ARCHITECTURE §7).
 * Knobs: BENCH_ENGINES (pglite,postgres), BENCH_ROUNDS, BENCH_ROUND_MS, BENCH_WARMUP_MS, BENCH_CONNECTIONS.
 */
import { type CommonFields, ContentPaths, SessionPaths } from '@openfair/contract';
import type { Settings } from '../src/settings';
import {
  benchHeader,
  benchSettings,
  commonFields,
  type Endpoint,
  type EngineTarget,
  enginesWanted,
  listen,
  log,
  logIn,
  measureAll,
  openBenchDatabase,
  type Row,
  renderTable,
  reportFailures,
  runBench,
  seedDemo,
  spreadWarnings,
} from './harness';
import { machineLoad } from './rounds';

// Everything (seeding included) normally takes about two minutes; past this something is stuck.
const WATCHDOG_MS = 10 * 60_000;

function endpointsFor(settings: Settings, token: string, subjectType: string): Endpoint[] {
  const common = commonFields(settings, subjectType as CommonFields['subjectType']);
  const query = new URLSearchParams(common).toString();
  return [
    { name: 'GET /healthz', request: { method: 'GET', path: '/healthz' }, success: 'http', baseline: true },
    {
      name: 'GET /getInfo',
      request: { method: 'GET', path: `${SessionPaths.getInfo}?${query}`, headers: { authorization: token } },
      success: 'envelope',
    },
    {
      name: 'POST getArticleListPc',
      request: {
        method: 'POST',
        path: ContentPaths.articleList,
        headers: { authorization: token },
        body: JSON.stringify({ ...common, pageNum: 1, pageSize: 10 }),
      },
      success: 'envelope',
    },
  ];
}

async function benchEngine(target: EngineTarget, settings: Settings): Promise<Row[]> {
  const { kind } = target;
  log(`${kind}: preparing`);
  const bench = await openBenchDatabase(target, (database, dataDir) => seedDemo(database, settings, dataDir));
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  try {
    server = await listen(settings, bench.database);
    const { token, subjectType } = await logIn(server.port, settings);
    return await measureAll(kind, server.port, endpointsFor(settings, token, subjectType));
  } finally {
    await server?.app
      .close()
      .catch((e) => log(`  ${kind}: closing the server failed: ${(e as Error).message}`));
    await bench.dispose().catch((e) => log(`  ${kind}: cleanup failed: ${(e as Error).message}`));
  }
}

async function main(): Promise<number> {
  const loadBefore = machineLoad();
  const settings = benchSettings();
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const target of await enginesWanted(notes)) rows.push(...(await benchEngine(target, settings)));

  process.stdout.write(
    `${benchHeader('OpenFair API bench', loadBefore)}\n${renderTable(rows)}\n\nmachine after: ${machineLoad()}\n`,
  );
  for (const line of [...notes, ...spreadWarnings(rows)]) process.stdout.write(`${line}\n`);
  return reportFailures(rows);
}

runBench(main, WATCHDOG_MS);
