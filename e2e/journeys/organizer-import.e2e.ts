import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { DESKTOP, during, launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { buttonName, type Lang, t } from '../support/catalogue';
import { ACCOUNTS, expectPath, signIn, submitLogin } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/** A button's name that ends with the text (its icon's label comes first). */
const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test.describe('the organizer imports exhibitors from Excel', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('downloads the template, fills two rows, checks and imports them; an administrator logs in with the password shown once', async () => {
    const lang: Lang = 'en';
    const context = await newContext(browser, { lang, viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ACCOUNTS.organizer, { at: '/organizer/exhibitors' });
    await page
      .getByRole('button', { name: new RegExp(`${t(lang, 'organizer:exhibitors.import.open')}$`) })
      .click();
    const dialog = page.getByRole('dialog');

    const download = await during(page.waitForEvent('download'), () =>
      dialog
        .getByRole('button', { name: new RegExp(`${t(lang, 'organizer:exhibitors.import.download')}$`) })
        .click(),
    );
    expect(download.suggestedFilename()).toBe(t(lang, 'organizer:exhibitors.import.templateFile'));
    const template = await readFile(await download.path());
    // An .xlsx is a zip archive.
    expect(template.subarray(0, 2).toString()).toBe('PK');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template as unknown as ArrayBuffer);
    const sheet = wb.worksheets.find((ws) => ws.state === 'visible')!;
    expect(String(sheet.getCell('A1').value)).toContain('Company name (Chinese, required)');

    const stamp = Date.now();
    const first = { name: `旅程导入展商甲 ${stamp}`, email: `journey.import.a.${stamp}@example.test` };
    const second = { name: `旅程导入展商乙 ${stamp}`, email: `journey.import.b.${stamp}@example.test` };
    sheet.addRow([
      first.name,
      `Journey Import A ${stamp}`,
      'Upgraded',
      '3F',
      '3F-J01',
      '18',
      '甲经理',
      first.email,
    ]);
    sheet.addRow([
      second.name,
      `Journey Import B ${stamp}`,
      'Basic',
      '1F',
      '1F-J02',
      '9',
      'Mr B',
      second.email,
    ]);
    await page.locator('input[type=file][data-purpose=exhibitorImport]').setInputFiles({
      name: 'exhibitors.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await wb.xlsx.writeBuffer()),
    });

    // Checked first: nothing is created until the import.
    const report = dialog.getByRole('status');
    await report
      .getByText(t(lang, 'organizer:exhibitors.import.valid_other', { count: '2', file: 'exhibitors.xlsx' }))
      .waitFor({ timeout: 30_000 });
    await dialog
      .getByRole('button', {
        name: buttonName(t(lang, 'organizer:exhibitors.import.import_other', { count: '2' })),
      })
      .click();
    await report
      .getByText(t(lang, 'organizer:exhibitors.import.imported_other', { count: '2' }))
      .waitFor({ timeout: 30_000 });
    await report.getByText(t(lang, 'organizer:exhibitors.import.passwordsOnce')).waitFor();
    const passwords = await dialog.getByTestId('imported-password').allTextContents();
    expect(passwords).toHaveLength(2);
    await report.getByRole('cell', { name: first.email }).waitFor();

    // The accounts as a CSV file (UTF-8 with a byte order mark for Excel).
    const saved = await during(page.waitForEvent('download'), () =>
      dialog
        .getByRole('button', { name: endsWith(t(lang, 'organizer:exhibitors.import.downloadCsv')) })
        .click(),
    );
    const csv = await readFile(await saved.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain(`"${first.name}","甲经理","${first.email}","${passwords[0]}"`);

    await dialog
      .getByRole('button', { name: t(lang, 'organizer:exhibitors.import.close') })
      .last()
      .click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('searchbox', { name: t(lang, 'organizer:exhibitors.search') }).fill(String(stamp));
    await page.keyboard.press('Enter');
    await page.getByRole('row', { name: new RegExp(second.name) }).waitFor();

    // The first administrator, on their own browser, must change the initial password first.
    const theirs = await newContext(browser, { lang, viewport: DESKTOP });
    const adminPage = await theirs.newPage();
    await adminPage.goto(`${baseURL}/login/actor`);
    await submitLogin(adminPage, first.email, passwords[0]);
    await expectPath(adminPage, baseURL, '/personal/change-password');
    await theirs.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
