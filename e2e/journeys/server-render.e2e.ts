import { CatalogPaths } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { clientAddressHeader, postApi } from '../support/api';
import { launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { t } from '../support/catalogue';
import { ACCOUNTS, expectPath, loginAs } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

type ProductPage = { list: { id: string; name: string }[] };

/** React's reports of server HTML it could not take over (hydration mismatches), from the console. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /hydrat|#418|#419|#422|#423|#425/i.test(text)) problems.push(text);
  });
  return problems;
}

/** The page as the server sends it, before any script of it has run. */
async function served(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${baseURL}${path}`, { headers: { ...clientAddressHeader(), ...headers } });
  expect(res.status).toBe(200);
  return res.text();
}

/**
 * The page as the server renders it for a guest. The server sends the page unrendered when renders have
 * used up their share of the last second or one takes too long (both are limits it keeps on purpose), so
 * on a busy machine a request may come back unrendered: it is asked again, at most three times, a second
 * apart. A server that never renders still fails.
 */
async function rendered(path: string, headers: Record<string, string> = {}): Promise<string> {
  let html = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1_100));
    html = await served(path, headers);
    if (/<html [^>]*class=/.test(html)) break;
  }
  return html;
}

test.describe('a guest’s first view, rendered by the server', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('is readable without scripts, in the phone layout, with the products the server lists', async () => {
    const products = await postApi<ProductPage>(baseURL, CatalogPaths.productList, {
      body: { pageNum: 1, pageSize: 4 },
    });
    const first = products.data.list[0];
    if (!first) throw new Error('the demo fair has no products');
    const context = await browser.newContext({
      viewport: MOBILE,
      javaScriptEnabled: false,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      extraHTTPHeaders: clientAddressHeader(),
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/find/product`);
    await page
      .getByRole('link', { name: new RegExp(first.name) })
      .first()
      .waitFor();
    // The phone layout: the menu is behind the hamburger, not in the header.
    await page.getByRole('button', { name: t('zh', 'layout:header.openMenu') }).waitFor();
    expect(await page.title()).toContain(t('zh', 'common:routes.findProduct'));
    await context.close();
  });

  test('comes alive without a mismatch and moves on within the app', async () => {
    const context = await newContext(browser, { viewport: MOBILE });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const mismatches = watchHydration(page);
    await page.goto(`${baseURL}/`);
    expect(await page.evaluate(() => Boolean(document.getElementById('of-render-state')))).toBe(true);
    // A mark that a full page load would wipe out: moving on inside the app keeps it.
    await page.evaluate(() => {
      (window as { stayedInApp?: boolean }).stayedInApp = true;
    });
    await page
      .getByRole('button', { name: t('zh', 'content:home.ctaProducts') })
      .first()
      .click();
    await expectPath(page, baseURL, '/find/product');
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
    expect(mismatches).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('is in the language the browser chose, and a signed-in person’s pages are left to the browser', async () => {
    // Pages in one language after another: each is drawn in its own, never in the one drawn before it.
    const skipLink = (lang: 'zh' | 'en') => `>${t(lang, 'layout:header.skipToContent')}</a>`;
    for (const lang of ['zh', 'en', 'zh', 'en'] as const) {
      const html = await rendered('/find/actor', lang === 'en' ? { cookie: 'of_lang=en' } : {});
      expect(html).toContain(lang === 'en' ? '<html lang="en" class=' : '<html lang="zh-CN" class=');
      expect(html).toContain(skipLink(lang));
      expect(html).not.toContain(skipLink(lang === 'en' ? 'zh' : 'en'));
    }
    expect(await rendered('/find/actor?lang=en')).toContain(t('en', 'common:routes.findActor'));

    const context = await newContext(browser, { viewport: MOBILE });
    const page = await context.newPage();
    await loginAs(page, baseURL, ACCOUNTS.visitor);
    const cookies = await context.cookies(baseURL);
    expect(cookies.find((c) => c.name === 'of_signed_in')?.value).toBe('1');
    const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(await served('/find/actor', { cookie: cookieHeader })).toContain('<div id="root"></div>');
    await context.close();
  });
});
