import { ApiPaths, RegistrationPaths } from '@openfair/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { isLoggedIn, sessionStore } from '../../lib/session-store';
import { anonymous, switchOff, testConfig, visitor } from '../../test/fixtures';
import { setupUi, Ui } from '../../test/ui';
import { QR_POLL_MS, QrLoginPanel } from './qr-login-panel';

beforeAll(setupUi);

let states: unknown[];
let polls: string[];
let authHeaders: (string | undefined)[];

beforeEach(() => {
  polls = [];
  authHeaders = [];
  states = [
    { state: 'WAITING' },
    { state: 'SCANNED' },
    { state: 'CONFIRMED', token: 'qr-token', subjectType: 'VISITOR' },
  ];
  setRuntimeConfig(testConfig);
  sessionStore.reset(anonymous);
  vi.useFakeTimers({ shouldAdvanceTime: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      let data: unknown = null;
      if (url.pathname === RegistrationPaths.showLogonQR)
        data = {
          qrId: 'q1',
          image: 'data:image/png;base64,AA==',
          scanUrl: 'http://x/qr-login/q1',
          expiresInSeconds: 120,
        };
      else if (url.pathname === RegistrationPaths.getAuthCode) {
        polls.push(url.searchParams.get('qrId') ?? '');
        data = states.shift() ?? { state: 'WAITING' };
      } else if (url.pathname === ApiPaths.getInfo) {
        authHeaders.push((init.headers as Record<string, string>).Authorization);
        data = visitor().info;
      } else if (url.pathname === ApiPaths.getConfigSwitch) data = { configSwitch: switchOff };
      return new Response(JSON.stringify({ code: 1000, msg: '', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('QR login panel', () => {
  it('polls every 2 s, says "scanned", and logs in with the token once confirmed', async () => {
    const onLoggedIn = vi.fn();
    render(
      <Ui>
        <QrLoginPanel onLoggedIn={onLoggedIn} />
      </Ui>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByAltText(i18n.t('session:qr.imageAlt'))).toBeTruthy();
    expect(polls).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QR_POLL_MS);
    });
    expect(polls).toEqual(['q1']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QR_POLL_MS);
    });
    expect(screen.getByText(i18n.t('session:qr.confirmOnPhone'))).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QR_POLL_MS);
    });
    expect(polls).toEqual(['q1', 'q1', 'q1']);
    expect(authHeaders).toEqual(['qr-token']);
    expect(isLoggedIn(sessionStore.getState())).toBe(true);
    expect(onLoggedIn).toHaveBeenCalledWith({ ok: true, to: '/' });
  });

  it('an expired code stops polling and offers a refresh', async () => {
    states = [{ state: 'EXPIRED' }];
    render(
      <Ui>
        <QrLoginPanel onLoggedIn={vi.fn()} />
      </Ui>,
    );
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
    expect(polls).toHaveLength(1);
  });
});
