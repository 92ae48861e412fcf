import { Popover } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';
import type { EmojiPickerProps } from './emoji-picker';

/** The popover's width (spec 001 §9). */
export const EMOJI_POPOVER_WIDTH = 400;

// The picker (its tabs and grids) loads once the chat is idle, not with the chat's first screen.
const EmojiPicker = deferredComponent(() => import('./emoji-picker').then((m) => m.EmojiPicker));

/**
 * The picker in its popover around a trigger (the send box's emoji button). It closes after a sticker
 * is sent, and stays open for emoji, which are often typed several in a row.
 */
export function EmojiPickerPopover({
  children,
  onEmoji,
  onSticker,
}: EmojiPickerProps & { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => preloadWhenIdle(EmojiPicker), []);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="topLeft"
      styles={{
        container: { width: EMOJI_POPOVER_WIDTH, maxWidth: '100vw', padding: 8, boxSizing: 'border-box' },
      }}
      content={
        <EmojiPicker
          onEmoji={onEmoji}
          onSticker={(packId, index) => {
            setOpen(false);
            onSticker(packId, index);
          }}
        />
      }
    >
      {children}
    </Popover>
  );
}
