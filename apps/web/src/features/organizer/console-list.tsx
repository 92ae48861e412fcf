import type { Page } from '@openfair/contract';
import { Button, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/request';
import { type DataColumn, DataTable } from '../../shared/ui/data-table';
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
  columns: DataColumn<T>[];
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
    <DataTable<T>
      rowKey="id"
      columns={columns}
      dataSource={query.data?.list ?? []}
      loading={query.isFetching}
      scrollLabel={wide ? t('common.tableScroll') : undefined}
      expandable={expandable}
      pending={query.isPending}
      emptyText={emptyText}
      pagination={{
        current: pageNum,
        pageSize: CONSOLE_PAGE_SIZE,
        total: query.data?.total ?? 0,
        showTotal: (count) => t('common.total', { count }),
        onChange: onPage,
      }}
    />
  );
}
