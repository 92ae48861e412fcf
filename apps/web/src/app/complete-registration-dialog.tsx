import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompleteRegistrationLink } from './complete-registration.api';

type Props = { open: boolean; onCancel: () => void };

/**
 * The unregistered-visitor dialog (spec 000 §4, §7, spec 001 §6): on confirm a call fetches the link to
 * complete the registration and, on code 1000, opens it in a new tab. Other codes reject in the request
 * wrapper, which shows the server message.
 */
export function CompleteRegistrationDialog({ open, onCancel }: Props) {
  const { t } = useTranslation('common');
  const fetchLink = useCompleteRegistrationLink();
  const confirm = () =>
    fetchLink.mutate(undefined, {
      onSuccess: (link) => {
        if (link) window.open(link, '_blank', 'noopener');
      },
    });
  return (
    <Modal
      open={open}
      title={t('completeRegistration.title')}
      okText={t('completeRegistration.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={fetchLink.isPending}
      onOk={confirm}
      onCancel={onCancel}
      mask={{ closable: false }}
    >
      {t('completeRegistration.content')}
    </Modal>
  );
}
