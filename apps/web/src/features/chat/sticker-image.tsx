import { useTranslation } from 'react-i18next';
import { stickerUrl } from './stickers';

/** The shown size of a sticker in a conversation (the files are drawn on 128×128). */
export const STICKER_SIZE = 100;

/**
 * A `face` message: the sticker its payload names, with its caption as the accessible name. A pair no
 * pack has (sent by an older or a foreign client) shows a placeholder text instead of a broken image.
 */
export function StickerImage({
  data,
  index,
  size = STICKER_SIZE,
}: {
  data: string;
  index: number;
  size?: number;
}) {
  const { t } = useTranslation('chat');
  const url = stickerUrl(data, index);
  if (!url) return <span>{t('emoji.unknownSticker')}</span>;
  return (
    <img
      src={url}
      alt={t(`emoji.captions.${data}.${index}`)}
      width={size}
      height={size}
      loading="lazy"
      draggable={false}
      style={{ display: 'block' }}
    />
  );
}
