import { ChatPaths } from '@openfair/contract';

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { post } from '../../api/request';
import { useFeedback } from '../../shared/ui/feedback';
import { ChatPanel } from './chat-panel';
import { openCompanyConversation, openConversationWith } from './chat-store';

/**
 * /chat: the chat as a page (and /organizer/chat, where customer service answers). `?to=<user id>` opens
 * (or starts) the conversation with that person, as the chat buttons of exhibitor and buyer pages do;
 * `?exhibitor=<id>` the buyer's conversation with that company (its staff's shared inbox); with
 * `&product=<id>` from a product page, either opens with that product's card;
 * `?service=1` opens the conversation with the customer-service person the server assigns.
 */
export function ChatScreen() {
  const { t } = useTranslation('chat');
  const { message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const to = params.get('to');
  const product = params.get('product') ?? undefined;
  const exhibitor = params.get('exhibitor');
  const service = params.get('service') === '1';
  useEffect(() => {
    if (!to && !service && !exhibitor) return;
    const forget = () =>
      setParams(
        (p) => {
          p.delete('to');
          p.delete('product');
          p.delete('exhibitor');
          p.delete('service');
          return p;
        },
        { replace: true },
      );
    const opening = exhibitor
      ? openCompanyConversation(exhibitor, product)
      : (to
          ? Promise.resolve(to)
          : post(ChatPaths.customerService, undefined, { silent: true }).then((cs) => cs.userID)
        ).then((userID) => openConversationWith(userID, to ? product : undefined));
    void opening
      .catch((error: unknown) => {
        if (service) message.error(error instanceof Error && error.message ? error.message : t('noService'));
      })
      .finally(forget);
  }, [to, exhibitor, product, service, setParams, message, t]);
  return (
    <div className="of-chat-page">
      <h1 className="of-chat-sr">{t('title')}</h1>
      <ChatPanel />
    </div>
  );
}
