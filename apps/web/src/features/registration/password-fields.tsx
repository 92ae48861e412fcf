import { LockOutlined } from '@ant-design/icons';
import type { UiLanguage } from '@openfair/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRule, patternRule, requiredRule } from '../../shared/form/form-rules';

export type PasswordValues = { oldPassword?: string; password: string; confirmPassword: string };

/** Password + confirmation with the contract's password rule (letters and digits, 6 to 16). */
export function PasswordFields({
  language,
  submitting,
  onFinish,
  submitLabel,
  withOldPassword = false,
}: {
  language: UiLanguage;
  submitting: boolean;
  onFinish: (values: PasswordValues) => void | Promise<void>;
  submitLabel: string;
  withOldPassword?: boolean;
}) {
  const { t } = useTranslation('registration');
  return (
    <Form<PasswordValues> layout="vertical" requiredMark={false} onFinish={onFinish} disabled={submitting}>
      {withOldPassword && (
        <Form.Item name="oldPassword" label={t('password.old')} rules={[requiredRule(language)]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
        </Form.Item>
      )}
      <Form.Item
        name="password"
        label={withOldPassword ? t('password.newOfChange') : t('password.new')}
        extra={t('password.rule')}
        rules={[requiredRule(language), patternRule(language, 'password')]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('password.newPlaceholder')}
          autoComplete="new-password"
          size="large"
          maxLength={16}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('password.confirm')}
        dependencies={['password']}
        rules={[confirmPasswordRule(language, 'password')]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('password.confirmPlaceholder')}
          autoComplete="new-password"
          size="large"
          maxLength={16}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
