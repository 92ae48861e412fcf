import { OrganizerPaths, SessionPaths } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { buttonName, type Lang, t } from '../support/catalogue';
import { ACCOUNTS, DEMO_PASSWORD, expectPath, signIn, submitLogin } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/** The initial password of the dialog on screen, after it said it is shown once; then closes it. */
async function takeInitialPassword(page: Page, lang: Lang, texts: 'staff' | 'exhibitors'): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(t(lang, `organizer:${texts}.created.once`)).waitFor();
  const password = (await dialog.getByTestId('initial-password').textContent())?.trim() ?? '';
  expect(password.length).toBeGreaterThanOrEqual(8);
  await dialog.getByRole('button', { name: buttonName(t(lang, `organizer:${texts}.created.done`)) }).click();
  await dialog.waitFor({ state: 'hidden' });
  return password;
}

test.describe('the organizer console', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('creates an exhibitor with its administrator, who logs in; the audit log shows it', async () => {
    const lang: Lang = 'en';
    const context = await newContext(browser, { lang, viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ACCOUNTS.organizer);
    await page
      .getByRole('region', { name: t(lang, 'organizer:home.sections') })
      .getByRole('link', { name: new RegExp(`^${t(lang, 'organizer:sections.exhibitors.title')}`) })
      .click();
    await expectPath(page, baseURL, '/organizer/exhibitors');

    const stamp = Date.now();
    const name = `Journey Textiles ${stamp}`;
    const adminEmail = `journey.admin.${stamp}@example.test`;
    await page.getByRole('button', { name: new RegExp(`${t(lang, 'organizer:exhibitors.add')}$`) }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(t(lang, 'organizer:exhibitors.fields.name'), { exact: true }).fill(name);
    await form.getByLabel(t(lang, 'organizer:exhibitors.fields.boothNumber')).fill('7F-J01');
    await form.getByLabel(t(lang, 'organizer:exhibitors.admin.name')).fill('Journey Admin');
    // Neither an email nor a mobile: the form says what it needs before anything is sent.
    await form.getByRole('button', { name: buttonName(t(lang, 'organizer:common.save')) }).click();
    await form.getByText(t(lang, 'organizer:exhibitors.admin.emailOrMobile')).first().waitFor();
    await form.getByLabel(t(lang, 'organizer:exhibitors.admin.email')).fill(adminEmail);
    await form.getByRole('button', { name: buttonName(t(lang, 'organizer:common.save')) }).click();
    const password = await takeInitialPassword(page, lang, 'exhibitors');

    await page.getByRole('searchbox', { name: t(lang, 'organizer:exhibitors.search') }).fill(name);
    await page.keyboard.press('Enter');
    const found = page.getByRole('row', { name: new RegExp(name) });
    await found.first().waitFor();
    expect(await found.count()).toBe(1);

    // Its administrator, on their own browser, must change the initial password first.
    const theirs = await newContext(browser, { lang, viewport: DESKTOP });
    const adminPage = await theirs.newPage();
    await adminPage.goto(`${baseURL}/login/actor`);
    await submitLogin(adminPage, adminEmail, password);
    await expectPath(adminPage, baseURL, '/personal/change-password');
    await theirs.close();

    await page.goto(`${baseURL}/organizer/audit-log`);
    await page
      .getByRole('cell', { name: t(lang, 'organizer:audit.actions.exhibitor.create') })
      .first()
      .waitFor();
    await page.getByText(name).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('adds a reviewer, who may not create exhibitors (the screen says so and the server refuses), on a phone in Chinese', async () => {
    const lang: Lang = 'zh';
    const context = await newContext(browser, { lang, viewport: MOBILE });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ACCOUNTS.organizer, { at: '/organizer/staff' });
    const email = `journey.reviewer.${Date.now()}@example.test`;
    await page.getByRole('button', { name: new RegExp(`${t(lang, 'organizer:staff.add')}$`) }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(t(lang, 'organizer:staff.fields.name')).fill('审核员小周');
    await form.getByLabel(t(lang, 'organizer:staff.fields.email')).fill(email);
    await form.getByRole('button', { name: buttonName(t(lang, 'organizer:common.save')) }).click();
    const password = await takeInitialPassword(page, lang, 'staff');
    await page.getByRole('cell', { name: email }).waitFor();

    const login = await postApi<{ token: string }>(baseURL, SessionPaths.webLogon, {
      body: { account: email, password, loginSubjectType: 'ORGANIZER' },
      subjectType: 'ORGANIZER',
    });
    expect(login.code, login.msg).toBe(1000);
    const refused = await postApi<unknown>(baseURL, OrganizerPaths.exhibitorCreate, {
      body: { name: '不该建成', admin: { name: '某人', email: `x.${Date.now()}@example.test` } },
      token: login.data.token,
      subjectType: 'ORGANIZER',
    });
    expect(refused.code).toBe(1004);

    // The reviewer's own console (a session placed in their browser, as a login would).
    const theirs = await newContext(browser, { lang, viewport: MOBILE });
    const reviewerPage = await theirs.newPage();
    await reviewerPage.goto(`${baseURL}/login/actor`);
    await submitLogin(reviewerPage, email, password);
    await expectPath(reviewerPage, baseURL, '/personal/change-password');
    await reviewerPage.goto(`${baseURL}/organizer/exhibitors`);
    await reviewerPage.getByText('您的主办方角色无权执行此操作').waitFor();
    await theirs.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('switches the platform-not-open notice for visitors on and off; a guest sees it come and go', async () => {
    const lang: Lang = 'en';
    const context = await newContext(browser, { lang, viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const guest = await newContext(browser, { lang, viewport: DESKTOP });
    const guestPage = await guest.newPage();
    const notice = `Journey closing ${Date.now()}`;
    const save = async () => {
      await page.getByRole('button', { name: buttonName(t(lang, 'organizer:common.save')) }).click();
      await page.getByText(t(lang, 'organizer:fair.saved')).last().waitFor();
    };
    try {
      await signIn(page, baseURL, ACCOUNTS.organizer, { at: '/organizer/fair' });
      const visitorsOpen = page.getByRole('switch', { name: t(lang, 'organizer:fair.fields.visitorOpen') });
      await visitorsOpen.click();
      await page.getByLabel(t(lang, 'organizer:fair.fields.visitorClosedNoticeEn')).fill(notice);
      await page
        .getByLabel(t(lang, 'organizer:fair.fields.visitorClosedNotice'), { exact: true })
        .fill('展会即将开放');
      await save();

      await guestPage.goto(`${baseURL}/`);
      const dialog = guestPage.getByRole('dialog');
      await dialog.getByText(notice).waitFor();
      await dialog.getByText(t(lang, 'common:platformClosed.visitorTitle')).waitFor();

      await visitorsOpen.click();
      await save();
      const information = await postApi<{ visitorOpen: boolean }>(
        baseURL,
        SessionPaths.getConfigurationInformation,
      );
      expect(information.data.visitorOpen).toBe(true);
      // The guest's page comes drawn by the server from the fair as it is now (its browser asks for the
      // fair's information only when the page came unrendered).
      await guestPage.reload();
      await guestPage.locator('main').first().waitFor();
      expect(await guestPage.getByText(notice).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      // Whatever happened above, the fair ends open to visitors for the journeys that follow.
      const login = await postApi<{ token: string }>(baseURL, SessionPaths.webLogon, {
        body: { account: ACCOUNTS.organizer.email, password: DEMO_PASSWORD, loginSubjectType: 'ORGANIZER' },
        subjectType: 'ORGANIZER',
      });
      const fair = await postApi<Record<string, unknown>>(baseURL, OrganizerPaths.fairGet, {
        token: login.data.token,
        subjectType: 'ORGANIZER',
      });
      if (fair.data.visitorOpen !== true)
        await postApi(baseURL, OrganizerPaths.fairUpdate, {
          body: { ...fair.data, visitorOpen: true },
          token: login.data.token,
          subjectType: 'ORGANIZER',
        });
      await guest.close();
      await context.close();
    }
  });
});
