import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginRedirect } from '../../lib/landing-paths';
import { pathTo } from '../../lib/paths';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { isLoggedIn, sessionStore, useSession } from '../../lib/session-store';
import { AuthPage } from '../../shared/ui/auth-page';
import { useFeedback } from '../../shared/ui/feedback';
import { StatusResult } from '../../shared/ui/status-result';
import { PasswordFields, type PasswordValues } from './password-fields';
import { useSetPassword } from './registration.api';

/**
 * /register/password/vis: a logged-in visitor whose account has no password yet (e.g. one that only
 * ever logged in with codes) sets one; then continues where a login would have taken them.
 */
export function SetPasswordScreen() {
  const { t } = useTranslation('registration');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  const session = useSession();
  const save = useSetPassword();

  if (!isLoggedIn(session)) {
    return (
      <AuthPage>
        <StatusResult
          status="info"
          title={t('setPassword.loginFirst')}
          extra={
            <Link to={pathTo('loginPerson')}>
              <Button type="primary">{t('register.login')}</Button>
            </Link>
          }
        />
      </AuthPage>
    );
  }

  const onFinish = ({ password, confirmPassword }: PasswordValues) =>
    save.mutate(
      { password, confirmPassword },
      {
        onSuccess: () => {
          void message.success(t('setPassword.done'));
          navigate(loginRedirect(sessionStore.getState(), config) || pathTo('home'), { replace: true });
        },
      },
    );

  return (
    <AuthPage title={t('setPassword.title')}>
      <p className="of-paragraph of-text-secondary of-auth-hint">{t('setPassword.text')}</p>
      {save.error && (
        <p className="of-paragraph of-text-danger" role="alert">
          {save.error.message || t('setPassword.failed')}
        </p>
      )}
      <PasswordFields
        language={session.language}
        submitting={save.isPending}
        onFinish={onFinish}
        submitLabel={t('setPassword.submit')}
      />
    </AuthPage>
  );
}
