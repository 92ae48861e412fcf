import { Button, Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { refreshUserInfo } from '../session/session.api';
import {
  FirstInfoFields,
  type FirstInfoFormValues,
  firstInfoInitialValues,
  type OtherContact,
  toFirstInfo,
} from './first-info-fields';
import { nextRegistrationPath } from './next-step';
import { completeVisitor } from './profile.api';
import { RegistrationSteps } from './registration-steps';
import './profile.css';

/** A visitor who registered by mobile is asked for an email, one who registered by email for a mobile. */
export function otherContactFor(pathname: string): OtherContact {
  return pathname.includes('account-mobile-info') ? 'email' : 'mobile';
}

/**
 * First info step (/l-register/account-email-info/0 and /l-register/account-mobile-info/0): name,
 * company, position, area and the other contact → completeVisitor → refreshed flags → next step.
 */
export function FirstInfoScreen() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const location = useLocation();
  const contact = otherContactFor(location.pathname);
  const [form] = Form.useForm<FirstInfoFormValues>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: FirstInfoFormValues) => {
    setSubmitting(true);
    try {
      await completeVisitor(toFirstInfo(values, contact));
      await refreshUserInfo();
      navigate(nextRegistrationPath(), { replace: true });
    } catch {
      // the request wrapper already showed the server's message; the form stays filled in
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="of-reg-page">
      <Card className="of-reg-card">
        <RegistrationSteps current="info" />
        <Typography.Title level={3} className="of-form-title">
          {t('firstInfo.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('firstInfo.intro')}</Typography.Paragraph>
        <Form<FirstInfoFormValues>
          form={form}
          layout="vertical"
          initialValues={firstInfoInitialValues()}
          onFinish={onFinish}
          disabled={submitting}
          scrollToFirstError
        >
          <FirstInfoFields contact={contact} />
          <div className="of-form-actions">
            <Button type="primary" htmlType="submit" size="large" loading={submitting}>
              {t('actions.next')}
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
