import { CheckCircleOutlined, UserAddOutlined } from '@ant-design/icons';
import type { Conversation } from '@openfair/contract';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../shared/ui/feedback';
import { saveToClientPool } from './chat-store';

/**
 * In a conversation between exhibitor staff and a buyer, the staff member's one click to keep the buyer
 * in the company's client pool (001 §7, a business card kept by this employee), then the mark that the
 * buyer is there. The server says which conversations qualify (`clientPool`); for everyone else nothing.
 */
export function ClientPoolButton({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chat');
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  const buyer = conversation.userProfile?.userID;
  if (!conversation.clientPool || !buyer) return null;
  if (conversation.clientPool === 'member')
    return (
      <Tag
        className="of-chat-pool"
        color="green"
        icon={<CheckCircleOutlined />}
        title={t('clientPool.member')}
      >
        <span className="of-chat-pool-label">{t('clientPool.member')}</span>
      </Tag>
    );
  const save = async () => {
    setSaving(true);
    try {
      await saveToClientPool(conversation.conversationID, buyer);
      message.success(t('clientPool.saved'));
    } catch {
      // The request layer has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      className="of-chat-pool"
      size="small"
      icon={<UserAddOutlined />}
      loading={saving}
      aria-label={t('clientPool.save')}
      title={t('clientPool.save')}
      onClick={() => void save()}
    >
      <span className="of-chat-pool-label">{t('clientPool.save')}</span>
    </Button>
  );
}
