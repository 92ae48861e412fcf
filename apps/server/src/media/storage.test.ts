import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentTypeForKey,
  createStorage,
  InvalidMediaKeyError,
  isValidMediaKey,
  type Storage,
} from './storage';

describe('isValidMediaKey', () => {
  it.each(['a.svg', 'demo/logos/0f3c.svg', 'demo/products/abc-1.svg', 'uploads/2026/11/x_y.png', 'noext'])(
    'accepts %s',
    (key) => {
      expect(isValidMediaKey(key)).toBe(true);
    },
  );
  it.each([
    '',
    '../etc/passwd',
    'demo/../../secret',
    'demo/..',
    '..',
    '/abs.svg',
    'demo//x.svg',
    'demo/x.svg/',
    '.meta/demo/x.svg.type',
    'demo/.hidden',
    'Demo/X.svg',
    'demo/a b.svg',
    'demo\\x.svg',
    'demo/%2e%2e/x',
    'demo/a..b.svg',
    `${'a'.repeat(513)}`,
  ])('rejects %j', (key) => {
    expect(isValidMediaKey(key)).toBe(false);
  });
});

describe('contentTypeForKey', () => {
  it('derives types from the extension', () => {
    expect(contentTypeForKey('demo/a.svg')).toBe('image/svg+xml');
    expect(contentTypeForKey('x.jpeg')).toBe('image/jpeg');
    expect(contentTypeForKey('x.mp4')).toBe('video/mp4');
    expect(contentTypeForKey('dir.v2/file')).toBeUndefined();
    expect(contentTypeForKey('x.unknownext')).toBeUndefined();
  });
});

function storageContract(
  name: string,
  make: () => Promise<{ storage: Storage; cleanup: () => Promise<void> }>,
) {
  describe(name, () => {
    let storage: Storage;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, cleanup } = await make());
    });
    afterAll(() => cleanup());

    it('stores and returns data with its content type and a URL under the base path', async () => {
      const url = await storage.put('demo/logos/one.svg', Buffer.from('<svg/>'), 'image/svg+xml');
      expect(url).toBe('/expo/media/demo/logos/one.svg');
      expect(storage.urlFor('demo/logos/one.svg')).toBe(url);
      const file = await storage.get('demo/logos/one.svg');
      expect(file?.data.toString()).toBe('<svg/>');
      expect(file?.contentType).toBe('image/svg+xml');
    });

    it('overwrites a key', async () => {
      await storage.put('demo/over.txt', Buffer.from('first'), 'text/plain; charset=utf-8');
      await storage.put('demo/over.txt', Buffer.from('second'), 'text/plain; charset=utf-8');
      expect((await storage.get('demo/over.txt'))?.data.toString()).toBe('second');
    });

    it('keeps a content type the extension does not imply', async () => {
      await storage.put('uploads/blob-1', Buffer.from([1, 2, 3]), 'image/png');
      const file = await storage.get('uploads/blob-1');
      expect(file?.contentType).toBe('image/png');
      expect([...(file?.data ?? [])]).toEqual([1, 2, 3]);
    });

    it('returns null for a missing key and for invalid keys', async () => {
      expect(await storage.get('demo/missing.svg')).toBeNull();
      expect(await storage.get('../package.json')).toBeNull();
      expect(await storage.get('demo')).toBeNull();
    });

    it('refuses to store under an invalid key', async () => {
      await expect(storage.put('../evil.svg', Buffer.from('x'), 'image/svg+xml')).rejects.toBeInstanceOf(
        InvalidMediaKeyError,
      );
      await expect(storage.put('a/../../b.svg', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow(
        /Invalid media key/,
      );
    });

    it('stores a stream of a declared size, and opens, stats and deletes it', async () => {
      const data = Buffer.alloc(3 * 1024 * 1024 + 7, 0x5a);
      const chunks = [data.subarray(0, 1_000_000), data.subarray(1_000_000)];
      await storage.putStream('uploads/big.mp4', Readable.from(chunks), data.length, 'video/mp4');
      expect(await storage.stat('uploads/big.mp4')).toEqual({ size: data.length, contentType: 'video/mp4' });
      const opened = await storage.open('uploads/big.mp4');
      expect(opened?.size).toBe(data.length);
      const read: Buffer[] = [];
      for await (const chunk of opened!.stream) read.push(chunk as Buffer);
      expect(Buffer.concat(read).equals(data)).toBe(true);
      await storage.delete('uploads/big.mp4');
      expect(await storage.stat('uploads/big.mp4')).toBeNull();
      expect(await storage.open('uploads/big.mp4')).toBeNull();
      await storage.delete('uploads/big.mp4');
    });

    it('opens a byte range of a file, telling the whole size', async () => {
      const data = Buffer.from('0123456789abcdef');
      await storage.put('uploads/range.mp4', data, 'video/mp4');
      const read = async (range?: { start: number; end: number }) => {
        const opened = await storage.open('uploads/range.mp4', range);
        const chunks: Buffer[] = [];
        for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
        return { size: opened!.size, text: Buffer.concat(chunks).toString() };
      };
      expect(await read({ start: 2, end: 5 })).toEqual({ size: 16, text: '2345' });
      expect(await read({ start: 15, end: 15 })).toEqual({ size: 16, text: 'f' });
      expect(await read()).toEqual({ size: 16, text: '0123456789abcdef' });
      await storage.delete('uploads/range.mp4');
    });

    it('refuses a stream longer than declared and stores nothing', async () => {
      await expect(
        storage.putStream('uploads/liar.mp4', Readable.from([Buffer.alloc(10)]), 5, 'video/mp4'),
      ).rejects.toThrow();
      expect(await storage.stat('uploads/liar.mp4')).toBeNull();
    });

    it('stats and opens nothing for missing or invalid keys, and refuses to delete an invalid one', async () => {
      expect(await storage.stat('uploads/none.png')).toBeNull();
      expect(await storage.open('../x')).toBeNull();
      await expect(storage.delete('../x')).rejects.toBeInstanceOf(InvalidMediaKeyError);
    });

    it('does not share the caller buffer', async () => {
      const buf = Buffer.from('abc');
      await storage.put('demo/copy.txt', buf, 'text/plain; charset=utf-8');
      buf.write('zzz');
      expect((await storage.get('demo/copy.txt'))?.data.toString()).toBe('abc');
    });
  });
}

storageContract('memory storage', async () => ({
  storage: createStorage({ dataDir: ':memory:', basePath: '/expo' }),
  cleanup: async () => {},
}));

let tmp = '';
storageContract('local storage', async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'openfair-media-'));
  return {
    storage: createStorage({ dataDir: tmp, basePath: '/expo' }),
    cleanup: () => rm(tmp, { recursive: true, force: true }),
  };
});

// The S3 driver against a real S3 protocol server (s3rver keeps its objects in a temporary folder).
let s3Dir = '';
let s3Server: S3rver | null = null;
storageContract('S3 storage (s3rver)', async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'openfair-s3-'));
  s3Server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'fair-media', configs: [] }],
  });
  const { port } = await s3Server.run();
  const storage = createStorage({
    dataDir: ':memory:',
    basePath: '/expo',
    s3: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'fair-media',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
    },
  });
  expect(storage.driver).toBe('s3');
  return {
    storage,
    cleanup: async () => {
      await s3Server?.close();
      await rm(s3Dir, { recursive: true, force: true });
    },
  };
});

describe('local storage layout', () => {
  it('writes files under DATA_DIR/media/<key> and leaves no temporary files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'openfair-media-'));
    try {
      const storage = createStorage({ dataDir: dir });
      expect(await storage.put('demo/products/p-1.svg', Buffer.from('<svg/>'), 'image/svg+xml')).toBe(
        '/media/demo/products/p-1.svg',
      );
      expect(await readdir(path.join(dir, 'media', 'demo', 'products'))).toEqual(['p-1.svg']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
