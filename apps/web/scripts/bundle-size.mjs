#!/usr/bin/env node
/**
 * Measures the JS budgets of ARCHITECTURE.md §7 on a build (apps/web/dist):
 * - the home page's initial JS, at most 170 kB gzip: the entry chunk plus every chunk it imports
 *   statically (what index.html loads and modulepreloads before anything renders);
 * - every route's JS, at most 350 kB gzip: the initial JS, the code main.tsx fetches at start on every
 *   page, the route's screen chunk with its slots (routes.tsx) and all their static imports, and its
 *   i18n catalogues (zh, the default language), and antd's locale and theme scope every screen loads.
 * With --check it also fails when a text asset has no .br/.gz copy beside it (the server sends those).
 *
 * Usage (after `npm run build -w apps/web`):
 *   node apps/web/scripts/bundle-size.mjs [--check] [--no-modules] [--top N] [--dist DIR] [--json FILE]
 *   --check       exit 1 when a budget is exceeded or precompressed copies are missing
 *   --no-modules  skip the per-package / per-module breakdown (it runs an in-memory build, ~3 s)
 *   --top N       how many packages and modules to list (default 15)
 *   --dist DIR    measure another build folder
 *   --json FILE   also write the per-route numbers as JSON (bench:web reads them)
 *   --write-allowances  record today's sizes of what is over its target in bundle-allowances.json
 *
 * bundle-allowances.json holds, for the home's initial JS and each route still over its target, the most
 * it may weigh until it is brought under the target: --check (CI) fails when anything grows past
 * max(target, allowance), so no change raises a size unnoticed. Lower or remove an entry as a route shrinks.
 *
 * Sizes are in kB = 1000 bytes (like vite's build output); gzip is node:zlib at level 9.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_GZIP_BYTES = 170 * 1000;
const ROUTE_BUDGET_GZIP_BYTES = 350 * 1000;
const ROUTES_SOURCE = 'src/app/routes.tsx';
const MAIN_SOURCE = 'src/main.tsx';
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_COMPRESS_BYTES = 1024;
const HOME_SCREEN_SOURCE = 'src/features/content/home-screen.tsx';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distIndex = args.indexOf('--dist');
const distDir = distIndex >= 0 ? path.resolve(args[distIndex + 1]) : path.join(webDir, 'dist');
const check = args.includes('--check');
const withModules = !args.includes('--no-modules');
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) || 15 : 15;
const jsonIndex = args.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? path.resolve(args[jsonIndex + 1]) : null;
const writeAllowances = args.includes('--write-allowances');
const allowancesFile = path.join(webDir, 'scripts', 'bundle-allowances.json');
/** Headroom over today's size, so that unrelated small changes do not fail CI at once. */
const ALLOWANCE_MARGIN_BYTES = 3 * 1000;
const allowances = existsSync(allowancesFile)
  ? JSON.parse(readFileSync(allowancesFile, 'utf8'))
  : { initial: null, routes: {} };

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

function readManifest() {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    console.error(`No ${path.relative(process.cwd(), file)}: run \`npm run build -w apps/web\` first.`);
    process.exit(2);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Manifest keys reachable from `startKeys` through static `imports` (dynamic imports are not followed). */
function staticClosure(manifest, startKeys) {
  const seen = new Set();
  const stack = [...startKeys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** The script and modulepreload URLs of dist/index.html, to cross-check the manifest walk. */
function indexHtmlScripts() {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g),
  ].map((m) => m[1].replace(/^\.\//, ''));
  return new Set(urls);
}

function measure(files) {
  return files
    .map((file) => {
      const buffer = readFileSync(path.join(distDir, file));
      return { file, raw: buffer.length, gzip: gzipSize(buffer) };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

function printTable(rows) {
  const width = Math.max(...rows.map((r) => r.file.length), 10);
  for (const row of rows) {
    console.log(
      `  ${row.file.padEnd(width)}  ${kB(row.raw).padStart(11)}  gzip ${kB(row.gzip).padStart(10)}`,
    );
  }
}

/** The package a module belongs to (`antd`, `@ant-design/cssinjs`, ...), or `app` for our own sources. */
function packageOf(moduleId) {
  const clean = moduleId.replace(/^\0/, '').split('?')[0];
  const idx = clean.lastIndexOf('/node_modules/');
  if (idx < 0) {
    if (clean.includes('/packages/contract/')) return '@openfair/contract';
    return clean.startsWith(webDir)
      ? 'app'
      : clean.startsWith('vite/') || clean.startsWith('\0')
        ? 'runtime'
        : 'other';
  }
  const rest = clean.slice(idx + '/node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

function shortModule(moduleId) {
  const clean = moduleId.replace(/^\0/, '').split('?')[0];
  const idx = clean.lastIndexOf('/node_modules/');
  if (idx >= 0) return clean.slice(idx + '/node_modules/'.length);
  const root = path.resolve(webDir, '..', '..');
  return clean.startsWith(root) ? path.relative(root, clean) : clean;
}

/**
 * Attributes the gzip size of each initial chunk to its modules, in proportion to each module's rendered
 * (tree-shaken, pre-minification) length. Rough, but it shows which packages weigh on the first load.
 * Runs the same build in memory (write: false) so dist is untouched and no sourcemap is needed.
 */
async function moduleBreakdown(initialRows) {
  const { build } = await import('vite');
  const output = await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, manifest: false },
  });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
  const byPackage = new Map();
  const byModule = new Map();
  let unmatched = 0;
  for (const row of initialRows) {
    const chunk = chunks.get(row.file);
    if (!chunk) {
      unmatched += 1;
      continue;
    }
    const modules = Object.entries(chunk.modules).filter(([, m]) => m.renderedLength > 0);
    const total = modules.reduce((sum, [, m]) => sum + m.renderedLength, 0) || 1;
    for (const [id, m] of modules) {
      const share = (row.gzip * m.renderedLength) / total;
      const pkg = packageOf(id);
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + share);
      byModule.set(id, (byModule.get(id) ?? 0) + share);
    }
  }
  if (unmatched > 0) {
    console.log(
      `\n(${unmatched} initial chunk(s) not found in the in-memory build: dist is stale, rebuild it)`,
    );
  }
  const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`\nInitial JS by package (gzip, attributed by rendered length, top ${top}):`);
  for (const [pkg, bytes] of sorted(byPackage)) console.log(`  ${pkg.padEnd(40)} ${kB(bytes).padStart(10)}`);
  console.log(`\nBiggest modules in the initial JS (gzip, attributed, top ${top}):`);
  for (const [id, bytes] of sorted(byModule))
    console.log(`  ${shortModule(id).padEnd(70)} ${kB(bytes).padStart(10)}`);
}

const manifest = readManifest();
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The vite manifest has no entry chunk.');
  process.exit(2);
}
const initialKeys = staticClosure(manifest, [entryKey]);
const initialFiles = [...initialKeys].map((key) => manifest[key].file);
const initialCss = [...new Set([...initialKeys].flatMap((key) => manifest[key].css ?? []))];

const fromHtml = indexHtmlScripts();
const missingFromWalk = [...fromHtml].filter((file) => !initialFiles.includes(file));
const notPreloaded = initialFiles.filter((file) => !fromHtml.has(file));
if (missingFromWalk.length > 0 || notPreloaded.length > 0) {
  console.log('Note: index.html and the manifest walk disagree; counting both.');
  if (missingFromWalk.length > 0) console.log(`  only in index.html: ${missingFromWalk.join(', ')}`);
  if (notPreloaded.length > 0) console.log(`  only in the manifest walk: ${notPreloaded.join(', ')}`);
}
const initialRows = measure([...new Set([...initialFiles, ...missingFromWalk])]);
const totalRaw = initialRows.reduce((sum, r) => sum + r.raw, 0);
const totalGzip = initialRows.reduce((sum, r) => sum + r.gzip, 0);

console.log(
  `Home page initial JS (entry ${manifest[entryKey].file} + static imports): ${initialRows.length} chunks`,
);
printTable(initialRows);
console.log(
  `  ${'TOTAL'.padEnd(10)}  raw ${kB(totalRaw)}  gzip ${kB(totalGzip)}  (budget ${kB(BUDGET_GZIP_BYTES)} gzip)`,
);
const cssRows = measure(initialCss);
if (cssRows.length > 0) {
  const cssGzip = cssRows.reduce((sum, r) => sum + r.gzip, 0);
  console.log(
    `Initial CSS (not in the JS budget): ${cssRows.map((r) => r.file).join(', ')}  gzip ${kB(cssGzip)}`,
  );
}

// The home route itself is code-split: shown for reference, not counted in the initial budget.
const homeKey = Object.keys(manifest).find((key) => key.endsWith(HOME_SCREEN_SOURCE));
if (homeKey) {
  const homeOnly = [...staticClosure(manifest, [homeKey])].filter((key) => !initialKeys.has(key));
  const homeRows = measure(homeOnly.map((key) => manifest[key].file));
  const homeGzip = homeRows.reduce((sum, r) => sum + r.gzip, 0);
  console.log(
    `Home route chunk + its extra static imports (lazy, not counted): ${homeRows.length} chunks, gzip ${kB(homeGzip)}`,
  );
}

/** Manifest key of a source path imported from `fromDir` (`../features/x/y-screen` -> `src/features/x/y-screen.tsx`). */
function manifestKeyOf(fromDir, specifier) {
  const base = path.posix.normalize(path.posix.join(fromDir, specifier));
  return ['', '.tsx', '.ts', '.jsx', '.js'].map((ext) => base + ext).find((key) => manifest[key]);
}

/**
 * The screens of routes.tsx, read from its source: for each `name: screen(...)`, the modules it imports
 * (the screen and its slots) and its i18n namespaces (the first string array).
 */
function screensOfRoutes() {
  const source = readFileSync(path.join(webDir, ROUTES_SOURCE), 'utf8');
  const start = source.indexOf('const screens = {');
  const block = source.slice(start, source.indexOf('\n};', start));
  const parts = block.split(/\n {2}(?=[\w$]+: screen\()/).slice(1);
  return parts.map((part) => {
    const name = /^([\w$]+):/.exec(part)[1];
    const modules = [...part.matchAll(/import\('([^']+)'\)/g)].map((m) =>
      manifestKeyOf(path.posix.dirname(ROUTES_SOURCE), m[1]),
    );
    const namespaces = [...(/\[([^\]]*)\]/.exec(part)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    return { name, modules: modules.filter(Boolean), missing: modules.some((m) => !m), namespaces };
  });
}

/** Chunks main.tsx fetches at start on every page (not those behind a condition such as ?token=). */
function bootImports() {
  const source = readFileSync(path.join(webDir, MAIN_SOURCE), 'utf8');
  return [...source.matchAll(/^\s*(?:const \w+ = |)import\('([^']+)'\)/gm)]
    .concat([...source.matchAll(/^\s*preload\w+\(/gm)].map(() => null))
    .filter(Boolean)
    .map((m) => manifestKeyOf(path.posix.dirname(MAIN_SOURCE), m[1]))
    .filter(Boolean);
}

const sizeOf = new Map(initialRows.map((r) => [r.file, r.gzip]));
function gzipOfKeys(keys) {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (!sizeOf.has(file)) sizeOf.set(file, gzipSize(readFileSync(path.join(distDir, file))));
    total += sizeOf.get(file);
  }
  return total;
}

// The header search box is preloaded at start too (main.tsx calls preloadHeaderSearch).
const bootKeys = [...bootImports(), manifestKeyOf('src/app/layout', './header-search')].filter(Boolean);
const bootClosure = staticClosure(manifest, bootKeys);
// Every screen is drawn inside antd's locale and theme, which routes.tsx loads with the screen's code.
const screenScopeKeys = [manifestKeyOf('src/app', './antd-scope')].filter(Boolean);
const routeRows = screensOfRoutes().map((screen) => {
  const nsKeys = screen.namespaces
    .map((ns) => `src/i18n/locales/zh/${ns}.json`)
    .filter((key) => manifest[key] && !initialKeys.has(key));
  const keys = new Set([
    ...initialKeys,
    ...bootClosure,
    ...staticClosure(manifest, [...screen.modules, ...screenScopeKeys, ...nsKeys]),
  ]);
  const initialGzip = totalGzip;
  const gzip = initialGzip - gzipOfKeys(initialKeys) + gzipOfKeys(keys);
  return { route: screen.name, gzip, missing: screen.missing };
});

console.log(
  `\nPer route (initial JS + start-up imports + screen, slots and their imports + zh catalogues; budget ${kB(ROUTE_BUDGET_GZIP_BYTES)} gzip):`,
);
for (const row of [...routeRows].sort((a, b) => b.gzip - a.gzip)) {
  const flag = row.gzip > ROUTE_BUDGET_GZIP_BYTES ? '  OVER' : '';
  console.log(
    `  ${row.route.padEnd(20)} gzip ${kB(row.gzip).padStart(10)}${row.missing ? '  (a module was not found in the manifest)' : ''}${flag}`,
  );
}
const routesOver = routeRows.filter((r) => r.gzip > ROUTE_BUDGET_GZIP_BYTES || r.missing);
if (routeRows.length === 0) console.log('  (no screens found in routes.tsx: the parser needs updating)');

/** Text assets of at least MIN_COMPRESS_BYTES without their .br and .gz copies (the build writes them). */
function missingPrecompressed() {
  const entries = readdirSync(distDir, { recursive: true, withFileTypes: true });
  const names = new Set(entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)));
  return [...names].filter((file) => {
    if (
      !COMPRESSIBLE.test(file) ||
      file.endsWith(`${path.sep}index.html`) ||
      file.includes(`${path.sep}.vite${path.sep}`)
    )
      return false;
    if (readFileSync(file).length < MIN_COMPRESS_BYTES) return false;
    return !names.has(`${file}.br`) || !names.has(`${file}.gz`);
  });
}

const initialLimit = Math.max(BUDGET_GZIP_BYTES, allowances.initial ?? 0);
const routeLimit = (route) => Math.max(ROUTE_BUDGET_GZIP_BYTES, allowances.routes?.[route] ?? 0);
const over = totalGzip > BUDGET_GZIP_BYTES;
console.log(
  over
    ? `\nHome initial JS OVER its ${kB(BUDGET_GZIP_BYTES)} target by ${kB(totalGzip - BUDGET_GZIP_BYTES)} gzip${allowances.initial ? ` (allowed for now: ${kB(allowances.initial)})` : ''}`
    : `\nHome initial JS within its target (${kB(BUDGET_GZIP_BYTES - totalGzip)} gzip to spare)`,
);
console.log(
  routesOver.length > 0
    ? `Routes over ${kB(ROUTE_BUDGET_GZIP_BYTES)} (or unmeasurable): ${routesOver.map((r) => r.route).join(', ')}`
    : `Every route within ${kB(ROUTE_BUDGET_GZIP_BYTES)} gzip (largest ${kB(Math.max(0, ...routeRows.map((r) => r.gzip)))})`,
);
const grown = [
  ...(totalGzip > initialLimit ? [`home initial JS ${kB(totalGzip)} > ${kB(initialLimit)}`] : []),
  ...routeRows
    .filter((r) => r.missing || r.gzip > routeLimit(r.route))
    .map((r) =>
      r.missing ? `${r.route}: not measurable` : `${r.route} ${kB(r.gzip)} > ${kB(routeLimit(r.route))}`,
    ),
];
if (grown.length > 0)
  console.log(`Over the limits CI holds (target or recorded allowance):\n  ${grown.join('\n  ')}`);
const unprecompressed = check ? missingPrecompressed() : [];
if (unprecompressed.length > 0) {
  console.log(
    `Text assets without .br/.gz copies (${unprecompressed.length}): ${unprecompressed
      .slice(0, 5)
      .map((f) => path.relative(distDir, f))
      .join(', ')}`,
  );
}
if (writeAllowances) {
  const roundUp = (bytes) => Math.ceil((bytes + ALLOWANCE_MARGIN_BYTES) / 1000) * 1000;
  const next = {
    initial: over ? roundUp(totalGzip) : null,
    routes: Object.fromEntries(
      routeRows.filter((r) => r.gzip > ROUTE_BUDGET_GZIP_BYTES).map((r) => [r.route, roundUp(r.gzip)]),
    ),
  };
  writeFileSync(allowancesFile, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), allowancesFile)}`);
}

if (jsonFile) {
  writeFileSync(
    jsonFile,
    JSON.stringify(
      {
        initialGzip: totalGzip,
        budget: BUDGET_GZIP_BYTES,
        routeBudget: ROUTE_BUDGET_GZIP_BYTES,
        routes: routeRows,
      },
      null,
      2,
    ),
  );
}

if (withModules) await moduleBreakdown(initialRows);
if (check && (grown.length > 0 || unprecompressed.length > 0)) process.exit(1);
