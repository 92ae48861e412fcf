import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { StatusResult } from './status-result';

/** The page-not-found screen for any path outside the route table. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusResult
      status="404"
      title="404"
      subTitle={t('notFound.subTitle')}
      extra={
        <Link to={pathTo('home')}>
          <Button type="primary">{t('actions.backHome')}</Button>
        </Link>
      }
    />
  );
}
