/**
 * Screenshots of the screens a newcomer meets first, for a human look; not part of the test run:
 *   npm run build -w apps/web && npx tsx e2e/screenshots-first-minutes.ts
 * Starts its own server (fresh PGlite with demo data) unless E2E_BASE_URL points at a running one, and
 * writes .screenshots/first-minutes/<screen>-<lang>-<desktop|mobile>.png at 1366x900 and 375x740, in zh
 * and en: the home page (banner text over its artwork, hot exhibitors, product pictures), the guest's
 * visitor list, the registration steps, the company file as a visitor, and the home's first hot-exhibitor
 * scene with a product point opened.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './support/browser';
import type { Lang } from './support/catalogue';
import { ACCOUNTS, loginAs } from './support/journey';
import { repoRoot, startServer } from './support/server';
import { settle } from './support/settle';

const OUT_DIR = path.join(repoRoot, '.screenshots/first-minutes');
const SIZES = { desktop: DESKTOP, mobile: MOBILE } as const;
const LANGS: Lang[] = ['zh', 'en'];

type Shot = { name: string; path: string; fullPage?: boolean; prepare?: (page: Page) => Promise<void> };

const openFirstHotPoint = async (page: Page) => {
  const point = page.locator('.of-hot-point').first();
  await point.scrollIntoViewIfNeeded();
  await point.click();
  await page.locator('.of-hot-popover').first().waitFor();
  await settle(page);
};

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  const server = external ? null : await startServer();
  const baseURL = external ?? server?.baseURL ?? '';
  const browser = await launchBrowser();
  const saved: string[] = [];
  const shoot = async (page: Page, shot: Shot, lang: Lang) => {
    for (const [sizeName, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await page.goto(`${baseURL}${shot.path}`);
      await settle(page);
      if (shot.prepare) await shot.prepare(page);
      const file = path.join(OUT_DIR, `${shot.name}-${lang}-${sizeName}.png`);
      await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
      saved.push(path.relative(repoRoot, file));
    }
  };
  try {
    for (const lang of LANGS) {
      const guest = await (await newContext(browser, { lang })).newPage();
      for (const shot of [
        { name: 'home', path: '/', fullPage: true },
        { name: 'home-hot-point', path: '/', prepare: openFirstHotPoint },
        { name: 'find-person-guest', path: '/find/person' },
        { name: 'register-email', path: '/register/email/0' },
      ])
        await shoot(guest, shot, lang);
      await guest.context().close();

      const visitor = await (await newContext(browser, { lang })).newPage();
      await loginAs(visitor, baseURL, ACCOUNTS.visitor);
      await shoot(visitor, { name: 'companyfile', path: '/companyfile' }, lang);
      await visitor.context().close();
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(`${saved.length} screenshots in ${path.relative(process.cwd(), OUT_DIR) || '.'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
