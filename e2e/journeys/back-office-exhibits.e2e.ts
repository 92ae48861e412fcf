import {
  type Exhibit,
  ExhibitPaths,
  type ExhibitRow,
  type Page as ListPage,
  MediaPaths,
} from '@openfair/contract';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { postApi } from '../support/api';
import { during, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { apiToken } from '../support/catalog-data';
import { buttonName, type Lang, t } from '../support/catalogue';
import { type DemoAccount, expectPath, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { hasFfmpeg, mp4Video, pngImage } from '../support/media-files';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/**
 * An exhibitor employee adds an exhibit with pictures and a video (the progress bar is seen), gives it a
 * sort number that is taken and sees the other exhibit pushed up, then changes its visibility in a batch.
 * A demo company of its own, so the other journeys' data stays as seeded.
 */
const STAFF: DemoAccount = {
  email: 'staff.58@exhibitor.openfair.test',
  loginPath: '/login/actor',
  landing: '/my-exhibit-list',
};

async function ownExhibits(token: string, keyword = ''): Promise<ExhibitRow[]> {
  const res = await postApi<ListPage<ExhibitRow>>(baseURL, ExhibitPaths.productList, {
    token,
    subjectType: 'ACTOR',
    body: { keyword, pageSize: 100, order: 'sort' },
  });
  if (res.code !== 1000) throw new Error(`productList: ${res.code} ${res.msg}`);
  return res.data.list;
}

async function exhibitTotal(token: string): Promise<number> {
  const res = await postApi<ListPage<ExhibitRow>>(baseURL, ExhibitPaths.productList, {
    token,
    subjectType: 'ACTOR',
    body: { pageSize: 1 },
  });
  return res.data.total;
}

test.describe('an exhibitor employee managing exhibits', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('adds an exhibit with pictures and a video, pushes a taken sort number up, and changes its visibility in a batch', async () => {
    const lang: Lang = 'en';
    const token = await apiToken(baseURL, STAFF);
    const before = await ownExhibits(token);
    const firstBefore = before.find((row) => row.sort === 1);
    expect(firstBefore, 'a demo exhibit on sort number 1').toBeTruthy();

    const context = await newContext(browser, { lang });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, STAFF);
    await page
      .getByText(t(lang, 'exhibitor:exhibits.total_other', { count: String(before.length) }), { exact: true })
      .waitFor();

    // (antd's icon names itself before the text)
    await page.getByRole('button', { name: new RegExp(`${t(lang, 'exhibitor:exhibits.add')}$`) }).click();
    await expectPath(page, baseURL, '/add-exhibit');
    const name = `Waterproof speaker ${Date.now()}`;
    await page.getByLabel(t(lang, 'exhibitor:exhibits.fields.name')).fill('防水蓝牙音箱');
    await page.getByLabel(t(lang, 'exhibitor:exhibits.fields.nameEn')).fill(name);
    await page.getByLabel(t(lang, 'exhibitor:exhibits.fields.sort')).fill('1');

    const pictures = page.locator('input[type=file][data-purpose=exhibitImage]').first();
    await pictures.setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: pngImage(800, 800, [30, 120, 200]) },
      { name: 'side.png', mimeType: 'image/png', buffer: pngImage(900, 760, [200, 120, 30]) },
    ]);
    const picture = t(lang, 'exhibitor:exhibits.items.image');
    await page.getByRole('img', { name: `${picture} 2` }).waitFor();

    // Each chunk waits a little on its way, so the bar is on screen for a while.
    await page.route(`**${MediaPaths.videoChunk}**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return route.continue();
    });
    await page
      .locator('input[type=file][data-purpose=exhibitVideo]')
      .setInputFiles({ name: 'demo.mp4', mimeType: 'video/mp4', buffer: mp4Video(7 * 1024 * 1024) });
    const progress = page.getByRole('progressbar', {
      name: t(lang, 'shared:media.uploading', { name: 'demo.mp4' }),
    });
    await progress.waitFor();
    await page
      .locator(`video[aria-label="${t(lang, 'exhibitor:exhibits.items.video')}"]`)
      .waitFor({ timeout: 30_000 });
    if (hasFfmpeg) {
      // The server checked the codec and took a frame of the video: it becomes the missing cover.
      await page.getByText(t(lang, 'exhibitor:exhibits.posterUsed')).waitFor();
      await page
        .getByRole('img', { name: t(lang, 'exhibitor:exhibits.items.videoCover') })
        .first()
        .waitFor();
    }

    await page.getByRole('button', { name: buttonName(t(lang, 'shared:editForm.save')) }).click();
    await page.getByText(t(lang, 'exhibitor:exhibits.added')).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/exhibit-detail\//);
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByText('防水蓝牙音箱', { exact: true }).first().waitFor();

    const saved = await postApi<Exhibit>(baseURL, ExhibitPaths.getProduct, {
      token,
      subjectType: 'ACTOR',
      body: { id },
    });
    expect(saved.data).toMatchObject({ nameEn: name, sort: 1, scope: 0 });
    expect(saved.data.images).toHaveLength(2);
    expect(saved.data.video?.key).toMatch(/\.mp4$/);
    if (hasFfmpeg) expect(saved.data.videoCover?.key).toMatch(/\/videocover\/[0-9a-f-]{36}\.jpg$/);

    // The push-up rule, as the list shows it: the new exhibit on 1, the one that had 1 now on 2.
    await page.goto(`${baseURL}/my-exhibit-list`);
    const sortCell = (rowName: string) =>
      page
        .getByRole('row', { name: new RegExp(rowName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .getByRole('cell')
        .nth(6);
    await expect.poll(() => sortCell(name).textContent()).toBe('1');
    await expect.poll(() => sortCell(firstBefore!.nameEn || firstBefore!.name).textContent()).toBe('2');
    const after = await ownExhibits(token);
    expect(after.find((row) => row.id === firstBefore!.id)?.sort).toBe(2);
    expect(after).toHaveLength(before.length + 1);

    // Batch: the chosen exhibit goes to the client pool only.
    const search = page.getByLabel(t(lang, 'exhibitor:exhibits.filters.keyword'));
    await search.fill(name);
    await search.press('Enter');
    await page.getByText(t(lang, 'exhibitor:exhibits.total_one', { count: '1' }), { exact: true }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: new RegExp(t(lang, 'exhibitor:exhibits.batch.scope')) }).click();
    await page.getByRole('menuitem', { name: t(lang, 'exhibitor:exhibits.scope.1') }).click();
    await page.getByRole('button', { name: buttonName(t(lang, 'exhibitor:exhibits.batch.apply')) }).click();
    await page.getByText(t(lang, 'exhibitor:exhibits.batch.scopeDone_one', { count: '1' })).waitFor();
    const [changed] = await ownExhibits(token, name);
    expect(changed?.scope).toBe(1);
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByText(t(lang, 'exhibitor:exhibits.scope.1'))
      .waitFor();
    expect(errors).toEqual([]);
  });

  test('imports 50 exhibits from the downloaded Excel template and reports the 3 bad rows, on a phone', async () => {
    const lang: Lang = 'en';
    const importer: DemoAccount = { ...STAFF, email: 'staff.59@exhibitor.openfair.test' };
    const token = await apiToken(baseURL, importer);
    const before = await exhibitTotal(token);
    const context = await newContext(browser, { lang, viewport: MOBILE });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, importer);

    await page
      .getByRole('button', { name: new RegExp(`${t(lang, 'exhibitor:exhibits.import.open')}$`) })
      .click();
    const dialog = page.getByRole('dialog');
    const download = await during(page.waitForEvent('download'), () =>
      dialog
        .getByRole('button', { name: new RegExp(`${t(lang, 'exhibitor:exhibits.import.download')}$`) })
        .click(),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    const sheet = wb.worksheets.find((ws) => ws.state === 'visible')!;
    // 53 rows after the example: rows 7, 25 and 44 of the sheet are wrong.
    for (let i = 1; i <= 53; i++) {
      const row: (string | number)[] = [
        `批量展品 ${i}`,
        `Batch exhibit ${i}`,
        'OF',
        `BATCH-${i}`,
        '',
        'All buyers',
        '',
        50,
        19.9,
        12,
        'Yes',
        'No',
        'CE',
        'OEM',
        '',
        '',
      ];
      if (i === 5) row[0] = '';
      if (i === 23) row[7] = 'lots';
      if (i === 42) row[5] = 'Everyone';
      sheet.addRow(row);
    }
    const filled = Buffer.from(await wb.xlsx.writeBuffer());
    await page.locator('input[type=file][data-purpose=exhibitImport]').setInputFiles({
      name: 'exhibits.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: filled,
    });
    const report = dialog.getByRole('status');
    await report
      .getByText(t(lang, 'exhibitor:exhibits.import.imported_other', { count: '50' }))
      .waitFor({ timeout: 30_000 });
    await report.getByText(t(lang, 'exhibitor:exhibits.import.rejected_other', { count: '3' })).waitFor();
    for (const row of [7, 25, 44]) {
      await report.getByText(t(lang, 'exhibitor:exhibits.import.row', { row: String(row) })).waitFor();
    }
    expect(await report.textContent()).toMatch(/Minimum order: must be a number/);
    expect(await exhibitTotal(token)).toBe(before + 50);
    // The footer's button (the corner's × has the same name).
    await dialog
      .getByRole('button', { name: t(lang, 'exhibitor:exhibits.import.close') })
      .last()
      .click();
    await page
      .getByText(t(lang, 'exhibitor:exhibits.total_other', { count: String(before + 50) }), { exact: true })
      .waitFor();
    expect(errors).toEqual([]);
  });
});
