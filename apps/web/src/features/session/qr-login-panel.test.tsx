import { SessionPaths } from '@openfair/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { isLoggedIn, sessionStore } from '../../lib/session-store';
import { anonymous, switchOff, testConfig, visitor } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { bodiesOf, mockApi, requests } from '../../test/server';
import { QR_POLL_MS, QrLoginPanel } from './qr-login-panel';

beforeAll(() => {
  initI18n('zh');
});

let states: unknown[];

beforeEach(() => {
  states = [
    { state: 'WAITING' },
    { state: 'SCANNED' },
    { state: 'CONFIRMED', token: 'qr-token', subjectType: 'VISITOR' },
  ];
  setRuntimeConfig(testConfig);
  sessionStore.reset(anonymous);
  vi.useFakeTimers({ shouldAdvanceTime: false });
  mockApi({
    [SessionPaths.showLogonQR]: () => ({
      qrId: 'q1',
      image: 'data:image/png;base64,AA==',
      scanUrl: 'http://x/qr-login/q1',
      expiresInSeconds: 120,
    }),
    [SessionPaths.getAuthCode]: () => states.shift() ?? { state: 'WAITING' },
    [SessionPaths.getInfo]: () => visitor().info,
    [SessionPaths.getConfigSwitch]: () => ({ configSwitch: switchOff }),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The qrId of every poll so far. */
const polls = () => bodiesOf(SessionPaths.getAuthCode).map((query) => query.qrId);
/** The token each user-info call carried. */
const authHeaders = () =>
  requests()
    .filter((r) => r.path === SessionPaths.getInfo)
    .map((r) => r.headers.get('Authorization'));

describe('QR login panel', () => {
  it('polls every 2 s, says "scanned", and logs in with the token once confirmed', async () => {
    const onLoggedIn = vi.fn();
    renderWithProviders(<QrLoginPanel onLoggedIn={onLoggedIn} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByAltText(i18n.t('session:qr.imageAlt'))).toBeTruthy();
    expect(polls()).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QR_POLL_MS);
    });
    expect(polls()).toEqual(['q1']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QR_POLL_MS);
    });
    expect(screen.getByText(i18n.t('session:qr.confirmOnPhone'))).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QR_POLL_MS);
    });
    expect(polls()).toEqual(['q1', 'q1', 'q1']);
    expect(authHeaders()).toEqual(['qr-token']);
    expect(isLoggedIn(sessionStore.getState())).toBe(true);
    expect(onLoggedIn).toHaveBeenCalledWith({ ok: true, to: '/' });
  });

  it('an expired code stops polling and offers a refresh', async () => {
    states = [{ state: 'EXPIRED' }];
    renderWithProviders(<QrLoginPanel onLoggedIn={vi.fn()} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QR_POLL_MS);
    });
    expect(screen.getByText(i18n.t('session:qr.expired'))).toBeTruthy();
    expect(screen.getByRole('button', { name: /刷\s*新/ })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QR_POLL_MS * 3);
    });
    expect(polls()).toHaveLength(1);
  });
});
