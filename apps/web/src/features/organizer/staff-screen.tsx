import { PlusOutlined } from '@ant-design/icons';
import { type OrganizerRole, OrganizerRoles, type OrganizerStaff } from '@openfair/contract';
import { Alert, Button, Form, Input, Modal, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { CONSOLE_PAGE_SIZE, ConsoleFilter, ConsoleTable, useConsoleListParams } from './console-list';
import { CreatedPasswordDialog } from './created-password-dialog';
import { useOrganizerStaff, useRemoveStaff, useSaveStaff } from './organizer.api';
import { PermissionGate } from './permission-gate';
import './organizer.css';

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
  const { message } = useFeedback();
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
  const { modal, message } = useFeedback();
  const { pageNum, setParam, pick } = useConsoleListParams();
  const role = pick('role', OrganizerRoles);
  const request = { pageNum, pageSize: CONSOLE_PAGE_SIZE, role };
  const list = useOrganizerStaff(request);
  const remove = useRemoveStaff();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);

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

  return (
    <div className="of-organizer-page">
      <div className="of-organizer-toolbar">
        <ConsoleFilter
          label={t('staff.roleFilter')}
          value={role}
          options={OrganizerRoles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          onChange={(value) => setParam('role', value)}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ staff: null })}>
          {t('staff.add')}
        </Button>
      </div>
      <ConsoleTable<OrganizerStaff>
        query={list}
        columns={columns}
        pageNum={pageNum}
        onPage={(page) => setParam('page', page)}
        emptyText={t('staff.empty')}
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
      {created && <CreatedPasswordDialog area="staff" created={created} onClose={() => setCreated(null)} />}
    </div>
  );
}

/** /organizer/staff: the fair's organizer accounts and their roles (owners only). */
export function OrganizerStaffScreen() {
  return <PermissionGate permission="manageOrganizers">{() => <StaffList />}</PermissionGate>;
}
