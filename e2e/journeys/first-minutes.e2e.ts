import { CatalogPaths } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { t } from '../support/catalogue';
import { ACCOUNTS, expectPath, loginAs } from '../support/journey';

const baseURL = inject('baseURL');

type VisitorCard = { id: string; name: string };

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** What a new user trips on in the first minutes: guest access to /find/person, scrolling between pages. */
describe('the first minutes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a guest the visitor list on /find/person without contacts, and no login-expired dialog', async () => {
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

  it('opens a new page at the top and returns to the list where it was left', async () => {
    const context = await newContext(browser, { viewport: DESKTOP, lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await loginAs(page, baseURL, ACCOUNTS.visitor);
    await page.goto(`${baseURL}/find/product`);
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
    // The offset the card is clicked at (a click first brings its card fully into view).
    await cards.nth(8).scrollIntoViewIfNeeded();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(400);
    await openCard();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(left + 900);
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expectPath(page, baseURL, '/find/product');
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(left);
    expect(errors).toEqual([]);
    await context.close();
  });
});
