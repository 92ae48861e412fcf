/**
 * Screenshots of the sourcing meetings for a human look; not part of the test run:
 *   npm run build -w apps/web && npx tsx e2e/screenshots-sourcing.ts
 * Starts its own server (fresh PGlite with demo data) unless E2E_BASE_URL points at a running one, and
 * writes .screenshots/sourcing/<screen>-<lang>-<desktop|mobile>.png at 1366x900 and 375x740: the public
 * page as a guest, a visitor and an exhibitor administrator, the buyer's and the exhibitor's pages, the
 * console's meetings and the two sourcing review queues.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './support/browser';
import type { Lang } from './support/catalogue';
import { ACCOUNTS, type DemoAccount, loginAs } from './support/journey';
import { repoRoot, startServer } from './support/server';
import { settle } from './support/settle';

const OUT_DIR = path.join(repoRoot, '.screenshots/sourcing');
const SIZES = { desktop: DESKTOP, mobile: MOBILE } as const;
const LANGS: Lang[] = ['zh', 'en'];
const SHOTS: { who: DemoAccount | null; role: string; paths: { name: string; path: string }[] }[] = [
  { who: null, role: 'guest', paths: [{ name: 'docking', path: '/procurementDocking' }] },
  {
    who: ACCOUNTS.visitor,
    role: 'visitor',
    paths: [
      { name: 'docking', path: '/procurementDocking' },
      { name: 'docking-past', path: '/procurementDocking?scope=past' },
      { name: 'purchase', path: '/purchaseMeeting' },
    ],
  },
  {
    who: ACCOUNTS.admin,
    role: 'admin',
    paths: [
      { name: 'docking', path: '/procurementDocking' },
      { name: 'meetings', path: '/meetingList' },
    ],
  },
  {
    who: ACCOUNTS.organizer,
    role: 'organizer',
    paths: [
      { name: 'console', path: '/organizer/sourcing' },
      { name: 'needs', path: '/organizer/reviews?queue=sourcingNeeds' },
      { name: 'signs', path: '/organizer/reviews?queue=sourcingSigns&status=approved' },
    ],
  },
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
      for (const group of SHOTS) {
        const context = await newContext(browser, { lang });
        const page = await context.newPage();
        if (group.who) await loginAs(page, baseURL, group.who);
        for (const shot of group.paths) {
          for (const [sizeName, size] of Object.entries(SIZES)) {
            await page.setViewportSize(size);
            await page.goto(`${baseURL}${shot.path}`);
            await settle(page);
            const file = path.join(OUT_DIR, `${group.role}-${shot.name}-${lang}-${sizeName}.png`);
            await page.screenshot({ path: file, fullPage: true });
            saved.push(path.relative(repoRoot, file));
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(saved.join('\n'));
}

await main();
