import { CatalogPaths, type ExhibitorDetail, type ProductCard } from '@openfair/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymous, visitor } from '../../../test/fixtures';
import { setupUi } from '../../registration/test-utils';
import { sessionStore } from '../../session/session-store';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../../api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/request')>()),
  post,
  get: vi.fn(),
}));

import { ExhibitorDetailScreen } from './exhibitor-detail-screen';
import { renderRoute } from './test-utils';

const product: ProductCard = {
  id: 'p-1',
  productId: 'p-1',
  exhibitorId: 'e-1',
  exhibitorName: '星河电子',
  name: '蓝牙耳机',
  image: '',
  price: '¥99',
  minOrder: 0,
  spotTrading: false,
  customization: false,
  tags: [],
  category: '',
  scope: 0,
  inPool: true,
  collected: false,
};

let detail: ExhibitorDetail;

beforeAll(setupUi);
beforeEach(() => {
  detail = {
    id: 'e-1',
    name: '星河电子',
    nameEn: 'Galaxy Electronics',
    logo: '',
    images: ['/media/e1.png'],
    video: '',
    url3d: 'https://pavilion.example.test/e1',
    country: '中国',
    province: '广东',
    city: '深圳',
    address: '南山区科技园',
    postCode: '518000',
    floor: '3F',
    boothArea: 'A',
    boothNumber: 'A12',
    website: 'https://galaxy.example.test',
    brand: 'Galaxy',
    introduction: '消费电子制造商',
    telephone: '+86-755-1234567',
    fax: '',
    email: 'sales@galaxy.example.test',
    contacts: '王经理',
    companyScale: '100-499',
    registeredCapital: '5000 万',
    attendanceTimes: 3,
    listed: false,
    tags: ['耳机'],
    category: '消费电子',
    collected: false,
    products: [product],
    productTotal: 25,
    employees: [{ id: 'm-1', name: '张三', position: '销售经理', headImage: '', imAccount: 'im-1' }],
  };
  post.mockImplementation(async (path: string, body: Record<string, unknown>) => {
    if (path === CatalogPaths.exhibitorDetail) return detail;
    if (path === CatalogPaths.addCollection) {
      detail = { ...detail, collected: body.subjectId === 'e-1' ? true : detail.collected };
      return { collected: true };
    }
    throw new Error(`unexpected call ${path}`);
  });
});
afterEach(() => {
  cleanup();
  post.mockReset();
  sessionStore.reset();
});

const renderExhibitor = () =>
  renderRoute('/find-exhibitor/detail/:id', '/find-exhibitor/detail/e-1', <ExhibitorDetailScreen />);

describe('ExhibitorDetailScreen', () => {
  it('shows header, profile fields, 3D link in a new tab, products with "more" and employees', async () => {
    sessionStore.setState(visitor());
    renderExhibitor();
    expect(await screen.findByRole('heading', { level: 1, name: '星河电子' })).toBeTruthy();
    expect(screen.getByText('Galaxy Electronics', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('展位 3F · A · A12')).toBeTruthy();
    // Profile table: filled fields only, booleans as words.
    expect(screen.getByText('注册资本')).toBeTruthy();
    expect(screen.getByText('5000 万')).toBeTruthy();
    expect(screen.getByText('是否上市')).toBeTruthy();
    expect(screen.queryByText('传真')).toBeNull();
    const link3d = screen.getByRole('link', { name: /打开 3D 展位/ });
    expect(link3d.getAttribute('href')).toBe('https://pavilion.example.test/e1');
    expect(link3d.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('蓝牙耳机')).toBeTruthy();
    expect(screen.getByRole('link', { name: /全部展品/ }).getAttribute('href')).toBe(
      '/find/product?exhibitorId=e-1',
    );
    // Chat is wired by the chat issue: visible, disabled.
    const chat = screen.getByRole('button', { name: '与 张三 洽谈' }) as HTMLButtonElement;
    expect(chat.disabled).toBe(true);
  });

  it('a visitor adds the exhibitor to favourites and the header follows', async () => {
    sessionStore.setState(visitor());
    renderExhibitor();
    fireEvent.click(await screen.findByRole('button', { name: '收藏' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(CatalogPaths.addCollection, {
        collectionType: 'ACTOR',
        subjectId: 'e-1',
      }),
    );
    expect(await screen.findByRole('button', { name: '已收藏' })).toBeTruthy();
  });

  it('an anonymous guest is sent to login with this page saved', async () => {
    sessionStore.setState(anonymous);
    renderExhibitor();
    fireEvent.click(await screen.findByRole('button', { name: '收藏' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(sessionStore.getState().toPath).toBe('/find-exhibitor/detail/e-1');
    expect(post).not.toHaveBeenCalledWith(CatalogPaths.addCollection, expect.anything());
  });
});
