/**
 * Screenshots of the screens the safe defaults added, for a human look; not part of the test run:
 *   npm run build -w apps/web && npx tsx e2e/screenshots-safety.ts
 * Writes .screenshots/safety/<screen>-<lang>-<desktop|mobile>.png: a product detail for a guest past the
 * tourist limit (the login prompt), and /profile with a new, unproven mobile (the optional code field).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CatalogPaths } from '@openfair/contract';
import type { Page } from 'playwright-core';
import { runtimeConfig } from './support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './support/browser';
import type { Lang } from './support/catalogue';
import { ACCOUNTS, loginAs } from './support/journey';
import { repoRoot, startServer } from './support/server';
import { settle } from './support/settle';

const OUT_DIR = path.join(repoRoot, '.screenshots/safety');
const SIZES = { desktop: DESKTOP, mobile: MOBILE } as const;
const LANGS: Lang[] = ['zh', 'en'];

/** A page of the product list as the guest at `address` gets it. */
async function productPage(baseURL: string, address: string, body: Record<string, unknown>) {
  const { exhibitionId, appId } = await runtimeConfig(baseURL);
  const res = await fetch(`${baseURL}${CatalogPaths.productList}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      ...body,
      languageType: 'cn',
      exhibitionId,
      appId,
      terminal: 'PC',
      subjectType: '',
    }),
  });
  return ((await res.json()) as { data: { list: { id: string }[] } }).data.list;
}

/** A guest at `address` pages through products until the tourist limit; the ids it saw. */
async function exhaustTouristLimit(baseURL: string, address: string): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let pageNum = 1; pageNum <= 5; pageNum++)
    for (const p of await productPage(baseURL, address, { pageNum, pageSize: 10 })) seen.add(p.id);
  return seen;
}

/** A product that guest has not seen (asked by another guest). */
async function unseenProduct(baseURL: string, seen: Set<string>): Promise<string> {
  const list = await productPage(baseURL, '10.250.0.1', { pageNum: 1, pageSize: 20, sort: 'priceDesc' });
  const id = list.find((p) => !seen.has(p.id))?.id;
  if (!id) throw new Error('no product the guest has not seen');
  return id;
}

async function shoot(
  page: Page,
  url: string,
  name: string,
  lang: Lang,
  saved: string[],
  before?: (p: Page) => Promise<void>,
) {
  for (const [sizeName, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await page.goto(url);
    await settle(page);
    if (before) await before(page);
    const file = path.join(OUT_DIR, `${name}-${lang}-${sizeName}.png`);
    await page.screenshot({ path: file, fullPage: false });
    saved.push(path.relative(repoRoot, file));
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
    for (const [i, lang] of LANGS.entries()) {
      const address = `10.251.0.${i + 1}`;
      const seen = await exhaustTouristLimit(baseURL, address);
      const product = await unseenProduct(baseURL, seen);
      const guest = await newContext(browser, { lang });
      await guest.setExtraHTTPHeaders({ 'x-forwarded-for': address });
      const page = await guest.newPage();
      await shoot(page, `${baseURL}/find-exhibit/detail/${product}`, 'product-tourist-limit', lang, saved);
      await guest.close();

      const context = await newContext(browser, { lang });
      const visitor = await context.newPage();
      await loginAs(visitor, baseURL, ACCOUNTS.visitor);
      await shoot(visitor, `${baseURL}/profile`, 'profile-contact-proof', lang, saved, async (p) => {
        const mobile = p.getByRole('textbox', { name: lang === 'zh' ? '手机号码' : /mobile/i }).first();
        await mobile.fill('13912345678');
        await p
          .getByText(lang === 'zh' ? /未验证的联系方式/ : /not verified/)
          .first()
          .scrollIntoViewIfNeeded();
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(saved.join('\n'));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
