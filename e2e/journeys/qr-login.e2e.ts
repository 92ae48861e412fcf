import { type LogonQr, SessionPaths } from '@openfair/contract';
import type { Browser } from 'playwright-core';
import type { Envelope } from '../support/api';
import { DESKTOP, during, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { t } from '../support/catalogue';
import { ACCOUNTS, expectPath, isLoggedIn, readSession, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { getInfo } from '../support/registration';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

test.describe('QR login between a desktop and a logged-in phone', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('logs the desktop in once the phone opens the QR code and confirms', async () => {
    const desktopContext = await newContext(browser, { viewport: DESKTOP, lang: 'zh' });
    const phoneContext = await newContext(browser, { viewport: MOBILE, lang: 'zh' });
    const desktop = await desktopContext.newPage();
    const phone = await phoneContext.newPage();
    const desktopErrors = trackPageErrors(desktop);
    const phoneErrors = trackPageErrors(phone);

    await signIn(phone, baseURL, ACCOUNTS.visitor);
    const phoneToken = (await readSession(phone)).token;

    await desktop.goto(`${baseURL}/login/person`);
    const qrResponse = await during(
      desktop.waitForResponse((r) => r.url().includes(SessionPaths.showLogonQR)),
      () => desktop.getByText(t('zh', 'session:login.methodQr'), { exact: true }).click(),
    );
    const qr = ((await qrResponse.json()) as Envelope<LogonQr>).data;
    await desktop.getByRole('img', { name: t('zh', 'session:qr.imageAlt') }).waitFor();
    expect(new URL(qr.scanUrl).pathname).toBe(
      `${new URL(baseURL).pathname.replace(/\/$/, '')}/qr-login/${qr.qrId}`,
    );
    expect(isLoggedIn(await readSession(desktop))).toBe(false);

    // The phone "scans": it opens the URL the QR code carries. The desktop then says so.
    await phone.goto(qr.scanUrl);
    await desktop.getByText(t('zh', 'session:qr.confirmOnPhone')).waitFor();
    await phone.getByRole('button', { name: t('zh', 'session:qrConfirm.confirm') }).click();
    await phone.getByText(t('zh', 'session:qrConfirm.doneTitle')).waitFor();

    // The desktop (polling every 2 s) receives its own session and lands like a password login.
    await expectPath(desktop, baseURL, ACCOUNTS.visitor.landing);
    await expect.poll(async () => isLoggedIn(await readSession(desktop)), { timeout: 10_000 }).toBe(true);
    const desktopSession = await readSession(desktop);
    expect(desktopSession.subjectType).toBe('VISITOR');
    expect(desktopSession.token).not.toBe(phoneToken);
    const [desktopInfo, phoneInfo] = await Promise.all([
      getInfo(baseURL, desktopSession.token!),
      getInfo(baseURL, phoneToken!),
    ]);
    expect(desktopInfo.userAccountId).toBe(phoneInfo.userAccountId);
    await desktop.locator('.of-user-button').waitFor();

    // The code is spent: opening it again on the phone is refused.
    await phone.goto(qr.scanUrl);
    await phone.getByText(t('zh', 'session:qrConfirm.failedTitle')).waitFor();
    expect(desktopErrors).toEqual([]);
    expect(phoneErrors).toEqual([]);
    await desktopContext.close();
    await phoneContext.close();
  });
});
