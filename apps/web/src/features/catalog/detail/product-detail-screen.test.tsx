import { CatalogPaths, type ProductDetail } from '@openfair/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { appEvents } from '../../../lib/app-events';
import { currentLocation, renderScreen } from '../../../test/render';
import { bodiesOf, failure, mockApi, networkError, type Reply } from '../../../test/server';
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
  exhibitor: {
    id: 'e-9',
    name: '深圳展商',
    logo: '',
    floor: '3F',
    boothNumber: 'A12',
    chatUserID: 'acc-e9-staff',
  },
};

const renderProduct = (id: string, reply: Reply) => {
  mockApi({ [CatalogPaths.productDetail]: reply });
  return renderScreen(<ProductDetailScreen />, {
    route: '/find-exhibit/detail/:id',
    at: `/find-exhibit/detail/${id}`,
  });
};

const errorNotice = vi.fn();
let offErrorNotice = () => {};
beforeAll(() => {
  initI18n('zh');
});
beforeEach(() => {
  errorNotice.mockClear();
  offErrorNotice = appEvents.on('errorNotice', errorNotice);
});
afterEach(() => {
  offErrorNotice();
});

describe('ProductDetailScreen', () => {
  it('shows the product with price, minimum order, spot trading and a link to its exhibitor', async () => {
    renderProduct('p-1', () => product);
    expect(await screen.findByRole('heading', { name: '智能手机壳' })).toBeTruthy();
    expect(screen.getByText('¥12.50')).toBeTruthy();
    expect(screen.getByText('500 件')).toBeTruthy();
    expect(screen.getByText('硅胶材质')).toBeTruthy();
    expect(screen.getByRole('link', { name: /深圳展商/ }).getAttribute('href')).toBe(
      '/find-exhibitor/detail/e-9',
    );
    expect(bodiesOf(CatalogPaths.productDetail)).toEqual([{ id: 'p-1' }]);
    // The exhibitor's chat button is live (a guest is sent to log in first).
    const chat = screen.getByRole('button', { name: '与 深圳展商 洽谈' });
    expect((chat as HTMLButtonElement).disabled).toBe(false);
  });

  it('restricted product: alerts, then opens the exhibitor detail instead', async () => {
    renderProduct('p-2', () => ({ restricted: true, exhibitorId: 'e-9' }));
    expect(await screen.findByText('点击邀请以获得展商的批准，之后即可查看该展品。')).toBeTruthy();
    // The product itself is never rendered for this viewer.
    expect(screen.queryByRole('heading', { name: '智能手机壳' })).toBeNull();
    expect(currentLocation()).toBe('/find-exhibit/detail/p-2');
    fireEvent.click(screen.getByRole('button', { name: '查看展商' }));
    await waitFor(() => expect(currentLocation()).toBe('/find-exhibitor/detail/e-9'));
  });

  it('a guest past the tourist limit gets the login prompt instead of the product', async () => {
    renderProduct('p-3', () => ({ touristLimited: true }));
    expect(await screen.findByTestId('tourist-prompt')).toBeTruthy();
    expect(screen.getByRole('link', { name: /登录/ }).getAttribute('href')).toBe('/login/person');
    expect(screen.queryByRole('heading', { name: '智能手机壳' })).toBeNull();
  });

  it('code 1005 shows "not found" without a retry', async () => {
    renderProduct('missing', () => failure(1005, 'not found'));
    expect(await screen.findByText('未找到')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /重试/ })).toBeNull();
    // The detail call is silent: the screen says it, no notification pops up.
    expect(errorNotice).not.toHaveBeenCalled();
  });

  it('another error offers a retry that calls again', async () => {
    // The screen retries once by itself; the button appears after the second failure.
    let calls = 0;
    renderProduct('p-1', () => (++calls <= 2 ? networkError() : product));
    fireEvent.click(await screen.findByRole('button', { name: /重试/ }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: '智能手机壳' })).toBeTruthy();
  });
});
