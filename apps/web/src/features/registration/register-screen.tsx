import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { matchesPattern, SET_PASSWORD_REDIRECT_MS } from '@openfair/contract';
import { Alert, Button, Checkbox, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../lib/paths';
import { registrationStepPath } from '../../lib/session-paths';
import { computeRegistrationStep, isLoggedIn, sessionStore, useSession } from '../../lib/session-store';
import { patternRule, requiredRule } from '../../shared/form/form-rules';
import { AuthPage } from '../../shared/ui/auth-page';
import { RegistrationSteps } from '../../shared/ui/registration-steps';
import { CodeField } from '../../shared/verification/code-field';
import { MOBILE_AREA_CODE, useValidateCode } from '../../shared/verification/verification.api';
import { clearInvitationSource, invitationSourceForRequest, readInvitationToken } from './invitation-source';
import { PasswordFields, type PasswordValues } from './password-fields';
import { useRegisterAccount } from './registration.api';
import {
  allowedRegisterStep,
  channelOfSegment,
  clearVerified,
  type RegisterChannelSegment,
  readVerified,
  registerStepPath,
  saveVerified,
} from './registration-flow';
import './registration.css';
import { StatusResult } from '../../shared/ui/status-result';

type Props = { segment: RegisterChannelSegment };

/**
 * Visitor registration by email or mobile (spec 000 §2): step 0 proves the email or
 * mobile with a code (after the slider check), step 1 sets the password and creates the account (which
 * logs the visitor in), step 2 confirms and continues to the first info step. Steps opened out of order
 * go back to step 0.
 */
export function RegisterScreen({ segment }: Props) {
  const { step } = useParams();
  const channel = channelOfSegment(segment);
  const session = useSession();
  const loggedInVisitor = isLoggedIn(session) && session.subjectType === 'VISITOR';
  const verified = readVerified(channel);
  const allowed = allowedRegisterStep(step, { verified: verified !== null, loggedInVisitor });
  if (String(allowed) !== step) return <Navigate to={registerStepPath(segment, allowed)} replace />;

  return (
    <AuthPage wide>
      <RegistrationSteps current={allowed === 2 ? 'info' : 'account'} />
      {allowed === 0 && <VerifyStep segment={segment} />}
      {allowed === 1 && verified && <PasswordStep segment={segment} />}
      {allowed === 2 && <CreatedStep />}
    </AuthPage>
  );
}

export function RegisterEmailScreen() {
  return <RegisterScreen segment="email" />;
}

export function RegisterMobileScreen() {
  return <RegisterScreen segment="mobile" />;
}

type VerifyForm = { target: string; code: string; agree: boolean };

function VerifyStep({ segment }: Props) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const language = useSession((s) => s.language);
  const invitation = useSession((s) => s.invitationSource);
  const channel = channelOfSegment(segment);
  const [form] = Form.useForm<VerifyForm>();
  const target = Form.useWatch('target', form) ?? '';
  const verify = useValidateCode();
  const submitting = verify.isPending;
  const error = verify.error && (verify.error.message || t('register.verifyFailed'));
  const pattern = channel === 'EMAIL' ? 'email' : 'chineseMobile';
  const targetValid = matchesPattern(pattern, target.trim());
  const invitationToken = channel === 'EMAIL' ? readInvitationToken() : '';
  // An invitation link that carries a signed token proves its email: no code is needed for it.
  const invitedEmail = invitationToken && invitation.email ? invitation.email : '';
  const skipCode = invitedEmail !== '' && target.trim().toLowerCase() === invitedEmail.toLowerCase();

  const onFinish = (values: VerifyForm) => {
    const next = registerStepPath(segment, 1);
    if (skipCode) {
      verify.reset();
      saveVerified({ channel, target: values.target.trim(), invitationToken });
      navigate(next);
      return;
    }
    verify.mutate(
      { channel, target: values.target, code: values.code, scene: 'REGISTER' },
      {
        onSuccess: ({ verifiedToken }) => {
          saveVerified({ channel, target: values.target.trim(), verifiedToken });
          navigate(next);
        },
      },
    );
  };

  const other: RegisterChannelSegment = segment === 'email' ? 'mobile' : 'email';
  return (
    <>
      <h3 className="of-heading-3 of-auth-title">
        {segment === 'email' ? t('register.emailTitle') : t('register.mobileTitle')}
      </h3>
      <p className="of-paragraph of-text-secondary of-auth-hint">{t('register.verifyHint')}</p>
      {error && <Alert type="error" showIcon title={error} className="of-mb" role="alert" />}
      <Form<VerifyForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={submitting}
        initialValues={{ target: channel === 'EMAIL' ? invitation.email : '', code: '', agree: false }}
      >
        {channel === 'EMAIL' ? (
          <Form.Item
            name="target"
            label={t('register.email')}
            validateTrigger="onBlur"
            rules={[requiredRule(language), patternRule(language, pattern)]}
          >
            <Input
              prefix={<MailOutlined />}
              placeholder={t('register.emailPlaceholder')}
              autoComplete="email"
              inputMode="email"
              size="large"
              maxLength={128}
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('register.mobile')} required>
            <Space.Compact block>
              <Input
                value={MOBILE_AREA_CODE}
                readOnly
                size="large"
                className="of-area-code"
                tabIndex={-1}
                aria-label={t('register.areaCode')}
              />
              <Form.Item
                name="target"
                noStyle
                validateTrigger="onBlur"
                rules={[requiredRule(language), patternRule(language, pattern)]}
              >
                <Input
                  prefix={<MobileOutlined />}
                  placeholder={t('register.mobilePlaceholder')}
                  autoComplete="tel-national"
                  inputMode="numeric"
                  size="large"
                  maxLength={11}
                  aria-label={t('register.mobile')}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        )}
        {skipCode ? (
          <Alert type="success" showIcon title={t('register.invitedEmail')} className="of-mb" />
        ) : (
          <CodeField
            channel={channel}
            target={target}
            targetValid={targetValid}
            scene="REGISTER"
            disabled={submitting}
            focusAfterSend
          />
        )}
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={[
            {
              validator: (_rule, value: boolean) =>
                value ? Promise.resolve() : Promise.reject(new Error(t('register.agreeRequired'))),
            },
          ]}
        >
          <Checkbox>
            {t('register.agreePrefix')}{' '}
            <Link to={pathTo('agreement')} target="_blank">
              {t('register.agreement')}
            </Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('register.next')}
        </Button>
      </Form>
      <div className="of-auth-footer">
        <Link to={registerStepPath(other, 0)}>
          {other === 'mobile' ? t('register.useMobile') : t('register.useEmail')}
        </Link>
        <span>
          {t('register.haveAccount')} <Link to={pathTo('loginPerson')}>{t('register.login')}</Link>
        </span>
      </div>
    </>
  );
}

function PasswordStep({ segment }: Props) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const language = useSession((s) => s.language);
  const channel = channelOfSegment(segment);
  const verified = readVerified(channel);
  const register = useRegisterAccount();
  const failure = register.data?.ok === false ? register.data : null;
  const error = register.error?.message || (failure && (failure.message || t('register.failed')));

  const onFinish = (values: PasswordValues) => {
    if (!verified) {
      navigate(registerStepPath(segment, 0), { replace: true });
      return;
    }
    const proof = verified.invitationToken
      ? { invitationToken: verified.invitationToken }
      : { verifiedToken: verified.verifiedToken ?? '' };
    // Not mutate's per-call callbacks: the new login may already have taken this step away (a logged-in
    // visitor is shown step 2), and what follows must still happen.
    void register
      .mutateAsync({
        channel,
        target: verified.target,
        password: values.password,
        confirmPassword: values.confirmPassword,
        invitationSource: invitationSourceForRequest(sessionStore.getState()),
        ...proof,
      })
      .then((result) => {
        if (!result.ok) return;
        clearVerified();
        clearInvitationSource();
        navigate(registerStepPath(segment, 2), { replace: true });
      });
  };

  return (
    <>
      <h3 className="of-heading-3 of-auth-title">{t('register.passwordTitle')}</h3>
      <p className="of-paragraph of-text-secondary of-auth-hint">
        {t('register.passwordFor', {
          target:
            channel === 'MOBILE' ? `${MOBILE_AREA_CODE} ${verified?.target ?? ''}` : (verified?.target ?? ''),
        })}
      </p>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          className="of-mb"
          role="alert"
          action={
            <Link
              to={registerStepPath(segment, 0)}
              onClick={() => {
                clearVerified();
              }}
            >
              {t('register.startOver')}
            </Link>
          }
        />
      )}
      <PasswordFields
        language={language}
        submitting={register.isPending}
        onFinish={onFinish}
        submitLabel={t('register.create')}
      />
    </>
  );
}

/** Seconds before step 2 continues by itself. */
export const CONTINUE_AFTER_MS = SET_PASSWORD_REDIRECT_MS;

function CreatedStep() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const info = useSession((s) => s.info);
  const loginType = useSession((s) => s.loginType);
  const next = registrationStepPath(computeRegistrationStep(info?.exhibitionUserCompleteState), loginType);
  const [left, setLeft] = useState(Math.round(CONTINUE_AFTER_MS / 1000));

  useEffect(() => {
    const tick = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    const go = setTimeout(() => navigate(next, { replace: true }), CONTINUE_AFTER_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [navigate, next]);

  return (
    <StatusResult
      status="success"
      title={t('register.createdTitle')}
      subTitle={t('register.createdText', { seconds: left })}
      extra={
        <Button type="primary" size="large" onClick={() => navigate(next, { replace: true })}>
          {t('register.continue')}
        </Button>
      }
    />
  );
}
