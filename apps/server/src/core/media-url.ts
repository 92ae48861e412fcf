import type { Storage } from '../media/storage';
import { isValidMediaKey } from '../media/storage-base';

/** Turns a stored media reference into the URL a response carries. */
export type MediaUrl = (ref: string) => string;

/** An address a reference may hold as it is: http(s), protocol-relative, or a path on this site. */
const EXTERNAL = /^(?:https?:\/\/|\/)/i;

/**
 * Rows keep media as storage keys (`uploads/…`, `demo/…`), never as URLs, so BASE_PATH or a CDN host can
 * change without rewriting them: every presenter turns them into URLs with this. An organizer's link to an
 * outside picture is an address already and stays one. Anything else (a damaged value) shows no picture.
 */
export function mediaUrls(storage: Pick<Storage, 'urlFor'>): MediaUrl {
  return (ref) => {
    if (!ref) return '';
    if (EXTERNAL.test(ref)) return ref;
    return isValidMediaKey(ref) ? storage.urlFor(ref) : '';
  };
}

/**
 * The key of an uploaded image's resized copy (`uploads/…/<id>-thumb.jpg` beside `uploads/…/<id>.jpg`,
 * made by the upload call), for lists that show many small pictures. Other references (demo SVGs,
 * outside addresses) have no copies and are used as they are.
 */
export function variantKey(ref: string, variant: 'small' | 'thumb'): string {
  const match = /^(uploads\/.+)\.(jpg|png)$/.exec(ref);
  return match ? `${match[1]}-${variant}.${match[2]}` : ref;
}
