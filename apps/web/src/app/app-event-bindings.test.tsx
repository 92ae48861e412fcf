import { SessionPaths } from '@openfair/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { appEvents } from '../lib/app-events';
import { setRuntimeConfig } from '../lib/runtime-config';
import { isLoggedIn, sessionStore } from '../lib/session-store';
import { exhibitor, testConfig } from '../test/fixtures';
import { bodiesOf, mockApi } from '../test/server';
import { AppEventBindings } from './app-event-bindings';
import { Providers } from './providers';

const navigate = vi.fn();

beforeAll(() => {
  initI18n('zh');
});

beforeEach(() => {
  navigate.mockClear();
  setRuntimeConfig(testConfig);
  sessionStore.reset({ ...exhibitor(true), token: 'fresh' });
  mockApi({ [SessionPaths.logout]: () => null });
  // The app's own providers: its feedback host is what the bindings talk to.
  render(
    <Providers language="zh">
      <AppEventBindings navigate={navigate} />
    </Providers>,
  );
});

afterEach(() => {
  sessionStore.reset();
});

describe('what app/ does with the app events', () => {
  it('shows an error notice as a notification', async () => {
    act(() => {
      appEvents.emit('errorNotice', { message: '账号或密码错误' });
    });
    // the notification's code loads on first use: on a busy machine that takes more than a second
    expect(await screen.findByText('账号或密码错误', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows an error toast as a message', async () => {
    act(() => {
      appEvents.emit('errorToast', { message: '网络异常', durationMs: 5000 });
    });
    expect(await screen.findByText('网络异常', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('navigates with the router', () => {
    appEvents.emit('navigate', { to: '/register/password/vis' });
    appEvents.emit('navigate', { to: '/login', replace: true });
    expect(navigate.mock.calls).toEqual([
      ['/register/password/vis', { replace: false }],
      ['/login', { replace: true }],
    ]);
  });

  it('the login-expired dialog logs out, opens the login and lets a later expiry show it again', async () => {
    const dialogClosed = vi.fn();
    act(() => {
      appEvents.emit('loginExpired', { message: 'expired', dialogClosed });
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(i18n.t('common:sessionExpired.title'));
    expect(dialog.textContent).toContain('登录状态已过期，请重新登录');
    // Not closable: no close button, only the one that logs in again.
    expect(screen.queryByRole('button', { name: /close|关闭/i })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /重新登录/ }));
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(bodiesOf(SessionPaths.logout)).toHaveLength(1);
    expect(isLoggedIn(sessionStore.getState())).toBe(false);
    expect(dialogClosed).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes when the shell unmounts', () => {
    expect(appEvents.emit('navigate', { to: '/' })).toBe(1);
    cleanup();
    expect(appEvents.emit('navigate', { to: '/' })).toBe(0);
  });
});
