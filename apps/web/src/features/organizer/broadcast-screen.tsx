import {
  BROADCAST_CONTENT_MAX,
  BROADCAST_TITLE_MAX,
  type BroadcastAudience,
  BroadcastAudiences,
  OrganizerPaths,
} from '@openfair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ApiBody, ApiError, post } from '../../api/request';
import { pathTo } from '../../lib/paths';
import { useFeedback } from '../../shared/ui/feedback';
import { organizerKeys } from './organizer.api';
import { PermissionGate } from './permission-gate';
import '../../shared/form/form.css';
import './organizer.css';

type Values = {
  audience: BroadcastAudience;
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
};

function useBroadcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiBody<typeof OrganizerPaths.noticeBroadcast>) =>
      post(OrganizerPaths.noticeBroadcast, input),
    onSuccess: () => client.invalidateQueries({ queryKey: organizerKeys.all }),
  });
}

/** How the notice reads in the notice box, in one language. */
function NoticePreview({ title, content, label }: { title: string; content: string; label: string }) {
  return (
    <figure className="of-broadcast-preview">
      <figcaption>{label}</figcaption>
      <strong>{title || '—'}</strong>
      <p>{content || '—'}</p>
    </figure>
  );
}

function Broadcast() {
  const { t } = useTranslation('organizer');
  const { message, modal } = useFeedback();
  const send = useBroadcast();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const required = [{ required: true, whitespace: true }];
  // A notice cannot be recalled once it is in everyone's box: asked once more, naming who gets it.
  const submit = (v: Values) =>
    modal.confirm({
      title: t('broadcast.confirm.title', { audience: t(`broadcast.audiences.${v.audience}`) }),
      content: t('broadcast.confirm.text'),
      okText: t('broadcast.send'),
      cancelText: t('common.cancel'),
      onOk: () =>
        send.mutateAsync(v).then(({ delivered }) => {
          void message.success(t('broadcast.sent', { count: delivered }));
          form.resetFields();
        }),
    });
  return (
    <div className="of-organizer-page">
      <p className="of-organizer-note">
        {t('broadcast.help')}{' '}
        <Link to={`${pathTo('organizerAuditLog')}?target=content`}>{t('broadcast.history')}</Link>
      </p>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ audience: 'VISITOR', title: '', titleEn: '', content: '', contentEn: '' }}
      >
        <Card>
          <Form.Item name="audience" label={t('broadcast.fields.audience')}>
            <Radio.Group
              options={BroadcastAudiences.map((a) => ({ value: a, label: t(`broadcast.audiences.${a}`) }))}
            />
          </Form.Item>
          <div className="of-form-grid">
            <Form.Item name="title" label={t('broadcast.fields.title')} rules={required}>
              <Input maxLength={BROADCAST_TITLE_MAX} showCount />
            </Form.Item>
            <Form.Item name="titleEn" label={t('broadcast.fields.titleEn')} rules={required}>
              <Input maxLength={BROADCAST_TITLE_MAX} showCount />
            </Form.Item>
            <Form.Item name="content" label={t('broadcast.fields.content')} rules={required}>
              <Input.TextArea rows={5} maxLength={BROADCAST_CONTENT_MAX} showCount />
            </Form.Item>
            <Form.Item name="contentEn" label={t('broadcast.fields.contentEn')} rules={required}>
              <Input.TextArea rows={5} maxLength={BROADCAST_CONTENT_MAX} showCount />
            </Form.Item>
          </div>
        </Card>
        <Card title={t('broadcast.preview')} className="of-broadcast-previews">
          <div className="of-form-grid">
            <NoticePreview label="中文" title={values?.title ?? ''} content={values?.content ?? ''} />
            <NoticePreview label="English" title={values?.titleEn ?? ''} content={values?.contentEn ?? ''} />
          </div>
        </Card>
        {send.error && (
          <Alert
            type="error"
            showIcon
            title={send.error instanceof ApiError ? send.error.message : t('common.loadError')}
          />
        )}
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t('broadcast.send')}
        </Button>
      </Form>
    </div>
  );
}

/** /organizer/content/notices: a notice from the organizer to every visitor, exhibitor, or both. */
export function OrganizerBroadcastScreen() {
  return <PermissionGate permission="editContent">{() => <Broadcast />}</PermissionGate>;
}
