import { RENDER_HINT_COOKIES } from '@openfair/contract';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { watchBrowser, watchContext } from './a11y';
import { clientAddressHeader } from './api';

/** The ring time the journeys' server runs with (CALL_RING_TIMEOUT_SECONDS); an external one must match. */
export const CALL_RING_TIMEOUT_E2E_SECONDS = 8;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium floods the closed network of these machines.
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Calls need a camera and a microphone: `fakeMedia` gives Chromium generated ones (a test pattern and a
 * beep) and grants them without asking. Only the journeys that call ask for it.
 */
const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** The journeys' Chromium (one plain, one with fake media), started once per Playwright worker. */
const workerBrowsers = new Map<string, Promise<Browser>>();
const inJourneyWorker = process.env.TEST_WORKER_INDEX !== undefined;

/**
 * A browser for a journey file (or a screenshot script). In the journeys' workers every file shares the
 * worker's Chromium, started once: the file gets a view of it whose `close()` closes the file's own
 * contexts (finishing their scans), not the browser. Elsewhere it is a browser of its own.
 */
export async function launchBrowser(opts: { fakeMedia?: boolean } = {}): Promise<Browser> {
  const args = opts.fakeMedia ? [...BROWSER_ARGS, ...FAKE_MEDIA_ARGS] : BROWSER_ARGS;
  const launch = () => chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
  if (!inJourneyWorker) {
    const browser = await launch();
    watchBrowser(browser);
    return browser;
  }
  const kind = opts.fakeMedia ? 'fake-media' : 'plain';
  let shared = workerBrowsers.get(kind);
  if (!shared) {
    shared = launch();
    workerBrowsers.set(kind, shared);
  }
  return fileView(await shared);
}

/** The worker's browser as one journey file sees it: only the contexts it made, closed by its close(). */
function fileView(browser: Browser): Browser {
  const mine = new Set<BrowserContext>();
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') {
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          mine.add(context);
          context.on('close', () => mine.delete(context));
          return context;
        };
      }
      if (property === 'contexts') return () => [...mine];
      if (property === 'close') return async () => void (await Promise.all([...mine].map((c) => c.close())));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export const DESKTOP = { width: 1366, height: 900 } as const;
export const MOBILE = { width: 375, height: 740 } as const;

/** What a phone's browser says it is: the server draws a guest's first view in the phone layout for it. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

/**
 * A guest's page arrives rendered by the server and comes alive once its scripts have run. Like a person
 * who waits for a page to finish loading, journeys act on a page only after that: page.goto and
 * page.reload wait for the app's ready mark (set after its first commit). A page without the app (a
 * download, the "not built" page) does not have it: the wait then just ends.
 */
export const APP_READY_TIMEOUT_MS = 20_000;

export async function waitForApp(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.documentElement.dataset.ofReady === '1' || !document.getElementById('root'),
      null,
      { timeout: APP_READY_TIMEOUT_MS },
    )
    .catch(() => {
      // Not the app, or it failed to start: the journey's own assertions say what is wrong.
    });
}

const waitingPages = new WeakSet<Page>();

function waitForAppOnLoad(page: Page): void {
  if (waitingPages.has(page)) return;
  waitingPages.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
}

/**
 * A context's browser asks for reduced motion unless told otherwise: the app then opens and closes its
 * dialogs, menus and messages at once, as it does for users who ask for that, and a journey's step acts
 * on the screen it waited for rather than on one still moving in. The default path, with every animation,
 * is the one a journey asks for with `motion: 'full'`.
 */
export async function newContext(
  browser: Browser,
  opts: {
    viewport?: { width: number; height: number };
    lang?: 'zh' | 'en';
    motion?: 'reduced' | 'full';
  } = {},
): Promise<BrowserContext> {
  const viewport = opts.viewport ?? DESKTOP;
  const context = await browser.newContext({
    viewport,
    reducedMotion: opts.motion === 'full' ? 'no-preference' : 'reduce',
    locale: opts.lang === 'en' ? 'en-US' : 'zh-CN',
    extraHTTPHeaders: clientAddressHeader(),
    ...(viewport.width < 750 ? { userAgent: PHONE_USER_AGENT } : {}),
  });
  context.on('page', waitForAppOnLoad);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    waitForAppOnLoad(page);
    return page;
  };
  // axe-core scans every screen the context's pages settle on (support/a11y.ts).
  watchContext(context);
  if (opts.lang) {
    // The language a browser chose is also a cookie, which the server renders a guest's page in.
    await context.addCookies([
      { name: RENDER_HINT_COOKIES.language, value: opts.lang, domain: '127.0.0.1', path: '/' },
    ]);
    // The client keeps its language in the persisted session; seed it before any page script runs.
    await context.addInitScript((lang) => {
      try {
        const key = 'openfair.session';
        const current = JSON.parse(window.localStorage.getItem(key) ?? '{}');
        if (!current.language)
          window.localStorage.setItem(key, JSON.stringify({ ...current, language: lang }));
      } catch {
        // ignore: the client falls back to its default language
      }
    }, opts.lang);
  }
  return context;
}

/** Collects uncaught page errors so a journey can assert the page stayed healthy. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Waits for what `action` sets off (a response, a download, a file chooser): the wait starts before the
 * action, and when the action fails the wait's own later timeout is not left behind as an unhandled
 * rejection, which would fail the whole run even after the test's retry passed.
 */
export async function during<T>(waiting: Promise<T>, action: () => Promise<unknown>): Promise<T> {
  const [result] = await Promise.all([waiting, action()]);
  return result;
}
