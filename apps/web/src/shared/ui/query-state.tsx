import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusResult } from './status-result';

type QueryStateProps = {
  pending: boolean;
  error: boolean;
  empty: boolean;
  onRetry: () => void;
  /** shown while loading */
  skeleton: ReactNode;
  emptyText?: string;
  errorText?: string;
  /** smaller error block for a section of a page */
  compact?: boolean;
  children: ReactNode;
};

/** Loading skeleton, error with retry, empty state, or the content. */
export function QueryState(props: QueryStateProps) {
  const { t } = useTranslation('shared');
  if (props.pending) return <>{props.skeleton}</>;
  if (props.error) {
    return (
      <StatusResult
        status={props.compact ? 'warning' : 'error'}
        className={props.compact ? 'of-section-error' : undefined}
        title={props.errorText ?? t('queryState.loadError')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={props.onRetry}>
            {t('queryState.retry')}
          </Button>
        }
      />
    );
  }
  if (props.empty) return <Empty description={props.emptyText ?? t('queryState.empty')} />;
  return <>{props.children}</>;
}
