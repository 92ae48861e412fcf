import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../shared/ui/status-result';

/** Last-resort screen when rendering a route throws: the user can reload instead of seeing a blank page. */
export function RouteErrorScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusResult
      status="error"
      title={t('errors.screen')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      }
    />
  );
}
