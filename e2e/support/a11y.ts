import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { repoRoot } from './server';

/**
 * axe-core on every screen the journeys visit (ARCHITECTURE §7: 0 serious or critical violations on
 * every screen, in both languages). A context made by newContext is watched: each main-frame navigation
 * (SPA route changes included) schedules a scan of that screen once it has settled; journeys can also
 * scan a state that has no URL of its own (an open dialog) with checkAccessibility. Each screen state
 * (screen, language, width, role) is scanned automatically once per run, whichever journey reaches it
 * first. The journeys' `test` (support/test.ts) fails a journey whose screens had a serious or critical
 * violation; the global teardown prints the run's totals.
 */

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
export const BLOCKING: readonly Impact[] = ['serious', 'critical'];

export type Violation = {
  rule: string;
  impact: Impact;
  help: string;
  target: string;
  html: string;
  /** Path and search of the screen, the document language and the viewport width it was seen at. */
  screen: string;
  lang: string;
  width: number;
};

type AxeNode = { target: unknown[]; html: string; impact?: Impact | null };
type AxeResult = { id: string; impact?: Impact | null; help: string; nodes: AxeNode[] };

/** Off outside the journeys' workers (the screenshot scripts share newContext) or with E2E_AXE=0. */
export const axeEnabled = process.env.TEST_WORKER_INDEX !== undefined && process.env.E2E_AXE !== '0';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;
function axeScript(): string {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * The screen states scanned in this run, by every worker: a line each in SCREENS_FILE, which the global
 * setup clears. A worker reads what the others wrote before each automatic scan.
 */
export const SCREENS_FILE = path.join(repoRoot, 'e2e/test-results/axe-screens.jsonl');
export type ScannedScreen = { key: string; screen: string; lang: string; width: number; subject: string };

const scanned = new Set<string>();
let screensFileRead = 0;
function scannedInThisRun(key: string): boolean {
  if (scanned.has(key)) return true;
  if (existsSync(SCREENS_FILE)) {
    const text = readFileSync(SCREENS_FILE, 'utf8');
    for (const line of text.slice(screensFileRead).split('\n').filter(Boolean)) {
      scanned.add((JSON.parse(line) as ScannedScreen).key);
    }
    screensFileRead = text.length;
  }
  return scanned.has(key);
}
function recordScanned(entry: ScannedScreen): void {
  if (scanned.has(entry.key)) return;
  scanned.add(entry.key);
  mkdirSync(path.dirname(SCREENS_FILE), { recursive: true });
  appendFileSync(SCREENS_FILE, `${JSON.stringify(entry)}\n`);
}

/** Violations found and not yet failed a journey (takeViolations), and scans that could not run. */
const violations = new Map<string, Violation>();
const reported = new Set<string>();
const scanErrors: string[] = [];
const pending = new Set<Promise<void>>();
const watchedPages = new Set<Page>();
/** What axe cost this worker: scans run, time in scans (with their waits), time journeys waited on them. */
const scanTime = { scans: 0, ms: 0, waitedMs: 0 };
const queues = new WeakMap<Page, Promise<void>>();
const timers = new Map<Page, ReturnType<typeof setTimeout>>();

/** How long a page must stay on one URL before its automatic scan (a redirect is not a screen). */
const DEBOUNCE_MS = 600;

function track(promise: Promise<void>): Promise<void> {
  pending.add(promise);
  return promise.finally(() => pending.delete(promise));
}

/** Scans run one at a time per page: axe refuses to run twice at once in one document. */
function enqueue(page: Page, job: () => Promise<void>): Promise<void> {
  const previous = queues.get(page) ?? Promise.resolve();
  const next = previous.then(job, job);
  queues.set(page, next);
  return track(next);
}

function closedError(page: Page, err: unknown): boolean {
  const message = err instanceof Error ? err.message : String(err);
  return (
    page.isClosed() ||
    /Target (page, context or browser )?(has been )?closed|Execution context was destroyed|navigat/i.test(
      message,
    )
  );
}

/**
 * Waits until the screen has stopped moving: no running animations or transitions (a fading element
 * has a contrast it never shows at rest), no spinners or skeletons (nor a screen still loading its
 * code), fonts ready.
 */
async function waitQuiet(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = Date.now() + 6_000;
    const busy = () =>
      document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity) ||
      document.querySelector(
        '.ant-spin-spinning, .of-skeleton-active, .ant-btn-loading, .of-busy-spinner, .of-screen-spinner',
      ) !== null;
    await document.fonts.ready;
    while (busy() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => requestAnimationFrame(() => r(null)));
  });
}

type Context = { screen: string; lang: string; width: number; subject: string };

async function describeScreen(page: Page): Promise<Context> {
  const info = await page.evaluate(() => {
    let subject = '';
    try {
      subject = JSON.parse(window.localStorage.getItem('openfair.session') ?? '{}').subjectType ?? '';
    } catch {
      // no session: a guest
    }
    return {
      screen: `${window.location.pathname}${window.location.search}`,
      lang: document.documentElement.lang || '?',
      width: window.innerWidth,
      subject,
    };
  });
  return info;
}

async function runAxe(page: Page): Promise<AxeResult[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  // Evaluated rather than added as a <script>: the app's CSP forbids inline scripts, and must keep doing so.
  if (!loaded) await page.evaluate(axeScript());
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: AxeResult[] };
    const violations = result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 200), impact: n.impact })),
    }));
    // Not axe's, checked on the same screens: antd drawn outside the app's AntdScope (antd-scope.tsx)
    // has antd's default theme and English texts, and carries antd's fallback class for its variables.
    const unscoped = Array.from(document.querySelectorAll('.css-var-root')).slice(0, 5);
    if (unscoped.length > 0) {
      violations.push({
        id: 'openfair-antd-outside-scope',
        impact: 'serious',
        help: "antd component outside the app's theme and locale (render it through AntdScope)",
        nodes: unscoped.map((el) => ({
          target: [
            el.tagName.toLowerCase() + (el.className ? `.${String(el.className).split(' ').join('.')}` : ''),
          ],
          html: el.outerHTML.slice(0, 200),
          impact: 'serious',
        })),
      });
    }
    return violations;
  });
}

const blockingNodes = (results: AxeResult[]) =>
  results.flatMap((v) =>
    v.nodes
      .filter((n) => BLOCKING.includes((n.impact ?? v.impact) as Impact))
      .map((n) => ({ v, n, key: `${v.id}|${JSON.stringify(n.target)}` })),
  );

/** The key of a screen state: one scan each per run. */
const screenKey = (where: Context) => `${where.lang}|${where.width}|${where.subject}|${where.screen}`;

/**
 * Scans the page as it is now and records the screen and its violations. `auto` scans (after a
 * navigation) give up if the page moves on meanwhile; they and `once` scans skip a screen state already
 * scanned in this run.
 */
async function scan(page: Page, how: 'auto' | 'once' | 'now'): Promise<void> {
  // A page that has not opened anything yet (about:blank) is no screen of the app.
  if (page.isClosed() || !page.url().startsWith('http')) return;
  const auto = how === 'auto';
  const started = performance.now();
  try {
    const before = page.url();
    // Skip a screen state scanned before without waiting for it to settle.
    if (how !== 'now' && scannedInThisRun(screenKey(await describeScreen(page)))) return;
    await waitQuiet(page);
    if (auto && page.url() !== before) return;
    const where = await describeScreen(page);
    const key = screenKey(where);
    if (how !== 'now' && scannedInThisRun(key)) return;
    scanTime.scans += 1;
    let found = blockingNodes(await runAxe(page));
    if (found.length > 0) {
      // Confirm on a second look: what a transition showed for a moment is not what a user meets.
      await page.waitForTimeout(800);
      await waitQuiet(page);
      if (auto && page.url() !== before) return;
      const again = new Set(blockingNodes(await runAxe(page)).map((f) => f.key));
      found = found.filter((f) => again.has(f.key));
    }
    // A state with a violation is not recorded as scanned: the journey's retry, and any other journey
    // that reaches it, scan it again, so the violation fails the run instead of passing on a retry.
    if (found.length === 0) recordScanned({ key, ...where });
    for (const { v, n } of found) {
      const target = n.target.map(String).join(' ');
      violations.set(`${where.lang}|${where.screen}|${v.id}|${target}`, {
        rule: v.id,
        impact: (n.impact ?? v.impact) as Impact,
        help: v.help,
        target,
        html: n.html,
        screen: where.screen,
        lang: where.lang,
        width: where.width,
      });
    }
  } catch (err) {
    if (!closedError(page, err))
      scanErrors.push(`${page.url()}: ${err instanceof Error ? err.message : err}`);
  } finally {
    scanTime.ms += performance.now() - started;
  }
}

/**
 * Scans the current state of the page now (e.g. with a dialog open) and waits for the result; with
 * `once`, only if this screen state was not scanned yet in this run.
 */
export function checkAccessibility(page: Page, opts: { once?: boolean } = {}): Promise<void> {
  if (!axeEnabled) return Promise.resolve();
  return enqueue(page, () => scan(page, opts.once ? 'once' : 'now'));
}

/** Whether this screen state has been scanned in this run (true when axe is off). */
export function stateScanned(where: Context): boolean {
  return !axeEnabled || scannedInThisRun(screenKey(where));
}

/** Whether the page's current screen state has been scanned in this run (true when axe is off). */
export async function screenScanned(page: Page): Promise<boolean> {
  if (!axeEnabled) return true;
  return scannedInThisRun(screenKey(await describeScreen(page)));
}

/** The scans of this worker that could not run, so far. */
export function scanErrorsSoFar(): readonly string[] {
  return scanErrors;
}

function watchPage(page: Page): void {
  watchedPages.add(page);
  const schedule = () => {
    clearTimeout(timers.get(page));
    timers.set(
      page,
      setTimeout(() => {
        timers.delete(page);
        void enqueue(page, () => scan(page, 'auto'));
      }, DEBOUNCE_MS),
    );
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) schedule();
  });
  page.on('close', () => {
    clearTimeout(timers.get(page));
    timers.delete(page);
    watchedPages.delete(page);
  });
}

/** Runs the scans still waiting for their debounce now, and waits for every scan under way. */
async function flushPages(pages: Page[]): Promise<void> {
  for (const page of pages) {
    const timer = timers.get(page);
    if (timer !== undefined) {
      clearTimeout(timer);
      timers.delete(page);
      void enqueue(page, () => scan(page, 'auto'));
    }
  }
  await Promise.all([...pending]);
}

/** Watches every page of the context; closing the context first finishes its scans. */
export function watchContext(context: BrowserContext): void {
  if (!axeEnabled) return;
  context.on('page', watchPage);
  const close = context.close.bind(context);
  context.close = async (...args: Parameters<BrowserContext['close']>) => {
    await flushPages(context.pages());
    return close(...args);
  };
}

/** Closing the browser first finishes the scans of all its contexts. */
export function watchBrowser(browser: Browser): void {
  if (!axeEnabled) return;
  const close = browser.close.bind(browser);
  browser.close = async (...args: Parameters<Browser['close']>) => {
    await flushPages(browser.contexts().flatMap((c) => c.pages()));
    return close(...args);
  };
}

/**
 * Scans every watched page still waiting for its debounce, waits for all scans under way, and hands out
 * the serious and critical violations not handed out before, with the scans that failed to run.
 */
export async function takeViolations(): Promise<{ blocking: Violation[]; errors: string[] }> {
  const started = performance.now();
  await flushPages([...watchedPages]);
  scanTime.waitedMs += performance.now() - started;
  record(TIMES_FILE, [{ worker: process.env.TEST_WORKER_INDEX, ...scanTime }]);
  const blocking = [...violations.entries()]
    .filter(([key, v]) => !reported.has(key) && BLOCKING.includes(v.impact))
    .map(([key, v]) => {
      reported.add(key);
      return v;
    });
  const errors = scanErrors.splice(0);
  record(VIOLATIONS_FILE, blocking);
  record(
    ERRORS_FILE,
    errors.map((error) => ({ error })),
  );
  return { blocking, errors };
}

export function formatViolations(list: Violation[]): string {
  return list
    .map(
      (v) =>
        `  [${v.impact}] ${v.rule} (${v.help}) on ${v.screen} [${v.lang}, ${v.width}px]\n      ${v.target}: ${v.html}`,
    )
    .join('\n');
}

/** Where the workers append the violations they found and the scans that could not run, for the totals. */
export const VIOLATIONS_FILE = path.join(repoRoot, 'e2e/test-results/axe-violations.jsonl');
export const ERRORS_FILE = path.join(repoRoot, 'e2e/test-results/axe-errors.jsonl');
/** Each worker's running axe cost (scanTime), a line per journey: the totals take each worker's last. */
export const TIMES_FILE = path.join(repoRoot, 'e2e/test-results/axe-times.jsonl');
export type ScanTimes = { worker?: string; scans: number; ms: number; waitedMs: number };

function record(file: string, list: unknown[]): void {
  if (list.length === 0) return;
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, list.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
}
