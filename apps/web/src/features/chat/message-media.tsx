import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { formatFileSize } from '@openfair/contract';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../shared/ui/feedback';
import type { LocalMessage } from './chat-store';

type ImagePayload = { imageInfoArray?: { url: string; width: number; height: number }[] };
type VideoPayload = { videoUrl?: string; snapshotUrl?: string };
type FilePayload = { fileName?: string; fileUrl?: string; fileSize?: number };

/** Largest side of a picture in the conversation; it opens larger on a click. */
const THUMB_PX = 200;

/** A box of the picture's proportions within THUMB_PX, so the list does not jump when it loads. */
function thumbBox(width: number, height: number) {
  if (!width || !height) return undefined;
  const scale = Math.min(1, THUMB_PX / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A picture: its small copy in the conversation, the stored picture in a dialog (Esc closes it). */
export function ChatImage({ message }: { message: LocalMessage }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const [original, thumb] = (message.payload as ImagePayload).imageInfoArray ?? [];
  const shown = thumb ?? original;
  if (!shown?.url) return <span className="of-chat-text of-chat-muted">{t('summary.image')}</span>;
  const alt = t('imageFrom', { name: message.nick });
  return (
    <>
      <button
        type="button"
        className="of-chat-image"
        aria-label={t('openImage', { name: message.nick })}
        onClick={() => setOpen(true)}
      >
        <img src={shown.url} alt={alt} style={thumbBox(shown.width, shown.height)} />
      </button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        centered
        width="auto"
        className="of-chat-image-preview"
        title={t('imagePreview')}
        closable={{ 'aria-label': t('close') }}
        destroyOnHidden
      >
        <img src={original?.url || shown.url} alt={alt} />
      </Modal>
    </>
  );
}

/** A video, played in place with the browser's controls; its poster when the server took one. */
export function ChatVideo({ message }: { message: LocalMessage }) {
  const { t } = useTranslation('chat');
  const { message: toast } = useFeedback();
  const { videoUrl, snapshotUrl } = message.payload as VideoPayload;
  if (!videoUrl) return <span className="of-chat-text of-chat-muted">{t('summary.video')}</span>;
  return (
    // biome-ignore lint/a11y/useMediaCaption: people's own clips come without captions
    <video
      className="of-chat-video"
      src={videoUrl}
      poster={snapshotUrl || undefined}
      controls
      preload="metadata"
      aria-label={t('videoFrom', { name: message.nick })}
      onError={(e) =>
        toast.error(
          t('videoError', {
            message: e.currentTarget.error?.message || String(e.currentTarget.error?.code ?? ''),
          }),
        )
      }
    />
  );
}

/** A file: its name and size (spec 001 §5), downloaded under its name. */
export function ChatFile({ message }: { message: LocalMessage }) {
  const { t } = useTranslation('chat');
  const { fileName = '', fileUrl = '', fileSize = 0 } = message.payload as FilePayload;
  const size = formatFileSize(fileSize);
  const body = (
    <>
      {fileUrl ? <span className="of-chat-sr">{t('download')} </span> : null}
      <FileOutlined className="of-chat-file-icon" aria-hidden />
      <span className="of-chat-file-text">
        <span className="of-chat-file-name" title={fileName}>
          {fileName}
        </span>{' '}
        <span className="of-chat-file-size">{size}</span>
      </span>
      {fileUrl ? <DownloadOutlined className="of-chat-file-download" aria-hidden /> : null}
    </>
  );
  // While it uploads there is nothing to download yet.
  if (!fileUrl) return <span className="of-chat-file">{body}</span>;
  return (
    // Named by what it shows (axe: label-content-name-mismatch), "Download" first for screen readers.
    <a className="of-chat-file" href={fileUrl} download={fileName}>
      {body}
    </a>
  );
}
