import { FileExcelOutlined } from '@ant-design/icons';
import {
  type EmailInvitation,
  type InvitationRegisterFilter,
  InvitationRegisterFilters,
} from '@openfair/contract';
import { Button, Card, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/request';
import { pathTo } from '../../lib/paths';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { saveBlob } from '../../shared/utils/save-blob';
import { fetchSentExport, useSent } from './invitations.api';
import './invitations.css';
import { type DataColumn, DataTable } from '../../shared/ui/data-table';
import { StatusResult } from '../../shared/ui/status-result';

const PAGE_SIZE = 20;

/** /invitehistory: the e-mail invitations the company sent, registered or not, with the Excel export. */
export function InviteHistoryScreen() {
  const { t } = useTranslation('invitations');
  const { message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const status = (InvitationRegisterFilters as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as InvitationRegisterFilter)
    : 'all';
  const request = {
    keyword: params.get('keyword') ?? '',
    status,
    pageNum: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
  };
  const list = useSent(request);
  const [exporting, setExporting] = useState(false);
  const setParam = (key: string, value: string | number) => {
    const next = new URLSearchParams(params);
    if (value === '' || value === 'all') next.delete(key);
    else next.set(key, String(value));
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const onExport = async () => {
    setExporting(true);
    try {
      const blob = await fetchSentExport({ keyword: request.keyword, status });
      const stamp = formatBeijingTime(Date.now(), 'date').replaceAll('-', '');
      saveBlob(blob, `${t('history.exportFile')}-${stamp}.xlsx`);
      void message.success(t('exported'));
    } finally {
      setExporting(false);
    }
  };
  const columns: DataColumn<EmailInvitation>[] = [
    { key: 'name', title: t('history.columns.name'), render: (_, r) => r.name || '—' },
    { key: 'email', title: t('history.columns.email'), dataIndex: 'email' },
    { key: 'mobile', title: t('history.columns.mobile'), render: (_, r) => r.mobile || '—' },
    {
      key: 'invitedAt',
      title: t('history.columns.invitedAt'),
      render: (_, r) => formatBeijingTime(r.invitedAt),
    },
    {
      key: 'registeredAt',
      title: t('history.columns.registeredAt'),
      render: (_, r) => (r.registeredAt ? formatBeijingTime(r.registeredAt) : '—'),
    },
    {
      key: 'status',
      title: t('history.columns.status'),
      render: (_, r) =>
        r.registered ? (
          <Tag color="green">{t('history.registered')}</Tag>
        ) : (
          <Tag>{t('history.unregistered')}</Tag>
        ),
    },
    {
      key: 'sourceType',
      title: t('history.columns.sourceType'),
      render: (_, r) => t(`source.${r.sourceType}`, { defaultValue: r.sourceType }),
    },
  ];
  return (
    <Card size="small" title={t('history.title')}>
      {list.isError && !list.data ? (
        <StatusResult
          status="error"
          title={t('loadError')}
          subTitle={list.error instanceof ApiError ? list.error.message : undefined}
          extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <>
          <div className="of-invite-toolbar" style={{ marginBottom: 12 }}>
            <Input.Search
              allowClear
              key={request.keyword}
              defaultValue={request.keyword}
              placeholder={t('history.search')}
              aria-label={t('history.search')}
              onSearch={(keyword) => setParam('keyword', keyword.trim())}
              className="of-invite-search"
            />
            <Select
              aria-label={t('history.statusFilter')}
              value={status}
              className="of-invite-filter"
              options={InvitationRegisterFilters.map((s) => ({ value: s, label: t(`history.filter.${s}`) }))}
              onChange={(value: string) => setParam('status', value)}
            />
            <Button icon={<FileExcelOutlined />} loading={exporting} onClick={() => void onExport()}>
              {t('export')}
            </Button>
          </div>
          <DataTable<EmailInvitation>
            rowKey="id"
            columns={columns}
            dataSource={list.data?.list ?? []}
            loading={list.isFetching}
            pending={list.isPending}
            scrollLabel={t('tableScroll')}
            emptyText={
              <span>
                {t('history.empty')} <Link to={pathTo('inviteSend')}>{t('history.sendNow')}</Link>
              </span>
            }
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
  );
}
