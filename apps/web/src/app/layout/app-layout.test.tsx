import { ContentPaths, type RuntimeConfig, SessionPaths, type UserInfo } from '@openfair/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { appEvents } from '../../lib/app-events';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { switchOff, testConfig } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import { bodiesOf, failure, mockApi, raw } from '../../test/server';
import type { RouteMeta } from '../route-meta';
import { AppLayout } from './app-layout';

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

const runtimeConfig: RuntimeConfig = {
  ...testConfig,
  appId: 'app',
  imAppId: '',
  handbook: { actor: '', visitor: 'https://fair.example.test/visitor.pdf' },
};

function renderAt(path: string, meta: RouteMeta) {
  return renderScreen(null, {
    at: path,
    routes: [
      {
        path: '/',
        element: <AppLayout />,
        children: [
          { index: true, element: <p>page body</p>, handle: { meta } },
          { path: '*', element: <p>page body</p>, handle: { meta } },
        ],
      },
    ],
  });
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

beforeAll(() => {
  initI18n('zh');
});

beforeEach(() => {
  setRuntimeConfig(runtimeConfig);
  sessionStore.reset();
  mockApi({
    [ContentPaths.noticeListType]: () => [
      { noticeType: 'INVITE', total: 3, unread: 2 },
      { noticeType: 'SPONSOR', total: 1, unread: 0 },
    ],
    [SessionPaths.getConfigSwitch]: () => switchOff,
    [ContentPaths.advertisementList]: () => [],
    // The layout records page views (shared/analytics).
    '/burying': () => raw(new HttpResponse(null, { status: 204 })),
  });
});

afterEach(() => {
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
  it('a failing notice poll stays silent: no notification every minute', async () => {
    setWidth(1366);
    login('VISITOR');
    mockApi({ [ContentPaths.noticeListType]: () => failure(1001, 'busy') });
    const errorNotice = vi.fn();
    const off = appEvents.on('errorNotice', errorNotice);
    renderAt('/', homeMeta);
    await waitFor(() => expect(bodiesOf(ContentPaths.noticeListType)).toHaveLength(1));
    expect(await screen.findByRole('link', { name: '通知' })).toBeTruthy();
    off();
    expect(errorNotice).not.toHaveBeenCalled();
  });

  it('anonymous on desktop: visitor top menu, search box, login and register, no notice polling', async () => {
    setWidth(1366);
    renderAt('/', homeMeta);
    expect(await screen.findByText('page body')).toBeTruthy();
    expect(screen.getAllByText('展商').length).toBeGreaterThan(0);
    expect(await screen.findByPlaceholderText('搜索展商、展品')).toBeTruthy();
    expect(screen.getByRole('button', { name: /登\s*录/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /注\s*册/ })).toBeTruthy();
    expect(bodiesOf(ContentPaths.noticeListType)).toEqual([]);
  });

  it('logged-in visitor: polls notices and shows the unread dot on the bell', async () => {
    setWidth(1366);
    login('VISITOR');
    renderAt('/', homeMeta);
    await waitFor(() => expect(bodiesOf(ContentPaths.noticeListType)).toEqual([{}]));
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
    // Not even the search box's place.
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

  it('account menu: a menu button that opens on ArrowDown, moves with the arrows and closes on Escape', async () => {
    setWidth(1366);
    login('VISITOR');
    renderAt('/', homeMeta);
    const button = await screen.findByRole('button', { name: /李明/ });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await act(async () => {
      fireEvent.keyDown(button, { key: 'ArrowDown' });
    });
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    // who is logged in (shown, not chosen), the workbench, logout
    expect(items.map((item) => item.textContent)).toEqual(['李明 · 观众', '工作台', '退出登录']);
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    await act(async () => {
      fireEvent.keyDown(menu, { key: 'Escape' });
    });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    // A click elsewhere closes it too.
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('menu')).toBeTruthy();
    await act(async () => {
      fireEvent.pointerDown(document.body);
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('top menu: links, the entry of the current page marked, in a named navigation landmark', async () => {
    setWidth(1366);
    renderAt('/', homeMeta);
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    const home = within(nav).getByRole('link', { name: '首页' });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '展商' }).getAttribute('aria-current')).toBeNull();
  });

  it('mobile drawer: a modal dialog that takes the focus, keeps Tab inside and gives the focus back', async () => {
    setWidth(375);
    renderAt('/', homeMeta);
    const hamburger = await screen.findByRole('button', { name: '打开菜单' });
    hamburger.focus();
    await act(async () => {
      fireEvent.click(hamburger);
    });
    const dialog = await screen.findByRole('dialog', { name: '菜单' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = within(dialog).getByRole('button', { name: '关闭菜单' });
    expect(document.activeElement).toBe(close);
    // Shift+Tab from the first control wraps to the last one.
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(hamburger));
  });
});
