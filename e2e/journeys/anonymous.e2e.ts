import { ContentPaths } from '@openfair/contract';
import type { Browser } from 'playwright-core';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { t } from '../support/catalogue';
import { ACCOUNTS, expectPath, isLoggedIn, readSession, submitLogin } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

type Banner = { title: string };
type HotSample = { exhibitorName: string };
type ArticlePage = { list: { title: string }[] };

test.describe('anonymous visitor', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('sees the home page with the demo content in Chinese at 1366 px, without page errors', async () => {
    // What the server holds for the home page, in Chinese: the page must show exactly this.
    const [banners, hot, articles] = await Promise.all([
      postApi<Banner[]>(baseURL, ContentPaths.bannerList),
      postApi<HotSample[]>(baseURL, ContentPaths.hotExhibitorList),
      postApi<ArticlePage>(baseURL, ContentPaths.articleList, {
        body: { pageNum: 1, pageSize: 3 },
      }),
    ]);
    const firstBanner = banners.data[0];
    const firstHot = hot.data[0];
    const firstArticle = articles.data.list[0];
    if (!firstBanner || !firstHot || !firstArticle) throw new Error('the demo data has no home content');
    expect(firstBanner.title).toMatch(/[\u4e00-\u9fff]/);

    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseURL}/`);

    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^zh/);
    // Top menu in Chinese.
    await expect
      .poll(() =>
        page
          .locator('header')
          .getByRole('link', { name: t('zh', 'layout:menu.home'), exact: true })
          .count(),
      )
      .toBeGreaterThan(0);

    // Banner: the first demo banner's image, really loaded.
    const banner = page.getByRole('region', { name: t('zh', 'content:home.bannerLabel') });
    const bannerImg = banner.getByRole('img', { name: firstBanner.title }).first();
    await bannerImg.waitFor({ state: 'attached' });
    await expect
      .poll(() => bannerImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // Hot exhibitors and news, under their Chinese headings.
    await page.getByRole('heading', { name: t('zh', 'content:home.hotTitle') }).waitFor();
    await page.getByRole('heading', { name: firstHot.exhibitorName }).first().waitFor();
    await page.getByRole('heading', { name: t('zh', 'content:home.newsTitle') }).waitFor();
    await page.getByRole('heading', { name: firstArticle.title }).first().waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  test('opens a protected route, is sent to the visitor login, and lands on the saved path after login', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    await page.goto(`${baseURL}/profile`);
    await expectPath(page, baseURL, '/login/person');
    expect((await readSession(page)).toPath).toBe('/profile');

    await submitLogin(page, ACCOUNTS.visitor.email);
    await expectPath(page, baseURL, '/profile');
    const session = await readSession(page);
    expect(isLoggedIn(session)).toBe(true);
    expect(session.subjectType).toBe('VISITOR');
    // The saved target is consumed by the login.
    expect(session.toPath).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('sees the 404 screen on an unknown path and the "not available yet" screen on a later route', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    await page.goto(`${baseURL}/no-such-page/at-all`);
    await page.getByText(t('zh', 'common:notFound.subTitle')).waitFor();
    expect(await page.getByText('404', { exact: true }).count()).toBeGreaterThan(0);
    // The address is kept: the 404 screen is not a redirect.
    await expectPath(page, baseURL, '/no-such-page/at-all');

    await page.goto(`${baseURL}/map`);
    await page.getByText(t('zh', 'common:notAvailable.title')).waitFor();
    await expectPath(page, baseURL, '/map');
    expect(errors).toEqual([]);
    await context.close();
  });
});
