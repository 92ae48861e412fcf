import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { FactList } from './fact-list';
import { ItemList, ItemListEntry } from './item-list';
import { Skeleton } from './skeleton';

beforeAll(() => initI18n('zh'));
afterEach(cleanup);

const wrap = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
const items = [
  { id: '1', name: '甲' },
  { id: '2', name: '乙' },
];

describe('ItemList', () => {
  it('lists entries with their parts and pages only when there is more than one page', () => {
    wrap(
      <ItemList
        items={items}
        rowKey={(i) => i.id}
        emptyText="暂无"
        pagination={{ current: 1, pageSize: 20, total: 2 }}
        renderItem={(i) => <ItemListEntry title={i.name} description="说明" extra={<span>状态</span>} />}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['甲说明状态', '乙说明状态']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says it is empty once the first page came, and is busy while a page loads', () => {
    const { rerender } = wrap(
      <ItemList items={[]} rowKey={String} emptyText="暂无" pending loading renderItem={String} />,
    );
    expect(screen.queryByText('暂无')).toBeNull();
    expect(screen.getByRole('status', { name: '加载中…' })).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <ItemList items={[]} rowKey={String} emptyText="暂无" renderItem={String} />
      </I18nextProvider>,
    );
    expect(screen.getByText('暂无')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('FactList', () => {
  it('pairs each label with its value, and carries the column counts to the CSS', () => {
    const { container } = wrap(
      <FactList
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'email', label: '邮箱', children: 'a@b.c' },
          { key: 'mobile', label: '手机', children: '138' },
        ]}
      />,
    );
    const list = container.querySelector('dl') as HTMLElement;
    expect([...list.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['邮箱', '手机']);
    expect([...list.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['a@b.c', '138']);
    expect(list.style.getPropertyValue('--of-facts-md')).toBe('2');
  });
});

describe('Skeleton', () => {
  it('draws a title and the asked rows (two beside an avatar by default), hidden from screen readers', () => {
    const { container, rerender } = wrap(<Skeleton active paragraph={{ rows: 4 }} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.className).toContain('of-skeleton-active');
    expect(root.querySelectorAll('.of-skeleton-title')).toHaveLength(1);
    expect(root.querySelectorAll('.of-skeleton-line')).toHaveLength(4);
    rerender(<Skeleton avatar title={false} />);
    expect(container.querySelectorAll('.of-skeleton-avatar')).toHaveLength(1);
    expect(container.querySelectorAll('.of-skeleton-title')).toHaveLength(0);
    expect(container.querySelectorAll('.of-skeleton-line')).toHaveLength(2);
  });
});
