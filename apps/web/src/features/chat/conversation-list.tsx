import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { type Conversation, SYSTEM_CONVERSATION_ID, UNREAD_BADGE_MAX } from '@openfair/contract';
import { Avatar, Badge, Button, Empty, Popconfirm, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { deferredComponent } from '../../shared/ui/deferred';
import { useFeedback } from '../../shared/ui/feedback';
import { Skeleton } from '../../shared/ui/skeleton';
import { throttle } from '../../shared/utils/throttle';
import { deleteConversation, loadConversations, openConversation, useChat } from './chat-store';
import { chatTime } from './chat-time';
import { awaitsClaim, mayWrite } from './inbox-state';

// Staff's e-mail digest switch (a popover with a switch): fetched when the browser is idle, so buyers'
// chat does not carry it in its first load.
const DigestSwitch = deferredComponent(() => import('./digest-switch').then((m) => m.DigestSwitch), {
  when: 'idle',
});
// Staff's "New group" (its dialog and colleague picker) comes the same way.
const NewGroupButton = deferredComponent(
  () => import('./group-manager').then((m) => m.withCatalogue(m.NewGroupButton)),
  {
    when: 'idle',
  },
);

/**
 * The last message's line in the list: pictures, videos, files and stickers by their bracketed kind in
 * the UI language ("[Picture]", "[图片]"), text as it is.
 */
export function summaryOf(last: Conversation['lastMessage'], t: TFunction<'chat'>): string {
  if (!last) return '';
  if (last.type === 'image' || last.type === 'video' || last.type === 'file' || last.type === 'face')
    return t(`summary.${last.type}`);
  return last.messageForShow;
}

/** The name a conversation goes by (spec 001 §2: remark, then nickname, then user id). */
export function conversationName(c: Conversation): string {
  return c.remark || c.userProfile?.nick || c.groupProfile?.name || c.userProfile?.userID || c.conversationID;
}

/** Spec 001 §9: a refresh says so after a second, and repeated clicks within it count once. */
const REFRESH_NOTICE_DELAY_MS = 1000;

export function ConversationList() {
  const { t } = useTranslation('chat');
  const { message } = useFeedback();
  const listed = useChat((s) => s.conversations);
  // The system conversation (notices) stays at the top, whatever moved last.
  const conversations = [
    ...listed.filter((c) => c.conversationID === SYSTEM_CONVERSATION_ID),
    ...listed.filter((c) => c.conversationID !== SYSTEM_CONVERSATION_ID),
  ];
  const status = useChat((s) => s.conversationsState);
  const staff = useSession((s) => s.subjectType === 'ACTOR');
  const current = useChat((s) => s.current);
  const refresh = useRef(
    throttle(() => {
      void loadConversations().then((ok) => {
        setTimeout(
          () => (ok ? message.success(t('refreshed')) : message.warning(t('pullFailed'))),
          REFRESH_NOTICE_DELAY_MS,
        );
      });
    }, REFRESH_NOTICE_DELAY_MS),
  ).current;

  const remove = async (c: Conversation) => {
    const name = conversationName(c);
    try {
      await deleteConversation(c.conversationID);
      message.success(t('deleted', { name }));
    } catch (error) {
      message.error(t('deleteFailed', { name, message: (error as Error).message }));
    }
  };

  return (
    <nav className="of-chat-list" aria-label={t('conversations')}>
      <div className="of-chat-list-head">
        <h2>{t('conversations')}</h2>
        {staff ? <NewGroupButton /> : null}
        <DigestSwitch />
        <Tooltip title={t('refresh')}>
          <Button type="text" icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={refresh} />
        </Tooltip>
      </div>
      {status === 'loading' || status === 'idle' ? (
        <Skeleton active avatar paragraph={{ rows: 1 }} className="of-chat-list-skeleton" />
      ) : status === 'error' && conversations.length === 0 ? (
        <Empty description={t('pullFailed')}>
          <Button onClick={() => void loadConversations()}>{t('retry')}</Button>
        </Empty>
      ) : conversations.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noConversations')} />
      ) : (
        <ul className="of-chat-conversations">
          {conversations.map((c) => {
            // A colleague's claim: gone from my list (an open one stays on screen, saying so).
            if (!mayWrite(c) && c.inbox?.claimed) return null;
            // The system conversation (notices) goes by its own name and cannot be deleted.
            const system = c.conversationID === SYSTEM_CONVERSATION_ID;
            const name = system ? t('system.name') : conversationName(c);
            const open = c.conversationID === current;
            const unread = open ? 0 : c.unreadCount;
            return (
              <li
                key={c.conversationID}
                className={open ? 'of-chat-item is-open' : 'of-chat-item'}
                data-conversation-id={c.conversationID}
              >
                <button
                  type="button"
                  className="of-chat-item-main"
                  aria-current={open ? 'true' : undefined}
                  onClick={() => openConversation(c.conversationID)}
                >
                  <Badge count={unread} overflowCount={UNREAD_BADGE_MAX} size="small">
                    <Avatar
                      src={c.userProfile?.avatar || undefined}
                      alt=""
                      className={system ? 'of-chat-system-avatar' : undefined}
                    >
                      {name.slice(0, 1)}
                    </Avatar>
                  </Badge>
                  <span className="of-chat-item-text">
                    <span className="of-chat-item-top">
                      <strong className="of-chat-item-name">{name}</strong>
                      {awaitsClaim(c) ? (
                        <span className="of-chat-unclaimed">{t('inbox.unclaimed')}</span>
                      ) : null}
                      {c.lastMessage ? (
                        <time className="of-chat-item-time">{chatTime(c.lastMessage.lastTime)}</time>
                      ) : null}
                    </span>
                    <span className="of-chat-item-last">
                      {c.atMe && !open ? <span className="of-chat-at-me">{t('group.atMe')}</span> : null}
                      {c.lastMessage?.isRevoked ? t('otherRevoked') : summaryOf(c.lastMessage, t)}
                    </span>
                    {unread > 0 ? (
                      <span className="of-chat-sr">{t('unreadCount', { count: unread })}</span>
                    ) : null}
                  </span>
                </button>
                {system ? null : (
                  <Popconfirm
                    title={t('deleteConfirm', { name })}
                    okText={t('delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(c)}
                  >
                    <Button
                      type="text"
                      size="small"
                      className="of-chat-item-delete"
                      icon={<DeleteOutlined />}
                      aria-label={`${t('delete')} ${name}`}
                    />
                  </Popconfirm>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
