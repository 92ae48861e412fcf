import { PlusOutlined } from '@ant-design/icons';
import { OrganizerRoles, type OrganizerStaff } from '@openfair/contract';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { CONSOLE_PAGE_SIZE, ConsoleFilter, ConsoleTable, useConsoleListParams } from './console-list';
import { useOrganizerStaff, useRemoveStaff } from './organizer.api';
import { PermissionGate } from './permission-gate';
import './organizer.css';
import type { DataColumn } from '../../shared/ui/data-table';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';
import type { Editing } from './staff-dialog';

const StaffDialog = deferredComponent(() => import('./staff-dialog').then((m) => m.StaffDialog));
const CreatedPasswordDialog = deferredComponent(() =>
  import('./created-password-dialog').then((m) => m.CreatedPasswordDialog),
);
// The dialogs' code comes once the screen is drawn, so opening one shows it at once.
preloadWhenIdle(StaffDialog, CreatedPasswordDialog);

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

  const columns: DataColumn<OrganizerStaff>[] = [
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
