import { Alert, App, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../session/session-store';
import { MUST_CHANGE_PASSWORD_KEY } from '../session/use-finish-login';
import { PasswordFields } from './password-fields';
import { changePassword } from './registration.api';
import './registration.css';

function pendingTarget(): string | null {
  try {
    return window.sessionStorage.getItem(MUST_CHANGE_PASSWORD_KEY);
  } catch {
    return null;
  }
}

/**
 * /personal/change-password, for every logged-in role: old + new password. An account whose password
 * an administrator set arrives here right after login and continues to its landing page afterwards.
 */
export function ChangePasswordScreen() {
  const { t } = useTranslation('registration');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const language = useSession((s) => s.language);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  // Remounting the form clears it after a successful change.
  const [formKey, setFormKey] = useState(0);
  const [mustChange] = useState(() => pendingTarget());

  const onFinish = async (values: { oldPassword?: string; password: string; confirmPassword: string }) => {
    setSubmitting(true);
    setError('');
    try {
      await changePassword({
        oldPassword: values.oldPassword ?? '',
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      void message.success(t('changePassword.done'));
      if (mustChange !== null) {
        try {
          window.sessionStorage.removeItem(MUST_CHANGE_PASSWORD_KEY);
        } catch {
          // nothing to clear
        }
        navigate(mustChange || '/', { replace: true });
        return;
      }
      setFormKey((k) => k + 1);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('changePassword.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="of-auth-page">
      <Card className="of-auth-card">
        <Typography.Title level={3} className="of-auth-title">
          {t('changePassword.title')}
        </Typography.Title>
        {mustChange !== null && (
          <Alert type="info" showIcon title={t('changePassword.mustChange')} className="of-mb" />
        )}
        {error && <Alert type="error" showIcon title={error} className="of-mb" role="alert" />}
        <PasswordFields
          key={formKey}
          withOldPassword
          language={language}
          submitting={submitting}
          onFinish={onFinish}
          submitLabel={t('changePassword.submit')}
        />
      </Card>
    </div>
  );
}
