import { SessionPaths } from '@openfair/contract';
import type { Browser } from 'playwright-core';
import { postApi } from '../support/api';
import { launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { buttonName, t } from '../support/catalogue';
import {
  ACCOUNTS,
  type DemoAccount,
  expectPath,
  isLoggedIn,
  loginAs,
  readSession,
  submitLogin,
} from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

const landings: [string, DemoAccount, string][] = [
  ['the registered visitor', ACCOUNTS.visitor, 'VISITOR'],
  ['the visitor with an incomplete registration', ACCOUNTS.newVisitor, 'VISITOR'],
  ['the exhibitor administrator', ACCOUNTS.admin, 'ACTOR'],
  ['the exhibitor employee', ACCOUNTS.staff, 'ACTOR'],
  ['the organizer', ACCOUNTS.organizer, 'ORGANIZER'],
];

test.describe('login redirects of spec 000 §4 for the demo accounts', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  for (const [who, account, subject] of landings) {
    test(`${who} logs in on its login screen and lands where §4 says`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto(`${baseURL}${account.loginPath}`);
      await submitLogin(page, account.email);
      await expectPath(page, baseURL, account.landing);
      const session = await readSession(page);
      expect(isLoggedIn(session)).toBe(true);
      expect(session.subjectType).toBe(subject);
      // The landing survives a reload: the session is persisted and still accepted by the server.
      await page.reload();
      await page.locator('.of-user-button').waitFor();
      await expectPath(page, baseURL, account.landing);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('a wrong password shows the server message and stays on the login screen', async () => {
    const expected = await postApi<unknown>(baseURL, SessionPaths.webLogon, {
      body: { account: ACCOUNTS.newVisitor.email, password: 'Wrong-2026', loginSubjectType: 'VISITOR' },
      subjectType: 'VISITOR',
    });
    expect(expected.code).not.toBe(1000);
    expect(expected.msg).toBeTruthy();

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseURL}/login/person`);
    await submitLogin(page, ACCOUNTS.newVisitor.email, 'Wrong-2026');
    await page.getByRole('alert').filter({ hasText: expected.msg }).waitFor();
    await expectPath(page, baseURL, '/login/person');
    expect(isLoggedIn(await readSession(page))).toBe(false);
    await context.close();
  });

  test('logout returns to the anonymous state', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await loginAs(page, baseURL, ACCOUNTS.visitor);
    const token = (await readSession(page)).token;

    await page.locator('.of-user-button').click();
    await page.getByRole('menuitem', { name: t('zh', 'layout:header.logout') }).click();
    await page.getByRole('button', { name: buttonName(t('zh', 'layout:header.logoutOk')) }).click();

    await expectPath(page, baseURL, '/');
    await page.getByRole('button', { name: buttonName(t('zh', 'layout:header.login')) }).waitFor();
    const session = await readSession(page);
    expect(isLoggedIn(session)).toBe(false);
    expect(session.subjectType).toBe('');
    // The server revoked the old token: it no longer opens a session.
    const afterLogout = await postApi<unknown>(baseURL, SessionPaths.getUserInfoByToken, {
      token,
      subjectType: 'VISITOR',
    });
    expect(afterLogout.code).toBe(1003);
    // A protected route now asks for a login again.
    await page.goto(`${baseURL}/profile`);
    await expectPath(page, baseURL, '/login/person');
    expect(errors).toEqual([]);
    await context.close();
  });
});
