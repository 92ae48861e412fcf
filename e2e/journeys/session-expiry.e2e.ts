import { SessionPaths } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { buttonName, t } from '../support/catalogue';
import { ACCOUNTS, expectPath, isLoggedIn, readSession, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/** Spec 000 §9: notices are polled every 60 s while logged in. */
const NOTICE_POLL_MS = 60_000;

/** Revokes the page's token on the server, as a logout from another device would. */
async function revokeTokenBehindTheBrowser(page: Page): Promise<void> {
  const { token, subjectType } = await readSession(page);
  if (!token) throw new Error('no token in the session');
  const res = await postApi<unknown>(baseURL, SessionPaths.logout, { token, subjectType });
  expect(res.code).toBe(1000);
  const check = await postApi<unknown>(baseURL, SessionPaths.getUserInfoByToken, {
    token,
    subjectType,
  });
  expect(check.code).toBe(1003);
}

function expiryDialogs(page: Page) {
  return page.getByRole('dialog').filter({ hasText: t('zh', 'common:sessionExpired.content') });
}

/** The dialog stays: no close button, Esc and a click on the mask do nothing. */
async function expectNotClosable(page: Page): Promise<void> {
  const dialog = expiryDialogs(page);
  expect(await dialog.getByRole('button', { name: /close|关闭/i }).count()).toBe(0);
  expect(await page.locator('.ant-modal-close').count()).toBe(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await page.waitForTimeout(600);
  expect(await dialog.count()).toBe(1);
  expect(await dialog.isVisible()).toBe(true);
}

/** Confirms the dialog: logged out, on /login, and the page that expired is no longer in the history. */
async function confirmAndExpectLogin(page: Page, expiredPath: string): Promise<void> {
  const historyLength = await page.evaluate(() => window.history.length);
  await expiryDialogs(page)
    .getByRole('button', { name: buttonName(t('zh', 'common:sessionExpired.ok')) })
    .click();
  await expectPath(page, baseURL, '/login');
  await expect.poll(async () => isLoggedIn(await readSession(page))).toBe(false);
  await expect.poll(() => expiryDialogs(page).count(), { timeout: 5_000 }).toBe(0);
  // History replaced: no new entry, and going back does not return to the expired page.
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  await page.goBack();
  await page.waitForTimeout(300);
  expect(page.url()).not.toBe(`${baseURL}${expiredPath}`);
}

test.describe('session expiry (spec 000 §4): a token revoked mid-session', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('the notice poll meets the revoked token: exactly one blocking dialog, later expiries only notify', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    // A controllable clock lets the journey reach the 60 s notice poll without waiting for it.
    await page.clock.install();
    await signIn(page, baseURL, ACCOUNTS.visitor, { at: '/news' });
    await page.locator('.of-user-button').waitFor();

    await revokeTokenBehindTheBrowser(page);
    await page.clock.fastForward(NOTICE_POLL_MS + 1_000);
    await expiryDialogs(page).waitFor();
    expect(await expiryDialogs(page).count()).toBe(1);

    // Two more polls fail while the dialog is open: still one dialog, and a notification each time.
    await page.clock.fastForward(NOTICE_POLL_MS + 1_000);
    await page.clock.fastForward(NOTICE_POLL_MS + 1_000);
    await page
      .locator('.ant-notification-notice')
      .filter({ hasText: t('zh', 'common:sessionExpired.content') })
      .first()
      .waitFor();
    expect(await expiryDialogs(page).count()).toBe(1);

    await expectNotClosable(page);
    await confirmAndExpectLogin(page, '/news');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('several requests fail at once on a protected page after a reload: one dialog, then /login', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ACCOUNTS.visitor, { at: '/profile' });
    await page.locator('.of-user-button').waitFor();

    await revokeTokenBehindTheBrowser(page);
    // The reload refreshes the user info and starts the notice poll: both calls meet the dead token.
    const expired: string[] = [];
    page.on('response', async (res) => {
      if (!res.url().startsWith(baseURL) || !res.headers()['content-type']?.includes('json')) return;
      const body = (await res.json().catch(() => null)) as { code?: number } | null;
      if (body?.code === 1003) expired.push(new URL(res.url()).pathname);
    });
    await page.reload();
    await expiryDialogs(page).waitFor();
    await expect.poll(() => expired.length).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(500);
    expect(await expiryDialogs(page).count()).toBe(1);

    await expectNotClosable(page);
    await confirmAndExpectLogin(page, '/profile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
