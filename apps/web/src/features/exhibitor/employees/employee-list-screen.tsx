import { CopyOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { type Employee, type EmployeeStatus, EmployeeStatuses } from '@openfair/contract';
import { Avatar, Button, Card, Input, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/request';
import { pathTo } from '../../../lib/paths';
import { useSession } from '../../../lib/session-store';
import { useFeedback } from '../../../shared/ui/feedback';
import { useEmployees, useInviteCode, useResignEmployee } from './employees.api';
import '../exhibitor.css';
import { type DataColumn, DataTable } from '../../../shared/ui/data-table';
import { StatusResult } from '../../../shared/ui/status-result';

const PAGE_SIZE = 20;

/** The code staff with an account bind themselves with, ready to copy. */
function InviteCodeCard() {
  const { t } = useTranslation('exhibitor');
  const code = useInviteCode();
  return (
    <Card size="small" title={t('employees.inviteCode.title')}>
      <p className="of-company-note">{t('employees.inviteCode.help')}</p>
      {code.data && (
        <Typography.Text
          className="of-invite-code"
          copyable={{
            text: code.data.code,
            icon: <CopyOutlined aria-label={t('employees.inviteCode.copy')} />,
          }}
        >
          {code.data.code}
        </Typography.Text>
      )}
    </Card>
  );
}

/** /my-employee-list: the company's employees, their invitation code, adding and resigning staff. */
export function EmployeeListScreen() {
  const { t } = useTranslation('exhibitor');
  const lang = useSession((s) => s.language);
  // An administrator's own row offers no resigning (the server refuses it too).
  const me = useSession((s) => s.info?.subjectId);
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = (EmployeeStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as EmployeeStatus)
    : 'active';
  const request = {
    keyword: params.get('keyword') ?? '',
    status,
    pageNum: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
  };
  const list = useEmployees(request);
  const resign = useResignEmployee();

  const setParam = (key: string, value: string | number) => {
    const next = new URLSearchParams(params);
    if (value === '' || value === 'active') next.delete(key);
    else next.set(key, String(value));
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  const displayName = (e: Employee) => (lang === 'en' && e.nameEn ? e.nameEn : e.name);
  const confirmResign = (e: Employee) =>
    modal.confirm({
      title: t('employees.resignTitle', { name: displayName(e) }),
      content: t('employees.resignWarning'),
      okText: t('employees.resign'),
      okButtonProps: { danger: true },
      cancelText: t('exhibits.cancel'),
      onOk: () =>
        resign
          .mutateAsync(e.id)
          .then(() => void message.success(t('employees.resigned', { name: displayName(e) }))),
    });

  const columns: DataColumn<Employee>[] = [
    {
      key: 'photo',
      title: t('employees.fields.photo'),
      width: 64,
      render: (_, e) => <Avatar src={e.photo?.url} icon={<UserOutlined />} alt="" />,
    },
    {
      key: 'name',
      title: t('employees.fields.name'),
      render: (_, e) => (
        <Space size={4} wrap>
          <Link to={pathTo('employee', { id: e.id })}>{displayName(e)}</Link>
          {e.admin && <Tag color="blue">{t('employees.admin')}</Tag>}
          {e.resigned && <Tag>{t('employees.resignedTag')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'position',
      title: t('employees.fields.position'),
      render: (_, e) => (lang === 'en' && e.positionEn) || e.position,
    },
    { key: 'email', title: t('employees.fields.email'), dataIndex: 'email' },
    { key: 'mobile', title: t('employees.fields.mobile'), dataIndex: 'mobile' },
    {
      key: 'actions',
      title: t('exhibits.columns.actions'),
      render: (_, e) => (
        <Space size="small">
          <Link
            to={pathTo('employee', { id: e.id })}
            aria-label={t('exhibits.editNamed', { name: displayName(e) })}
          >
            {t('exhibits.edit')}
          </Link>
          {!e.resigned && e.id !== me && (
            <Button type="link" danger size="small" onClick={() => confirmResign(e)}>
              {t('employees.resign')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  if (list.isError && !list.data) {
    return (
      <StatusResult
        status="error"
        title={t('employees.loadError')}
        subTitle={list.error instanceof ApiError ? list.error.message : undefined}
        extra={<Button onClick={() => void list.refetch()}>{t('state.retry')}</Button>}
      />
    );
  }

  return (
    <div className="of-company-sections">
      <InviteCodeCard />
      <div className="of-exhibit-toolbar">
        <Input.Search
          allowClear
          key={request.keyword}
          defaultValue={request.keyword}
          placeholder={t('employees.search')}
          aria-label={t('employees.search')}
          onSearch={(keyword) => setParam('keyword', keyword.trim())}
          className="of-exhibit-search"
        />
        <Select
          aria-label={t('employees.status.label')}
          value={status}
          options={EmployeeStatuses.map((s) => ({ value: s, label: t(`employees.status.${s}`) }))}
          onChange={(value: EmployeeStatus) => setParam('status', value)}
          className="of-exhibit-filter"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pathTo('addEmployee'))}>
          {t('employees.add')}
        </Button>
      </div>
      <DataTable<Employee>
        rowKey="id"
        className="of-exhibit-table"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pending={list.isPending}
        emptyText={t('employees.empty')}
        pagination={{
          current: request.pageNum,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showTotal: (count) => t('employees.total', { count }),
          onChange: (page) => setParam('page', page),
        }}
      />
    </div>
  );
}
