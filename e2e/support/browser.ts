import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { watchBrowser, watchContext } from './a11y';
import { clientAddressHeader } from './api';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium floods the closed network of these machines.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
  watchBrowser(browser);
  return browser;
}

export const DESKTOP = { width: 1366, height: 900 } as const;
export const MOBILE = { width: 375, height: 740 } as const;

export async function newContext(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; lang?: 'zh' | 'en' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    locale: opts.lang === 'en' ? 'en-US' : 'zh-CN',
    extraHTTPHeaders: clientAddressHeader(),
  });
  // axe-core scans every screen the context's pages settle on (support/a11y.ts).
  watchContext(context);
  if (opts.lang) {
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
