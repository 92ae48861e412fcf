import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Last-resort screen when rendering a route throws: the user can reload instead of seeing a blank page. */
export function RouteErrorScreen() {
  const { t } = useTranslation('common');
  return (
    <Result
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
