import { type Banner, CatalogPaths, ContentPaths, SessionPaths } from '@openfair/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { bodiesOf, failure, mockApi, type Reply } from '../../test/server';
import { RecommendedProducts } from '../catalog/personal/recommended-products';
import { HomeScreen } from './home-screen';

const banners: Banner[] = [
  {
    id: 'b1',
    coverIcon: '/media/banner-1.png',
    urlType: 'EXTERNAL',
    url: 'https://fair.example.test/hall',
    title: '春季采购节',
    showType: 'HOME',
    subjectType: '',
    isLogin: false,
  },
  {
    id: 'b2',
    coverIcon: '/media/banner-2.png',
    urlType: '',
    url: '/find/actor',
    title: '新品首发',
    showType: 'HOME',
    subjectType: '',
    isLogin: false,
  },
];

const mockServer = (responses: Record<string, Reply>) => mockApi(responses);

/** The home as the route table composes it: with the catalog's recommended products in its slot. */
const renderHome = () => renderWithProviders(<HomeScreen recommendations={RecommendedProducts} />);

beforeAll(() => {
  initI18n('zh');
});

const information = () => ({
  exhibitionName: '2026 国际消费品博览会',
  exhibitionNameEn: '2026 International Consumer Goods Fair',
  startDate: '2026-05-10',
  endDate: '2026-05-14',
  visitorOpen: true,
  actorOpen: true,
  visitorClosedNotice: '',
  actorClosedNotice: '',
  touristProductLimit: 20,
  completeRegistrationLink: '',
});

describe('HomeScreen', () => {
  it('shows the banners, the fair name and an empty state for every empty section', async () => {
    mockServer({
      [CatalogPaths.recommendProducts]: () => ({ list: [], total: 0, pageNum: 1, pageSize: 8 }),
      [SessionPaths.getConfigurationInformation]: information,
      [ContentPaths.bannerList]: () => banners,
      [ContentPaths.carouselList]: () => [],
      [ContentPaths.hotExhibitorList]: () => [],
      [ContentPaths.articleList]: () => ({ list: [], total: 0, pageNum: 1, pageSize: 3 }),
    });
    renderHome();

    const first = await screen.findAllByAltText('春季采购节');
    expect(first[0]?.getAttribute('src')).toBe('/media/banner-1.png');
    // EXTERNAL opens in a new tab; the other banner is an in-app link.
    const external = first[0]?.closest('a');
    expect(external?.getAttribute('href')).toBe('https://fair.example.test/hall');
    expect(external?.getAttribute('target')).toBe('_blank');
    const internal = (await screen.findAllByAltText('新品首发'))[0]?.closest('a');
    expect(internal?.getAttribute('href')).toBe('/find/actor');
    expect(internal?.getAttribute('target')).toBeNull();

    expect(await screen.findByText('2026 国际消费品博览会')).toBeTruthy();
    expect(await screen.findByText('暂无推荐展商')).toBeTruthy();
    expect(await screen.findByText('暂无热门展商')).toBeTruthy();
    expect(await screen.findByText('暂无资讯')).toBeTruthy();
    expect(bodiesOf(ContentPaths.articleList)).toEqual([{ pageNum: 1, pageSize: 3 }]);
    expect(bodiesOf(CatalogPaths.recommendProducts)).toEqual([{ pageNum: 1, pageSize: 8 }]);
  });

  it('renders hot exhibitor points, carousel targets and news, and retries a failed section', async () => {
    let hotCalls = 0;
    mockServer({
      [CatalogPaths.recommendProducts]: () => ({ list: [], total: 0, pageNum: 1, pageSize: 8 }),
      [SessionPaths.getConfigurationInformation]: information,
      [ContentPaths.bannerList]: () => [],
      [ContentPaths.carouselList]: () => [
        {
          name: '星河电子',
          url: 'ex-9',
          urlEn: '',
          picture: '/media/c1.png',
          pictureEn: '/media/c1-en.png',
          externalLink: '',
          type: 'ACTOR',
          index: 2,
          isImge: true,
        },
        {
          name: '展会官网',
          url: '',
          urlEn: '',
          picture: '/media/c2.png',
          pictureEn: '',
          externalLink: 'https://fair.example.test',
          type: 'EXTERNAL',
          index: 1,
          isImge: true,
        },
      ],
      [ContentPaths.hotExhibitorList]: () => {
        hotCalls += 1;
        if (hotCalls === 1) return failure(1001, 'boom');
        return [
          {
            id: 'h1',
            imageURL: '/media/hot1.png',
            exhibitorName: '华美家居',
            exhibitorFloor: '3F',
            exhibitorIntro: '实木家具制造商',
            products: [
              { id: 'p1', x: 0.25, y: 0.5, name: '橡木餐桌', description: '', price: '¥2,800', imageURL: '' },
            ],
          },
        ];
      },
      [ContentPaths.articleList]: () => ({
        list: [
          {
            id: 'a1',
            title: '展会开幕',
            summary: '五月开幕',
            cover: '',
            publishTime: '2026-05-09T16:30:00Z',
          },
        ],
        total: 1,
        pageNum: 1,
        pageSize: 3,
      }),
    });
    renderHome();

    // No banners: the full hero carries the fair name.
    expect(await screen.findByRole('heading', { level: 1, name: '2026 国际消费品博览会' })).toBeTruthy();

    // Carousel items are sorted by index; ACTOR opens the exhibitor, EXTERNAL its link.
    const names = (await screen.findAllByText(/星河电子|展会官网/)).map((n) => n.textContent);
    expect(names).toEqual(['展会官网', '星河电子']);
    expect(screen.getByRole('link', { name: /星河电子/ }).getAttribute('href')).toBe(
      '/find-exhibitor/detail/ex-9',
    );
    expect(screen.getByRole('link', { name: /展会官网/ }).getAttribute('href')).toBe(
      'https://fair.example.test',
    );

    // News teaser with the date in Beijing time.
    const news = await screen.findByText('展会开幕');
    expect(news.closest('a')?.getAttribute('href')).toBe('/news/a1');
    expect(screen.getByText('2026-05-10')).toBeTruthy();

    // The hot section failed once: error with retry, then the sample with its product point.
    fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
    const point = await screen.findByRole('button', { name: '展品：橡木餐桌' });
    expect(point.style.left).toBe('25%');
    expect(point.style.top).toBe('50%');
    await waitFor(() => expect(hotCalls).toBe(2));
  });
});
