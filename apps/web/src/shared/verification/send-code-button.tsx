import { CODE_RULES, type CodeScene } from '@openfair/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredComponent } from '../ui/deferred';
import { useCountdown } from './use-countdown';
import { type CodeChannel, useSendCode } from './verification.api';
import './verification.css';

/**
 * The slider check opens on a click: its dialog's code (antd's Modal with the puzzle) is fetched once the
 * page is idle, not with the form.
 */
const SliderCaptchaModal = deferredComponent(
  () => import('./slider-captcha').then((m) => m.SliderCaptchaModal),
  { when: 'idle' },
);

type Props = {
  channel: CodeChannel;
  /** The email or mobile the code goes to. */
  target: string;
  /** Whether `target` is a valid email or mobile; the button stays disabled until it is. */
  targetValid: boolean;
  scene: CodeScene;
  /** Called after the server sent the code (e.g. to focus the code field). */
  onSent?: () => void;
  disabled?: boolean;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
};

/**
 * "Send code": opens the slider check; once passed, asks the server for the code and counts down
 * CODE_RULES.resendSeconds (or what the server says) before another send. A refused send (too often,
 * daily cap, existing account) shows the server's message through the request wrapper.
 */
export function SendCodeButton({
  channel,
  target,
  targetValid,
  scene,
  onSent,
  disabled,
  size = 'large',
  block,
}: Props) {
  const { t } = useTranslation('shared');
  const { remaining, start } = useCountdown();
  const [sliderOpen, setSliderOpen] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const send = useSendCode();

  const onPassed = (verificationToken: string) => {
    setSliderOpen(false);
    // A refusal was shown by the request wrapper (e.g. "too often, try again in 42 s").
    send.mutate(
      { channel, target, scene, verificationToken },
      {
        onSuccess: (result) => {
          setSentOnce(true);
          start(result?.resendAfterSeconds ?? CODE_RULES.resendSeconds);
          onSent?.();
        },
      },
    );
  };

  const label =
    remaining > 0
      ? t('verification.resendIn', { seconds: remaining })
      : sentOnce
        ? t('verification.resend')
        : t('verification.send');
  return (
    <>
      <Button
        size={size}
        block={block}
        disabled={disabled || !targetValid || remaining > 0}
        loading={send.isPending}
        onClick={() => setSliderOpen(true)}
        className="of-send-code"
      >
        {label}
      </Button>
      <SliderCaptchaModal open={sliderOpen} onCancel={() => setSliderOpen(false)} onPassed={onPassed} />
    </>
  );
}
