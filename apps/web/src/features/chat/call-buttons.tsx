import { PhoneOutlined, UsergroupAddOutlined, VideoCameraOutlined } from '@ant-design/icons';
import {
  CALL_MAX_PARTICIPANTS,
  ChatPaths,
  type Conversation,
  GROUP_PREFIX,
  SYSTEM_CONVERSATION_ID,
} from '@openfair/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
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

/** The call buttons of a conversation's header: a group's, or a one-to-one conversation's. */
export function CallButtons({ conversation }: { conversation: Conversation }) {
  return conversation.type === 'GROUP' ? (
    <GroupCallButtons conversation={conversation} />
  ) : (
    <PeerCallButtons conversation={conversation} />
  );
}

/**
 * A group conversation's voice and video calls (spec 001 §7 group call): the group's other members are
 * rung, as it is now (the server checks membership again); when they are more than a call holds, I pick
 * whom to ring among them.
 */
function GroupCallButtons({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chat');
  const loggedIn = useSession(isLoggedIn);
  const me = useSession((s) => s.info?.userAccountId ?? '');
  const [picking, setPicking] = useState<{ members: Person[]; callType: 'audio' | 'video' } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!loggedIn) return null;
  const groupID =
    conversation.groupProfile?.groupID ?? conversation.conversationID.slice(GROUP_PREFIX.length);
  const max = CALL_MAX_PARTICIPANTS - 1;
  const call = (people: Person[], callType: 'audio' | 'video') =>
    appEvents.emit('startCall', { people, callType, groupID });
  const start = async (callType: 'audio' | 'video') => {
    if (busy) return;
    setBusy(true);
    try {
      const info = await post(ChatPaths.groupInfo, { groupID });
      const members = info.members.filter((m) => m.userID !== me);
      if (members.length === 0) return;
      if (members.length <= max) call(members, callType);
      else setPicking({ members, callType });
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="of-chat-call-buttons">
      <Button
        type="text"
        icon={<PhoneOutlined />}
        aria-label={t('call.voice')}
        title={t('call.voice')}
        disabled={busy}
        onClick={() => void start('audio')}
      />
      <Button
        type="text"
        icon={<VideoCameraOutlined />}
        aria-label={t('call.video')}
        title={t('call.video')}
        disabled={busy}
        onClick={() => void start('video')}
      />
      {picking ? (
        <Suspense fallback={null}>
          <GroupCallPicker
            candidates={picking.members}
            initial={[]}
            max={max}
            hint={t('call.groupMembersHint', { max })}
            initialType={picking.callType}
            onClose={() => setPicking(null)}
            onStart={(people, type) => {
              setPicking(null);
              call(people, type);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The call buttons of a one-to-one conversation (spec 001 §2 call overlay, §7 call and group call): a
 * voice call, a video call, and a group call with people of my other conversations (up to the mesh's
 * four people). The call overlay (mounted by the app) does the calling.
 */
function PeerCallButtons({ conversation }: { conversation: Conversation }) {
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
