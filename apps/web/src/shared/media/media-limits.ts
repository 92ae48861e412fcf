import {
  fillMessage,
  formatByteLimit,
  formatNames,
  type MediaPurpose,
  mediaLimits,
  mediaMessages,
  type UiLanguage,
} from '@openfair/contract';
import type { TFunction } from 'i18next';

/** The formats of a purpose as the file picker's `accept` list. */
export function acceptOf(purpose: MediaPurpose): string {
  return mediaLimits[purpose].formats
    .map((format) => (format === 'mp4' ? 'video/mp4,.mp4' : `image/${format}`))
    .join(',');
}

/**
 * The media table's rules for a purpose as one line under the field ("JPG or PNG, at least 1200×560
 * pixels, up to 2 MB each, at most 3"): the same numbers the server checks.
 */
export function limitHint(purpose: MediaPurpose, t: TFunction, lang: UiLanguage): string {
  const limit = mediaLimits[purpose];
  const parts = [
    t('shared:media.hint.formats', { formats: formatNames(limit.formats, lang === 'en' ? 'en' : 'cn') }),
  ];
  if (limit.minWidth && limit.minHeight) {
    parts.push(t('shared:media.hint.minSize', { width: limit.minWidth, height: limit.minHeight }));
  }
  parts.push(
    limit.minBytes
      ? t('shared:media.hint.byteRange', {
          min: formatByteLimit(limit.minBytes),
          max: formatByteLimit(limit.maxBytes),
        })
      : t('shared:media.hint.maxBytes', { max: formatByteLimit(limit.maxBytes) }),
  );
  if (limit.maxCount && limit.maxCount > 1)
    parts.push(t('shared:media.hint.count', { count: limit.maxCount }));
  return parts.join(t('shared:media.hint.separator'));
}

/**
 * What the browser can judge before sending a byte: the file's size (the server checks it again, with
 * the real type and the dimensions). Null when the file may go.
 */
export function precheck(purpose: MediaPurpose, file: File, lang: UiLanguage): string | null {
  const { maxBytes, minBytes } = mediaLimits[purpose];
  if (file.size > maxBytes)
    return fillMessage(mediaMessages.tooLarge, { max: formatByteLimit(maxBytes) })[lang];
  if (minBytes && file.size < minBytes)
    return fillMessage(mediaMessages.fileTooSmall, { min: formatByteLimit(minBytes) })[lang];
  return null;
}

/** The spec's message for choosing more files than a purpose holds. */
export function countMessage(purpose: MediaPurpose, lang: UiLanguage): string {
  return fillMessage(mediaMessages.countExceeded, { max: mediaLimits[purpose].maxCount ?? 1 })[lang];
}

/** "12.4 MB": bytes as a progress line shows them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
