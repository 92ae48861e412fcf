import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type LiveDetail,
  type LiveFunnel,
  type LiveMagItem,
  LivePaths,
  type LiveProduct,
  type LiveReview,
  LiveState,
} from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { apiToken, expectNoHorizontalOverflow } from '../support/catalog-data';
import { ACCOUNTS, type DemoAccount, signIn } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();
const SHOTS = path.resolve(import.meta.dirname, '../test-results/live');
const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
const hasFfmpeg = spawnSync(FFMPEG, ['-version']).status === 0;

/** A demo company and a buyer of their own, so the other journeys' data stays as seeded. */
const ADMIN: DemoAccount = {
  email: 'admin.50@exhibitor.openfair.test',
  loginPath: '/login/actor',
  landing: '/company-management',
};
const BUYER: DemoAccount = { email: 'visitor.25@openfair.test', loginPath: '/login/person', landing: '/' };
const ORGANIZER = ACCOUNTS.organizer;

async function call<T>(
  pathname: Parameters<typeof postApi>[1],
  token: string,
  subjectType: string,
  body = {},
) {
  const res = await postApi<T>(baseURL, pathname, { token, subjectType, body, languageType: 'en' });
  if (res.code !== 1000) throw new Error(`${pathname}: ${res.code} ${res.msg}`);
  return res.data;
}

/** ffmpeg publishing a test picture and tone (the encoder OBS would be) for `seconds`. */
function publish(url: string, seconds: number): ChildProcess {
  return spawn(
    FFMPEG,
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc=size=640x360:rate=25:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...[
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-tune',
        'zerolatency',
        '-g',
        '25',
        '-pix_fmt',
        'yuv420p',
      ],
      ...['-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
}
const exited = (child: ChildProcess) =>
  new Promise<number>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.on('exit', (code) => resolve(code ?? -1)),
  );

/** How far the page's video plays within `ms` (seconds of media time). */
async function playedWithin(page: Page, ms: number): Promise<number> {
  const video = page.getByTestId('live-video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await page.waitForTimeout(ms);
  return (await video.evaluate((v: HTMLVideoElement) => v.currentTime)) - start;
}

test.describe('live streams', () => {
  // Its steps build on each other (the same people's open pages): a retry starts it again from the first.
  test.describe.configure({ mode: 'serial' });
  test.skip(!hasFfmpeg, 'needs ffmpeg');
  let browser: Browser;
  let adminToken: string;
  let buyerToken: string;
  let live: LiveMagItem;
  let encoder: ChildProcess | null = null;

  test.beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    adminToken = await apiToken(baseURL, ADMIN);
    buyerToken = await apiToken(baseURL, BUYER);
  });
  test.afterAll(async () => {
    encoder?.kill('SIGKILL');
    await browser?.close();
  });

  test('an exhibitor creates a live in /liveManage and goes on air when ffmpeg publishes with its key', async () => {
    const context = await newContext(browser, { lang: 'en' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, ADMIN, { at: '/liveManage' });
    await page.getByTestId('live-create').click();
    const name = `Live e2e ${Date.now()}`;
    await page.getByTestId('live-name').fill(name);
    await page.locator('#live-save').click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    const lives = await call<{ list: LiveMagItem[] }>(LivePaths.magQueryList, adminToken, 'ACTOR', {
      pageSize: 50,
    });
    live = lives.list.find((l) => l.name === name)!;
    expect(live.liveState).toBe(LiveState.Upcoming);
    // feature two of the company's products
    const products = await call<{ list: LiveProduct[] }>(LivePaths.magQueryProduct, adminToken, 'ACTOR', {
      pageSize: 2,
    });
    live = await call<LiveMagItem>(LivePaths.magUpdate, adminToken, 'ACTOR', {
      ...live,
      cover: live.coverRef,
      productIds: products.list.map((p) => p.id),
    });
    // It waits for the organizer's review: the company sees that on /liveManage...
    await page.reload();
    await expect.poll(() => row.getByTestId('live-review-state').innerText()).toMatch(/Waiting for review/);

    // ...and a buyer does not find it on /live/list.
    const buyerContext = await newContext(browser, { lang: 'en' });
    const buyerPage = await buyerContext.newPage();
    await signIn(buyerPage, baseURL, BUYER);
    const listFor = `${baseURL}/live/list?name=${encodeURIComponent(name)}`;
    await buyerPage.goto(listFor);
    await buyerPage.getByText('No lives yet').waitFor();
    expect(await buyerPage.getByTestId('live-card').count()).toBe(0);

    // The organizer approves it in the review queue...
    const organizerContext = await newContext(browser, { lang: 'en' });
    const organizerPage = await organizerContext.newPage();
    await signIn(organizerPage, baseURL, ORGANIZER, {
      at: `/organizer/reviews?queue=lives&keyword=${encodeURIComponent(name)}`,
    });
    await organizerPage.getByRole('tab', { name: 'Lives' }).waitFor();
    const queued = organizerPage.locator('.of-table-row', { hasText: name });
    await queued.getByRole('button', { name: 'Approve' }).click();
    const dialog = organizerPage.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await queued.waitFor({ state: 'detached' });
    await organizerContext.close();

    // ...and it is listed for the buyer.
    await buyerPage.goto(listFor);
    await buyerPage.getByTestId('live-card').filter({ hasText: name }).waitFor();
    await buyerContext.close();
    await page.reload();
    await expect.poll(() => row.getByTestId('live-review-state').innerText()).toMatch(/Approved/);

    await row.getByTestId('live-obs').click();
    const server = (await page.getByTestId('obs-server').innerText()).trim();
    const key = (await page.getByTestId('obs-key').innerText()).trim();
    expect(server).toMatch(/^rtmp:\/\/[^/]+:\d+\/live$/);
    await expect.poll(() => page.getByTestId('obs-status').innerText()).toMatch(/Waiting/);
    const rtmp = server;

    // a wrong key is refused: ffmpeg fails and the live stays upcoming
    const wrong = publish(`${rtmp}/${key.split('?')[0]}?key=wrong`, 3);
    expect(await exited(wrong)).not.toBe(0);
    const still = await call<LiveDetail>(LivePaths.queryDetail, buyerToken, 'VISITOR', { liveId: live.id });
    expect(still.liveState).toBe(LiveState.Upcoming);

    encoder = publish(`${rtmp}/${key}`, 40);
    await expect
      .poll(() => page.getByTestId('obs-status').innerText(), { timeout: 20_000 })
      .toMatch(/arriving/);
    await page.screenshot({ path: path.join(SHOTS, 'obs.png') });
    const detail = await call<LiveDetail>(LivePaths.queryDetail, buyerToken, 'VISITOR', { liveId: live.id });
    expect(detail.liveState).toBe(LiveState.OnAir);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a buyer watches at 640 px, likes, chats, inquires and orders the pinned product: the funnel counts it', async () => {
    const context = await newContext(browser, { lang: 'en', viewport: { width: 640, height: 900 } });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseURL, BUYER, { at: `/live/${live.id}` });
    expect(await playedWithin(page, 3000)).toBeGreaterThan(2);
    await page.screenshot({ path: path.join(SHOTS, 'watching.png') });

    await page.getByTestId('live-thumb').click();
    await expect.poll(() => page.getByTestId('live-thumb').getAttribute('aria-pressed')).toBe('true');

    const text = `hello ${Date.now()}`;
    await page.getByTestId('live-chat-input').fill(text);
    await page.getByTestId('live-chat-input').press('Enter');
    await page.getByTestId('live-chat-list').getByText(text).waitFor();

    // the presenter pins a featured product; the buyer sees its card
    await call(LivePaths.magPin, adminToken, 'ACTOR', { id: live.id, productId: live.productIds[0] });
    const card = page.getByTestId('pinned-product');
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: /Inquire/ }).click();
    await page.getByRole('dialog').first().waitFor();
    // the inquiry carries the pinned product into the booth's conversation, as its product card
    await page.locator(`[role="dialog"] [data-product="${live.productIds[0]}"]`).first().waitFor();
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: /Intent order/ }).click();
    await page.getByTestId('order-quantity').fill('12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Intent order placed').waitFor();

    await expect
      .poll(() => call<LiveFunnel>(LivePaths.magFunnel, adminToken, 'ACTOR', { id: live.id }))
      .toEqual({ viewers: 1, cardViews: 1, inquiries: 1, orders: 1 });

    // the encoder stops: the live is a replay at once, and the replay plays
    encoder?.kill('SIGINT');
    await exited(encoder!);
    encoder = null;
    await expect
      .poll(
        async () => {
          const d = await call<LiveDetail>(LivePaths.queryDetail, buyerToken, 'VISITOR', { liveId: live.id });
          return `${d.liveState}:${d.playback.kind}`;
        },
        { timeout: 30_000 },
      )
      .toBe(`${LiveState.Replay}:flv`);
    await page.reload();
    await page.getByTestId('live-state').filter({ hasText: 'Replay' }).waitFor();
    expect(await playedWithin(page, 2000)).toBeGreaterThan(1);
    await page.screenshot({ path: path.join(SHOTS, 'replay.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a private live needs its code; a guest gets "Please login" on a client-pool live, also at 375 px', async () => {
    const start = new Date(Date.now() + 3600_000).toISOString();
    const priv = await call<LiveMagItem>(LivePaths.magAdd, adminToken, 'ACTOR', {
      name: 'Private e2e',
      startTime: start,
      scope: 3,
      password: 'code42',
    });
    const pool = await call<LiveMagItem>(LivePaths.magAdd, adminToken, 'ACTOR', {
      name: 'Pool e2e',
      startTime: start,
      scope: 1,
    });
    // the organizer approves both (the first test proves the queue in the browser)
    const organizerToken = await apiToken(baseURL, ORGANIZER);
    const queue = await call<{ list: LiveReview[] }>(LivePaths.reviewList, organizerToken, 'ORGANIZER', {
      pageSize: 100,
    });
    for (const l of [priv, pool]) {
      const entry = queue.list.find((q) => q.id === l.id)!;
      await call(LivePaths.reviewDecide, organizerToken, 'ORGANIZER', {
        id: l.id,
        decision: 'approve',
        submittedAt: entry.submittedAt,
      });
    }
    const context = await newContext(browser, { lang: 'en' });
    const page = await context.newPage();
    await signIn(page, baseURL, BUYER, { at: `/live/${priv.id}` });
    await page.getByTestId('live-code').fill('wrong');
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.getByText('Invitation code error').first().waitFor();
    await page.getByTestId('live-code').fill('code42');
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.getByText(/The live starts at/).waitFor();
    await context.close();

    const guest = await newContext(browser, { lang: 'en', viewport: MOBILE });
    const guestPage = await guest.newPage();
    await guestPage.goto(`${baseURL}/live/${pool.id}`);
    await guestPage.getByText('Please login').first().waitFor();
    await expectNoHorizontalOverflow(guestPage);
    await guestPage.locator('.of-live-gate').getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(guestPage.url()).pathname).toMatch(/login/);
    await guest.close();
  });

  test('lists lives with their state badges and filters', async () => {
    const context = await newContext(browser, { lang: 'zh', viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(`${baseURL}/live`);
    await page.getByTestId('live-card').first().waitFor();
    expect(await page.getByTestId('live-card').count()).toBeLessThanOrEqual(12);
    await expectNoHorizontalOverflow(page);
    await page.getByText('回放', { exact: true }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe('0');
    await page.screenshot({ path: path.join(SHOTS, 'list-mobile.png') });
    await context.close();
  });
});
