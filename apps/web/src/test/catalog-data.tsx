import type { ExhibitorCard, ProductCard, UserInfo } from '@openfair/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { sessionStore } from '../lib/session-store';

/** antd's responsive helpers need matchMedia and ResizeObserver, which jsdom lacks. */
export function installDomShims(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders one route with a location probe; returns the router so a test can go back and forward. */
export function renderRoute(path: string, initial: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [initial] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, view };
}

export function loginAs(subjectType: 'VISITOR' | 'ACTOR'): void {
  sessionStore.setState({
    token: 't1',
    subjectType,
    isLogin: 1,
    info: { id: 'u1' } as unknown as UserInfo,
  });
}

export function product(id: string, extra: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    productId: id,
    exhibitorId: 'e1',
    exhibitorName: '深圳华声电子有限公司',
    name: `智能手机壳 ${id}`,
    image: `/media/${id}.jpg`,
    price: '12.50',
    minOrder: 100,
    spotTrading: true,
    customization: false,
    tags: ['新品'],
    category: 'electronics',
    scope: 0,
    inPool: true,
    collected: false,
    ...extra,
  };
}

export function exhibitor(id: string, extra: Partial<ExhibitorCard> = {}): ExhibitorCard {
  return {
    id,
    actorId: id,
    name: `华声电子 ${id}`,
    logo: '',
    image: '',
    country: '中国',
    city: '深圳',
    floor: '3F',
    boothNumber: '3F-A12',
    category: 'electronics',
    tags: [],
    intro: '手机配件制造商',
    productCount: 12,
    collected: false,
    ...extra,
  };
}

export const filterOptions = {
  categories: [{ key: 'electronics', name: '电子产品' }],
  countries: [{ id: 'CN', name: '中国' }],
  floors: ['7F', '3F', 'M2', '2F', '1F', 'B1F'],
  tags: ['新品', '热销'],
};
