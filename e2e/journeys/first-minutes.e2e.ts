import { CatalogPaths, SessionPaths } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { t } from '../support/catalogue';
import { ACCOUNTS, expectPath, pathOf, signIn, submitLogin } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { openInApp } from '../support/navigate';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

type VisitorCard = { id: string; name: string };

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Records every path the app's router moves to (pushState/replaceState), from the first script on. */
async function recordPaths(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __paths: string[] };
    w.__paths = [];
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        original(state, unused, url);
        w.__paths.push(window.location.pathname);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { __paths: string[] }).__paths);
}

async function fairName(lang: 'cn' | 'en'): Promise<string> {
  const info = await postApi<{ exhibitionName: string; exhibitionNameEn?: string }>(
    baseURL,
    SessionPaths.getConfigurationInformation,
    { languageType: lang },
  );
  return (lang === 'en' && info.data.exhibitionNameEn) || info.data.exhibitionName;
}

/** What a new user trips on in the first minutes: guest access to /find/person, scrolling between pages. */
test.describe('the first minutes', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('shows a guest the visitor list on /find/person without contacts, and no login-expired dialog', async () => {
    const visitors = await postApi<{ list: VisitorCard[] }>(baseURL, CatalogPaths.visitorList, {
      body: { pageNum: 1, pageSize: 12 },
    });
    expect(visitors.code).toBe(1000);
    expect(visitors.data.list.length).toBeGreaterThan(0);
    const context = await newContext(browser, { lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseURL}/find/person`);
    await page.getByText(visitors.data.list[0]!.name).first().waitFor();
    await page.waitForTimeout(500);
    expect(
      await page
        .getByRole('dialog')
        .filter({ hasText: t('zh', 'common:sessionExpired.content') })
        .count(),
    ).toBe(0);
    expect(await page.locator('body').textContent()).not.toMatch(/@openfair\.test/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('opens a new page at the top and returns to the list where it was left', async () => {
    // On a phone the product detail stacks into a page taller than the screen (at 1366 it can fit one).
    const context = await newContext(browser, { viewport: MOBILE, lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ACCOUNTS.visitor, { at: '/find/product' });
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(8);
    const openCard = async () => {
      await cards.nth(8).locator('a').first().click();
      await expect.poll(() => page.url()).toContain('/find-exhibit/detail/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    };
    // Seen once, the detail renders at once the next time (its code and data are at hand): that is when
    // a page kept the list's offset.
    await openCard();
    await page.goBack();
    await expectPath(page, baseURL, '/find/product');
    await expect.poll(() => cards.count()).toBeGreaterThan(8);
    await page.evaluate(() => window.scrollTo(0, 806));
    await expect.poll(() => scrollY(page)).toBe(806);
    // The offset the card is clicked at: a click first scrolls its link into view (and pictures above may
    // still be settling), so the page notes where it was at the click itself.
    await cards.nth(8).scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      document.addEventListener('click', () => sessionStorage.setItem('leftAt', String(window.scrollY)), {
        capture: true,
        once: true,
      });
    });
    await openCard();
    const left = Number(await page.evaluate(() => sessionStorage.getItem('leftAt')));
    expect(left).toBeGreaterThan(400);
    // The detail scrolls by more than 200 px: had the list's offset been kept, the browser would show it
    // at least that far down (an offset is only cut to the page's own scroll range).
    const scrollRange = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(scrollRange).toBeGreaterThan(200);
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expectPath(page, baseURL, '/find/product');
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(left);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('opens the landing page straight after a login, never the home page first', async () => {
    for (const who of [ACCOUNTS.admin, ACCOUNTS.newVisitor]) {
      const context = await newContext(browser, { lang: 'zh' });
      const page = await context.newPage();
      const paths = await recordPaths(page);
      await page.goto(`${baseURL}${who.loginPath}`);
      await submitLogin(page, who.email);
      await expectPath(page, baseURL, who.landing);
      const visited = await paths();
      // The login screen may normalise its own path; after it, the first stop is the landing.
      const afterLogin = visited.filter((p) => p !== who.loginPath && !p.startsWith('/login'));
      expect(afterLogin[0], `paths visited: ${visited.join(' → ')}`).toBe(who.landing);
      expect(afterLogin).not.toContain('/');
      await context.close();
    }
  });

  test('lets the organizer browse exhibitors and products read-only', async () => {
    const context = await newContext(browser, { lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ACCOUNTS.organizer, { at: '/' });
    await page.getByRole('button', { name: t('zh', 'content:home.ctaExhibitors') }).click();
    await expectPath(page, baseURL, '/find/actor');
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    await page.waitForTimeout(500);
    expect(pathOf(page, baseURL)).toMatch(/^\/find\/actor/);
    // Read-only: no favourite hearts on the cards.
    expect(await page.locator('.of-cat-heart, [aria-pressed]').count()).toBe(0);

    await page.goto(`${baseURL}/`);
    await page.getByRole('button', { name: t('zh', 'content:home.ctaProducts') }).click();
    await expectPath(page, baseURL, '/find/product');
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    await cards.first().locator('a').first().click();
    await expect.poll(() => page.url()).toContain('/find-exhibit/detail/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(page.url()).toContain('/find-exhibit/detail/');
    expect(await page.getByRole('button', { name: t('zh', 'catalog-detail:collect.collect') }).count()).toBe(
      0,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  test("shows the server's reason on /companyfile when the fair has the company file closed", async () => {
    const context = await newContext(browser, { lang: 'en' });
    const page = await context.newPage();
    await signIn(page, baseURL, ACCOUNTS.visitor, { at: '/companyfile' });
    await page.getByText('The company file is not open at this fair').waitFor();
    expect(await page.getByText(t('en', 'common:notAvailable.title')).count()).toBe(0);
    await context.close();
  });

  test('titles every screen in the current language, and a detail by what it shows', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const fair = await fairName(lang === 'zh' ? 'cn' : 'en');
      const context = await newContext(browser, { lang });
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      await expect.poll(() => page.title()).toBe(fair);
      // The title follows the screen as the user moves on inside the page, and is right on a page load.
      await openInApp(page, baseURL, '/find/product');
      await expect.poll(() => page.title()).toBe(`${t(lang, 'common:routes.findProduct')} · ${fair}`);
      await openInApp(page, baseURL, '/find/actor');
      await expect.poll(() => page.title()).toBe(`${t(lang, 'common:routes.findActor')} · ${fair}`);
      await openInApp(page, baseURL, '/news');
      await expect.poll(() => page.title()).toBe(`${t(lang, 'common:routes.news')} · ${fair}`);
      await page.goto(`${baseURL}/login/person`);
      await expect.poll(() => page.title()).toBe(`${t(lang, 'common:routes.login')} · ${fair}`);
      await openInApp(page, baseURL, '/find/product');
      const first = page.getByRole('article').first();
      await first.waitFor();
      const name = (await first.locator('h3.of-cat-name').first().textContent())?.trim() ?? '';
      expect(name).not.toBe('');
      await first.locator('a').first().click();
      await expect.poll(() => page.title()).toBe(`${name} · ${fair}`);
      await page.goBack();
      await expect.poll(() => page.title()).toBe(`${t(lang, 'common:routes.findProduct')} · ${fair}`);
      await context.close();
    }
  });

  test('keeps every English registration step label whole at 1366 px (lines break between words only)', async () => {
    const context = await newContext(browser, { viewport: DESKTOP, lang: 'en' });
    const page = await context.newPage();
    await page.goto(`${baseURL}/register/email/0`);
    const titles = page.locator('.of-reg-steps .ant-steps-item-title');
    await expect.poll(() => titles.count()).toBe(5);
    const split = await titles.evaluateAll((elements) =>
      elements.flatMap((element) => {
        const text = element.textContent ?? '';
        const node = element.firstChild;
        if (!node || node.nodeType !== Node.TEXT_NODE) return [`${text}: not a plain text label`];
        const broken: string[] = [];
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          // A word on two lines has two boxes.
          if (range.getClientRects().length > 1) broken.push(match[0]);
        }
        return broken;
      }),
    );
    expect(split).toEqual([]);
    await context.close();
  });
});
