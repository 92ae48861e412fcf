/**
 * Screenshots of the foundation screens for a human look (not part of the test run):
 *   npm run build -w apps/web && npx tsx e2e/screenshots.ts
 * Starts its own server (fresh PGlite with demo data) and writes PNGs to .screenshots/ at the repository
 * root, named <screen>-<lang>-<desktop|mobile>.png, at 1366x900 and 375x740, in zh and en.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ContentPaths } from '@openfair/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { postApi } from './support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './support/browser';
import type { Lang } from './support/catalogue';
import { ACCOUNTS, type DemoAccount, loginAs } from './support/journey';
import { repoRoot, startServer } from './support/server';
import { settle } from './support/settle';

const OUT_DIR = path.join(repoRoot, '.screenshots');
const SIZES = { desktop: DESKTOP, mobile: MOBILE } as const;
const LANGS: Lang[] = ['zh', 'en'];

type Shot = { name: string; path: string };

async function shoot(page: Page, baseURL: string, shot: Shot, lang: Lang, saved: string[]): Promise<void> {
  await page.goto(`${baseURL}${shot.path}`);
  for (const [sizeName, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await settle(page);
    const file = path.join(OUT_DIR, `${shot.name}-${lang}-${sizeName}.png`);
    await page.screenshot({ path: file });
    saved.push(path.relative(repoRoot, file));
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  const saved: string[] = [];
  const contexts: BrowserContext[] = [];
  try {
    const { baseURL } = server;
    const articles = await postApi<{ list: { id: string }[] }>(baseURL, ContentPaths.articleList, {
      body: { pageNum: 1, pageSize: 1 },
    });
    const articleId = articles.data.list[0]?.id;
    if (!articleId) throw new Error('the demo data has no news article');

    const publicShots: Shot[] = [
      { name: 'home', path: '/' },
      { name: 'login-person', path: '/login/person' },
      { name: 'login-actor', path: '/login/actor' },
      { name: 'news-list', path: '/news' },
      { name: 'news-detail', path: `/news/${articleId}` },
      { name: 'about', path: '/aboutus' },
      { name: 'agreement', path: '/agreement' },
      { name: 'qa', path: '/qa' },
      { name: 'version-log', path: '/versionLog' },
      { name: '404', path: '/no-such-page' },
      { name: 'not-available', path: '/find/actor' },
    ];
    const dashboards: [DemoAccount, Shot][] = [
      [ACCOUNTS.admin, { name: 'dashboard-admin', path: '/company-management' }],
      [ACCOUNTS.staff, { name: 'dashboard-staff', path: '/my-exhibit-list' }],
    ];

    for (const lang of LANGS) {
      const anonymous = await newContext(browser, { lang });
      contexts.push(anonymous);
      const page = await anonymous.newPage();
      for (const shot of publicShots) await shoot(page, baseURL, shot, lang, saved);

      for (const [account, shot] of dashboards) {
        const context = await newContext(browser, { lang });
        contexts.push(context);
        const accountPage = await context.newPage();
        await loginAs(accountPage, baseURL, account);
        await shoot(accountPage, baseURL, shot, lang, saved);
      }
    }
  } finally {
    for (const context of contexts) await context.close().catch(() => {});
    await browser.close();
    await server.stop();
  }
  console.log(`${saved.length} screenshots in ${path.relative(process.cwd(), OUT_DIR) || '.'}:`);
  for (const file of saved) console.log(`  ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
