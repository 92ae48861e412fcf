import {
  FolderOpenOutlined,
  PictureOutlined,
  SendOutlined,
  SmileOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { CHAT_IMAGE_ACCEPT, CHAT_VIDEO_ACCEPT, droppedFileType } from '@openfair/contract';
import { Button, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import {
  type ClipboardEvent,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../shared/ui/feedback';
import type { MediaKind } from './chat-media';
import { type Outgoing, sendMessage } from './chat-store';
import { EmojiPickerPopover } from './emoji-picker-popover';

export type ComposerHandle = {
  /** puts text into the box at the caret (an emoji, or a revoked message taken back for re-editing) */
  insert(text: string): void;
  /** sends files dropped on the conversation (spec 001 §5: an MP4 as a video, anything else as a file) */
  drop(files: File[]): void;
};

/**
 * The key rule of the send box (spec 001 §5): Enter sends, Ctrl+Enter adds a new line, and Enter with
 * Shift, Alt or Meta does not send. An input method's composition Enter never sends.
 */
export function enterAction(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey'> & { isComposing?: boolean },
): 'send' | 'newline' | 'none' {
  if (e.key !== 'Enter' || e.isComposing) return 'none';
  if (e.ctrlKey) return 'newline';
  if (e.shiftKey || e.altKey || e.metaKey) return 'none';
  return 'send';
}

/**
 * What a group's send box adds (group-composer.tsx, loaded with the first group opened): the @ member
 * picker, told of every change and key first, and the ids a message mentions.
 */
export type ComposerMentions = {
  update(text: string, caret: number): void;
  keyDown(e: KeyboardEvent<HTMLTextAreaElement>, text: string): { text: string; caret: number } | boolean;
  take(text: string): string[];
  /** the picker above the box, given the text and how to replace it */
  render(text: string, putText: (text: string, caret: number) => void): ReactNode;
  aria: { 'aria-controls'?: string; 'aria-activedescendant'?: string };
};

type Props = {
  conversationID: string;
  onSent?: () => void;
  mentions?: ComposerMentions;
};

export const Composer = forwardRef<ComposerHandle, Props>(function Composer(
  { conversationID, onSent, mentions },
  ref,
) {
  const { t } = useTranslation('chat');
  const { message: toast } = useFeedback();
  const [text, setText] = useState('');
  const box = useRef<TextAreaRef>(null);
  const putText = (next: string, caret: number) => {
    setText(next);
    requestAnimationFrame(() => {
      const area = box.current?.resizableTextArea?.textArea;
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };

  const insertAtCaret = (piece: string) => {
    const area = box.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + piece + text.slice(end);
    setText(next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + piece.length, start + piece.length);
    });
  };

  const sendFile = (kind: MediaKind, file: File) => {
    onSent?.();
    // The uploader loads with the first file sent, so a chat of words does not carry it.
    void import('./chat-media')
      .then((m) => m.sendMedia(conversationID, kind, file))
      .then((answer) => {
        if (!answer.ok && answer.msg) toast.error(answer.msg);
      });
  };

  useImperativeHandle(ref, () => ({
    insert: insertAtCaret,
    drop: (files) => {
      for (const file of files) sendFile(droppedFileType(file), file);
    },
  }));

  const pickers = {
    image: useRef<HTMLInputElement>(null),
    video: useRef<HTMLInputElement>(null),
    file: useRef<HTMLInputElement>(null),
  };
  const picker = (kind: MediaKind, accept: string | undefined, label: string) => (
    <input
      ref={pickers[kind]}
      type="file"
      accept={accept}
      hidden
      tabIndex={-1}
      aria-label={label}
      data-testid={`chat-pick-${kind}`}
      onChange={(e) => {
        const file = e.target.files?.[0];
        // Cleared, so choosing the same file again sends it again.
        e.target.value = '';
        if (file) sendFile(kind, file);
      }}
    />
  );

  // Spec 001 §5: a pasted file is sent as a picture. Only pictures are: another pasted file (a PDF copied
  // in a file manager) goes as a file, which the image check would only refuse.
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...e.clipboardData.files];
    if (files.length === 0) return;
    e.preventDefault();
    for (const file of files) sendFile(file.type.startsWith('image/') ? 'image' : 'file', file);
  };

  const send = (outgoing?: Outgoing) => {
    if (!outgoing) {
      if (text.trim() === '') {
        setText('');
        toast.warning(t('emptyMessage'));
        return;
      }
      const atUserList = mentions ? mentions.take(text) : [];
      outgoing = { type: 'text', payload: atUserList.length > 0 ? { text, atUserList } : { text } };
      setText('');
    }
    onSent?.();
    void sendMessage(conversationID, outgoing).then((answer) => {
      if (!answer.ok && answer.msg) toast.error(answer.msg);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const taken = mentions?.keyDown(e, text) ?? false;
    if (typeof taken === 'object') return putText(taken.text, taken.caret);
    if (taken) return;
    const action = enterAction({ ...e, isComposing: e.nativeEvent.isComposing });
    if (action === 'send') {
      e.preventDefault();
      send();
    } else if (action === 'newline') {
      e.preventDefault();
      insertAtCaret('\n');
    } else if (e.key === 'Enter' && (e.altKey || e.metaKey)) {
      e.preventDefault();
    }
  };

  return (
    <div className="of-chat-composer">
      {mentions?.render(text, putText)}
      <Input.TextArea
        ref={box}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          mentions?.update(e.target.value, e.target.selectionStart ?? e.target.value.length);
        }}
        {...mentions?.aria}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        aria-label={t('inputLabel')}
        placeholder={t('inputPlaceholder')}
        autoSize={{ minRows: 3, maxRows: 6 }}
        maxLength={5000}
      />
      <div className="of-chat-composer-actions">
        <div className="of-chat-composer-tools">
          <EmojiPickerPopover
            onEmoji={insertAtCaret}
            onSticker={(packId, index) => send({ type: 'face', payload: { data: packId, index } })}
          >
            <Button type="text" icon={<SmileOutlined />} aria-label={t('emoji.trigger')} />
          </EmojiPickerPopover>
          <Button
            type="text"
            icon={<PictureOutlined />}
            aria-label={t('sendImage')}
            title={t('sendImage')}
            onClick={() => pickers.image.current?.click()}
          />
          <Button
            type="text"
            icon={<VideoCameraOutlined />}
            aria-label={t('sendVideo')}
            title={t('sendVideo')}
            onClick={() => pickers.video.current?.click()}
          />
          <Button
            type="text"
            icon={<FolderOpenOutlined />}
            aria-label={t('sendFile')}
            title={t('sendFile')}
            onClick={() => pickers.file.current?.click()}
          />
          {picker('image', CHAT_IMAGE_ACCEPT, t('sendImage'))}
          {picker('video', CHAT_VIDEO_ACCEPT, t('sendVideo'))}
          {picker('file', undefined, t('sendFile'))}
        </div>
        <Button type="primary" icon={<SendOutlined />} onClick={() => send()}>
          {t('send')}
        </Button>
      </div>
    </div>
  );
});
