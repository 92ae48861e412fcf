import { MediaPaths, ResponseCode } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Role, TestClient } from './client';
import { FAIR_A } from './fixtures';

/** A multipart body with one part named `field` (the client's name and type are what a browser sends). */
export function multipart(file: Buffer, opts: { filename?: string; type?: string; field?: string } = {}) {
  const boundary = `----openfair${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; ` +
    `filename="${opts.filename ?? 'photo.jpg'}"\r\nContent-Type: ${opts.type ?? 'image/jpeg'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A plain picture of a size, with camera metadata the server must strip. */
export const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .withExif({ IFD0: { Make: 'SecretCam', Artist: 'Where I live' } })
    [format]()
    .toBuffer();

export type UploadReply = {
  code: number;
  msg: string;
  data: {
    key: string;
    url: string;
    contentType: string;
    width: number;
    height: number;
    variants: Record<'small' | 'thumb', { key: string; url: string; width: number; height: number }>;
  } | null;
};

type Harness = { app: FastifyInstance; api: { tokenOf(role: Role): Promise<string> } };

/** The subject type a role's requests name (the common fields). */
const subjectTypeOf = (as: Role | 'guest') =>
  as === 'visitor' || as === 'newVisitor' || as === 'onlyB'
    ? 'VISITOR'
    : as === 'organizer'
      ? 'ORGANIZER'
      : as === 'guest'
        ? ''
        : 'ACTOR';

type UploadOptions = {
  /** the file's name in the query (the file upload call) */
  name?: string;
  as?: Role | 'guest';
  purpose?: string;
  lang?: 'cn' | 'en';
  filename?: string;
  type?: string;
};

/** POSTs one file to the image upload call as a role (or a guest), the way the web client sends it. */
export function uploadImage(t: Harness, file: Buffer | null, o: UploadOptions = {}): Promise<UploadReply> {
  return uploadFile(t, MediaPaths.uploadImage, file, { purpose: o.purpose ?? 'exhibitImage', ...o });
}

/** POSTs one file as multipart to an upload call (its query: the common fields and `purpose` if given). */
export async function uploadFile<Reply = UploadReply>(
  t: Harness,
  path: string,
  file: Buffer | null,
  o: UploadOptions = {},
): Promise<Reply> {
  const as = o.as ?? 'staff';
  const token = as === 'guest' ? undefined : await t.api.tokenOf(as);
  const subjectType = subjectTypeOf(as);
  const body = file ? multipart(file, o) : null;
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    query: {
      ...(o.purpose ? { purpose: o.purpose } : {}),
      ...(o.name ? { name: o.name } : {}),
      languageType: o.lang ?? 'cn',
      exhibitionId: FAIR_A,
      appId: 'app',
      terminal: 'PC',
      subjectType,
    },
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body ? { 'content-type': body.contentType } : { 'content-type': 'application/json' }),
    },
    payload: body?.payload ?? '{}',
  });
  return res.json() as Reply;
}

export type VideoReply = {
  code: number;
  msg: string;
  data: {
    key: string;
    url: string;
    size: number;
    codecCheck: 'checked' | 'unchecked';
    poster: { key: string; url: string } | null;
  } | null;
};

/** Uploads a whole video the way the web client does: create, every chunk in order, complete. */
export async function uploadVideo(
  t: { app: FastifyInstance; api: TestClient },
  video: Buffer,
  o: { as?: Role; lang?: 'cn' | 'en'; purpose?: string } = {},
): Promise<VideoReply> {
  const as = o.as ?? 'staff';
  const lang = o.lang ?? 'en';
  const created = await t.api.post(
    MediaPaths.videoCreate,
    { purpose: (o.purpose ?? 'exhibitVideo') as 'exhibitVideo', size: video.length },
    { as, lang },
  );
  if (created.code !== ResponseCode.Success) return created as unknown as VideoReply;
  const { uploadId, chunkBytes } = created.data as { uploadId: string; chunkBytes: number };
  const common = {
    languageType: lang,
    exhibitionId: FAIR_A,
    appId: 'app',
    terminal: 'PC',
    subjectType: subjectTypeOf(as),
  };
  for (let offset = 0; offset < video.length; offset += chunkBytes) {
    const res = await t.app.inject({
      method: 'POST',
      url: MediaPaths.videoChunk,
      query: { ...common, uploadId, offset: String(offset) },
      headers: { authorization: await t.api.tokenOf(as), 'content-type': 'application/octet-stream' },
      payload: video.subarray(offset, offset + chunkBytes),
    });
    const reply = res.json() as VideoReply;
    if (reply.code !== ResponseCode.Success) return reply;
  }
  return (await t.api.post(MediaPaths.videoComplete, { uploadId }, { as, lang })) as unknown as VideoReply;
}
