import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat as statFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createS3Storage, type S3Options } from './s3-storage';
import { assertKey, type ByteRange, isValidMediaKey, type Storage } from './storage-base';

export type StorageOptions = {
  /** `:memory:` keeps everything in memory (tests); otherwise files go to `${dataDir}/media`. */
  dataDir: string;
  /** BASE_PATH of the site: '' or '/something' without a trailing slash. */
  basePath?: string;
  /** S3-compatible storage (the four S3_* settings): used instead of DATA_DIR/media when present. */
  s3?: S3Options;
};

export {
  type ByteRange,
  InvalidMediaKeyError,
  isValidMediaKey,
  type Storage,
  type StoredFileInfo,
} from './storage-base';

const TYPES_BY_EXTENSION: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  flv: 'video/x-flv',
  webm: 'video/webm',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Content type implied by the key's extension, or undefined for an unknown one. */
export function contentTypeForKey(key: string): string | undefined {
  const dot = key.lastIndexOf('.');
  if (dot < 0 || dot < key.lastIndexOf('/')) return undefined;
  return TYPES_BY_EXTENSION[key.slice(dot + 1)];
}

const normalizeType = (t: string) => t.trim().toLowerCase();

/** Reads a stream that must hold exactly `size` bytes (a caller's wrong size is a bug, not a short file). */
export async function readExactly(body: Readable, size: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    length += buf.length;
    if (length > size) throw new Error(`stream is longer than its declared ${size} bytes`);
    chunks.push(buf);
  }
  if (length !== size) throw new Error(`stream has ${length} bytes, ${size} declared`);
  return Buffer.concat(chunks);
}

export function createStorage(opts: StorageOptions): Storage {
  const basePath = opts.basePath ?? '';
  const urlFor = (key: string) => `${basePath}/media/${key}`;
  // Files in a bucket are served through the server's /media route like local ones: the bucket stays
  // private, the CSP keeps allowing images from 'self' only, and urlFor is the one place a CDN host
  // would go.
  if (opts.s3) return createS3Storage(opts.s3, urlFor);
  if (opts.dataDir === ':memory:') return createMemoryStorage(urlFor);
  return createLocalStorage(path.resolve(opts.dataDir, 'media'), urlFor);
}

function createMemoryStorage(urlFor: (key: string) => string): Storage {
  const files = new Map<string, { data: Buffer; contentType: string }>();
  const store = {
    driver: 'memory' as const,
    urlFor,
    async put(key: string, data: Buffer, contentType: string) {
      assertKey(key);
      files.set(key, { data: Buffer.from(data), contentType: normalizeType(contentType) });
      return urlFor(key);
    },
    async putStream(key: string, body: Readable, size: number, contentType: string) {
      assertKey(key);
      const data = await readExactly(body, size);
      files.set(key, { data, contentType: normalizeType(contentType) });
    },
    async get(key: string) {
      if (!isValidMediaKey(key)) return null;
      const file = files.get(key);
      return file ? { data: Buffer.from(file.data), contentType: file.contentType } : null;
    },
    async open(key: string, range?: ByteRange) {
      const file = await store.get(key);
      if (!file) return null;
      const bytes = range ? file.data.subarray(range.start, range.end + 1) : file.data;
      return { stream: Readable.from([bytes]), size: file.data.length, contentType: file.contentType };
    },
    async stat(key: string) {
      if (!isValidMediaKey(key)) return null;
      const file = files.get(key);
      return file ? { size: file.data.length, contentType: file.contentType } : null;
    },
    async delete(key: string) {
      assertKey(key);
      files.delete(key);
    },
  };
  return store;
}

/**
 * Files under `root/<key>`. The content type comes from the extension; when the caller's type differs
 * from it (or the extension is unknown) it is kept in a sidecar `root/.meta/<key>.type`, which no key
 * can reach because key segments never start with a dot.
 */
function createLocalStorage(root: string, urlFor: (key: string) => string): Storage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  const sidecarOf = (key: string) => `${path.join(root, '.meta', ...key.split('/'))}.type`;
  const madeDirs = new Set<string>();
  const ensureDir = async (dir: string) => {
    if (madeDirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    madeDirs.add(dir);
  };
  // Write to a temporary name then rename, so a reader never sees half a file.
  const tmpOf = (file: string) => `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const writeAtomic = async (file: string, data: Buffer | string) => {
    await ensureDir(path.dirname(file));
    const tmp = tmpOf(file);
    await writeFile(tmp, data);
    await rename(tmp, file);
  };
  const writeType = async (key: string, contentType: string) => {
    const type = normalizeType(contentType);
    if (contentTypeForKey(key) !== type) await writeAtomic(sidecarOf(key), type);
    else await rm(sidecarOf(key), { force: true });
  };
  const typeOf = async (key: string) => {
    const sidecar = await readOrNull(sidecarOf(key));
    return sidecar?.toString('utf8') || contentTypeForKey(key) || 'application/octet-stream';
  };
  const statOrNull = async (file: string) => {
    try {
      const info = await statFile(file);
      return info.isFile() ? info : null;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return null;
      throw err;
    }
  };
  const readOrNull = async (file: string) => {
    try {
      return await readFile(file);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
      throw err;
    }
  };

  return {
    driver: 'local',
    urlFor,
    async put(key, data, contentType) {
      assertKey(key);
      await writeAtomic(fileOf(key), data);
      await writeType(key, contentType);
      return urlFor(key);
    },
    async putStream(key, body, size, contentType) {
      assertKey(key);
      const file = fileOf(key);
      await ensureDir(path.dirname(file));
      const tmp = tmpOf(file);
      try {
        let length = 0;
        await pipeline(
          body,
          async function* (source) {
            for await (const chunk of source) {
              length += (chunk as Buffer).length;
              if (length > size) throw new Error(`stream is longer than its declared ${size} bytes`);
              yield chunk;
            }
            if (length !== size) throw new Error(`stream has ${length} bytes, ${size} declared`);
          },
          createWriteStream(tmp),
        );
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      await writeType(key, contentType);
    },
    async get(key) {
      if (!isValidMediaKey(key)) return null;
      const data = await readOrNull(fileOf(key));
      if (!data) return null;
      return { data, contentType: await typeOf(key) };
    },
    async open(key, range) {
      if (!isValidMediaKey(key)) return null;
      const info = await statOrNull(fileOf(key));
      if (!info) return null;
      const stream = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      return { stream, size: info.size, contentType: await typeOf(key) };
    },
    async stat(key) {
      if (!isValidMediaKey(key)) return null;
      const info = await statOrNull(fileOf(key));
      return info ? { size: info.size, contentType: await typeOf(key) } : null;
    },
    async delete(key) {
      assertKey(key);
      await rm(fileOf(key), { force: true });
      await rm(sidecarOf(key), { force: true });
    },
  };
}
