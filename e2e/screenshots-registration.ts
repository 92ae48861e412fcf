/**
 * Screenshots of the registration, account and identity screens for a human look; not part
 * of the test run:
 *   npm run build -w apps/web && npx tsx e2e/screenshots-registration.ts
 * Starts its own server (fresh PGlite with demo data) and writes .screenshots/reg-<screen>-<lang>-
 * <desktop|mobile>.png at 1366x900 and 375x740, in zh and en. Screens that need a state (a verified
 * email, a created account, an open slider) are reached through the screens themselves.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './support/browser';
import { buttonName, type Lang, t } from './support/catalogue';
import { expectPath, submitLogin } from './support/journey';
import {
  dragSliderTo,
  outboxIds,
  passSlider,
  registerVisitorByApi,
  sliderAnswer,
  uniqueEmail,
  uniqueMobile,
  waitForCode,
} from './support/registration';
import { answerRequiredQuestions, fillFirstInfo } from './support/registration-ui';
import { repoRoot, startServer } from './support/server';
import { settle } from './support/settle';

const OUT_DIR = path.join(repoRoot, '.screenshots');
const SIZES = { desktop: DESKTOP, mobile: MOBILE } as const;
const LANGS: Lang[] = ['zh', 'en'];
const PASSWORD = 'Shot2026ab';

/** Shoots the page as it is at both sizes, then returns to the desktop size. */
async function capture(page: Page, name: string, lang: Lang, saved: string[]): Promise<void> {
  for (const [sizeName, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await settle(page);
    const file = path.join(OUT_DIR, `reg-${name}-${lang}-${sizeName}.png`);
    await page.screenshot({ path: file });
    saved.push(path.relative(repoRoot, file));
  }
  await page.setViewportSize(DESKTOP);
}

async function open(page: Page, baseURL: string, route: string, name: string, lang: Lang, saved: string[]) {
  await page.goto(`${baseURL}${route}`);
  await capture(page, name, lang, saved);
}

async function anonymousScreens(browser: Browser, baseURL: string, lang: Lang, saved: string[]) {
  const context = await newContext(browser, { lang });
  const page = await context.newPage();
  await open(page, baseURL, '/register/email/0', 'email-0', lang, saved);
  await open(page, baseURL, '/register/mobile/0', 'mobile-0', lang, saved);
  await open(page, baseURL, '/forgot-password', 'forgot-password', lang, saved);
  await open(page, baseURL, '/login/person', 'login-password', lang, saved);
  await page.getByText(t(lang, 'session:login.methodCode'), { exact: true }).click();
  await capture(page, 'login-code', lang, saved);
  await page.getByText(t(lang, 'session:login.methodQr'), { exact: true }).click();
  await page.getByRole('img', { name: t(lang, 'session:qr.imageAlt') }).waitFor();
  // The QR tab only exists on a desktop: no mobile shot of it.
  await settle(page);
  const qrFile = path.join(OUT_DIR, `reg-login-qr-${lang}-desktop.png`);
  await page.screenshot({ path: qrFile });
  saved.push(path.relative(repoRoot, qrFile));

  // The slider modal, open, with the piece dragged part of the way (no code is sent: it is cancelled).
  await page.goto(`${baseURL}/register/email/0`);
  await page.locator('input#target').fill(uniqueEmail('shot-slider'));
  const challenge = page.waitForResponse((r) => r.url().includes('/captcha/getSlider'));
  await page.locator('button.of-send-code').click();
  const data = (await (await challenge).json()).data;
  const x = await sliderAnswer(baseURL, data.challengeId);
  await page.locator('.of-slider-piece').waitFor();
  await capture(page, 'slider', lang, saved);
  // Half way, released: the wrong answer gives a new puzzle with its message.
  await dragSliderTo(page, data, Math.max(10, x - 40));
  await page.locator('.of-slider-alert').waitFor();
  await capture(page, 'slider-failed', lang, saved);
  await context.close();
}

async function registrationFlow(
  browser: Browser,
  baseURL: string,
  lang: Lang,
  segment: 'email' | 'mobile',
  saved: string[],
) {
  const context = await newContext(browser, { lang });
  const page = await context.newPage();
  const target = segment === 'email' ? uniqueEmail(`shot-${lang}`) : uniqueMobile();
  await page.goto(`${baseURL}/register/${segment}/0`);
  await page.locator('input#target').fill(target);
  const seen = await outboxIds(baseURL, target);
  await passSlider(page, baseURL, () => page.locator('button.of-send-code').click());
  await page.locator('input#code').fill(await waitForCode(baseURL, target, seen));
  await page.getByRole('checkbox').check();
  await capture(page, `${segment}-0-countdown`, lang, saved);
  await page.getByRole('button', { name: buttonName(t(lang, 'registration:register.next')) }).click();
  await expectPath(page, baseURL, `/register/${segment}/1`);
  await page.locator('input#password').fill(PASSWORD);
  await page.locator('input#confirmPassword').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: buttonName(t(lang, 'registration:register.create')) }).click();
  await capture(page, `${segment}-1`, lang, saved);
  await page.locator('input#confirmPassword').fill(PASSWORD);
  await page.getByRole('button', { name: buttonName(t(lang, 'registration:register.create')) }).click();
  await expectPath(page, baseURL, `/register/${segment}/2`);
  await capture(page, `${segment}-2`, lang, saved);
  if (segment === 'mobile') {
    await context.close();
    return;
  }
  await page.getByRole('button', { name: buttonName(t(lang, 'registration:register.continue')) }).click();
  await expectPath(page, baseURL, '/l-register/account-email-info/0');
  await capture(page, 'first-info', lang, saved);
  await fillFirstInfo(page, baseURL, lang, {
    name: lang === 'en' ? 'Screenshot Visitor' : '截图访客',
    company: lang === 'en' ? 'Screenshot Trading Ltd' : '截图贸易有限公司',
    position: lang === 'en' ? 'Purchasing manager' : '采购经理',
  });
  await expectPath(page, baseURL, '/register/account-info/1');
  await capture(page, 'account-info', lang, saved);
  await page.getByRole('button', { name: buttonName(t(lang, 'profile:actions.next')) }).click();
  await expectPath(page, baseURL, '/register/questionnaire');
  await capture(page, 'questionnaire', lang, saved);
  await answerRequiredQuestions(page, lang);
  await expectPath(page, baseURL, '/register/completed');
  await capture(page, 'completed', lang, saved);
  await open(page, baseURL, '/profile', 'profile', lang, saved);
  await open(page, baseURL, '/personal/change-password', 'change-password', lang, saved);
  await open(page, baseURL, '/register/password/vis', 'set-password', lang, saved);
  await open(page, baseURL, '/personal/questionnaire/change', 'questionnaire-change', lang, saved);
  await context.close();
}

async function bindForm(browser: Browser, baseURL: string, lang: Lang, saved: string[]) {
  const email = uniqueEmail(`shot-bind-${lang}`);
  await registerVisitorByApi(baseURL, email, PASSWORD);
  const context = await newContext(browser, { lang });
  const page = await context.newPage();
  await page.goto(`${baseURL}/login/actor`);
  await submitLogin(page, email, PASSWORD);
  await page.getByText(t(lang, 'session:bind.title')).waitFor();
  await capture(page, 'bind', lang, saved);
  await context.close();
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  // E2E_BASE_URL reuses a running development server (it must be fresh enough for the code limits).
  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  const server = external ? null : await startServer();
  const baseURL = external ?? server!.baseURL;
  const browser = await launchBrowser();
  const saved: string[] = [];
  try {
    for (const lang of LANGS) {
      await anonymousScreens(browser, baseURL, lang, saved);
      await registrationFlow(browser, baseURL, lang, 'email', saved);
      await registrationFlow(browser, baseURL, lang, 'mobile', saved);
      await bindForm(browser, baseURL, lang, saved);
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(`${saved.length} screenshots in ${path.relative(process.cwd(), OUT_DIR) || '.'}:`);
  for (const file of saved) console.log(`  ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
