import { splitEmojiText } from '@openfair/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { emojiDataUri } from './emoji/emoji-art';

/** An emoji sits on the text line at about the height of its letters. */
const inlineEmoji: CSSProperties = {
  width: '1.4em',
  height: '1.4em',
  verticalAlign: '-0.35em',
  margin: '0 1px',
};

/**
 * A text message as it is shown: the sender's text with the emoji tokens drawn as pictures. The text
 * is only ever a React text child (never markup), so whatever a message contains is shown as written;
 * line breaks are kept.
 */
export function ChatText({ text, className }: { text: string; className?: string }) {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  return (
    <span className={className} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitEmojiText(text).map((part, i) =>
        part.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
          <span key={i}>{part.text}</span>
        ) : (
          <img
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
            key={i}
            src={emojiDataUri(part.emoji.zh)}
            alt={en ? part.emoji.en : part.emoji.zh}
            title={en ? part.emoji.en : part.emoji.zh}
            draggable={false}
            style={inlineEmoji}
          />
        ),
      )}
    </span>
  );
}
