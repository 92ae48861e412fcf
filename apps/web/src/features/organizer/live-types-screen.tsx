import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import type { ActivityTypeAdmin } from '@openfair/contract';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { isMobileWidth, useViewportWidth } from '../../shared/hooks/use-viewport-width';
import { useFeedback } from '../../shared/ui/feedback';
import {
  useActivityTypesAdmin,
  useDisableActivityType,
  useMoveActivityType,
  useRemoveActivityType,
} from './live-types.api';
import { PermissionGate } from './permission-gate';
import './organizer.css';
import { type DataColumn, DataTable } from '../../shared/ui/data-table';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';
import { StatusResult } from '../../shared/ui/status-result';
import { errorText } from './error-text';

const TypeForm = deferredComponent(() => import('./live-type-dialog').then((m) => m.TypeForm));
// The dialog's code comes once the screen is drawn, so opening it shows it at once.
preloadWhenIdle(TypeForm);

function TypeList() {
  const { t } = useTranslation('organizer-live');
  const lang = useSession((s) => s.language);
  const { modal, message } = useFeedback();
  const list = useActivityTypesAdmin();
  const move = useMoveActivityType();
  const disable = useDisableActivityType();
  const remove = useRemoveActivityType();
  const [editing, setEditing] = useState<{ type: ActivityTypeAdmin | null } | null>(null);
  const mobile = isMobileWidth(useViewportWidth());
  const rows = list.data ?? [];
  const failed = (error: unknown) => void message.error(errorText(error));

  const confirmRemove = (type: ActivityTypeAdmin) =>
    modal.confirm({
      title: t('types.removeTitle', { name: type.name }),
      content: t('types.removeWarning'),
      okText: t('types.remove'),
      okButtonProps: { danger: true },
      cancelText: t('types.cancel'),
      onOk: () =>
        remove
          .mutateAsync(type.id)
          .then(() => void message.success(t('types.removed', { name: type.name })))
          .catch(failed),
    });

  const nameOf = (r: ActivityTypeAdmin) => (lang === 'en' ? r.nameEn || r.name : r.name);
  const columns: DataColumn<ActivityTypeAdmin>[] = [
    {
      key: 'name',
      title: t('types.fields.type'),
      render: (_, r) => (
        <>
          <strong>{nameOf(r)}</strong> {r.disabled && <Tag>{t('types.disabled')}</Tag>}
          <div className="of-organizer-note">{lang === 'en' ? r.name : r.nameEn}</div>
          {mobile && <div className="of-organizer-note">{t('types.used', { count: r.lives })}</div>}
        </>
      ),
    },
    ...(mobile
      ? []
      : [
          {
            key: 'lives',
            title: t('types.fields.lives'),
            render: (_: unknown, r: ActivityTypeAdmin) => t('types.used', { count: r.lives }),
          },
        ]),
    {
      key: 'actions',
      title: t('types.fields.actions'),
      render: (_, r, index) => (
        <Space wrap size={[4, 4]}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('types.moveUp', { name: nameOf(r) })}
            disabled={index === 0 || move.isPending}
            onClick={() => move.mutate({ id: r.id, direction: 'up' }, { onError: failed })}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('types.moveDown', { name: nameOf(r) })}
            disabled={index === rows.length - 1 || move.isPending}
            onClick={() => move.mutate({ id: r.id, direction: 'down' }, { onError: failed })}
          />
          <Button size="small" onClick={() => setEditing({ type: r })}>
            {t('types.edit')}
          </Button>
          <Button
            size="small"
            onClick={() =>
              disable.mutate(
                { id: r.id, disabled: !r.disabled },
                {
                  onSuccess: () =>
                    void message.success(
                      t(r.disabled ? 'types.enabledNow' : 'types.disabledNow', { name: nameOf(r) }),
                    ),
                  onError: failed,
                },
              )
            }
          >
            {t(r.disabled ? 'types.enable' : 'types.disable')}
          </Button>
          {/* A type lives use is only disabled: deleting it would take it from their pages. */}
          {r.lives === 0 && (
            <Button size="small" danger onClick={() => confirmRemove(r)}>
              {t('types.remove')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  if (list.isError && !list.data)
    return (
      <StatusResult
        status="error"
        title={t('types.loadError')}
        subTitle={errorText(list.error)}
        extra={<Button onClick={() => void list.refetch()}>{t('types.retry')}</Button>}
      />
    );
  return (
    <div className="of-organizer-page">
      <p className="of-organizer-note">{t('types.help')}</p>
      <div className="of-organizer-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ type: null })}>
          {t('types.add')}
        </Button>
      </div>
      <DataTable<ActivityTypeAdmin>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        pending={list.isPending}
        emptyText={t('types.empty')}
      />
      {editing && <TypeForm type={editing.type} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** /organizer/live/activity-types: the activity types lives are filed under (owners, content editors). */
export function OrganizerLiveTypesScreen() {
  return <PermissionGate permission="editContent">{() => <TypeList />}</PermissionGate>;
}
