import { RegistrationPaths, SessionPaths } from '@openfair/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { isLoggedIn, sessionStore } from '../../lib/session-store';
import { anonymous, stepStates, switchOff, testConfig, visitor } from '../../test/fixtures';
import { currentLocation, LocationProbe, renderScreen } from '../../test/render';
import { bodiesOf, mockApi, requests } from '../../test/server';
import { RegisterEmailScreen, RegisterMobileScreen } from './register-screen';
import { allowedRegisterStep, readVerified, saveVerified, VERIFIED_TTL_MS } from './registration-flow';

beforeAll(() => {
  initI18n('zh');
});

describe('registration step guard (steps opened out of order go back)', () => {
  it.each([
    ['0', false, false, 0],
    ['1', false, false, 0],
    ['1', true, false, 1],
    ['2', true, false, 0],
    ['2', false, false, 0],
    ['7', true, false, 0],
    [undefined, true, false, 0],
    ['0', false, true, 2],
    ['1', true, true, 2],
    ['2', false, true, 2],
  ] as const)('step %s, verified %s, logged in %s → %s', (step, verified, loggedInVisitor, want) => {
    expect(allowedRegisterStep(step, { verified, loggedInVisitor })).toBe(want);
  });

  it('keeps the verified proof per channel and drops it when stale', () => {
    saveVerified({ channel: 'EMAIL', target: 'li@x.cn', verifiedToken: 'v1' }, 1000);
    expect(readVerified('EMAIL', 2000)).toMatchObject({ target: 'li@x.cn', verifiedToken: 'v1' });
    expect(readVerified('MOBILE', 2000)).toBeNull();
    expect(readVerified('EMAIL', 1000 + VERIFIED_TTL_MS + 1)).toBeNull();
    sessionStorage.clear();
    expect(readVerified('EMAIL', 2000)).toBeNull();
  });
});

function renderAt(path: string) {
  renderScreen(null, {
    at: path,
    routes: [
      {
        path: '/register/email/:step',
        element: (
          <>
            <LocationProbe />
            <RegisterEmailScreen />
          </>
        ),
      },
      {
        path: '/register/mobile/:step',
        element: (
          <>
            <LocationProbe />
            <RegisterMobileScreen />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
  });
}

describe('registration screens', () => {
  const registered = visitor(stepStates[2], '');

  beforeEach(() => {
    sessionStorage.clear();
    setRuntimeConfig(testConfig);
    sessionStore.reset(anonymous);
    mockApi({
      [RegistrationPaths.registerUserByEmail]: () => ({
        token: 'new-token',
        subjectType: 'VISITOR',
        userAccountId: 'acc-1',
        loginAccount: 'li@x.cn',
        loginType: 'EMAIL',
        mustChangePassword: false,
        hasPassword: true,
      }),
      [SessionPaths.getInfo]: () => registered.info,
      [SessionPaths.getConfigSwitch]: () => ({ configSwitch: switchOff }),
    });
  });

  it('step 1 without a verified email goes back to step 0', async () => {
    renderAt('/register/email/1');
    await vi.waitFor(() => expect(currentLocation()).toBe('/register/email/0'));
    expect(screen.getByText(i18n.t('registration:register.emailTitle'))).toBeTruthy();
  });

  it('step 2 without an account goes back to step 0, for mobile too', async () => {
    renderAt('/register/mobile/2');
    await vi.waitFor(() => expect(currentLocation()).toBe('/register/mobile/0'));
  });

  it('a proof for email does not open the mobile step 1', async () => {
    saveVerified({ channel: 'EMAIL', target: 'li@x.cn', verifiedToken: 'v1' });
    renderAt('/register/mobile/1');
    await vi.waitFor(() => expect(currentLocation()).toBe('/register/mobile/0'));
  });

  it('step 1 creates the account with the proof and the invitation, logs in and shows step 2', async () => {
    saveVerified({ channel: 'EMAIL', target: 'li@x.cn', verifiedToken: 'v1' });
    sessionStore.setState({
      invitationSource: { exhibitorId: 'e1', exhibitorEmployeeUserAccountId: '', email: '' },
      inviteType: 'INVITE',
    });
    renderAt('/register/email/1');
    expect(await screen.findByText(i18n.t('registration:register.passwordTitle'))).toBeTruthy();
    const [password, confirm] = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
    fireEvent.change(password!, { target: { value: 'Expo2026' } });
    fireEvent.change(confirm!, { target: { value: 'Expo2026' } });
    await act(async () => {
      fireEvent.click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    });
    await vi.waitFor(() => expect(currentLocation()).toBe('/register/email/2'));
    expect(bodiesOf(RegistrationPaths.registerUserByEmail)[0]).toMatchObject({
      email: 'li@x.cn',
      verifiedToken: 'v1',
      password: 'Expo2026',
      confirmPassword: 'Expo2026',
      invitationSource: { exhibitorId: 'e1', sourceType: 'INVITE' },
    });
    expect(isLoggedIn(sessionStore.getState())).toBe(true);
    expect(sessionStore.getState().token).toBe('new-token');
    // The proof and the invitation are used up.
    expect(readVerified('EMAIL')).toBeNull();
    expect(sessionStore.getState().inviteType).toBe('');
    expect(await screen.findByText(i18n.t('registration:register.createdTitle'))).toBeTruthy();
  });

  it('a mismatched confirmation is refused before any call', async () => {
    saveVerified({ channel: 'EMAIL', target: 'li@x.cn', verifiedToken: 'v1' });
    renderAt('/register/email/1');
    await screen.findByText(i18n.t('registration:register.passwordTitle'));
    const [password, confirm] = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
    fireEvent.change(password!, { target: { value: 'Expo2026' } });
    fireEvent.change(confirm!, { target: { value: 'Expo2027' } });
    await act(async () => {
      fireEvent.click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    });
    expect(await screen.findByText('两次输入密码不一致')).toBeTruthy();
    expect(requests()).toEqual([]);
  });
});
