import { EMOJI, STICKER_PACKS, type StickerPack } from '@openfair/contract';
import { Tabs } from 'antd';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emojiDataUri } from './emoji/emoji-art';
import { stickerUrl } from './stickers';

/** The emoji's size (spec 001 §9). */
export const EMOJI_SIZE = 30;
const EMOJI_COLUMNS = 10;
const STICKER_COLUMNS = 4;
const STICKER_CELL = 80;

export type EmojiPickerProps = {
  /** an emoji was chosen: its token, to insert into the text being written */
  onEmoji: (token: string) => void;
  /** a sticker was chosen: it is sent as a face message at once */
  onSticker: (packId: string, index: number) => void;
};

const cellButton: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 2,
  border: 'none',
  borderRadius: 6,
  background: 'transparent',
  cursor: 'pointer',
};

/**
 * A grid of buttons with one tab stop: Tab enters and leaves it, the arrow keys (and Home/End) move
 * within it, Enter or Space chooses. 141 tab stops would make the picker unusable from a keyboard.
 */
function RovingGrid({
  label,
  columns,
  count,
  gap,
  cell,
  renderCell,
}: {
  label: string;
  columns: number;
  count: number;
  gap: number;
  cell: number;
  renderCell: (index: number, tabIndex: number) => ReactNode;
}) {
  const [active, setActive] = useState(0);
  const grid = useRef<HTMLDivElement>(null);
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActive(next);
    grid.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
    };
    const step = steps[event.key];
    if (step !== undefined) moveTo(active + step);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(count - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div
      ref={grid}
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const index = [...(grid.current?.querySelectorAll<Element>('button') ?? [])].indexOf(
          event.target as Element,
        );
        if (index >= 0 && index !== active) setActive(index);
      }}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, ${cell}px)`,
        gap,
        justifyContent: 'space-between',
        maxHeight: 260,
        overflowY: 'auto',
        padding: 2,
      }}
    >
      {Array.from({ length: count }, (_, i) => renderCell(i, i === active ? 0 : -1))}
    </div>
  );
}

function StickerGrid({ pack, onSticker }: { pack: StickerPack; onSticker: EmojiPickerProps['onSticker'] }) {
  const { t, i18n } = useTranslation('chat');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <RovingGrid
      label={t('emoji.stickerList', { pack: pack.name[lang] })}
      columns={STICKER_COLUMNS}
      count={pack.size}
      gap={8}
      cell={STICKER_CELL}
      renderCell={(index, tabIndex) => {
        const caption = t(`emoji.captions.${pack.id}.${index}`);
        return (
          <button
            key={index}
            type="button"
            tabIndex={tabIndex}
            aria-label={caption}
            title={caption}
            style={{ ...cellButton, width: STICKER_CELL, height: STICKER_CELL }}
            onClick={() => onSticker(pack.id, index)}
          >
            <img
              src={stickerUrl(pack.id, index)}
              alt=""
              width={STICKER_CELL - 8}
              height={STICKER_CELL - 8}
              loading="lazy"
              draggable={false}
            />
          </button>
        );
      }}
    />
  );
}

/**
 * The send box's emoji picker, the content of its popover (spec 001 §2): the 141 named emoji, 30×30,
 * and a tab per sticker pack. Names and captions are in the UI language; an emoji is inserted as its
 * token, a sticker is sent as it is.
 */
export function EmojiPicker({ onEmoji, onSticker }: EmojiPickerProps) {
  const { t, i18n } = useTranslation('chat');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const emojiTab = (
    <RovingGrid
      label={t('emoji.emojiList')}
      columns={EMOJI_COLUMNS}
      count={EMOJI.length}
      gap={4}
      cell={EMOJI_SIZE + 2}
      renderCell={(index, tabIndex) => {
        const emoji = EMOJI[index]!;
        const name = emoji[lang];
        return (
          <button
            key={emoji.token}
            type="button"
            tabIndex={tabIndex}
            aria-label={name}
            title={name}
            style={{ ...cellButton, width: EMOJI_SIZE + 2, height: EMOJI_SIZE + 2, padding: 1 }}
            onClick={() => onEmoji(emoji.token)}
          >
            <img
              src={emojiDataUri(emoji.zh)}
              alt=""
              width={EMOJI_SIZE}
              height={EMOJI_SIZE}
              draggable={false}
            />
          </button>
        );
      }}
    />
  );
  return (
    <section aria-label={t('emoji.pickerLabel')} style={{ width: '100%' }}>
      <Tabs
        size="small"
        items={[
          { key: 'emoji', label: t('emoji.tabEmoji'), children: emojiTab },
          ...STICKER_PACKS.map((pack) => ({
            key: pack.id,
            label: pack.name[lang],
            children: <StickerGrid pack={pack} onSticker={onSticker} />,
          })),
        ]}
      />
    </section>
  );
}
