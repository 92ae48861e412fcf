import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CatalogPaths } from '@openfair/contract';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { DESKTOP, during, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { buttonName, t } from '../support/catalogue';
import { ACCOUNTS, expectPath, pathOf, readSession, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

type ProductCard = { id: string; name: string; exhibitorId: string; scope: number; inPool: boolean };
type CatalogPage<T> = { list: T[]; total: number };

/** Products as the logged-in visitor sees them (scope and pool flags are per viewer). */
async function visitorProducts(token: string): Promise<ProductCard[]> {
  const res = await postApi<CatalogPage<ProductCard>>(baseURL, CatalogPaths.productList, {
    body: { pageNum: 1, pageSize: 100 },
    token,
    subjectType: 'VISITOR',
  });
  return res.data.list;
}

async function visitorPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ page: Page; token: string }> {
  const context = await newContext(browser, { viewport, lang: 'zh' });
  const page = await context.newPage();
  await signIn(page, baseURL, ACCOUNTS.visitor);
  const token = (await readSession(page)).token ?? '';
  expect(token).not.toBe('');
  return { page, token };
}

/** Reads the first sheet of a workbook as rows of cell texts. */
async function readSheet(file: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

test.describe('detail screens, favourites, export and history', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`a product outside the client pool alerts and leads to its exhibitor at ${viewport.width} px`, async () => {
      const { page, token } = await visitorPage(browser, viewport);
      const errors = trackPageErrors(page);
      const restricted = (await visitorProducts(token)).find((p) => p.scope === 1 && !p.inPool);
      if (!restricted) throw new Error('the demo data has no scope-1 product outside the pool');

      await page.goto(`${baseURL}/find-exhibit/detail/${restricted.id}`);
      await page.getByText(t('zh', 'catalog-detail:product.restricted')).waitFor();
      // the product itself is not shown
      expect(await page.getByRole('heading', { name: restricted.name }).count()).toBe(0);
      await page
        .getByRole('button', { name: buttonName(t('zh', 'catalog-detail:product.restrictedLater')) })
        .click();
      await expectPath(page, baseURL, `/find-exhibitor/detail/${restricted.exhibitorId}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test('favourites a product from its detail, exports the favourites and reads the .xlsx back; history records the view', async () => {
    const { page, token } = await visitorPage(browser);
    const errors = trackPageErrors(page);
    const product = (await visitorProducts(token)).find((p) => p.scope === 0);
    if (!product) throw new Error('the demo data has no public product');

    // Opening the detail records the view; the favourite toggle is in the detail header.
    await page.goto(`${baseURL}/find-exhibit/detail/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const collect = page.getByRole('button', {
      name: t('zh', 'catalog-detail:collect.collect'),
      exact: true,
    });
    const collected = page.getByRole('button', {
      name: t('zh', 'catalog-detail:collect.collected'),
      exact: true,
    });
    if (await collect.isVisible()) await collect.click();
    await collected.waitFor();

    await page.goto(`${baseURL}/collection/product`);
    await page.getByRole('heading', { name: product.name }).first().waitFor();
    const file = await during(page.waitForEvent('download'), () =>
      page.getByRole('button', { name: t('zh', 'catalog-detail:collection.export') }).click(),
    );
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'openfair-export-')), file.suggestedFilename());
    await file.saveAs(saved);
    const rows = await readSheet(saved);
    // a header row, then one row per favourite with the product's name first
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.slice(1).some((r) => r[0] === product.name)).toBe(true);

    // History: newest first, with the viewed time.
    await page.goto(`${baseURL}/footprint/product`);
    const firstItem = page.locator('.of-personal-item').first();
    await firstItem.getByRole('heading', { name: product.name }).waitFor();
    expect(await firstItem.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    // Remove the favourite again (with confirmation) so other journeys see the demo data unchanged.
    await page.goto(`${baseURL}/collection/product`);
    const item = page.locator('.of-personal-item').filter({ hasText: product.name });
    await item.getByRole('button', { name: t('zh', 'catalog-detail:collection.remove') }).click();
    await page.getByRole('button', { name: buttonName(t('zh', 'catalog-detail:common.confirm')) }).click();
    await expect.poll(() => item.count()).toBe(0);
    expect(pathOf(page, baseURL)).toBe('/collection/product');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
