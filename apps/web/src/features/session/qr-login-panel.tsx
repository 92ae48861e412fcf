import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import type { LogonQr, QrState } from '@openfair/contract';
import { Alert, Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginSuccess } from '../../shared/session/establish-session';
import { loginWithQrToken, pollQrState, showLogonQr } from './login.api';

/** The desktop asks for the QR state this often. */
export const QR_POLL_MS = 2000;

type Props = { onLoggedIn: (result: LoginSuccess) => void };

/**
 * QR login on a desktop: shows a QR code the logged-in phone scans (it opens /qr-login/<qrId>), polls
 * the state every 2 s, and once the phone confirms stores the token it receives and logs in like any
 * login. An expired code offers a refresh.
 */
export function QrLoginPanel({ onLoggedIn }: Props) {
  const { t } = useTranslation('session');
  const [qr, setQr] = useState<LogonQr | null>(null);
  const [state, setState] = useState<QrState | 'LOADING' | 'FAILED'>('LOADING');
  const [error, setError] = useState('');
  const generation = useRef(0);
  const expiresAt = useRef(0);
  const onLoggedInRef = useRef(onLoggedIn);
  onLoggedInRef.current = onLoggedIn;

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setState('LOADING');
    setError('');
    try {
      const next = await showLogonQr();
      if (mine !== generation.current) return;
      expiresAt.current = Date.now() + next.expiresInSeconds * 1000;
      setQr(next);
      setState('WAITING');
    } catch {
      if (mine === generation.current) setState('FAILED');
    }
  }, []);

  useEffect(() => {
    void load();
    return () => {
      // Unmounted: any answer still on its way is ignored.
      generation.current++;
    };
  }, [load]);

  useEffect(() => {
    if (!qr || (state !== 'WAITING' && state !== 'SCANNED')) return;
    const mine = generation.current;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      if (mine !== generation.current) return;
      if (Date.now() >= expiresAt.current) {
        setState('EXPIRED');
        return;
      }
      try {
        const answer = await pollQrState(qr.qrId, controller.signal);
        if (mine !== generation.current) return;
        if (answer.state === 'CONFIRMED' && answer.token) {
          generation.current++;
          const result = await loginWithQrToken(answer);
          if (result.ok) onLoggedInRef.current(result);
          else {
            setError(result.message || t('qr.failed'));
            setState('EXPIRED');
          }
          return;
        }
        if (answer.state === 'EXPIRED') {
          setState('EXPIRED');
          return;
        }
        if (answer.state === 'SCANNED') setState('SCANNED');
      } catch {
        // A failed poll is retried at the next tick; expiry still ends the wait.
      }
      timer = setTimeout(() => void tick(), QR_POLL_MS);
    };
    timer = setTimeout(() => void tick(), QR_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [qr, state, t]);

  if (state === 'FAILED') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('qr.loadFailed')}
        action={
          <Button size="small" onClick={() => void load()}>
            {t('qr.refresh')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="of-qr-login">
      <Spin spinning={state === 'LOADING'}>
        <div className="of-qr-frame">
          {qr && <img src={qr.image} alt={t('qr.imageAlt')} width={200} height={200} />}
          {state === 'SCANNED' && (
            <div className="of-qr-overlay" role="status">
              <CheckCircleFilled className="of-qr-overlay-icon" />
              <span>{t('qr.scanned')}</span>
            </div>
          )}
          {state === 'EXPIRED' && (
            <div className="of-qr-overlay" role="status">
              <span>{t('qr.expired')}</span>
              <Button type="primary" icon={<ReloadOutlined />} onClick={() => void load()}>
                {t('qr.refresh')}
              </Button>
            </div>
          )}
        </div>
      </Spin>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <p className="of-paragraph of-text-secondary of-qr-hint">
        {state === 'SCANNED' ? t('qr.confirmOnPhone') : t('qr.hint')}
      </p>
    </div>
  );
}
