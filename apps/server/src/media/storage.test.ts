import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
