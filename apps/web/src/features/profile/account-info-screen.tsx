import { Button, Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refreshUserInfo } from '../session/session.api';
import {
  AccountInfoFields,
  type AccountInfoFormValues,
  accountInfoInitialValues,
  toAccountInfo,
} from './account-info-fields';
import { nextRegistrationPath } from './next-step';
import { saveAccountInfo } from './profile.api';
import { RegistrationSteps } from './registration-steps';
import './profile.css';

/** Second info step (/register/account-info/1): business information → saveAccountInfo → next step. */
export function AccountInfoScreen() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [form] = Form.useForm<AccountInfoFormValues>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: AccountInfoFormValues) => {
    setSubmitting(true);
    try {
      await saveAccountInfo(toAccountInfo(values));
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
        <RegistrationSteps current="business" />
        <Typography.Title level={3} className="of-form-title">
          {t('accountInfo.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('accountInfo.intro')}</Typography.Paragraph>
        <Form<AccountInfoFormValues>
          form={form}
          layout="vertical"
          initialValues={accountInfoInitialValues()}
          onFinish={onFinish}
          disabled={submitting}
          scrollToFirstError
        >
          <AccountInfoFields />
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
