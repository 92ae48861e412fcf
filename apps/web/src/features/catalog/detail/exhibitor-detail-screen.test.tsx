import {
  CatalogPaths,
  type ExhibitorDetail,
  type ExhibitorLive,
  LiveState,
  type ProductCard,
} from '@openfair/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { sessionStore } from '../../../lib/session-store';
import { product as catalogProduct } from '../../../test/catalog-data';
import { anonymous, visitor } from '../../../test/fixtures';
import { currentLocation, renderScreen } from '../../../test/render';
import { bodiesOf, mockApi } from '../../../test/server';
import { ExhibitorDetailScreen } from './exhibitor-detail-screen';

const product: ProductCard = catalogProduct('p-1', {
  exhibitorId: 'e-1',
  exhibitorName: '星河电子',
  name: '蓝牙耳机',
  price: '¥99',
});

const lives: ExhibitorLive[] = [
  {
    id: 'l-on',
    name: '新品发布会',
    cover: '/media/l-on.svg',
    // 14:00 in Beijing, whatever the test machine's zone
    startTime: '2026-11-22T06:00:00.000Z',
    liveState: LiveState.OnAir,
    scope: 0,
  },
  {
    id: 'l-pool',
    name: '客户专场',
    cover: '',
    startTime: '2026-11-23T16:30:00.000Z',
    liveState: LiveState.Upcoming,
    scope: 1,
  },
  {
    id: 'l-old',
    name: '工厂直播',
    cover: '/media/l-old.svg',
    startTime: '2026-11-20T02:00:00.000Z',
    liveState: LiveState.Replay,
    scope: 0,
  },
];

let detail: ExhibitorDetail;

beforeAll(() => {
  initI18n('zh');
});
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
    hotShowcase: [
      {
        id: 'hot-1',
        imageURL: '/media/hot-1.svg',
        exhibitorName: '星河电子',
        exhibitorFloor: '3F',
        exhibitorIntro: '消费电子制造商',
        products: [
          {
            id: 'p-1',
            x: 0.2,
            y: 0.4,
            name: '降噪耳机',
            description: '降噪',
            price: '99.00',
            imageURL: '',
          },
          {
            id: 'p-2',
            x: 0.7,
            y: 0.6,
            name: '充电宝',
            description: '',
            price: '',
            imageURL: '',
          },
        ],
      },
    ],
    lives,
  };
  mockApi({
    [CatalogPaths.exhibitorDetail]: () => detail,
    [CatalogPaths.addCollection]: (body) => {
      detail = { ...detail, collected: body.subjectId === 'e-1' ? true : detail.collected };
      return { collected: true };
    },
  });
});
afterEach(() => {
  sessionStore.reset();
});

const renderExhibitor = () =>
  renderScreen(<ExhibitorDetailScreen />, {
    route: '/find-exhibitor/detail/:id',
    at: '/find-exhibitor/detail/e-1',
  });

describe('ExhibitorDetailScreen', () => {
  it('shows header, profile fields, 3D link in a new tab, products with "more" and employees', async () => {
    sessionStore.setState(visitor());
    renderExhibitor();
    expect(await screen.findByRole('heading', { level: 1, name: '星河电子' })).toBeTruthy();
    expect(screen.getByText('Galaxy Electronics', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('展馆 3F · A 区 · 展位 A12')).toBeTruthy();
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
    // Each employee can be chatted with (the chat id is the employee's imAccount).
    const chat = screen.getByRole('button', { name: '与 张三 洽谈' }) as HTMLButtonElement;
    expect(chat.disabled).toBe(false);
  });

  it('a visitor adds the exhibitor to favourites and the header follows', async () => {
    sessionStore.setState(visitor());
    renderExhibitor();
    fireEvent.click(await screen.findByRole('button', { name: '收藏' }));
    await waitFor(() =>
      expect(bodiesOf(CatalogPaths.addCollection)).toEqual([{ collectionType: 'ACTOR', subjectId: 'e-1' }]),
    );
    expect(await screen.findByRole('button', { name: '已收藏' })).toBeTruthy();
  });

  it('an anonymous guest is sent to login with this page saved', async () => {
    sessionStore.setState(anonymous);
    renderExhibitor();
    fireEvent.click(await screen.findByRole('button', { name: '收藏' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(sessionStore.getState().toPath).toBe('/find-exhibitor/detail/e-1');
    expect(bodiesOf(CatalogPaths.addCollection)).toEqual([]);
  });

  it('shows the hot showcase: points at their places and the products listed, each opening the product', async () => {
    sessionStore.setState(anonymous);
    renderExhibitor();
    const section = (await screen.findByRole('heading', { level: 2, name: '热点展示' })).closest('section')!;
    const points = within(section).getAllByRole('button', { name: /^展品：/ });
    expect(points.map((p) => p.getAttribute('aria-label'))).toEqual(['展品：降噪耳机', '展品：充电宝']);
    expect(points[0]!.style.left).toBe('20%');
    expect(points[1]!.style.top).toBe('60%');
    // On its own page the sample is not captioned with the exhibitor again.
    expect(within(section).queryByRole('heading', { level: 3 })).toBeNull();
    expect(within(section).getByRole('link', { name: '充电宝' }).getAttribute('href')).toBe(
      '/find-exhibit/detail/p-2',
    );
  });

  it('shows lives with their state and Beijing start time; a public live opens its page', async () => {
    sessionStore.setState(anonymous);
    renderExhibitor();
    const section = (await screen.findByRole('heading', { level: 2, name: '直播' })).closest('section')!;
    const cards = within(section).getAllByRole('button');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.textContent).toContain('直播中');
    expect(cards[0]!.textContent).toContain('新品发布会');
    expect(cards[0]!.textContent).toContain('2026-11-22 14:00（GMT+8）');
    expect(cards[1]!.textContent).toContain('未开始');
    // 16:30 UTC is half past midnight the next day in Beijing.
    expect(cards[1]!.textContent).toContain('2026-11-24 00:30（GMT+8）');
    expect(cards[1]!.textContent).toContain('仅对展商客户开放');
    expect(cards[2]!.textContent).toContain('回放');
    fireEvent.click(cards[0]!);
    await waitFor(() => expect(currentLocation()).toBe('/live/l-on'));
  });

  it('asks a guest to log in before a live that is not public, and comes back to it after login', async () => {
    sessionStore.setState(anonymous);
    renderExhibitor();
    fireEvent.click(await screen.findByRole('button', { name: /客户专场/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('请登录').length).toBeGreaterThan(0);
    expect(currentLocation()).toBe('/find-exhibitor/detail/e-1');
    fireEvent.click(within(dialog).getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(sessionStore.getState().toPath).toBe('/live/l-pool');
  });

  it('lets a logged-in visitor go on to a restricted live (its page checks the permission)', async () => {
    sessionStore.setState(visitor());
    renderExhibitor();
    fireEvent.click(await screen.findByRole('button', { name: /客户专场/ }));
    await waitFor(() => expect(currentLocation()).toBe('/live/l-pool'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an empty state without lives and no showcase without samples', async () => {
    detail = { ...detail, lives: [], hotShowcase: [] };
    sessionStore.setState(visitor());
    renderExhibitor();
    expect(await screen.findByText('暂无直播')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '热点展示' })).toBeNull();
  });
});
