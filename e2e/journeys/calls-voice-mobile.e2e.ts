import { ChatPaths } from '@openfair/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import {
  callButton,
  callsReady,
  incoming,
  itemWith,
  leaveCalls,
  named,
  notes,
  overlay,
  peerStats,
  recordPeerConnections,
  sessionOf,
  until,
} from '../support/calls';
import { t } from '../support/catalogue';
import { ACCOUNTS, type DemoAccount, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/** The "still ringing: …" line, whatever names follow. */
const stillRinging = (lang: 'zh' | 'en') =>
  new RegExp(`^${t(lang, 'calls:stillRinging', { names: '' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** No sideways scrolling, and the element lies wholly inside the phone's screen. */
async function fitsPhone(page: Page, selector: ReturnType<Page['locator']>) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(MOBILE.width);
  const box = await selector.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height);
}

/**
 * Voice calls, and calls on a phone: an exhibitor employee (Chinese) calls a buyer (English) with voice
 * only. The buyer's incoming screen says it is a voice call; once answered, both are connected and
 * neither sends video (no camera track, no video element); hanging up writes the duration note in both
 * chats. Then both on a 375 px phone: the incoming screen and the in-call controls fit the screen
 * (nothing scrolls sideways), and accept and hang up work. The employee calls: the `calls` journey may
 * have just used the buyer's call invitations of the minute (CALL_INVITES_PER_WINDOW), never the
 * employee's.
 */
test.describe('voice calls and calls on a phone', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const ids = { buyer: '', staff: '' };
  const names = { staffForBuyer: '', buyerForStaff: '' };
  let pages: Page[] = [];

  const open = async (who: DemoAccount, lang: 'zh' | 'en', viewport: { width: number; height: number }) => {
    const context = await newContext(browser, { lang, viewport });
    await context.addInitScript(recordPeerConnections);
    contexts.push(context);
    const page = await context.newPage();
    errors.push(...trackPageErrors(page));
    await signIn(page, baseURL, who);
    pages.push(page);
    return page;
  };

  /** The conversation with `peerId`, opened through the API (as a chat button does): its name for me. */
  const nameOf = async (page: Page, peerId: string, lang: 'cn' | 'en') => {
    const session = await sessionOf(page);
    const opened = await postApi<{ userProfile: { nick: string } | null }>(
      baseURL,
      ChatPaths.conversationOpen,
      {
        body: { userID: peerId },
        token: session.token,
        subjectType: session.subjectType,
        languageType: lang,
      },
    );
    expect(opened.code).toBe(1000);
    return opened.data.userProfile?.nick ?? '';
  };
  const openConversation = async (page: Page, peerId: string, lang: 'cn' | 'en') => {
    const nick = await nameOf(page, peerId, lang);
    await page.goto(`${baseURL}/chat`);
    await itemWith(page, peerId).locator('.of-chat-item-main').click();
    await page.locator('.of-chat-view-head', { hasText: nick }).waitFor();
    await callsReady(page);
    return nick;
  };

  test.beforeAll(async () => {
    browser = await launchBrowser({ fakeMedia: true });
  });

  test.afterAll(async () => {
    await browser?.close();
  });

  // A failed step must not leave anyone in a call: the next one would find them busy.
  test.afterEach(async () => {
    await leaveCalls(pages);
    for (const context of contexts.splice(0)) await context.close();
    pages = [];
    await new Promise((r) => setTimeout(r, 600));
  });

  const pair = async (viewport: { width: number; height: number }) => {
    const buyer = await open(ACCOUNTS.visitor, 'en', viewport);
    const staff = await open(ACCOUNTS.staff, 'zh', viewport);
    ids.buyer = (await sessionOf(buyer)).info?.userAccountId ?? '';
    ids.staff = (await sessionOf(staff)).info?.userAccountId ?? '';
    names.buyerForStaff = await openConversation(staff, ids.buyer, 'cn');
    // The buyer waits on the chat page; the conversation is in the buyer's list too.
    names.staffForBuyer = await nameOf(buyer, ids.staff, 'en');
    await buyer.goto(`${baseURL}/chat`);
    await callsReady(buyer);
    return { buyer, staff };
  };

  test('a voice call rings as a voice call, connects without any video, and hang-up writes the duration in both chats', async () => {
    const { buyer, staff } = await pair(DESKTOP);
    await callButton(staff, 'zh', 'voice').click();
    await overlay(staff).getByText(t('zh', 'calls:calling')).first().waitFor();
    // Dialling a voice call opens no camera: no picture of myself.
    expect(await overlay(staff).locator('video').count()).toBe(0);
    const ringing = incoming(buyer, 'en');
    await ringing.getByText(t('en', 'calls:incomingAudio')).waitFor();
    expect(await ringing.getByText(t('en', 'calls:incomingVideo')).count()).toBe(0);
    await ringing.getByRole('button', { name: named(t('en', 'calls:accept')) }).click();

    for (const [page, who, lang] of [
      [buyer, 'buyer', 'en'],
      [staff, 'staff', 'zh'],
    ] as const) {
      const state = await until(
        () => peerStats(page),
        (s) => s.connected === 1,
        20_000,
        `${who} connected`,
      );
      // Sound goes out, no picture: no camera track is sent, none arrives, no video element plays.
      expect(state.audioSenders).toBe(1);
      expect(state.videoSenders).toBe(0);
      expect(state.videoReceived).toBe(0);
      await overlay(page).getByRole('timer').waitFor();
      expect(await overlay(page).locator('video').count()).toBe(0);
      expect(await overlay(page).getAttribute('data-call-type')).toBe('audio');
      await overlay(page).getByText(t(lang, 'calls:voiceCall')).waitFor();
    }
    // A voice call has no camera button.
    expect(
      await overlay(staff)
        .getByRole('button', { name: t('zh', 'calls:cameraOff') })
        .count(),
    ).toBe(0);

    await new Promise((r) => setTimeout(r, 1200));
    await overlay(staff)
      .getByRole('button', { name: named(t('zh', 'calls:hangUp')) })
      .click();
    await overlay(staff).waitFor({ state: 'detached' });
    await overlay(buyer).waitFor({ state: 'detached' });
    await notes(staff)
      .filter({ hasText: /^通话结束，时长 00:00:\d\d$/ })
      .last()
      .waitFor();
    await itemWith(buyer, ids.staff).locator('.of-chat-item-main').click();
    await notes(buyer)
      .filter({ hasText: /^Call ended, duration 00:00:\d\d$/ })
      .last()
      .waitFor();
    expect(errors).toEqual([]);
  });

  test('on a 375 px phone the incoming screen and the in-call controls fit the screen, and accept and hang up work', async () => {
    const { buyer, staff } = await pair(MOBILE);
    const count = await notes(staff)
      .filter({ hasText: /^通话结束，时长/ })
      .count();
    // The call buttons fit beside the name in the phone's header.
    await fitsPhone(staff, callButton(staff, 'zh', 'video'));
    await callButton(staff, 'zh', 'video').click();
    await overlay(staff).getByText(t('zh', 'calls:calling')).first().waitFor();
    await fitsPhone(staff, overlay(staff).getByRole('button', { name: named(t('zh', 'calls:cancel')) }));

    const ringing = incoming(buyer, 'en');
    await ringing.waitFor();
    await fitsPhone(buyer, ringing.getByRole('button', { name: named(t('en', 'calls:accept')) }));
    await fitsPhone(buyer, ringing.getByRole('button', { name: named(t('en', 'calls:refuse')) }));
    // The caller's picture is centred above the name, as on a wide screen.
    const avatar = await ringing.locator('.ant-avatar').boundingBox();
    expect(Math.abs((avatar?.x ?? 0) + (avatar?.width ?? 0) / 2 - MOBILE.width / 2)).toBeLessThan(4);
    await ringing.getByRole('button', { name: named(t('en', 'calls:accept')) }).click();

    for (const [page, lang] of [
      [buyer, 'en'],
      [staff, 'zh'],
    ] as const) {
      await until(
        () => peerStats(page),
        (s) => s.connected === 1,
        20_000,
        `${lang} connected`,
      );
      const section = overlay(page);
      await section.getByRole('timer').waitFor();
      await fitsPhone(page, section);
      await fitsPhone(page, section.getByRole('button', { name: named(t(lang, 'calls:hangUp')) }));
      await fitsPhone(page, section.getByRole('button', { name: t(lang, 'calls:micOff') }));
      await fitsPhone(page, section.getByRole('button', { name: t(lang, 'calls:cameraOff') }));
      await fitsPhone(page, section.getByRole('figure', { name: t(lang, 'calls:myCamera') }));
      // A call of two rings nobody once it is answered (the callee is not waiting for themself).
      expect(await section.getByText(stillRinging(lang)).count()).toBe(0);
    }
    // The mic button answers on the phone.
    await overlay(buyer)
      .getByRole('button', { name: t('en', 'calls:micOff') })
      .click();
    await overlay(buyer)
      .getByRole('button', { name: t('en', 'calls:micOn') })
      .waitFor();
    await overlay(staff).locator(`.of-call-tile[data-user="${ids.buyer}"][data-mic="off"]`).waitFor();

    await new Promise((r) => setTimeout(r, 1200));
    await overlay(buyer)
      .getByRole('button', { name: named(t('en', 'calls:hangUp')) })
      .click();
    await overlay(buyer).waitFor({ state: 'detached' });
    await overlay(staff).waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        notes(staff)
          .filter({ hasText: /^通话结束，时长 00:00:\d\d$/ })
          .count(),
      )
      .toBeGreaterThan(count);
    const overflow = await staff.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(MOBILE.width);
    expect(errors).toEqual([]);
  });
});
