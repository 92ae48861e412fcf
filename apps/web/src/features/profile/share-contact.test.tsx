import { RegistrationPaths, SessionPaths, VerificationPaths, type VisitorProfile } from '@openfair/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { sessionStore } from '../../lib/session-store';
import { stepStates, switchOff, visitor } from '../../test/fixtures';
import { areaApi } from '../../test/profile-data';
import { renderScreen } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
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
  emailVerified: true,
  mobileVerified: false,
  areaCode: '+86',
  businessNature: '',
  purchaseCategories: [],
  sourcingDemand: '',
  website: '',
  telephone: '',
  idNumber: '',
  social: {},
  shareContact,
  review: { status: 'approved', reason: '' },
});

// named by the field label and the checkbox text
const consentBox = () =>
  screen.getByRole('checkbox', { name: new RegExp(CONSENT_LABEL) }) as HTMLInputElement;

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** The payload of the last call to `path`. */
const lastPayload = (path: string) => bodiesOf(path).at(-1);

beforeAll(() => {
  initI18n('zh');
});

beforeEach(() => {
  sessionStore.reset({ token: 'visitor-token' });
  mockApi({
    ...areaApi(),
    // Saves refresh the session's user info afterwards.
    [SessionPaths.getInfo]: () => sessionStore.getState().info,
    [SessionPaths.getConfigSwitch]: () => ({ configSwitch: switchOff }),
    [RegistrationPaths.updateProfile]: () => null,
    [RegistrationPaths.saveAccountInfo]: () => null,
  });
});

describe('contact-sharing consent on /profile', () => {
  it('shows the saved consent ticked and withdraws it when unticked and saved', async () => {
    sessionStore.setState(visitor());
    mockApi({ [RegistrationPaths.getVisitor]: () => profile(true) });
    renderScreen(<ProfileScreen />, { at: '/profile' });
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
    mockApi({ [RegistrationPaths.getVisitor]: () => profile(false) });
    renderScreen(<ProfileScreen />, { at: '/profile' });
    await waitFor(() => expect(consentBox().checked).toBe(false));
    await click(consentBox());
    await click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(lastPayload(RegistrationPaths.updateProfile)).toMatchObject({ shareContact: true }),
    );
  });
});

describe('proving the other contact on /profile', () => {
  const mobileInput = () => screen.getByRole('textbox', { name: '手机号码' }) as HTMLInputElement;

  it('offers a code for a new mobile and saves its one-use proof with the profile', async () => {
    sessionStore.setState(visitor());
    mockApi({
      [RegistrationPaths.getVisitor]: () => profile(true),
      [VerificationPaths.validateMobile]: () => ({ verifiedToken: 'proof-1' }),
    });
    renderScreen(<ProfileScreen />, { at: '/profile' });
    await waitFor(() => expect(consentBox().checked).toBe(true));
    expect(screen.queryByText(/未验证的联系方式不会展示给展商/)).toBeNull();
    await act(async () => {
      fireEvent.change(mobileInput(), { target: { value: '13912345678' } });
    });
    expect(await screen.findByText(/未验证的联系方式不会展示给展商/)).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByPlaceholderText(/验证码/), { target: { value: '123456' } });
    });
    await click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(lastPayload(RegistrationPaths.updateProfile)).toMatchObject({
        mobile: '13912345678',
        mobileVerifiedToken: 'proof-1',
      }),
    );
    expect(lastPayload(VerificationPaths.validateMobile)).toMatchObject({
      mobile: '13912345678',
      code: '123456',
      scene: 'BIND',
    });
  });

  it('says a proven mobile is verified, and saves a new one without a code unproven', async () => {
    sessionStore.setState(visitor());
    mockApi({
      [RegistrationPaths.getVisitor]: () => ({
        ...profile(true),
        mobile: '13900000000',
        mobileVerified: true,
      }),
    });
    renderScreen(<ProfileScreen />, { at: '/profile' });
    expect(await screen.findByText(/已通过验证码验证/)).toBeTruthy();
    await act(async () => {
      fireEvent.change(mobileInput(), { target: { value: '13912345678' } });
    });
    await click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(lastPayload(RegistrationPaths.updateProfile)).toMatchObject({ mobile: '13912345678' }),
    );
    expect(lastPayload(RegistrationPaths.updateProfile)).not.toHaveProperty('mobileVerifiedToken');
  });
});

describe('contact-sharing consent on the business information step', () => {
  it('is off by default and sent as given', async () => {
    sessionStore.setState(visitor(stepStates[3]));
    renderScreen(<AccountInfoScreen />, { at: '/register/account-info/1' });
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
