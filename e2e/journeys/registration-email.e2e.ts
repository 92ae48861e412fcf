import { checkConfirmPassword, codeMessages, ResponseCode } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, trackPageErrors } from '../support/browser';
import { buttonName, t } from '../support/catalogue';
import { ACCOUNTS, expectPath, isLoggedIn, readSession } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { getInfo, outboxIds, passSlider, uniqueEmail, waitForCode } from '../support/registration';
import { answerRequiredQuestions, fillFirstInfo } from '../support/registration-ui';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();
const PASSWORD = 'Reg2026ab';

/** "重新发送(42s)" → 42, or null when the label is not the countdown. */
function countdownSeconds(label: string): number | null {
  const [before, after] = t('zh', 'shared:verification.resendIn', { seconds: '\n' }).split('\n') as [
    string,
    string,
  ];
  if (!label.startsWith(before) || !label.endsWith(after)) return null;
  const n = Number(label.slice(before.length, label.length - after.length));
  return Number.isInteger(n) ? n : null;
}

async function agreeAndNext(page: Page): Promise<void> {
  const agree = page.getByRole('checkbox');
  if (!(await agree.isChecked())) await agree.check();
  await page.getByRole('button', { name: buttonName(t('zh', 'registration:register.next')) }).click();
}

test.describe('registration by email at 1366 px (spec 000 §2 and §4)', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('registers through code, password, first info, account info and questionnaire to completed', async () => {
    const context = await newContext(browser, { viewport: DESKTOP, lang: 'zh' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const email = uniqueEmail('reg-email');

    await page.goto(`${baseURL}/register/email/0`);
    await page.locator('input#target').fill(email);
    const sendButton = page.locator('button.of-send-code');
    await expect.poll(() => sendButton.isEnabled()).toBe(true);
    const seen = await outboxIds(baseURL, email);
    await passSlider(page, baseURL, () => sendButton.click());

    // The resend button counts down the 60 s and stays disabled meanwhile.
    await expect
      .poll(async () => countdownSeconds((await sendButton.innerText()).trim()), { timeout: 5_000 })
      .not.toBeNull();
    const first = countdownSeconds((await sendButton.innerText()).trim())!;
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);
    expect(await sendButton.isDisabled()).toBe(true);
    await expect
      .poll(async () => countdownSeconds((await sendButton.innerText()).trim()), { timeout: 4_000 })
      .toBeLessThan(first);
    expect(await sendButton.isDisabled()).toBe(true);

    const code = await waitForCode(baseURL, email, seen);
    // A wrong code: the server's message, and the screen stays on step 0.
    const wrong = code === '123456' ? '654321' : '123456';
    await page.locator('input#code').fill(wrong);
    await agreeAndNext(page);
    await page
      .getByRole('alert')
      .filter({ hasText: codeMessages[ResponseCode.VerificationCodeWrong].zh })
      .waitFor();
    await expectPath(page, baseURL, '/register/email/0');

    await page.locator('input#code').fill(code);
    await agreeAndNext(page);
    await expectPath(page, baseURL, '/register/email/1');

    // Step 1: a confirmation that differs is refused with the contract's message.
    await page.locator('input#password').fill(PASSWORD);
    await page.locator('input#confirmPassword').fill('Other2026x');
    const create = page.getByRole('button', { name: buttonName(t('zh', 'registration:register.create')) });
    await create.click();
    const mismatch = checkConfirmPassword('Other2026x', PASSWORD);
    expect(mismatch).not.toBeNull();
    await page.getByText(mismatch!.zh, { exact: true }).waitFor();
    await expectPath(page, baseURL, '/register/email/1');
    await page.locator('input#confirmPassword').fill(PASSWORD);
    await create.click();

    // Step 2: the account exists and is logged in; "continue" goes to the first info step.
    await expectPath(page, baseURL, '/register/email/2');
    expect(isLoggedIn(await readSession(page))).toBe(true);
    await page.getByRole('button', { name: buttonName(t('zh', 'registration:register.continue')) }).click();
    await expectPath(page, baseURL, '/l-register/account-email-info/0');

    // The optional mobile beside its area code keeps a usable width inside the card.
    const mobileBox = await page
      .getByRole('textbox', { name: t('zh', 'profile:fields.mobile') })
      .boundingBox();
    const cardBox = await page.locator('.of-reg-card').boundingBox();
    expect(mobileBox!.width).toBeGreaterThan(120);
    expect(mobileBox!.x + mobileBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    await fillFirstInfo(page, baseURL, 'zh', {
      name: '测试访客',
      company: '旅程测试公司',
      position: '采购经理',
    });
    await expectPath(page, baseURL, '/register/account-info/1');
    // Every field of the second info step is optional.
    await page.getByRole('button', { name: buttonName(t('zh', 'profile:actions.next')) }).click();
    await expectPath(page, baseURL, '/register/questionnaire');
    expect(await answerRequiredQuestions(page, 'zh')).toBeGreaterThan(0);
    await expectPath(page, baseURL, '/register/completed');

    const { token } = await readSession(page);
    const info = await getInfo(baseURL, token!);
    expect(info.exhibitionUserCompleteState).toEqual({
      completeVisitor: true,
      completeVisitorRegister: true,
      completeQuestionnaire: true,
      completeExhibitionRegistration: true,
    });
    expect(info.visitor?.name).toBe('测试访客');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('refuses an email that already has an account with the spec message, before any code is sent', async () => {
    const context = await newContext(browser, { viewport: DESKTOP, lang: 'zh' });
    const page = await context.newPage();
    const email = ACCOUNTS.visitor.email;
    await page.goto(`${baseURL}/register/email/0`);
    await page.locator('input#target').fill(email);
    const sendButton = page.locator('button.of-send-code');
    const seen = await outboxIds(baseURL, email);
    await passSlider(page, baseURL, () => sendButton.click());
    await page.getByText(codeMessages[ResponseCode.MobileOrEmailExists].zh).first().waitFor();
    // No countdown and no message in the outbox: nothing was sent.
    expect((await sendButton.innerText()).replace(/\s/g, '')).toBe(t('zh', 'shared:verification.send'));
    expect(await sendButton.isEnabled()).toBe(true);
    expect(await outboxIds(baseURL, email)).toEqual(seen);
    await context.close();
  });
});
