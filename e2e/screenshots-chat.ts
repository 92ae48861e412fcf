/**
 * Screenshots of a conversation with pictures, a video and a file, for a human look; not part of the
 * test run:
 *   npm run build -w apps/web && npx tsx e2e/screenshots-chat.ts
 * Starts its own server (fresh PGlite with demo data) unless E2E_BASE_URL points at a running one. The
 * buyer sends a picture, a video and a file to an exhibitor's employee; writes
 * .screenshots/chat/<buyer|staff>-<lang>-<desktop|mobile>.png at 1366x900 and 375x740, the upload under
 * way (buyer-uploading-*) and the larger picture (staff-preview-*).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ChatPaths, MediaPaths } from '@openfair/contract';
import type { Page } from 'playwright-core';
import { postApi } from './support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './support/browser';
import type { Lang } from './support/catalogue';
import { ACCOUNTS, loginAs, readSession } from './support/journey';
import { mp4Video, pngImage } from './support/media-files';
import { repoRoot, startServer } from './support/server';
import { settle } from './support/settle';

const OUT_DIR = path.join(repoRoot, '.screenshots/chat');
const SIZES = { desktop: DESKTOP, mobile: MOBILE } as const;
const LANGS: Lang[] = ['zh', 'en'];

const accountOf = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(window.localStorage.getItem('openfair.session') ?? '{}') as {
          info?: { userAccountId?: string };
        }
      ).info?.userAccountId ?? '',
  );

/** Opens the one conversation with `name` on /chat (on a phone the list comes first). */
async function openConversation(page: Page, baseURL: string, name: string) {
  await page.goto(`${baseURL}/chat`);
  await page.locator('.of-chat-item', { hasText: name }).locator('.of-chat-item-main').click();
  await page.locator('.of-chat-composer').waitFor();
  await settle(page);
  // Let pictures and the video's poster load before the picture is taken.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.of-chat-messages img')).every(
      (img) => img.complete,
    ),
  );
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  const server = external ? null : await startServer();
  const baseURL = external ?? server?.baseURL ?? '';
  const browser = await launchBrowser();
  const saved: string[] = [];
  const shot = async (page: Page, name: string) => {
    const file = path.join(OUT_DIR, `${name}.png`);
    await page.screenshot({ path: file });
    saved.push(path.relative(repoRoot, file));
  };
  try {
    let sent = false;
    for (const lang of LANGS) {
      const buyerContext = await newContext(browser, { lang, viewport: DESKTOP });
      const staffContext = await newContext(browser, { lang, viewport: DESKTOP });
      const buyer = await buyerContext.newPage();
      const staff = await staffContext.newPage();
      await loginAs(buyer, baseURL, ACCOUNTS.visitor);
      await loginAs(staff, baseURL, ACCOUNTS.staff);
      const staffId = await accountOf(staff);
      const buyerToken = (await readSession(buyer)).token ?? '';
      const opened = await postApi<{ userProfile: { nick: string } }>(baseURL, ChatPaths.conversationOpen, {
        body: { userID: staffId },
        token: buyerToken,
        subjectType: 'VISITOR',
        languageType: lang === 'zh' ? 'cn' : 'en',
      });
      const staffName = opened.data.userProfile.nick;
      await openConversation(buyer, baseURL, staffName);
      if (!sent) {
        sent = true;
        const box = buyer.getByRole('textbox').last();
        await box.fill('Hello, here are our booth, a short tour and the price list.');
        await box.press('Enter');
        await buyer.getByTestId('chat-pick-image').setInputFiles({
          name: 'booth.png',
          mimeType: 'image/png',
          buffer: pngImage(1200, 800),
        });
        await buyer.locator('.of-chat-image').last().waitFor();
        // The video's chunks are slowed so the upload under way can be seen.
        await buyer.route(`**${MediaPaths.videoChunk}**`, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          return route.continue();
        });
        await buyer.getByTestId('chat-pick-video').setInputFiles({
          name: 'factory-tour.mp4',
          mimeType: 'video/mp4',
          buffer: mp4Video(7 * 1024 * 1024),
        });
        await buyer.getByRole('progressbar').waitFor();
        await buyer.waitForTimeout(1700);
        await shot(buyer, `buyer-uploading-${lang}-desktop`);
        await buyer.locator('video.of-chat-video').last().waitFor({ timeout: 30_000 });
        await buyer.getByRole('progressbar').waitFor({ state: 'detached', timeout: 30_000 });
        await buyer.getByTestId('chat-pick-file').setInputFiles({
          name: 'Price list 2026 (FOB Ningbo) — final version for buyers.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1_234_567, 32)]),
        });
        await buyer.locator('a.of-chat-file').last().waitFor({ timeout: 30_000 });
      }
      const buyerName =
        (
          await postApi<{ list: { userProfile: { nick: string } | null }[] }>(
            baseURL,
            ChatPaths.conversationList,
            {
              token: (await readSession(staff)).token,
              subjectType: 'ACTOR',
              languageType: lang === 'zh' ? 'cn' : 'en',
            },
          )
        ).data.list.find((c) => c.userProfile)?.userProfile?.nick ?? '';
      for (const [sizeName, size] of Object.entries(SIZES)) {
        for (const [who, page, peer] of [
          ['buyer', buyer, staffName],
          ['staff', staff, buyerName],
        ] as const) {
          await page.setViewportSize(size);
          await openConversation(page, baseURL, peer);
          await shot(page, `${who}-${lang}-${sizeName}`);
        }
        await staff.locator('.of-chat-image').last().click();
        await staff.locator('.of-chat-image-preview img').waitFor();
        await staff.waitForTimeout(400);
        await shot(staff, `staff-preview-${lang}-${sizeName}`);
        await staff.keyboard.press('Escape');
      }
      await buyerContext.close();
      await staffContext.close();
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(saved.join('\n'));
}

await main();
