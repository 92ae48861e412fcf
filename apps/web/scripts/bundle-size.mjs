#!/usr/bin/env node
/**
 * Measures the home page's initial JS (ARCHITECTURE.md §7: at most 200 kB gzip): the entry chunk of
 * apps/web/dist plus every chunk it imports statically (what index.html loads and modulepreloads before
 * anything renders). Lazy route chunks are not counted; the home route's own chunk is shown for reference.
 *
 * Usage (after `npm run build -w apps/web`):
 *   node apps/web/scripts/bundle-size.mjs [--check] [--no-modules] [--top N]
 *   --check       exit 1 when the initial JS is over budget
 *   --no-modules  skip the per-package / per-module breakdown (it runs an in-memory build, ~3 s)
 *   --top N       how many packages and modules to list (default 15)
 *
 * Sizes are in kB = 1000 bytes (like vite's build output); gzip is node:zlib at level 9.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_GZIP_BYTES = 200 * 1000;
const HOME_SCREEN_SOURCE = 'src/features/content/home-screen.tsx';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');
const args = process.argv.slice(2);
const check = args.includes('--check');
const withModules = !args.includes('--no-modules');
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) || 15 : 15;

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

const over = totalGzip > BUDGET_GZIP_BYTES;
console.log(
  over
    ? `OVER BUDGET by ${kB(totalGzip - BUDGET_GZIP_BYTES)} gzip`
    : `Within budget (${kB(BUDGET_GZIP_BYTES - totalGzip)} gzip to spare)`,
);

if (withModules) await moduleBreakdown(initialRows);
if (check && over) process.exit(1);
