import { DownloadOutlined, MinusCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  formatByteLimit,
  INVITATION_IMPORT_MAX_BYTES,
  INVITATION_IMPORT_MAX_ROWS,
  INVITATION_SEND_MAX,
  INVITATIONS_PER_DAY,
  INVITATIONS_PER_HOUR,
  type InvitationReport,
  matchesPattern,
} from '@openfair/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Progress, Tabs } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { useFeedback } from '../../shared/ui/feedback';
import { saveBlob } from '../../shared/utils/save-blob';
import { InvitationReportView } from './invitation-report';
import { fetchTemplate, invitationKeys, uploadInvitations, useSendEmails } from './invitations.api';
import './invitations.css';

type Row = { name?: string; email?: string; mobile?: string };

/** One by one: up to INVITATION_SEND_MAX names and addresses typed in. */
function ByHand() {
  const { t } = useTranslation('invitations');
  const [form] = Form.useForm<{ list: Row[] }>();
  const send = useSendEmails();
  const [report, setReport] = useState<InvitationReport | null>(null);
  const submit = ({ list }: { list: Row[] }) =>
    send.mutate(
      list.map((r) => ({
        name: (r.name ?? '').trim(),
        email: (r.email ?? '').trim(),
        mobile: (r.mobile ?? '').replace(/[\s-]/g, ''),
      })),
      {
        onSuccess: (r) => {
          setReport(r);
          if (r.sent > 0) form.resetFields();
        },
      },
    );
  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ list: [{ name: '', email: '' }] }}>
      <Form.List name="list">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key} className="of-invite-row">
                <Form.Item name={[field.name, 'name']} label={t('send.name', { index: index + 1 })}>
                  <Input maxLength={50} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'email']}
                  label={t('send.email', { index: index + 1 })}
                  rules={[
                    { required: true, message: t('send.emailRequired') },
                    {
                      validator: (_, v: string | undefined) =>
                        !v || matchesPattern('email', v.trim())
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('send.emailInvalid'))),
                    },
                  ]}
                >
                  <Input type="email" autoComplete="off" />
                </Form.Item>
                {/* Optional: the same invitation also goes by SMS (mainland mobiles only). */}
                <Form.Item
                  name={[field.name, 'mobile']}
                  label={t('send.mobile', { index: index + 1 })}
                  rules={[
                    {
                      validator: (_, v: string | undefined) => {
                        const mobile = (v ?? '').replace(/[\s-]/g, '');
                        return !mobile || matchesPattern('chineseMobile', mobile)
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('send.mobileInvalid')));
                      },
                    },
                  ]}
                >
                  <Input type="tel" inputMode="numeric" maxLength={20} autoComplete="off" />
                </Form.Item>
                {fields.length > 1 ? (
                  <Button
                    type="text"
                    className="of-invite-remove"
                    icon={<MinusCircleOutlined />}
                    aria-label={t('send.removeRow', { index: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                ) : null}
              </div>
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= INVITATION_SEND_MAX}
              onClick={() => add({ name: '', email: '' })}
            >
              {t('send.addRow', { max: INVITATION_SEND_MAX })}
            </Button>
          </>
        )}
      </Form.List>
      <div className="of-invite-toolbar" style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t('send.submit')}
        </Button>
      </div>
      {report ? <InvitationReportView report={report} /> : null}
    </Form>
  );
}

type Phase =
  | { name: 'idle' }
  | { name: 'sending'; file: string; percent: number }
  | { name: 'failed'; file: string; reason: string }
  | { name: 'done'; file: string; report: InvitationReport };

/** From Excel (the only batch format): the template, the upload, and the per-row report. */
function FromExcel() {
  const { t } = useTranslation('invitations');
  const { message } = useFeedback();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [downloading, setDownloading] = useState(false);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await fetchTemplate(), `${t('send.templateFile')}.xlsx`);
    } catch {
      void message.error(t('send.templateFailed'));
    } finally {
      setDownloading(false);
    }
  };
  const upload = async (file: File) => {
    setPhase({ name: 'sending', file: file.name, percent: 0 });
    try {
      const report = await uploadInvitations(file, (percent) =>
        setPhase({ name: 'sending', file: file.name, percent }),
      );
      setPhase({ name: 'done', file: file.name, report });
      void client.invalidateQueries({ queryKey: invitationKeys.all });
    } catch (error) {
      setPhase({
        name: 'failed',
        file: file.name,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return (
    <div className="of-invite-page">
      <ol className="of-import-steps">
        <li>
          <p>{t('send.step1')}</p>
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
            {t('send.template')}
          </Button>
        </li>
        <li>
          <p>
            {t('send.step2', {
              rows: INVITATION_IMPORT_MAX_ROWS,
              max: formatByteLimit(INVITATION_IMPORT_MAX_BYTES),
            })}
          </p>
          <Button
            type="primary"
            icon={<UploadOutlined />}
            disabled={phase.name === 'sending'}
            onClick={() => input.current?.click()}
          >
            {t('send.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            style={{ display: 'none' }}
            tabIndex={-1}
            aria-hidden
            data-purpose="invitationImport"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </li>
      </ol>
      {phase.name === 'sending' ? (
        <Progress
          percent={phase.percent}
          status="active"
          aria-label={t('send.sending', { file: phase.file })}
        />
      ) : null}
      {phase.name === 'failed' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('send.failed', { file: phase.file })}
          description={phase.reason}
        />
      ) : null}
      {phase.name === 'done' ? <InvitationReportView report={phase.report} /> : null}
    </div>
  );
}

const ApiKeysPanel = lazy(() => import('./api-keys-panel').then((m) => ({ default: m.ApiKeysPanel })));

/**
 * /inviteSend: invite buyers by e-mail, one by one or from the Excel template; administrators also give the
 * company's own systems keys to record invitations.
 */
export function InviteSendScreen() {
  const { t } = useTranslation('invitations');
  const admin = useSession((s) => s.info?.exhibitorEmployee?.admin === true);
  return (
    <Card size="small" title={t('send.title')}>
      <p className="of-invite-note">
        {t('send.help', { hour: INVITATIONS_PER_HOUR, day: INVITATIONS_PER_DAY })}
      </p>
      <Tabs
        items={[
          { key: 'hand', label: t('send.byHand'), children: <ByHand /> },
          { key: 'excel', label: t('send.fromExcel'), children: <FromExcel /> },
          ...(admin
            ? [
                {
                  key: 'api',
                  label: t('api.tab'),
                  children: (
                    <Suspense fallback={null}>
                      <ApiKeysPanel />
                    </Suspense>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
