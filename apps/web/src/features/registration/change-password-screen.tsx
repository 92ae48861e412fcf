import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import {
  clearPendingPasswordChange,
  pendingPasswordChange,
} from '../../shared/session/pending-password-change';
import { AuthPage } from '../../shared/ui/auth-page';
import { useFeedback } from '../../shared/ui/feedback';
import { PasswordFields, type PasswordValues } from './password-fields';
import { useChangePassword } from './registration.api';

/**
 * /personal/change-password, for every logged-in role: old + new password. An account whose password
 * an administrator set arrives here right after login and continues to its landing page afterwards.
 */
export function ChangePasswordScreen() {
  const { t } = useTranslation('registration');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const language = useSession((s) => s.language);
  const change = useChangePassword();
  // Remounting the form clears it after a successful change.
  const [formKey, setFormKey] = useState(0);
  const [mustChange] = useState(() => pendingPasswordChange());

  const onFinish = ({ oldPassword, password, confirmPassword }: PasswordValues) =>
    change.mutate(
      { oldPassword: oldPassword ?? '', password, confirmPassword },
      {
        onSuccess: () => {
          void message.success(t('changePassword.done'));
          if (mustChange !== null) {
            clearPendingPasswordChange();
            navigate(mustChange || pathTo('home'), { replace: true });
            return;
          }
          setFormKey((k) => k + 1);
        },
      },
    );

  return (
    <AuthPage title={t('changePassword.title')}>
      {mustChange !== null && (
        <Alert type="info" showIcon title={t('changePassword.mustChange')} className="of-mb" />
      )}
      {change.error && (
        <Alert
          type="error"
          showIcon
          title={change.error.message || t('changePassword.failed')}
          className="of-mb"
          role="alert"
        />
      )}
      <PasswordFields
        key={formKey}
        withOldPassword
        language={language}
        submitting={change.isPending}
        onFinish={onFinish}
        submitLabel={t('changePassword.submit')}
      />
    </AuthPage>
  );
}
