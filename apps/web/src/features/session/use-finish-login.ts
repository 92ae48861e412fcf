import { SET_PASSWORD_REDIRECT_MS } from '@openfair/contract';

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appEvents } from '../../lib/app-events';
import { endLoginTransition } from '../../lib/login-transition';
import { pathTo } from '../../lib/paths';
import type { LoginSuccess } from '../../shared/session/establish-session';
import { rememberPendingPasswordChange } from '../../shared/session/pending-password-change';
import { useFeedback } from '../../shared/ui/feedback';

/**
 * Navigation after any successful login (password, code, QR, registration, binding): the login
 * redirect target, except that an account whose password must change goes to the change-password
 * screen first, and a visitor without a password is told and sent to set one after 3 s.
 */
export function useFinishLogin(): (result: LoginSuccess) => void {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const { t } = useTranslation('session');
  return useCallback(
    (result) => {
      if (result.notice === 'mustChangePassword') {
        rememberPendingPasswordChange(result.to);
        void message.info(t('login.mustChangePassword'));
        navigate(pathTo('changePassword'), { replace: true });
        endLoginTransition();
        return;
      }
      navigate(result.to, { replace: true });
      endLoginTransition();
      if (result.notice === 'setPassword') {
        void message.info(t('login.noPassword'), SET_PASSWORD_REDIRECT_MS / 1000);
        // The login screen is gone by then: the app's router navigates.
        setTimeout(
          () => appEvents.emit('navigate', { to: pathTo('registerPassword') }),
          SET_PASSWORD_REDIRECT_MS,
        );
      }
    },
    [navigate, message, t],
  );
}
