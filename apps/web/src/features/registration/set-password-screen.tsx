import { App, Button, Card, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRuntimeConfig } from '../../app/runtime-config';
import { loginRedirect } from '../session/session.api';
import { isLoggedIn, sessionStore, useSession } from '../session/session-store';
import { PasswordFields } from './password-fields';
import { setPassword } from './registration.api';
import './registration.css';

/**
 * /register/password/vis: a logged-in visitor whose account has no password yet (e.g. one that only
 * ever logged in with codes) sets one; then continues where a login would have taken them.
 */
export function SetPasswordScreen() {
  const { t } = useTranslation('registration');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  const session = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  if (!isLoggedIn(session)) {
    return (
      <div className="of-auth-page">
        <Card className="of-auth-card">
          <Result
            status="info"
            title={t('setPassword.loginFirst')}
            extra={
              <Link to="/login/person">
                <Button type="primary">{t('register.login')}</Button>
              </Link>
            }
          />
        </Card>
      </div>
    );
  }

  const onFinish = async (values: { password: string; confirmPassword: string }) => {
    setSubmitting(true);
    setError('');
    try {
      await setPassword({ password: values.password, confirmPassword: values.confirmPassword });
      void message.success(t('setPassword.done'));
      navigate(loginRedirect(sessionStore.getState(), config) || '/', { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : t('setPassword.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="of-auth-page">
      <Card className="of-auth-card">
        <Typography.Title level={3} className="of-auth-title">
          {t('setPassword.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="of-auth-hint">
          {t('setPassword.text')}
        </Typography.Paragraph>
        {error && (
          <Typography.Paragraph type="danger" role="alert">
            {error}
          </Typography.Paragraph>
        )}
        <PasswordFields
          language={session.language}
          submitting={submitting}
          onFinish={onFinish}
          submitLabel={t('setPassword.submit')}
        />
      </Card>
    </div>
  );
}
