import { SYSTEM_CONVERSATION_ID } from '@openfair/contract';
import { Alert, Empty, Spin } from 'antd';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type NetworkState, realtimeState } from '../../api/socket';
import { loadConversations, openConversation, startChat, useChat } from './chat-store';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import './chat.css';
import { deferredComponent } from '../../shared/ui/deferred';

// The shared inbox's claims (staff's lists, the buyer's header) load after the panel.
const InboxListener = deferredComponent(() => import('./inbox-claim').then((m) => m.InboxListener));

// The notices' view loads when the system conversation is first opened, keeping the chat route light.
const SystemConversationView = lazy(() =>
  import('./system-conversation').then((m) => ({ default: m.SystemConversationView })),
);

const NETWORK_ALERT: Partial<Record<NetworkState, 'success' | 'warning' | 'error' | 'info'>> = {
  connecting: 'info',
  unstable: 'warning',
  retrying: 'warning',
  unavailable: 'error',
};

/** The network line above the chat (spec 001 §4): shown only while the connection is not well. */
export function NetworkLine() {
  const { t } = useTranslation('chat');
  const state = useSyncExternalStore(realtimeState.subscribe, realtimeState.get);
  const type = NETWORK_ALERT[state];
  if (!type)
    return (
      <span className="of-chat-sr" role="status">
        {state === 'connected' ? t('network.connected') : ''}
      </span>
    );
  return (
    <Alert
      className="of-chat-network"
      type={type}
      showIcon
      banner
      role="status"
      title={t(`network.${state}`)}
    />
  );
}

/**
 * The chat: the conversation list beside the open conversation (spec 001 §2), or only the conversation
 * when the list is switched off. On a narrow screen the list and the conversation take turns.
 */
export function ChatPanel({ showList = true }: { showList?: boolean }) {
  const { t } = useTranslation('chat');
  const current = useChat((s) => s.current);
  const conversation = useChat((s) => s.conversations.find((c) => c.conversationID === s.current));

  useEffect(() => {
    if (startChat()) void loadConversations();
    // Leaving the chat page closes the conversation: later messages count as unread.
    return () => openConversation(null);
  }, []);

  return (
    <div className={`of-chat${showList ? '' : ' is-single'}${current ? ' has-open' : ''}`}>
      <NetworkLine />
      <InboxListener />
      <div className="of-chat-columns">
        {showList ? <ConversationList /> : null}
        <div className="of-chat-main">
          {conversation?.type === SYSTEM_CONVERSATION_ID ? (
            <Suspense fallback={<Spin className="of-chat-pick" />}>
              <SystemConversationView onBack={showList ? () => openConversation(null) : undefined} />
            </Suspense>
          ) : conversation ? (
            <ConversationView
              key={conversation.conversationID}
              conversation={conversation}
              onBack={showList ? () => openConversation(null) : undefined}
            />
          ) : (
            <Empty
              className="of-chat-pick"
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('pickConversation')}
            />
          )}
        </div>
      </div>
    </div>
  );
}
