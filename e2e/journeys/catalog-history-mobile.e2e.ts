import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { apiToken, exhibitorList, expectNoHorizontalOverflow, productList } from '../support/catalog-data';
import { buttonName, t } from '../support/catalogue';
import { type DemoAccount, expectPath, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/**
 * History at phone width (the 1366 px version is in catalog-detail.e2e.ts): a visitor opens an
 * exhibitor and two products from the find lists, the history lists them newest first with the time of
 * the view, and clearing it (after a confirmation) empties it.
 */

/** A demo visitor of its own (complete registration), so clearing its history touches no other journey. */
const HISTORY_VISITOR: DemoAccount = {
  email: 'visitor.1@openfair.test',
  loginPath: '/login/person',
  landing: '/',
};

const VIEWED_AT = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;

/** An accessible name ending in `text`: icons put their own label in front ("clear Clear history"). */
function endingIn(text: string): RegExp {
  return new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

async function openDrawerItem(page: Page, labelKeys: string[]): Promise<void> {
  await page.getByRole('button', { name: t('en', 'layout:header.openMenu') }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: t('en', 'layout:header.menuTitle') });
  for (const key of labelKeys) {
    // by the end of the name: "Exhibitors" is not "Exhibitors viewed"
    // a group opens in place (a button); an entry is a link
    const name = endingIn(t('en', `layout:${key}`));
    await drawer.getByRole('link', { name }).or(drawer.getByRole('button', { name })).click();
  }
  await drawer.waitFor({ state: 'hidden' });
}

/** Opens a card of a find list by its name and waits for the detail heading. */
async function openCard(page: Page, name: string, detailPath: string): Promise<void> {
  await page.getByRole('article').getByRole('link').filter({ hasText: name }).first().click();
  await expectPath(page, baseURL, detailPath);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The "back to the list" link at the top of a detail screen. */
function backLink(page: Page, key: string): Locator {
  return page.getByRole('link', { name: t('en', key), exact: true });
}

function historyItems(page: Page): Locator {
  return page.locator('.of-personal-item');
}

test.describe('browsing history at 375 px', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('records an exhibitor and two products newest first, and clears the list after a confirmation', async () => {
    const token = await apiToken(baseURL, HISTORY_VISITOR);
    const viewer = { token, subjectType: 'VISITOR' as const, languageType: 'en' as const };
    const exhibitor = (await exhibitorList(baseURL, viewer)).list[0];
    // products the visitor may open (a client-pool product turns into a notice instead of its detail)
    const products = (await productList(baseURL, viewer)).list.filter((p) => p.scope === 0 || p.inPool);
    const [older, newer] = products;
    if (!exhibitor || !older || !newer) throw new Error('the demo data has too few exhibitors or products');

    const context = await newContext(browser, { viewport: MOBILE, lang: 'en' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, HISTORY_VISITOR);

    await openDrawerItem(page, ['menu.exhibitors']);
    await expectPath(page, baseURL, '/find/actor');
    await openCard(page, exhibitor.name, `/find-exhibitor/detail/${exhibitor.id}`);
    await expectNoHorizontalOverflow(page);

    await openDrawerItem(page, ['menu.products']);
    await expectPath(page, baseURL, '/find/product');
    await openCard(page, older.name, `/find-exhibit/detail/${older.id}`);
    // The detail's back link, opened from the list: a step back in history (the list keeps its state).
    const entries = await page.evaluate(() => window.history.length);
    await backLink(page, 'catalog-detail:back.product').click();
    await expectPath(page, baseURL, '/find/product');
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    await openCard(page, newer.name, `/find-exhibit/detail/${newer.id}`);

    // Products viewed: the newer view first, each with its time, the later time on top.
    await openDrawerItem(page, ['menu.records', 'menu.footprintProduct']);
    await expectPath(page, baseURL, '/footprint/product');
    const items = historyItems(page);
    await items.first().getByRole('heading', { name: newer.name }).waitFor();
    await items.nth(1).getByRole('heading', { name: older.name }).waitFor();
    const [newerTime, olderTime] = await Promise.all(
      [0, 1].map(async (n) => (await items.nth(n).textContent())?.match(VIEWED_AT)?.[0] ?? ''),
    );
    expect(newerTime).toMatch(VIEWED_AT);
    expect(olderTime).toMatch(VIEWED_AT);
    expect((newerTime ?? '') >= (olderTime ?? '')).toBe(true);
    await expectNoHorizontalOverflow(page);

    // The exhibitors tab holds the exhibitor.
    await page.getByRole('tab', { name: t('en', 'catalog-detail:personal.types.exhibitor') }).click();
    await expectPath(page, baseURL, '/footprint/exhibitor');
    await items.first().getByRole('heading', { name: exhibitor.name }).waitFor();
    expect(await items.first().textContent()).toMatch(VIEWED_AT);

    // Clearing asks first: Cancel keeps the list, OK empties it.
    await page.getByRole('tab', { name: t('en', 'catalog-detail:personal.types.product') }).click();
    await expectPath(page, baseURL, '/footprint/product');
    await items.first().getByRole('heading', { name: newer.name }).waitFor();
    const clear = page.getByRole('button', { name: endingIn(t('en', 'catalog-detail:footprint.clear')) });
    const confirmText = page.getByText(t('en', 'catalog-detail:footprint.clearConfirm'));
    await clear.click();
    await confirmText.waitFor();
    await page.getByRole('button', { name: buttonName(t('en', 'catalog-detail:common.cancel')) }).click();
    await confirmText.waitFor({ state: 'hidden' });
    expect(await items.count()).toBeGreaterThanOrEqual(2);

    await clear.click();
    await confirmText.waitFor();
    await page.getByRole('button', { name: buttonName(t('en', 'catalog-detail:common.confirm')) }).click();
    await page.getByText(t('en', 'catalog-detail:footprint.empty')).waitFor();
    await expect.poll(() => items.count()).toBe(0);
    expect(await clear.count()).toBe(0);
    // after a reload too: the server forgot them, and only this type was cleared
    await page.reload();
    await page.getByText(t('en', 'catalog-detail:footprint.empty')).waitFor();
    await page.getByRole('tab', { name: t('en', 'catalog-detail:personal.types.exhibitor') }).click();
    await items.first().getByRole('heading', { name: exhibitor.name }).waitFor();
    await expectNoHorizontalOverflow(page);

    // A detail opened from the history (not from its list): the back link leads to the parent list.
    await items.first().getByRole('link').first().click();
    await expectPath(page, baseURL, `/find-exhibitor/detail/${exhibitor.id}`);
    await backLink(page, 'catalog-detail:back.exhibitor').click();
    await expectPath(page, baseURL, '/find/actor');
    await page.getByRole('article').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
