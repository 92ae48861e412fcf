import { CatalogPaths } from '@openfair/contract';
import type { Browser, Page } from 'playwright-core';
import { postApi } from '../support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext, trackPageErrors } from '../support/browser';
import { buttonName, t } from '../support/catalogue';
import { ACCOUNTS, expectPath, pathOf, readSession, submitLogin } from '../support/journey';
import { journeyBaseURL } from '../support/journey-server';
import { expect, test } from '../support/test';

const baseURL = journeyBaseURL();

type ProductCard = { id: string; name: string };
type CatalogPage<T> = { list: T[]; total: number; touristLimited?: boolean };
type SearchResult = { exhibitors: CatalogPage<{ name: string }>; products: CatalogPage<ProductCard> };

const PAGE_SIZE = 12;

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

function productList(pageNum: number, languageType: 'cn' | 'en' = 'cn') {
  return postApi<CatalogPage<ProductCard>>(baseURL, CatalogPaths.productList, {
    body: { pageNum, pageSize: PAGE_SIZE },
    languageType,
  });
}

function search(keyword: string, languageType: 'cn' | 'en') {
  return postApi<SearchResult>(baseURL, CatalogPaths.search, {
    body: { keyword, scope: 'all', pageNum: 1, pageSize: 8 },
    languageType,
  });
}

test.describe('finding products and searching', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('lets a guest browse products up to the tourist limit, then log in back to the same page', async () => {
    // What the server lets a guest see: pages of products until the tourist limit.
    const first = (await productList(1)).data;
    let lastPage = 1;
    let last = first;
    while (!last.touristLimited && last.list.length === PAGE_SIZE && lastPage < 10) {
      lastPage += 1;
      last = (await productList(lastPage)).data;
    }
    expect(last.touristLimited).toBe(true);
    const lastProduct = last.list.at(-1);
    if (!first.list[0] || !lastProduct) throw new Error('the demo data has no products');

    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseURL}/find/product`);
    await page.getByRole('heading', { name: t('zh', 'catalog:find.title.product') }).waitFor();
    await page.getByRole('heading', { name: first.list[0].name }).first().waitFor();
    // every card is a real link to the product detail
    const href = await page.getByRole('link', { name: first.list[0].name }).first().getAttribute('href');
    expect(href).toBe(`/find-exhibit/detail/${first.list[0].id}`);
    expect(await page.getByText(t('zh', 'catalog:tourist.title')).count()).toBe(0);

    // Page through the pagination to the tourist limit.
    for (let n = 2; n <= lastPage; n++) {
      await page.getByTitle(String(n), { exact: true }).click();
      await expect.poll(() => pathOf(page, baseURL)).toBe(`/find/product?page=${n}`);
    }
    await page.getByRole('heading', { name: lastProduct.name }).first().waitFor();
    const prompt = page.getByRole('article').filter({ hasText: t('zh', 'catalog:tourist.title') });
    await prompt.waitFor();
    // the prompt comes after the last product
    const articles = page.getByRole('article');
    expect(await articles.count()).toBe(last.list.length + 1);
    expect(await articles.last().textContent()).toContain(t('zh', 'catalog:tourist.title'));

    // Back keeps the list state: page 1 again.
    if (lastPage > 1) {
      await page.goBack();
      await expect
        .poll(() => pathOf(page, baseURL))
        .toBe(lastPage > 2 ? `/find/product?page=${lastPage - 1}` : '/find/product');
      await page.goForward();
      await prompt.waitFor();
    }

    await prompt.getByRole('link', { name: t('zh', 'catalog:tourist.login') }).click();
    await expectPath(page, baseURL, '/login/person');
    expect((await readSession(page)).toPath).toBe(`/find/product?page=${lastPage}`);
    await submitLogin(page, ACCOUNTS.visitor.email);
    await expect.poll(() => pathOf(page, baseURL)).toBe(`/find/product?page=${lastPage}`);
    // logged in: no prompt, and the cards carry favourite hearts
    const heartLabel = new RegExp(`^${t('zh', 'catalog:card.collect', { name: '' }).trim()}`);
    await page.getByRole('button', { name: heartLabel }).first().waitFor();
    expect(await page.getByText(t('zh', 'catalog:tourist.title')).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`finds "手机" and "phone case" at ${viewport.width} px with highlighted matches`, async () => {
      const zh = (await search('手机', 'cn')).data;
      const en = (await search('phone case', 'en')).data;
      expect(zh.products.list.map((p) => p.name).some((n) => n.includes('手机'))).toBe(true);
      expect(en.products.list.map((p) => p.name).some((n) => /phone cases?/i.test(n))).toBe(true);

      for (const [lang, keyword, result] of [
        ['zh', '手机', zh],
        ['en', 'phone case', en],
      ] as const) {
        const context = await newContext(browser, { viewport, lang });
        const page = await context.newPage();
        const errors = trackPageErrors(page);
        if (viewport.width >= 1000) {
          // the header search box leads to the results
          await page.goto(`${baseURL}/`);
          const box = page.getByPlaceholder(t(lang, 'layout:header.searchPlaceholder')).first();
          await box.fill(keyword);
          await box.press('Enter');
        } else {
          await page.goto(`${baseURL}/search-list?keyword=${encodeURIComponent(keyword)}`);
        }
        await expectPath(page, baseURL, '/search-list');
        await page.getByRole('heading', { name: t(lang, 'catalog:search.titleFor', { keyword }) }).waitFor();
        const firstProduct = result.products.list[0];
        if (!firstProduct) throw new Error(`no product for ${keyword}`);
        await page.getByRole('heading', { name: firstProduct.name }).first().waitFor();
        // matches are wrapped in <mark>
        await expect.poll(() => page.locator('article mark').count()).toBeGreaterThan(0);
        const marked = (await page.locator('article mark').allTextContents()).join(' ').toLowerCase();
        expect(marked.length).toBeGreaterThan(0);
        await page.getByRole('tab', { name: buttonName(t(lang, 'catalog:search.tabs.product')) }).click();
        await expect.poll(() => pathOf(page, baseURL)).toContain('tab=product');
        await page.getByRole('heading', { name: firstProduct.name }).first().waitFor();
        if (viewport.width < 750) await expectNoHorizontalOverflow(page);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }
});
