import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAccessibility } from '../support/a11y';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { t } from '../support/catalogue';
import { ACCOUNTS, loginAs } from '../support/journey';
import { repoRoot } from '../support/server';

const baseURL = inject('baseURL');
const shots = `${repoRoot}/e2e/test-results/screens`;

const messages = (page: Page) => page.locator('.of-chat-messages');
const composer = (page: Page, lang: 'zh' | 'en') =>
  page.getByRole('textbox', { name: t(lang, 'chat:inputLabel') });

/**
 * A guest (no login) opens "online service" from a public page and talks with the organizer's customer
 * service in real time: the guest gets a chat identity of their own, the console lists the guest as one,
 * and an answer written while the guest's dialog is closed lights the entry's dot.
 */
describe('a guest asks online service', () => {
  let browser: Browser;
  const stamp = Date.now().toString(36);
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('talks with the organizer in real time, in both languages, at both widths', async () => {
    const organizerContext = await newContext(browser, { lang: 'zh', viewport: DESKTOP });
    const organizer = await organizerContext.newPage();
    errors.push(...trackPageErrors(organizer));
    await loginAs(organizer, baseURL, ACCOUNTS.organizer);
    await organizer.goto(`${baseURL}/organizer/chat`);
    await organizer.locator('.of-chat').waitFor();

    const guestContext = await newContext(browser, { lang: 'en', viewport: DESKTOP });
    const guest = await guestContext.newPage();
    errors.push(...trackPageErrors(guest));
    await guest.goto(`${baseURL}/`);
    const entry = guest.getByRole('button', { name: t('en', 'layout:menu.onlineService') });
    await entry.click();
    const dialog = guest.getByRole('dialog', { name: t('en', 'chat:service.title') });
    await composer(guest, 'en').waitFor();
    await dialog.getByText(t('en', 'chat:service.guestHint')).waitFor();
    await composer(guest, 'en').fill(`Is there parking at the venue? ${stamp}`);
    await composer(guest, 'en').press('Enter');
    await messages(guest).getByText(`Is there parking at the venue? ${stamp}`).waitFor();
    await checkAccessibility(guest);
    await guest.screenshot({ path: `${shots}/guest-service-en-1366.png` });

    // The console lists the guest as a guest ("游客 XXXX" in Chinese) and answers.
    const item = organizer.locator('.of-chat-item', { hasText: /游客 [0-9A-F]{4}/ }).first();
    await item.locator('.of-chat-item-main').click();
    await messages(organizer).getByText(`Is there parking at the venue? ${stamp}`).waitFor();
    await organizer.screenshot({ path: `${shots}/organizer-guest-zh-1366.png` });
    await composer(organizer, 'zh').fill(`有的，在北门 ${stamp}`);
    await composer(organizer, 'zh').press('Enter');
    await messages(guest).getByText(`有的，在北门 ${stamp}`).waitFor();

    // Closed dialog: the next answer lights the entry's dot.
    await dialog.getByRole('button', { name: t('en', 'chat:close') }).click();
    await composer(organizer, 'zh').fill(`还有问题吗？${stamp}`);
    await composer(organizer, 'zh').press('Enter');
    await guest.locator('[data-testid="guest-service-dot"] .ant-badge-dot').waitFor();
    // Opened again, the conversation is there, with what came meanwhile.
    await entry.click();
    await messages(guest).getByText(`还有问题吗？${stamp}`).waitFor();
    await guestContext.close();

    // A guest on a phone, reading Chinese.
    const phone = await newContext(browser, { lang: 'zh', viewport: MOBILE });
    const small = await phone.newPage();
    errors.push(...trackPageErrors(small));
    await small.goto(`${baseURL}/`);
    await small.screenshot({ path: `${shots}/guest-entry-zh-375.png` });
    await small.getByRole('button', { name: t('zh', 'layout:menu.onlineService') }).click();
    await composer(small, 'zh').waitFor();
    await composer(small, 'zh').fill(`手机上问一下 ${stamp}`);
    await composer(small, 'zh').press('Enter');
    await messages(small).getByText(`手机上问一下 ${stamp}`).waitFor();
    await checkAccessibility(small);
    await small.screenshot({ path: `${shots}/guest-service-zh-375.png` });
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await phone.close();
    await organizerContext.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
