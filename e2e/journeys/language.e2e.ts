import type { Browser, Page } from 'playwright-core';
import { during, launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { type Lang, t } from '../support/catalogue';
import { readSession } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

async function expectLanguage(page: Page, lang: Lang): Promise<void> {
  const other: Lang = lang === 'zh' ? 'en' : 'zh';
  await page
    .locator('header')
    .getByRole('link', { name: t(lang, 'layout:menu.home'), exact: true })
    .first()
    .waitFor();
  await page
    .locator('header')
    .getByRole('link', { name: t(lang, 'layout:menu.exhibitors'), exact: true })
    .first()
    .waitFor();
  const menuText = (await page.locator('header').first().textContent()) ?? '';
  expect(menuText).not.toContain(t(other, 'layout:menu.home'));
  expect(menuText).not.toContain(t(other, 'layout:menu.exhibitors'));
  expect(await page.evaluate(() => document.documentElement.lang)).toMatch(lang === 'zh' ? /^zh/ : /^en/);
  // The footer and the page content follow too, not only the menu.
  await page.getByText(t(lang, 'layout:footer.poweredBy')).waitFor();
  await page.getByRole('heading', { name: t(lang, 'content:home.newsTitle') }).waitFor();
  expect((await readSession(page)).language).toBe(lang);
}

/** Clicks the header toggle and waits for the reload it triggers (spec 000 §1: switching reloads). */
async function switchLanguage(page: Page, from: Lang): Promise<void> {
  await during(page.waitForEvent('load'), () =>
    page.getByRole('button', { name: t(from, 'layout:header.language') }).click(),
  );
}

test.describe('language switch from the header', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('switches zh → en with a reload, stays English after another reload, and switches back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseURL}/`);
    await expectLanguage(page, 'zh');

    await switchLanguage(page, 'zh');
    await expectLanguage(page, 'en');

    await page.reload();
    await expectLanguage(page, 'en');

    await switchLanguage(page, 'en');
    await expectLanguage(page, 'zh');
    expect(errors).toEqual([]);
    await context.close();
  });
});
