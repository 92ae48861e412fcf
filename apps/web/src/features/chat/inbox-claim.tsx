import type { Conversation } from '@openfair/contract';
import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimConversation, useChat } from './chat-store';

/** Whether I (staff) must claim this company conversation before I can answer it. */
export const awaitsClaim = (c: Conversation): boolean => c.inbox?.viewer === 'staff' && !c.inbox.claimed;

/**
 * The conversation header's "Claim" for a company conversation nobody claimed yet (staff only). The
 * server decides who wins; losing says a colleague has it.
 */
export function ClaimButton({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const lost = useChat((s) => conversation.conversationID in s.claimedElsewhere);
  if (!awaitsClaim(conversation) || lost) return null;
  const claim = async () => {
    setBusy(true);
    try {
      await claimConversation(conversation.conversationID);
      message.success(t('inbox.claimedByMe'));
    } catch (error) {
      message.error(error instanceof Error && error.message ? error.message : t('inbox.claimFailed'));
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

/**
 * What stands in place of the send box while I may not answer a company conversation: claim it first,
 * or a colleague has it (named when known).
 */
export function InboxNotice({
  conversationID,
  conversation,
}: {
  conversationID: string;
  conversation?: Conversation;
}) {
  const { t } = useTranslation('chat');
  const claimer = useChat((s) => s.claimedElsewhere[conversationID]);
  if (claimer !== undefined)
    return (
      <Alert
        className="of-chat-inbox-note"
        type="warning"
        showIcon
        role="status"
        message={claimer ? t('inbox.claimedBy', { name: claimer }) : t('inbox.claimedByColleague')}
      />
    );
  if (conversation && awaitsClaim(conversation))
    return (
      <Alert
        className="of-chat-inbox-note"
        type="info"
        showIcon
        role="status"
        message={t('inbox.claimHint')}
      />
    );
  return null;
}
