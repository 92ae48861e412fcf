import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { AuthPage } from '../../shared/ui/auth-page';
import { RegistrationSteps } from '../../shared/ui/registration-steps';
import './registration.css';
import { StatusResult } from '../../shared/ui/status-result';

/** /register/completed: the registration is done; what a visitor can do next. */
export function RegisterCompletedScreen() {
  const { t } = useTranslation('registration');
  const name = useSession((s) => s.name);
  return (
    <AuthPage wide>
      <RegistrationSteps current="done" />
      <StatusResult
        status="success"
        title={name ? t('completed.titleNamed', { name }) : t('completed.title')}
        subTitle={t('completed.text')}
        extra={
          <Space wrap className="of-completed-actions">
            <Link to={pathTo('findList', { type: 'actor' })}>
              <Button type="primary" size="large">
                {t('completed.browseExhibitors')}
              </Button>
            </Link>
            <Link to={pathTo('findList', { type: 'product' })}>
              <Button size="large">{t('completed.browseProducts')}</Button>
            </Link>
            <Link to={pathTo('profile')}>
              <Button size="large">{t('completed.profile')}</Button>
            </Link>
          </Space>
        }
      />
    </AuthPage>
  );
}
