import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type MediaPurpose,
  mediaLimits,
  ResponseCode,
  VIDEO_CHUNK_BYTES,
  type VideoUploadState,
} from '@openfair/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { mediaUploads } from '../../db/schema/index';
import { MediaRejectedError, tooLarge } from '../../media/images';
import { sniffType } from '../../media/sniff';
import type { Storage } from '../../media/storage';
import { isMp4H264, posterFrame, probeVideo, type VideoTools } from '../../media/video-tools';
import { type StoredImage, storeImage, uploadFolder, uploadRejected } from './media.service';

/** An upload not completed within a day is void: its parts are removed when the next upload starts. */
const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How many void uploads one start clears (a bounded cost per call). */
const EXPIRED_BATCH = 20;

export type StoredVideo = {
  key: string;
  size: number;
  /** whether ffmpeg checked the container and codec */
  codecCheck: 'checked' | 'unchecked';
  poster: StoredImage | null;
};

type Upload = typeof mediaUploads.$inferSelect;

const partKey = (id: string, index: number) => `tmp/video/${id}/${String(index).padStart(5, '0')}`;
const partCount = (size: number) => Math.ceil(size / VIDEO_CHUNK_BYTES);

const stateOf = (u: Pick<Upload, 'id' | 'received' | 'size'>): VideoUploadState => ({
  uploadId: u.id,
  offset: u.received,
  size: u.size,
  chunkBytes: VIDEO_CHUNK_BYTES,
});

function rejected(reason: ConstructorParameters<typeof MediaRejectedError>[0], params = {}) {
  return uploadRejected(new MediaRejectedError(reason, params));
}

async function removeParts(storage: Storage, upload: Pick<Upload, 'id' | 'size'>) {
  for (let i = 0; i < partCount(upload.size); i++) await storage.delete(partKey(upload.id, i));
}

/** Clears a few void uploads (their rows and parts), oldest first. */
async function clearExpired(db: Db, storage: Storage, now: Date) {
  const expired = await db
    .select({ id: mediaUploads.id, size: mediaUploads.size })
    .from(mediaUploads)
    .where(lt(mediaUploads.expiresAt, now))
    .orderBy(mediaUploads.expiresAt)
    .limit(EXPIRED_BATCH);
  for (const upload of expired) {
    await removeParts(storage, upload);
    await db.delete(mediaUploads).where(eq(mediaUploads.id, upload.id));
  }
}

/**
 * Starts a resumable upload of `size` bytes, refused at once when the caller may not upload the purpose
 * or its limit is smaller.
 */
export async function startVideoUpload(
  db: Db,
  storage: Storage,
  session: AuthSession,
  purpose: MediaPurpose,
  size: number,
): Promise<VideoUploadState> {
  if (!uploadFolder(session, purpose)) throw new AppError(ResponseCode.Forbidden);
  const limit = mediaLimits[purpose];
  if (size > limit.maxBytes) throw uploadRejected(tooLarge(limit.maxBytes));
  const now = new Date();
  await clearExpired(db, storage, now);
  const [upload] = await db
    .insert(mediaUploads)
    .values({
      id: randomBytes(16).toString('hex'),
      exhibitionId: session.exhibitionId,
      userAccountId: session.userAccountId,
      exhibitorId: session.employee?.exhibitorId ?? null,
      purpose,
      size,
      expiresAt: new Date(now.getTime() + UPLOAD_LIFETIME_MS),
    })
    .returning();
  return stateOf(upload!);
}

/** The caller's own upload that is still valid; anyone else's, or a void one, is "not found". */
async function ownUpload(db: Db, session: AuthSession, id: string): Promise<Upload> {
  const [upload] = await db
    .select()
    .from(mediaUploads)
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.userAccountId, session.userAccountId)));
  if (!upload || upload.expiresAt < new Date()) throw rejected('uploadNotFound');
  return upload;
}

export async function videoUploadState(db: Db, session: AuthSession, id: string): Promise<VideoUploadState> {
  return stateOf(await ownUpload(db, session, id));
}

/**
 * Takes the chunk that starts at `offset`: it must start where the upload stands and be a whole chunk
 * (the last one: the rest of the file). A chunk sent twice (its answer was lost) is refused with the
 * offset to continue from, so the client resumes instead of duplicating bytes.
 */
export async function receiveVideoChunk(
  db: Db,
  storage: Storage,
  session: AuthSession,
  id: string,
  offset: number,
  readChunk: (maxBytes: number) => Promise<Buffer | 'tooLarge' | null>,
): Promise<VideoUploadState> {
  // The body is read only once the upload is the caller's and the chunk is the one expected.
  const upload = await ownUpload(db, session, id);
  if (offset !== upload.received) throw rejected('wrongOffset', { offset: upload.received });
  const expected = Math.min(VIDEO_CHUNK_BYTES, upload.size - offset);
  if (expected === 0) throw rejected('noFile');
  const chunk = await readChunk(expected);
  if (chunk === null) throw rejected('noFile');
  if (chunk === 'tooLarge') throw rejected('wrongOffset', { offset });
  if (chunk.length < expected) throw rejected('incomplete');
  await storage.put(partKey(id, offset / VIDEO_CHUNK_BYTES), chunk, 'application/octet-stream');
  // Counted only if no other request moved the upload on meanwhile (two instances, one retried chunk).
  const [moved] = await db
    .update(mediaUploads)
    .set({ received: sql`${mediaUploads.received} + ${chunk.length}` })
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.received, offset)))
    .returning();
  if (!moved) return videoUploadState(db, session, id);
  return stateOf(moved);
}

/** MP4 (and QuickTime, its parent format, which browsers do not all play): `ftyp` at byte 4. */
const isMp4 = (head: Buffer) => sniffType(head) === 'mp4';

/**
 * Joins the parts into one stored file under a server-made key, after checking the whole file arrived
 * and is an MP4 by its first bytes; with ffmpeg, also that it really is MP4/H.264 (what every browser
 * plays), and a frame of it is stored as a poster the uploader may keep as the video's cover. Removes
 * the parts and the upload, also when the file is refused.
 */
export async function completeVideoUpload(
  db: Db,
  storage: Storage,
  session: AuthSession,
  id: string,
  tools: VideoTools | null,
): Promise<{ video: StoredVideo; purpose: MediaPurpose }> {
  const upload = await ownUpload(db, session, id);
  if (upload.received !== upload.size) throw rejected('incomplete');
  const purpose = upload.purpose as MediaPurpose;
  // Where the uploader's files of this purpose go now (an employee who resigned meanwhile gets none).
  const folder = uploadFolder(session, purpose);
  if (!folder) throw new AppError(ResponseCode.Forbidden);
  const discard = async () => {
    await removeParts(storage, upload);
    await db.delete(mediaUploads).where(eq(mediaUploads.id, id));
  };
  const first = await storage.get(partKey(id, 0));
  if (!first || !isMp4(first.data.subarray(0, 16))) {
    await discard();
    throw rejected('wrongType', { formats: mediaLimits[purpose].formats.join(',') });
  }
  const key = `${folder}/${purpose.toLowerCase()}/${randomUUID()}.mp4`;
  const parts = () =>
    Readable.from(
      (async function* () {
        for (let i = 0; i < partCount(upload.size); i++) {
          const part = await storage.get(partKey(id, i));
          if (!part) throw rejected('incomplete');
          yield part.data;
        }
      })(),
    );
  if (!tools) {
    await storage.putStream(key, parts(), upload.size, 'video/mp4');
    await discard();
    return { video: { key, size: upload.size, codecCheck: 'unchecked', poster: null }, purpose };
  }
  // ffprobe reads a file: the parts are joined on local disk first, whatever the storage driver.
  const dir = await mkdtemp(path.join(tmpdir(), 'openfair-video-'));
  try {
    const file = path.join(dir, 'upload.mp4');
    await pipeline(parts(), createWriteStream(file));
    const probe = await probeVideo(tools, file);
    if (!isMp4H264(probe)) {
      await discard();
      throw rejected('notH264');
    }
    const poster = await storePoster(tools, storage, folder, file, probe?.durationSeconds ?? 0);
    await storage.putStream(key, createReadStream(file), upload.size, 'video/mp4');
    await discard();
    return { video: { key, size: upload.size, codecCheck: 'checked', poster }, purpose };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A frame of the video stored as a video cover; none when no frame can be read or it is refused. */
async function storePoster(
  tools: VideoTools,
  storage: Storage,
  folder: string,
  file: string,
  durationSeconds: number,
): Promise<StoredImage | null> {
  const frame = await posterFrame(tools, file, durationSeconds);
  if (!frame) return null;
  try {
    return await storeImage(storage, folder, 'videoCover', frame);
  } catch {
    return null;
  }
}
