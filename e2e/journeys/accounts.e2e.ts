import { codeMessages, ResponseCode, SessionPaths } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { buttonName, t } from '../support/catalogue';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  expectPath,
  isLoggedIn,
  pathOf,
  readSession,
  submitLogin,
} from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import {
  firstDemoExhibitor,
  getInfo,
  outboxIds,
  passSlider,
  registerVisitorByApi,
  uniqueEmail,
  waitForCode,
} from '../support/registration';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();
const OLD_PASSWORD = 'Start2026a';
const NEW_PASSWORD = 'Fresh2026b';
/** A visitor made through the API still has its first info step open: every login resumes there. */
const FIRST_INFO = '/l-register/account-email-info/0';
/**
 * Code journeys need an account that got no code in the last 60 s (one send per target per minute),
 * which a just-registered one did, so they use demo accounts; the reset one gets its demo password back.
 */
const RESET_ACCOUNT = ACCOUNTS.newVisitor;

async function loginFails(page: Page, account: string, password: string): Promise<void> {
  await page.goto(`${baseURL}/login/person`);
  await submitLogin(page, account, password);
  await page.getByRole('alert').filter({ hasText: codeMessages[ResponseCode.PasswordError].zh }).waitFor();
  expect(isLoggedIn(await readSession(page))).toBe(false);
}

async function loginLands(page: Page, account: string, password: string, landing?: string): Promise<void> {
  await page.goto(`${baseURL}/login/person`);
  await submitLogin(page, account, password);
  if (landing) await expectPath(page, baseURL, landing);
  await expect.poll(async () => isLoggedIn(await readSession(page)), { timeout: 10_000 }).toBe(true);
  expect(pathOf(page, baseURL)).not.toMatch(/^\/login/);
}

test.describe('keeping an account: recovery, password change, staff binding, code login', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('resets a forgotten password with an email code; the new password logs in, the old does not', async () => {
    const email = RESET_ACCOUNT.email;
    const context = await newContext(browser, { lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    try {
      await page.goto(`${baseURL}/login/person`);
      await page.getByRole('link', { name: t('zh', 'session:login.forgotPassword') }).click();
      await expectPath(page, baseURL, '/forgot-password');
      await page.locator('input#account').fill(email);
      const seen = await outboxIds(baseURL, email);
      await passSlider(page, baseURL, () => page.locator('button.of-send-code').click());
      const code = await waitForCode(baseURL, email, seen);
      await page.locator('input#code').fill(code);
      await page.getByRole('button', { name: buttonName(t('zh', 'registration:register.next')) }).click();

      await page.locator('input#password').fill(NEW_PASSWORD);
      await page.locator('input#confirmPassword').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: buttonName(t('zh', 'registration:forgot.submit')) }).click();
      await page.getByText(t('zh', 'registration:forgot.done')).waitFor();
      await expectPath(page, baseURL, '/login/person');

      await loginFails(page, email, DEMO_PASSWORD);
      await loginLands(page, email, NEW_PASSWORD, RESET_ACCOUNT.landing);
      expect(errors).toEqual([]);
    } finally {
      // Other journeys log in with the demo password.
      const login = await postApi<{ token: string }>(baseURL, SessionPaths.webLogon, {
        body: { account: email, password: NEW_PASSWORD, loginSubjectType: 'VISITOR' },
        subjectType: 'VISITOR',
      });
      if (login.code === 1000) {
        const restored = await postApi<unknown>(baseURL, SessionPaths.changePassword, {
          body: { oldPassword: NEW_PASSWORD, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
          token: login.data.token,
          subjectType: 'VISITOR',
        });
        expect(restored.code, restored.msg).toBe(1000);
      }
      await context.close();
    }
  });

  test('changes the password while logged in; afterwards only the new one is accepted', async () => {
    const email = uniqueEmail('change');
    await registerVisitorByApi(baseURL, email, OLD_PASSWORD);
    const context = await newContext(browser, { lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await loginLands(page, email, OLD_PASSWORD, FIRST_INFO);
    const before = (await readSession(page)).token!;

    await page.goto(`${baseURL}/personal/change-password`);
    await page.locator('input#oldPassword').fill(OLD_PASSWORD);
    await page.locator('input#password').fill(NEW_PASSWORD);
    await page.locator('input#confirmPassword').fill(NEW_PASSWORD);
    await page
      .getByRole('button', { name: buttonName(t('zh', 'registration:changePassword.submit')) })
      .click();
    await page.getByText(t('zh', 'registration:changePassword.done')).waitFor();
    // The session that changed the password stays valid.
    expect((await getInfo(baseURL, before)).userAccountId).toBeTruthy();

    const other = await (await newContext(browser, { lang: 'zh' })).newPage();
    await loginFails(other, email, OLD_PASSWORD);
    await loginLands(other, email, NEW_PASSWORD, FIRST_INFO);
    expect(errors).toEqual([]);
    await other.context().close();
    await context.close();
  });

  test('binds a visitor account to an exhibitor with its code on the exhibitor login', async () => {
    const email = uniqueEmail('bind');
    await registerVisitorByApi(baseURL, email, OLD_PASSWORD);
    const exhibitor = await firstDemoExhibitor(baseURL);
    const context = await newContext(browser, { lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    await page.goto(`${baseURL}/login/actor`);
    await submitLogin(page, email, OLD_PASSWORD);
    // Not an employee of any exhibitor yet: the bind form.
    await page.getByText(t('zh', 'session:bind.title')).waitFor();
    const bind = page.getByRole('button', { name: buttonName(t('zh', 'session:bind.submit')) });
    // A code that belongs to no exhibitor is refused and nothing is bound.
    await page.locator('input#exhibitorCode').fill('NOSUCH99');
    await bind.click();
    await page
      .getByRole('alert')
      .filter({ hasNotText: t('zh', 'session:bind.title') })
      .waitFor();
    expect(isLoggedIn(await readSession(page))).toBe(false);

    // Typed in lower case: codes are compared without regard to case.
    await page.locator('input#exhibitorCode').fill(exhibitor.code.toLowerCase());
    await bind.click();
    await expectPath(page, baseURL, '/my-exhibit-list');
    const session = await readSession(page);
    expect(isLoggedIn(session)).toBe(true);
    expect(session.subjectType).toBe('ACTOR');
    const info = await getInfo(baseURL, session.token!, 'ACTOR');
    expect(info.exhibitorEmployee).toMatchObject({ exhibitorId: exhibitor.id, admin: false });
    // checkBindExhibition now reports the account as bound.
    const bound = await postApi<{ bound: boolean }>(baseURL, SessionPaths.checkBindExhibition, {
      body: { account: email },
      subjectType: 'ACTOR',
    });
    expect(bound.data.bound).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('logs in exhibitor staff with an email code on the code tab; they land where a password login does', async () => {
    // Not the demo visitor: registration-email asks a code for it (an existing email) within 60 s.
    const email = ACCOUNTS.staff.email;
    const context = await newContext(browser, { lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    await page.goto(`${baseURL}${ACCOUNTS.staff.loginPath}`);
    await page.getByText(t('zh', 'session:login.methodCode'), { exact: true }).click();
    await page.locator('input#account').fill(email);
    const seen = await outboxIds(baseURL, email);
    await passSlider(page, baseURL, () => page.locator('button.of-send-code').click());
    const code = await waitForCode(baseURL, email, seen);
    await page.locator('input#code').fill(code);
    await page.locator('input#code').press('Enter');
    await expectPath(page, baseURL, ACCOUNTS.staff.landing);
    const session = await readSession(page);
    expect(isLoggedIn(session)).toBe(true);
    expect(session.subjectType).toBe('ACTOR');
    expect(errors).toEqual([]);
    await context.close();
  });
});
