import { RegistrationPaths, SessionPaths } from '@openfair/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { isLoggedIn, sessionStore } from '../../lib/session-store';
import { anonymous, exhibitor, switchOff, testConfig, visitor } from '../../test/fixtures';
import { currentLocation, renderScreen } from '../../test/render';
import { bodiesOf, failure, mockApi, requests } from '../../test/server';
import { codeChannelOf, LoginScreen } from './login-screen';

beforeAll(() => {
  initI18n('zh');
});

const logon = (subjectType: 'VISITOR' | 'ACTOR') => ({
  token: 'fresh',
  subjectType,
  userAccountId: 'a',
  loginAccount: 'li@x.cn',
  loginType: 'EMAIL',
});

beforeEach(() => {
  mockApi({
    [SessionPaths.webLogon]: () => logon('VISITOR'),
    [SessionPaths.getInfo]: () => visitor().info,
    [SessionPaths.getConfigSwitch]: () => ({ configSwitch: switchOff }),
  });
  setRuntimeConfig(testConfig);
  sessionStore.reset(anonymous);
});

const renderLogin = (path: string) => renderScreen(<LoginScreen />, { route: '/login/:type', at: path });
const shared = (key: string) => i18n.t(`shared:${key}`);
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
    fireEvent.change(screen.getByPlaceholderText(shared('verification.codePlaceholder')), {
      target: { value: '123456' },
    });
    await submit();
    await vi.waitFor(() => expect(currentLocation()).toBe('/'));
    const [body] = bodiesOf(SessionPaths.webLogon);
    expect(body).toMatchObject({ account: 'li@x.cn', code: '123456', loginSubjectType: 'VISITOR' });
    expect(body).not.toHaveProperty('password');
    expect(isLoggedIn(sessionStore.getState())).toBe(true);
  });

  it('the code tab refuses a malformed code before any call', async () => {
    renderLogin('/login/person');
    fireEvent.click(await screen.findByText(t('login.methodCode')));
    fireEvent.change(await screen.findByPlaceholderText(t('login.codeAccountPlaceholder')), {
      target: { value: 'li@x.cn' },
    });
    fireEvent.change(screen.getByPlaceholderText(shared('verification.codePlaceholder')), {
      target: { value: '12a' },
    });
    await submit();
    expect(await screen.findByText(shared('verification.codeInvalid'))).toBeTruthy();
    expect(requests()).toEqual([]);
  });

  it('an exhibitor account not bound yet (1016) binds with the exhibitor code', async () => {
    mockApi({
      [SessionPaths.webLogon]: () => failure(1016, '账号未绑定展商'),
      [RegistrationPaths.bindExhibitor]: () => logon('ACTOR'),
      [SessionPaths.getInfo]: () => exhibitor(false).info,
    });
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
    await vi.waitFor(() => expect(currentLocation()).toBe('/my-exhibit-list'));
    expect(bodiesOf(RegistrationPaths.bindExhibitor)[0]).toMatchObject({
      account: 'staff@x.cn',
      password: 'Expo2026',
      exhibitorCode: 'EX-2026',
    });
  });

  it('shows the lockout message as the server says it', async () => {
    mockApi({ [SessionPaths.webLogon]: () => failure(1007, '账号已锁定，请 15 分钟后再试') });
    renderLogin('/login/person');
    fireEvent.change(await screen.findByPlaceholderText(t('login.accountPlaceholder')), {
      target: { value: 'li@x.cn' },
    });
    fireEvent.change(screen.getByPlaceholderText(t('login.passwordPlaceholder')), { target: { value: 'x' } });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain('账号已锁定，请 15 分钟后再试');
  });
});
