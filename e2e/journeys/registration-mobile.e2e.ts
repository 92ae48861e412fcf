import type { Browser, Page } from 'playwright-core';
import { launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { buttonName, t } from '../support/catalogue';
import { expectPath, isLoggedIn, readSession } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { getInfo, outboxIds, passSlider, uniqueMobile, waitForCode } from '../support/registration';
import { answerRequiredQuestions, fillFirstInfo } from '../support/registration-ui';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();
const PASSWORD = 'Mobile2026';

/** Nothing sticks out sideways at 375 px (a horizontal scrollbar on a phone). */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe('registration by mobile at 375 px in English', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('registers by SMS code through every step to completed in the mobile layout', async () => {
    const context = await newContext(browser, { viewport: MOBILE, lang: 'en' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const mobile = uniqueMobile();

    await page.goto(`${baseURL}/register/mobile/0`);
    await page.getByRole('heading', { name: t('en', 'registration:register.mobileTitle') }).waitFor();
    // The mobile layout: the hamburger instead of the top menu.
    await page.getByRole('button', { name: t('en', 'layout:header.openMenu') }).waitFor();
    await expectNoHorizontalOverflow(page);

    await page.locator('input#target').fill(mobile);
    const sendButton = page.locator('button.of-send-code');
    await expect.poll(() => sendButton.isEnabled()).toBe(true);
    const seen = await outboxIds(baseURL, mobile);
    await passSlider(page, baseURL, () => sendButton.click());
    const code = await waitForCode(baseURL, mobile, seen);
    await expect.poll(() => sendButton.isDisabled(), { timeout: 5_000 }).toBe(true);

    await page.locator('input#code').fill(code);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: t('en', 'registration:register.next') }).click();
    await expectPath(page, baseURL, '/register/mobile/1');
    await expectNoHorizontalOverflow(page);

    await page.locator('input#password').fill(PASSWORD);
    await page.locator('input#confirmPassword').fill(PASSWORD);
    await page.getByRole('button', { name: t('en', 'registration:register.create') }).click();
    await expectPath(page, baseURL, '/register/mobile/2');
    const session = await readSession(page);
    expect(isLoggedIn(session)).toBe(true);
    await page.getByRole('button', { name: t('en', 'registration:register.continue') }).click();

    // Registered by mobile: the first info step asks for the email instead.
    await expectPath(page, baseURL, '/l-register/account-mobile-info/0');
    await page.locator('input#email').waitFor();
    await expectNoHorizontalOverflow(page);
    await fillFirstInfo(page, baseURL, 'en', {
      name: 'Journey Visitor',
      company: 'Journey Trading Ltd',
      position: 'Buyer',
    });
    await expectPath(page, baseURL, '/register/account-info/1');
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: buttonName(t('en', 'profile:actions.next')) }).click();
    await expectPath(page, baseURL, '/register/questionnaire');
    await expectNoHorizontalOverflow(page);
    await answerRequiredQuestions(page, 'en');
    await expectPath(page, baseURL, '/register/completed');
    await expectNoHorizontalOverflow(page);

    const info = await getInfo(baseURL, (await readSession(page)).token!);
    expect(Object.values(info.exhibitionUserCompleteState)).toEqual([true, true, true, true]);
    expect(info.visitor?.name).toBe('Journey Visitor');
    expect(errors).toEqual([]);
    await context.close();
  });
});
