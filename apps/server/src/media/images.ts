import {
  formatByteLimit,
  formatMessage,
  formatNames,
  type ImageVariant,
  imageVariants,
  MAX_IMAGE_PIXELS,
  type MediaFormat,
  type MediaLimit,
  type MediaRejection,
  mediaMessages,
} from '@openfair/contract';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { sniffType } from './sniff';

/** An upload refused for a reason of the media table; the module turns it into the message. */
export class MediaRejectedError extends Error {
  constructor(
    readonly reason: MediaRejection,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`media rejected: ${reason}`);
    this.name = 'MediaRejectedError';
  }
}

export type EncodedImage = { data: Buffer; width: number; height: number };
export type ProcessedImage = EncodedImage & {
  format: 'jpeg' | 'png' | 'gif';
  contentType: 'image/jpeg' | 'image/png' | 'image/gif';
  extension: 'jpg' | 'png' | 'gif';
  variants: Record<ImageVariant, EncodedImage>;
};

/** `{formats}` is named per language when the message is written (`rejectionMessage`). */
export const formatsParam = (formats: readonly MediaFormat[]) => ({ formats: formats.join(',') });

/** The refusal in the request's language, with the limits of the media table filled in. */
export function rejectionMessage(err: MediaRejectedError, lang: 'cn' | 'en'): string {
  const params: Record<string, string | number> = { ...err.params };
  if (typeof params.formats === 'string')
    params.formats = formatNames(params.formats.split(',') as MediaFormat[], lang);
  const m = mediaMessages[err.reason];
  return formatMessage(lang === 'en' ? m.en : m.zh, params);
}

/** A byte limit refusal, used both for images and while a video streams in. */
export const tooLarge = (maxBytes: number) =>
  new MediaRejectedError('tooLarge', { max: formatByteLimit(maxBytes) });

// Re-encoding decodes every pixel: a truncated or corrupt file fails here instead of in a browser. A GIF
// is read with all its frames, so an animation stays one.
const input = (data: Buffer, animated = false) =>
  sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated });

/**
 * Checks an uploaded image against its purpose's limits (size, real type, dimensions) and re-encodes it:
 * the stored file is pixels written by sharp, so metadata (GPS position, camera, comments) and anything
 * appended to or hidden in the original (a polyglot payload) are gone. Makes the resized variants.
 */
export async function processImage(data: Buffer, limit: MediaLimit): Promise<ProcessedImage> {
  if (data.length > limit.maxBytes) throw tooLarge(limit.maxBytes);
  if (limit.minBytes && data.length < limit.minBytes)
    throw new MediaRejectedError('fileTooSmall', { min: formatByteLimit(limit.minBytes) });
  const sniffed = sniffType(data);
  if (sniffed === 'svg') throw new MediaRejectedError('svgRefused', formatsParam(limit.formats));
  if (sniffed !== 'jpeg' && sniffed !== 'png' && sniffed !== 'gif')
    throw new MediaRejectedError('wrongType', formatsParam(limit.formats));
  if (!limit.formats.includes(sniffed))
    throw new MediaRejectedError('wrongType', formatsParam(limit.formats));

  let meta: Metadata;
  try {
    // Reads the header only: the pixel count is known before anything is decoded.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaRejectedError('unreadable');
  }
  if (meta.format !== sniffed || !meta.width || !meta.height) throw new MediaRejectedError('unreadable');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new MediaRejectedError('tooManyPixels');
  // A photo taken upright but stored sideways (EXIF orientation 5-8) is shown, and stored, turned.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if ((limit.minWidth && width < limit.minWidth) || (limit.minHeight && height < limit.minHeight))
    throw new MediaRejectedError('tooSmall', { width: limit.minWidth ?? 0, height: limit.minHeight ?? 0 });

  const format = sniffed;
  const gif = format === 'gif';
  const encode = (pipeline: Sharp, quality: number) =>
    format === 'jpeg'
      ? pipeline.jpeg({ quality, mozjpeg: true })
      : gif
        ? pipeline.gif()
        : pipeline.png({ compressionLevel: 8, adaptiveFiltering: true });
  const toImage = async (pipeline: Sharp): Promise<EncodedImage> => {
    const { data: out, info } = await pipeline.toBuffer({ resolveWithObject: true });
    // An animation's frames are stacked: its picture is one frame high.
    return { data: out, width: info.width, height: info.pageHeight ?? info.height };
  };
  // rotate() applies the EXIF orientation to the pixels; sharp writes no metadata unless asked. A GIF
  // carries no orientation, and turning is not done frame by frame.
  const read = () => (gif ? input(data, true) : input(data).rotate());
  try {
    const main = await toImage(encode(read(), 90));
    const { small, thumb } = imageVariants;
    const variants = {
      small: await toImage(encode(read().resize(small.width, small.height, { fit: 'cover' }), small.quality)),
      thumb: await toImage(
        encode(
          read().resize(thumb.width, thumb.height, { fit: 'inside', withoutEnlargement: true }),
          thumb.quality,
        ),
      ),
    };
    return {
      ...main,
      format,
      contentType: `image/${format}`,
      extension: format === 'jpeg' ? 'jpg' : format,
      variants,
    };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message))
      throw new MediaRejectedError('tooManyPixels');
    throw new MediaRejectedError('unreadable');
  }
}

/** How many files one exhibit, company or scene may hold (the media table's "up to N"). */
export function checkMediaCount(limit: MediaLimit, count: number): void {
  if (limit.maxCount !== undefined && count > limit.maxCount)
    throw new MediaRejectedError('countExceeded', { max: limit.maxCount });
}
