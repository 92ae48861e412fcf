import { RegistrationPaths, SessionPaths } from '@openfair/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../app/runtime-config';
import { i18n } from '../../i18n';
import { anonymous, exhibitor, switchOff, testConfig, visitor } from '../../test/fixtures';
import { setupUi, Ui } from '../registration/test-utils';
import { codeChannelOf, LoginScreen } from './login-screen';
import { isLoggedIn, sessionStore } from './session-store';

beforeAll(setupUi);

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[];
let routes: Record<string, () => unknown>;

const logon = (subjectType: 'VISITOR' | 'ACTOR') => ({
  code: 1000,
  msg: '',
  data: { token: 'fresh', subjectType, userAccountId: 'a', loginAccount: 'li@x.cn', loginType: 'EMAIL' },
});

beforeEach(() => {
  calls = [];
  routes = {
    [SessionPaths.webLogon]: () => logon('VISITOR'),
    [SessionPaths.getInfo]: () => ({ code: 1000, msg: '', data: visitor().info }),
    [SessionPaths.getConfigSwitch]: () => ({ code: 1000, msg: '', data: { configSwitch: switchOff } }),
  };
  setRuntimeConfig(testConfig);
  sessionStore.reset(anonymous);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : {} });
      const body = routes[path]?.() ?? { code: 1005, msg: 'nf', data: null };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLogin(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login/:type', element: <LoginScreen /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Ui>
      <RouterProvider router={router} />
    </Ui>,
  );
}

const t = (key: string) => i18n.t(`session:${key}`);
const submit = async () => {
  await act(async () => {
    fireEvent.click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!);
  });
};

describe('login screen', () => {
  it('sends a code to an email or a Chinese mobile only', () => {
    expect(codeChannelOf(' li@x.cn ')).toBe('EMAIL');
    expect(codeChannelOf('13800138000')).toBe('MOBILE');
    expect(codeChannelOf('4915112345678')).toBeNull();
    expect(codeChannelOf(undefined)).toBeNull();
  });

  it('the code tab logs in with webLogon {account, code, loginSubjectType}', async () => {
    renderLogin('/login/person');
    fireEvent.click(await screen.findByText(t('login.methodCode')));
    const account = await screen.findByPlaceholderText(t('login.codeAccountPlaceholder'));
    fireEvent.change(account, { target: { value: 'li@x.cn' } });
    fireEvent.change(screen.getByPlaceholderText(t('login.codePlaceholder')), {
      target: { value: '123456' },
    });
    await submit();
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    const call = calls.find((c) => c.path === SessionPaths.webLogon);
    expect(call?.body).toMatchObject({ account: 'li@x.cn', code: '123456', loginSubjectType: 'VISITOR' });
    expect(call?.body).not.toHaveProperty('password');
    expect(isLoggedIn(sessionStore.getState())).toBe(true);
  });

  it('the code tab refuses a malformed code before any call', async () => {
    renderLogin('/login/person');
    fireEvent.click(await screen.findByText(t('login.methodCode')));
    fireEvent.change(await screen.findByPlaceholderText(t('login.codeAccountPlaceholder')), {
      target: { value: 'li@x.cn' },
    });
    fireEvent.change(screen.getByPlaceholderText(t('login.codePlaceholder')), { target: { value: '12a' } });
    await submit();
    expect(await screen.findByText(t('login.codeInvalid'))).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('an exhibitor account not bound yet (1016) binds with the exhibitor code', async () => {
    routes[SessionPaths.webLogon] = () => ({ code: 1016, msg: '账号未绑定展商', data: null });
    routes[RegistrationPaths.bindExhibitor] = () => logon('ACTOR');
    routes[SessionPaths.getInfo] = () => ({ code: 1000, msg: '', data: exhibitor(false).info });
    renderLogin('/login/actor');
    fireEvent.change(await screen.findByPlaceholderText(t('login.accountPlaceholder')), {
      target: { value: 'staff@x.cn' },
    });
    fireEvent.change(screen.getByPlaceholderText(t('login.passwordPlaceholder')), {
      target: { value: 'Expo2026' },
    });
    await submit();
    const code = await screen.findByPlaceholderText(t('bind.codePlaceholder'));
    fireEvent.change(code, { target: { value: 'EX-2026' } });
    await submit();
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/my-exhibit-list'));
    expect(calls.find((c) => c.path === RegistrationPaths.bindExhibitor)?.body).toMatchObject({
      account: 'staff@x.cn',
      password: 'Expo2026',
      exhibitorCode: 'EX-2026',
    });
  });

  it('shows the lockout message as the server says it', async () => {
    routes[SessionPaths.webLogon] = () => ({ code: 1007, msg: '账号已锁定，请 15 分钟后再试', data: null });
    renderLogin('/login/person');
    fireEvent.change(await screen.findByPlaceholderText(t('login.accountPlaceholder')), {
      target: { value: 'li@x.cn' },
    });
    fireEvent.change(screen.getByPlaceholderText(t('login.passwordPlaceholder')), { target: { value: 'x' } });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain('账号已锁定，请 15 分钟后再试');
  });
});
