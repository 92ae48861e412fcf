import { LockOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { matchesPattern, ResponseCode } from '@openfair/contract';
import { Alert, Button, Card, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { requiredRule } from '../../shared/form/form-rules';
import { useIsMobile } from '../../shared/hooks/use-viewport-width';
import type { LoginFailure } from '../../shared/session/establish-session';
import { CodeField } from '../../shared/verification/code-field';
import type { CodeChannel } from '../../shared/verification/verification.api';
import { type LoginInput, type LoginRequest, useLogin } from './login.api';
import { QrLoginPanel } from './qr-login-panel';
import { useFinishLogin } from './use-finish-login';
import '../../shared/ui/auth-page.css';
import './login.css';

type PasswordForm = { account: string; password: string };
type CodeForm = { account: string; code: string };
type BindForm = { exhibitorCode: string };
export type LoginMethod = 'password' | 'code' | 'qr';

/** /login/actor is the exhibitor login; /login, /login/person and /login/vis are the visitor login. */
export function loginSubjectTypeFor(pathname: string): LoginInput['subjectType'] {
  return /\/login\/actor\/?$/.test(pathname) ? 'ACTOR' : 'VISITOR';
}

/** Email, Chinese mobile or an international mobile number (digits only). */
export function isLoginAccount(value: string): boolean {
  const v = value.trim();
  return matchesPattern('email', v) || matchesPattern('chineseMobile', v) || matchesPattern('phoneLong', v);
}

/** Where a login code goes: an email, or a Chinese mobile by SMS; null for anything else. */
export function codeChannelOf(value: string | undefined): CodeChannel | null {
  const v = (value ?? '').trim();
  if (matchesPattern('email', v)) return 'EMAIL';
  if (matchesPattern('chineseMobile', v)) return 'MOBILE';
  return null;
}

/** The account field of the password and code forms: required, checked when it loses focus. */
function AccountField({
  placeholder,
  valid,
  invalidText,
}: {
  placeholder: string;
  valid: (value: string) => boolean;
  invalidText: string;
}) {
  const { t } = useTranslation('session');
  const language = useSession((s) => s.language);
  const rules = [
    requiredRule(language),
    {
      validator: (_rule: unknown, value: string | undefined) =>
        !value || valid(value) ? Promise.resolve() : Promise.reject(new Error(invalidText)),
    },
  ];
  return (
    <Form.Item name="account" label={t('login.account')} validateTrigger="onBlur" rules={rules}>
      <Input prefix={<UserOutlined />} placeholder={placeholder} autoComplete="username" size="large" />
    </Form.Item>
  );
}

/**
 * Login (spec 000 §2, §4): visitors and exhibitors, by password or by a verification code,
 * and on a desktop by scanning a QR code with a logged-in phone. Exhibitor staff whose account is not
 * bound to an exhibitor yet (code 1016) bind it here with their company's exhibitor code.
 */
export function LoginScreen() {
  const { t } = useTranslation('session');
  const language = useSession((s) => s.language);
  const location = useLocation();
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();
  const isMobile = useIsMobile();
  const subjectType = loginSubjectTypeFor(location.pathname);
  const [method, setMethod] = useState<LoginMethod>('password');
  const [error, setError] = useState('');
  /** The account and password of a NotBound answer, kept for the bind call. */
  const [binding, setBinding] = useState<PasswordForm | null>(null);
  const [codeForm] = Form.useForm<CodeForm>();
  const codeAccount = Form.useWatch('account', codeForm);
  const codeChannel = codeChannelOf(codeAccount);
  const loginMutation = useLogin();
  const submitting = loginMutation.isPending;

  /**
   * Runs one login; `onFailure` may take over a failure (returns true) instead of showing it. Not
   * mutate's per-call callbacks: once logged in, the route guard takes this screen away before they
   * would run, and the landing page must still be opened.
   */
  const submit = (request: LoginRequest, onFailure?: (failure: LoginFailure) => boolean) => {
    setError('');
    void loginMutation.mutateAsync(request).then((result) => {
      if (result.ok) {
        finishLogin(result);
        return;
      }
      if (onFailure?.(result)) return;
      setError(result.message || t('login.failed'));
    });
  };

  const onPassword = (values: PasswordForm) =>
    submit({ method: 'password', ...values, subjectType }, (failure) => {
      if (subjectType === 'ACTOR' && Number(failure.code) === ResponseCode.NotBound) {
        setBinding(values);
        return true;
      }
      return false;
    });

  const onCode = (values: CodeForm) => submit({ method: 'code', ...values, subjectType });

  const onBind = (values: BindForm) => {
    if (binding) submit({ method: 'bind', ...binding, exhibitorCode: values.exhibitorCode });
  };

  const methods: { value: LoginMethod; label: string }[] = [
    { value: 'password', label: t('login.methodPassword') },
    { value: 'code', label: t('login.methodCode') },
    ...(isMobile ? [] : [{ value: 'qr' as const, label: t('login.methodQr') }]),
  ];
  const activeMethod: LoginMethod = isMobile && method === 'qr' ? 'password' : method;
  const tabKey = subjectType === 'ACTOR' ? pathTo('loginActor') : pathTo('loginPerson');
  const forgotLink = pathTo('forgotPassword', {}, subjectType === 'ACTOR' ? { type: 'actor' } : undefined);

  const passwordForm = (
    <Form<PasswordForm> layout="vertical" requiredMark={false} onFinish={onPassword} disabled={submitting}>
      <AccountField
        placeholder={t('login.accountPlaceholder')}
        valid={isLoginAccount}
        invalidText={t('login.accountInvalid')}
      />
      <Form.Item name="password" label={t('login.password')} rules={[requiredRule(language)]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          size="large"
        />
      </Form.Item>
      <div className="of-login-row">
        <Link to={forgotLink}>{t('login.forgotPassword')}</Link>
      </div>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );

  const codeLoginForm = (
    <Form<CodeForm>
      form={codeForm}
      layout="vertical"
      requiredMark={false}
      onFinish={onCode}
      disabled={submitting}
    >
      <AccountField
        placeholder={t('login.codeAccountPlaceholder')}
        valid={(value) => codeChannelOf(value) !== null}
        invalidText={t('login.codeAccountInvalid')}
      />
      <CodeField
        channel={codeChannel ?? 'EMAIL'}
        target={codeAccount ?? ''}
        targetValid={codeChannel !== null}
        scene="LOGIN"
        disabled={submitting}
      />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );

  const bindForm = binding && (
    <>
      <Alert type="info" showIcon title={t('bind.title')} description={t('bind.text')} className="of-mb" />
      <Form<BindForm> layout="vertical" requiredMark={false} onFinish={onBind} disabled={submitting}>
        <Form.Item name="exhibitorCode" label={t('bind.code')} rules={[requiredRule(language)]}>
          <Input
            prefix={<ShopOutlined />}
            placeholder={t('bind.codePlaceholder')}
            size="large"
            maxLength={32}
            autoFocus
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('bind.submit')}
        </Button>
        <Button
          type="link"
          block
          onClick={() => {
            setBinding(null);
            setError('');
          }}
        >
          {t('bind.back')}
        </Button>
      </Form>
    </>
  );

  return (
    <div className="of-auth-page">
      <Card className="of-auth-card">
        <h3 className="of-heading-3 of-auth-title">{t('login.title')}</h3>
        {/* Two addresses, one per kind of account: links drawn as tabs (each is a page of its own). */}
        <nav className="of-auth-switch" aria-label={t('login.subjectNav')}>
          {(['loginPerson', 'loginActor'] as const).map((name) => {
            const to = pathTo(name);
            return (
              <Link
                key={name}
                to={to}
                replace
                aria-current={to === tabKey ? 'page' : undefined}
                onClick={() => {
                  setError('');
                  setBinding(null);
                }}
              >
                {t(name === 'loginActor' ? 'login.actorTab' : 'login.visitorTab')}
              </Link>
            );
          })}
        </nav>
        <p className="of-paragraph of-text-secondary of-auth-hint">
          {subjectType === 'ACTOR' ? t('login.actorHint') : t('login.visitorHint')}
        </p>
        {error && <Alert type="error" showIcon title={error} className="of-mb" role="alert" />}
        {bindForm || (
          <>
            <Segmented<LoginMethod>
              block
              options={methods}
              value={activeMethod}
              onChange={(value) => {
                setError('');
                setMethod(value);
              }}
              className="of-mb"
            />
            {activeMethod === 'password' && passwordForm}
            {activeMethod === 'code' && codeLoginForm}
            {activeMethod === 'qr' && <QrLoginPanel onLoggedIn={finishLogin} />}
          </>
        )}
        <div className="of-auth-footer">
          {subjectType === 'VISITOR' ? (
            <span>
              {t('login.noAccount')}{' '}
              <Link to={pathTo('registerEmail', { step: 0 })}>{t('login.register')}</Link>
            </span>
          ) : (
            <span className="of-text-secondary">{t('login.actorAccountHint')}</span>
          )}
          <Link to={pathTo('home')}>{t('login.backHome')}</Link>
        </div>
      </Card>
    </div>
  );
}
