/**
 * Screenshots of the staff's shared inbox and group chats, for a human look; not part of the test run:
 *   npm run build -w apps/web && npx tsx e2e/screenshots-inbox-groups.ts
 * Starts its own server (fresh PGlite with demo data) unless E2E_BASE_URL points at a running one. A
 * buyer writes to the demo exhibitor's company; the employee's /chat shows it unclaimed
 * (inbox-<lang>-<desktop|mobile>), claims it and opens "Hand over" (handover-*); the administrator's "New group" dialog with colleagues picked
 * (group-new-*), the new group's members (group-members-*) and its header with the call buttons (group-head-*). Writes .screenshots/inbox-groups/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './support/browser';
import { buttonName, type Lang, t } from './support/catalogue';
import { ACCOUNTS, loginAs } from './support/journey';
import { repoRoot, startServer } from './support/server';
import { settle } from './support/settle';

const OUT_DIR = path.join(repoRoot, '.screenshots/inbox-groups');
const SIZES = { desktop: DESKTOP, mobile: MOBILE } as const;
const LANGS: Lang[] = ['zh', 'en'];

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  const server = external ? null : await startServer();
  const baseURL = external ?? server?.baseURL ?? '';
  const browser = await launchBrowser();
  const saved: string[] = [];
  const shot = async (page: Page, name: string) => {
    await settle(page);
    const file = path.join(OUT_DIR, `${name}.png`);
    await page.screenshot({ path: file });
    saved.push(path.relative(repoRoot, file));
  };
  try {
    for (const lang of LANGS) {
      const buyer = await (await newContext(browser, { lang, viewport: DESKTOP })).newPage();
      const staff = await (await newContext(browser, { lang, viewport: DESKTOP })).newPage();
      const admin = await (await newContext(browser, { lang, viewport: DESKTOP })).newPage();
      await loginAs(buyer, baseURL, ACCOUNTS.visitor);
      await loginAs(staff, baseURL, ACCOUNTS.staff);
      await loginAs(admin, baseURL, ACCOUNTS.admin);
      const exhibitorId = await staff.evaluate(
        () =>
          (
            JSON.parse(window.localStorage.getItem('openfair.session') ?? '{}') as {
              info?: { exhibitorEmployee?: { exhibitorId?: string } };
            }
          ).info?.exhibitorEmployee?.exhibitorId ?? '',
      );
      await buyer.goto(`${baseURL}/chat?exhibitor=${exhibitorId}`);
      const box = buyer.getByRole('textbox', { name: t(lang, 'chat:inputLabel') });
      await box.fill(lang === 'zh' ? '你好，请问可以发货到汉堡吗？' : 'Hello, do you ship to Hamburg?');
      await box.press('Enter');
      await buyer
        .locator('.of-chat-messages')
        .getByText(/Hamburg|汉堡/)
        .last()
        .waitFor();

      for (const [sizeName, size] of Object.entries(SIZES)) {
        await staff.setViewportSize(size);
        await staff.goto(`${baseURL}/chat`);
        await staff
          .locator('.of-chat-item', { hasText: t(lang, 'chat:inbox.unclaimed') })
          .first()
          .locator('.of-chat-item-main')
          .click();
        await staff.getByText(t(lang, 'chat:inbox.claimHint')).waitFor();
        await shot(staff, `inbox-${lang}-${sizeName}`);
      }
      // Claimed, the header offers "Hand over": its menu of colleagues, at both widths.
      await staff
        .locator('.of-chat-view-head')
        .getByRole('button', { name: t(lang, 'chat:inbox.claim'), exact: true })
        .click();
      for (const [sizeName, size] of Object.entries(SIZES)) {
        await staff.setViewportSize(size);
        await staff.goto(`${baseURL}/chat`);
        await staff
          .locator('.of-chat-item[data-conversation-id^="INBOX"] .of-chat-item-main')
          .first()
          .click();
        await staff.getByRole('button', { name: t(lang, 'chat:inbox.handOverLabel') }).click();
        await staff.getByRole('menuitem', { name: t(lang, 'chat:inbox.returnToInbox') }).waitFor();
        await staff
          .getByRole('menuitem', { name: new RegExp(t(lang, 'chat:inbox.handOverTo', { name: '' })) })
          .first()
          .waitFor();
        await shot(staff, `handover-${lang}-${sizeName}`);
      }
      // Back to the shared inbox, so the next language finds it unclaimed again.
      await staff.getByRole('menuitem', { name: t(lang, 'chat:inbox.returnToInbox') }).click();
      await staff
        .getByRole('dialog')
        .getByRole('button', { name: buttonName(t(lang, 'chat:inbox.returnToInbox')) })
        .click();
      await staff.getByText(t(lang, 'chat:inbox.returned')).waitFor();

      for (const [sizeName, size] of Object.entries(SIZES)) {
        await admin.setViewportSize(size);
        await admin.goto(`${baseURL}/chat`);
        await admin.getByRole('button', { name: t(lang, 'chatGroups:new') }).click();
        const dialog = admin.getByRole('dialog', { name: t(lang, 'chatGroups:newTitle') });
        await dialog.getByLabel(t(lang, 'chatGroups:name')).fill(lang === 'zh' ? '展位值班组' : 'Booth team');
        await dialog.getByRole('checkbox').first().waitFor();
        for (const check of await dialog.getByRole('checkbox').all()) await check.check();
        await shot(admin, `group-new-${lang}-${sizeName}`);
        await dialog.getByRole('button', { name: buttonName(t(lang, 'chatGroups:create')) }).click();
        await dialog.waitFor({ state: 'hidden' });
        await admin.getByRole('button', { name: t(lang, 'chatGroups:members', { count: '3' }) }).click();
        await admin.getByRole('dialog').last().waitFor();
        await shot(admin, `group-members-${lang}-${sizeName}`);
        await admin.keyboard.press('Escape');
        // The group's header: members, and its voice and video calls.
        await admin.getByRole('dialog').last().waitFor({ state: 'hidden' });
        await shot(admin, `group-head-${lang}-${sizeName}`);
      }
    }
    console.log(`wrote ${saved.length} screenshots:\n  ${saved.join('\n  ')}`);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
