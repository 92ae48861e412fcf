import { CatalogPaths } from '@openfair/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { sessionStore } from '../../../lib/session-store';
import { exhibitor, filterOptions, loginAs, product } from '../../../test/catalog-data';
import { currentLocation, renderScreen } from '../../../test/render';
import { type Body, bodiesOf, failure, mockApi } from '../../../test/server';
import { FindListScreen } from './find-list-screen';

const productPage = (body: Body, extra: Record<string, unknown> = {}) => ({
  list: [product(`p${body.pageNum}-1`), product(`p${body.pageNum}-2`)],
  total: 30,
  pageNum: body.pageNum,
  pageSize: 12,
  ...extra,
});

const renderFind = (initial: string) =>
  renderScreen(<FindListScreen />, { route: '/find/:type', at: initial });
const location = currentLocation;

beforeAll(() => {
  initI18n('zh');
});

beforeEach(() => {
  sessionStore.reset();
});

describe('find list screen', () => {
  it('sends the filters of the address and applies a keyword from page 1', async () => {
    mockApi({
      [CatalogPaths.filterOptions]: () => filterOptions,
      [CatalogPaths.productList]: (b) => productPage(b),
    });
    renderFind('/find/product?category=electronics&floor=3F&tag=%E6%96%B0%E5%93%81&sort=priceDesc&page=2');

    await screen.findByText('智能手机壳 p2-1');
    expect(bodiesOf(CatalogPaths.productList)[0]).toEqual({
      pageNum: 2,
      pageSize: 12,
      keyword: '',
      category: 'electronics',
      countryId: '',
      floor: '3F',
      tags: ['新品'],
      sort: 'priceDesc',
      exhibitorId: '',
    });

    const box = screen.getByPlaceholderText('搜索展品名称');
    fireEvent.change(box, { target: { value: ' 手机壳 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });

    await waitFor(() => expect(bodiesOf(CatalogPaths.productList)).toHaveLength(2));
    expect(bodiesOf(CatalogPaths.productList)[1]).toMatchObject({
      keyword: '手机壳',
      pageNum: 1,
      floor: '3F',
    });
    expect(location()).toBe(
      `/find/product?keyword=${encodeURIComponent('手机壳')}&category=electronics&floor=3F&tag=${encodeURIComponent('新品')}&sort=priceDesc`,
    );
  });

  it('keeps the page in the address: pagination pushes, back returns to the earlier page', async () => {
    mockApi({
      [CatalogPaths.filterOptions]: () => filterOptions,
      [CatalogPaths.exhibitorList]: (b) => ({
        list: [exhibitor(`e${b.pageNum}`)],
        total: 40,
        pageNum: b.pageNum,
        pageSize: 12,
      }),
    });
    const { router } = renderFind('/find/actor');
    await screen.findByText('华声电子 e1');

    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('华声电子 e2');
    expect(location()).toBe('/find/actor?page=2');
    expect(bodiesOf(CatalogPaths.exhibitorList).at(-1)).toMatchObject({ pageNum: 2 });

    await act(() => router.navigate(-1));
    await screen.findByText('华声电子 e1');
    expect(location()).toBe('/find/actor');
    expect(screen.getByTitle('1').getAttribute('aria-current')).toBe('page');
  });

  it('links cards to their detail with real hrefs', async () => {
    mockApi({
      [CatalogPaths.filterOptions]: () => filterOptions,
      [CatalogPaths.exhibitorList]: (b) => ({
        list: [exhibitor('e 1')],
        total: 1,
        pageNum: b.pageNum,
        pageSize: 12,
      }),
    });
    renderFind('/find/actor');
    const name = await screen.findByText('华声电子 e 1');
    expect(name.closest('a')?.getAttribute('href')).toBe('/find-exhibitor/detail/e%201');
  });

  it('shows the login prompt after the last product when the tourist limit is reached', async () => {
    mockApi({
      [CatalogPaths.filterOptions]: () => filterOptions,
      [CatalogPaths.productList]: (b) => productPage(b, { touristLimited: true }),
    });
    renderFind('/find/product?page=2');
    const prompt = await screen.findByTestId('tourist-prompt');
    const grid = screen.getByTestId('card-grid');
    expect(grid.lastElementChild).toBe(prompt);
    // anonymous: no favourite hearts
    expect(screen.queryByRole('button', { name: /收藏/ })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: '立即登录' }));
    expect(sessionStore.getState().toPath).toBe('/find/product?page=2');
    await waitFor(() => expect(location()).toBe('/login/person'));
  });

  it('gives logged-in visitors hearts that toggle favourites and never the login prompt', async () => {
    loginAs('VISITOR');
    let collected = false;
    mockApi({
      [CatalogPaths.filterOptions]: () => filterOptions,
      // a logged-in visitor never gets the tourist prompt, even if a flag slipped through
      [CatalogPaths.productList]: (b) => ({
        ...productPage(b, { touristLimited: true }),
        list: [product('p1', { collected })],
      }),
      [CatalogPaths.addCollection]: () => {
        collected = true;
        return null;
      },
    });
    renderFind('/find/product');
    const heart = await screen.findByRole('button', { name: '收藏 智能手机壳 p1' });
    expect(screen.queryByTestId('tourist-prompt')).toBeNull();

    fireEvent.click(heart);
    await screen.findByRole('button', { name: '取消收藏 智能手机壳 p1' });
    expect(bodiesOf(CatalogPaths.addCollection)[0]).toEqual({ collectionType: 'PRODUCT', subjectId: 'p1' });
  });

  it('shows an error with retry, then the list', async () => {
    let fail = true;
    mockApi({
      [CatalogPaths.filterOptions]: () => filterOptions,
      [CatalogPaths.productList]: (b) => {
        if (fail) return failure(1001, 'boom');
        return productPage(b);
      },
    });
    renderFind('/find/product');
    const retry = await screen.findByRole('button', { name: /重试/ });
    fail = false;
    fireEvent.click(retry);
    await screen.findByText('智能手机壳 p1-1');
  });

  it('shows the empty state for a keyword without results', async () => {
    mockApi({
      [CatalogPaths.filterOptions]: () => filterOptions,
      [CatalogPaths.productList]: (b) => ({ list: [], total: 0, pageNum: b.pageNum, pageSize: 12 }),
    });
    renderFind('/find/product?keyword=xyz');
    await screen.findByText('没有找到与“xyz”相关的结果');
  });
});
