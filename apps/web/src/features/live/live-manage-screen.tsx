import { FundOutlined, PlusOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { LIVE_TIME_LABEL, type LiveMagItem } from '@openfair/contract';
import { Alert, Button, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { deferredComponent, whenIdle } from '../../shared/ui/deferred';
import { LiveStateTag } from '../../shared/ui/live-state-tag';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { useMagList } from './live.api';
import './live.css';
import { type DataColumn, DataTable } from '../../shared/ui/data-table';

const LiveForm = deferredComponent(() => import('./live-manage-dialogs').then((m) => m.LiveForm));
const ObsDialog = deferredComponent(() => import('./live-manage-dialogs').then((m) => m.ObsDialog));
const FunnelDialog = deferredComponent(() => import('./live-manage-dialogs').then((m) => m.FunnelDialog));

const REVIEW_COLOURS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** Where the organizer's review of a live stands; a rejection with the reviewer's reason. */
function ReviewState({ live }: { live: LiveMagItem }) {
  const { t } = useTranslation('live');
  return (
    <div data-testid="live-review-state">
      <Tag color={REVIEW_COLOURS[live.reviewStatus]}>{t(`manage.reviewStatus.${live.reviewStatus}`)}</Tag>
      {live.reviewStatus === 'rejected' && live.reviewReason ? (
        <div className="of-live-review-reason">{t('manage.reviewReason', { reason: live.reviewReason })}</div>
      ) : null}
    </div>
  );
}

/** /liveManage (spec 001 §2, exhibitor): the company's lives, their form, OBS settings and funnel. */
export function LiveManageScreen() {
  const { t } = useTranslation('live');
  const [page, setPage] = useState(1);
  const list = useMagList(page);
  const [editing, setEditing] = useState<LiveMagItem | null | 'new'>(null);
  const [obs, setObs] = useState<LiveMagItem | null>(null);
  const [funnel, setFunnel] = useState<LiveMagItem | null>(null);
  // The dialogs' code comes once the list is drawn, so opening one shows it at once.
  useEffect(() => whenIdle(() => void LiveForm.preload().catch(() => undefined)), []);
  const columns: DataColumn<LiveMagItem>[] = [
    {
      title: t('manage.name'),
      dataIndex: 'name',
      render: (name: string, l) => <Link to={pathTo('liveDetail', { id: l.id })}>{name}</Link>,
    },
    {
      title: t('manage.startShort', { zone: LIVE_TIME_LABEL }),
      dataIndex: 'startTime',
      render: (v: string) => formatBeijingTime(v),
    },
    { title: t('manage.state'), dataIndex: 'liveState', render: (s: number) => <LiveStateTag state={s} /> },
    { title: t('manage.scope'), dataIndex: 'scope', render: (s: number) => t(`scope.${s}`) },
    {
      title: t('manage.review'),
      key: 'review',
      render: (_, l) => <ReviewState live={l} />,
    },
    {
      title: t('manage.actions'),
      key: 'actions',
      render: (_, l) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(l)}>
            {t('manage.edit')}
          </Button>
          <Button
            size="small"
            icon={<VideoCameraOutlined />}
            onClick={() => setObs(l)}
            data-testid="live-obs"
          >
            {t('manage.obs')}
          </Button>
          <Button size="small" icon={<FundOutlined />} onClick={() => setFunnel(l)}>
            {t('manage.funnel')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <div className="of-live-page">
      <div className="of-live-manage-head">
        <h1 className="of-live-title">{t('manage.title')}</h1>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          data-testid="live-create"
        >
          {t('manage.create')}
        </Button>
      </div>
      <p className="of-live-review-help">{t('manage.reviewHelp')}</p>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('manage.loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
        />
      ) : null}
      <DataTable<LiveMagItem>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pending={list.isPending}
        emptyText={t('manage.empty')}
        scrollLabel={t('manage.title')}
        pagination={{
          current: page,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
      />
      {editing ? (
        <LiveForm live={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {obs ? <ObsDialog live={obs} onClose={() => setObs(null)} /> : null}
      {funnel ? <FunnelDialog live={funnel} onClose={() => setFunnel(null)} /> : null}
    </div>
  );
}
