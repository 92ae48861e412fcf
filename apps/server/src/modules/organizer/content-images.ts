import {
  type Bilingual,
  contentMessages,
  type MediaPurpose,
  type MediaRef,
  ResponseCode,
} from '@openfair/contract';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { MediaUrl } from '../../core/media-url';
import { isValidMediaKey } from '../../media/storage';

/** A refusal of content input with its message in both languages (the request's is sent). */
export const contentRefused = (message: Bilingual) =>
  new AppError(ResponseCode.BadRequest, undefined, { cn: message.zh, en: message.en });

export const contentNotFound = () =>
  new AppError(ResponseCode.NotFound, undefined, {
    cn: contentMessages.notFound.zh,
    en: contentMessages.notFound.en,
  });

// The media module stores organizers' content pictures here (media.service.ts uploadFolder).
const ORGANIZER_UPLOADS = 'uploads/organizer';

/**
 * A picture a banner or article may keep: the one it has (`kept`, demo pictures included), or a fresh
 * upload of the purpose (the upload call checked its type and size). Anything else is refused: a made-up
 * or missing key, another purpose's upload, a resized variant, an exhibitor's file.
 */
export async function acceptContentImage(
  app: AppContext,
  purpose: MediaPurpose,
  key: string,
  kept: readonly string[],
): Promise<string> {
  if (key === '' || kept.includes(key)) return key;
  const prefix = `${ORGANIZER_UPLOADS}/${purpose.toLowerCase()}/`;
  const fresh =
    isValidMediaKey(key) &&
    key.startsWith(prefix) &&
    !key.slice(prefix.length).includes('/') &&
    !/-(?:small|thumb)\.[a-z0-9]+$/.test(key);
  if (!fresh || !(await app.storage.stat(key))) throw contentRefused(contentMessages.imageNotUploaded);
  return key;
}

/** A stored picture as the console shows it: its key (sent back on save) and its URL. */
export const mediaRef = (url: MediaUrl, key: string): MediaRef | null =>
  key ? { key, url: url(key) } : null;
