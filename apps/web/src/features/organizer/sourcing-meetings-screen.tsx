import { PlusOutlined } from '@ant-design/icons';
import type { MeetingAdmin } from '@openfair/contract';
import { Button, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { isMobileWidth, useViewportWidth } from '../../shared/hooks/use-viewport-width';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { CONSOLE_PAGE_SIZE, ConsoleTable, useConsoleListParams } from './console-list';
import { PermissionGate } from './permission-gate';
import { useCancelMeeting, useOrganizerMeetings } from './sourcing.api';
import '../../shared/form/form.css';
import './organizer.css';
import type { DataColumn } from '../../shared/ui/data-table';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';
import { STAGE_COLOURS } from './meeting-stage';

const MeetingDialog = deferredComponent(() => import('./meeting-dialog').then((m) => m.MeetingDialog));
// The dialog's code comes once the screen is drawn, so opening it shows it at once.
preloadWhenIdle(MeetingDialog);

function MeetingList() {
  const { t } = useTranslation('organizer-sourcing');
  const { modal, message } = useFeedback();
  const { pageNum, keyword, setParam } = useConsoleListParams();
  const list = useOrganizerMeetings({ pageNum, pageSize: CONSOLE_PAGE_SIZE, keyword });
  const cancel = useCancelMeeting();
  const [editing, setEditing] = useState<{ meeting: MeetingAdmin | null } | null>(null);
  const mobile = isMobileWidth(useViewportWidth());

  const confirmCancel = (m: MeetingAdmin) =>
    modal.confirm({
      title: t('meetings.cancelTitle', { title: m.title }),
      content: t('meetings.cancelWarning', { needs: m.needCount, signs: m.signCount }),
      okText: t('meetings.cancelMeeting'),
      okButtonProps: { danger: true },
      cancelText: t('meetings.keep'),
      onOk: () =>
        cancel
          .mutateAsync(m.id)
          .then(() => void message.success(t('meetings.cancelled', { title: m.title })))
          .catch((e: unknown) => {
            void message.error(e instanceof ApiError ? e.message : t('meetings.saveError'));
          }),
    });

  const titles = (m: MeetingAdmin) => (
    <div>
      <div>
        <strong>{m.title}</strong> {m.isDemo && <Tag>{t('meetings.demo')}</Tag>}
      </div>
      <div className="of-organizer-note" lang="en">
        {m.titleEn}
      </div>
      {(m.place || m.placeEn) && <div className="of-organizer-note">{m.place || m.placeEn}</div>}
    </div>
  );
  const when = (m: MeetingAdmin) => (
    <div>
      <div>
        {formatBeijingTime(m.startTime)} – {formatBeijingTime(m.endTime).slice(11)}
      </div>
      <div className="of-organizer-note">
        {t('meetings.deadlineShown', { time: formatBeijingTime(m.deadline) })}
      </div>
    </div>
  );
  const stage = (m: MeetingAdmin) => <Tag color={STAGE_COLOURS[m.stage]}>{t(`stages.${m.stage}`)}</Tag>;
  const counts = (m: MeetingAdmin) => t('meetings.counts', { needs: m.needCount, signs: m.signCount });
  const actions = (m: MeetingAdmin) =>
    m.cancelled ? (
      '—'
    ) : (
      <Space size="small" wrap>
        <Button
          type="link"
          size="small"
          onClick={() => setEditing({ meeting: m })}
          aria-label={`${t('meetings.edit')} ${m.title}`}
        >
          {t('meetings.edit')}
        </Button>
        <Button
          type="link"
          danger
          size="small"
          onClick={() => confirmCancel(m)}
          aria-label={`${t('meetings.cancelMeeting')} ${m.title}`}
        >
          {t('meetings.cancelMeeting')}
        </Button>
      </Space>
    );

  // On a phone each meeting reads as one block, its actions last.
  const phoneColumns: DataColumn<MeetingAdmin>[] = [
    {
      key: 'meeting',
      title: t('meetings.fields.title'),
      render: (_, m) => (
        <Space orientation="vertical" size={4}>
          {titles(m)}
          {when(m)}
          <div>
            {stage(m)} {counts(m)}
          </div>
          {actions(m)}
        </Space>
      ),
    },
  ];
  const columns: DataColumn<MeetingAdmin>[] = [
    { key: 'title', title: t('meetings.fields.title'), render: (_, m) => titles(m) },
    { key: 'when', title: t('meetings.fields.when'), render: (_, m) => when(m) },
    { key: 'stage', title: t('meetings.fields.stage'), render: (_, m) => stage(m) },
    { key: 'counts', title: t('meetings.fields.counts'), render: (_, m) => counts(m) },
    { key: 'sort', title: t('meetings.fields.sort'), dataIndex: 'sort' },
    { key: 'actions', title: t('meetings.fields.actions'), render: (_, m) => actions(m) },
  ];

  return (
    <div className="of-organizer-page">
      <p className="of-organizer-note">{t('meetings.intro')}</p>
      <div className="of-organizer-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ meeting: null })}>
          {t('meetings.add')}
        </Button>
        <Input.Search
          allowClear
          key={keyword}
          defaultValue={keyword}
          placeholder={t('meetings.search')}
          aria-label={t('meetings.search')}
          className="of-organizer-search"
          onSearch={(value) => setParam('keyword', value.trim())}
        />
      </div>
      <ConsoleTable<MeetingAdmin>
        query={list}
        columns={mobile ? phoneColumns : columns}
        wide={!mobile}
        pageNum={pageNum}
        onPage={(page) => setParam('page', page)}
        emptyText={keyword ? t('meetings.noMatch') : t('meetings.empty')}
      />
      {editing && <MeetingDialog meeting={editing.meeting} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** /organizer/sourcing: the fair's online sourcing meetings (owners and content editors). */
export function OrganizerSourcingScreen() {
  return <PermissionGate permission="editContent">{() => <MeetingList />}</PermissionGate>;
}
