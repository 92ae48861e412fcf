import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { matchesPattern } from '@openfair/contract';
import { Alert, Button, Form, Input, Segmented, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { patternRule, requiredRule } from '../../shared/form/form-rules';
import { AuthPage } from '../../shared/ui/auth-page';
import { useFeedback } from '../../shared/ui/feedback';
import { CodeField } from '../../shared/verification/code-field';
import { type CodeChannel, useValidateCode } from '../../shared/verification/verification.api';
import { PasswordFields, type PasswordValues } from './password-fields';
import { useSetPasswordByToken } from './registration.api';

type VerifyForm = { account: string; code: string };
type Verified = { account: string; verifiedToken: string };

/**
 * /forgot-password (ours, anonymous): prove the email or mobile with a code of scene RESET_PASSWORD,
 * then choose a new password (setPasswordByToken) and log in with it.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('registration');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginPath = params.get('type') === 'actor' ? pathTo('loginActor') : pathTo('loginPerson');
  const language = useSession((s) => s.language);
  const [channel, setChannel] = useState<CodeChannel>('EMAIL');
  const [verified, setVerified] = useState<Verified | null>(null);
  const verify = useValidateCode();
  const reset = useSetPasswordByToken();
  const [form] = Form.useForm<VerifyForm>();
  const account = Form.useWatch('account', form) ?? '';
  const pattern = channel === 'EMAIL' ? 'email' : 'chineseMobile';
  const submitting = verify.isPending || reset.isPending;
  const error = verified
    ? reset.error && (reset.error.message || t('forgot.failed'))
    : verify.error && (verify.error.message || t('register.verifyFailed'));

  const onVerify = (values: VerifyForm) =>
    verify.mutate(
      { channel, target: values.account, code: values.code, scene: 'RESET_PASSWORD' },
      { onSuccess: ({ verifiedToken }) => setVerified({ account: values.account.trim(), verifiedToken }) },
    );

  const onReset = ({ password, confirmPassword }: PasswordValues) => {
    if (!verified) return;
    reset.mutate(
      { account: verified.account, verifiedToken: verified.verifiedToken, password, confirmPassword },
      {
        onSuccess: () => {
          void message.success(t('forgot.done'));
          navigate(loginPath, { replace: true });
        },
      },
    );
  };

  return (
    <AuthPage title={t('forgot.title')}>
      <Steps
        className="of-reg-steps"
        size="small"
        responsive={false}
        current={verified ? 1 : 0}
        items={[{ title: t('forgot.stepVerify') }, { title: t('forgot.stepPassword') }]}
      />
      {error && <Alert type="error" showIcon title={error} className="of-mb" role="alert" />}
      {verified ? (
        <>
          <p className="of-paragraph of-text-secondary of-auth-hint">
            {t('forgot.passwordFor', { account: verified.account })}
          </p>
          <PasswordFields
            language={language}
            submitting={submitting}
            onFinish={onReset}
            submitLabel={t('forgot.submit')}
          />
        </>
      ) : (
        <>
          <Segmented<CodeChannel>
            block
            className="of-mb"
            value={channel}
            onChange={(value) => {
              setChannel(value);
              verify.reset();
              form.resetFields();
            }}
            options={[
              { value: 'EMAIL', label: t('forgot.byEmail') },
              { value: 'MOBILE', label: t('forgot.byMobile') },
            ]}
          />
          <Form<VerifyForm>
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={onVerify}
            disabled={submitting}
          >
            <Form.Item
              name="account"
              label={channel === 'EMAIL' ? t('register.email') : t('register.mobile')}
              validateTrigger="onBlur"
              rules={[requiredRule(language), patternRule(language, pattern)]}
            >
              <Input
                prefix={channel === 'EMAIL' ? <MailOutlined /> : <MobileOutlined />}
                placeholder={
                  channel === 'EMAIL' ? t('register.emailPlaceholder') : t('register.mobilePlaceholder')
                }
                autoComplete="username"
                inputMode={channel === 'EMAIL' ? 'email' : 'numeric'}
                size="large"
                maxLength={channel === 'EMAIL' ? 128 : 11}
              />
            </Form.Item>
            <CodeField
              resetKey={channel}
              channel={channel}
              target={account}
              targetValid={matchesPattern(pattern, account.trim())}
              scene="RESET_PASSWORD"
              disabled={submitting}
            />
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {t('register.next')}
            </Button>
          </Form>
        </>
      )}
      <div className="of-auth-footer">
        <Link to={loginPath}>{t('forgot.backToLogin')}</Link>
      </div>
    </AuthPage>
  );
}
