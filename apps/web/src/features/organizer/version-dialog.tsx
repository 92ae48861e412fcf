import {
  APP_VERSION_MAX,
  APP_VERSION_NOTE_MAX,
  APP_VERSION_NOTES_MAX,
  APP_VERSION_PATTERN,
  type OrganizerAppVersion,
} from '@openfair/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { PreviewPair } from './content-preview';
import { useSaveVersion } from './pages.api';
import { toLines } from './pages-text';
import '../../shared/form/form.css';
import './organizer.css';
import './content.css';
import './pages.css';

type Values = {
  version: string;
  /** YYYY-MM-DD */
  releaseDate: string;
  /** one note a line */
  notes: string;
  notesEn: string;
};

const valuesOf = (v: OrganizerAppVersion | null): Values => ({
  version: v?.version ?? '',
  releaseDate: v?.releaseDate ?? formatBeijingTime(new Date(), 'date'),
  notes: (v?.notes ?? []).join('\n'),
  notesEn: (v?.notesEn ?? []).join('\n'),
});

/** A release as the visitors' version log shows it. */
function VersionPreview({
  version,
  releaseDate,
  notes,
}: {
  version: string;
  releaseDate: string;
  notes: string[];
}) {
  return (
    <div className="of-pages-doc">
      <h2>{version}</h2>
      <p className="of-pages-doc-meta">{releaseDate}</p>
      <ul>
        {notes.map((n, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the text as typed
          <li key={i}>{n}</li>
        ))}
      </ul>
    </div>
  );
}

export function VersionForm({
  version,
  onClose,
}: {
  version: OrganizerAppVersion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('organizer-pages');
  const { message } = useFeedback();
  const save = useSaveVersion();
  const [form] = Form.useForm<Values>();
  const [initial] = useState(() => valuesOf(version));
  const live = Form.useWatch((v: Values) => v, form) ?? initial;

  const notesRules = [
    { required: true, whitespace: true, message: t('required') },
    {
      validator: (_: unknown, value: string | undefined) => {
        const lines = toLines(value);
        if (lines.length > APP_VERSION_NOTES_MAX)
          return Promise.reject(new Error(t('versions.tooManyNotes', { max: APP_VERSION_NOTES_MAX })));
        if (lines.some((l) => l.length > APP_VERSION_NOTE_MAX))
          return Promise.reject(new Error(t('versions.noteTooLong', { max: APP_VERSION_NOTE_MAX })));
        return Promise.resolve();
      },
    },
  ];

  const submit = (values: Values) =>
    save.mutate(
      {
        ...(version ? { id: version.id } : {}),
        version: values.version.trim(),
        releaseDate: values.releaseDate,
        notes: toLines(values.notes),
        notesEn: toLines(values.notesEn),
      },
      {
        onSuccess: () => {
          void message.success(t('versions.saved'));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      width={860}
      title={version ? t('versions.editTitle', { version: version.version }) : t('versions.addTitle')}
      okText={t('versions.save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <div className="of-form-grid">
          <Form.Item
            name="version"
            label={t('versions.fields.version')}
            extra={t('versions.versionHelp')}
            rules={[
              { required: true, whitespace: true, message: t('required') },
              { pattern: APP_VERSION_PATTERN, message: t('versions.versionFormat') },
            ]}
          >
            <Input maxLength={APP_VERSION_MAX} />
          </Form.Item>
          <Form.Item
            name="releaseDate"
            label={t('versions.fields.releaseDate')}
            rules={[{ required: true, message: t('required') }]}
          >
            <Input type="date" />
          </Form.Item>
          <Form.Item
            name="notes"
            label={t('versions.fields.notes')}
            extra={t('versions.notesHelp')}
            rules={notesRules}
          >
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
          </Form.Item>
          <Form.Item
            name="notesEn"
            label={t('versions.fields.notesEn')}
            extra={t('versions.notesHelp')}
            rules={notesRules}
          >
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} lang="en" />
          </Form.Item>
        </div>
        <PreviewPair
          render={(lang) => (
            <VersionPreview
              version={t(`versions.visitorText.${lang}.version`, { version: (live.version ?? '').trim() })}
              releaseDate={t(`versions.visitorText.${lang}.releasedAt`, { date: live.releaseDate ?? '' })}
              notes={toLines(lang === 'en' ? live.notesEn : live.notes)}
            />
          )}
        />
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
