import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './pagination.css';

export type PaginationProps = {
  /** the page shown, from 1 */
  current: number;
  pageSize: number;
  total: number;
  onChange?: (page: number, pageSize: number) => void;
  /** the text before the pages ("48 products") */
  showTotal?: (total: number) => ReactNode;
  /** draws nothing when everything fits on one page */
  hideOnSinglePage?: boolean;
  /** offers these page sizes in a select (no select without them) */
  pageSizeOptions?: readonly number[];
  className?: string;
};

/** How many page buttons sit between the first and the last page around the current one. */
const AROUND = 2;
/** What a jump button (the "…" between page numbers) skips. */
const JUMP = 5;

type Item = { kind: 'page'; page: number } | { kind: 'jump'; page: number; forward: boolean };

/**
 * The page numbers to show: the first and last always, the current one with AROUND neighbours on each
 * side, and a jump ("…") over each gap of more than one page. With few pages, all of them.
 */
export function pageItems(current: number, pages: number): Item[] {
  if (pages <= 2 * AROUND + 5)
    return Array.from({ length: pages }, (_, i) => ({ kind: 'page', page: i + 1 }));
  // keep the window the same width at the ends, so the buttons do not jump around while paging
  const from = Math.max(2, Math.min(current - AROUND, pages - 2 * AROUND - 1));
  const to = Math.min(pages - 1, Math.max(current + AROUND, 2 * AROUND + 2));
  const items: Item[] = [{ kind: 'page', page: 1 }];
  if (from > 2) items.push({ kind: 'jump', page: Math.max(1, current - JUMP), forward: false });
  for (let page = from; page <= to; page++) items.push({ kind: 'page', page });
  if (to < pages - 1) items.push({ kind: 'jump', page: Math.min(pages, current + JUMP), forward: true });
  items.push({ kind: 'page', page: pages });
  return items;
}

/**
 * Page buttons for a paged list, in a named navigation landmark: previous, the page numbers (the current
 * one marked with aria-current), next, and optionally the total and a page-size select. Plain buttons and
 * CSS, so a list screen does not carry antd's Pagination (and the Select its size changer brings).
 * Each page button carries its number as `title`, as antd's did, so pointing at it shows the number.
 */
export function Pagination({
  current,
  pageSize,
  total,
  onChange,
  showTotal,
  hideOnSinglePage = false,
  pageSizeOptions,
  className,
}: PaginationProps) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (hideOnSinglePage && pages <= 1) return null;
  const page = Math.min(Math.max(1, current), pages);
  const go = (next: number) => {
    if (next !== page && next >= 1 && next <= pages) onChange?.(next, pageSize);
  };
  /** The previous (-1) or next (1) page's button, disabled at either end. */
  const step = (by: -1 | 1) => {
    const label = t(by < 0 ? 'pagination.previous' : 'pagination.next');
    return (
      <li>
        <button
          type="button"
          className="of-pagination-step"
          aria-label={label}
          title={label}
          disabled={by < 0 ? page <= 1 : page >= pages}
          onClick={() => go(page + by)}
        >
          <span aria-hidden="true">{by < 0 ? '‹' : '›'}</span>
        </button>
      </li>
    );
  };
  return (
    <nav
      className={`of-pagination-bar${className ? ` ${className}` : ''}`}
      aria-label={t('pagination.label')}
    >
      {showTotal && <span className="of-pagination-total">{showTotal(total)}</span>}
      <ul className="of-pagination-list">
        {step(-1)}
        {pageItems(page, pages).map((item) =>
          item.kind === 'page' ? (
            <li key={`p${item.page}`}>
              <button
                type="button"
                className="of-pagination-page"
                title={String(item.page)}
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ) : (
            <li key={item.forward ? 'next-jump' : 'previous-jump'}>
              <button
                type="button"
                className="of-pagination-jump"
                aria-label={t(item.forward ? 'pagination.moreNext' : 'pagination.morePrevious', {
                  count: JUMP,
                })}
                title={t(item.forward ? 'pagination.moreNext' : 'pagination.morePrevious', { count: JUMP })}
                onClick={() => go(item.page)}
              >
                <span aria-hidden="true">…</span>
              </button>
            </li>
          ),
        )}
        {step(1)}
      </ul>
      {pageSizeOptions && pageSizeOptions.length > 0 && (
        <select
          className="of-pagination-size"
          aria-label={t('pagination.pageSize')}
          value={pageSize}
          onChange={(event) => onChange?.(1, Number(event.target.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {t('pagination.pageSizeOption', { size })}
            </option>
          ))}
        </select>
      )}
    </nav>
  );
}
