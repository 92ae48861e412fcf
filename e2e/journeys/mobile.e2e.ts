import type { Browser, Page } from 'playwright-core';
import { launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { buttonName, t } from '../support/catalogue';
import { ACCOUNTS, expectPath, isLoggedIn, readSession, submitLogin } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/** Nothing sticks out sideways at 375 px (a horizontal scrollbar on a phone). */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe('mobile form at 375 px (spec 000 §2: below 750 px)', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('collapses the top menu into a drawer opened by the hamburger; a menu item navigates', async () => {
    // The drawer as most phones show it: sliding in and out.
    const context = await newContext(browser, { viewport: MOBILE, motion: 'full' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseURL}/`);

    const hamburger = page.getByRole('button', { name: t('zh', 'layout:header.openMenu') });
    await hamburger.waitFor();
    // No horizontal top menu in the header.
    expect(await page.locator('header').getByRole('navigation').count()).toBe(0);
    await expectNoHorizontalOverflow(page);

    await hamburger.click();
    const drawer = page.getByRole('dialog').filter({ hasText: t('zh', 'layout:header.menuTitle') });
    await drawer.waitFor();
    for (const key of ['home', 'exhibitors', 'products', 'businessCircle', 'aboutUs']) {
      await drawer.getByRole('link', { name: t('zh', `layout:menu.${key}`), exact: true }).waitFor();
    }

    await drawer.getByRole('link', { name: t('zh', 'layout:menu.aboutUs'), exact: true }).click();
    await expectPath(page, baseURL, '/aboutus');
    await drawer.waitFor({ state: 'hidden' });
    await expectNoHorizontalOverflow(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('logs in at 375 px from the header login button', async () => {
    const context = await newContext(browser, { viewport: MOBILE });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseURL}/`);
    await page.getByRole('button', { name: buttonName(t('zh', 'layout:header.login')) }).click();
    await expectPath(page, baseURL, '/login/person');
    await expectNoHorizontalOverflow(page);

    await submitLogin(page, ACCOUNTS.visitor.email);
    await expectPath(page, baseURL, ACCOUNTS.visitor.landing);
    await page.locator('.of-user-button').waitFor();
    expect(isLoggedIn(await readSession(page))).toBe(true);

    // The drawer of a logged-in visitor also carries the side menu (personal centre).
    await page.getByRole('button', { name: t('zh', 'layout:header.openMenu') }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: t('zh', 'layout:header.menuTitle') });
    await drawer.getByRole('button', { name: t('zh', 'layout:menu.personalCentre') }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
