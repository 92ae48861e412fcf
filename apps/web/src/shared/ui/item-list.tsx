import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination, type PaginationProps } from './pagination';
import './item-list.css';

export type ItemListProps<T> = {
  items: readonly T[];
  rowKey: (item: T) => string;
  /** a request for the items is under way: the items shown dim and the list is busy */
  loading?: boolean;
  /** the first page has not come yet: no empty text until it has */
  pending?: boolean;
  emptyText: ReactNode;
  pagination?: PaginationProps;
  renderItem: (item: T) => ReactNode;
  className?: string;
};

/**
 * A paged list of entries (each drawn by `renderItem`, usually an `ItemListEntry`), with the empty
 * state, a busy state while a page loads and page buttons; plain HTML and CSS in place of antd's List.
 */
export function ItemList<T>({
  items,
  rowKey,
  loading = false,
  pending = false,
  emptyText,
  pagination,
  renderItem,
  className,
}: ItemListProps<T>) {
  const { t } = useTranslation('common');
  return (
    <div
      className={`of-item-list${loading ? ' of-item-list-loading' : ''}${className ? ` ${className}` : ''}`}
      aria-busy={loading || undefined}
    >
      {items.length === 0 ? (
        <p className="of-item-list-empty">{pending ? null : emptyText}</p>
      ) : (
        <ul className="of-item-list-items">
          {items.map((item) => (
            <li key={rowKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {loading && <span className="of-busy-spinner" role="status" aria-label={t('table.loading')} />}
      {pagination && <Pagination hideOnSinglePage {...pagination} />}
    </div>
  );
}

/** One entry: an optional picture, the title and lines under it, and something at its end (a status). */
export function ItemListEntry({
  avatar,
  title,
  description,
  extra,
}: {
  avatar?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className="of-item-list-entry">
      {avatar ? <div className="of-item-list-avatar">{avatar}</div> : null}
      <div className="of-item-list-body">
        <div className="of-item-list-title">{title}</div>
        {description ? <div className="of-item-list-description">{description}</div> : null}
      </div>
      {extra ? <div className="of-item-list-extra">{extra}</div> : null}
    </div>
  );
}
