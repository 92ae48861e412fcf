import { randomUUID } from 'node:crypto';
import { type ImageVariant, type MediaPurpose, mediaLimits, ResponseCode } from '@openfair/contract';
import type { AuthSession } from '../../core/auth';
import { AppError } from '../../core/errors';
import {
  type EncodedImage,
  MediaRejectedError,
  processImage,
  rejectionMessage,
  tooLarge,
} from '../../media/images';
import type { Storage } from '../../media/storage';

/** A stored image and its resized copies, by storage key (URLs are made when presented). */
export type StoredImage = {
  key: string;
  contentType: 'image/jpeg' | 'image/png';
  size: number;
  width: number;
  height: number;
  variants: Record<ImageVariant, { key: string; width: number; height: number }>;
};

/** A refusal of the media table as the envelope carries it: the rule, in both languages. */
export function uploadRejected(err: MediaRejectedError): AppError {
  return new AppError(ResponseCode.UploadRejected, undefined, {
    cn: rejectionMessage(err, 'cn'),
    en: rejectionMessage(err, 'en'),
  });
}

/** Company-level pictures (logo, company images) are the administrators'; the rest any staff member's. */
export function mayUpload(session: AuthSession, purpose: MediaPurpose): boolean {
  if (!session.employee || session.employee.resigned) return false;
  return mediaLimits[purpose].uploader === 'exhibitor' || session.employee.admin;
}

/**
 * Checks an uploaded image against its purpose's row of the media table, re-encodes it and stores it
 * with its variants under server-made names: `uploads/<exhibitor>/<purpose>/<uuid>[-variant].<ext>`.
 * The exhibitor in the key keeps one company's files together (for its removal, or a per-company quota).
 */
export async function storeImage(
  storage: Storage,
  session: AuthSession,
  purpose: MediaPurpose,
  file: Buffer | 'tooLarge' | null,
): Promise<StoredImage> {
  const limit = mediaLimits[purpose];
  try {
    if (file === null) throw new MediaRejectedError('noFile');
    if (file === 'tooLarge') throw tooLarge(limit.maxBytes);
    const image = await processImage(file, limit);
    const base = `uploads/${session.employee?.exhibitorId ?? 'none'}/${purpose.toLowerCase()}/${randomUUID()}`;
    const key = `${base}.${image.extension}`;
    const variants = {} as StoredImage['variants'];
    for (const [name, variant] of Object.entries(image.variants) as [ImageVariant, EncodedImage][]) {
      const variantKey = `${base}-${name}.${image.extension}`;
      await storage.put(variantKey, variant.data, image.contentType);
      variants[name] = { key: variantKey, width: variant.width, height: variant.height };
    }
    // The main file last: a key handed out always has its variants beside it.
    await storage.put(key, image.data, image.contentType);
    return {
      key,
      contentType: image.contentType,
      size: image.data.length,
      width: image.width,
      height: image.height,
      variants,
    };
  } catch (err) {
    if (err instanceof MediaRejectedError) throw uploadRejected(err);
    throw err;
  }
}
