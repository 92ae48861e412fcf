import { PhoneOutlined, UsergroupAddOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { CALL_MAX_PARTICIPANTS, type Conversation, SYSTEM_CONVERSATION_ID } from '@openfair/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appEvents } from '../../lib/app-events';
import { isLoggedIn, useSession } from '../../lib/session-store';
import { useChat } from './chat-store';
import { conversationName } from './conversation-list';
import type { Person } from './group-call-picker';

// The picker's form controls load only when someone starts a group call.
const GroupCallPicker = lazy(() =>
  import('./group-call-picker').then((m) => ({ default: m.GroupCallPicker })),
);

const personOf = (c: Conversation): Person | null =>
  c.type === 'C2C' && c.userProfile && (!c.inbox || c.inbox.claimed)
    ? { userID: c.userProfile.userID, nick: conversationName(c), avatar: c.userProfile.avatar }
    : null;

/**
 * The call buttons of a one-to-one conversation (spec 001 §2 call overlay, §7 call and group call): a
 * voice call, a video call, and a group call with people of my other conversations (up to the mesh's
 * four people). The call overlay (mounted by the app) does the calling.
 */
export function CallButtons({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chat');
  const loggedIn = useSession(isLoggedIn);
  const conversations = useChat((s) => s.conversations);
  const [picking, setPicking] = useState(false);
  const peer = personOf(conversation);
  if (!loggedIn || !peer || conversation.conversationID === SYSTEM_CONVERSATION_ID) return null;
  const call = (people: Person[], type: 'audio' | 'video') =>
    appEvents.emit('startCall', { people, callType: type });
  const candidates = [
    peer,
    ...conversations.map(personOf).filter((p): p is Person => p !== null && p.userID !== peer.userID),
  ];
  const max = CALL_MAX_PARTICIPANTS - 1;
  return (
    <div className="of-chat-call-buttons">
      <Button
        type="text"
        icon={<PhoneOutlined />}
        aria-label={t('call.voice')}
        title={t('call.voice')}
        onClick={() => call([peer], 'audio')}
      />
      <Button
        type="text"
        icon={<VideoCameraOutlined />}
        aria-label={t('call.video')}
        title={t('call.video')}
        onClick={() => call([peer], 'video')}
      />
      <Button
        type="text"
        icon={<UsergroupAddOutlined />}
        aria-label={t('call.group')}
        title={t('call.group')}
        onClick={() => setPicking(true)}
      />
      {picking ? (
        <Suspense fallback={null}>
          <GroupCallPicker
            candidates={candidates}
            initial={[peer.userID]}
            max={max}
            onClose={() => setPicking(false)}
            onStart={(people, type) => {
              setPicking(false);
              call(people, type);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
