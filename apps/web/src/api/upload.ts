import {
  type MediaImage,
  MediaPaths,
  type MediaPurpose,
  type MediaVideo,
  REQUEST_TIMEOUT_MS,
  type VideoUploadState,
} from '@openfair/contract';
import { i18n } from '../i18n';
import { sessionStore } from '../lib/session-store';
import { ApiError, buildUrl, commonFields, type Envelope, envelopeData, post } from './request';

/**
 * Uploads go through XMLHttpRequest, not fetch: only XHR reports how many bytes have left the browser,
 * which the progress bars show. Answers are the same envelopes as every call's.
 */
export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  /** Bytes sent so far of the whole file (a video's chunks add up). */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** No error toast: the caller shows the refusal beside its field. */
  silent?: boolean;
};

/** How long one request may take: a chunk or an image on a slow line needs more than a call. */
const UPLOAD_TIMEOUT_MS = Math.max(REQUEST_TIMEOUT_MS, 120_000);
/** Tries per video chunk before the upload is reported failed (it can then be resumed). */
const CHUNK_TRIES = 3;
const RETRY_DELAY_MS = 1_000;

type XhrBody = FormData | Blob;

function send<T>(
  path: string,
  query: Record<string, string | number>,
  body: XhrBody,
  opts: UploadOptions & { contentType?: string; onBytes?: (loaded: number) => void },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new ApiError('abort', 'ABORTED', 'aborted'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, { ...query, ...commonFields() }));
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = sessionStore.getState().token;
    if (token) xhr.setRequestHeader('Authorization', token);
    if (opts.contentType) xhr.setRequestHeader('Content-Type', opts.contentType);
    xhr.upload.onprogress = (event) => opts.onBytes?.(event.loaded);
    const onAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', onAbort);
    const done = () => opts.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      let parsed: Envelope | null = null;
      try {
        parsed = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        parsed = null;
      }
      try {
        resolve(envelopeData<T>(parsed, xhr.status, Boolean(opts.silent)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onabort = () => {
      done();
      reject(new ApiError('abort', 'ABORTED', 'aborted'));
    };
    const failed = (code: 'NETWORK' | 'TIMEOUT') => () => {
      done();
      reject(
        new ApiError(
          'network',
          code,
          i18n.t(code === 'TIMEOUT' ? 'common:errors.timeout' : 'common:errors.network'),
        ),
      );
    };
    xhr.onerror = failed('NETWORK');
    xhr.ontimeout = failed('TIMEOUT');
    xhr.send(body);
  });
}

/** Uploads one image for a purpose of the media table; the server checks it and answers its key and URLs. */
export function uploadImage(
  purpose: MediaPurpose,
  file: File,
  opts: UploadOptions = {},
): Promise<MediaImage> {
  return uploadFile<MediaImage>(MediaPaths.uploadImage, { purpose }, file, opts);
}

/** Sends one file as multipart (`file` part) to an upload call, its options in the query. */
export function uploadFile<T>(
  path: string,
  query: Record<string, string | number>,
  file: File,
  opts: UploadOptions = {},
): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  return send<T>(path, query, form, {
    ...opts,
    onBytes: (loaded) => opts.onProgress?.({ loaded: Math.min(loaded, file.size), total: file.size }),
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads a video in the server's fixed-size chunks. A dropped chunk is tried again; after a failure the
 * same `uploadId` resumes where the server stands (`resumeVideoUpload`), so nothing is sent twice.
 */
export async function uploadVideo(
  purpose: MediaPurpose,
  file: File,
  opts: UploadOptions & { onStarted?: (uploadId: string) => void } = {},
): Promise<MediaVideo> {
  const state = await post(MediaPaths.videoCreate, { purpose, size: file.size }, { silent: opts.silent });
  opts.onStarted?.(state.uploadId);
  return sendChunks(state, file, opts);
}

/** Continues an interrupted upload of the same file from the offset the server has. */
export async function resumeVideoUpload(
  uploadId: string,
  file: File,
  opts: UploadOptions = {},
): Promise<MediaVideo> {
  const state = await post(MediaPaths.videoStatus, { uploadId }, { silent: opts.silent });
  if (state.size !== file.size) {
    throw new ApiError('server', 'SIZE_MISMATCH', i18n.t('common:upload.otherFile'));
  }
  return sendChunks(state, file, opts);
}

async function sendChunks(start: VideoUploadState, file: File, opts: UploadOptions): Promise<MediaVideo> {
  let state = start;
  const report = (loaded: number) =>
    opts.onProgress?.({ loaded: Math.min(loaded, file.size), total: file.size });
  report(state.offset);
  while (state.offset < state.size) {
    const offset = state.offset;
    const chunk = file.slice(offset, Math.min(offset + state.chunkBytes, state.size));
    for (let attempt = 1; ; attempt++) {
      try {
        state = await send<VideoUploadState>(
          MediaPaths.videoChunk,
          { uploadId: state.uploadId, offset },
          chunk,
          {
            ...opts,
            silent: true,
            contentType: 'application/octet-stream',
            onBytes: (loaded) => report(offset + loaded),
          },
        );
        break;
      } catch (error) {
        const retriable = error instanceof ApiError && error.kind === 'network';
        if (!retriable || attempt >= CHUNK_TRIES) throw error;
        await wait(RETRY_DELAY_MS * attempt);
        // The chunk may have arrived before the line dropped: continue from where the server stands.
        state = await post(MediaPaths.videoStatus, { uploadId: state.uploadId }, { silent: true });
        if (state.offset !== offset) break;
      }
    }
    report(state.offset);
  }
  return post(MediaPaths.videoComplete, { uploadId: state.uploadId }, { silent: opts.silent });
}
