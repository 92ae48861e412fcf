import { SwapOutlined } from '@ant-design/icons';
import {
  ChatEvents,
  ChatPaths,
  type ChatProfile,
  type Conversation,
  type InboxClaimedEvent,
  ResponseCode,
} from '@openfair/contract';
import { Alert, Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, post } from '../../api/request';
import { realtimeSocket } from '../../api/socket';
import { sessionStore } from '../../lib/session-store';
import { useFeedback } from '../../shared/ui/feedback';
import { type ChatState, chatStore, loadConversations, patchChat } from './chat-store';
import { awaitsClaim, mayWrite } from './inbox-state';

/**
 * A company conversation was claimed: by me (another tab) or a colleague (my list drops it, and if I
 * have it open it says who has it), or, for the buyer, by the employee who answers from now on.
 */
export function applyClaimed(event: InboxClaimedEvent) {
  const me = sessionStore.getState().info?.userAccountId;
  const conversation = chatStore
    .getState()
    .conversations.find((c) => c.conversationID === event.conversationID);
  // Handed to a colleague, or claimed by one: mine no more. Returned to the shared inbox (no claimer):
  // the list brings it back, unclaimed, to everyone.
  if (conversation?.inbox?.viewer === 'staff' && event.claimer && event.claimer.userID !== me)
    lostTo(conversation);
  else void loadConversations();
}

/**
 * A colleague has this company conversation: the list (as the server now gives it) drops it, but the
 * one I have open stays on screen, saying so, until I leave it.
 */
function lostTo(conversation: Conversation) {
  const id = conversation.conversationID;
  const lost = { ...conversation, inbox: { ...conversation.inbox!, claimed: true, claimer: null } };
  const keep = (s: ChatState): ChatState => {
    const others = s.conversations.filter((c) => c.conversationID !== id);
    return { ...s, conversations: s.current === id ? [...others, lost] : others };
  };
  patchChat(keep);
  void loadConversations().then(() => patchChat(keep));
}

/**
 * Claims a company conversation for me. The server decides: of two claims at once one wins, and the
 * other's answer says a colleague has it (thrown, with the server's message, after the list drops it).
 */
export async function claimConversation(conversationID: string): Promise<void> {
  try {
    const claimed = await post(ChatPaths.conversationClaim, { conversationID }, { silent: true });
    patchChat((s) => ({
      ...s,
      conversations: s.conversations.map((c) => (c.conversationID === conversationID ? claimed : c)),
    }));
  } catch (error) {
    // Refused (a colleague has it, or I may not): it is not mine to answer. A lost network changes nothing.
    if (!(error instanceof ApiError) || error.code !== ResponseCode.Forbidden) throw error;
    const conversation = chatStore.getState().conversations.find((c) => c.conversationID === conversationID);
    if (conversation) lostTo(conversation);
    throw error;
  }
}

/** Listens for claims while the chat panel is up (the panel reloads the list when it opens anyway). */
export function InboxListener() {
  useEffect(() => {
    const socket = realtimeSocket();
    socket?.on(ChatEvents.claimed, applyClaimed);
    return () => {
      socket?.off(ChatEvents.claimed, applyClaimed);
    };
  }, []);
  return null;
}

/**
 * The conversation header's "Claim" for a company conversation nobody claimed yet (staff only). The
 * server decides who wins; losing says a colleague has it.
 */
export function ClaimButton({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chat');
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  if (!awaitsClaim(conversation)) return null;
  const claim = async () => {
    setBusy(true);
    try {
      // Claimed, the button gives way to the send box: that is the confirmation.
      await claimConversation(conversation.conversationID);
    } catch (error) {
      // The server's reason (a colleague has it); a network failure was already told by the request.
      if (error instanceof Error && error.message) message.error(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    // antd would space out the two characters of "认领": the visible text stays the accessible name.
    <Button type="primary" size="small" autoInsertSpace={false} loading={busy} onClick={() => void claim()}>
      {t('inbox.claim')}
    </Button>
  );
}

const RETURN_KEY = 'return';

/**
 * The holder's "Hand over" for a company conversation they claimed: to a current colleague (who holds it
 * from then on, and the buyer sees their name), or back to the shared inbox, where any colleague can
 * claim it. Asked for confirmation, since the conversation then leaves (or may leave) my hands.
 */
export function HandOverButton({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chat');
  const { message, modal } = useFeedback();
  const [colleagues, setColleagues] = useState<ChatProfile[] | 'loading' | 'failed'>('loading');
  const me = sessionStore.getState().info?.userAccountId;
  if (conversation.inbox?.viewer !== 'staff' || conversation.inbox.claimer?.userID !== me) return null;

  const loadColleagues = (open: boolean) => {
    if (!open) return;
    setColleagues('loading');
    post(ChatPaths.groupColleagues, undefined, { silent: true }).then(
      (answer) => setColleagues(answer.list),
      () => setColleagues('failed'),
    );
  };
  const handOver = (to: ChatProfile | null) =>
    modal.confirm({
      title: t('inbox.handOverLabel'),
      content: to ? t('inbox.confirmHandOver', { name: to.nick }) : t('inbox.confirmReturn'),
      okText: to ? t('inbox.handOver') : t('inbox.returnToInbox'),
      onOk: async () => {
        try {
          await post(
            ChatPaths.conversationHandOver,
            { conversationID: conversation.conversationID, ...(to ? { toUserID: to.userID } : {}) },
            { silent: true },
          );
          message.success(to ? t('inbox.handedOver', { name: to.nick }) : t('inbox.returned'));
          // The server tells every tab (chat:claimed); this one need not wait for it.
          if (to) lostTo(conversation);
          else void loadConversations();
        } catch (error) {
          if (error instanceof Error && error.message) message.error(error.message);
        }
      },
    });
  const status = (label: string): NonNullable<MenuProps['items']>[number] => ({
    key: 'status',
    label,
    disabled: true,
  });
  const items: MenuProps['items'] = [
    { key: RETURN_KEY, label: t('inbox.returnToInbox') },
    { type: 'divider' },
    ...(colleagues === 'loading'
      ? [status(t('inbox.loadingColleagues'))]
      : colleagues === 'failed'
        ? [status(t('inbox.colleaguesFailed'))]
        : colleagues.length === 0
          ? [status(t('inbox.noColleagues'))]
          : colleagues.map((c) => ({ key: c.userID, label: t('inbox.handOverTo', { name: c.nick }) }))),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === RETURN_KEY) return handOver(null);
    const to = Array.isArray(colleagues) ? colleagues.find((c) => c.userID === key) : undefined;
    if (to) handOver(to);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} onOpenChange={loadColleagues}>
      <Button
        className="of-chat-handover"
        size="small"
        icon={<SwapOutlined />}
        aria-label={t('inbox.handOverLabel')}
        title={t('inbox.handOverLabel')}
      >
        <span className="of-chat-handover-label">{t('inbox.handOver')}</span>
      </Button>
    </Dropdown>
  );
}

/**
 * What stands in place of the send box while I may not answer a company conversation: claim it first,
 * or a colleague has it (named when known).
 */
export function InboxNotice({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chat');
  if (!mayWrite(conversation) && conversation.inbox?.claimed)
    return (
      <Alert
        className="of-chat-inbox-note"
        type="warning"
        showIcon
        role="status"
        title={t('inbox.claimedByColleague')}
      />
    );
  if (awaitsClaim(conversation))
    return (
      <Alert className="of-chat-inbox-note" type="info" showIcon role="status" title={t('inbox.claimHint')} />
    );
  return null;
}
