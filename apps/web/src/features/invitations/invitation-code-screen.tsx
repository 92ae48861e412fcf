import { CopyOutlined, FileExcelOutlined, ReloadOutlined } from '@ant-design/icons';
import { type Contact, type InvitationSourceType, InvitationSourceTypes } from '@openfair/contract';
import { Button, Card, Input, Select, Space, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/request';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { saveBlob } from '../../shared/utils/save-blob';
import {
  fetchContactExport,
  useContacts,
  useCounts,
  useDeleteContacts,
  useDistributeContacts,
  useEmployees,
  usePoolCode,
  useResetPoolCode,
} from './invitations.api';
import './invitations.css';
import { type DataColumn, DataTable } from '../../shared/ui/data-table';
import { StatusResult } from '../../shared/ui/status-result';

const PAGE_SIZE = 20;

/** The company's client-pool invitation code, to copy; administrators may replace it. */
function PoolCodeCard({ admin }: { admin: boolean }) {
  const { t } = useTranslation('invitations');
  const { modal, message } = useFeedback();
  const code = usePoolCode();
  const reset = useResetPoolCode();
  const confirmReset = () =>
    modal.confirm({
      title: t('code.resetTitle'),
      content: t('code.resetWarning'),
      okText: t('code.reset'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => reset.mutateAsync().then(() => void message.success(t('code.resetDone'))),
    });
  return (
    <Card size="small" title={t('code.title')} loading={code.isPending}>
      <p className="of-invite-note">{t('code.help')}</p>
      {code.data ? (
        <Space wrap>
          <Typography.Text
            className="of-invite-code"
            data-testid="pool-code"
            copyable={{ text: code.data.code, icon: <CopyOutlined aria-label={t('code.copy')} /> }}
          >
            {code.data.code}
          </Typography.Text>
          {admin ? (
            <Button icon={<ReloadOutlined />} onClick={confirmReset}>
              {t('code.reset')}
            </Button>
          ) : null}
        </Space>
      ) : null}
    </Card>
  );
}

function Counts() {
  const { t } = useTranslation('invitations');
  const counts = useCounts();
  const c = counts.data;
  return (
    <div className="of-invite-stats">
      <Statistic title={t('counts.total')} value={c?.total ?? '–'} loading={counts.isPending} />
      <Statistic title={t('counts.distributed')} value={c?.distributed ?? '–'} loading={counts.isPending} />
      <Statistic title={t('counts.invited')} value={c?.invited ?? '–'} loading={counts.isPending} />
      <Statistic title={t('counts.registered')} value={c?.registered ?? '–'} loading={counts.isPending} />
      <div>
        <Statistic title={t('counts.pending')} value={c?.pendingRequests ?? '–'} loading={counts.isPending} />
        <Link to={`${pathTo('invite')}?status=PENDING`}>{t('counts.review')}</Link>
      </div>
    </div>
  );
}

/**
 * /invitationCode: the company's invitation code, the counts of getNum, and the client pool (search,
 * source filter, paging; administrators remove clients after a confirmation and give them to
 * employees; the Excel export).
 */
export function InvitationCodeScreen() {
  const { t } = useTranslation('invitations');
  const { modal, message } = useFeedback();
  const sessionAdmin = useSession((s) => s.info?.exhibitorEmployee?.admin === true);
  const [params, setParams] = useSearchParams();
  const source = (InvitationSourceTypes as readonly string[]).includes(params.get('source') ?? '')
    ? (params.get('source') as InvitationSourceType)
    : '';
  const request = {
    keyword: params.get('keyword') ?? '',
    source,
    pageNum: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
  } as const;
  const list = useContacts(request);
  const admin = list.data?.admin ?? sessionAdmin;
  const employees = useEmployees(admin);
  const remove = useDeleteContacts();
  const distribute = useDistributeContacts();
  const [selected, setSelected] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);

  const setParam = (key: string, value: string | number) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(key);
    else next.set(key, String(value));
    if (key !== 'page') next.delete('page');
    setParams(next);
    setSelected([]);
  };
  const confirmRemove = (ids: string[]) =>
    modal.confirm({
      title: t('pool.removeTitle', { count: ids.length }),
      content: t('pool.removeWarning'),
      okText: t('pool.remove'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove.mutateAsync(ids).then((r) => {
          setSelected([]);
          void message.success(t('pool.removed', { count: r.count }));
        }),
    });
  const onDistribute = (employeeId: string) =>
    distribute.mutateAsync({ ids: selected, employeeId }).then((r) => {
      setSelected([]);
      void message.success(t('pool.distributed', { count: r.count }));
    });
  const onExport = async () => {
    setExporting(true);
    try {
      const blob = await fetchContactExport({ keyword: request.keyword, source });
      const stamp = formatBeijingTime(Date.now(), 'date').replaceAll('-', '');
      saveBlob(blob, `${t('pool.exportFile')}-${stamp}.xlsx`);
      void message.success(t('exported'));
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumn<Contact>[] = [
    {
      key: 'name',
      title: t('pool.columns.name'),
      render: (_, c) =>
        c.visitorId ? (
          <Link to={pathTo('personDetail', { id: c.visitorId })}>{c.name || t('unnamed')}</Link>
        ) : (
          c.name
        ),
    },
    { key: 'company', title: t('pool.columns.company'), dataIndex: 'company' },
    {
      key: 'source',
      title: t('pool.columns.source'),
      render: (_, c) => <Tag>{t(`source.${c.source}`, { defaultValue: c.source })}</Tag>,
    },
    { key: 'employee', title: t('pool.columns.employee'), render: (_, c) => c.employee?.name ?? '' },
    { key: 'joinedAt', title: t('pool.columns.joinedAt'), render: (_, c) => formatBeijingTime(c.joinedAt) },
    ...(admin
      ? [
          {
            key: 'actions',
            title: t('pool.columns.actions'),
            render: (_: unknown, c: Contact) => (
              <Button type="link" danger size="small" onClick={() => confirmRemove([c.id])}>
                {t('pool.remove')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="of-invite-page">
      <PoolCodeCard admin={admin} />
      <Counts />
      <Card size="small" title={t('pool.title')}>
        {list.isError && !list.data ? (
          <StatusResult
            status="error"
            title={t('loadError')}
            subTitle={list.error instanceof ApiError ? list.error.message : undefined}
            extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
          />
        ) : (
          <>
            <div className="of-invite-toolbar">
              <Input.Search
                allowClear
                key={request.keyword}
                defaultValue={request.keyword}
                placeholder={t('pool.search')}
                aria-label={t('pool.search')}
                onSearch={(keyword) => setParam('keyword', keyword.trim())}
                className="of-invite-search"
              />
              <Select
                aria-label={t('pool.sourceFilter')}
                value={source}
                className="of-invite-filter"
                options={[
                  { value: '', label: t('pool.allSources') },
                  ...InvitationSourceTypes.map((s) => ({ value: s, label: t(`source.${s}`) })),
                ]}
                onChange={(value: string) => setParam('source', value)}
              />
              <Button icon={<FileExcelOutlined />} loading={exporting} onClick={() => void onExport()}>
                {t('export')}
              </Button>
            </div>
            {admin && selected.length > 0 ? (
              <div className="of-invite-toolbar">
                <span>{t('pool.selected', { count: selected.length })}</span>
                <Select
                  className="of-invite-filter"
                  placeholder={t('pool.distributeTo')}
                  aria-label={t('pool.distributeTo')}
                  loading={employees.isPending}
                  options={(employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.name }))}
                  onChange={(employeeId: string) => void onDistribute(employeeId)}
                  value={null}
                />
                <Button danger onClick={() => confirmRemove(selected)}>
                  {t('pool.removeSelected')}
                </Button>
              </div>
            ) : null}
            <DataTable<Contact>
              rowKey="id"
              columns={columns}
              dataSource={list.data?.list ?? []}
              loading={list.isFetching}
              rowSelection={
                admin
                  ? {
                      selectedRowKeys: selected,
                      onChange: setSelected,
                      rowLabel: (c) => t('pool.select', { name: c.name }),
                    }
                  : undefined
              }
              pending={list.isPending}
              emptyText={t('pool.empty')}
              scrollLabel={t('tableScroll')}
              pagination={{
                current: request.pageNum,
                pageSize: PAGE_SIZE,
                total: list.data?.total ?? 0,
                showTotal: (count) => t('total', { count }),
                onChange: (page) => setParam('page', page),
              }}
            />
          </>
        )}
      </Card>
    </div>
  );
}
