import { Button, Card, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegistrationSteps } from '../profile/registration-steps';
import { useSession } from '../session/session-store';
import './registration.css';

/** /register/completed: the registration is done; what a visitor can do next. */
export function RegisterCompletedScreen() {
  const { t } = useTranslation('registration');
  const name = useSession((s) => s.name);
  return (
    <div className="of-auth-page of-auth-page--wide">
      <Card className="of-auth-card">
        <RegistrationSteps current="done" />
        <Result
          status="success"
          title={name ? t('completed.titleNamed', { name }) : t('completed.title')}
          subTitle={t('completed.text')}
          extra={
            <Space wrap className="of-completed-actions">
              <Link to="/find/actor">
                <Button type="primary" size="large">
                  {t('completed.browseExhibitors')}
                </Button>
              </Link>
              <Link to="/find/product">
                <Button size="large">{t('completed.browseProducts')}</Button>
              </Link>
              <Link to="/profile">
                <Button size="large">{t('completed.profile')}</Button>
              </Link>
            </Space>
          }
        />
      </Card>
    </div>
  );
}
