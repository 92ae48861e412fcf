import { ChatPaths } from '@openfair/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { postApi } from '../support/api';
import {
  CALL_RING_TIMEOUT_E2E_SECONDS,
  DESKTOP,
  launchBrowser,
  newContext,
  trackPageErrors,
} from '../support/browser';
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
import { buttonName, t } from '../support/catalogue';
import { ACCOUNTS, type DemoAccount, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

/** Opens /chat on the conversation with `peerId` (opened through the API first, as a chat button does). */
async function openConversation(page: Page, peerId: string, peerName: string) {
  const session = await sessionOf(page);
  const opened = await postApi(baseURL, ChatPaths.conversationOpen, {
    body: { userID: peerId },
    token: session.token,
    subjectType: session.subjectType,
  });
  expect(opened.code).toBe(1000);
  await page.goto(`${baseURL}/chat`);
  await itemWith(page, peerId).locator('.of-chat-item-main').click();
  await page.locator('.of-chat-view-head', { hasText: peerName }).waitFor();
}

/**
 * Calls between a buyer (English), an exhibitor employee (Chinese) and the exhibitor's administrator
 * (English), with Chromium's generated camera and microphone: a video call
 * connects and carries video both ways, mic and camera toggles reach the other side, hanging up writes
 * the duration note; refuse, cancel, busy and the ring timeout leave their notes; three people meet in a
 * group call.
 */
test.describe('audio and video calls', () => {
  // Its steps build on each other (the same people's open pages): a retry starts it again from the first.
  test.describe.configure({ mode: 'serial' });
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let buyer: Page;
  let staff: Page;
  let admin: Page;
  const ids = { buyer: '', staff: '', admin: '' };
  const names = { buyerForStaff: '', staffForBuyer: '', adminForBuyer: '', buyerForAdmin: '' };
  const errors: string[] = [];
  const acceptToConnected: number[] = [];

  const open = async (
    who: DemoAccount,
    lang: 'zh' | 'en',
    viewport: { width: number; height: number } = DESKTOP,
  ) => {
    const context = await newContext(browser, { lang, viewport });
    await context.addInitScript(recordPeerConnections);
    contexts.push(context);
    const page = await context.newPage();
    errors.push(...trackPageErrors(page));
    await signIn(page, baseURL, who);
    return page;
  };

  test.beforeAll(async () => {
    browser = await launchBrowser({ fakeMedia: true });
    buyer = await open(ACCOUNTS.visitor, 'en');
    staff = await open(ACCOUNTS.staff, 'zh');
    admin = await open(ACCOUNTS.admin, 'en');
    ids.buyer = (await sessionOf(buyer)).info?.userAccountId ?? '';
    ids.staff = (await sessionOf(staff)).info?.userAccountId ?? '';
    ids.admin = (await sessionOf(admin)).info?.userAccountId ?? '';
    // The names each side's chat shows, in its language.
    const profile = async (page: Page, id: string, lang: 'cn' | 'en') => {
      const s = await sessionOf(page);
      const res = await postApi<{ userProfile: { nick: string } | null }>(
        baseURL,
        ChatPaths.conversationOpen,
        {
          body: { userID: id },
          token: s.token,
          subjectType: s.subjectType,
          languageType: lang,
        },
      );
      return res.data.userProfile?.nick ?? '';
    };
    // The administrator opens the conversation first: it is then in the administrator's list (the
    // buyer's shows it once a call message is in it).
    names.buyerForAdmin = await profile(admin, ids.buyer, 'en');
    names.staffForBuyer = await profile(buyer, ids.staff, 'en');
    names.adminForBuyer = await profile(buyer, ids.admin, 'en');
    names.buyerForStaff = await profile(staff, ids.buyer, 'cn');
    await openConversation(buyer, ids.staff, names.staffForBuyer);
    await staff.goto(`${baseURL}/chat`);
    await admin.goto(`${baseURL}/chat`);
    await Promise.all([callsReady(buyer), callsReady(staff), callsReady(admin)]);
  });

  test.afterAll(async () => {
    if (acceptToConnected.length > 0)
      console.log(`calls: accept → connected (ms): ${acceptToConnected.join(', ')}`);
    await browser?.close();
  });

  // A failed step must not leave anyone in a call: the next one would find them busy.
  test.afterEach(async () => {
    await leaveCalls([buyer, staff, admin]);
    await new Promise((r) => setTimeout(r, 600));
  });

  test('a one-to-one video call connects, carries video both ways, toggles reach the other side, and hang-up writes the duration', async () => {
    await callButton(buyer, 'en', 'video').click();
    await overlay(buyer).getByText(t('en', 'calls:calling')).first().waitFor();
    const ringing = incoming(staff, 'zh');
    await ringing.waitFor();
    await ringing.getByText(t('zh', 'calls:incomingVideo')).waitFor();
    const started = Date.now();
    await ringing.getByRole('button', { name: named(t('zh', 'calls:accept')) }).click();
    await until(
      () => peerStats(staff),
      (s) => s.connected === 1,
      20_000,
      'staff connected',
    );
    await until(
      () => peerStats(buyer),
      (s) => s.connected === 1,
      20_000,
      'buyer connected',
    );
    acceptToConnected.push(Date.now() - started);

    // Video frames arrive and are decoded on both sides.
    await until(
      () => peerStats(buyer),
      (s) => (s.framesDecoded[0] ?? 0) > 10,
      20_000,
      'buyer decodes',
    );
    await until(
      () => peerStats(staff),
      (s) => (s.framesDecoded[0] ?? 0) > 10,
      20_000,
      'staff decodes',
    );
    await overlay(buyer).getByRole('timer').waitFor();

    // The buyer mutes: the employee sees the mic off and hears nothing any more.
    const sample = async (page: Page, ms: number) => {
      const a = await peerStats(page);
      await new Promise((r) => setTimeout(r, ms));
      const b = await peerStats(page);
      return {
        energy: b.audioEnergy - a.audioEnergy,
        frames: (b.framesDecoded[0] ?? 0) - (a.framesDecoded[0] ?? 0),
      };
    };
    const before = await sample(staff, 2000);
    await overlay(buyer)
      .getByRole('button', { name: t('en', 'calls:micOff') })
      .click();
    const tile = overlay(staff).locator(`.of-call-tile[data-user="${ids.buyer}"]`);
    await tile.and(staff.locator('[data-mic="off"]')).waitFor();
    await tile.getByLabel(t('zh', 'calls:micOffOf', { name: names.buyerForStaff })).waitFor();
    await new Promise((r) => setTimeout(r, 500));
    const muted = await sample(staff, 2000);
    expect(before.energy).toBeGreaterThan(0);
    expect(muted.energy).toBeLessThan(before.energy / 10);

    // The buyer turns the camera off: the employee sees the avatar instead, and frames all but stop.
    await overlay(buyer)
      .getByRole('button', { name: t('en', 'calls:cameraOff') })
      .click();
    await tile.and(staff.locator('[data-camera="off"]')).waitFor();
    await new Promise((r) => setTimeout(r, 1000));
    const dark = await sample(staff, 2000);
    expect(dark.frames).toBeLessThan(before.frames / 2);

    // Both on again.
    await overlay(buyer)
      .getByRole('button', { name: t('en', 'calls:micOn') })
      .click();
    await overlay(buyer)
      .getByRole('button', { name: t('en', 'calls:cameraOn') })
      .click();
    await tile.and(staff.locator('[data-mic="on"][data-camera="on"]')).waitFor();

    await new Promise((r) => setTimeout(r, 1200));
    await overlay(buyer)
      .getByRole('button', { name: t('en', 'calls:hangUp') })
      .click();
    await overlay(buyer).waitFor({ state: 'detached' });
    await overlay(staff).waitFor({ state: 'detached' });
    const ended = notes(buyer).filter({ hasText: /^Call ended, duration 00:00:\d\d$/ });
    await ended.last().waitFor();
    const text = (await ended.last().textContent()) ?? '';
    expect(Number(text.slice(-2))).toBeGreaterThanOrEqual(2);
    // The employee's history has it too, in Chinese.
    await itemWith(staff, ids.buyer).locator('.of-chat-item-main').click();
    await notes(staff)
      .filter({ hasText: /^通话结束，时长 00:00:\d\d$/ })
      .last()
      .waitFor();
    // Camera and microphone back on when a call ends: the state machine's table (machine.test.ts). The
    // buyer places six calls in this file, the most one account may start in a minute.
  });

  test('the callee refuses; the caller is told and the note says so', async () => {
    await new Promise((r) => setTimeout(r, 600));
    await callButton(buyer, 'en', 'voice').click();
    const ringing = incoming(staff, 'zh');
    await ringing.getByText(t('zh', 'calls:incomingAudio')).waitFor();
    await ringing.getByRole('button', { name: named(t('zh', 'calls:refuse')) }).click();
    await buyer
      .getByText(t('en', 'calls:rejected', { user: names.staffForBuyer }))
      .first()
      .waitFor();
    await overlay(buyer).waitFor({ state: 'detached' });
    await notes(buyer)
      .filter({ hasText: t('en', 'chat:call.rejected', { name: names.staffForBuyer }) })
      .last()
      .waitFor();
  });

  test('the caller cancels while it rings: the ringing stops and the note says cancelled', async () => {
    await new Promise((r) => setTimeout(r, 600));
    const count = await notes(buyer)
      .filter({ hasText: t('en', 'chat:call.cancelled') })
      .count();
    await callButton(buyer, 'en', 'video').click();
    await incoming(staff, 'zh').waitFor();
    await overlay(buyer)
      .getByRole('button', { name: t('en', 'calls:cancel') })
      .click();
    await incoming(staff, 'zh').waitFor({ state: 'detached' });
    await staff.getByText(t('zh', 'calls:cancelled')).first().waitFor();
    await expect
      .poll(() =>
        notes(buyer)
          .filter({ hasText: t('en', 'chat:call.cancelled') })
          .count(),
      )
      .toBeGreaterThan(count);
  });

  test('a third person calling someone in a call hears that they are busy', async () => {
    await new Promise((r) => setTimeout(r, 600));
    await callButton(buyer, 'en', 'video').click();
    await incoming(staff, 'zh')
      .getByRole('button', { name: named(t('zh', 'calls:accept')) })
      .click();
    await until(
      () => peerStats(buyer),
      (s) => s.connected === 1,
      20_000,
      'buyer connected',
    );
    // The administrator (on a phone) calls the buyer, who is in the call.
    await openConversation(admin, ids.buyer, names.buyerForAdmin);
    await callsReady(admin);
    await callButton(admin, 'en', 'video').click();
    await admin
      .getByText(t('en', 'calls:busy', { user: names.buyerForAdmin }))
      .first()
      .waitFor();
    await overlay(admin).waitFor({ state: 'detached' });
    await notes(admin)
      .filter({ hasText: t('en', 'chat:call.busy', { name: names.buyerForAdmin }) })
      .last()
      .waitFor();
    // The buyer's call went on undisturbed.
    expect(await incoming(buyer, 'en').count()).toBe(0);
    expect((await peerStats(buyer)).connected).toBe(1);
    await overlay(staff)
      .getByRole('button', { name: named(t('zh', 'calls:hangUp')) })
      .click();
    await overlay(buyer).waitFor({ state: 'detached' });
  });

  test(`nobody answers: after the ring timeout (${CALL_RING_TIMEOUT_E2E_SECONDS} s here) both sides stop and the callee's note says no answer`, async () => {
    await new Promise((r) => setTimeout(r, 600));
    await itemWith(buyer, ids.staff).locator('.of-chat-item-main').click();
    const count = await notes(buyer)
      .filter({ hasText: t('en', 'chat:call.noAnswer') })
      .count();
    const started = Date.now();
    await callButton(buyer, 'en', 'video').click();
    await incoming(staff, 'zh').waitFor();
    await overlay(buyer).waitFor({ state: 'detached', timeout: (CALL_RING_TIMEOUT_E2E_SECONDS + 10) * 1000 });
    const rang = Date.now() - started;
    expect(rang).toBeGreaterThanOrEqual((CALL_RING_TIMEOUT_E2E_SECONDS - 1) * 1000);
    await incoming(staff, 'zh').waitFor({ state: 'detached' });
    await buyer.getByText(t('en', 'calls:noAnswer')).first().waitFor();
    await expect
      .poll(() =>
        notes(buyer)
          .filter({ hasText: t('en', 'chat:call.noAnswer') })
          .count(),
      )
      .toBeGreaterThan(count);
  });

  test('three people meet in a group video call', async () => {
    await new Promise((r) => setTimeout(r, 600));
    await callButton(buyer, 'en', 'group').click();
    const picker = buyer.getByRole('dialog', { name: t('en', 'chat:call.groupTitle') });
    await picker.getByRole('checkbox', { name: names.adminForBuyer }).check();
    await picker.getByRole('button', { name: buttonName(t('en', 'chat:call.start')) }).click();
    const staffRing = incoming(staff, 'zh');
    const adminRing = incoming(admin, 'en');
    await staffRing.getByRole('button', { name: named(t('zh', 'calls:accept')) }).click();
    // The second invitee answers while the first one's connection is being made (it rings only 8 s here).
    await adminRing.getByRole('button', { name: named(t('en', 'calls:accept')) }).click();
    for (const [page, who] of [
      [buyer, 'buyer'],
      [staff, 'staff'],
      [admin, 'admin'],
    ] as const) {
      await until(
        () => peerStats(page),
        (s) => s.connected === 2,
        30_000,
        `${who} connected to both`,
      );
      await until(
        () => peerStats(page),
        (s) => s.framesDecoded.length === 2 && s.framesDecoded.every((f) => f > 10),
        30_000,
        `${who} decodes both`,
      );
    }
    await overlay(admin).locator('.of-call-tile').nth(1).waitFor();
    // One leaves, the other two go on; then the call ends and the group note is written.
    await overlay(admin)
      .getByRole('button', { name: t('en', 'calls:hangUp') })
      .click();
    await overlay(admin).waitFor({ state: 'detached' });
    await until(
      () => peerStats(buyer),
      (s) => s.connected === 1,
      10_000,
      'buyer and staff still connected',
    );
    await overlay(buyer)
      .getByRole('button', { name: t('en', 'calls:hangUp') })
      .click();
    await overlay(staff).waitFor({ state: 'detached' });
    await notes(buyer)
      .filter({ hasText: t('en', 'chat:call.groupEnded') })
      .last()
      .waitFor();
    expect(errors).toEqual([]);
  });
});
