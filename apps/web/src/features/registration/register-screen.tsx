import { MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { matchesPattern, SET_PASSWORD_REDIRECT_MS } from '@openfair/contract';
import { Alert, Button, Card, Checkbox, Form, Input, Result, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { registrationStepPath } from '../../app/guards';
import { patternRule, requiredRule } from '../../shared/form/form-rules';
import { RegistrationSteps } from '../profile/registration-steps';
import { establishSession } from '../session/session.api';
import { computeRegistrationStep, isLoggedIn, sessionStore, useSession } from '../session/session-store';
import { clearInvitationSource, invitationSourceForRequest, readInvitationToken } from './invitation-source';
import { PasswordFields } from './password-fields';
import { MOBILE_AREA_CODE, registerAccount, validateCode } from './registration.api';
import {
  allowedRegisterStep,
  channelOfSegment,
  clearVerified,
  type RegisterChannelSegment,
  readVerified,
  registerStepPath,
  saveVerified,
} from './registration-flow';
import { SendCodeButton } from './send-code-button';
import './registration.css';

type Props = { segment: RegisterChannelSegment };

/**
 * Visitor registration by email or mobile (spec 000 §2; issue 3 item 1): step 0 proves the email or
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
    <div className="of-auth-page of-auth-page--wide">
      <Card className="of-auth-card">
        <RegistrationSteps current={allowed === 2 ? 'info' : 'account'} />
        {allowed === 0 && <VerifyStep segment={segment} />}
        {allowed === 1 && verified && <PasswordStep segment={segment} />}
        {allowed === 2 && <CreatedStep />}
      </Card>
    </div>
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
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const codeInput = useRef<{ focus: () => void } | null>(null);
  const pattern = channel === 'EMAIL' ? 'email' : 'chineseMobile';
  const targetValid = matchesPattern(pattern, target.trim());
  const invitationToken = channel === 'EMAIL' ? readInvitationToken() : '';
  // An invitation link that carries a signed token proves its email: no code is needed for it.
  const invitedEmail = invitationToken && invitation.email ? invitation.email : '';
  const skipCode = invitedEmail !== '' && target.trim().toLowerCase() === invitedEmail.toLowerCase();

  const onFinish = async (values: VerifyForm) => {
    setError('');
    if (skipCode) {
      saveVerified({ channel, target: values.target.trim(), invitationToken });
      navigate(registerStepPath(segment, 1));
      return;
    }
    setSubmitting(true);
    try {
      const { verifiedToken } = await validateCode({
        channel,
        target: values.target,
        code: values.code,
        scene: 'REGISTER',
      });
      saveVerified({ channel, target: values.target.trim(), verifiedToken });
      navigate(registerStepPath(segment, 1));
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('register.verifyFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  const other: RegisterChannelSegment = segment === 'email' ? 'mobile' : 'email';
  return (
    <>
      <Typography.Title level={3} className="of-auth-title">
        {segment === 'email' ? t('register.emailTitle') : t('register.mobileTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="of-auth-hint">
        {t('register.verifyHint')}
      </Typography.Paragraph>
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
          <Form.Item label={t('register.code')} required>
            <Space.Compact block>
              <Form.Item
                name="code"
                noStyle
                rules={[requiredRule(language), { pattern: /^\d{6}$/, message: t('register.codeInvalid') }]}
              >
                <Input
                  ref={codeInput as never}
                  prefix={<SafetyOutlined />}
                  placeholder={t('register.codePlaceholder')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  size="large"
                />
              </Form.Item>
              <SendCodeButton
                channel={channel}
                target={target}
                targetValid={targetValid}
                scene="REGISTER"
                disabled={submitting}
                onSent={() => codeInput.current?.focus()}
              />
            </Space.Compact>
          </Form.Item>
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
            <Link to="/agreement" target="_blank">
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
          {t('register.haveAccount')} <Link to="/login/person">{t('register.login')}</Link>
        </span>
      </div>
    </>
  );
}

type PasswordForm = { password: string; confirmPassword: string };

function PasswordStep({ segment }: Props) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const language = useSession((s) => s.language);
  const channel = channelOfSegment(segment);
  const verified = readVerified(channel);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  const onFinish = async (values: PasswordForm) => {
    if (!verified) {
      navigate(registerStepPath(segment, 0), { replace: true });
      return;
    }
    setSubmitting(true);
    setError('');
    const proof = verified.invitationToken
      ? { invitationToken: verified.invitationToken }
      : { verifiedToken: verified.verifiedToken ?? '' };
    const result = await establishSession(() =>
      registerAccount({
        channel,
        target: verified.target,
        password: values.password,
        confirmPassword: values.confirmPassword,
        invitationSource: invitationSourceForRequest(sessionStore.getState()),
        ...proof,
      }),
    );
    setSubmitting(false);
    if (!result.ok) {
      setError(result.message || t('register.failed'));
      return;
    }
    clearVerified();
    clearInvitationSource();
    navigate(registerStepPath(segment, 2), { replace: true });
  };

  return (
    <>
      <Typography.Title level={3} className="of-auth-title">
        {t('register.passwordTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="of-auth-hint">
        {t('register.passwordFor', {
          target:
            channel === 'MOBILE' ? `${MOBILE_AREA_CODE} ${verified?.target ?? ''}` : (verified?.target ?? ''),
        })}
      </Typography.Paragraph>
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
        submitting={submitting}
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
    <Result
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
