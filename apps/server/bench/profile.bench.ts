/**
 * `npm run bench:profile`: where a catalog call's time goes. The server runs in this process with the
 * V8 profiler on, while a separate load process keeps one call busy; the profile of that window is
 * written to `bench/profiles/<engine>-<call>.cpuprofile` (open it in Chrome DevTools) and summarised:
 * the functions with the most self time, and self time by package or source file.
 * Knobs: BENCH_ENGINES (first one is used; default postgres), BENCH_LARGE (1), PROFILE_CALLS (names,
 * comma-separated, a prefix is enough; default every catalog call), PROFILE_MS (5000), BENCH_CONNECTIONS.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogEndpoints, middleProduct, prepareCatalog, productCount } from './catalog-setup';
import {
  benchSettings,
  enginesWanted,
  HOST,
  intFromEnv,
  LOAD,
  listen,
  log,
  logIn,
  openBenchDatabase,
  runBench,
} from './harness';
import { LoadWorker, machineLoad } from './rounds';

const PROFILE_MS = intFromEnv('PROFILE_MS', 5000, 500);
const LARGE = intFromEnv('BENCH_LARGE', 1, 0) === 1;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../../..');

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** Where a frame's code lives: a package of node_modules, a source file of ours, or node itself. */
function placeOf(url: string): string {
  if (!url) return '(native / engine)';
  if (url.startsWith('node:')) return url;
  const file = url.replace(/^file:\/\//, '');
  const nm = file.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = file.slice(nm + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  return path.relative(REPO, file);
}

/** Self time per function and per place, in ms, from the sampled profile. */
export function summarizeProfile(profile: Profile, top = 15): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const fn = new Map<string, number>();
  const place = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = placeOf(url);
    const name = `${functionName || '(anonymous)'}  ${where}${url ? `:${lineNumber + 1}` : ''}`;
    fn.set(name, (fn.get(name) ?? 0) + ms);
    place.set(where, (place.get(where) ?? 0) + ms);
  }
  const rows = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, ms]) => `  ${((100 * ms) / totalMs).toFixed(1).padStart(5)} %  ${k}`);
  return [
    `  self time by function (of ${totalMs.toFixed(0)} ms sampled):`,
    ...rows(fn),
    '  self time by package or file:',
    ...rows(place),
  ].join('\n');
}

async function main(): Promise<number> {
  const settings = benchSettings();
  const notes: string[] = [];
  const engines = await enginesWanted(notes);
  const engine = engines.find((e) => e.kind === 'postgres') ?? engines[0];
  if (!engine) throw new Error(`no engine to profile (${notes.join('; ')})`);
  const wanted = (process.env.PROFILE_CALLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bench = await openBenchDatabase(engine, (database, dataDir) =>
    prepareCatalog(database, settings, dataDir, LARGE),
  );
  const session = new Session();
  session.connect();
  const worker = new LoadWorker();
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  try {
    const db = bench.database.db;
    const productTotal = await productCount(db, settings.exhibitionId);
    server = await listen(settings, bench.database);
    const { token, subjectType } = await logIn(server.port, settings);
    const endpoints = catalogEndpoints(
      settings,
      token,
      subjectType,
      await middleProduct(db, settings.exhibitionId, productTotal),
    );
    const chosen = endpoints.filter(
      (e) => !e.baseline && (wanted.length === 0 || wanted.some((w) => e.name.startsWith(w))),
    );
    const out = path.join(HERE, 'profiles');
    mkdirSync(out, { recursive: true });
    process.stdout.write(
      `\nOpenFair profile: ${engine.kind}, ${productTotal} products, ${LOAD.connections} connections, ` +
        `${PROFILE_MS} ms per call after ${LOAD.warmupMs} ms warm-up; ${machineLoad()}\n`,
    );
    for (const e of chosen) {
      const load = {
        host: HOST,
        port: server.port,
        request: e.request,
        success: e.success,
        connections: LOAD.connections,
      };
      await worker.run({ ...load, warmupMs: 0, durationMs: LOAD.warmupMs });
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      const result = await worker.run({ ...load, warmupMs: 0, durationMs: PROFILE_MS });
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      await session.post('Profiler.disable');
      const file = path.join(
        out,
        `${engine.kind}-${e.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.cpuprofile`,
      );
      writeFileSync(file, JSON.stringify(profile));
      process.stdout.write(
        `\n${e.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(2)} ms ` +
          `(${path.relative(REPO, file)})\n${summarizeProfile(profile)}\n`,
      );
    }
    return 0;
  } finally {
    worker.close();
    session.disconnect();
    await server?.app.close().catch((e) => log(`closing the server failed: ${(e as Error).message}`));
    await bench.dispose().catch((e) => log(`cleanup failed: ${(e as Error).message}`));
  }
}

runBench(main, 40 * 60_000);
