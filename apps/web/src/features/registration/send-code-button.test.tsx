import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { SendCodeButton } from './send-code-button';
import { setupUi, Ui } from './test-utils';

const sendCode = vi.fn();
vi.mock('./registration.api', () => ({ sendCode: (input: unknown) => sendCode(input) }));
// The slider itself is tested on its own: here it passes at once with a token.
vi.mock('./slider-captcha', () => ({
  SliderCaptchaModal: ({ open, onPassed }: { open: boolean; onPassed: (token: string) => void }) =>
    open ? (
      <button type="button" onClick={() => onPassed('slider-token')}>
        solve
      </button>
    ) : null,
}));

beforeAll(setupUi);
beforeEach(() => {
  sendCode.mockReset();
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The button by its label (the loading icon's leave motion stays in the name under fake timers). */
const button = (label: string): HTMLButtonElement => {
  const found = screen.getByText(label).closest('button');
  if (!found) throw new Error(`no button ${label}`);
  return found;
};

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(`registration:${key}`, vars);

function renderButton(targetValid: boolean) {
  return render(
    <Ui>
      <SendCodeButton channel="EMAIL" target=" li@example.com " targetValid={targetValid} scene="REGISTER" />
    </Ui>,
  );
}

describe('send-code button', () => {
  it('stays disabled until the email or mobile is valid', () => {
    renderButton(false);
    expect(button(t('code.send')).hasAttribute('disabled')).toBe(true);
  });

  it('sends after the slider and counts down 60 s before another send', async () => {
    sendCode.mockResolvedValue({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    renderButton(true);
    fireEvent.click(button(t('code.send')));
    await act(async () => {
      fireEvent.click(screen.getByText('solve'));
    });
    expect(sendCode).toHaveBeenCalledWith({
      channel: 'EMAIL',
      target: ' li@example.com ',
      scene: 'REGISTER',
      verificationToken: 'slider-token',
    });
    const counting = button(t('code.resendIn', { seconds: 60 }));
    expect(counting.hasAttribute('disabled')).toBe(true);
    expect(i18n.t('registration:code.resendIn', { seconds: 59 })).toBe('重新发送(59s)');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button(t('code.resendIn', { seconds: 59 }))).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(button(t('code.resendIn', { seconds: 1 }))).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const again = button(t('code.resend'));
    expect(again.hasAttribute('disabled')).toBe(false);
  });

  it('a refused send does not start the countdown', async () => {
    sendCode.mockRejectedValue(new Error('too often, 42 s'));
    renderButton(true);
    fireEvent.click(button(t('code.send')));
    await act(async () => {
      fireEvent.click(screen.getByText('solve'));
    });
    expect(sendCode).toHaveBeenCalledTimes(1);
    expect(button(t('code.send')).hasAttribute('disabled')).toBe(false);
  });
});
