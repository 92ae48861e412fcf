/**
 * Screenshots of the exhibitor back office for a human look; not part of the test run:
 *   npm run build -w apps/web && npx tsx e2e/screenshots-back-office.ts
 * Starts its own server (fresh PGlite with demo data) unless E2E_BASE_URL points at a running one, and
 * writes .screenshots/back-office/<screen>-<lang>-<desktop|mobile>[-full].png at 1366x900 and 375x740.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './support/browser';
import type { Lang } from './support/catalogue';
import { ACCOUNTS, loginAs } from './support/journey';
import { repoRoot, startServer } from './support/server';
import { settle } from './support/settle';

const OUT_DIR = path.join(repoRoot, '.screenshots/back-office');
const SIZES = { desktop: DESKTOP, mobile: MOBILE } as const;
const LANGS: Lang[] = ['zh', 'en'];
const SHOTS = [
  { name: 'company-management', path: '/company-management' },
  { name: 'company-info', path: '/company-info' },
  { name: 'exhibit-list', path: '/my-exhibit-list' },
  { name: 'add-exhibit', path: '/add-exhibit' },
  { name: 'employee-list', path: '/my-employee-list' },
  { name: 'add-employee', path: '/add-employee' },
  { name: 'hotspot', path: '/hotspot' },
  { name: 'hotspot-new', path: '/hotspot-detail/1' },
];

async function shoot(page: Page, baseURL: string, lang: Lang, saved: string[]): Promise<void> {
  // The first exhibit of the list, for its detail and edit screens.
  await page.goto(`${baseURL}/my-exhibit-list`);
  const href = await page.locator('a[href^="/exhibit-detail/"]').first().getAttribute('href');
  await page.goto(`${baseURL}/hotspot`);
  await page.locator('.of-scene-grid, .ant-empty').first().waitFor();
  const scene = await page
    .locator('a[href^="/hotspot-detail/2/"]')
    .first()
    .getAttribute('href')
    .catch(() => null);
  const shots = [
    ...(scene
      ? [
          { name: 'hotspot-points', path: scene },
          { name: 'hotspot-preview', path: scene.replace('/2/', '/3/') },
        ]
      : []),
    ...SHOTS,
    { name: 'exhibit-detail', path: href ?? '/my-exhibit-list' },
    { name: 'exhibit-edit', path: (href ?? '').replace('/exhibit-detail/', '/exhibit/') },
  ];
  for (const shot of shots) {
    for (const [sizeName, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await page.goto(`${baseURL}${shot.path}`);
      await settle(page);
      const file = path.join(OUT_DIR, `${shot.name}-${lang}-${sizeName}.png`);
      await page.screenshot({ path: file, fullPage: true });
      saved.push(path.relative(repoRoot, file));
    }
  }
}

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
      await loginAs(page, baseURL, ACCOUNTS.admin);
      await shoot(page, baseURL, lang, saved);
      await context.close();
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(saved.join('\n'));
}

await main();
