import type { Advertisement } from '@openfair/contract';
import { ContentPaths } from '@openfair/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { t } from '../support/catalogue';
import { ACCOUNTS, type DemoAccount, expectPath, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/** A wide desktop: the ad column shows from 750 px, and at 1775 px and more it has its widest step. */
const WIDE = { width: 1920, height: 1080 } as const;

/**
 * Spec 000 §6: the advertisement column on the right of content pages is shown to guests and
 * visitors, and hidden for exhibitors. A click on an ad opens the advertised exhibitor or product.
 */

function adColumn(page: Page): Locator {
  return page.getByRole('complementary', { name: t('zh', 'layout:ads.label') });
}

/**
 * Hovers the column (which pauses its auto-advance) and waits for the track to stop moving, then
 * returns the ad buttons that are fully inside the column's window, the ones a person can click.
 */
async function visibleAds(page: Page): Promise<{ name: string; index: number }[]> {
  const column = adColumn(page);
  await column.hover();
  const track = column.locator('.of-ad-track');
  await expect.poll(() => track.evaluate((el) => el.getAnimations().length)).toBe(0);
  return column.locator('.of-ad-viewport').evaluate((viewport) => {
    const frame = viewport.getBoundingClientRect();
    return Array.from(viewport.querySelectorAll('.of-ad-item'))
      .map((item, index) => ({ item, index, box: item.getBoundingClientRect() }))
      .filter(({ box }) => box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1)
      .map(({ item, index }) => ({ name: item.querySelector('.of-ad-caption')?.textContent ?? '', index }));
  });
}

/** The column shows the server's ads (in order, with their images) and each click opens its target. */
async function expectAdsShownAndClickable(page: Page, ads: Advertisement[]): Promise<void> {
  const column = adColumn(page);
  await column.waitFor();
  const items = column.locator('.of-ad-item');
  await expect.poll(() => items.count()).toBe(ads.length);
  expect(await column.locator('.of-ad-caption').allTextContents()).toEqual(ads.map((a) => a.name));

  for (const type of ['actor', 'product'] as const) {
    const shown = await visibleAds(page);
    const pick = shown.map((s) => ({ ...s, ad: ads[s.index] })).find((s) => s.ad?.type === type);
    if (!pick?.ad) throw new Error(`no ${type} advertisement in view`);
    const item = items.nth(pick.index);
    // the artwork really loaded (it is lazy: only ads in view load)
    await expect
      .poll(() =>
        item.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await item.click();
    const target =
      type === 'actor' ? `/find-exhibitor/detail/${pick.ad.id}` : `/find-exhibit/detail/${pick.ad.id}`;
    await expectPath(page, baseURL, target);
    // The detail opens. A restricted product turns into its notice instead of the product heading, and a
    // guest who has seen the tourist limit of products (the home's and the exhibitor page's count too)
    // gets the login prompt.
    await page
      .getByRole('heading', { level: 1 })
      .or(page.getByText(t('zh', 'catalog-detail:product.restricted')))
      .or(page.getByTestId('tourist-prompt'))
      .first()
      .waitFor();
    await page.goBack();
    await expectPath(page, baseURL, '/');
    await column.waitFor();
  }
}

test.describe('advertisements (spec 000 §6)', () => {
  let browser: Browser;
  let ads: Advertisement[];
  test.beforeAll(async () => {
    browser = await launchBrowser();
    ads = (await postApi<Advertisement[]>(baseURL, ContentPaths.advertisementList)).data;
    if (!ads.some((a) => a.type === 'actor') || !ads.some((a) => a.type === 'product'))
      throw new Error('the demo data needs exhibitor and product advertisements');
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [WIDE, DESKTOP]) {
    test(`shows a guest the ads at ${viewport.width} px, and a click opens the exhibitor or the product`, async () => {
      const context = await newContext(browser, { viewport, lang: 'zh' });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto(`${baseURL}/`);
      await expectAdsShownAndClickable(page, ads);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('shows a logged-in visitor the ads too, on the home page and the find lists', async () => {
    const context = await newContext(browser, { viewport: WIDE, lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ACCOUNTS.visitor);
    await expectAdsShownAndClickable(page, ads);
    await page.goto(`${baseURL}/find/product`);
    await adColumn(page).locator('.of-ad-item').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const who of [ACCOUNTS.admin, ACCOUNTS.staff] as DemoAccount[]) {
    test(`hides them for an exhibitor (${who.email}) at 1366 px, who never even loads them`, async () => {
      // The width where a guest sees the column (previous tests).
      const context = await newContext(browser, { viewport: DESKTOP, lang: 'zh' });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      const adCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/advertisement/list')) adCalls.push(r.url());
      });
      await signIn(page, baseURL, who);
      // Content pages where a guest sees the column: home, the visitor list, news.
      await page.goto(`${baseURL}/`);
      await page.getByRole('heading', { name: t('zh', 'content:home.hotTitle') }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await adColumn(page).count()).toBe(0);
      expect(await page.locator('.of-ad-item').count()).toBe(0);
      await page.goto(`${baseURL}/find/person`);
      await page.getByRole('heading', { level: 1, name: t('zh', 'catalog:find.title.person') }).waitFor();
      await page.getByRole('article').first().waitFor();
      expect(await adColumn(page).count()).toBe(0);
      expect(adCalls).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
