import { type ExhibitorBaseInfo, ExhibitorPaths, type HotImage, HotspotPaths } from '@openfair/contract';
import type { Browser } from 'playwright-core';
import { postApi } from '../support/api';
import { launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { apiToken } from '../support/catalog-data';
import { buttonName, type Lang, t } from '../support/catalogue';
import { type DemoAccount, expectPath, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { pngImage } from '../support/media-files';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/**
 * An exhibitor employee builds a hot-spot scene: uploads the picture, clicks three points onto it and
 * binds each to an exhibit, previews it; a guest then sees the scene with its points on the exhibitor's
 * page. A demo company of its own.
 */
const STAFF: DemoAccount = {
  email: 'staff.56@exhibitor.openfair.test',
  loginPath: '/login/actor',
  landing: '/my-exhibit-list',
};

test.describe('an exhibitor employee building a hot-spot scene', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('places three points on a scene that a visitor then sees on the exhibitor page', async () => {
    const lang: Lang = 'en';
    const token = await apiToken(baseURL, STAFF);
    const company = await postApi<ExhibitorBaseInfo>(baseURL, ExhibitorPaths.getExhibitorBaseInfo, {
      token,
      subjectType: 'ACTOR',
    });
    const context = await newContext(browser, { lang });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, STAFF, { at: '/hotspot' });
    await page.getByRole('button', { name: new RegExp(`${t(lang, 'exhibitor:hotspots.add')}$`) }).click();
    await expectPath(page, baseURL, '/hotspot-detail/1');

    const title = `Showroom ${Date.now()}`;
    await page.getByLabel(t(lang, 'exhibitor:hotspots.fields.title')).fill(title);
    await page.locator('input[type=file][data-purpose=scenePicture]').setInputFiles({
      name: 'showroom.png',
      mimeType: 'image/png',
      buffer: pngImage(1000, 560, [90, 140, 60]),
    });
    await page.getByRole('img', { name: t(lang, 'exhibitor:hotspots.fields.picture') }).waitFor();
    await page.getByRole('button', { name: buttonName(t(lang, 'exhibitor:hotspots.next')) }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/hotspot-detail\/2\//);
    const sceneId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    const picture = page.getByTestId('scene-picture');
    await picture.locator('img').waitFor();
    const box = (await picture.boundingBox())!;
    for (const [fx, fy] of [
      [0.2, 0.3],
      [0.5, 0.6],
      [0.8, 0.4],
    ] as const) {
      await picture.click({ position: { x: box.width * fx, y: box.height * fy } });
    }
    // Each point its own exhibit, the n-th of the company's list (after the "choose" placeholder).
    for (let n = 1; n <= 3; n++) {
      const select = page.getByLabel(t(lang, 'exhibitor:hotspots.exhibitOf', { n: String(n) }));
      await select.locator('option').nth(n).waitFor({ state: 'attached' });
      await select.selectOption({ index: n });
      await expect
        .poll(() => page.getByRole('button', { name: new RegExp(`^Point ${n}: (?!no exhibit)`) }).count())
        .toBe(1);
    }
    await page.getByRole('button', { name: buttonName(t(lang, 'exhibitor:hotspots.savePoints')) }).click();
    await expectPath(page, baseURL, `/hotspot-detail/3/${sceneId}`);

    const saved = await postApi<HotImage>(baseURL, HotspotPaths.get, {
      token,
      subjectType: 'ACTOR',
      body: { id: sceneId },
    });
    expect(saved.data.title).toBe(title);
    expect(saved.data.points.map((p) => [p.x, p.y])).toHaveLength(3);
    expect(saved.data.points.every((p) => p.x > 0.1 && p.x < 0.9 && p.y > 0.2 && p.y < 0.7)).toBe(true);

    // A guest on the exhibitor's page: the scene with the points of the exhibits open to every buyer.
    const publicScenes = await postApi<HotImage[]>(baseURL, HotspotPaths.listByExhibitor, {
      body: { exhibitorId: company.data.id },
    });
    const publicPoints = publicScenes.data.find((s) => s.id === sceneId)?.points ?? [];
    expect(publicPoints.length).toBeGreaterThan(0);
    const guest = await newContext(browser, { lang });
    const guestPage = await guest.newPage();
    await guestPage.goto(`${baseURL}/find-exhibitor/detail/${company.data.id}`);
    const card = guestPage
      .locator('.of-hot-card')
      .filter({ has: guestPage.locator(`img[src="${saved.data.picture.url}"]`) });
    await card.waitFor();
    await expect.poll(() => card.locator('.of-hot-point').count()).toBe(publicPoints.length);
    expect(errors).toEqual([]);
  });
});
