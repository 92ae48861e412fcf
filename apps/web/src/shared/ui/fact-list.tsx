import type { CSSProperties, ReactNode } from 'react';
import './fact-list.css';

export type Fact = { key: string; label: ReactNode; children: ReactNode };

/** Columns from a screen width up (xs: phones, sm ≥ 576 px, md ≥ 768 px, lg ≥ 992 px); a wider size keeps a narrower one's count. */
export type FactColumns = number | { xs?: number; sm?: number; md?: number; lg?: number };

/**
 * Label and value pairs ("Email: a@b.c") in columns, as a description list: what antd's Descriptions
 * drew, in plain HTML and CSS.
 */
export function FactList({
  items,
  column = 1,
  size = 'middle',
  className,
}: {
  items: readonly Fact[];
  column?: FactColumns;
  size?: 'small' | 'middle';
  className?: string;
}) {
  const columns = typeof column === 'number' ? { xs: column } : column;
  const style = Object.fromEntries(
    Object.entries(columns).map(([width, count]) => [`--of-facts-${width}`, String(count)]),
  ) as CSSProperties;
  return (
    <dl className={`of-facts of-facts-${size}${className ? ` ${className}` : ''}`} style={style}>
      {items.map((item) => (
        <div key={item.key} className="of-fact">
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
