import { CatalogPaths, type CollectionItem, type ProductCard } from '@openfair/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { exhibitor, visitor } from '../../../test/fixtures';
import { setupUi } from '../../../test/ui';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../../api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/request')>()),
  post,
  get: vi.fn(),
}));

import { renderRoute } from '../../../test/detail-render';
import { CollectionScreen } from './collection-screen';

const card: ProductCard = {
  id: 'p-1',
  productId: 'p-1',
  exhibitorId: 'e-1',
  exhibitorName: '深圳展商',
  name: '智能手机壳',
  image: '',
  price: '¥12.50',
  minOrder: 0,
  spotTrading: false,
  customization: false,
  tags: [],
  category: '',
  scope: 0,
  inPool: true,
  collected: true,
};
const item: CollectionItem = {
  subjectType: 'PRODUCT',
  collectedAt: '2026-11-20T02:30:00.000Z',
  product: card,
};

let favourites: CollectionItem[] = [];
const xlsx = new Blob(['PK fake-zip'], {
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

function mockServer() {
  post.mockImplementation(async (path: string, body: Record<string, unknown>) => {
    if (path === CatalogPaths.collectionList) {
      return { list: favourites, total: favourites.length, pageNum: body.pageNum, pageSize: body.pageSize };
    }
    if (path === CatalogPaths.exportExcelProduct) return xlsx;
    if (path === CatalogPaths.updateCollection) {
      favourites = favourites.filter((f) => f.product?.id !== body.subjectId);
      return { collected: false };
    }
    throw new Error(`unexpected call ${path}`);
  });
}

const renderAt = (type: string) =>
  renderRoute('/collection/:type', `/collection/${type}`, <CollectionScreen />);

beforeAll(setupUi);
beforeEach(() => {
  favourites = [item];
  sessionStore.setState(visitor());
  mockServer();
});
afterEach(() => {
  cleanup();
  post.mockReset();
  sessionStore.reset();
  vi.restoreAllMocks();
});

describe('CollectionScreen', () => {
  it('lists favourite products with the time they were saved (Beijing time)', async () => {
    renderAt('product');
    expect(await screen.findByText('智能手机壳')).toBeTruthy();
    expect(screen.getByText('收藏于 2026-11-20 10:30')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(CatalogPaths.collectionList, {
      collectionType: 'PRODUCT',
      pageNum: 1,
      pageSize: 12,
    });
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
    expect(post).toHaveBeenCalledWith(CatalogPaths.exportExcelProduct, {}, { stream: true });
    expect(createObjectURL).toHaveBeenCalledWith(xlsx);
    expect(downloads[0]?.href).toBe('blob:favourites');
    expect(downloads[0]?.download).toMatch(/^收藏的展品-\d{8}\.xlsx$/);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:favourites'));
  });

  it('removes a favourite only after confirmation', async () => {
    renderAt('product');
    fireEvent.click(await screen.findByRole('button', { name: /移除/ }));
    expect(post).not.toHaveBeenCalledWith(CatalogPaths.updateCollection, expect.anything());
    fireEvent.click(await screen.findByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(CatalogPaths.updateCollection, {
        collectionType: 'PRODUCT',
        subjectId: 'p-1',
      }),
    );
    expect(await screen.findByText('暂无收藏')).toBeTruthy();
  });

  it('exhibitors keep visitors (audience) and have no export; a visitor type is a 404 for them', async () => {
    favourites = [];
    sessionStore.setState(exhibitor(false));
    renderAt('audience');
    expect(await screen.findByText('暂无收藏')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(CatalogPaths.collectionList, {
      collectionType: 'VISITOR',
      pageNum: 1,
      pageSize: 12,
    });
    expect(screen.queryByRole('button', { name: /导出 Excel/ })).toBeNull();
    cleanup();
    renderAt('product');
    expect(await screen.findByText('404')).toBeTruthy();
  });
});
