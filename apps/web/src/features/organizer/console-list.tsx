import type { Page } from '@openfair/contract';
import { Button, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/request';
import { StatusResult } from '../../shared/ui/status-result';

/** Rows per page of every console list. */
export const CONSOLE_PAGE_SIZE = 20;

/**
 * A console list's state in the address (so back, forward and a shared link keep it): the page, and
 * filters by name. Changing a filter goes back to the first page.
 */
export function useConsoleListParams() {
  const [params, setParams] = useSearchParams();
  const setParam = (key: string, value: string | number | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  /** The filter's value when it is one of `allowed`; a made-up value in the address counts as none. */
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | undefined => {
    const value = params.get(key) ?? '';
    return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  };
  return {
    pageNum: Math.max(1, Number(params.get('page')) || 1),
    keyword: params.get('keyword') ?? '',
    setParam,
    pick,
  };
}

type ListQuery<T> = {
  data?: Page<T>;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPending: boolean;
  refetch: () => unknown;
};

/** A filter of fixed values with "All" first; choosing changes the address. */
export function ConsoleFilter<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('organizer');
  return (
    <Select
      aria-label={label}
      className="of-organizer-filter"
      value={value ?? ''}
      options={[{ value: '', label: `${label}: ${t('common.all')}` }, ...options]}
      onChange={onChange}
    />
  );
}

export type ConsoleTableProps<T> = {
  query: ListQuery<T>;
  columns: ColumnsType<T>;
  pageNum: number;
  onPage: (page: number) => void;
  emptyText: string;
  /** scrolls sideways when its columns are wider than the screen */
  wide?: boolean;
  /** rows that open to show more (on a phone, the columns that do not fit) */
  expandable?: { expandedRowRender: (row: T) => ReactNode };
};

/**
 * A server-paged console table, or the load error with a retry when the first page could not be read
 * (a later page that fails keeps the rows already shown).
 */
export function ConsoleTable<T extends { id: string }>({
  query,
  columns,
  pageNum,
  onPage,
  emptyText,
  wide = true,
  expandable,
}: ConsoleTableProps<T>) {
  const { t } = useTranslation('organizer');
  const box = useRef<HTMLDivElement>(null);
  // A table wider than the screen scrolls sideways inside antd's content box; keyboard users can only
  // scroll it when it takes focus (antd gives it no tabindex). antd may replace that box on any render.
  useEffect(() => {
    const scroller = box.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!scroller) return;
    scroller.tabIndex = wide ? 0 : -1;
    if (wide) scroller.setAttribute('aria-label', t('common.tableScroll'));
    else scroller.removeAttribute('aria-label');
  });
  if (query.isError && !query.data)
    return (
      <StatusResult
        status="error"
        title={t('common.loadError')}
        subTitle={query.error instanceof ApiError ? query.error.message : undefined}
        extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return (
    <div ref={box}>
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        scroll={wide ? { x: 'max-content' } : undefined}
        expandable={expandable}
        // antd draws a plain-text empty state in its disabled grey, too faint to read: ours is body text.
        locale={{ emptyText: query.isPending ? ' ' : <span className="of-console-empty">{emptyText}</span> }}
        pagination={{
          current: pageNum,
          pageSize: CONSOLE_PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('common.total', { count }),
          onChange: onPage,
        }}
      />
    </div>
  );
}
