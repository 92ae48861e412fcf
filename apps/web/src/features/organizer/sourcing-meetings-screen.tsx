import { PlusOutlined } from '@ant-design/icons';
import {
  MEETING_DESCRIPTION_MAX,
  MEETING_PLACE_MAX,
  MEETING_SORT_MAX,
  MEETING_TITLE_MAX,
  type MeetingAdmin,
  type MeetingStage,
  sourcingMessages,
} from '@openfair/contract';
import { Alert, Button, Form, Input, InputNumber, Modal, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useSession } from '../../lib/session-store';
import { isMobileWidth, useViewportWidth } from '../../shared/hooks/use-viewport-width';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { CONSOLE_PAGE_SIZE, ConsoleTable, useConsoleListParams } from './console-list';
import { PermissionGate } from './permission-gate';
import { fromBeijingInput, toBeijingInput } from './publish-time';
import { useCancelMeeting, useOrganizerMeetings, useSaveMeeting } from './sourcing.api';
import '../../shared/form/form.css';
import './organizer.css';

type Values = {
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  place: string;
  placeEn: string;
  startTime: string;
  endTime: string;
  deadline: string;
  sort: number;
};

export const STAGE_COLOURS: Record<MeetingStage, string> = {
  upcoming: 'blue',
  ongoing: 'green',
  ended: 'default',
  cancelled: 'red',
};

const valuesOf = (m: MeetingAdmin | null): Values => ({
  title: m?.title ?? '',
  titleEn: m?.titleEn ?? '',
  description: m?.description ?? '',
  descriptionEn: m?.descriptionEn ?? '',
  place: m?.place ?? '',
  placeEn: m?.placeEn ?? '',
  startTime: m ? toBeijingInput(m.startTime) : '',
  endTime: m ? toBeijingInput(m.endTime) : '',
  deadline: m ? toBeijingInput(m.deadline) : '',
  sort: m?.sort ?? 0,
});

/** Create or edit a meeting, both languages side by side; times in Beijing time like the rest of the fair. */
function MeetingDialog({ meeting, onClose }: { meeting: MeetingAdmin | null; onClose: () => void }) {
  const { t } = useTranslation('organizer-sourcing');
  const lang = useSession((s) => s.language);
  const { message } = useFeedback();
  const save = useSaveMeeting();
  const [form] = Form.useForm<Values>();
  const required = { required: true, whitespace: true, message: t('meetings.required') };
  const instant = {
    validator: (_: unknown, value: string | undefined) =>
      !value || fromBeijingInput(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('meetings.timeIncomplete'))),
  };
  const order = lang === 'en' ? sourcingMessages.timesOrder.en : sourcingMessages.timesOrder.zh;
  // The server checks the same order; checking here too saves a round trip and says which field.
  const after = (field: 'startTime' | 'deadline', strict: boolean) => ({
    validator: (_: unknown, value: string | undefined) => {
      const other = fromBeijingInput(form.getFieldValue(field) ?? '');
      const self = fromBeijingInput(value ?? '');
      if (!other || !self) return Promise.resolve();
      const ok = strict ? Date.parse(self) > Date.parse(other) : Date.parse(self) >= Date.parse(other);
      return ok ? Promise.resolve() : Promise.reject(new Error(order));
    },
  });
  const submit = (v: Values) =>
    save.mutate(
      {
        ...(meeting ? { id: meeting.id } : {}),
        title: v.title,
        titleEn: v.titleEn,
        description: v.description ?? '',
        descriptionEn: v.descriptionEn ?? '',
        place: v.place ?? '',
        placeEn: v.placeEn ?? '',
        startTime: fromBeijingInput(v.startTime),
        endTime: fromBeijingInput(v.endTime),
        deadline: fromBeijingInput(v.deadline),
        sort: v.sort ?? 0,
      },
      {
        onSuccess: (saved) => {
          void message.success(t('meetings.saved', { title: saved.title }));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      width={760}
      title={t(meeting ? 'meetings.editTitle' : 'meetings.addTitle')}
      okText={t('meetings.save')}
      cancelText={t('meetings.cancelEdit')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={valuesOf(meeting)}>
        <div className="of-form-grid">
          <Form.Item name="title" label={t('meetings.fields.title')} rules={[required]}>
            <Input maxLength={MEETING_TITLE_MAX} />
          </Form.Item>
          <Form.Item name="titleEn" label={t('meetings.fields.titleEn')} rules={[required]}>
            <Input maxLength={MEETING_TITLE_MAX} lang="en" />
          </Form.Item>
          <Form.Item name="description" label={t('meetings.fields.description')}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={MEETING_DESCRIPTION_MAX} />
          </Form.Item>
          <Form.Item name="descriptionEn" label={t('meetings.fields.descriptionEn')}>
            <Input.TextArea
              autoSize={{ minRows: 3, maxRows: 8 }}
              maxLength={MEETING_DESCRIPTION_MAX}
              lang="en"
            />
          </Form.Item>
          <Form.Item name="place" label={t('meetings.fields.place')}>
            <Input maxLength={MEETING_PLACE_MAX} />
          </Form.Item>
          <Form.Item name="placeEn" label={t('meetings.fields.placeEn')}>
            <Input maxLength={MEETING_PLACE_MAX} lang="en" />
          </Form.Item>
          <Form.Item
            name="startTime"
            label={t('meetings.fields.startTime')}
            rules={[{ required: true, message: t('meetings.required') }, instant]}
          >
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            name="endTime"
            label={t('meetings.fields.endTime')}
            dependencies={['startTime']}
            rules={[{ required: true, message: t('meetings.required') }, instant, after('startTime', true)]}
          >
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            name="deadline"
            label={t('meetings.fields.deadline')}
            extra={t('meetings.deadlineHelp')}
            dependencies={['startTime']}
            rules={[
              { required: true, message: t('meetings.required') },
              instant,
              {
                validator: (_: unknown, value: string | undefined) => {
                  const start = fromBeijingInput(form.getFieldValue('startTime') ?? '');
                  const self = fromBeijingInput(value ?? '');
                  return !start || !self || Date.parse(self) <= Date.parse(start)
                    ? Promise.resolve()
                    : Promise.reject(new Error(order));
                },
              },
            ]}
          >
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="sort" label={t('meetings.fields.sort')} extra={t('meetings.sortHelp')}>
            <InputNumber min={0} max={MEETING_SORT_MAX} precision={0} />
          </Form.Item>
        </div>
        <p className="of-organizer-note">{t('meetings.timeZone')}</p>
        {save.error && (
          <Alert
            type="error"
            showIcon
            title={save.error instanceof ApiError ? save.error.message : t('meetings.saveError')}
          />
        )}
      </Form>
    </Modal>
  );
}

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
  const phoneColumns: ColumnsType<MeetingAdmin> = [
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
  const columns: ColumnsType<MeetingAdmin> = [
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
