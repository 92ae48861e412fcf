import { FileExcelOutlined } from '@ant-design/icons';
import {
  type IntentOrder,
  type IntentOrderScope,
  IntentOrderScopes,
  type IntentOrderStatus,
  IntentOrderStatuses,
  type MyIntentOrder,
} from '@openfair/contract';
import { Button, Input, Select, Space, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/request';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { saveBlob } from '../../shared/utils/save-blob';
import {
  useAssignOrder,
  useCompleteOrder,
  useExportOrders,
  useMyOrders,
  useOrders,
  useSalespeople,
} from './orders.api';
import './orders.css';
import { type DataColumn, DataTable } from '../../shared/ui/data-table';
import { ItemList, ItemListEntry } from '../../shared/ui/item-list';
import { StatusResult } from '../../shared/ui/status-result';

const PAGE_SIZE = 20;

const pick = (zh: string, en: string, lang: string) => (lang === 'en' && en ? en : zh);

function StatusTag({ contacted }: { contacted: boolean }) {
  const { t } = useTranslation('orders');
  return contacted ? (
    <Tag color="green">{t('status.contacted')}</Tag>
  ) : (
    <Tag color="orange">{t('status.notContacted')}</Tag>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <StatusResult
      status="error"
      title={t('loadError')}
      subTitle={error instanceof ApiError ? error.message : undefined}
      extra={<Button onClick={onRetry}>{t('retry')}</Button>}
    />
  );
}

/** The exhibitor's side: the lists of spec 001 §9, assignment, completion and the export. */
function StaffOrders() {
  const { t } = useTranslation('orders');
  const lang = useSession((s) => s.language);
  const { modal, message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const scope = (IntentOrderScopes as readonly string[]).includes(params.get('scope') ?? '')
    ? (params.get('scope') as IntentOrderScope)
    : 'all';
  const status = (IntentOrderStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as IntentOrderStatus)
    : 'all';
  const request = {
    scope,
    status,
    keyword: params.get('keyword') ?? '',
    pageNum: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
  };
  const list = useOrders(request);
  const admin = list.data?.admin ?? false;
  const salespeople = useSalespeople(admin);
  const assign = useAssignOrder();
  const complete = useCompleteOrder();
  const exportOrders = useExportOrders();

  const setParam = (key: string, value: string | number) => {
    const next = new URLSearchParams(params);
    if (value === '' || value === 'all') next.delete(key);
    else next.set(key, String(value));
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  const productName = (o: IntentOrder) => pick(o.productName, o.productNameEn, lang);
  const confirmComplete = (o: IntentOrder) =>
    modal.confirm({
      title: t('complete.title'),
      content: t('complete.content', { product: productName(o), name: o.visitorName }),
      okText: t('complete.ok'),
      cancelText: t('cancel'),
      onOk: () => complete.mutateAsync(o.id).then(() => void message.success(t('complete.done'))),
    });
  const onAssign = (o: IntentOrder, employeeId: string) =>
    assign
      .mutateAsync({ id: o.id, employeeId })
      .then((saved) => void message.success(t('assign.done', { name: saved.assignee?.name ?? '' })));
  const onExport = () =>
    exportOrders.mutate(
      { scope, status, keyword: request.keyword },
      {
        onSuccess: (blob) => {
          const stamp = formatBeijingTime(Date.now(), 'date').replaceAll('-', '');
          saveBlob(blob, `${t('exportFile')}-${stamp}.xlsx`);
          void message.success(t('exported'));
        },
      },
    );

  const employeeOptions = (salespeople.data?.list ?? []).map((e) => ({
    value: e.id,
    label: pick(e.name, e.nameEn, lang),
  }));

  const columns: DataColumn<IntentOrder>[] = [
    {
      key: 'product',
      title: t('columns.product'),
      render: (_, o) => (
        <Space size={8}>
          {o.productImage ? <img className="of-order-thumb" src={o.productImage} alt="" /> : null}
          <Link to={pathTo('productDetail', { id: o.productId })}>{productName(o)}</Link>
        </Space>
      ),
    },
    { key: 'quantity', title: t('columns.quantity'), dataIndex: 'quantity', align: 'right' },
    {
      key: 'visitor',
      title: t('columns.visitor'),
      render: (_, o) => (
        <span>
          {o.visitorId ? (
            <Link to={pathTo('personDetail', { id: o.visitorId })}>{o.visitorName || t('unnamed')}</Link>
          ) : (
            o.visitorName
          )}
          {o.visitorCompany ? <div className="of-order-sub">{o.visitorCompany}</div> : null}
        </span>
      ),
    },
    { key: 'remark', title: t('columns.remark'), dataIndex: 'remark', ellipsis: true },
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      render: (_, o) => formatBeijingTime(o.createdAt),
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, o) => <StatusTag contacted={o.contacted} />,
    },
    {
      key: 'assignee',
      title: t('columns.assignee'),
      render: (_, o) =>
        admin && !o.contacted ? (
          <Select
            className="of-order-assign"
            aria-label={t('assign.label', { product: productName(o) })}
            placeholder={t('assign.placeholder')}
            value={o.assignee?.id}
            options={
              o.assignee && !employeeOptions.some((e) => e.value === o.assignee?.id)
                ? [...employeeOptions, { value: o.assignee.id, label: o.assignee.name }]
                : employeeOptions
            }
            loading={salespeople.isPending}
            onChange={(employeeId: string) => void onAssign(o, employeeId)}
          />
        ) : (
          (o.assignee?.name ?? t('assign.none'))
        ),
    },
    {
      key: 'followUp',
      title: t('columns.followUp'),
      render: (_, o) => o.followUp?.name ?? '',
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, o) =>
        o.contacted ? null : (
          <Button size="small" onClick={() => confirmComplete(o)}>
            {t('complete.button')}
          </Button>
        ),
    },
  ];

  if (list.isError && !list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;

  return (
    <div className="of-orders">
      {admin ? (
        <Tabs
          activeKey={scope}
          onChange={(key) => setParam('scope', key)}
          items={IntentOrderScopes.map((s) => ({ key: s, label: t(`scope.${s}`) }))}
        />
      ) : (
        <p className="of-order-note">{t('mineOnly')}</p>
      )}
      <div className="of-order-toolbar">
        <Input.Search
          allowClear
          key={request.keyword}
          defaultValue={request.keyword}
          placeholder={t('search')}
          aria-label={t('search')}
          onSearch={(keyword) => setParam('keyword', keyword.trim())}
          className="of-order-search"
        />
        <Select
          aria-label={t('status.label')}
          value={status}
          options={IntentOrderStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(value: IntentOrderStatus) => setParam('status', value)}
          className="of-order-filter"
        />
        <Button icon={<FileExcelOutlined />} loading={exportOrders.isPending} onClick={onExport}>
          {t('export')}
        </Button>
      </div>
      <DataTable<IntentOrder>
        rowKey="id"
        className="of-order-table"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pending={list.isPending}
        emptyText={t('empty')}
        scrollLabel={t('tableScroll')}
        pagination={{
          current: request.pageNum,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showTotal: (count) => t('total', { count }),
          onChange: (page) => setParam('page', page),
        }}
      />
    </div>
  );
}

/** The visitor's side: the intent orders they placed and whether the exhibitor has contacted them. */
function VisitorOrders() {
  const { t } = useTranslation('orders');
  const lang = useSession((s) => s.language);
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const list = useMyOrders(pageNum, PAGE_SIZE);
  if (list.isError && !list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <ItemList<MyIntentOrder>
      className="of-orders"
      loading={list.isFetching}
      items={list.data?.list ?? []}
      rowKey={(o) => o.id}
      pending={list.isPending}
      emptyText={t('emptyMine')}
      pagination={{
        current: pageNum,
        pageSize: PAGE_SIZE,
        total: list.data?.total ?? 0,
        onChange: (page) => setParams(page > 1 ? { page: String(page) } : {}),
      }}
      renderItem={(o) => (
        <ItemListEntry
          extra={<StatusTag contacted={o.contacted} />}
          avatar={o.productImage ? <img className="of-order-thumb" src={o.productImage} alt="" /> : null}
          title={
            <Link to={pathTo('productDetail', { id: o.productId })}>
              {pick(o.productName, o.productNameEn, lang)}
            </Link>
          }
          description={
            <>
              <Link to={pathTo('exhibitorDetail', { id: o.exhibitorId })}>
                {pick(o.exhibitorName, o.exhibitorNameEn, lang)}
              </Link>
              <div>{t('mine.line', { quantity: o.quantity, time: formatBeijingTime(o.createdAt) })}</div>
              {o.remark ? <div className="of-order-sub">{o.remark}</div> : null}
            </>
          }
        />
      )}
    />
  );
}

/** /potential-order: intent orders, the exhibitor's staff lists or the visitor's own. */
export function PotentialOrderScreen() {
  const subjectType = useSession((s) => s.subjectType);
  return subjectType === 'ACTOR' ? <StaffOrders /> : <VisitorOrders />;
}
