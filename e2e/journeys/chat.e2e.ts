import {
  CatalogPaths,
  chatMessages as chatTexts,
  EMOJI,
  formatFileSize,
  MediaPaths,
  OrganizerPaths,
  SessionPaths,
  STICKER_PACKS,
} from '@openfair/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { DESKTOP, during, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { buttonName, t } from '../support/catalogue';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { hasFfmpeg, mp4Video, pngImage } from '../support/media-files';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

type Session = {
  info?: {
    userAccountId?: string;
    userInfo?: { name?: string };
    exhibitorEmployee?: { exhibitorId?: string };
  };
};
const sessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('openfair.session') ?? '{}') as Session);

/** The conversation area's messages, as text. */
const messages = (page: Page) => page.locator('.of-chat-messages');
const composer = (page: Page, lang: 'zh' | 'en') =>
  page.getByRole('textbox', { name: t(lang, 'chat:inputLabel') });

/**
 * One person's conversation in a list, by its id: a name can also be on a group's or a company's item
 * (the shared inbox is named after the buyer too).
 */
const oneToOne = (page: Page, accountId: string) =>
  page.locator(`.of-chat-item[data-conversation-id="C2C${accountId}"]`);

/**
 * Two people chat in real time: a buyer (English, from the exhibitor's page, in the chat dialog) and
 * the exhibitor's employee (Chinese, on /chat). Text arrives both ways with read marks, an empty
 * message is refused, a message is revoked and taken back to the box, the list shows unread counts,
 * a conversation is deleted from one side's list only, and a client that was offline for 30 s gets what
 * it missed when it is back. A picture (from the picture button and pasted), a video (dropped) and a
 * file (from the file button, sent again after its upload failed) go up with a progress bar and arrive
 * in real time: the picture opens larger, the video plays, the file downloads under its name.
 */
test.describe('chat between a buyer and exhibitor staff', () => {
  // Its steps build on each other (the same people's open pages): a retry starts it again from the first.
  test.describe.configure({ mode: 'serial' });
  let browser: Browser;
  let buyerContext: BrowserContext;
  let staffContext: BrowserContext;
  let buyer: Page;
  let staff: Page;
  /** the employee's name as the English-reading buyer sees it */
  let staffName = '';
  let buyerName = '';
  let buyerId = '';
  let staffId = '';
  const stamp = Date.now().toString(36);
  const errors: string[] = [];

  test.beforeAll(async () => {
    browser = await launchBrowser();
    buyerContext = await newContext(browser, { lang: 'en', viewport: DESKTOP });
    staffContext = await newContext(browser, { lang: 'zh', viewport: DESKTOP });
    buyer = await buyerContext.newPage();
    staff = await staffContext.newPage();
    errors.push(...trackPageErrors(buyer), ...trackPageErrors(staff));
    await signIn(buyer, baseURL, ACCOUNTS.visitor);
    await signIn(staff, baseURL, ACCOUNTS.staff);
    const buyerSession = await sessionOf(buyer);
    buyerName = buyerSession.info?.userInfo?.name ?? '';
    buyerId = buyerSession.info?.userAccountId ?? '';
    staffId = (await sessionOf(staff)).info?.userAccountId ?? '';
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('the buyer writes from the exhibitor page; the employee reads and answers in real time', async () => {
    const staffSession = await sessionOf(staff);
    const exhibitorId = staffSession.info?.exhibitorEmployee?.exhibitorId;
    // The buyer reads the page in English: the employee's English name is on the button.
    const detail = await postApi<{ employees: { name: string; imAccount: string }[] }>(
      baseURL,
      CatalogPaths.exhibitorDetail,
      { body: { id: exhibitorId }, languageType: 'en' },
    );
    staffName =
      detail.data.employees.find((e) => e.imAccount === staffSession.info?.userAccountId)?.name ?? '';
    expect(staffName).not.toBe('');
    await buyer.goto(`${baseURL}/find-exhibitor/detail/${exhibitorId}`);
    await buyer
      .getByRole('button', { name: t('en', 'common:chatAction.chatWith', { name: staffName }) })
      .click();
    const dialog = buyer.getByRole('dialog', { name: t('en', 'chat:title') });
    await dialog.waitFor();
    await composer(buyer, 'en').fill(`Hello from the buyer ${stamp}`);
    await composer(buyer, 'en').press('Enter');
    const mine = messages(buyer).locator('.of-chat-message.is-mine', {
      hasText: `Hello from the buyer ${stamp}`,
    });
    await mine.getByText(t('en', 'chat:unread')).waitFor();

    await staff.goto(`${baseURL}/chat`);
    const item = oneToOne(staff, buyerId);
    await item.locator('.ant-badge-count').waitFor();
    await item.locator('.of-chat-item-main').click();
    await messages(staff).getByText(`Hello from the buyer ${stamp}`).waitFor();
    // The buyer sees it read once the employee opened the conversation.
    await mine.getByText(t('en', 'chat:read')).waitFor();

    await composer(staff, 'zh').fill(`您好，可以发货 ${stamp}`);
    await composer(staff, 'zh').press('Enter');
    await messages(buyer).getByText(`您好，可以发货 ${stamp}`).waitFor();
  });

  test('the employee saves the buyer to the client pool from the conversation header, in one click', async () => {
    const head = staff.locator('.of-chat-view-head');
    const save = head.getByRole('button', { name: t('zh', 'chat:clientPool.save') });
    await save.waitFor();
    // The buyer's side of the same conversation says nothing about pools.
    expect(
      await buyer.locator('.of-chat-view-head').getByText(t('en', 'chat:clientPool.member')).count(),
    ).toBe(0);
    expect(await buyer.getByRole('button', { name: t('en', 'chat:clientPool.save') }).count()).toBe(0);
    await save.click();
    await head.getByText(t('zh', 'chat:clientPool.member')).waitFor();
    expect(await save.count()).toBe(0);
    // The server keeps it: after a reload the conversation says the same.
    await staff.reload();
    await oneToOne(staff, buyerId).locator('.of-chat-item-main').click();
    await head.getByText(t('zh', 'chat:clientPool.member')).waitFor();
    await messages(staff).getByText(`您好，可以发货 ${stamp}`).waitFor();
  });

  test('refuses an empty message, keeps Ctrl+Enter as a new line, and Shift+Enter does not send', async () => {
    const box = composer(buyer, 'en');
    await box.fill('   ');
    await box.press('Enter');
    await buyer.getByText(chatTexts.emptyMessage.en).waitFor();
    expect(await box.inputValue()).toBe('');
    await box.fill('first line');
    await box.press('Control+Enter');
    await box.pressSequentially('second line');
    expect(await box.inputValue()).toBe('first line\nsecond line');
    await box.press('Shift+Enter');
    expect(await messages(buyer).getByText('second line').count()).toBe(0);
    await box.fill('');
  });

  test('revokes a message for both sides and takes its text back to the box', async () => {
    const text = `Sorry, wrong quantity ${stamp}`;
    await composer(buyer, 'en').fill(text);
    await composer(buyer, 'en').press('Enter');
    const mine = messages(buyer).locator('.of-chat-message.is-mine', { hasText: text });
    await messages(staff).getByText(text).waitFor();
    await mine.getByRole('button', { name: t('en', 'chat:revoke') }).click();
    await messages(buyer).getByText(t('en', 'chat:youRevoked')).last().waitFor();
    await messages(staff).getByText(t('zh', 'chat:otherRevoked')).last().waitFor();
    expect(await messages(staff).getByText(text).count()).toBe(0);
    await messages(buyer)
      .getByRole('button', { name: t('en', 'chat:reEdit') })
      .last()
      .click();
    expect(await composer(buyer, 'en').inputValue()).toBe(text);
    await composer(buyer, 'en').fill('');
  });

  test('sends emoji inside text and a sticker; the other side sees the pictures', async () => {
    await buyer.getByRole('button', { name: t('en', 'chat:emoji.trigger') }).click();
    await buyer.getByRole('button', { name: EMOJI[0]?.en, exact: true }).click();
    expect(await composer(buyer, 'en').inputValue()).toBe(EMOJI[0]?.token);
    await composer(buyer, 'en').press('End');
    await composer(buyer, 'en').pressSequentially(` deal ${stamp}`);
    await composer(buyer, 'en').press('Enter');
    await messages(staff).getByRole('img', { name: EMOJI[0]?.zh, exact: true }).last().waitFor();
    // A sticker goes at once as a face message.
    const pack = STICKER_PACKS[0];
    // The picker stays open after an emoji (several are often typed in a row).
    const packTab = buyer.getByRole('tab', { name: pack?.name.en });
    if (!(await packTab.isVisible()))
      await buyer.getByRole('button', { name: t('en', 'chat:emoji.trigger') }).click();
    await packTab.click();
    const caption = t('en', `chat:emoji.captions.${pack?.id}.0`);
    await buyer.getByRole('button', { name: caption }).click();
    await messages(buyer).getByRole('img', { name: caption }).last().waitFor();
    await messages(staff)
      .getByRole('img', { name: t('zh', `chat:emoji.captions.${pack?.id}.0`) })
      .last()
      .waitFor();
    // The picker closes after a sticker.
    await packTab.waitFor({ state: 'hidden' });
  });

  test('sends a picture, a video and a file with a progress bar; the employee gets each at once', async () => {
    const dialog = buyer.getByRole('dialog', { name: t('en', 'chat:title') });

    // A picture from the picture button (the spec's picker: jpg, jpeg, png, gif, bmp).
    const picker = await during(buyer.waitForEvent('filechooser'), () =>
      dialog.getByRole('button', { name: t('en', 'chat:sendImage') }).click(),
    );
    expect(await picker.element().getAttribute('accept')).toBe('.jpg,.jpeg,.png,.gif,.bmp');
    await picker.setFiles({ name: `booth-${stamp}.png`, mimeType: 'image/png', buffer: pngImage(640, 480) });
    const staffPicture = messages(staff).locator('.of-chat-image img').last();
    await staffPicture.waitFor();
    await expect
      .poll(() => staffPicture.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 })
      .toBe(480);
    // It opens larger from the keyboard, and Esc closes it.
    await messages(staff).locator('.of-chat-image').last().focus();
    await staff.keyboard.press('Enter');
    const preview = staff.getByRole('dialog', { name: t('zh', 'chat:imagePreview') });
    await expect
      .poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), {
        timeout: 10_000,
      })
      .toBe(640);
    await staff.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await oneToOne(staff, buyerId).getByText(t('zh', 'chat:summary.image')).waitFor();

    // A pasted picture is a picture message too.
    const before = await messages(staff).locator('.of-chat-image').count();
    await composer(buyer, 'en').focus();
    await composer(buyer, 'en').evaluate(
      (box, bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(
          new File([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], 'pasted.png', {
            type: 'image/png',
          }),
        );
        box.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
        );
      },
      pngImage(300, 200, [200, 60, 60]).toString('base64'),
    );
    await expect
      .poll(() => messages(staff).locator('.of-chat-image').count(), { timeout: 10_000 })
      .toBe(before + 1);

    // A video dropped on the conversation (an MP4 goes as a video), slowed so its progress is seen.
    await buyer.route(`**${MediaPaths.videoChunk}**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      return route.continue();
    });
    const video = mp4Video(7 * 1024 * 1024);
    const transfer = await buyer.evaluateHandle((bytes) => {
      const dt = new DataTransfer();
      dt.items.add(
        new File([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], 'factory-tour.mp4', {
          type: 'video/mp4',
        }),
      );
      return dt;
    }, video.toString('base64'));
    const view = dialog.locator('.of-chat-view');
    await view.dispatchEvent('dragover', { dataTransfer: transfer });
    await view.dispatchEvent('drop', { dataTransfer: transfer });
    const progress = messages(buyer).getByRole('progressbar', { name: t('en', 'chat:uploading') });
    await progress.waitFor();
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const staffVideo = messages(staff).locator('video.of-chat-video').last();
    await staffVideo.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => staffVideo.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThan(0);
    if (hasFfmpeg) expect(await staffVideo.getAttribute('poster')).toMatch(/\/media\/chat\//);
    expect(await staffVideo.getAttribute('controls')).not.toBeNull();
    await buyer.unroute(`**${MediaPaths.videoChunk}**`);

    // A file from the file button; its first upload fails, a click on the fail mark sends it again.
    let failOnce = true;
    await buyer.route(`**${MediaPaths.uploadFile}**`, (route) => {
      if (!failOnce) return route.continue();
      failOnce = false;
      return route.abort('connectionreset');
    });
    const name = `price list ${stamp}.txt`;
    const content = Buffer.from('FOB Ningbo, MOQ 500 pieces.\n'.repeat(100));
    const fileChooser = await during(buyer.waitForEvent('filechooser'), () =>
      dialog.getByRole('button', { name: t('en', 'chat:sendFile') }).click(),
    );
    await fileChooser.setFiles({ name, mimeType: 'text/plain', buffer: content });
    const failed = messages(buyer).locator('.of-chat-message.is-mine', { hasText: name });
    const resendMark = failed.locator('.of-chat-message-status button');
    await resendMark.waitFor();
    await resendMark.click();
    const size = formatFileSize(content.length);
    expect(size).toMatch(/^\d+\.\d\d Kb$/);
    const staffFile = messages(staff).getByRole('link', {
      name: `${t('zh', 'chat:download')} ${name} ${size}`,
    });
    await staffFile.waitFor();
    const download = await during(staff.waitForEvent('download'), () => staffFile.click());
    expect(download.suggestedFilename()).toBe(name);
    await oneToOne(staff, buyerId).getByText(t('zh', 'chat:summary.file')).waitFor();
    await buyer.unroute(`**${MediaPaths.uploadFile}**`);
  });

  test('shows unread counts in the list and deletes a conversation from one side only', async () => {
    await buyer.keyboard.press('Escape');
    await buyer.getByRole('dialog').waitFor({ state: 'hidden' });
    await composer(staff, 'zh').fill(`第一条 ${stamp}`);
    await composer(staff, 'zh').press('Enter');
    await composer(staff, 'zh').fill(`第二条 ${stamp}`);
    await composer(staff, 'zh').press('Enter');
    await messages(staff).getByText(`第二条 ${stamp}`).waitFor();
    await buyer.goto(`${baseURL}/chat`);
    const item = oneToOne(buyer, staffId);
    await expect.poll(() => item.locator('.ant-badge-count').textContent()).toBe('2');

    // The employee deletes the conversation from their list; the buyer keeps theirs.
    const staffItem = oneToOne(staff, buyerId);
    await staffItem.getByRole('button', { name: `${t('zh', 'chat:delete')} ${buyerName}` }).click();
    await staff
      .getByRole('button', { name: buttonName(t('zh', 'chat:delete')) })
      .last()
      .click();
    await staff.getByText(t('zh', 'chat:deleted', { name: buyerName })).waitFor();
    await staffItem.waitFor({ state: 'detached' });
    await buyer.reload();
    await oneToOne(buyer, staffId).waitFor();
  });

  test('a client that was offline for 30 s gets every message it missed when it is back', async () => {
    test.setTimeout(240_000);
    await oneToOne(buyer, staffId).locator('.of-chat-item-main').click();
    // The employee's page goes offline for 30 s while the buyer writes.
    await staff.goto(`${baseURL}/chat`);
    await staff.locator('.of-chat-conversations, .ant-empty').first().waitFor();
    await staffContext.setOffline(true);
    // The page says the network is not well (unstable, retrying or unavailable).
    await staff.locator('.of-chat-network').waitFor({ timeout: 40_000 });
    // Texts of this attempt only: a retry must not find the first attempt's messages.
    const attempt = Date.now().toString(36);
    const missed = [`While you were away 1 ${attempt}`, `While you were away 2 ${attempt}`];
    for (const text of missed) {
      await composer(buyer, 'en').fill(text);
      await composer(buyer, 'en').press('Enter');
      await messages(buyer)
        .locator('.of-chat-message.is-mine', { hasText: text })
        .getByText(t('en', 'chat:unread'))
        .waitFor();
    }
    await new Promise((r) => setTimeout(r, 30_000));
    await staffContext.setOffline(false);
    const item = oneToOne(staff, buyerId);
    await item.locator('.of-chat-item-main').click({ timeout: 60_000 });
    for (const text of missed) await messages(staff).getByText(text).waitFor({ timeout: 20_000 });
  });

  test('a notice from the organizer reaches an open page at once, not at the next minute’s poll', async () => {
    await buyer.goto(`${baseURL}/`);
    const bell = buyer.locator(`a[href$="/mail"]`).first();
    await bell.waitFor();
    // the chat's connection is up (the header's chat entry loads when the page is idle)
    await buyer.locator('.of-chat-indicator').waitFor();
    const before = await bell.getAttribute('aria-label');
    const login = await postApi<{ token: string }>(baseURL, SessionPaths.webLogon, {
      body: { account: ACCOUNTS.organizer.email, password: DEMO_PASSWORD, loginSubjectType: 'ORGANIZER' },
      subjectType: 'ORGANIZER',
    });
    const sent = await postApi(baseURL, OrganizerPaths.noticeBroadcast, {
      token: login.data.token,
      subjectType: 'ORGANIZER',
      body: {
        audience: 'VISITOR',
        title: `测试通知 ${stamp}`,
        titleEn: `Test notice ${stamp}`,
        content: '请查收',
        contentEn: 'Please read',
      },
    });
    expect(sent.code, sent.msg).toBe(1000);
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).not.toBe(before);
  });

  test('a buyer asks online service and the organizer answers from the console', async () => {
    const organizerContext = await newContext(browser, { lang: 'zh', viewport: DESKTOP });
    const organizer = await organizerContext.newPage();
    await signIn(organizer, baseURL, ACCOUNTS.organizer, { at: '/organizer/chat' });
    await organizer.locator('.of-chat').waitFor();
    // The buyer opens "Online service" from the side menu; the server assigns the service person online.
    await buyer.goto(`${baseURL}/chat?service=1`);
    await composer(buyer, 'en').waitFor();
    await composer(buyer, 'en').fill(`Where is hall 3? ${stamp}`);
    await composer(buyer, 'en').press('Enter');
    const item = oneToOne(organizer, buyerId);
    await item.locator('.of-chat-item-main').click();
    await messages(organizer).getByText(`Where is hall 3? ${stamp}`).waitFor();
    await composer(organizer, 'zh').fill(`3 号馆在东侧 ${stamp}`);
    await composer(organizer, 'zh').press('Enter');
    await messages(buyer).getByText(`3 号馆在东侧 ${stamp}`).waitFor();
    await organizerContext.close();
  });

  test('works on a phone: the list and the conversation take turns', async () => {
    const phone = await newContext(browser, { lang: 'en', viewport: MOBILE });
    const page = await phone.newPage();
    await signIn(page, baseURL, ACCOUNTS.visitor, { at: '/chat' });
    await oneToOne(page, staffId).locator('.of-chat-item-main').click();
    await composer(page, 'en').waitFor();
    expect(await page.locator('.of-chat-list').isVisible()).toBe(false);
    await page.getByRole('button', { name: t('en', 'chat:back') }).click();
    await page.locator('.of-chat-list').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await phone.close();
    expect(errors).toEqual([]);
  });

  test('the buyer asks about a product from its page: the chat opens with its card, which the employee sees and opens', async () => {
    const staffSession = await sessionOf(staff);
    const exhibitorId = staffSession.info?.exhibitorEmployee?.exhibitorId;
    const buyerToken = await buyer.evaluate(
      () => (JSON.parse(window.localStorage.getItem('openfair.session') ?? '{}') as { token?: string }).token,
    );
    const company = await postApi<{
      name: string;
      products: { id: string; scope: number; inPool: boolean }[];
    }>(baseURL, CatalogPaths.exhibitorDetail, {
      body: { id: exhibitorId },
      token: buyerToken,
      subjectType: 'VISITOR',
      languageType: 'en',
    });
    const product = company.data.products.find((p) => p.scope === 0 && p.inPool);
    expect(product).toBeDefined();
    if (!product) return;
    const [en, zh] = await Promise.all(
      (['en', 'cn'] as const).map((languageType) =>
        postApi<{ name: string; exhibitor: { chatUserID: string } }>(baseURL, CatalogPaths.productDetail, {
          body: { id: product.id },
          token: buyerToken,
          subjectType: 'VISITOR',
          languageType,
        }),
      ),
    );
    // The product's chat goes to the company's first employee (its administrator in the demo).
    const answererId = en?.data.exhibitor.chatUserID ?? '';
    const answerer = answererId === staffSession.info?.userAccountId ? ACCOUNTS.staff : ACCOUNTS.admin;

    await buyer.goto(`${baseURL}/find-exhibit/detail/${product.id}`);
    const ask = buyer.locator('.of-detail-actions').getByRole('button', {
      name: t('en', 'catalog-detail:exhibitor.chatWith', { name: company.data.name }),
    });
    await ask.click();
    const dialog = buyer.getByRole('dialog', { name: t('en', 'chat:title') });
    const card = dialog.locator('.of-chat-messages .of-chat-product-card');
    await card.filter({ hasText: en?.data.name ?? '' }).waitFor();
    expect(await card.count()).toBe(1);
    await card.getByText(t('en', 'chat:productCard.label')).waitFor();

    // The employee (reading Chinese) sees the card, with the Chinese name, and it opens the product.
    // (Another login of the same account on a desktop would end the first one's chat: reuse it.)
    const answererContext =
      answerer === ACCOUNTS.staff ? null : await newContext(browser, { lang: 'zh', viewport: DESKTOP });
    const answererPage = answererContext ? await answererContext.newPage() : staff;
    if (answererContext) {
      errors.push(...trackPageErrors(answererPage));
      await signIn(answererPage, baseURL, answerer);
    }
    await answererPage.goto(`${baseURL}/chat`);
    await answererPage
      .locator('.of-chat-item[data-conversation-id^="INBOX"]', { hasText: buyerName })
      .locator('.of-chat-item-main')
      .click();
    const seen = answererPage.locator('.of-chat-messages .of-chat-product-card').last();
    await seen.filter({ hasText: zh?.data.name ?? '' }).waitFor();
    await seen.getByText(t('zh', 'chat:productCard.label')).waitFor();
    await seen.click();
    await expect.poll(() => answererPage.url()).toContain(`/find-exhibit/detail/${product.id}`);
    await answererContext?.close();

    // Asked again from the same product page: no second card.
    await buyer.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await ask.click();
    await dialog.waitFor();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await card.count()).toBe(1);
    await buyer.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});
