import { SET_PASSWORD_REDIRECT_MS } from '@openfair/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { uiBridge } from '../../api/ui-bridge';
import type { LoginResult } from './session.api';

export const CHANGE_PASSWORD_PATH = '/personal/change-password';
export const SET_PASSWORD_PATH = '/register/password/vis';
/** Set while an administrator-made password must be changed; read by the change-password screen. */
export const MUST_CHANGE_PASSWORD_KEY = 'openfair.mustChangePassword';

/**
 * Navigation after any successful login (password, code, QR, registration, binding): the login
 * redirect target, except that an account whose password must change goes to the change-password
 * screen first, and a visitor without a password is told and sent to set one after 3 s.
 */
export function useFinishLogin(): (result: Extract<LoginResult, { ok: true }>) => void {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { t } = useTranslation('session');
  return useCallback(
    (result) => {
      if (result.notice === 'mustChangePassword') {
        try {
          window.sessionStorage.setItem(MUST_CHANGE_PASSWORD_KEY, result.to);
        } catch {
          // the screen then simply stays after the change
        }
        void message.info(t('login.mustChangePassword'));
        navigate(CHANGE_PASSWORD_PATH, { replace: true });
        return;
      }
      navigate(result.to, { replace: true });
      if (result.notice === 'setPassword') {
        void message.info(t('login.noPassword'), SET_PASSWORD_REDIRECT_MS / 1000);
        // The login screen is gone by then: the router-bound bridge navigates.
        setTimeout(() => uiBridge.navigate(SET_PASSWORD_PATH), SET_PASSWORD_REDIRECT_MS);
      }
    },
    [navigate, message, t],
  );
}
