/**
 * `npm run bench:api`: requests/s and latency of the core API calls against GET /healthz, measured in
 * the same run on the same engine, so the ratios hold across machines (ARCHITECTURE §7).
 * Knobs: BENCH_ENGINES (pglite,postgres), BENCH_CONNECTIONS, BENCH_WARMUP_MS, BENCH_DURATION_MS.
 */
import os from 'node:os';
import { type CommonFields, ContentPaths, SessionPaths } from '@openfair/contract';
import type { DatabaseKind } from '../src/db/client';
import type { Settings } from '../src/settings';
import {
  benchSettings,
  commonFields,
  type Endpoint,
  enginesWanted,
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
} from './harness';

// Everything (seeding included) normally takes about a minute; past this something is stuck.
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

async function benchEngine(kind: DatabaseKind, settings: Settings, adminUrl?: string): Promise<Row[]> {
  log(`${kind}: preparing`);
  const bench = await openBenchDatabase(kind, adminUrl, (database, dataDir) =>
    seedDemo(database, settings, dataDir),
  );
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  try {
    server = await listen(settings, bench.database);
    const { token, subjectType } = await logIn(server.port, settings);
    const rows: Row[] = [];
    for (const endpoint of endpointsFor(settings, token, subjectType))
      rows.push({ engine: kind, endpoint, result: await measure(kind, server.port, endpoint) });
    return rows;
  } finally {
    await server?.app
      .close()
      .catch((e) => log(`  ${kind}: closing the server failed: ${(e as Error).message}`));
    await bench.dispose().catch((e) => log(`  ${kind}: cleanup failed: ${(e as Error).message}`));
  }
}

async function main(): Promise<number> {
  const settings = benchSettings();
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const { kind, adminUrl } of await enginesWanted(notes))
    rows.push(...(await benchEngine(kind, settings, adminUrl)));

  process.stdout.write(
    `\nOpenFair API bench: ${LOAD.connections} keep-alive connections, ${LOAD.warmupMs} ms warm-up + ` +
      `${LOAD.durationMs} ms per endpoint; node ${process.version}, ${os.cpus().length} CPUs\n` +
      'ratios: req/s and p99 of each call divided by GET /healthz on the same engine in this run\n\n' +
      `${renderTable(rows)}\n`,
  );
  for (const note of notes) process.stdout.write(`${note}\n`);
  return reportFailures(rows);
}

runBench(main, WATCHDOG_MS);
