import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { ACCOUNTS, expectPath, readSession, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/** Opens `path` and waits for the guard (apps/web/src/app/guards.ts) to send the page to `to`. */
async function expectSent(page: Page, path: string, to: string): Promise<void> {
  await page.goto(`${baseURL}${path}`);
  await expectPath(page, baseURL, to);
  // The screen of the target rendered (not just the address changed).
  await page.locator('.ant-card').first().waitFor();
}

test.describe('each registration screen opens only in its step (spec 000 §4)', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('sends an anonymous user back to step 0 or to the login screen', async () => {
    const context = await newContext(browser, { lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    // Step 1 without a verified email: back to step 0; step 2 without an account likewise.
    await expectSent(page, '/register/email/1', '/register/email/0');
    await expectSent(page, '/register/email/2', '/register/email/0');
    await expectSent(page, '/register/mobile/1', '/register/mobile/0');
    // The later steps need the created account: the login screen, with the path saved for after it.
    for (const path of ['/register/account-info/1', '/register/questionnaire', '/register/completed']) {
      await expectSent(page, path, '/login/person');
      expect((await readSession(page)).toPath).toBe(path);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('sends a visitor whose first info is pending to the first info step from every later screen', async () => {
    const context = await newContext(browser, { lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ACCOUNTS.newVisitor);
    const firstInfo = ACCOUNTS.newVisitor.landing;
    for (const path of [
      '/register/account-info/1',
      '/register/questionnaire',
      '/register/completed',
      '/register/email/0',
    ]) {
      await expectSent(page, path, firstInfo);
    }
    // …and its own step opens.
    await expectSent(page, firstInfo, firstInfo);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('sends a visitor whose registration is complete to the completed screen', async () => {
    const context = await newContext(browser, { lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ACCOUNTS.visitor);
    for (const path of [
      '/l-register/account-email-info/0',
      '/l-register/account-mobile-info/0',
      '/register/account-info/1',
      '/register/questionnaire',
      '/register/email/0',
      '/register/mobile/1',
    ]) {
      await expectSent(page, path, '/register/completed');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
