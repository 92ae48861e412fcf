import { SessionPaths } from '@openfair/contract';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../api/request';

type Props = { open: boolean; onCancel: () => void };

function linkFrom(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const value = record.link ?? record.url;
    if (typeof value === 'string') return value;
  }
  return '';
}

/**
 * The unregistered-visitor dialog (spec 000 §4, §7, spec 001 §6): on confirm a call fetches the link to
 * complete the registration and, on code 1000, opens it in a new tab. Other codes reject in the request
 * wrapper, which shows the server message.
 */
export function CompleteRegistrationDialog({ open, onCancel }: Props) {
  const { t } = useTranslation('common');
  const [loading, setLoading] = useState(false);
  const confirm = async () => {
    setLoading(true);
    try {
      const link = linkFrom(await post<unknown>(SessionPaths.completeRegistrationLink, {}));
      if (link) window.open(link, '_blank', 'noopener');
    } catch {
      // shown by the request wrapper
    } finally {
      setLoading(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('completeRegistration.title')}
      okText={t('completeRegistration.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={loading}
      onOk={confirm}
      onCancel={onCancel}
      mask={{ closable: false }}
    >
      {t('completeRegistration.content')}
    </Modal>
  );
}
