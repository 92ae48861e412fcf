import { MessageOutlined } from '@ant-design/icons';
import { UNREAD_BADGE_MAX } from '@openfair/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { noticeKeys } from '../../shared/notices/notices.api';
import { loadConversations, onNotice, startChat, useChat } from './chat-store';

/**
 * The header's chat entry: connects the chat in the background and shows how many messages wait
 * (spec 001 §4: something new while the chat is closed sets the indicator). The same connection brings
 * notices as they arrive.
 */
export function ChatIndicator() {
  const { t } = useTranslation('chat');
  const unread = useChat((s) =>
    s.conversations.reduce((sum, c) => sum + (c.conversationID === s.current ? 0 : c.unreadCount), 0),
  );
  const queryClient = useQueryClient();
  useEffect(() => {
    if (startChat()) void loadConversations();
    // A notice pushed over the socket refreshes the bell and the mail list at once.
    return onNotice(() => void queryClient.invalidateQueries({ queryKey: noticeKeys.all }));
  }, [queryClient]);
  return (
    <Link
      to={pathTo('chat')}
      aria-label={unread > 0 ? t('unreadTotal', { count: unread }) : t('title')}
      className="of-chat-indicator"
    >
      <Badge count={unread} overflowCount={UNREAD_BADGE_MAX} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<MessageOutlined />} className="of-header-btn" tabIndex={-1} />
      </Badge>
    </Link>
  );
}
