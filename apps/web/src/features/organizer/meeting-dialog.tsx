import {
  MEETING_DESCRIPTION_MAX,
  MEETING_PLACE_MAX,
  MEETING_SORT_MAX,
  MEETING_TITLE_MAX,
  type MeetingAdmin,
  sourcingMessages,
} from '@openfair/contract';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useSession } from '../../lib/session-store';
import { useFeedback } from '../../shared/ui/feedback';
import { fromBeijingInput, toBeijingInput } from './publish-time';
import { useSaveMeeting } from './sourcing.api';
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
export function MeetingDialog({ meeting, onClose }: { meeting: MeetingAdmin | null; onClose: () => void }) {
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
