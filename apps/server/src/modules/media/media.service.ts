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
  contentType: 'image/jpeg' | 'image/png' | 'image/gif';
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

/**
 * Where a purpose's files of this caller go, or null when the caller may not upload it: exhibitor staff
 * (administrators for company-level pictures) under their company, organizers who edit content under
 * `organizer`, a visitor's personal documents under `private/` (never cached, see http/media.ts), a
 * chat file under `chat/<uploader>` (reached only by its unguessable name, see http/media.ts). An organizer's role is checked by the caller (it
 * needs the database).
 */
export function uploadFolder(session: AuthSession, purpose: MediaPurpose): string | null {
  const limit = mediaLimits[purpose];
  switch (limit.uploader) {
    case 'exhibitor':
    case 'exhibitorAdmin': {
      const employee = session.employee;
      if (!employee || employee.resigned) return null;
      if (limit.uploader === 'exhibitorAdmin' && !employee.admin) return null;
      return `uploads/${employee.exhibitorId}`;
    }
    case 'organizerContent':
      return session.subjectType === 'ORGANIZER' ? 'uploads/organizer' : null;
    case 'visitor':
      if (session.subjectType !== 'VISITOR') return null;
      return limit.personal ? `private/${session.userAccountId}` : `uploads/visitor/${session.userAccountId}`;
    case 'chat':
      // Anyone who may chat: a resigned employee no longer speaks for the company.
      if (session.employee?.resigned) return null;
      return `chat/${session.userAccountId}`;
  }
}

/**
 * Checks an uploaded image against its purpose's row of the media table, re-encodes it (which also drops
 * its EXIF data: camera, place, time) and stores it with its variants under server-made names:
 * `<folder>/<purpose>/<uuid>[-variant].<ext>`. The folder keeps one company's (or one person's) files
 * together, for their removal or a quota.
 */
export async function storeImage(
  storage: Storage,
  folder: string,
  purpose: MediaPurpose,
  file: Buffer | 'tooLarge' | null,
): Promise<StoredImage> {
  const limit = mediaLimits[purpose];
  try {
    if (file === null) throw new MediaRejectedError('noFile');
    if (file === 'tooLarge') throw tooLarge(limit.maxBytes);
    const image = await processImage(file, limit);
    const base = `${folder}/${purpose.toLowerCase()}/${randomUUID()}`;
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
