import { ApiPaths, RegistrationPaths, type VisitorProfile } from '@openfair/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { sessionStore } from '../../lib/session-store';
import { stepStates, visitor } from '../../test/fixtures';

const post = vi.hoisted(() => vi.fn());
const get = vi.hoisted(() => vi.fn());
const refreshUserInfo = vi.hoisted(() => vi.fn());
vi.mock('../../api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/request')>()),
  get,
  post,
}));
vi.mock('../../shared/session/session.api', () => ({ refreshUserInfo }));

import { installMatchMedia, renderAt } from '../../test/profile-render';
import { AccountInfoScreen } from './account-info-screen';
import { ProfileScreen } from './profile-screen';

/**
 * The visitor's consent to show email and mobile to exhibitors (visitors.share_contact): off unless
 * ticked, read back on /profile, and sent with both the registration step and the profile save.
 */

const CONSENT_LABEL = '允许展商在观众详情中查看我的邮箱和手机号';

const profile = (shareContact: boolean): VisitorProfile => ({
  id: 'visitor-1',
  headImage: '',
  registeredBy: 'EMAIL',
  loginEmail: 'jane@example.test',
  loginMobile: '',
  hasPassword: true,
  name: 'Jane Doe',
  company: 'Acme Trading',
  position: 'Buyer',
  countryId: 'DE',
  provinceId: '',
  cityId: '',
  email: 'jane@example.test',
  mobile: '',
  areaCode: '+86',
  businessNature: '',
  purchaseCategories: [],
  sourcingDemand: '',
  website: '',
  telephone: '',
  idNumber: '',
  social: {},
  shareContact,
});

const areaAnswers = async (path: string) =>
  path === ApiPaths.countryList
    ? [
        { id: 'CN', name: '中国' },
        { id: 'DE', name: '德国' },
      ]
    : [];

// named by the field label and the checkbox text
const consentBox = () =>
  screen.getByRole('checkbox', { name: new RegExp(CONSENT_LABEL) }) as HTMLInputElement;

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** The payload of the last call to `path`. */
function lastPayload(path: string): Record<string, unknown> | undefined {
  return post.mock.calls.filter(([p]) => p === path).at(-1)?.[1];
}

beforeAll(() => {
  initI18n('zh');
  installMatchMedia();
});

beforeEach(() => {
  sessionStore.reset({ token: 'visitor-token' });
  get.mockImplementation(areaAnswers);
});

afterEach(() => {
  cleanup();
  post.mockReset();
  get.mockReset();
  refreshUserInfo.mockReset();
});

describe('contact-sharing consent on /profile', () => {
  it('shows the saved consent ticked and withdraws it when unticked and saved', async () => {
    sessionStore.setState(visitor());
    post.mockImplementation(async (path: string) =>
      path === RegistrationPaths.getVisitor ? profile(true) : null,
    );
    render(renderAt('/profile', <ProfileScreen />).wrap);
    await waitFor(() => expect(consentBox().checked).toBe(true));
    // the explanation says what it does and that it can be undone
    expect(screen.getByText(/不勾选时展商看不到您的邮箱和手机号/)).toBeTruthy();

    await click(consentBox());
    expect(consentBox().checked).toBe(false);
    await click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(lastPayload(RegistrationPaths.updateProfile)).toMatchObject({
        name: 'Jane Doe',
        countryId: 'DE',
        shareContact: false,
      }),
    );
  });

  it('starts unticked for a visitor who never consented, and sends the consent once ticked', async () => {
    sessionStore.setState(visitor());
    post.mockImplementation(async (path: string) =>
      path === RegistrationPaths.getVisitor ? profile(false) : null,
    );
    render(renderAt('/profile', <ProfileScreen />).wrap);
    await waitFor(() => expect(consentBox().checked).toBe(false));
    await click(consentBox());
    await click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(lastPayload(RegistrationPaths.updateProfile)).toMatchObject({ shareContact: true }),
    );
  });
});

describe('contact-sharing consent on the business information step', () => {
  it('is off by default and sent as given', async () => {
    sessionStore.setState(visitor(stepStates[3]));
    post.mockResolvedValue(null);
    render(renderAt('/register/account-info/1', <AccountInfoScreen />, ['/register/questionnaire']).wrap);
    expect(consentBox().checked).toBe(false);
    await click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() =>
      expect(lastPayload(RegistrationPaths.saveAccountInfo)).toMatchObject({ shareContact: false }),
    );

    await click(consentBox());
    await click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() =>
      expect(lastPayload(RegistrationPaths.saveAccountInfo)).toMatchObject({ shareContact: true }),
    );
  });
});
