import { DeleteOutlined, DownOutlined, EyeOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type ExhibitFilter,
  type ExhibitListOrder,
  ExhibitListOrders,
  type ExhibitRow,
  type ExhibitScope,
  ExhibitScopes,
} from '@openfair/contract';
import { Button, Dropdown, Input, Select, Space, Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/request';
import { pathTo } from '../../../lib/paths';
import { useSession } from '../../../lib/session-store';
import { useFeedback } from '../../../shared/ui/feedback';
import { useCategories } from '../exhibitor.api';
import {
  type BatchTarget,
  useBatchDelete,
  useBatchScope,
  useDeleteExhibit,
  useExhibits,
} from './exhibits.api';
import '../exhibitor.css';
import { type DataColumn, DataTable } from '../../../shared/ui/data-table';
import { StatusResult } from '../../../shared/ui/status-result';

const PAGE_SIZES = [10, 20, 50, 100];

// The batch upload dialog (Excel, progress, report) loads when it is opened, not with the list.
const ExhibitImportDialog = lazy(() =>
  import('./exhibit-import-dialog').then((m) => ({ default: m.ExhibitImportDialog })),
);
const isScope = (v: string | null): v is `${ExhibitScope}` => v === '0' || v === '1' || v === '2';

/** The list's filter, order and page live in the address, so back and a shared link restore them. */
type ListState = {
  keyword: string;
  scope: ExhibitScope | '';
  category: string;
  order: ExhibitListOrder;
  pageNum: number;
  pageSize: number;
};

function readRequest(params: URLSearchParams): ListState {
  const scope = params.get('scope');
  const order = params.get('order');
  const pageSize = Number(params.get('pageSize'));
  return {
    keyword: params.get('keyword') ?? '',
    scope: isScope(scope) ? (Number(scope) as ExhibitScope) : '',
    category: params.get('category') ?? '',
    order: ExhibitListOrders.includes(order as ExhibitListOrder) ? (order as ExhibitListOrder) : 'sort',
    pageNum: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 20,
  };
}

/** /my-exhibit-list: the company's exhibits with search, filters, order, paging and batch changes. */
export function ExhibitListScreen() {
  const { t } = useTranslation('exhibitor');
  const lang = useSession((s) => s.language);
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const request = readRequest(params);
  const list = useExhibits(request);
  const categories = useCategories(lang);
  const [selected, setSelected] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const batchScope = useBatchScope();
  const batchDelete = useBatchDelete();
  const deleteOne = useDeleteExhibit();
  const categoryName = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.key, c.name])),
    [categories.data],
  );

  const setParam = (changes: Record<string, string | number>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    if (!keepPage) {
      next.delete('page');
      setSelected([]);
    }
    setParams(next);
  };

  const total = list.data?.total ?? 0;
  const filter: ExhibitFilter = {
    keyword: request.keyword,
    scope: request.scope,
    category: request.category,
  };
  // With exhibits chosen a batch change acts on them; without, on every exhibit the filter matches.
  const target: BatchTarget = selected.length > 0 ? { ids: selected } : { filter };
  const targetCount = selected.length > 0 ? selected.length : total;
  const targetText =
    selected.length > 0
      ? t('exhibits.batch.chosen', { count: targetCount })
      : t('exhibits.batch.matching', { count: targetCount });

  const confirmScope = (scope: ExhibitScope) =>
    modal.confirm({
      title: t('exhibits.batch.scopeTitle', { scope: t(`exhibits.scope.${scope}`) }),
      content: targetText,
      okText: t('exhibits.batch.apply'),
      cancelText: t('exhibits.cancel'),
      onOk: () =>
        batchScope.mutateAsync({ target, scope }).then(({ count }) => {
          setSelected([]);
          void message.success(t('exhibits.batch.scopeDone', { count }));
        }),
    });

  const confirmDelete = () =>
    modal.confirm({
      title: t('exhibits.batch.deleteTitle'),
      content: `${targetText} ${t('exhibits.deleteWarning')}`,
      okText: t('exhibits.delete'),
      okButtonProps: { danger: true },
      cancelText: t('exhibits.cancel'),
      onOk: () =>
        batchDelete.mutateAsync(target).then(({ count }) => {
          setSelected([]);
          void message.success(t('exhibits.batch.deleteDone', { count }));
        }),
    });

  const confirmDeleteOne = (row: ExhibitRow) =>
    modal.confirm({
      title: t('exhibits.deleteOneTitle', { name: row.name }),
      content: t('exhibits.deleteWarning'),
      okText: t('exhibits.delete'),
      okButtonProps: { danger: true },
      cancelText: t('exhibits.cancel'),
      onOk: () =>
        deleteOne.mutateAsync(row.id).then(() => {
          setSelected((ids) => ids.filter((id) => id !== row.id));
          void message.success(t('exhibits.deleted'));
        }),
    });

  const displayName = (row: ExhibitRow) => (lang === 'en' && row.nameEn ? row.nameEn : row.name);
  const columns: DataColumn<ExhibitRow>[] = [
    {
      key: 'picture',
      title: t('exhibits.columns.picture'),
      width: 72,
      render: (_, row) =>
        row.thumbnail ? (
          <img className="of-exhibit-thumb" src={row.thumbnail} alt="" loading="lazy" />
        ) : (
          <span className="of-exhibit-thumb of-exhibit-thumb-empty" />
        ),
    },
    {
      key: 'name',
      title: t('exhibits.columns.name'),
      render: (_, row) => <Link to={pathTo('exhibitDetail', { id: row.id })}>{displayName(row)}</Link>,
    },
    { key: 'articleNumber', title: t('exhibits.fields.articleNumber'), dataIndex: 'articleNumber' },
    {
      key: 'category',
      title: t('exhibits.fields.category'),
      render: (_, row) => categoryName.get(row.category) ?? row.category,
    },
    {
      key: 'scope',
      title: t('exhibits.fields.scope'),
      render: (_, row) => <Tag>{t(`exhibits.scope.${row.scope}`)}</Tag>,
    },
    { key: 'sort', title: t('exhibits.fields.sort'), dataIndex: 'sort', width: 90 },
    {
      key: 'actions',
      title: t('exhibits.columns.actions'),
      render: (_, row) => (
        <Space size="small">
          <Link
            to={pathTo('exhibitEdit', { id: row.id })}
            aria-label={t('exhibits.editNamed', { name: displayName(row) })}
          >
            {t('exhibits.edit')}
          </Link>
          <Button
            type="link"
            danger
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('exhibits.deleteNamed', { name: displayName(row) })}
            onClick={() => confirmDeleteOne(row)}
          />
        </Space>
      ),
    },
  ];

  if (list.isError && !list.data) {
    return (
      <StatusResult
        status="error"
        title={t('exhibits.loadError')}
        subTitle={list.error instanceof ApiError ? list.error.message : undefined}
        extra={<Button onClick={() => void list.refetch()}>{t('state.retry')}</Button>}
      />
    );
  }

  return (
    <div className="of-company-sections">
      <div className="of-exhibit-toolbar">
        <Input.Search
          allowClear
          defaultValue={request.keyword}
          key={request.keyword}
          placeholder={t('exhibits.filters.keyword')}
          aria-label={t('exhibits.filters.keyword')}
          onSearch={(keyword) => setParam({ keyword: keyword.trim() })}
          className="of-exhibit-search"
        />
        <Select
          allowClear
          aria-label={t('exhibits.fields.scope')}
          placeholder={t('exhibits.fields.scope')}
          value={request.scope === '' ? undefined : request.scope}
          options={ExhibitScopes.map((scope) => ({ value: scope, label: t(`exhibits.scope.${scope}`) }))}
          onChange={(scope?: ExhibitScope) => setParam({ scope: scope ?? '' })}
          className="of-exhibit-filter"
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('exhibits.fields.category')}
          placeholder={t('exhibits.fields.category')}
          value={request.category || undefined}
          loading={categories.isPending}
          options={(categories.data ?? []).map((c) => ({ value: c.key, label: c.name }))}
          onChange={(category?: string) => setParam({ category: category ?? '' })}
          className="of-exhibit-filter"
        />
        <Select
          aria-label={t('exhibits.filters.order')}
          value={request.order}
          options={ExhibitListOrders.map((order) => ({ value: order, label: t(`exhibits.order.${order}`) }))}
          onChange={(order: ExhibitListOrder) => setParam({ order })}
          className="of-exhibit-filter"
        />
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
          {t('exhibits.import.open')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pathTo('addExhibit'))}>
          {t('exhibits.add')}
        </Button>
      </div>
      {importing && (
        <Suspense fallback={null}>
          <ExhibitImportDialog open onClose={() => setImporting(false)} />
        </Suspense>
      )}

      <div className="of-exhibit-batch" aria-live="polite">
        <span>{targetText}</span>
        <Dropdown
          disabled={targetCount === 0}
          menu={{
            items: ExhibitScopes.map((scope) => ({
              key: String(scope),
              label: t(`exhibits.scope.${scope}`),
            })),
            onClick: ({ key }) => confirmScope(Number(key) as ExhibitScope),
          }}
        >
          <Button icon={<EyeOutlined />} disabled={targetCount === 0}>
            {t('exhibits.batch.scope')} <DownOutlined />
          </Button>
        </Dropdown>
        <Button danger icon={<DeleteOutlined />} disabled={targetCount === 0} onClick={confirmDelete}>
          {t('exhibits.batch.delete')}
        </Button>
      </div>

      <DataTable<ExhibitRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        className="of-exhibit-table"
        scrollLabel={t('tableScroll')}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          rowLabel: (row) => t('exhibits.select', { name: row.name }),
        }}
        pending={list.isPending}
        emptyText={t('exhibits.empty')}
        pagination={{
          current: request.pageNum,
          pageSize: request.pageSize,
          total,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (count) => t('exhibits.total', { count }),
          onChange: (page, pageSize) => setParam({ page, pageSize }, pageSize === request.pageSize),
        }}
      />
    </div>
  );
}
