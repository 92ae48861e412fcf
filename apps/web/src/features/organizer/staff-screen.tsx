import { PlusOutlined } from '@ant-design/icons';
import { type OrganizerRole, OrganizerRoles, type OrganizerStaff } from '@openfair/contract';
import { Alert, App, Button, Form, Input, Modal, Result, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/request';
import { InitialPasswordDialog } from '../../shared/ui/initial-password-dialog';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { useOrganizerStaff, useRemoveStaff, useSaveStaff } from './organizer.api';
import { PermissionGate } from './permission-gate';
import './organizer.css';

const PAGE_SIZE = 20;

type Editing = { staff: OrganizerStaff | null };
type Values = { name: string; email: string; role: OrganizerRole };

function StaffDialog({
  editing,
  onClose,
}: {
  editing: Editing;
  onClose: (created?: { name: string; password: string }) => void;
}) {
  const { t } = useTranslation('organizer');
  const { message } = App.useApp();
  const save = useSaveStaff();
  const [form] = Form.useForm<Values>();
  const current = editing.staff;
  const submit = (values: Values) =>
    save.mutate(
      { ...(current ? { id: current.id } : {}), ...values },
      {
        onSuccess: ({ staff, initialPassword }) => {
          void message.success(t('common.saved'));
          onClose(initialPassword ? { name: staff.name, password: initialPassword } : undefined);
        },
      },
    );
  return (
    <Modal
      open
      title={current ? t('staff.editTitle', { name: current.name }) : t('staff.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          name: current?.name ?? '',
          email: current?.email ?? '',
          role: current?.role ?? 'reviewer',
        }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t('staff.fields.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('staff.fields.email')}
          rules={current ? [] : [{ required: true, type: 'email' }]}
        >
          <Input disabled={!!current} maxLength={128} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('staff.fields.role')}
          extra={current ? t('staff.roleChanged') : undefined}
        >
          <Select
            options={OrganizerRoles.map((r) => ({
              value: r,
              label: `${t(`roles.${r}`)} — ${t(`roleHelp.${r}`)}`,
            }))}
          />
        </Form.Item>
        {save.isError && (
          <Alert
            type="error"
            showIcon
            title={save.error instanceof ApiError ? save.error.message : String(save.error)}
          />
        )}
      </Form>
    </Modal>
  );
}

function StaffList() {
  const { t } = useTranslation('organizer');
  const { modal, message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const role = (OrganizerRoles as readonly string[]).includes(params.get('role') ?? '')
    ? (params.get('role') as OrganizerRole)
    : undefined;
  const request = { pageNum: Math.max(1, Number(params.get('page')) || 1), pageSize: PAGE_SIZE, role };
  const list = useOrganizerStaff(request);
  const remove = useRemoveStaff();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);

  const setParam = (key: string, value: string | number | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  const confirmRemove = (s: OrganizerStaff) =>
    modal.confirm({
      title: t('staff.removeTitle', { name: s.name }),
      content: t('staff.removeWarning'),
      okText: t('staff.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync(s.id).then(() => void message.success(t('staff.removed', { name: s.name }))),
    });

  const columns: ColumnsType<OrganizerStaff> = [
    {
      key: 'name',
      title: t('staff.fields.name'),
      render: (_, s) => (
        <Space size={4} wrap>
          {s.name}
          {s.self && <Tag color="blue">{t('staff.you')}</Tag>}
        </Space>
      ),
    },
    { key: 'email', title: t('staff.fields.email'), dataIndex: 'email' },
    { key: 'role', title: t('staff.fields.role'), render: (_, s) => t(`roles.${s.role}`) },
    {
      key: 'createdAt',
      title: t('staff.fields.createdAt'),
      render: (_, s) => formatBeijingTime(s.createdAt),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, s) =>
        s.self ? null : (
          <Space size="small">
            <Button
              type="link"
              size="small"
              onClick={() => setEditing({ staff: s })}
              aria-label={`${t('common.edit')} ${s.name}`}
            >
              {t('common.edit')}
            </Button>
            <Button
              type="link"
              danger
              size="small"
              onClick={() => confirmRemove(s)}
              aria-label={`${t('staff.remove')} ${s.name}`}
            >
              {t('staff.remove')}
            </Button>
          </Space>
        ),
    },
  ];

  if (list.isError && !list.data)
    return (
      <Result
        status="error"
        title={t('common.loadError')}
        subTitle={list.error instanceof ApiError ? list.error.message : undefined}
        extra={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
      />
    );

  return (
    <div className="of-organizer-page">
      <div className="of-organizer-toolbar">
        <Select
          aria-label={t('staff.roleFilter')}
          className="of-organizer-filter"
          value={role ?? ''}
          options={[
            { value: '', label: `${t('staff.roleFilter')}: ${t('common.all')}` },
            ...OrganizerRoles.map((r) => ({ value: r, label: t(`roles.${r}`) })),
          ]}
          onChange={(value: string) => setParam('role', value)}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ staff: null })}>
          {t('staff.add')}
        </Button>
      </div>
      <Table<OrganizerStaff>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isPending ? ' ' : t('staff.empty') }}
        pagination={{
          current: request.pageNum,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showTotal: (count) => t('common.total', { count }),
          onChange: (page) => setParam('page', page),
        }}
      />
      {editing && (
        <StaffDialog
          editing={editing}
          onClose={(made) => {
            setEditing(null);
            if (made) setCreated(made);
          }}
        />
      )}
      {created && (
        <InitialPasswordDialog
          texts={{
            title: t('staff.created.title', { name: created.name }),
            once: t('staff.created.once'),
            label: t('staff.created.label'),
            change: t('staff.created.change'),
            done: t('staff.created.done'),
          }}
          password={created.password}
          onClose={() => setCreated(null)}
        />
      )}
    </div>
  );
}

/** /organizer/staff: the fair's organizer accounts and their roles (owners only). */
export function OrganizerStaffScreen() {
  return <PermissionGate permission="manageOrganizers">{() => <StaffList />}</PermissionGate>;
}
