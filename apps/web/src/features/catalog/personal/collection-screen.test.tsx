import { CatalogPaths, type CollectionItem, type ProductCard } from '@openfair/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { sessionStore } from '../../../lib/session-store';
import { product } from '../../../test/catalog-data';
import { exhibitor, visitor } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { bodiesOf, mockApi, raw } from '../../../test/server';
import { CollectionScreen } from './collection-screen';

const card: ProductCard = product('p-1', {
  exhibitorId: 'e-1',
  exhibitorName: '深圳展商',
  name: '智能手机壳',
  price: '¥12.50',
  collected: true,
});
const item: CollectionItem = {
  subjectType: 'PRODUCT',
  collectedAt: '2026-11-20T02:30:00.000Z',
  product: card,
};

let favourites: CollectionItem[] = [];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function mockServer() {
  mockApi({
    [CatalogPaths.collectionList]: (body) => ({
      list: favourites,
      total: favourites.length,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    }),
    [CatalogPaths.exportExcelProduct]: () =>
      raw(new HttpResponse('PK fake-zip', { headers: { 'Content-Type': XLSX } })),
    [CatalogPaths.updateCollection]: (body) => {
      favourites = favourites.filter((f) => f.product?.id !== body.subjectId);
      return { collected: false };
    },
  });
}

const renderAt = (type: string) =>
  renderScreen(<CollectionScreen />, { route: '/collection/:type', at: `/collection/${type}` });

beforeAll(() => {
  initI18n('zh');
});
beforeEach(() => {
  favourites = [item];
  sessionStore.setState(visitor());
  mockServer();
});
afterEach(() => {
  sessionStore.reset();
  vi.restoreAllMocks();
});

describe('CollectionScreen', () => {
  it('lists favourite products with the time they were saved (Beijing time)', async () => {
    renderAt('product');
    expect(await screen.findByText('智能手机壳')).toBeTruthy();
    expect(screen.getByText('收藏于 2026-11-20 10:30')).toBeTruthy();
    expect(bodiesOf(CatalogPaths.collectionList)).toEqual([
      { collectionType: 'PRODUCT', pageNum: 1, pageSize: 12 },
    ]);
  });

  it('exports to Excel: the stream call result is saved as a .xlsx download', async () => {
    const createObjectURL = vi.fn((_b: Blob) => 'blob:favourites');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });
    renderAt('product');
    fireEvent.click(await screen.findByRole('button', { name: /导出 Excel/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(bodiesOf(CatalogPaths.exportExcelProduct)).toEqual([{}]);
    // The workbook itself, not an envelope: the stream call passes the response through as a Blob.
    const saved = createObjectURL.mock.calls[0]![0];
    expect(saved.type).toBe(XLSX);
    expect(await saved.text()).toBe('PK fake-zip');
    expect(downloads[0]?.href).toBe('blob:favourites');
    expect(downloads[0]?.download).toMatch(/^收藏的展品-\d{8}\.xlsx$/);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:favourites'));
  });

  it('removes a favourite only after confirmation', async () => {
    renderAt('product');
    fireEvent.click(await screen.findByRole('button', { name: /移除/ }));
    expect(bodiesOf(CatalogPaths.updateCollection)).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() =>
      expect(bodiesOf(CatalogPaths.updateCollection)).toEqual([
        { collectionType: 'PRODUCT', subjectId: 'p-1' },
      ]),
    );
    expect(await screen.findByText('暂无收藏')).toBeTruthy();
  });

  it('exhibitors keep visitors (audience) and have no export; a visitor type is a 404 for them', async () => {
    favourites = [];
    sessionStore.setState(exhibitor(false));
    renderAt('audience');
    expect(await screen.findByText('暂无收藏')).toBeTruthy();
    expect(bodiesOf(CatalogPaths.collectionList)).toEqual([
      { collectionType: 'VISITOR', pageNum: 1, pageSize: 12 },
    ]);
    expect(screen.queryByRole('button', { name: /导出 Excel/ })).toBeNull();
    cleanup();
    renderAt('product');
    expect(await screen.findByText('404')).toBeTruthy();
  });
});
