import { ChatPaths, type ChatProfile } from '@openfair/contract';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { sessionStore } from '../../lib/session-store';
import type { Mention } from './mention-picker';

// The member list and its fetch load with a group's first @, so the chat's first load does not carry them.

const membersByGroup = new Map<string, Promise<ChatProfile[]>>();
/** A group's other members (not me), asked once per group and page load (a group tip asks again). */
export function groupMembers(conversationID: string): Promise<ChatProfile[]> {
  let pending = membersByGroup.get(conversationID);
  if (!pending) {
    const me = sessionStore.getState().info?.userAccountId;
    pending = post(ChatPaths.groupInfo, { groupID: conversationID.slice('GROUP'.length) }, { silent: true })
      .then((info) => info.members.filter((m) => m.userID !== me))
      .catch(() => {
        membersByGroup.delete(conversationID);
        return [];
      });
    membersByGroup.set(conversationID, pending);
  }
  return pending;
}

/** Forgets a group's members (a group tip said they changed). */
export function forgetMembers(conversationID: string): void {
  membersByGroup.delete(conversationID);
}

type ListProps = {
  id: string;
  mention: Mention;
  onPick: (member: ChatProfile) => void;
};

/** The list of members to mention, above the send box. */
export function MentionList({ id, mention, onPick }: ListProps) {
  const { t } = useTranslation('chat');
  if (mention.options.length === 0) return null;
  return (
    <div className="of-chat-mentions" id={id} role="listbox" aria-label={t('group.mentionList')}>
      {mention.options.map((m, i) => (
        <div
          key={m.userID}
          tabIndex={-1}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === mention.active}
          className={i === mention.active ? 'is-active' : undefined}
          // The send box keeps the focus (and the caret) while a name is clicked.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(m)}
          onKeyDown={() => {}}
        >
          <Avatar size={20} src={m.avatar || undefined} alt="">
            {m.nick.slice(0, 1)}
          </Avatar>{' '}
          {m.nick}
        </div>
      ))}
    </div>
  );
}
