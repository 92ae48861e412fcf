import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination, type PaginationProps } from './pagination';
import './data-table.css';

export type DataColumn<T> = {
  /** tells the columns apart; dataIndex when left out */
  key?: string;
  title: ReactNode;
  /** the row field the cell shows when there is no `render` */
  dataIndex?: keyof T & string;
  // biome-ignore lint/suspicious/noExplicitAny: a cell's value is whichever field dataIndex names
  render?: (value: any, row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  className?: string;
  /** one line, cut with "…" (the full text is the cell's title) */
  ellipsis?: boolean;
  /** left out on phones (below 576 px) */
  hideOnPhone?: boolean;
};

export type DataTableProps<T> = {
  rowKey: (keyof T & string) | ((row: T) => string);
  columns: readonly DataColumn<T>[];
  dataSource: readonly T[];
  /** a request for the rows is under way: the rows shown dim and the table is busy */
  loading?: boolean;
  /** the first page has not come yet: no empty text until it has */
  pending?: boolean;
  /** what an empty table says */
  emptyText?: ReactNode;
  /** the table's name for screen readers, when the heading above does not give it one */
  label?: string;
  /**
   * The table scrolls sideways in a box when its columns are wider than the screen; the box takes focus
   * (so keyboard users can scroll it) with this as its name. Without it the table fits its container.
   */
  scrollLabel?: string;
  pagination?: PaginationProps | false;
  /** a checkbox per row and one for the page; `rowLabel` names each row's box for screen readers */
  rowSelection?: {
    selectedRowKeys: readonly string[];
    onChange: (keys: string[]) => void;
    rowLabel: (row: T) => string;
  };
  /** rows that open to show more (on a phone, the columns that do not fit) */
  expandable?: { expandedRowRender: (row: T) => ReactNode };
  size?: 'small' | 'middle';
  className?: string;
};

const columnKey = <T,>(column: DataColumn<T>, index: number) =>
  column.key ?? column.dataIndex ?? String(index);

const cellText = (value: unknown): ReactNode =>
  value === null || value === undefined || typeof value === 'object' ? null : String(value);

/**
 * A list table drawn with plain HTML and CSS: header cells, rows, an empty state, a busy state while
 * a page loads, optional row checkboxes and expanding rows, and page buttons under it. It covers what
 * the back office and the organizer console need of antd's Table without its weight (its filter
 * dropdowns alone bring Tree, Menu and Dropdown to every list).
 */
export function DataTable<T extends object>({
  rowKey,
  columns,
  dataSource,
  loading = false,
  pending = false,
  emptyText,
  label,
  scrollLabel,
  pagination,
  rowSelection,
  expandable,
  size = 'middle',
  className,
}: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const keyOf = (row: T) => (typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey]));
  const pageKeys = dataSource.map(keyOf);
  const selected = new Set(rowSelection?.selectedRowKeys ?? []);
  const allSelected = pageKeys.length > 0 && pageKeys.every((key) => selected.has(key));
  const someSelected = pageKeys.some((key) => selected.has(key));
  const selectPage = (on: boolean) => {
    if (!rowSelection) return;
    const next = new Set(selected);
    for (const key of pageKeys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    rowSelection.onChange([...next]);
  };
  const toggleRow = (key: string, on: boolean) => {
    if (!rowSelection) return;
    rowSelection.onChange(
      on ? [...rowSelection.selectedRowKeys, key] : rowSelection.selectedRowKeys.filter((k) => k !== key),
    );
  };
  const toggleExpanded = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const columnCount = columns.length + (rowSelection ? 1 : 0) + (expandable ? 1 : 0);
  const cellClass = (column: DataColumn<T>) =>
    [
      column.align && column.align !== 'left' ? `of-table-${column.align}` : '',
      column.ellipsis ? 'of-table-ellipsis' : '',
      column.hideOnPhone ? 'of-table-phone-hidden' : '',
      column.className ?? '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const table = (
    <table className="of-table" aria-label={label}>
      <thead>
        <tr>
          {expandable && <td className="of-table-control" />}
          {rowSelection && (
            <th scope="col" className="of-table-control">
              <input
                type="checkbox"
                aria-label={t('table.selectAll')}
                checked={allSelected}
                ref={(box) => {
                  if (box) box.indeterminate = someSelected && !allSelected;
                }}
                disabled={pageKeys.length === 0}
                onChange={(event) => selectPage(event.target.checked)}
              />
            </th>
          )}
          {columns.map((column, index) => (
            <th
              key={columnKey(column, index)}
              scope="col"
              className={cellClass(column)}
              style={{ width: column.width }}
            >
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {dataSource.length === 0 && (
          <tr className="of-table-empty-row">
            <td colSpan={columnCount}>
              {pending || !emptyText ? null : <span className="of-table-empty">{emptyText}</span>}
            </td>
          </tr>
        )}
        {dataSource.map((row, index) => {
          const key = keyOf(row);
          const open = expanded.has(key);
          return (
            <Fragment key={key}>
              <tr className="of-table-row" data-row-key={key}>
                {expandable && (
                  <td className="of-table-control">
                    <button
                      type="button"
                      className="of-table-expand"
                      aria-expanded={open}
                      aria-label={t(open ? 'table.collapse' : 'table.expand')}
                      onClick={() => toggleExpanded(key)}
                    >
                      <span aria-hidden="true">{open ? '−' : '+'}</span>
                    </button>
                  </td>
                )}
                {rowSelection && (
                  <td className="of-table-control">
                    <input
                      type="checkbox"
                      aria-label={rowSelection.rowLabel(row)}
                      checked={selected.has(key)}
                      onChange={(event) => toggleRow(key, event.target.checked)}
                    />
                  </td>
                )}
                {columns.map((column, columnIndex) => {
                  const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
                  const content = column.render ? column.render(value, row, index) : cellText(value);
                  return (
                    <td
                      key={columnKey(column, columnIndex)}
                      className={cellClass(column)}
                      title={column.ellipsis && typeof content === 'string' ? content : undefined}
                    >
                      {content}
                    </td>
                  );
                })}
              </tr>
              {expandable && open && (
                <tr className="of-table-expanded-row">
                  <td colSpan={columnCount}>{expandable.expandedRowRender(row)}</td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );

  return (
    <div
      className={`of-table-wrapper of-table-${size}${loading ? ' of-table-loading' : ''}${className ? ` ${className}` : ''}`}
      aria-busy={loading || undefined}
    >
      {scrollLabel ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must take focus so keyboard users can scroll it
        <section className="of-table-scroll" tabIndex={0} aria-label={scrollLabel}>
          {table}
        </section>
      ) : (
        <div className="of-table-scroll">{table}</div>
      )}
      {loading && <span className="of-busy-spinner" role="status" aria-label={t('table.loading')} />}
      {pagination && <Pagination {...pagination} />}
    </div>
  );
}
