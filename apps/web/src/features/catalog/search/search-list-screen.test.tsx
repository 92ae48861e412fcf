import { CatalogPaths, type SearchResult } from '@openfair/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { sessionStore } from '../../../lib/session-store';
import { exhibitor, product } from '../../../test/catalog-data';
import { currentLocation, renderScreen } from '../../../test/render';
import { type Body, bodiesOf, mockApi } from '../../../test/server';
import { SearchListScreen } from './search-list-screen';

function page<T>(list: T[], total = list.length) {
  return { list, total, pageNum: 1, pageSize: 8 };
}

function mockServer(search: (body: Body) => SearchResult) {
  mockApi({
    [CatalogPaths.searchTrend]: () => [{ keyword: '蓝牙耳机', count: 9 }],
    [CatalogPaths.search]: (body) => search(body),
  });
}

const searches = () => bodiesOf(CatalogPaths.search);
const location = currentLocation;
const renderSearch = (initial: string) =>
  renderScreen(<SearchListScreen />, { route: '/search-list', at: initial });

beforeAll(() => {
  initI18n('zh');
});
beforeEach(() => sessionStore.reset());

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
