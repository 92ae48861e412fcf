import { type ChatAck, ChatEvents, type ChatMessage, type MediaFile, MediaPaths } from '@openfair/contract';
import { ApiError } from '../../api/request';
import { emitWithAck } from '../../api/socket';
import { uploadFile, uploadImage, uploadVideo } from '../../api/upload';
import { i18n } from '../../i18n';
import { applyIncoming, type LocalMessage, localMessage, newClientId, putLocal } from './chat-store';

export type MediaKind = 'image' | 'video' | 'file';

/**
 * What a picture, video or file message needs until it is stored: the file itself, and its key once the
 * upload answered, so a resend after a failed send does not upload it again. Only this tab has it: a
 * failed message of an earlier visit cannot be resent (its file is gone), like the spec's SDK.
 */
const outgoing = new Map<string, { kind: MediaKind; file: File; key?: string; preview?: string }>();

/**
 * A BMP picture becomes a PNG before it is sent: the server re-encodes every picture (which drops
 * metadata and anything hidden in it) and its image library writes no BMP. The browser decodes it.
 */
async function asUploadable(kind: MediaKind, file: File): Promise<File> {
  if (kind !== 'image' || !/\.bmp$/i.test(file.name)) return file;
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('bmp');
  return new File([blob], file.name.replace(/\.bmp$/i, '.png'), { type: 'image/png' });
}

/** The payload shown while the file is on its way: the picture or video from the file itself. */
function previewPayload(kind: MediaKind, file: File, preview: string | undefined): ChatMessage['payload'] {
  switch (kind) {
    case 'image':
      return {
        imageInfoArray: [
          { url: preview ?? '', width: 0, height: 0 },
          { url: preview ?? '', width: 0, height: 0 },
        ],
      };
    case 'video':
      return { videoUrl: preview ?? '', snapshotUrl: '', videoSize: file.size };
    case 'file':
      return { fileName: file.name, fileUrl: '', fileSize: file.size };
  }
}

/** Uploads the file for the chat, reporting the share sent; answers the stored file's key. */
async function upload(kind: MediaKind, file: File, onProgress: (share: number) => void): Promise<string> {
  const opts = {
    silent: true,
    onProgress: ({ loaded, total }: { loaded: number; total: number }) =>
      onProgress(total > 0 ? loaded / total : 0),
  };
  const ready = await asUploadable(kind, file);
  if (kind === 'image') return (await uploadImage('chatImage', ready, opts)).key;
  if (kind === 'video') return (await uploadVideo('chatVideo', ready, opts)).key;
  const stored = await uploadFile<MediaFile>(
    MediaPaths.uploadFile,
    { purpose: 'chatFile', name: ready.name },
    ready,
    opts,
  );
  return stored.key;
}

type Refusal = Extract<ChatAck<never>, { ok: false }>;

const failure = (error: unknown): Refusal => ({
  ok: false,
  code: error instanceof ApiError && typeof error.code === 'number' ? error.code : 0,
  msg: error instanceof Error && error.message ? error.message : i18n.t('chat:uploadFailed'),
});

/**
 * Sends a picture, video or file (spec 001 §4 statuses): shown at once as on its way with the share
 * uploaded, then the message naming the stored file is sent over the socket and replaced by the stored
 * one; a failure of either step marks it failed with the reason, and a resend goes on from where it
 * failed (the upload is not repeated once it succeeded).
 */
export async function sendMedia(
  conversationID: string,
  kind: MediaKind,
  file: File,
  clientMessageID = newClientId(),
): Promise<ChatAck<ChatMessage>> {
  let entry = outgoing.get(clientMessageID);
  if (!entry) {
    const preview = kind === 'file' ? undefined : URL.createObjectURL(file);
    entry = { kind, file, preview };
    outgoing.set(clientMessageID, entry);
  }
  const base = localMessage(conversationID, clientMessageID, kind, previewPayload(kind, file, entry.preview));
  let progress = entry.key ? 1 : 0;
  putLocal({ ...base, progress });
  try {
    if (!entry.key) {
      entry.key = await upload(kind, file, (share) => {
        // One update per whole percent: the bar shows floor(progress × 100).
        if (Math.floor(share * 100) === Math.floor(progress * 100)) return;
        progress = share;
        putLocal({ ...base, progress });
      });
      putLocal({ ...base, progress: 1 });
    }
  } catch (error) {
    const answer = failure(error);
    putLocal({ ...base, progress, status: 'fail', error: answer.msg });
    return answer;
  }
  const answer = await emitWithAck<ChatMessage>(ChatEvents.send, {
    clientMessageID,
    conversationID,
    message: { type: kind, payload: { key: entry.key } },
  });
  if (answer.ok) {
    applyIncoming(answer.data);
    outgoing.delete(clientMessageID);
    // The stored picture or video has replaced the local one; the copy in memory can go.
    if (entry.preview) setTimeout(() => URL.revokeObjectURL(entry.preview as string), 10_000);
  } else {
    putLocal({ ...base, progress: 1, status: 'fail', error: answer.msg });
  }
  return answer;
}

/** Whether a failed message can be sent again by this tab (its file is still here). */
export const canResendMedia = (message: LocalMessage) => outgoing.has(message.clientMessageID);

/** Sends a failed picture, video or file again, from the step that failed. */
export function resendMedia(conversationID: string, failed: LocalMessage) {
  const entry = outgoing.get(failed.clientMessageID);
  if (!entry) return Promise.resolve(failure(new Error(i18n.t('chat:fileGone'))));
  return sendMedia(conversationID, entry.kind, entry.file, failed.clientMessageID);
}
