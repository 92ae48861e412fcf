import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusResult } from '../../../shared/ui/status-result';

/** Placeholder cards in the grid's shape while a list loads. */
export function CardGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="of-cat-grid" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
        <div className="of-cat-card of-cat-card-skeleton" key={i}>
          <Skeleton.Image active className="of-cat-skeleton-image" />
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
      ))}
    </div>
  );
}

type StateProps = {
  pending: boolean;
  error: boolean;
  empty: boolean;
  onRetry: () => void;
  emptyText: string;
  emptyExtra?: ReactNode;
  skeletonCount?: number;
  children: ReactNode;
};

/** Loading skeleton, error with retry, empty state, or the grid. */
export function CardListState(props: StateProps) {
  const { t } = useTranslation('catalog');
  if (props.pending) return <CardGridSkeleton count={props.skeletonCount} />;
  if (props.error) {
    return (
      <StatusResult
        status="warning"
        title={t('state.loadError')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={props.onRetry}>
            {t('state.retry')}
          </Button>
        }
      />
    );
  }
  if (props.empty) {
    return (
      <Empty className="of-cat-empty" description={props.emptyText}>
        {props.emptyExtra}
      </Empty>
    );
  }
  return <>{props.children}</>;
}
