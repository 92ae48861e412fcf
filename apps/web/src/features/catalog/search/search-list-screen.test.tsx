import { CatalogPaths, type SearchResult } from '@openfair/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { sessionStore } from '../../../lib/session-store';
import { exhibitor, installDomShims, product, renderRoute } from '../../../test/catalog-data';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../../api/request', () => ({ post, get: vi.fn() }));

import { SearchListScreen } from './search-list-screen';

type Body = Record<string, unknown>;

function page<T>(list: T[], total = list.length) {
  return { list, total, pageNum: 1, pageSize: 8 };
}

function mockServer(search: (body: Body) => SearchResult) {
  post.mockImplementation(async (path: string, body: Body) => {
    if (path === CatalogPaths.searchTrend) return [{ keyword: '蓝牙耳机', count: 9 }];
    if (path === CatalogPaths.search) return search(body);
    throw new Error(`unexpected call ${path}`);
  });
}

const searches = () => post.mock.calls.filter((c) => c[0] === CatalogPaths.search).map((c) => c[1] as Body);
const location = () => screen.getByTestId('location').textContent;
const renderSearch = (initial: string) => renderRoute('/search-list', initial, <SearchListScreen />);

beforeAll(() => {
  initI18n('zh');
  installDomShims();
});
beforeEach(() => sessionStore.reset());
afterEach(() => {
  cleanup();
  post.mockReset();
});

describe('search list screen', () => {
  it('shows both sections and renders only <mark> from the highlight', async () => {
    mockServer((b) => ({
      keyword: String(b.keyword),
      exhibitors: page([
        exhibitor('e1', {
          name: '<b>华声</b>',
          highlight: { name: '华声<mark>手机</mark><img src=x onerror=alert(1)>', intro: '' },
        }),
      ]),
      products: page([product('p1', { highlight: { name: '智能<mark>手机</mark>壳' } })], 20),
      suggestions: [],
    }));
    renderSearch('/search-list?keyword=%E6%89%8B%E6%9C%BA');

    const marks = await screen.findAllByText('手机', { selector: 'mark' });
    expect(marks).toHaveLength(2);
    expect(document.querySelector('.of-cat-page img[src="x"]')).toBeNull();
    expect(searches()[0]).toEqual({ keyword: '手机', scope: 'all', pageNum: 1, pageSize: 8 });
    // the products section has more than it shows: "see all" opens the products tab
    fireEvent.click(screen.getByRole('button', { name: '查看更多' }));
    await waitFor(() =>
      expect(location()).toBe(`/search-list?keyword=${encodeURIComponent('手机')}&tab=product`),
    );
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({ keyword: '手机', scope: 'product', pageNum: 1, pageSize: 12 }),
    );
  });

  it('shows suggestions when nothing matched, and a suggestion searches again', async () => {
    mockServer((b) => ({
      keyword: String(b.keyword),
      exhibitors: page([]),
      products: page(b.keyword === 'phone case' ? [product('p9', { name: 'Phone Cases' })] : []),
      suggestions: ['phone case'],
    }));
    renderSearch('/search-list?keyword=phnoe');
    await screen.findByText('没有找到与“phnoe”相关的展商或展品');
    fireEvent.click(screen.getByText('phone case'));
    await screen.findByText('Phone Cases');
    expect(location()).toBe('/search-list?keyword=phone+case');
  });

  it('offers search trends as clickable keywords and does not search without a keyword', async () => {
    mockServer((b) => ({
      keyword: String(b.keyword),
      exhibitors: page([]),
      products: page([]),
      suggestions: [],
    }));
    renderSearch('/search-list');
    fireEvent.click(await screen.findByText('蓝牙耳机'));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toMatchObject({ keyword: '蓝牙耳机' });
  });
});
