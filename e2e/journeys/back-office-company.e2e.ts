import {
  CatalogPaths,
  type ExhibitorBaseInfo,
  type ExhibitorDetail,
  ExhibitorPaths,
  type FilterOptions,
  fillMessage,
  formatNames,
  MediaPaths,
  mediaMessages,
} from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { apiToken, expectNoHorizontalOverflow } from '../support/catalog-data';
import { buttonName, type Lang, t } from '../support/catalogue';
import { type DemoAccount, expectPath, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { mp4Video, notAnImage, pngImage } from '../support/media-files';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/**
 * An exhibitor administrator sets up the company profile from the booth checklist: pictures that break
 * the media table are refused with the spec's message, a fourth category is refused before sending, the
 * saved profile is what buyers are shown, and the company video goes up in chunks with a progress bar
 * and resumes after the line drops. A demo company of its own, so the other journeys' data stays as seeded.
 */
const ADMIN: DemoAccount = {
  email: 'admin.57@exhibitor.openfair.test',
  loginPath: '/login/actor',
  landing: '/company-management',
};

async function baseInfo(token: string): Promise<ExhibitorBaseInfo> {
  const res = await postApi<ExhibitorBaseInfo>(baseURL, ExhibitorPaths.getExhibitorBaseInfo, {
    token,
    subjectType: 'ACTOR',
  });
  if (res.code !== 1000) throw new Error(`getExhibitorBaseInfo: ${res.code} ${res.msg}`);
  return res.data;
}

async function adminPage(
  browser: Browser,
  lang: Lang,
  viewport: { width: number; height: number } = DESKTOP,
) {
  const context = await newContext(browser, { viewport, lang });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signIn(page, baseURL, ADMIN);
  return { page, errors };
}

/** From the checklist to the form: the profile part's link, whatever state the profile is in. */
async function openProfileFromChecklist(page: Page, lang: Lang) {
  await page
    .getByText(new RegExp(t(lang, 'exhibitor:management.parts.profile.title')))
    .first()
    .waitFor();
  const fix = page.getByRole('link', {
    name: new RegExp(
      `^(${t(lang, 'exhibitor:management.parts.profile.action')}|${t(lang, 'exhibitor:management.parts.profile.review')})$`,
    ),
  });
  await fix.click();
  await expectPath(page, baseURL, '/company-info');
  await page.getByLabel(t(lang, 'exhibitor:companyInfo.fields.name')).waitFor();
}

const fileInput = (page: Page, purpose: string) => page.locator(`input[type=file][data-purpose=${purpose}]`);

/** Removes every picture the field shows (the demo company has some). */
async function clearPictures(page: Page, lang: Lang, item: string) {
  const remove = page.getByRole('button', {
    name: new RegExp(`^${t(lang, 'shared:media.remove', { name: item })}`),
  });
  while ((await remove.count()) > 0) await remove.first().click();
}

test.describe('an exhibitor administrator setting up the company profile', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('uploads a logo and pictures (refusals in the spec’s words), keeps to three categories, and buyers see the save', async () => {
    const lang: Lang = 'en';
    const token = await apiToken(baseURL, ADMIN);
    const before = await baseInfo(token);
    const { page, errors } = await adminPage(browser, lang);
    await openProfileFromChecklist(page, lang);

    const picture = t(lang, 'exhibitor:companyInfo.items.image');
    await clearPictures(page, lang, picture);
    await clearPictures(page, lang, t(lang, 'exhibitor:companyInfo.items.logo'));

    // Too small for a company picture (1200×560 at least), and a text file named like a picture.
    await fileInput(page, 'companyImage').setInputFiles({
      name: 'small.png',
      mimeType: 'image/png',
      buffer: pngImage(600, 300),
    });
    const tooSmall = fillMessage(mediaMessages.tooSmall, { width: 1200, height: 560 }).en;
    await page.getByRole('alert').filter({ hasText: 'small.png: ' }).filter({ hasText: tooSmall }).waitFor();
    await fileInput(page, 'companyImage').setInputFiles({
      name: 'brochure.png',
      mimeType: 'image/png',
      buffer: notAnImage(),
    });
    const wrongType = fillMessage(mediaMessages.wrongType, {
      formats: formatNames(['jpeg', 'png'], 'en'),
    }).en;
    await page
      .getByRole('alert')
      .filter({ hasText: 'brochure.png: ' })
      .filter({ hasText: wrongType })
      .waitFor();
    expect(await page.getByRole('img', { name: new RegExp(`^${picture}`) }).count()).toBe(0);

    // Two good pictures and a logo.
    await fileInput(page, 'companyImage').setInputFiles([
      { name: 'hall.png', mimeType: 'image/png', buffer: pngImage(1200, 560, [200, 80, 40]) },
      { name: 'team.png', mimeType: 'image/png', buffer: pngImage(1280, 600, [40, 160, 90]) },
    ]);
    await page.getByRole('img', { name: `${picture} 2` }).waitFor();
    await fileInput(page, 'logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: pngImage(400, 400),
    });
    await page.getByRole('img', { name: t(lang, 'exhibitor:companyInfo.items.logo') }).waitFor();

    // A fourth category is refused at once with the spec's message; taking it back clears it.
    const options = await postApi<FilterOptions>(baseURL, CatalogPaths.filterOptions, { languageType: 'en' });
    const extra = options.data.categories.filter((c) => !before.categories.includes(c.key));
    const categories = page.getByRole('group', { name: t(lang, 'exhibitor:companyInfo.fields.categories') });
    const added = extra.slice(0, 4 - before.categories.length);
    for (const category of added) {
      await categories.getByRole('checkbox', { name: category.name, exact: true }).check();
    }
    const limit = page.getByText('Product categories cannot be more than 3.');
    await limit.waitFor();
    await categories.getByRole('checkbox', { name: added.at(-1)?.name, exact: true }).uncheck();
    await limit.waitFor({ state: 'detached' });

    const intro = `We build rugged phone cases for field work. Journey ${Date.now()}.`;
    await page.getByLabel(t(lang, 'exhibitor:companyInfo.fields.enIntroduction')).fill(intro);
    await page.getByRole('button', { name: buttonName(t(lang, 'shared:editForm.save')) }).click();
    await page.getByText(t(lang, 'exhibitor:companyInfo.saved')).waitFor();

    const after = await baseInfo(token);
    expect(after.enIntroduction).toBe(intro);
    expect(after.images).toHaveLength(2);
    expect(after.logo?.key).toMatch(/^uploads\//);
    expect(after.categories).toHaveLength(3);

    // A buyer's next request shows the new pictures and text.
    const shown = await postApi<ExhibitorDetail>(baseURL, CatalogPaths.exhibitorDetail, {
      body: { id: before.id },
      languageType: 'en',
    });
    expect(shown.data.logo).toContain(after.logo?.key);
    expect(shown.data.images.map((url) => url.split('/media/')[1])).toEqual(after.images.map((i) => i.key));
    expect(JSON.stringify(shown.data)).toContain(intro);

    // And the form shows what was saved when opened again.
    await page.reload();
    await page.getByRole('img', { name: `${picture} 2` }).waitFor();
    expect(await page.getByLabel(t(lang, 'exhibitor:companyInfo.fields.enIntroduction')).inputValue()).toBe(
      intro,
    );
    expect(errors).toEqual([]);
  });

  test('sends the company video with a progress bar and resumes it where the line dropped, on a phone in Chinese', async () => {
    const lang: Lang = 'zh';
    const token = await apiToken(baseURL, ADMIN);
    const { page, errors } = await adminPage(browser, lang, MOBILE);
    await openProfileFromChecklist(page, lang);
    await expectNoHorizontalOverflow(page);

    // The first 5 MB chunk gets through; the line then drops until the journey restores it.
    let lineDown = false;
    let restored = false;
    await page.route(`**${MediaPaths.videoChunk}**`, async (route) => {
      const offset = Number(new URL(route.request().url()).searchParams.get('offset'));
      if (offset > 0 && !lineDown && !restored) lineDown = true;
      if (lineDown) return route.abort('connectionreset');
      // Slow enough for the progress bar to be seen at each chunk.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return route.continue();
    });

    await fileInput(page, 'companyVideo').setInputFiles({
      name: 'tour.mp4',
      mimeType: 'video/mp4',
      buffer: mp4Video(12 * 1024 * 1024),
    });
    const progress = page.getByRole('progressbar', {
      name: t(lang, 'shared:media.uploading', { name: 'tour.mp4' }),
    });
    await progress.waitFor();
    const resume = page.getByRole('button', { name: buttonName(t(lang, 'shared:media.resume')) });
    await resume.waitFor({ timeout: 20_000 });
    // Stopped after the first chunk: 5 of 12 MB.
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBe(41);

    restored = true;
    lineDown = false;
    await resume.click();
    await page
      .locator(`video[aria-label="${t(lang, 'exhibitor:companyInfo.items.video')}"]`)
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: buttonName(t(lang, 'shared:editForm.save')) }).click();
    await page.getByText(t(lang, 'exhibitor:companyInfo.saved')).waitFor();
    const saved = await baseInfo(token);
    expect(saved.video?.key).toMatch(/^uploads\/.+\.mp4$/);
    expect(errors).toEqual([]);
  });
});
