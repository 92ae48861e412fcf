import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { t } from '../support/catalogue';
import { ACCOUNTS, DEMO_PASSWORD, expectPath } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/** How many Tab presses a journey allows to reach one control before it counts as unreachable. */
const MAX_TABS = 80;

async function isFocused(target: Locator): Promise<boolean> {
  if ((await target.count()) === 0) return false;
  return target.first().evaluate((el) => el === document.activeElement);
}

/** Presses Tab until `target` has the focus (never clicks): the control is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, what: string): Promise<number> {
  for (let presses = 1; presses <= MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${what} was not reached with ${MAX_TABS} Tab presses`);
}

/** A visible focus indicator: an outline or a box shadow on the focused control. */
async function showsFocus(target: Locator): Promise<boolean> {
  return target.first().evaluate((el) => {
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outlined || style.boxShadow !== 'none';
  });
}

test.describe('keyboard only', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('logs in, searches, opens a product and favourites it without a mouse', async () => {
    // With every animation, as most users have it: focus must land right while dialogs and menus move.
    const context = await newContext(browser, { viewport: DESKTOP, lang: 'zh', motion: 'full' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    await page.goto(`${baseURL}${ACCOUNTS.visitor.loginPath}`);
    const account = page.locator('input#account');
    await account.waitFor();
    await tabTo(page, account, 'the account field');
    await page.keyboard.type(ACCOUNTS.visitor.email);
    await tabTo(page, page.locator('input#password'), 'the password field');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expectPath(page, baseURL, ACCOUNTS.visitor.landing);

    const search = page.getByLabel(t('zh', 'layout:header.search'), { exact: true });
    await search.waitFor();
    await tabTo(page, search, 'the header search');
    await page.keyboard.type('手机');
    await page.keyboard.press('Enter');
    await expectPath(page, baseURL, '/search-list');

    const productLink = page.locator('main a[href*="/find-exhibit/detail/"]');
    await productLink.first().waitFor();
    await tabTo(page, productLink, 'a product of the results');
    expect(await showsFocus(productLink)).toBe(true);
    const href = await productLink.first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    const add = page.getByRole('button', { name: t('zh', 'catalog-detail:collect.collect') });
    const added = page.getByRole('button', { name: t('zh', 'catalog-detail:collect.collected') });
    // The demo visitor may have favourited this product already: then the journey takes it out first,
    // by keyboard too, and puts it back.
    if ((await added.count()) > 0) {
      await tabTo(page, added, 'the favourite button');
      await page.keyboard.press('Enter');
      await add.waitFor();
    }
    await tabTo(page, add, 'the favourite button');
    expect(await showsFocus(add)).toBe(true);
    await page.keyboard.press('Enter');
    await added.waitFor();
    // The server has it: the favourites list shows the product.
    const productId = href!.split('/').pop()!;
    await page.goto(`${baseURL}/collection/product`);
    await page.locator(`main a[href$="/find-exhibit/detail/${productId}"]`).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
