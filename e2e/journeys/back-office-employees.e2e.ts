import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { buttonName, type Lang, t } from '../support/catalogue';
import { type DemoAccount, expectPath, signIn, submitLogin } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/**
 * An exhibitor administrator adds an employee: the initial password is shown once, the employee logs in
 * with it and is sent to change it first. A demo company of its own.
 */
const ADMIN: DemoAccount = {
  email: 'admin.60@exhibitor.openfair.test',
  loginPath: '/login/actor',
  landing: '/company-management',
};

test.describe('an exhibitor administrator managing employees', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('adds an employee who logs in with the initial password and must change it', async () => {
    const lang: Lang = 'en';
    const context = await newContext(browser, { lang });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ADMIN, { at: '/my-employee-list' });
    await page.getByText(t(lang, 'exhibitor:employees.inviteCode.title')).waitFor();

    await page.getByRole('button', { name: new RegExp(`${t(lang, 'exhibitor:employees.add')}$`) }).click();
    await expectPath(page, baseURL, '/add-employee');
    const email = `hire.${Date.now()}@example.test`;
    await page.getByLabel(t(lang, 'exhibitor:employees.fields.name'), { exact: true }).fill('林晓');
    await page
      .getByLabel(t(lang, 'exhibitor:employees.fields.position'), { exact: true })
      .fill('Sales manager');
    await page.getByLabel(t(lang, 'exhibitor:employees.fields.email')).fill(email);
    // A wrong ID number is refused in the browser before anything is sent.
    const idCard = page.getByLabel(t(lang, 'exhibitor:employees.fields.idCard'));
    await idCard.fill('12345');
    await page.getByRole('button', { name: buttonName(t(lang, 'shared:editForm.save')) }).click();
    await page.getByText('ID card number', { exact: false }).nth(1).waitFor();
    await idCard.fill('11010519491231002X');
    await page.getByRole('button', { name: buttonName(t(lang, 'shared:editForm.save')) }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText(t(lang, 'exhibitor:employees.created.once')).waitFor();
    const password = (await dialog.getByTestId('initial-password').textContent())?.trim() ?? '';
    expect(password.length).toBeGreaterThanOrEqual(8);
    await dialog
      .getByRole('button', { name: buttonName(t(lang, 'exhibitor:employees.created.done')) })
      .click();
    await expectPath(page, baseURL, '/my-employee-list');
    await page.getByRole('cell', { name: email }).waitFor();

    // The employee, on their own browser.
    const theirs = await newContext(browser, { lang, viewport: DESKTOP });
    const employeePage = await theirs.newPage();
    await employeePage.goto(`${baseURL}/login/actor`);
    await submitLogin(employeePage, email, password);
    await expectPath(employeePage, baseURL, '/personal/change-password');
    expect(errors).toEqual([]);
  });
});
