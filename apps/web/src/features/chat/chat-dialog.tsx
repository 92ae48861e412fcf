import { Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from './chat-panel';
import { openCompanyConversation, openConversation, openConversationWith } from './chat-store';

type Props = {
  /** whom to talk to; changes when another chat button is pressed while the dialog is open */
  userID: string;
  /** or the company whose shared inbox to write to (a buyer contacting an exhibitor) */
  exhibitorId?: string;
  /** the product asked about: the conversation opens with its card */
  productId?: string;
  /** bumps on every request, so pressing the same person's button again reopens the dialog */
  request: number;
  open: boolean;
  onClose: () => void;
};

/** The chat over the current page (spec 001 §9: 800 px wide, 5vh from the top), list beside the conversation. */
export function ChatDialog({ userID, exhibitorId = '', productId, request, open, onClose }: Props) {
  const { t } = useTranslation('chat');
  useEffect(() => {
    if (!open || request <= 0) return;
    if (exhibitorId) void openCompanyConversation(exhibitorId, productId).catch(() => {});
    else if (userID) void openConversationWith(userID, productId).catch(() => {});
  }, [userID, exhibitorId, productId, request, open]);
  return (
    <Modal
      open={open}
      onCancel={() => {
        // Closed, nothing is open: what arrives now counts as unread (spec 001 §4).
        openConversation(null);
        onClose();
      }}
      footer={null}
      width={800}
      style={{ top: '5vh' }}
      className="of-chat-dialog"
      title={t('title')}
      destroyOnHidden={false}
      closable={{ 'aria-label': t('close') }}
    >
      <ChatPanel />
    </Modal>
  );
}
