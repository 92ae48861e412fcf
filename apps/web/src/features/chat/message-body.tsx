import { parseProductCard } from '@openfair/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalMessage } from './chat-store';
import { ChatText } from './chat-text';
import { StickerImage } from './sticker-image';

// Pictures, videos and files (their preview dialog and player) load with the first such message, so
// a chat of words does not carry them.
const ChatImage = lazy(() => import('./message-media').then((m) => ({ default: m.ChatImage })));
const ChatVideo = lazy(() => import('./message-media').then((m) => ({ default: m.ChatVideo })));
const ChatFile = lazy(() => import('./message-media').then((m) => ({ default: m.ChatFile })));
// So is a product card (a conversation opened from a product page).
const ProductCardMessage = lazy(() =>
  import('./product-card-message').then((m) => ({ default: m.ProductCardMessage })),
);

/** What a message says, by its type (spec 001 §9: a custom message shows its text or "[custom message]"). */
export function MessageBody({ message }: { message: LocalMessage }) {
  const { t } = useTranslation('chat');
  const payload = message.payload as { text?: string; data?: string; description?: string };
  switch (message.type) {
    case 'text':
      return <ChatText className="of-chat-text" text={payload.text ?? ''} />;
    case 'face':
      return <StickerImage data={payload.data ?? ''} index={(payload as { index?: number }).index ?? -1} />;
    case 'image':
    case 'video':
    case 'file': {
      const Media = message.type === 'image' ? ChatImage : message.type === 'video' ? ChatVideo : ChatFile;
      return (
        <Suspense
          fallback={<span className="of-chat-text of-chat-muted">{t(`summary.${message.type}`)}</span>}
        >
          <Media message={message} />
        </Suspense>
      );
    }
    case 'custom': {
      const card = parseProductCard(payload.data ?? '');
      if (card)
        return (
          <Suspense fallback={<span className="of-chat-text of-chat-muted">{t('productCard.label')}</span>}>
            <ProductCardMessage card={card} />
          </Suspense>
        );
      return <span className="of-chat-text">{payload.description || t('customMessage')}</span>;
    }
    default:
      return <span className="of-chat-text of-chat-muted">{t('unsupported')}</span>;
  }
}
