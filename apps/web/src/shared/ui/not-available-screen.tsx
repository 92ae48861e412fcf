import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { StatusResult } from './status-result';

type Props = {
  /** i18n key of the route title, with its namespace (RouteMeta.titleKey). */
  titleKey: string;
  /**
   * The server's reason when the feature exists but this fair has it switched off: shown instead of
   * "coming soon", which would promise something the organizer decided against.
   */
  reason?: string;
};

/** Shown by every route whose feature is not built yet: the route, its guard and its menu exist. */
export function NotAvailableScreen({ titleKey, reason }: Props) {
  const { t } = useTranslation('common');
  return (
    <StatusResult
      status="info"
      title={reason ? t(titleKey) : t('notAvailable.title')}
      subTitle={reason ?? t('notAvailable.subTitle', { title: t(titleKey) })}
      extra={
        <Link to={pathTo('home')}>
          <Button type="primary">{t('actions.backHome')}</Button>
        </Link>
      }
    />
  );
}
