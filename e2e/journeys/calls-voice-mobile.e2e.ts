import { C2C_PREFIX, ChatPaths } from '@openfair/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { t } from '../support/catalogue';
import { ACCOUNTS, type DemoAccount, loginAs } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';

const baseURL = journeyBaseURL();

type Session = {
  token?: string;
  subjectType?: string;
  info?: { userAccountId?: string };
};
const sessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('openfair.session') ?? '{}') as Session);

/** Every RTCPeerConnection a page makes, kept on window so the journey can read what it sends. */
function recordPeerConnections() {
  const Original = window.RTCPeerConnection;
  const all: RTCPeerConnection[] = [];
  (window as unknown as { __ofPeers: RTCPeerConnection[] }).__ofPeers = all;
  window.RTCPeerConnection = class extends Original {
    constructor(config?: RTCConfiguration) {
      super(config);
      all.push(this);
    }
  } as typeof RTCPeerConnection;
}

type Sending = { connected: number; audioSenders: number; videoSenders: number; videoReceived: number };
/** Of the open peer connections: how many are connected, the kinds of track they send, inbound video. */
const sending = (page: Page) =>
  page.evaluate(async (): Promise<Sending> => {
    const peers = ((window as unknown as { __ofPeers?: RTCPeerConnection[] }).__ofPeers ?? []).filter(
      (pc) => pc.connectionState !== 'closed',
    );
    const result: Sending = { connected: 0, audioSenders: 0, videoSenders: 0, videoReceived: 0 };
    for (const pc of peers) {
      if (pc.connectionState === 'connected') result.connected += 1;
      for (const sender of pc.getSenders()) {
        if (sender.track?.kind === 'audio') result.audioSenders += 1;
        if (sender.track?.kind === 'video') result.videoSenders += 1;
      }
      const stats = await pc.getStats();
      stats.forEach((r: { type: string; kind?: string }) => {
        if (r.type === 'inbound-rtp' && r.kind === 'video') result.videoReceived += 1;
      });
    }
    return result;
  });

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeout = 30_000, what = 'condition') {
  const deadline = Date.now() + timeout;
  let last = await read();
  while (!ok(last)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  return last;
}

/** A button's name: its icon's label comes first, and antd may space two Chinese characters. */
const named = (text: string) =>
  new RegExp([...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?'));

const callsReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.ofCalls === '1', null, { timeout: 20_000 });
const incoming = (page: Page, lang: 'zh' | 'en') =>
  page.getByRole('dialog', { name: t(lang, 'calls:incomingTitle') });
const overlay = (page: Page) => page.locator('section.of-call');
const notes = (page: Page) => page.locator('.of-chat-messages .of-call-note');
const callButton = (page: Page, lang: 'zh' | 'en', kind: 'video' | 'voice') =>
  page.locator('.of-chat-view-head').getByRole('button', { name: t(lang, `chat:call.${kind}`) });

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
 * Voice calls, and calls on a phone: a buyer (English) calls an exhibitor employee (Chinese) with voice
 * only. The employee's incoming screen says it is a voice call; once answered, both are connected and
 * neither sends video (no camera track, no video element); hanging up writes the duration note in both
 * chats. Then both on a 375 px phone: the incoming screen and the in-call controls fit the screen
 * (nothing scrolls sideways), and accept and hang up work.
 */
describe('voice calls and calls on a phone', () => {
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
    await loginAs(page, baseURL, who);
    pages.push(page);
    return page;
  };

  /** The conversation with `peerId`, opened through the API (as a chat button does), shown on /chat. */
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
    // By its id: a name can head several items (a company conversation the person claimed).
    await page
      .locator(`.of-chat-item[data-conversation-id="${C2C_PREFIX}${peerId}"]`)
      .locator('.of-chat-item-main')
      .click();
    await page.locator('.of-chat-view-head', { hasText: nick }).waitFor();
    await callsReady(page);
    return nick;
  };

  beforeAll(async () => {
    browser = await launchBrowser({ fakeMedia: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  // A failed step must not leave anyone in a call: the next one would find them busy.
  afterEach(async () => {
    for (const page of pages) {
      const section = overlay(page);
      if ((await section.count()) === 0) continue;
      await section
        .locator('.ant-btn-dangerous')
        .last()
        .click()
        .catch(() => {});
      await section.waitFor({ state: 'detached', timeout: 5000 }).catch(() => {});
    }
    for (const context of contexts.splice(0)) await context.close();
    pages = [];
    await new Promise((r) => setTimeout(r, 600));
  });

  const pair = async (viewport: { width: number; height: number }) => {
    const buyer = await open(ACCOUNTS.visitor, 'en', viewport);
    const staff = await open(ACCOUNTS.staff, 'zh', viewport);
    ids.buyer = (await sessionOf(buyer)).info?.userAccountId ?? '';
    ids.staff = (await sessionOf(staff)).info?.userAccountId ?? '';
    names.staffForBuyer = await openConversation(buyer, ids.staff, 'en');
    // The employee waits on the chat page; the conversation shows in the list once a call note is in it.
    names.buyerForStaff = await nameOf(staff, ids.buyer, 'cn');
    await staff.goto(`${baseURL}/chat`);
    await callsReady(staff);
    return { buyer, staff };
  };

  it('a voice call rings as a voice call, connects without any video, and hang-up writes the duration in both chats', async () => {
    const { buyer, staff } = await pair(DESKTOP);
    await callButton(buyer, 'en', 'voice').click();
    await overlay(buyer).getByText(t('en', 'calls:calling')).first().waitFor();
    // Dialling a voice call opens no camera: no picture of myself.
    expect(await overlay(buyer).locator('video').count()).toBe(0);
    const ringing = incoming(staff, 'zh');
    await ringing.getByText(t('zh', 'calls:incomingAudio')).waitFor();
    expect(await ringing.getByText(t('zh', 'calls:incomingVideo')).count()).toBe(0);
    await ringing.getByRole('button', { name: named(t('zh', 'calls:accept')) }).click();

    for (const [page, who] of [
      [buyer, 'buyer'],
      [staff, 'staff'],
    ] as const) {
      const state = await until(
        () => sending(page),
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
    }
    await overlay(buyer).getByText(t('en', 'calls:voiceCall')).waitFor();
    await overlay(staff).getByText(t('zh', 'calls:voiceCall')).waitFor();
    // A voice call has no camera button.
    expect(
      await overlay(buyer)
        .getByRole('button', { name: t('en', 'calls:cameraOff') })
        .count(),
    ).toBe(0);

    await new Promise((r) => setTimeout(r, 1200));
    await overlay(buyer)
      .getByRole('button', { name: t('en', 'calls:hangUp') })
      .click();
    await overlay(buyer).waitFor({ state: 'detached' });
    await overlay(staff).waitFor({ state: 'detached' });
    await notes(buyer)
      .filter({ hasText: /^Call ended, duration 00:00:\d\d$/ })
      .last()
      .waitFor();
    await staff
      .locator(`.of-chat-item[data-conversation-id="${C2C_PREFIX}${ids.buyer}"]`)
      .locator('.of-chat-item-main')
      .click();
    await notes(staff)
      .filter({ hasText: /^通话结束，时长 00:00:\d\d$/ })
      .last()
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('on a 375 px phone the incoming screen and the in-call controls fit the screen, and accept and hang up work', async () => {
    const { buyer, staff } = await pair(MOBILE);
    const count = await notes(buyer)
      .filter({ hasText: /^Call ended, duration/ })
      .count();
    // The call buttons fit beside the name in the phone's header.
    await fitsPhone(buyer, callButton(buyer, 'en', 'video'));
    await callButton(buyer, 'en', 'video').click();
    await overlay(buyer).getByText(t('en', 'calls:calling')).first().waitFor();
    await fitsPhone(buyer, overlay(buyer).getByRole('button', { name: t('en', 'calls:cancel') }));

    const ringing = incoming(staff, 'zh');
    await ringing.waitFor();
    await fitsPhone(staff, ringing.getByRole('button', { name: named(t('zh', 'calls:accept')) }));
    await fitsPhone(staff, ringing.getByRole('button', { name: named(t('zh', 'calls:refuse')) }));
    // The caller's picture is centred above the name, as on a wide screen.
    const avatar = await ringing.locator('.ant-avatar').boundingBox();
    expect(Math.abs((avatar?.x ?? 0) + (avatar?.width ?? 0) / 2 - MOBILE.width / 2)).toBeLessThan(4);
    await ringing.getByRole('button', { name: named(t('zh', 'calls:accept')) }).click();

    for (const [page, lang] of [
      [buyer, 'en'],
      [staff, 'zh'],
    ] as const) {
      await until(
        () => sending(page),
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
    await overlay(staff)
      .getByRole('button', { name: t('zh', 'calls:micOff') })
      .click();
    await overlay(staff)
      .getByRole('button', { name: t('zh', 'calls:micOn') })
      .waitFor();
    await overlay(buyer).locator(`.of-call-tile[data-user="${ids.staff}"][data-mic="off"]`).waitFor();

    await new Promise((r) => setTimeout(r, 1200));
    await overlay(staff)
      .getByRole('button', { name: named(t('zh', 'calls:hangUp')) })
      .click();
    await overlay(staff).waitFor({ state: 'detached' });
    await overlay(buyer).waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        notes(buyer)
          .filter({ hasText: /^Call ended, duration 00:00:\d\d$/ })
          .count(),
      )
      .toBeGreaterThan(count);
    const overflow = await buyer.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(MOBILE.width);
    expect(errors).toEqual([]);
  });
});
