import { homeContentMessages, OrganizerPaths, ResponseCode, SessionPaths } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { clickOption, openDropdown, pickOption } from '../support/antd-select';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { buttonName, type Lang, t } from '../support/catalogue';
import { ACCOUNTS, DEMO_PASSWORD, expectPath, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { pngImage } from '../support/media-files';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

const fileInput = (page: Page, purpose: string) =>
  page.locator(`input[type=file][data-purpose=${purpose}]`).first();

type Owner = { token: string; subjectType: string };
type Sample = { id: string; title: string; exhibitorName: string };
type Feature = { mode: 'automatic' | 'curated'; shown: Sample[] };

/** The demo organizer's token, for checks and clean-up behind the browser's back. */
async function owner(): Promise<Owner> {
  const login = await postApi<{ token: string }>(baseURL, SessionPaths.webLogon, {
    body: { account: ACCOUNTS.organizer.email, password: DEMO_PASSWORD, loginSubjectType: 'ORGANIZER' },
    subjectType: 'ORGANIZER',
  });
  expect(login.code, login.msg).toBe(ResponseCode.Success);
  return { token: login.data.token, subjectType: 'ORGANIZER' };
}

/**
 * Removes what a failed run may have left: carousel items and advertisements whose English name carries
 * `stamp`, and puts the home's hot samples back as they were (`before`).
 */
async function removeLeftovers(stamp: string, before: Feature | null): Promise<void> {
  const as = await owner();
  const items = await postApi<{ list: { id: string; nameEn: string }[] }>(
    baseURL,
    OrganizerPaths.carouselList,
    {
      ...as,
      body: { pageSize: 100 },
    },
  );
  for (const c of items.data?.list ?? [])
    if (c.nameEn.includes(stamp))
      await postApi(baseURL, OrganizerPaths.carouselRemove, { ...as, body: { id: c.id } });
  for (let pageNum = 1; pageNum <= 5; pageNum++) {
    const ads = await postApi<{ list: { id: string; nameEn: string }[] }>(
      baseURL,
      OrganizerPaths.advertisementList,
      { ...as, body: { pageNum, pageSize: 100 } },
    );
    for (const a of ads.data?.list ?? [])
      if (a.nameEn.includes(stamp))
        await postApi(baseURL, OrganizerPaths.advertisementRemove, { ...as, body: { id: a.id } });
    if ((ads.data?.list.length ?? 0) < 100) break;
  }
  if (!before) return;
  if (before.mode === 'automatic') await postApi(baseURL, OrganizerPaths.hotSampleReset, as);
  else
    await postApi(baseURL, OrganizerPaths.hotSampleFeature, {
      ...as,
      body: { sampleIds: before.shown.map((s) => s.id) },
    });
}

test.describe('the organizer’s home carousel, advertisements and hot samples', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('adds a carousel item and an advertisement and features a scene that a guest then sees', async () => {
    const lang: Lang = 'en';
    const stamp = `H${Date.now()}`;
    const itemName = `旅程轮播 ${stamp}`;
    const itemNameEn = `Journey card ${stamp}`;
    const adName = `旅程广告 ${stamp}`;
    const adNameEn = `Journey ad ${stamp}`;
    const as = await owner();
    const before = (await postApi<Feature>(baseURL, OrganizerPaths.hotSampleFeatured, as)).data;
    // An exhibitor for the advertisement and a scene to feature, as the console's own searches find them.
    const exhibitors = await postApi<{ id: string; name: string }[]>(
      baseURL,
      OrganizerPaths.homeTargetSearch,
      {
        ...as,
        body: { type: 'actor', keyword: '' },
      },
    );
    const exhibitor = exhibitors.data[0]!;
    const scenes = await postApi<{ list: Sample[] }>(baseURL, OrganizerPaths.hotSampleList, {
      ...as,
      body: { pageSize: 50 },
    });
    const featuredScene = scenes.data.list.at(-1)!;
    expect(featuredScene, 'the demo fair has hot scenes').toBeTruthy();

    const context = await newContext(browser, { lang, viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const guest = await newContext(browser, { lang: 'zh', viewport: DESKTOP });
    const guestPage = await guest.newPage();
    const save = () =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: buttonName(t(lang, 'organizer:common.save')) })
        .click();
    try {
      await signIn(page, baseURL, ACCOUNTS.organizer);
      // The side menu leads to each screen.
      await page
        .getByRole('link', { name: t(lang, 'layout:menu.organizerCarousel') })
        .first()
        .click();
      await expectPath(page, baseURL, '/organizer/content/carousel');

      // A carousel item opening a page of this site, with its picture uploaded with progress.
      await page
        .getByRole('button', { name: new RegExp(`${t(lang, 'organizer-home:carousel.add')}$`) })
        .click();
      const itemForm = page.getByRole('dialog');
      await itemForm.getByLabel(t(lang, 'organizer-home:fields.name'), { exact: true }).fill(itemName);
      await itemForm.getByLabel(t(lang, 'organizer-home:fields.nameEn'), { exact: true }).fill(itemNameEn);
      await pickOption(
        page,
        itemForm.getByLabel(t(lang, 'organizer-home:carousel.fields.type')),
        t(lang, 'organizer-home:carousel.types.EXTERNAL'),
      );
      const link = itemForm.getByLabel(t(lang, 'organizer-home:carousel.fields.link'), {
        exact: true,
      });
      // An unsafe link is refused before anything is sent.
      await link.fill('javascript:alert(1)');
      await fileInput(page, 'carouselImage').setInputFiles({
        name: 'card.png',
        mimeType: 'image/png',
        buffer: pngImage(800, 600, [30, 140, 90]),
      });
      await itemForm
        .getByRole('img', { name: t(lang, 'organizer-home:fields.picture') })
        .first()
        .waitFor();
      await save();
      await itemForm.getByText(homeContentMessages.link.en).waitFor();
      await link.fill('/news');
      const preview = itemForm.getByRole('region', { name: t(lang, 'organizer:preview.title') });
      await preview.getByText(itemName).waitFor();
      await preview.getByText(itemNameEn).waitFor();
      await save();
      await page.getByText(t(lang, 'organizer-home:carousel.saved')).first().waitFor();
      await page.getByRole('row', { name: new RegExp(stamp) }).waitFor();

      // An advertisement opening an exhibitor found by the server as the organizer types.
      await page
        .getByRole('link', { name: t(lang, 'layout:menu.organizerAds') })
        .first()
        .click();
      await expectPath(page, baseURL, '/organizer/content/ads');
      await page.getByRole('button', { name: new RegExp(`${t(lang, 'organizer-home:ads.add')}$`) }).click();
      const adForm = page.getByRole('dialog');
      await adForm.getByLabel(t(lang, 'organizer-home:fields.name'), { exact: true }).fill(adName);
      await adForm.getByLabel(t(lang, 'organizer-home:fields.nameEn'), { exact: true }).fill(adNameEn);
      await pickOption(
        page,
        adForm.getByLabel(t(lang, 'organizer-home:ads.fields.type')),
        t(lang, 'organizer-home:ads.types.actor'),
      );
      const picker = adForm.getByLabel(t(lang, 'organizer-home:ads.fields.exhibitor'), {
        exact: true,
      });
      const searchExhibitor = async () => {
        await picker.click();
        await picker.fill(exhibitor.name);
      };
      await searchExhibitor();
      await clickOption(
        page,
        openDropdown(page).locator('.ant-select-item-option').filter({ hasText: exhibitor.name }).first(),
        searchExhibitor,
      );
      await fileInput(page, 'adImage').setInputFiles({
        name: 'ad.png',
        mimeType: 'image/png',
        buffer: pngImage(400, 520, [200, 60, 60]),
      });
      await adForm
        .getByRole('img', { name: t(lang, 'organizer-home:fields.picture') })
        .first()
        .waitFor();
      await save();
      await page.getByText(t(lang, 'organizer-home:ads.saved')).first().waitFor();
      await page.getByRole('row', { name: new RegExp(stamp) }).waitFor();

      // One scene featured alone on the home: the others are unpicked, the chosen one picked and saved.
      await page
        .getByRole('link', { name: t(lang, 'layout:menu.organizerHotSamples') })
        .first()
        .click();
      await expectPath(page, baseURL, '/organizer/content/hot-samples');
      const featured = page.getByRole('list', { name: t(lang, 'organizer-home:hot.featuredList') });
      await page.getByRole('searchbox', { name: t(lang, 'organizer-home:hot.search') }).waitFor();
      for (let left = await featured.getByRole('listitem').count(); left > 0; left--)
        await featured
          .getByRole('button', { name: new RegExp(`^${t(lang, 'organizer-home:hot.unpick')} `) })
          .first()
          .click();
      const search = page.getByRole('searchbox', { name: t(lang, 'organizer-home:hot.search') });
      await search.fill(featuredScene.exhibitorName);
      await search.press('Enter');
      await page
        .getByRole('button', {
          name: `${t(lang, 'organizer-home:hot.pick')} ${featuredScene.exhibitorName} ${featuredScene.title}`,
        })
        .click();
      await featured.getByRole('listitem').first().waitFor();
      expect(await featured.getByRole('listitem').count()).toBe(1);
      await page.getByRole('button', { name: buttonName(t(lang, 'organizer-home:hot.save')) }).click();
      await page.getByText(t(lang, 'organizer-home:hot.saved')).first().waitFor();
      expect(errors).toEqual([]);

      // A guest, in Chinese, sees the three on the home at once.
      await guestPage.goto(`${baseURL}/`);
      const card = guestPage.locator('.of-featured-card').filter({ hasText: itemName });
      await card.waitFor();
      expect(await card.locator('a').getAttribute('href')).toBe('/news');
      await guestPage.locator(`.of-ad-column img[alt="${adName}"]`).waitFor({ state: 'attached' });
      const hot = guestPage.locator('.of-hot-grid .of-hot-card');
      await hot.first().waitFor();
      expect(await hot.count()).toBe(1);
      await hot.locator(`img[alt="${featuredScene.exhibitorName}"]`).waitFor({ state: 'attached' });
    } finally {
      await removeLeftovers(stamp, before);
      await guest.close();
      await context.close();
    }
    // Cleaned up: the guest's home is as it was.
    await (async () => {
      const again = await newContext(browser, { lang: 'zh', viewport: DESKTOP });
      const home = await again.newPage();
      await home.goto(`${baseURL}/`);
      await home.locator('.of-featured-card').first().waitFor();
      expect(await home.locator('.of-featured-card').filter({ hasText: itemName }).count()).toBe(0);
      expect(await home.locator(`.of-ad-column img[alt="${adName}"]`).count()).toBe(0);
      await again.close();
    })();
  });

  test('fits the three screens on a phone', async () => {
    const context = await newContext(browser, { lang: 'zh', viewport: MOBILE });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ACCOUNTS.organizer);
    for (const path of [
      '/organizer/content/hot-samples',
      '/organizer/content/carousel',
      '/organizer/content/ads',
    ]) {
      await page.goto(`${baseURL}${path}`);
      await page.getByRole('table').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      if (path.endsWith('hot-samples')) continue;
      // The edit form fits too: a long exhibitor or product name in the picker does not widen it.
      await page
        .getByRole('button', { name: /^编辑 / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      const wider = await page.evaluate(() => {
        const body = document.querySelector('.ant-modal-body');
        return body ? body.scrollWidth - body.clientWidth : 1;
      });
      expect(wider, `${path} form`).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
