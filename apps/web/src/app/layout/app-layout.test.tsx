import { ApiPaths, type RuntimeConfig, type UserInfo } from '@openfair/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import type { RouteMeta } from '../route-meta';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/request')>()),
  post,
}));

import { AppLayout } from './app-layout';

const runtimeConfig: RuntimeConfig = {
  exhibitionId: 'fair-1',
  appId: 'app',
  imAppId: '',
  visitorToken: 'visitor-token',
  basePath: '',
  social: { weibo: '', wechat: '', linkedin: '', facebook: '' },
  handbook: { actor: '', visitor: 'https://fair.example.test/visitor.pdf' },
  survey: { actor: '', visitor: '' },
  invitationLinkBase: '',
  downloadApp: true,
  translate: false,
  features: {
    noAction: false,
    noActor: false,
    noActor2: false,
    onlayReg: false,
    onlayReg2: false,
    thirdPartyLogin: false,
  },
};

function userInfo(subjectType: 'VISITOR' | 'ACTOR', admin = false): UserInfo {
  return {
    id: 'u1',
    userAccountId: 'acc1',
    userInfo: { name: '李明', headImage: '', imAccount: '' },
    visitor: null,
    exhibitorEmployee:
      subjectType === 'ACTOR'
        ? { exhibitorId: 'e1', admin, exhibitor: { id: 'e1', name: 'X', hotImage: '' } }
        : null,
    exhibitionUserCompleteState: {
      completeVisitor: true,
      completeVisitorRegister: true,
      completeQuestionnaire: true,
      completeExhibitionRegistration: true,
    },
    projectId: '',
    subjectId: '',
    subjectType,
    exhibitionId: 'fair-1',
  };
}

function login(subjectType: 'VISITOR' | 'ACTOR', admin = false) {
  sessionStore.setState({
    token: 't1',
    subjectType,
    isLogin: 1,
    info: userInfo(subjectType, admin),
    name: '李明',
  });
}

function renderAt(path: string, meta: RouteMeta) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AppLayout />,
        children: [
          { index: true, element: <p>page body</p>, handle: { meta } },
          { path: '*', element: <p>page body</p>, handle: { meta } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

beforeAll(() => {
  initI18n('zh');
  // antd's horizontal menu measures its items with ResizeObserver, which jsdom lacks.
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
});

beforeEach(() => {
  setRuntimeConfig(runtimeConfig);
  sessionStore.reset();
  post.mockImplementation(async (path: string) => {
    switch (path) {
      case ApiPaths.noticeListType:
        return [
          { noticeType: 'INVITE', total: 3, unread: 2 },
          { noticeType: 'SPONSOR', total: 1, unread: 0 },
        ];
      case ApiPaths.getConfigSwitch:
        return {
          visitorDelay: false,
          secondInfo: false,
          hideElement: false,
          dockingMeeting: false,
          registrationOnly: false,
          singleStepRegistration: false,
        };
      case ApiPaths.advertisementList:
        return [];
      default:
        throw new Error(`unexpected call ${path}`);
    }
  });
});

afterEach(() => {
  cleanup();
  post.mockReset();
  sessionStore.reset();
});

const homeMeta: RouteMeta = { headerMode: 2, whitelist: true, titleKey: 'routes.home' };
const workMeta: RouteMeta = {
  headerMode: 1,
  requiresLogin: true,
  titleKey: 'routes.mail',
  parentPath: '/profile',
};

describe('AppLayout', () => {
  it('anonymous on desktop: visitor top menu, search box, login and register, no notice polling', async () => {
    setWidth(1366);
    renderAt('/', homeMeta);
    expect(await screen.findByText('page body')).toBeTruthy();
    expect(screen.getAllByText('展商').length).toBeGreaterThan(0);
    // The search box's code is fetched after the first render (header-actions.tsx).
    expect(await screen.findByPlaceholderText('搜索展商、展品')).toBeTruthy();
    expect(screen.getByRole('button', { name: /登\s*录/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /注\s*册/ })).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith(ApiPaths.noticeListType, undefined, { silent: true });
  });

  it('logged-in visitor: polls notices and shows the unread dot on the bell', async () => {
    setWidth(1366);
    login('VISITOR');
    renderAt('/', homeMeta);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(ApiPaths.noticeListType, undefined, { silent: true }),
    );
    const bell = await screen.findByRole('link', { name: '2 条未读通知' });
    expect(bell.getAttribute('href')).toBe('/mail');
    expect(screen.getAllByText('观众').length).toBeGreaterThan(0);
  });

  it('exhibitor dashboard: no search box, side menu by role and a back arrow to the parent path', async () => {
    setWidth(1366);
    login('ACTOR', true);
    renderAt('/mail', workMeta);
    expect(await screen.findByText('page body')).toBeTruthy();
    expect(screen.queryByPlaceholderText('搜索展商、展品')).toBeNull();
    // Not even the place of the (deferred) search box.
    expect(document.querySelector('.of-header-search')).toBeNull();
    expect(screen.getByText('公司管理')).toBeTruthy();
    expect(screen.getByText('员工管理')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });

  it('below 750 px: a hamburger opens a drawer with the same menus', async () => {
    setWidth(375);
    login('VISITOR');
    renderAt('/', homeMeta);
    expect(await screen.findByText('page body')).toBeTruthy();
    expect(screen.queryByPlaceholderText('搜索展商、展品')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    });
    expect(await screen.findByPlaceholderText('搜索展商、展品')).toBeTruthy();
    expect(screen.getByText('个人中心')).toBeTruthy();
    expect(screen.getByText('通知中心')).toBeTruthy();
  });
});
