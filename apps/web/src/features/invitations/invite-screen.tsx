import { type InviteRequest, type InviteRequestStatus, InviteRequestStatuses } from '@openfair/contract';
import { Button, Card, Form, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/request';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { useConfirmRequest, useJoinByCode, useRequests } from './invitations.api';
import './invitations.css';
import { type DataColumn, DataTable } from '../../shared/ui/data-table';
import { ItemList, ItemListEntry } from '../../shared/ui/item-list';
import { StatusResult } from '../../shared/ui/status-result';

const PAGE_SIZE = 20;
const pick = (zh: string, en: string, lang: string) => (lang === 'en' && en ? en : zh);

function StatusTag({ status }: { status: InviteRequestStatus }) {
  const { t } = useTranslation('invitations');
  return status === 'CONFIRMED' ? (
    <Tag color="green">{t('requests.CONFIRMED')}</Tag>
  ) : (
    <Tag color="orange">{t('requests.PENDING')}</Tag>
  );
}

function usePage() {
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
  };
  return { params, setParams, pageNum, setPage };
}

/** A visitor enters an exhibitor's invitation code to join its client pool. */
function CodeForm() {
  const { t } = useTranslation('invitations');
  const lang = useSession((s) => s.language);
  const { message } = useFeedback();
  const [form] = Form.useForm<{ code: string }>();
  const join = useJoinByCode();
  return (
    <Card size="small" title={t('join.title')}>
      <p className="of-invite-note">{t('join.help')}</p>
      <Form
        form={form}
        layout="inline"
        onFinish={({ code }) =>
          join.mutate(code.trim(), {
            onSuccess: (r) => {
              form.resetFields();
              void message.success(
                t(r.alreadyMember ? 'join.already' : 'join.done', {
                  name: pick(r.exhibitorName, r.exhibitorNameEn, lang),
                }),
              );
            },
          })
        }
      >
        <Form.Item
          name="code"
          label={t('join.code')}
          rules={[{ required: true, message: t('join.required') }]}
        >
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={join.isPending}>
          {t('join.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/** The visitor's approval requests and where each stands. */
function VisitorRequests() {
  const { t } = useTranslation('invitations');
  const lang = useSession((s) => s.language);
  const { pageNum, setPage } = usePage();
  const list = useRequests('', pageNum, PAGE_SIZE);
  return (
    <Card size="small" title={t('requests.mine')}>
      {list.isError && !list.data ? (
        <StatusResult
          status="error"
          title={t('loadError')}
          subTitle={list.error instanceof ApiError ? list.error.message : undefined}
        />
      ) : (
        <ItemList<InviteRequest>
          loading={list.isFetching}
          items={list.data?.list ?? []}
          rowKey={(r) => r.id}
          pending={list.isPending}
          emptyText={t('requests.emptyMine')}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setPage,
          }}
          renderItem={(r) => (
            <ItemListEntry
              extra={<StatusTag status={r.status} />}
              title={
                <Link to={pathTo('exhibitorDetail', { id: r.exhibitorId })}>
                  {pick(r.exhibitorName, r.exhibitorNameEn, lang)}
                </Link>
              }
              description={
                <>
                  {r.productId && r.productName ? (
                    <div>
                      {t('requests.product')}{' '}
                      <Link to={pathTo('productDetail', { id: r.productId })}>
                        {pick(r.productName, r.productNameEn, lang)}
                      </Link>
                    </div>
                  ) : null}
                  <div>{formatBeijingTime(r.createdAt)}</div>
                </>
              }
            />
          )}
        />
      )}
    </Card>
  );
}

/** The exhibitor's received requests: approving one puts the buyer in the client pool. */
function ExhibitorRequests() {
  const { t } = useTranslation('invitations');
  const lang = useSession((s) => s.language);
  const { modal, message } = useFeedback();
  const { params, setParams, pageNum, setPage } = usePage();
  const status = (InviteRequestStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as InviteRequestStatus)
    : '';
  const list = useRequests(status, pageNum, PAGE_SIZE);
  const confirm = useConfirmRequest();
  const onConfirm = (r: InviteRequest) =>
    modal.confirm({
      title: t('requests.confirmTitle', { name: r.visitorName || t('unnamed') }),
      content: t('requests.confirmContent'),
      okText: t('requests.confirm'),
      cancelText: t('cancel'),
      onOk: () => confirm.mutateAsync(r.id).then(() => void message.success(t('requests.confirmed'))),
    });
  const columns: DataColumn<InviteRequest>[] = [
    {
      key: 'visitor',
      title: t('requests.columns.visitor'),
      render: (_, r) => (
        <span>
          {r.visitorId ? (
            <Link to={pathTo('personDetail', { id: r.visitorId })}>{r.visitorName || t('unnamed')}</Link>
          ) : (
            r.visitorName
          )}
          {r.visitorCompany ? <div className="of-invite-note">{r.visitorCompany}</div> : null}
        </span>
      ),
    },
    {
      key: 'product',
      title: t('requests.columns.product'),
      render: (_, r) =>
        r.productId && r.productName ? (
          <Link to={pathTo('productDetail', { id: r.productId })}>
            {pick(r.productName, r.productNameEn, lang)}
          </Link>
        ) : (
          '—'
        ),
    },
    { key: 'message', title: t('requests.columns.message'), dataIndex: 'message', ellipsis: true },
    {
      key: 'createdAt',
      title: t('requests.columns.createdAt'),
      render: (_, r) => formatBeijingTime(r.createdAt),
    },
    { key: 'status', title: t('requests.columns.status'), render: (_, r) => <StatusTag status={r.status} /> },
    {
      key: 'actions',
      title: t('requests.columns.actions'),
      render: (_, r) =>
        r.status === 'PENDING' ? (
          <Button size="small" type="primary" onClick={() => onConfirm(r)}>
            {t('requests.confirm')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Card size="small" title={t('requests.received')}>
      <div className="of-invite-toolbar" style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('requests.statusFilter')}
          className="of-invite-filter"
          value={status}
          options={[
            { value: '', label: t('requests.all') },
            ...InviteRequestStatuses.map((s) => ({ value: s, label: t(`requests.${s}`) })),
          ]}
          onChange={(value: string) => {
            const next = new URLSearchParams(params);
            if (value) next.set('status', value);
            else next.delete('status');
            next.delete('page');
            setParams(next);
          }}
        />
      </div>
      {list.isError && !list.data ? (
        <StatusResult
          status="error"
          title={t('loadError')}
          subTitle={list.error instanceof ApiError ? list.error.message : undefined}
        />
      ) : (
        <DataTable<InviteRequest>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          pending={list.isPending}
          emptyText={t('requests.emptyReceived')}
          scrollLabel={t('tableScroll')}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showTotal: (count) => t('total', { count }),
            onChange: setPage,
          }}
        />
      )}
    </Card>
  );
}

/** /invite: a visitor's invitation code entry and approval requests; an exhibitor's received requests. */
export function InviteScreen() {
  const subjectType = useSession((s) => s.subjectType);
  if (subjectType === 'ACTOR') return <ExhibitorRequests />;
  return (
    <div className="of-invite-page">
      <CodeForm />
      <VisitorRequests />
    </div>
  );
}
