import { ChatPaths, isLoginExpiredCode } from '@openfair/contract';
import { Button, Modal, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, post } from '../../api/request';
import { onTouristExpired } from '../../api/socket';
import { NetworkLine } from './chat-panel';
import { adoptConversation, openConversation, startChat, useChat } from './chat-store';
import { ConversationView } from './conversation-view';
import { ensureTourist, forgetTourist } from './tourist-identity';
import './chat.css';
import { StatusResult } from '../../shared/ui/status-result';

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; conversationID: string }
  | { kind: 'failed'; reason: string };

/**
 * Online service for a guest (no login): the dialog with only the conversation (spec 001 §2), with the
 * customer-service person the server assigns (spec 001 §7 getOnlineCustomer). The guest's identity is
 * issued on the first open; when it has expired a new one is asked for once. When no identity or no
 * service can be had, the dialog says so (spec 001 §8) and offers to try again.
 */
export function TouristServiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const { t: tg } = useTranslation('chat-guest');
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const retried = useRef(false);

  const start = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      const me = await ensureTourist();
      startChat();
      const service = await post(
        ChatPaths.touristCustomerService,
        { touristToken: me.token },
        { silent: true },
      );
      adoptConversation(service.conversation);
      retried.current = false;
      setPhase({ kind: 'ready', conversationID: service.conversation.conversationID });
    } catch (error) {
      if (error instanceof ApiError && isLoginExpiredCode(error.code) && !retried.current) {
        retried.current = true;
        forgetTourist();
        return start();
      }
      setPhase({
        kind: 'failed',
        reason: error instanceof ApiError && error.kind === 'server' ? error.message : t('noService'),
      });
    }
  }, [t]);

  useEffect(() => {
    if (open) void start();
  }, [open, start]);
  // The socket found the identity expired: a new one, and the service again.
  useEffect(
    () =>
      onTouristExpired(() => {
        forgetTourist();
        void start();
      }),
    [start],
  );

  const conversationID = phase.kind === 'ready' ? phase.conversationID : null;
  const conversation = useChat((s) => s.conversations.find((c) => c.conversationID === conversationID));

  return (
    <Modal
      open={open}
      onCancel={() => {
        // Closed: what arrives now counts as new (the entry shows its dot).
        openConversation(null);
        onClose();
      }}
      footer={null}
      width={800}
      style={{ top: '5vh' }}
      className="of-chat-dialog of-tourist-service"
      title={tg('title')}
      closable={{ 'aria-label': t('close') }}
    >
      <div className="of-chat is-single has-open">
        <NetworkLine />
        <div className="of-chat-columns">
          <div className="of-chat-main">
            {phase.kind === 'loading' ? (
              <div className="of-chat-pick">
                <Spin aria-label={tg('connecting')} />
              </div>
            ) : phase.kind === 'failed' ? (
              <StatusResult
                className="of-chat-pick"
                status="warning"
                title={phase.reason}
                extra={
                  <Button type="primary" onClick={() => void start()}>
                    {t('retry')}
                  </Button>
                }
              />
            ) : conversation ? (
              <ConversationView key={conversation.conversationID} conversation={conversation} />
            ) : null}
          </div>
        </div>
        <p className="of-tourist-hint">{tg('guestHint')}</p>
      </div>
    </Modal>
  );
}

/** Whether something arrived while the guest's dialog was closed (spec 001 §4 new-message indicator). */
export function useTouristHasNew(): boolean {
  return useChat((s) => s.hasNew);
}
