import { z } from 'zod';
import { FILE_NAME_MAX, MediaPurposes, mediaLimits } from './constants';

const imagePurposeSchema = z.enum(MediaPurposes).refine((p) => mediaLimits[p].kind === 'image', {
  message: 'not an image purpose',
});
const videoPurposeSchema = z.enum(MediaPurposes).refine((p) => mediaLimits[p].kind === 'video', {
  message: 'not a video purpose',
});
const filePurposeSchema = z.enum(MediaPurposes).refine((p) => mediaLimits[p].kind === 'file', {
  message: 'not a file purpose',
});
const uploadIdSchema = z.string().regex(/^[a-f0-9]{32}$/);

/** Query of the multipart image upload. */
export const uploadImageRequestSchema = z.object({ purpose: imagePurposeSchema });

const variantSchema = z.object({
  key: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/**
 * A stored image: `key` is what other calls keep (the exhibit's pictures); `url` is built from it when the
 * answer is written, like every media URL the server hands out.
 */
export const mediaImageSchema = z.object({
  key: z.string(),
  url: z.string(),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/gif']),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.object({ small: variantSchema, thumb: variantSchema }),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

export const videoCreateRequestSchema = z.object({
  purpose: videoPurposeSchema,
  /** the whole file's size in bytes: checked against the purpose's limit before any byte is sent */
  size: z.number().int().min(1),
});
export const videoUploadStateSchema = z.object({
  uploadId: z.string(),
  /** bytes received so far: the next chunk starts here */
  offset: z.number().int(),
  size: z.number().int(),
  /** the largest chunk the server takes */
  chunkBytes: z.number().int(),
});
export type VideoUploadState = z.infer<typeof videoUploadStateSchema>;

export const videoChunkRequestSchema = z.object({
  uploadId: uploadIdSchema,
  offset: z.coerce.number().int().min(0),
});
export const videoUploadRequestSchema = z.object({ uploadId: uploadIdSchema });

export const mediaVideoSchema = z.object({
  key: z.string(),
  url: z.string(),
  contentType: z.literal('video/mp4'),
  size: z.number().int(),
  /**
   * With ffmpeg on the server: the container and codec were checked (`checked`) and a frame is offered
   * as a poster; without it neither happens (`unchecked`, no poster).
   */
  codecCheck: z.enum(['checked', 'unchecked']),
  poster: z.object({ key: z.string(), url: z.string() }).nullable(),
});
export type MediaVideo = z.infer<typeof mediaVideoSchema>;

/** Query of the multipart file upload: the name the file is offered under when it is downloaded. */
export const uploadFileRequestSchema = z.object({
  purpose: filePurposeSchema,
  name: z.string().trim().min(1).max(1000),
});

/** A stored file of any type: kept under a server-made key, offered for download under `name`. */
export const mediaFileSchema = z.object({
  key: z.string(),
  url: z.string(),
  name: z.string().max(FILE_NAME_MAX),
  size: z.number().int(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;
