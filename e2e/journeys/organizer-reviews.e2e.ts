import { OrganizerPaths, ReviewPaths, reviewNotices, SessionPaths } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { buttonName, type Lang, t } from '../support/catalogue';
import { ACCOUNTS, expectPath, readSession, signIn, submitLogin } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { noisyPng } from '../support/media-files';
import { completedRegistrationByApi, uniqueEmail } from '../support/registration';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/** Opens the review queue of `queue` with `status` and waits for its rows (or its empty text). */
async function openQueue(page: Page, lang: Lang, queue: 'registrations' | 'vip') {
  await page.goto(`${baseURL}/organizer/reviews?queue=${queue}`);
  await page.getByRole('tab', { name: t(lang, `organizer:reviews.queues.${queue}`) }).waitFor();
  await page.locator('.of-table-row').first().waitFor();
}

/** Decides the row that contains `text`: approve, or reject with `reason` typed into the dialog. */
async function decide(page: Page, lang: Lang, text: string, decision: 'approve' | 'reject', reason = '') {
  const row = page.locator('.of-table-row', { hasText: text });
  await row.getByRole('button', { name: buttonName(t(lang, `organizer:reviews.${decision}`)) }).click();
  const dialog = page.getByRole('dialog');
  if (reason) await dialog.getByLabel(t(lang, 'organizer:reviews.reason')).fill(reason);
  await dialog.getByRole('button', { name: buttonName(t(lang, `organizer:reviews.${decision}`)) }).click();
  await dialog.waitFor({ state: 'hidden' });
  await row.waitFor({ state: 'detached' });
}

const BUYER_PASSWORD = 'Journey2026ok';

/** Logs the journey's buyer in, in their own browser. */
async function visitorPage(browser: Browser, email: string, lang: Lang, viewport = DESKTOP) {
  const context = await newContext(browser, { lang, viewport });
  const page = await context.newPage();
  await page.goto(`${baseURL}/login/person`);
  await submitLogin(page, email, BUYER_PASSWORD);
  await expectPath(page, baseURL, '/');
  return page;
}

async function expectNotice(page: Page, lang: Lang, title: string, content: string) {
  await page.goto(`${baseURL}/mail`);
  await page.getByRole('tab', { name: new RegExp(t(lang, 'catalog-detail:mail.types.CHECKRESULT')) }).click();
  await page.getByText(title).first().click();
  await page.getByRole('dialog').getByText(content, { exact: false }).waitFor();
  await page.keyboard.press('Escape');
}

test.describe('the organizer reviews registrations and VIP applications', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('rejects a registration with a reason the visitor reads, approves it once corrected; handles a VIP application both ways', async () => {
    const lang: Lang = 'en';
    const context = await newContext(browser, { lang, viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ACCOUNTS.organizer);
    await page
      .getByRole('region', { name: t(lang, 'organizer:home.sections') })
      .getByRole('link', { name: new RegExp(`^${t(lang, 'organizer:sections.reviews.title')}`) })
      .click();
    await expectPath(page, baseURL, '/organizer/reviews');
    // A buyer has just completed registration: it waits in the queue, found by its email.
    const email = uniqueEmail('review');
    await completedRegistrationByApi(baseURL, email, BUYER_PASSWORD, '旅程买家');
    await page
      .getByRole('searchbox', { name: t(lang, 'organizer:reviews.search.registrations') })
      .fill(email);
    await page.keyboard.press('Enter');
    await page.locator('.of-table-row', { hasText: email }).waitFor();
    const reason = 'The company name does not match its website';
    await decide(page, lang, email, 'reject', reason);

    const visitor = await visitorPage(browser, email, lang);
    await expectNotice(visitor, lang, reviewNotices.registrationRejected.title.en, reason);
    await visitor.goto(`${baseURL}/profile`);
    await visitor.getByText(t(lang, 'profile:review.rejected')).waitFor();
    await visitor.getByText(reason, { exact: false }).first().waitFor();
    // Saving the profile submits it again.
    await visitor.getByRole('button', { name: buttonName(t(lang, 'shared:editForm.save')) }).click();
    await visitor.getByText(t(lang, 'profile:review.pending')).waitFor();

    await page.goto(`${baseURL}/organizer/reviews?keyword=${encodeURIComponent(email)}`);
    await decide(page, lang, email, 'approve');
    await expectNotice(
      visitor,
      lang,
      reviewNotices.registrationApproved.title.en,
      reviewNotices.registrationApproved.content.en,
    );

    // The visitor applies for VIP status with two photos.
    await visitor.goto(`${baseURL}/vip`);
    const passport = `E${String(Date.now()).slice(-8)}`;
    const fullName = `Journey Buyer ${passport}`;
    await visitor.getByLabel(t(lang, 'vip:fields.fullName')).fill(fullName);
    await visitor.getByLabel(t(lang, 'vip:fields.passportNumber')).fill(passport);
    await visitor.getByLabel(t(lang, 'vip:fields.companyName')).fill('Journey Trading Co.');
    await visitor.getByLabel(t(lang, 'vip:fields.phone')).fill('+86-21-55550000');
    await visitor.getByLabel(t(lang, 'vip:fields.email')).fill('journey.buyer@example.test');
    await visitor.getByLabel(t(lang, 'vip:fields.address')).fill('1 Century Avenue, Shanghai');
    const files = visitor.locator('input[type=file]');
    await files
      .nth(0)
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: noisyPng(320, 240) });
    await files.nth(1).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: noisyPng(240, 320) });
    await visitor
      .getByRole('img', { name: new RegExp(t(lang, 'vip:items.photo')) })
      .first()
      .waitFor();
    await visitor.getByRole('button', { name: buttonName(t(lang, 'vip:submit')) }).click();
    await visitor.getByText(t(lang, 'vip:state.pending')).waitFor();

    // Rejected first: the visitor reads why, corrects nothing but submits again (a new photo would do).
    await openQueue(page, lang, 'vip');
    const vipReason = 'The passport photo is not readable';
    await decide(page, lang, passport, 'reject', vipReason);
    await expectNotice(visitor, lang, reviewNotices.vipRejected.title.en, vipReason);
    await visitor.goto(`${baseURL}/vip`);
    await visitor.getByText(vipReason, { exact: false }).first().waitFor();
    expect(await visitor.getByLabel(t(lang, 'vip:fields.fullName')).inputValue()).toBe(fullName);
    await visitor.getByRole('button', { name: buttonName(t(lang, 'vip:submit')) }).click();
    await visitor.getByText(t(lang, 'vip:state.pending')).waitFor();

    await openQueue(page, lang, 'vip');
    await decide(page, lang, passport, 'approve');
    await page.goto(`${baseURL}/organizer/reviews?queue=vip&status=approved`);
    await page.locator('.of-table-row', { hasText: fullName }).waitFor();

    await expectNotice(
      visitor,
      lang,
      reviewNotices.vipApproved.title.en,
      reviewNotices.vipApproved.content.en,
    );
    await visitor.goto(`${baseURL}/vip`);
    await visitor.getByText(t(lang, 'vip:state.approved')).waitFor();

    // The audit log tells who decided what.
    await page.goto(`${baseURL}/organizer/audit-log?target=vip`);
    await page.getByText(t(lang, 'organizer:audit.actions.vip.approve')).first().waitFor();
    expect(errors).toEqual([]);
  });

  test('a content editor cannot approve registrations: the console says so and the server refuses', async () => {
    const lang: Lang = 'zh';
    const context = await newContext(browser, { lang, viewport: MOBILE });
    const page = await context.newPage();
    await signIn(page, baseURL, ACCOUNTS.organizer);
    const owner = (await readSession(page)).token!;
    const email = `editor.${Date.now()}@example.test`;
    const added = await postApi<{ initialPassword: string }>(baseURL, OrganizerPaths.staffUpdate, {
      body: { name: '内容编辑', email, role: 'contentEditor' },
      token: owner,
      subjectType: 'ORGANIZER',
    });
    expect(added.code, added.msg).toBe(1000);
    const login = await postApi<{ token: string }>(baseURL, SessionPaths.webLogon, {
      body: { account: email, password: added.data.initialPassword, loginSubjectType: 'ORGANIZER' },
      subjectType: 'ORGANIZER',
    });
    expect(login.code, login.msg).toBe(1000);
    const buyer = uniqueEmail('editor-buyer');
    await completedRegistrationByApi(baseURL, buyer, BUYER_PASSWORD, '待审买家');
    const queue = await postApi<{ list: { id: string }[] }>(baseURL, ReviewPaths.registrationList, {
      body: { keyword: buyer },
      token: owner,
      subjectType: 'ORGANIZER',
    });
    const someone = queue.data.list[0];
    expect(someone, 'a waiting registration').toBeTruthy();
    const refused = await postApi<unknown>(baseURL, ReviewPaths.registrationDecide, {
      body: { id: someone!.id, decision: 'approve' },
      token: login.data.token,
      subjectType: 'ORGANIZER',
    });
    expect(refused.code).toBe(1004);

    // In the editor's own browser the screen explains instead of failing call by call.
    const theirs = await newContext(browser, { lang, viewport: MOBILE });
    const editorPage = await theirs.newPage();
    await editorPage.goto(`${baseURL}/login/actor`);
    await submitLogin(editorPage, email, added.data.initialPassword);
    await expectPath(editorPage, baseURL, '/personal/change-password');
    await editorPage.goto(`${baseURL}/organizer/reviews`);
    await editorPage.getByText('您的主办方角色无权执行此操作').waitFor();
    // Still waiting: the refused call decided nothing.
    const still = await postApi<{ list: { id: string }[] }>(baseURL, ReviewPaths.registrationList, {
      body: { keyword: buyer },
      token: owner,
      subjectType: 'ORGANIZER',
    });
    expect(still.data.list.map((r) => r.id)).toContain(someone!.id);
  });
});
