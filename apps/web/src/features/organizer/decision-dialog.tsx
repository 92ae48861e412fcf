import { REVIEW_REASON_MAX, type ReviewDecision, reviewMessages } from '@openfair/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useSession } from '../../lib/session-store';
import { useFeedback } from '../../shared/ui/feedback';
import { type ReviewQueue, useDecide } from './reviews.api';
import './organizer.css';

export type Decision = {
  queue: ReviewQueue;
  id: string;
  name: string;
  decision: ReviewDecision;
  version?: string;
};

/**
 * Confirms a decision. A rejection asks for the reason the applicant will read in their notice; an
 * approval is one more click, so a stray click on a long list decides nothing.
 */
export function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation('organizer');
  const lang = useSession((s) => s.language);
  const { message } = useFeedback();
  const decide = useDecide();
  const [form] = Form.useForm<{ reason: string }>();
  const rejecting = decision.decision === 'reject';
  const submit = ({ reason }: { reason: string }) =>
    decide.mutate(
      {
        queue: decision.queue,
        id: decision.id,
        decision: decision.decision,
        reason: reason?.trim() ?? '',
        version: decision.version,
      },
      {
        onSuccess: () => {
          void message.success(
            t(rejecting ? 'reviews.rejected' : 'reviews.approved', { name: decision.name }),
          );
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t(rejecting ? 'reviews.rejectTitle' : 'reviews.approveTitle', { name: decision.name })}
      okText={t(rejecting ? 'reviews.reject' : 'reviews.approve')}
      okButtonProps={{ danger: rejecting }}
      cancelText={t('common.cancel')}
      confirmLoading={decide.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ reason: '' }}>
        <p className="of-organizer-note">{t(rejecting ? 'reviews.rejectHelp' : 'reviews.approveHelp')}</p>
        {rejecting && (
          <Form.Item
            name="reason"
            label={t('reviews.reason')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: lang === 'en' ? reviewMessages.reasonRequired.en : reviewMessages.reasonRequired.zh,
              },
            ]}
          >
            <Input.TextArea autoFocus rows={3} maxLength={REVIEW_REASON_MAX} showCount />
          </Form.Item>
        )}
        {decide.error && (
          <Alert
            type="error"
            showIcon
            title={decide.error instanceof ApiError ? decide.error.message : t('common.loadError')}
          />
        )}
      </Form>
    </Modal>
  );
}
