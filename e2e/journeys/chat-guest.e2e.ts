import { CatalogPaths, chatMessages as chatTexts, OrganizerPaths, SessionPaths } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { checkAccessibility } from '../support/a11y';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { t } from '../support/catalogue';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { repoRoot } from '../support/server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();
const shots = `${repoRoot}/e2e/test-results/screens`;

const messages = (page: Page) => page.locator('.of-chat-messages');
const composer = (page: Page, lang: 'zh' | 'en') =>
  page.getByRole('textbox', { name: t(lang, 'chat:inputLabel') });

/**
 * A guest (no login) opens "online service" from a public page and talks with the organizer's customer
 * service in real time: the guest gets a chat identity of their own, the console lists the guest as one,
 * and an answer written while the guest's dialog is closed lights the entry's dot.
 */
test.describe('a guest asks online service', () => {
  let browser: Browser;
  const stamp = Date.now().toString(36);
  const errors: string[] = [];

  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('talks with the organizer in real time, in both languages, at both widths', async () => {
    test.setTimeout(180_000);
    const organizerContext = await newContext(browser, { lang: 'zh', viewport: DESKTOP });
    const organizer = await organizerContext.newPage();
    errors.push(...trackPageErrors(organizer));
    await signIn(organizer, baseURL, ACCOUNTS.organizer, { at: '/organizer/chat' });
    await organizer.locator('.of-chat').waitFor();

    const guestContext = await newContext(browser, { lang: 'en', viewport: DESKTOP });
    const guest = await guestContext.newPage();
    errors.push(...trackPageErrors(guest));
    await guest.goto(`${baseURL}/`);
    const entry = guest.getByRole('button', { name: t('en', 'layout:menu.onlineService') });
    await entry.click();
    const dialog = guest.getByRole('dialog', { name: t('en', 'chat-guest:title') });
    await composer(guest, 'en').waitFor();
    await dialog.getByText(t('en', 'chat-guest:guestHint')).waitFor();
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
    await guest.locator('[data-testid="guest-service-dot"]').waitFor();
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
  });
});

/**
 * Notices in the chat: a notice the organizer sends shows at once as the system conversation at the top
 * of the buyer's list with its unread count; opening it shows the notice, read-only, and reads it for
 * the bell and /mail too.
 */
test.describe('the system conversation', () => {
  let browser: Browser;
  const stamp = Date.now().toString(36);

  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  for (const [lang, viewport, width] of [
    ['en', DESKTOP, 1366],
    ['zh', MOBILE, 375],
  ] as const) {
    test(`shows a new notice at the top with its unread count and reads it on open (${lang}, ${width} px)`, async () => {
      test.setTimeout(150_000);
      const context = await newContext(browser, { lang, viewport });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await signIn(page, baseURL, ACCOUNTS.visitor, { at: '/chat' });
      await page.locator('.of-chat-list').waitFor();
      const login = await postApi<{ token: string }>(baseURL, SessionPaths.webLogon, {
        body: { account: ACCOUNTS.organizer.email, password: DEMO_PASSWORD, loginSubjectType: 'ORGANIZER' },
        subjectType: 'ORGANIZER',
      });
      const title = `${lang === 'en' ? 'Hall 5 opens early' : '5 号馆提前开放'} ${stamp}`;
      const sent = await postApi(baseURL, OrganizerPaths.noticeBroadcast, {
        token: login.data.token,
        subjectType: 'ORGANIZER',
        body: { audience: 'VISITOR', title, titleEn: title, content: '9:00', contentEn: '9:00' },
      });
      expect(sent.code, sent.msg).toBe(1000);
      // Pushed: the first row is the system conversation with the notice and an unread count.
      const first = page.locator('.of-chat-item').first();
      await first.getByText(title).waitFor({ timeout: 10_000 });
      await first.getByText(t(lang, 'chat:system.name')).waitFor();
      expect(await first.locator('.ant-badge-count').count()).toBe(1);
      await page.screenshot({ path: `${shots}/system-list-${lang}-${width}.png` });

      await first.locator('.of-chat-item-main').click();
      const view = page.locator('.of-chat-system');
      await view.getByRole('heading', { name: title }).waitFor();
      // Read-only: no send box.
      expect(await page.getByRole('textbox', { name: t(lang, 'chat:inputLabel') }).count()).toBe(0);
      await checkAccessibility(page);
      await page.screenshot({ path: `${shots}/system-open-${lang}-${width}.png` });
      // Read for the bell too.
      const bell = page.locator(`a[href$="/mail"]`).first();
      await expect.poll(() => bell.locator('.of-badge-dot').count(), { timeout: 10_000 }).toBe(0);
      await context.close();
      expect(errors).toEqual([]);
    });
  }
});

/**
 * One login per account and device class holds the chat: a newer login on another laptop (or phone)
 * logs the older one out, which says why in its language and, confirmed, goes to the login page.
 */
test.describe('kicked out by a newer login of the same device class', () => {
  let browser: Browser;

  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  for (const [lang, viewport, width] of [
    ['zh', DESKTOP, 1366],
    ['en', MOBILE, 375],
  ] as const) {
    test(`the older login is told and logged out (${lang}, ${width} px)`, async () => {
      test.setTimeout(150_000);
      const olderContext = await newContext(browser, { lang, viewport });
      const older = await olderContext.newPage();
      await signIn(older, baseURL, ACCOUNTS.staff, { at: '/chat' });
      await older.locator('.of-chat-list').waitFor();
      await older.getByText(t(lang, 'chat:network.connected')).waitFor({ state: 'attached' });

      const newerContext = await newContext(browser, { lang, viewport });
      const newer = await newerContext.newPage();
      await signIn(newer, baseURL, ACCOUNTS.staff, { at: '/chat' });
      await newer.locator('.of-chat-list').waitFor();

      const text = chatTexts.kickedMultiDevice[lang];
      const dialog = older.getByRole('dialog').filter({ hasText: text });
      await dialog.waitFor({ timeout: 15_000 });
      await checkAccessibility(older);
      await older.screenshot({ path: `${shots}/kicked-${lang}-${width}.png` });
      await dialog.getByRole('button').last().click();
      await older.waitForURL(/\/login/);
      // The newer login keeps the chat.
      await newer.getByText(t(lang, 'chat:network.connected')).waitFor({ state: 'attached' });
      await newerContext.close();
      await olderContext.close();
    });
  }
});

/** A buyer starts a chat from a product page: the exhibitor's first employee answers for the product. */
test.describe('chat from a product page', () => {
  let browser: Browser;

  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('opens the chat dialog with the exhibitor (its shared inbox) over the product', async () => {
    test.setTimeout(150_000);
    const products = await postApi<{ list: { id: string; scope: number }[] }>(
      baseURL,
      CatalogPaths.productList,
      { body: { pageNum: 1, pageSize: 20 } },
    );
    const product = products.data.list.find((p) => p.scope === 0);
    expect(product).toBeDefined();
    const detail = await postApi<{ exhibitor: { name: string; chatUserID: string } }>(
      baseURL,
      CatalogPaths.productDetail,
      { body: { id: product?.id }, languageType: 'en' },
    );
    expect(detail.data.exhibitor.chatUserID).not.toBe('');
    const context = await newContext(browser, { lang: 'en', viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ACCOUNTS.visitor, { at: `/find-exhibit/detail/${product?.id}` });
    await page
      .getByRole('button', {
        name: t('en', 'catalog-detail:exhibitor.chatWith', { name: detail.data.exhibitor.name }),
      })
      .click();
    await composer(page, 'en').waitFor();
    await checkAccessibility(page);
    await page.screenshot({ path: `${shots}/product-chat-en-1366.png` });
    await context.close();
    expect(errors).toEqual([]);
  });
});
