import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { type DataColumn, DataTable } from './data-table';
import { Pagination, pageItems } from './pagination';

beforeAll(() => initI18n('zh'));
afterEach(cleanup);

type Row = { id: string; name: string; note: string };
const rows: Row[] = [
  { id: 'a', name: '甲公司', note: '第一条' },
  { id: 'b', name: '乙公司', note: '第二条' },
];
const columns: DataColumn<Row>[] = [
  { title: '名称', dataIndex: 'name' },
  { key: 'note', title: '备注', render: (_, row) => <em>{row.note}</em> },
];

const wrap = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('pageItems', () => {
  it('lists every page when few, else the ends, the current one with two neighbours, and jumps', () => {
    expect(pageItems(1, 3).map((i) => i.page)).toEqual([1, 2, 3]);
    const middle = pageItems(10, 20);
    expect(middle.map((i) => (i.kind === 'jump' ? '…' : i.page))).toEqual([
      1,
      '…',
      8,
      9,
      10,
      11,
      12,
      '…',
      20,
    ]);
    expect(middle.filter((i) => i.kind === 'jump').map((i) => i.page)).toEqual([5, 15]);
    // at the ends the window keeps its width
    expect(pageItems(1, 20).map((i) => (i.kind === 'jump' ? '…' : i.page))).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      '…',
      20,
    ]);
    expect(pageItems(20, 20).map((i) => (i.kind === 'jump' ? '…' : i.page))).toEqual([
      1,
      '…',
      15,
      16,
      17,
      18,
      19,
      20,
    ]);
  });
});

describe('Pagination', () => {
  it('marks the current page, steps and jumps, and offers page sizes', () => {
    const onChange = vi.fn();
    wrap(
      <Pagination
        current={1}
        pageSize={20}
        total={45}
        onChange={onChange}
        showTotal={(n) => `共 ${n} 条`}
        pageSizeOptions={[20, 50]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 45 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
    fireEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
    // the current page does not call again
    onChange.mockClear();
    fireEvent.click(screen.getByTitle('1'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('draws nothing on a single page when asked to', () => {
    wrap(<Pagination current={1} pageSize={20} total={5} hideOnSinglePage />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('DataTable', () => {
  it('draws header, cells by field or render, and the empty text once the first page came', () => {
    const { rerender } = wrap(
      <DataTable<Row> rowKey="id" columns={columns} dataSource={rows} emptyText="没有数据" />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['名称', '备注']);
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['甲公司', '第一条'],
      ['乙公司', '第二条'],
    ]);
    rerender(
      <I18nextProvider i18n={i18n}>
        <DataTable<Row> rowKey="id" columns={columns} dataSource={[]} emptyText="没有数据" pending />
      </I18nextProvider>,
    );
    expect(screen.queryByText('没有数据')).toBeNull();
    rerender(
      <I18nextProvider i18n={i18n}>
        <DataTable<Row> rowKey="id" columns={columns} dataSource={[]} emptyText="没有数据" loading />
      </I18nextProvider>,
    );
    expect(screen.getByText('没有数据')).toBeTruthy();
    expect(screen.getByRole('status', { name: '加载中…' })).toBeTruthy();
  });

  it('selects rows one by one and the whole page, keeping choices from other pages', () => {
    function Selectable() {
      const [keys, setKeys] = useState<string[]>(['other-page']);
      return (
        <>
          <DataTable<Row>
            rowKey="id"
            columns={columns}
            dataSource={rows}
            rowSelection={{ selectedRowKeys: keys, onChange: setKeys, rowLabel: (r) => `选择${r.name}` }}
          />
          <output>{[...keys].sort().join(',')}</output>
        </>
      );
    }
    wrap(<Selectable />);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择甲公司' }));
    expect(screen.getByRole('status').textContent).toBe('a,other-page');
    const all = screen.getByRole('checkbox', { name: '选择本页全部' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('a,b,other-page');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择本页全部' }));
    expect(screen.getByRole('status').textContent).toBe('other-page');
  });

  it('opens a row to show more, and names its sideways-scrolling box', () => {
    wrap(
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        scrollLabel="表格：可用方向键左右滚动"
        expandable={{ expandedRowRender: (r) => <p>详情：{r.name}</p> }}
      />,
    );
    expect(screen.getByRole('region', { name: '表格：可用方向键左右滚动' }).tabIndex).toBe(0);
    fireEvent.click(screen.getAllByRole('button', { name: '展开详情' })[0] as HTMLElement);
    expect(screen.getByText('详情：甲公司')).toBeTruthy();
    expect(screen.getByRole('button', { name: '收起详情' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText('详情：乙公司')).toBeNull();
  });
});
