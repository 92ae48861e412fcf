import { sourcingNotices } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { buttonName, type Lang, t } from '../support/catalogue';
import { ACCOUNTS, expectPath, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/** A datetime-local value in Beijing time, `days` from now (the console enters the fair's times so). */
function beijingInput(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

async function loggedIn(
  browser: Browser,
  who: (typeof ACCOUNTS)[keyof typeof ACCOUNTS],
  lang: Lang,
  viewport: { width: number; height: number } = DESKTOP,
) {
  const context = await newContext(browser, { lang, viewport });
  const page = await context.newPage();
  await signIn(page, baseURL, who);
  return page;
}

/** Approves the row of a sourcing queue found by `text` (searched, then confirmed in the dialog). */
async function approve(page: Page, lang: Lang, queue: 'sourcingNeeds' | 'sourcingSigns', text: string) {
  await page.goto(`${baseURL}/organizer/reviews?queue=${queue}&keyword=${encodeURIComponent(text)}`);
  const row = page.locator('.of-table-row', { hasText: text });
  await row.getByRole('button', { name: buttonName(t(lang, 'organizer:reviews.approve')) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: buttonName(t(lang, 'organizer:reviews.approve')) }).click();
  await dialog.waitFor({ state: 'hidden' });
  await row.waitFor({ state: 'detached' });
}

test.describe('sourcing meetings: the organizer runs one, a buyer and an exhibitor meet through it', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('creates a meeting, takes a need and a sign-up, approves both; each side sees the result', async () => {
    const lang: Lang = 'en';
    const stamp = String(Date.now()).slice(-6);
    const title = `Journey meeting ${stamp}`;
    const product = `Journey earphones ${stamp}`;
    const booth = `J-${stamp}`;

    // The organizer creates the meeting in the console.
    const organizer = await loggedIn(browser, ACCOUNTS.organizer, lang);
    const organizerErrors = trackPageErrors(organizer);
    await organizer.goto(`${baseURL}/organizer/sourcing`);
    await organizer
      .getByRole('button', { name: new RegExp(t(lang, 'organizer-sourcing:meetings.add')) })
      .click();
    const form = organizer.getByRole('dialog');
    await form.getByLabel(t(lang, 'organizer-sourcing:meetings.fields.title')).fill(`旅程对接会 ${stamp}`);
    await form.getByLabel(t(lang, 'organizer-sourcing:meetings.fields.titleEn')).fill(title);
    await form.getByLabel(t(lang, 'organizer-sourcing:meetings.fields.placeEn')).fill('Online room J');
    await form.getByLabel(t(lang, 'organizer-sourcing:meetings.fields.startTime')).fill(beijingInput(5, 10));
    await form.getByLabel(t(lang, 'organizer-sourcing:meetings.fields.endTime')).fill(beijingInput(5, 12));
    await form.getByLabel(t(lang, 'organizer-sourcing:meetings.fields.deadline')).fill(beijingInput(3, 18));
    await form.getByRole('button', { name: buttonName(t(lang, 'organizer-sourcing:meetings.save')) }).click();
    await form.waitFor({ state: 'hidden' });
    await organizer.locator('.of-table-row', { hasText: title }).waitFor();

    // A registered buyer finds it on the sourcing page and submits a need (the form starts from the profile).
    const visitor = await loggedIn(browser, ACCOUNTS.visitor, lang);
    const visitorErrors = trackPageErrors(visitor);
    await visitor.goto(`${baseURL}/procurementDocking`);
    const card = visitor.locator('.of-sourcing-meeting', { hasText: title });
    await card.getByRole('button', { name: buttonName(t(lang, 'sourcing:docking.submitNeed')) }).click();
    await expectPath(visitor, baseURL, '/purchaseMeeting');
    await visitor.getByText(t(lang, 'sourcing:need.sharing')).waitFor();
    expect(await visitor.getByLabel(t(lang, 'sourcing:need.fields.email')).inputValue()).not.toBe('');
    await visitor.getByLabel(t(lang, 'sourcing:need.fields.product')).fill(product);
    await visitor.getByRole('spinbutton', { name: t(lang, 'sourcing:need.fields.quantity') }).fill('3000');
    await visitor
      .getByLabel(t(lang, 'sourcing:need.fields.expectedDate'))
      .fill(beijingInput(40, 0).slice(0, 10));
    await visitor.getByRole('button', { name: buttonName(t(lang, 'sourcing:need.submit')) }).click();
    const mine = visitor.locator('.of-sourcing-entry', { hasText: product });
    await mine.getByText(t(lang, 'sourcing:statuses.pending')).waitFor();

    // The upgraded exhibitor's administrator signs up with two of its exhibits.
    const admin = await loggedIn(browser, ACCOUNTS.admin, lang);
    const adminErrors = trackPageErrors(admin);
    await admin.goto(`${baseURL}/procurementDocking`);
    await admin
      .locator('.of-sourcing-meeting', { hasText: title })
      .getByRole('button', { name: buttonName(t(lang, 'sourcing:docking.signUp')) })
      .click();
    await expectPath(admin, baseURL, '/meetingList');
    await admin.getByRole('button', { name: `${t(lang, 'sourcing:docking.signUp')} ${title}` }).click();
    const sign = admin.getByRole('dialog');
    await sign.getByLabel(t(lang, 'sourcing:sign.fields.booth')).fill(booth);
    await sign.getByLabel(t(lang, 'sourcing:sign.fields.contactName')).fill('Journey Contact');
    await sign.getByLabel(t(lang, 'sourcing:sign.fields.contactMobile')).fill('13900001234');
    await sign.getByRole('combobox').click();
    const options = admin.locator('.ant-select-item-option');
    await options.first().waitFor();
    await options.nth(0).click();
    await options.nth(1).click();
    await admin.keyboard.press('Escape');
    await sign.getByRole('button', { name: buttonName(t(lang, 'sourcing:sign.submit')) }).click();
    await sign.waitFor({ state: 'hidden' });
    const signed = admin.locator('.of-sourcing-entry', { hasText: title });
    await signed.getByText(t(lang, 'sourcing:statuses.pending')).waitFor();

    // The organizer approves both.
    await approve(organizer, lang, 'sourcingNeeds', product);
    await approve(organizer, lang, 'sourcingSigns', booth);

    // The buyer sees "passed" and the notice.
    await visitor.goto(`${baseURL}/purchaseMeeting`);
    await visitor
      .locator('.of-sourcing-entry', { hasText: product })
      .getByText(t(lang, 'sourcing:statuses.approved'))
      .waitFor();
    await visitor.goto(`${baseURL}/mail`);
    await visitor
      .getByRole('tab', { name: new RegExp(t(lang, 'catalog-detail:mail.types.CHECKRESULT')) })
      .click();
    await visitor.getByText(sourcingNotices.needApproved.title.en).first().click();
    await visitor.getByRole('dialog').getByText(title, { exact: false }).waitFor();

    // The exhibitor sees the buyer's need, on a phone this time.
    await admin.setViewportSize(MOBILE);
    await admin.goto(`${baseURL}/meetingList`);
    await admin
      .locator('.of-sourcing-entry', { hasText: title })
      .getByRole('button', { name: buttonName(t(lang, 'sourcing:sign.buyers')) })
      .click();
    const drawer = admin.locator('.ant-drawer', { hasText: product });
    await drawer.getByRole('button', { name: `${t(lang, 'sourcing:buyers.view')} ${product}` }).click();
    await admin.getByRole('dialog', { name: product }).getByText('3,000', { exact: false }).waitFor();

    expect([...organizerErrors, ...visitorErrors, ...adminErrors]).toEqual([]);
  });

  test('reads in Chinese on a phone for every role (the demo meetings, needs and sign-ups)', async () => {
    const lang: Lang = 'zh';
    const guest = await (await newContext(browser, { lang, viewport: MOBILE })).newPage();
    const guestErrors = trackPageErrors(guest);
    await guest.goto(`${baseURL}/procurementDocking`);
    await guest
      .getByRole('button', { name: buttonName(t(lang, 'sourcing:docking.logIn')) })
      .first()
      .waitFor();
    await guest.getByRole('tab', { name: t(lang, 'sourcing:docking.scopes.past') }).click();
    await guest.getByText(t(lang, 'sourcing:stages.ended')).first().waitFor();

    const visitor = await loggedIn(browser, ACCOUNTS.visitor, lang, MOBILE);
    const visitorErrors = trackPageErrors(visitor);
    await visitor.goto(`${baseURL}/purchaseMeeting`);
    await visitor.getByText(t(lang, 'sourcing:need.sharing')).waitFor();
    // Submitting the empty form shows the checks in Chinese, and sends nothing.
    await visitor.getByRole('button', { name: buttonName(t(lang, 'sourcing:need.submit')) }).click();
    await visitor.getByText(t(lang, 'sourcing:need.required')).first().waitFor();

    const admin = await loggedIn(browser, ACCOUNTS.admin, lang, MOBILE);
    const adminErrors = trackPageErrors(admin);
    await admin.goto(`${baseURL}/meetingList`);
    await admin
      .getByRole('button', { name: buttonName(t(lang, 'sourcing:sign.buyers')) })
      .first()
      .click();
    await admin.locator('.ant-drawer .of-sourcing-entry').first().waitFor();

    const organizer = await loggedIn(browser, ACCOUNTS.organizer, lang, MOBILE);
    const organizerErrors = trackPageErrors(organizer);
    await organizer.goto(`${baseURL}/organizer/sourcing`);
    await organizer.locator('.of-table-row').first().waitFor();
    await organizer.goto(`${baseURL}/organizer/reviews?queue=sourcingSigns&status=approved`);
    await organizer.locator('.of-table-row').first().waitFor();
    expect([...guestErrors, ...visitorErrors, ...adminErrors, ...organizerErrors]).toEqual([]);
  });
});
