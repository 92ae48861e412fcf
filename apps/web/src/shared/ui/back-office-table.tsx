import { Table, type TableProps } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import './back-office-table.css';

/**
 * A back-office list table that stays usable on a phone and with the keyboard: it scrolls sideways
 * inside antd's content box, which antd gives no tabindex, so keyboard users could not scroll it; it
 * gets one (with `scrollLabel` as its name). antd draws a plain-text empty state in its disabled grey,
 * too faint to read: this one is secondary body text. While the first page loads the empty state is blank.
 */
export function BackOfficeTable<T extends object>({
  emptyText,
  pending,
  scrollLabel,
  ...props
}: Omit<TableProps<T>, 'locale' | 'scroll'> & {
  emptyText: ReactNode;
  pending: boolean;
  scrollLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // antd may replace its content box on any render: set the attributes after each one.
  useEffect(() => {
    const scroller = box.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!scroller) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('aria-label', scrollLabel);
  });
  return (
    <div ref={box}>
      <Table<T>
        {...props}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: pending ? ' ' : <span className="of-table-empty">{emptyText}</span> }}
      />
    </div>
  );
}
