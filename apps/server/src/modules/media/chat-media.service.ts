import { randomUUID } from 'node:crypto';
import { FILE_NAME_MAX, type MediaPurpose, mediaLimits, ResponseCode } from '@openfair/contract';
import type { AuthSession } from '../../core/auth';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { chatMedia } from '../../db/schema/index';
import { MediaRejectedError, tooLarge } from '../../media/images';
import type { Storage } from '../../media/storage';
import { type StoredImage, uploadFolder, uploadRejected } from './media.service';
import type { StoredVideo } from './video-upload.service';

/** Whether a purpose's uploads are chat files, recorded for the messages that will name them. */
export const isChatPurpose = (purpose: MediaPurpose) => mediaLimits[purpose].uploader === 'chat';

/** A picture stored for the chat, recorded as its uploader's. */
export async function recordChatImage(db: Db, session: AuthSession, image: StoredImage): Promise<void> {
  await db.insert(chatMedia).values({
    key: image.key,
    exhibitionId: session.exhibitionId,
    uploaderAccountId: session.userAccountId,
    kind: 'image',
    size: image.size,
    width: image.width,
    height: image.height,
    thumbKey: image.variants.thumb.key,
    thumbWidth: image.variants.thumb.width,
    thumbHeight: image.variants.thumb.height,
  });
}

/** A video stored for the chat, with its poster frame when there is one. */
export async function recordChatVideo(db: Db, session: AuthSession, video: StoredVideo): Promise<void> {
  await db.insert(chatMedia).values({
    key: video.key,
    exhibitionId: session.exhibitionId,
    uploaderAccountId: session.userAccountId,
    kind: 'video',
    size: video.size,
    posterKey: video.poster?.key ?? null,
  });
}

/**
 * The name a file is offered under: no folders, no control characters, at most FILE_NAME_MAX characters
 * with its extension kept. It is only ever shown and used as a download name, never as a storage key.
 */
export function cleanFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (name.split(/[\\/]/).at(-1) ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base === '' || base === '.' || base === '..') return 'file';
  if (base.length <= FILE_NAME_MAX) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 16 ? base.slice(dot) : '';
  return base.slice(0, FILE_NAME_MAX - ext.length) + ext;
}

/** The key's extension: the name's, when it is a short plain one, so a saved copy opens in its program. */
function keyExtension(name: string): string {
  const match = /\.([a-z0-9]{1,10})$/i.exec(name);
  return match?.[1] ? match[1].toLowerCase() : 'bin';
}

/**
 * Stores any file for the chat, as it is, under a server-made unguessable key. Its type is not checked
 * (the file picker takes anything, spec 001 §5); it is stored and served as plain bytes for download
 * (`application/octet-stream`, attachment, nosniff: see http/media.ts), so no file runs as a page of
 * this site.
 */
export async function storeChatFile(
  db: Db,
  storage: Storage,
  session: AuthSession,
  purpose: MediaPurpose,
  rawName: string,
  file: Buffer | 'tooLarge' | null,
): Promise<{ key: string; name: string; size: number }> {
  const folder = uploadFolder(session, purpose);
  if (!folder) throw new AppError(ResponseCode.Forbidden);
  if (file === null || file.length === 0) throw uploadRejected(new MediaRejectedError('noFile'));
  if (file === 'tooLarge') throw uploadRejected(tooLarge(mediaLimits[purpose].maxBytes));
  const name = cleanFileName(rawName);
  const key = `${folder}/${purpose.toLowerCase()}/${randomUUID()}.${keyExtension(name)}`;
  await storage.put(key, file, 'application/octet-stream');
  await db.insert(chatMedia).values({
    key,
    exhibitionId: session.exhibitionId,
    uploaderAccountId: session.userAccountId,
    kind: 'file',
    name,
    size: file.length,
  });
  return { key, name, size: file.length };
}
