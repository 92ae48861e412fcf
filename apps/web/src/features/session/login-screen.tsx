import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { matchesPattern } from '@openfair/contract';
import { Alert, Button, Card, Form, Input, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { requiredRule } from '../../shared/form/form-rules';
import { type LoginInput, login } from './session.api';
import { useSession } from './session-store';

type LoginForm = { account: string; password: string };

/** /login/actor is the exhibitor login; /login, /login/person and /login/vis are the visitor login. */
export function loginSubjectTypeFor(pathname: string): LoginInput['subjectType'] {
  return /\/login\/actor\/?$/.test(pathname) ? 'ACTOR' : 'VISITOR';
}

/** Email, Chinese mobile or an international mobile number (digits only). */
export function isLoginAccount(value: string): boolean {
  const v = value.trim();
  return matchesPattern('email', v) || matchesPattern('chineseMobile', v) || matchesPattern('phoneLong', v);
}

/** Login with email or mobile + password (spec 000 §2, §4), for visitors and exhibitors. */
export function LoginScreen() {
  const { t } = useTranslation('session');
  const language = useSession((s) => s.language);
  const location = useLocation();
  const navigate = useNavigate();
  const subjectType = loginSubjectTypeFor(location.pathname);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  const onFinish = async (values: LoginForm) => {
    setSubmitting(true);
    setError('');
    const result = await login({ ...values, subjectType });
    setSubmitting(false);
    if (result.ok) navigate(result.to, { replace: true });
    else setError(result.message || t('login.failed'));
  };

  const tabKey = subjectType === 'ACTOR' ? '/login/actor' : '/login/person';
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px 64px' }}>
      <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          {t('login.title')}
        </Typography.Title>
        <Tabs
          centered
          activeKey={tabKey}
          onChange={(key) => {
            setError('');
            navigate(key, { replace: true });
          }}
          items={[
            { key: '/login/person', label: t('login.visitorTab') },
            { key: '/login/actor', label: t('login.actorTab') },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {subjectType === 'ACTOR' ? t('login.actorHint') : t('login.visitorHint')}
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form<LoginForm> layout="vertical" requiredMark={false} onFinish={onFinish} disabled={submitting}>
          <Form.Item
            name="account"
            label={t('login.account')}
            validateTrigger="onBlur"
            rules={[
              requiredRule(language),
              {
                validator: (_rule, value: string | undefined) =>
                  !value || isLoginAccount(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('login.accountInvalid'))),
              },
            ]}
          >
            <Input
              prefix={<UserOutlined />}
              placeholder={t('login.accountPlaceholder')}
              autoComplete="username"
              size="large"
            />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[requiredRule(language)]}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('login.passwordPlaceholder')}
              autoComplete="current-password"
              size="large"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            marginTop: 16,
            flexWrap: 'wrap',
            gap: 8,
          }}
        >
          {subjectType === 'VISITOR' ? (
            <span>
              {t('login.noAccount')} <Link to="/register/email/0">{t('login.register')}</Link>
            </span>
          ) : (
            <Typography.Text type="secondary">{t('login.actorAccountHint')}</Typography.Text>
          )}
          <Link to="/">{t('login.backHome')}</Link>
        </div>
      </Card>
    </div>
  );
}
