import { MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { matchesPattern } from '@openfair/contract';
import { Alert, App, Button, Card, Form, Input, Segmented, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { patternRule, requiredRule } from '../../shared/form/form-rules';
import { useSession } from '../session/session-store';
import { PasswordFields, type PasswordValues } from './password-fields';
import { type CodeChannel, setPasswordByToken, validateCode } from './registration.api';
import { SendCodeButton } from './send-code-button';
import './registration.css';

type VerifyForm = { account: string; code: string };
type Verified = { account: string; verifiedToken: string };

/**
 * /forgot-password (ours, anonymous): prove the email or mobile with a code of scene RESET_PASSWORD,
 * then choose a new password (setPasswordByToken) and log in with it.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('registration');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginPath = params.get('type') === 'actor' ? '/login/actor' : '/login/person';
  const language = useSession((s) => s.language);
  const [channel, setChannel] = useState<CodeChannel>('EMAIL');
  const [verified, setVerified] = useState<Verified | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const [form] = Form.useForm<VerifyForm>();
  const account = Form.useWatch('account', form) ?? '';
  const pattern = channel === 'EMAIL' ? 'email' : 'chineseMobile';

  const onVerify = async (values: VerifyForm) => {
    setSubmitting(true);
    setError('');
    try {
      const { verifiedToken } = await validateCode({
        channel,
        target: values.account,
        code: values.code,
        scene: 'RESET_PASSWORD',
      });
      setVerified({ account: values.account.trim(), verifiedToken });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('register.verifyFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  const onReset = async (values: PasswordValues) => {
    if (!verified) return;
    setSubmitting(true);
    setError('');
    try {
      await setPasswordByToken({
        account: verified.account,
        verifiedToken: verified.verifiedToken,
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      void message.success(t('forgot.done'));
      navigate(loginPath, { replace: true });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('forgot.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="of-auth-page">
      <Card className="of-auth-card">
        <Typography.Title level={3} className="of-auth-title">
          {t('forgot.title')}
        </Typography.Title>
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
            <Typography.Paragraph type="secondary" className="of-auth-hint">
              {t('forgot.passwordFor', { account: verified.account })}
            </Typography.Paragraph>
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
                setError('');
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
              <Form.Item label={t('register.code')} required>
                <Space.Compact block>
                  <Form.Item
                    name="code"
                    noStyle
                    rules={[
                      requiredRule(language),
                      { pattern: /^\d{6}$/, message: t('register.codeInvalid') },
                    ]}
                  >
                    <Input
                      prefix={<SafetyOutlined />}
                      placeholder={t('register.codePlaceholder')}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={6}
                      size="large"
                    />
                  </Form.Item>
                  <SendCodeButton
                    key={channel}
                    channel={channel}
                    target={account}
                    targetValid={matchesPattern(pattern, account.trim())}
                    scene="RESET_PASSWORD"
                    disabled={submitting}
                  />
                </Space.Compact>
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
                {t('register.next')}
              </Button>
            </Form>
          </>
        )}
        <div className="of-auth-footer">
          <Link to={loginPath}>{t('forgot.backToLogin')}</Link>
        </div>
      </Card>
    </div>
  );
}
