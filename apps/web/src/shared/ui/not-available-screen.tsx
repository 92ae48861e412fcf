import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';

type Props = {
  /** i18n key of the route title, with its namespace (RouteMeta.titleKey). */
  titleKey: string;
};

/** Shown by every route whose feature is not built yet: the route, its guard and its menu exist. */
export function NotAvailableScreen({ titleKey }: Props) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="info"
      title={t('notAvailable.title')}
      subTitle={t('notAvailable.subTitle', { title: t(titleKey) })}
      extra={
        <Link to={pathTo('home')}>
          <Button type="primary">{t('actions.backHome')}</Button>
        </Link>
      }
    />
  );
}
