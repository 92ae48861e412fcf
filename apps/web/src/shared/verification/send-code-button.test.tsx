import { VerificationPaths } from '@openfair/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { testConfig } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { bodiesOf, failure, mockApi, type Reply, requests } from '../../test/server';
import { SendCodeButton } from './send-code-button';

// The slider itself is tested on its own: here it passes at once with a token.
vi.mock('./slider-captcha', () => ({
  SliderCaptchaModal: ({ open, onPassed }: { open: boolean; onPassed: (token: string) => void }) =>
    open ? (
      <button type="button" onClick={() => onPassed('slider-token')}>
        solve
      </button>
    ) : null,
}));

beforeAll(() => {
  initI18n('zh');
});
beforeEach(() => {
  setRuntimeConfig(testConfig);
  sessionStore.reset({ token: 'visitor-token' });
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The button by its label (the loading icon's leave motion stays in the name under fake timers). */
const button = (label: string): HTMLButtonElement => {
  const found = screen.getByText(label).closest('button');
  if (!found) throw new Error(`no button ${label}`);
  return found;
};

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(`shared:${key}`, vars);

function renderButton(targetValid: boolean, reply?: Reply) {
  if (reply) mockApi({ [VerificationPaths.getEmailCode]: reply });
  return renderWithProviders(
    <SendCodeButton channel="EMAIL" target=" li@example.com " targetValid={targetValid} scene="REGISTER" />,
  );
}

/** Clicks "send", solves the slider and waits until the server has answered. */
async function sendOnce() {
  fireEvent.click(button(t('verification.send')));
  // The slider's code is fetched once the page is idle (a timer where idle callbacks are missing).
  const solve = await vi.waitFor(() => screen.getByText('solve'));
  await act(async () => {
    fireEvent.click(solve);
  });
  await vi.waitFor(() => expect(requests()).toHaveLength(1));
}

describe('send-code button', () => {
  it('stays disabled until the email or mobile is valid', () => {
    renderButton(false);
    expect(button(t('verification.send')).hasAttribute('disabled')).toBe(true);
  });

  it('sends after the slider and counts down 60 s before another send', async () => {
    renderButton(true, () => ({ resendAfterSeconds: 60, expiresInSeconds: 600 }));
    await sendOnce();
    expect(bodiesOf(VerificationPaths.getEmailCode)).toEqual([
      { email: 'li@example.com', scene: 'REGISTER', verificationToken: 'slider-token' },
    ]);
    const counting = await vi.waitFor(() => button(t('verification.resendIn', { seconds: 60 })));
    expect(counting.hasAttribute('disabled')).toBe(true);
    expect(t('verification.resendIn', { seconds: 59 })).toBe('重新发送(59s)');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button(t('verification.resendIn', { seconds: 59 }))).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(button(t('verification.resendIn', { seconds: 1 }))).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const again = button(t('verification.resend'));
    expect(again.hasAttribute('disabled')).toBe(false);
  });

  it('a refused send does not start the countdown', async () => {
    renderButton(true, () => failure(1012, 'too often, 42 s'));
    await sendOnce();
    await vi.waitFor(() => expect(button(t('verification.send')).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText(/重新发送/)).toBeNull();
  });
});
