import { CatalogPaths, type ProductDetail } from '@openfair/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupUi } from '../../../test/ui';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../../api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/request')>()),
  post,
  get: vi.fn(),
}));

import { ApiError } from '../../../api/request';
import { renderRoute } from '../../../test/detail-render';
import { ProductDetailScreen } from './product-detail-screen';

const product: ProductDetail = {
  id: 'p-1',
  name: '智能手机壳',
  brand: 'Acme',
  images: ['/media/p1-a.png', '/media/p1-b.png'],
  video: '',
  videoCover: '',
  detailImages: ['/media/p1-long.png'],
  purchasePrice: '',
  salePrice: '12.50',
  minOrder: 500,
  spotTrading: true,
  customization: false,
  tags: ['新品'],
  category: '手机配件',
  intro: '硅胶材质',
  articleNumber: 'A-100',
  scope: 0,
  collected: false,
  exhibitor: { id: 'e-9', name: '深圳展商', logo: '', floor: '3F', boothNumber: 'A12' },
};

const renderProduct = (id: string) =>
  renderRoute('/find-exhibit/detail/:id', `/find-exhibit/detail/${id}`, <ProductDetailScreen />);

beforeAll(setupUi);
afterEach(() => {
  cleanup();
  post.mockReset();
});

describe('ProductDetailScreen', () => {
  it('shows the product with price, minimum order, spot trading and a link to its exhibitor', async () => {
    post.mockResolvedValue(product);
    renderProduct('p-1');
    expect(await screen.findByRole('heading', { name: '智能手机壳' })).toBeTruthy();
    expect(screen.getByText('¥12.50')).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText('硅胶材质')).toBeTruthy();
    expect(screen.getByRole('link', { name: /深圳展商/ }).getAttribute('href')).toBe(
      '/find-exhibitor/detail/e-9',
    );
    expect(post).toHaveBeenCalledWith(CatalogPaths.productDetail, { id: 'p-1' }, { silent: true });
  });

  it('restricted product: alerts, then opens the exhibitor detail instead', async () => {
    post.mockResolvedValue({ restricted: true, exhibitorId: 'e-9' });
    renderProduct('p-2');
    expect(await screen.findByText('点击邀请以获得展商的批准，之后即可查看该展品。')).toBeTruthy();
    // The product itself is never rendered for this viewer.
    expect(screen.queryByRole('heading', { name: '智能手机壳' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/find-exhibit/detail/p-2');
    fireEvent.click(screen.getByRole('button', { name: '查看展商' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/find-exhibitor/detail/e-9'),
    );
  });

  it('code 1005 shows "not found" without a retry', async () => {
    post.mockRejectedValue(new ApiError('server', 1005, 'not found'));
    renderProduct('missing');
    expect(await screen.findByText('未找到')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /重试/ })).toBeNull();
  });

  it('another error offers a retry that calls again', async () => {
    // The screen retries once by itself; the button appears after the second failure.
    post
      .mockRejectedValueOnce(new ApiError('network', 'NETWORK', 'offline'))
      .mockRejectedValueOnce(new ApiError('network', 'NETWORK', 'offline'))
      .mockResolvedValue(product);
    renderProduct('p-1');
    fireEvent.click(await screen.findByRole('button', { name: /重试/ }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: '智能手机壳' })).toBeTruthy();
  });
});
