import { useTranslation } from 'react-i18next';
import type { LocalMessage } from './chat-store';
import { ChatText } from './chat-text';
import { ChatFile, ChatImage, ChatVideo } from './message-media';
import { StickerImage } from './sticker-image';

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
      return <ChatImage message={message} />;
    case 'video':
      return <ChatVideo message={message} />;
    case 'file':
      return <ChatFile message={message} />;
    case 'custom':
      return <span className="of-chat-text">{payload.description || t('customMessage')}</span>;
    default:
      return <span className="of-chat-text of-chat-muted">{t('unsupported')}</span>;
  }
}
