/**
 * Screenshots of the catalogue screens for a human look; not part of the test run:
 *   npm run build -w apps/web && npx tsx e2e/screenshots-catalog.ts
 * Starts its own server (fresh PGlite with demo data) unless E2E_BASE_URL points at a running one, and
 * writes .screenshots/catalog/<screen>-<lang>-<desktop|mobile>.png at 1366x900 and 375x740, in zh and
 * en. The visitor gets two favourites first (so the favourites screen is not empty) and the history
 * fills itself as the detail screens are opened; the person detail is of a visitor with business
 * information (the demo visitors only filled the first step).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CatalogPaths } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { postApi } from './support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './support/browser';
import { apiToken, productList, registerBuyer, visitorList } from './support/catalog-data';
import type { Lang } from './support/catalogue';
import { ACCOUNTS, type DemoAccount, loginAs } from './support/journey';
import { repoRoot, startServer } from './support/server';
import { settle } from './support/settle';

const OUT_DIR = path.join(repoRoot, '.screenshots/catalog');
const SIZES = { desktop: DESKTOP, mobile: MOBILE } as const;
const LANGS: Lang[] = ['zh', 'en'];
const SEARCH_KEYWORD: Record<Lang, string> = { zh: '手机', en: 'phone case' };

type Shot = { name: string; path: string };

async function shoot(page: Page, baseURL: string, shot: Shot, lang: Lang, saved: string[]): Promise<void> {
  for (const [sizeName, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    // Loaded afresh at each size, as a phone would open it (no desktop state carried over).
    await page.goto(`${baseURL}${shot.path}`);
    await settle(page);
    const file = path.join(OUT_DIR, `${shot.name}-${lang}-${sizeName}.png`);
    await page.screenshot({ path: file });
    saved.push(path.relative(repoRoot, file));
  }
  await page.setViewportSize(DESKTOP);
}

async function loggedInPage(browser: Browser, baseURL: string, who: DemoAccount, lang: Lang): Promise<Page> {
  const context = await newContext(browser, { lang });
  const page = await context.newPage();
  await loginAs(page, baseURL, who);
  return page;
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  const server = external ? null : await startServer();
  const baseURL = external ?? server?.baseURL ?? '';
  const browser = await launchBrowser();
  const saved: string[] = [];
  try {
    const visitorToken = await apiToken(baseURL, ACCOUNTS.visitor);
    const visitor = { token: visitorToken, subjectType: 'VISITOR' as const };
    const products = (await productList(baseURL, visitor, 24)).list.filter((p) => p.scope === 0);
    const [product, second] = products;
    if (!product || !second) throw new Error('the demo data has too few public products');
    for (const p of [product, second]) {
      const added = await postApi(baseURL, CatalogPaths.addCollection, {
        body: { collectionType: 'PRODUCT', subjectId: p.id },
        token: visitorToken,
        subjectType: 'VISITOR',
      });
      if (added.code !== 1000) throw new Error(`addCollection: ${added.code} ${added.msg}`);
    }
    const buyer = await registerBuyer(baseURL, {
      companyPrefix: 'Harbour Sourcing',
      name: 'Mila Jansen',
      position: 'Category buyer',
      businessNature: 'tradingCompany',
      purchaseCategories: ['consumer-electronics', 'lighting', 'custom rugged cases'],
      sourcingDemand: 'Rugged phone cases, 5000 pieces a quarter, own logo and retail packaging.',
    });
    const actor = { token: await apiToken(baseURL, ACCOUNTS.admin), subjectType: 'ACTOR' as const };
    const person = (await visitorList(baseURL, actor, buyer.company)).list[0];
    if (!person) throw new Error('the registered buyer is not in the visitor list');

    for (const lang of LANGS) {
      const page = await loggedInPage(browser, baseURL, ACCOUNTS.visitor, lang);
      const visitorShots: Shot[] = [
        { name: 'find-actor', path: '/find/actor' },
        { name: 'find-product', path: '/find/product' },
        {
          name: 'search',
          path: `/search-list?keyword=${encodeURIComponent(SEARCH_KEYWORD[lang])}`,
        },
        { name: 'product-detail', path: `/find-exhibit/detail/${product.id}` },
        { name: 'exhibitor-detail', path: `/find-exhibitor/detail/${product.exhibitorId}` },
        { name: 'collection-product', path: '/collection/product' },
        { name: 'footprint-product', path: '/footprint/product' },
        { name: 'mail', path: '/mail' },
      ];
      for (const shot of visitorShots) await shoot(page, baseURL, shot, lang, saved);
      await page.context().close();

      const exhibitorPage = await loggedInPage(browser, baseURL, ACCOUNTS.admin, lang);
      await shoot(exhibitorPage, baseURL, { name: 'find-person', path: '/find/person' }, lang, saved);
      await shoot(
        exhibitorPage,
        baseURL,
        { name: 'person-detail', path: `/find-person/detail/${person.id}` },
        lang,
        saved,
      );
      await exhibitorPage.context().close();
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(`${saved.length} screenshots in ${path.relative(process.cwd(), OUT_DIR) || '.'}:`);
  for (const file of saved) console.log(`  ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
