/**
 * bench:web — the web budgets of ARCHITECTURE.md §7 on a fresh build: each route's JS (gzip, from
 * apps/web/scripts/bundle-size.mjs) and Lighthouse mobile scores (performance, accessibility,
 * best-practices), for the home, the product list, a product detail, an exhibitor detail and the
 * registration start. The server runs as `npm start` would (its own process, embedded database in a
 * temporary DATA_DIR, demo data). Rounds are interleaved (every route once per round) and the medians
 * are reported with their spread (min–max), because one run on these shared machines varies a lot.
 *
 * Run from the repository root after `npm run build -w apps/web` (npm run bench:web does both).
 * BENCH_WEB_ROUNDS (default 3) sets the rounds.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CatalogPaths, SystemPaths } from '@openfair/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// ARCHITECTURE.md §9: without the background-networking flags Chromium floods the closed network.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ROUNDS = Math.max(1, Number(process.env.BENCH_WEB_ROUNDS ?? 3) || 3);
const TARGETS = { performance: 90, accessibility: 95 } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];

const log = (message: string) => process.stderr.write(`${message}\n`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

type Server = { baseURL: string; child: ChildProcess; dataDir: string };

async function startServer(): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'openfair-bench-web-'));
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Each Lighthouse run comes "through a proxy" with an address of its own (X-Forwarded-For below):
      // every run is a first visit, and the guest's per-address limits do not build up across runs.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}${SystemPaths.healthz}`)).ok) return { baseURL, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy');
}

async function stopServer(server: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
    setTimeout(() => server.child.kill('SIGKILL'), 10_000).unref();
  });
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** The first card of a public list, as a guest sees it (the fair's id comes from /config.json). */
async function firstId(baseURL: string, listPath: string): Promise<string> {
  const config = (await (await fetch(`${baseURL}/config.json`)).json()) as {
    exhibitionId: string;
    appId: string;
    visitorToken: string;
  };
  const res = await fetch(`${baseURL}${listPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: config.visitorToken },
    body: JSON.stringify({
      languageType: 'cn',
      exhibitionId: config.exhibitionId,
      appId: config.appId,
      terminal: 'PC',
      subjectType: '',
      pageNum: 1,
      pageSize: 1,
    }),
  });
  const body = (await res.json()) as { code: number; data?: { list?: { id: string }[] } };
  const id = body.data?.list?.[0]?.id;
  if (!id) throw new Error(`${listPath} gave no card: ${JSON.stringify(body).slice(0, 200)}`);
  return id;
}

type RouteSizes = {
  initialGzip: number;
  budget: number;
  routeBudget: number;
  routes: { route: string; gzip: number }[];
};

function measureSizes(): RouteSizes {
  const out = path.join(tmpdir(), `openfair-bundle-size-${process.pid}.json`);
  const run = spawnSync(
    process.execPath,
    ['apps/web/scripts/bundle-size.mjs', '--no-modules', '--json', out],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (run.status !== 0 && run.status !== 1) throw new Error(`bundle-size failed: ${run.stderr}`);
  const sizes = JSON.parse(readFileSync(out, 'utf8')) as RouteSizes;
  rmSync(out, { force: true });
  return sizes;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

type Page = { name: string; screen: string; path: string };
type Sample = Record<Category, number> & {
  lcpMs: number;
  tbtMs: number;
  lcpElement: string;
  /** Lighthouse's measure of this machine's CPU speed at the time of the run (higher is faster) */
  benchmarkIndex: number;
};

async function main(): Promise<number> {
  const loadBefore = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const sizes = measureSizes();
  log('starting the server (embedded database, demo data)…');
  const server = await startServer();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const productId = await firstId(server.baseURL, CatalogPaths.productList);
    const exhibitorId = await firstId(server.baseURL, CatalogPaths.exhibitorList);
    const pages: Page[] = [
      { name: 'home', screen: 'home', path: '/' },
      { name: 'product list', screen: 'findList', path: '/find/product' },
      {
        name: 'product detail',
        screen: 'productDetail',
        path: `/find-exhibit/detail/${encodeURIComponent(productId)}`,
      },
      {
        name: 'exhibitor detail',
        screen: 'exhibitorDetail',
        path: `/find-exhibitor/detail/${encodeURIComponent(exhibitorId)}`,
      },
      { name: 'registration start', screen: 'registerEmail', path: '/register/email/0' },
    ];
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    const samples = new Map<string, Sample[]>(pages.map((p) => [p.name, []]));
    let visitor = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      for (const page of pages) {
        // Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like): that run measured
        // nothing, so it is made again, at most twice, instead of ending the whole bench.
        let result: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 1; ; attempt++) {
          visitor += 1;
          result = await lighthouse(
            `${server.baseURL}${page.path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
              extraHeaders: {
                'X-Forwarded-For': `10.77.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`,
              },
            },
            // The default configuration is Lighthouse's mobile preset (Moto G Power, simulated slow 4G).
          );
          const failure = result ? result.lhr.runtimeError?.message : 'no Lighthouse result';
          if (!failure) break;
          if (attempt === 3) throw new Error(`${page.path}: ${failure}`);
          log(`round ${round}/${ROUNDS} ${page.name}: ${failure}; measuring again`);
        }
        if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
        const { lhr } = result;
        const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
        const lcpItems = (
          lhr.audits['largest-contentful-paint-element']?.details as
            | { items?: { items?: { node?: { selector?: string } }[] }[] }
            | undefined
        )?.items?.[0]?.items;
        const sample: Sample = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          lcpElement: lcpItems?.[0]?.node?.selector ?? '?',
          benchmarkIndex: lhr.environment.benchmarkIndex,
        };
        samples.get(page.name)!.push(sample);
        log(
          `round ${round}/${ROUNDS} ${page.name.padEnd(18)} perf ${sample.performance} a11y ${sample.accessibility} bp ${sample['best-practices']} LCP ${(sample.lcpMs / 1000).toFixed(1)} s TBT ${Math.round(sample.tbtMs)} ms`,
        );
        if (round === ROUNDS) {
          const failed = Object.values(lhr.audits).filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
          );
          if (failed.length > 0)
            log(`  accessibility audits failing on ${page.name}: ${failed.map((a) => a.id).join(', ')}`);
          const opportunities = Object.values(lhr.audits)
            .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 100)
            .map((a) => `${a.id} (${Math.round(a.numericValue ?? 0)} ms)`);
          if (opportunities.length > 0) log(`  opportunities on ${page.name}: ${opportunities.join(', ')}`);
        }
      }
    }

    const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
    const spread = (xs: number[]) => `${Math.min(...xs)}–${Math.max(...xs)}`;
    const loadAfter = loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    console.log(
      `# bench:web — Lighthouse ${lhVersion()} mobile preset, ${ROUNDS} interleaved rounds, median (min–max)`,
    );
    console.log(`load average before ${loadBefore}, after ${loadAfter}; Chromium ${CHROMIUM}`);
    // The mobile preset models a phone as this machine's CPU slowed 4×: main-thread work, and so TBT and
    // the performance score, scale with the machine's speed. The index says how fast it was.
    const indexes = [...samples.values()].flat().map((x) => Math.round(x.benchmarkIndex));
    console.log(`CPU benchmarkIndex ${median(indexes)} (${spread(indexes)})\n`);
    console.log(
      `| route | JS gzip | performance | accessibility | best-practices | LCP s | TBT ms | LCP element |\n|---|---|---|---|---|---|---|---|`,
    );
    let misses = 0;
    const notes: string[] = [];
    for (const page of pages) {
      const s = samples.get(page.name)!;
      const col = (c: Category) => `${median(s.map((x) => x[c]))} (${spread(s.map((x) => x[c]))})`;
      const routeGzip = sizes.routes.find((r) => r.route === page.screen)?.gzip ?? Number.NaN;
      console.log(
        `| ${page.name} | ${kB(routeGzip)} | ${col('performance')} | ${col('accessibility')} | ${col('best-practices')} | ${(median(s.map((x) => x.lcpMs)) / 1000).toFixed(1)} | ${Math.round(median(s.map((x) => x.tbtMs)))} | \`${s.at(-1)?.lcpElement}\` |`,
      );
      const perf = median(s.map((x) => x.performance));
      const a11y = median(s.map((x) => x.accessibility));
      if (perf < TARGETS.performance)
        notes.push(`${page.name}: performance ${perf} < ${TARGETS.performance}`);
      if (a11y < TARGETS.accessibility)
        notes.push(`${page.name}: accessibility ${a11y} < ${TARGETS.accessibility}`);
      if (routeGzip > sizes.routeBudget)
        notes.push(`${page.name}: JS ${kB(routeGzip)} > ${kB(sizes.routeBudget)}`);
    }
    console.log(
      `\nHome initial JS: ${kB(sizes.initialGzip)} gzip (target ≤ ${kB(sizes.budget)})${sizes.initialGzip > sizes.budget ? ' — MISSED' : ' — met'}`,
    );
    if (sizes.initialGzip > sizes.budget) misses += 1;
    misses += notes.length;
    console.log(
      notes.length > 0
        ? `Targets missed:\n- ${notes.join('\n- ')}`
        : 'Every route meets its Lighthouse and JS targets.',
    );
    return misses > 0 ? 1 : 0;
  } finally {
    await chrome?.kill();
    await stopServer(server);
  }
}

function lhVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8'));
    return String(pkg.version);
  } catch {
    return '?';
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
