/**
 * Screenshots of the organizer console for a human look; not part of the test run:
 *   npm run build -w apps/web && npx tsx e2e/screenshots-organizer.ts
 * Starts its own server (fresh PGlite with demo data) unless E2E_BASE_URL points at a running one, and
 * writes .screenshots/organizer/<screen>-<lang>-<desktop|mobile>.png at 1366x900 and 375x740.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './support/browser';
import type { Lang } from './support/catalogue';
import { ACCOUNTS, loginAs } from './support/journey';
import { repoRoot, startServer } from './support/server';
import { settle } from './support/settle';

const OUT_DIR = path.join(repoRoot, '.screenshots/organizer');
const SIZES = { desktop: DESKTOP, mobile: MOBILE } as const;
const LANGS: Lang[] = ['zh', 'en'];
const SHOTS = [
  { name: 'home', path: '/organizer' },
  { name: 'fair', path: '/organizer/fair' },
  { name: 'exhibitors', path: '/organizer/exhibitors' },
  { name: 'reviews', path: '/organizer/reviews' },
  { name: 'reviews-vip', path: '/organizer/reviews?queue=vip' },
  { name: 'reviews-sourcing-needs', path: '/organizer/reviews?queue=sourcingNeeds' },
  { name: 'reviews-sourcing-signs', path: '/organizer/reviews?queue=sourcingSigns' },
  { name: 'sourcing', path: '/organizer/sourcing' },
  { name: 'banners', path: '/organizer/content/banners' },
  { name: 'news', path: '/organizer/content/news' },
  { name: 'pages', path: '/organizer/content/pages' },
  { name: 'pages-qa', path: '/organizer/content/pages?page=qa' },
  { name: 'versions', path: '/organizer/content/versions' },
  { name: 'carousel', path: '/organizer/content/carousel' },
  { name: 'ads', path: '/organizer/content/ads' },
  { name: 'hot-samples', path: '/organizer/content/hot-samples' },
  { name: 'questionnaire', path: '/organizer/questionnaire' },
  { name: 'broadcast', path: '/organizer/content/notices' },
  { name: 'staff', path: '/organizer/staff' },
  { name: 'audit-log', path: '/organizer/audit-log' },
];

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  const server = external ? null : await startServer();
  const baseURL = external ?? server?.baseURL ?? '';
  const browser = await launchBrowser();
  const saved: string[] = [];
  try {
    for (const lang of LANGS) {
      const context = await newContext(browser, { lang });
      const page = await context.newPage();
      await loginAs(page, baseURL, ACCOUNTS.organizer);
      for (const shot of SHOTS) {
        for (const [sizeName, size] of Object.entries(SIZES)) {
          await page.setViewportSize(size);
          await page.goto(`${baseURL}${shot.path}`);
          await settle(page);
          const file = path.join(OUT_DIR, `${shot.name}-${lang}-${sizeName}.png`);
          await page.screenshot({ path: file, fullPage: true });
          saved.push(path.relative(repoRoot, file));
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(saved.join('\n'));
}

await main();
