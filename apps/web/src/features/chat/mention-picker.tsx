import { ChatPaths, type ChatProfile } from '@openfair/contract';
import { Avatar } from 'antd';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { sessionStore } from '../../lib/session-store';

/**
 * The mention being typed at the caret (spec 001 §9: a group mention starts with @ and a space after it
 * cancels it): where its @ is and what follows up to the caret, or null when there is none.
 */
export function activeMention(text: string, caret: number): { start: number; query: string } | null {
  const at = text.lastIndexOf('@', caret - 1);
  if (at < 0) return null;
  const query = text.slice(at + 1, caret);
  if (/\s/.test(query)) return null;
  return { start: at, query };
}

/** Members whose name holds the query (case aside), in the group's order. */
export function filterMembers(members: ChatProfile[], query: string): ChatProfile[] {
  const q = query.toLowerCase();
  return members.filter((m) => m.nick.toLowerCase().includes(q));
}

/** The ids of the people picked whose "@name" is still in the text: what the message mentions. */
export function mentionedIds(text: string, picked: ReadonlyMap<string, string>): string[] {
  return [...picked].filter(([, nick]) => text.includes(`@${nick}`)).map(([id]) => id);
}

const membersByGroup = new Map<string, Promise<ChatProfile[]>>();
/** A group's other members (not me), asked once per group and page load (a group tip asks again). */
function groupMembers(conversationID: string): Promise<ChatProfile[]> {
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

type Mention = { start: number; query: string; active: number; options: ChatProfile[] };

/**
 * The composer's mention picker for a group: typing @ opens the list of members, filtered as one types;
 * Arrow keys move, Enter or Tab picks, Escape or a space cancels. `keyDown` answers true when it took the
 * key (the send box then does nothing with it).
 */
export function useMentions(conversationID: string, enabled: boolean) {
  const [members, setMembers] = useState<ChatProfile[] | null>(null);
  const [mention, setMention] = useState<Mention | null>(null);
  const dismissedAt = useRef<number | null>(null);
  const picked = useRef(new Map<string, string>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: another conversation starts with nothing picked
  useEffect(() => {
    setMembers(null);
    setMention(null);
    picked.current = new Map();
  }, [conversationID]);

  const update = (text: string, caret: number, list = members) => {
    if (!enabled) return;
    const found = activeMention(text, caret);
    if (!found || found.start === dismissedAt.current) {
      if (!found) dismissedAt.current = null;
      setMention(null);
      return;
    }
    if (list === null) {
      void groupMembers(conversationID).then((loaded) => {
        setMembers(loaded);
        update(text, caret, loaded);
      });
      return;
    }
    const options = filterMembers(list, found.query);
    setMention((m) => ({
      ...found,
      options,
      active: m && m.start === found.start ? Math.min(m.active, Math.max(0, options.length - 1)) : 0,
    }));
  };

  /** Replaces the typed "@query" by "@name " and remembers who it names. */
  const pick = (text: string, member: ChatProfile, m: Mention): { text: string; caret: number } => {
    picked.current.set(member.userID, member.nick);
    const before = `${text.slice(0, m.start)}@${member.nick} `;
    setMention(null);
    return { text: before + text.slice(m.start + 1 + m.query.length), caret: before.length };
  };

  const keyDown = (
    e: KeyboardEvent<HTMLTextAreaElement>,
    text: string,
  ): { text: string; caret: number } | boolean => {
    if (!mention) return false;
    const count = mention.options.length;
    if (e.key === 'Escape') {
      e.preventDefault();
      dismissedAt.current = mention.start;
      setMention(null);
      return true;
    }
    if (count === 0) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setMention({ ...mention, active: (mention.active + step + count) % count });
      return true;
    }
    if ((e.key === 'Enter' && !e.nativeEvent.isComposing) || e.key === 'Tab') {
      e.preventDefault();
      return pick(text, mention.options[mention.active] as ChatProfile, mention);
    }
    return false;
  };

  /** The ids the text still mentions; forgets the picks (called when the message goes). */
  const take = (text: string): string[] => {
    const ids = mentionedIds(text, picked.current);
    picked.current = new Map();
    return ids;
  };

  /** Forgets the members known (a group tip said they changed): the next @ asks again. */
  const refresh = useCallback(() => {
    membersByGroup.delete(conversationID);
    setMembers(null);
  }, [conversationID]);

  return { mention, update, keyDown, pick, take, refresh };
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
