import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { CatalogPaths, SystemPaths } from '@openfair/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogFair } from '../../test/factories/catalog-fair';
import { FAIR_A } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { COMPRESS_THRESHOLD_BYTES, negotiateEncoding } from './compression';

const APP_JS = `console.log(${JSON.stringify('the app '.repeat(400))});`;
const INDEX = `<!doctype html><html><head><meta charset="UTF-8">
<script type="module" crossorigin src="./assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

/** A build as the web app's vite config leaves it: each text asset with its .br and .gz beside it. */
function builtWebApp(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'openfair-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  const js = path.join(dist, 'assets', 'index-abc.js');
  writeFileSync(js, APP_JS);
  // Marked copies, so the test knows which file was sent and not only that it decodes.
  writeFileSync(`${js}.br`, brotliCompressSync(`${APP_JS}//br`));
  writeFileSync(`${js}.gz`, gzipSync(`${APP_JS}//gz`));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}

const decode = (encoding: string | undefined, bytes: Buffer): string =>
  encoding === 'br'
    ? brotliDecompressSync(bytes).toString()
    : encoding === 'gzip'
      ? gunzipSync(bytes).toString()
      : bytes.toString();

describe('compression', () => {
  const t = useTestApp('pglite', { webDistDir: builtWebApp(), seed: catalogFair });
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  const productList = (acceptEncoding: string | undefined, pageSize: number) =>
    t.app.inject({
      method: 'POST',
      url: CatalogPaths.productList,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      payload: {
        languageType: 'cn',
        exhibitionId: FAIR_A,
        appId: 'app',
        terminal: 'PC',
        subjectType: '',
        pageNum: 1,
        pageSize,
      },
    });

  it('sends the build’s brotli or gzip copy of an asset by Accept-Encoding, the plain file otherwise', async () => {
    const br = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(decode('br', br.rawPayload)).toBe(`${APP_JS}//br`);

    const gz = await get('/assets/index-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('accept-encoding');
    expect(decode('gzip', gz.rawPayload)).toBe(`${APP_JS}//gz`);

    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/index-abc.js', accept);
      expect(plain.statusCode, accept).toBe(200);
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(plain.headers.vary, accept).toContain('accept-encoding');
      expect(plain.body, accept).toBe(APP_JS);
    }
  });

  it('does not compress stored media, SVG included', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(150)}</svg>`;
    await t.app.appContext.storage.put('demo/logos/big.svg', Buffer.from(svg), 'image/svg+xml');
    const res = await get('/media/demo/logos/big.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<rect');
  });

  it('compresses the SPA page (index.html) by Accept-Encoding', async () => {
    const plain = await get('/news/3');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/news/3', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(encoding, res.rawPayload)).toBe(plain.body);
    }
  });

  it('compresses an API answer above the threshold, written once and shared, identically to the plain one', async () => {
    const plain = await productList(undefined, 20);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.json().data.list.length).toBeGreaterThan(0);
    for (const encoding of ['br', 'gzip']) {
      // Twice: the guest's page is a shared answer, whose JSON is reused on the second call.
      for (const round of [1, 2]) {
        const res = await productList(`${encoding}`, 20);
        expect(res.headers['content-encoding'], `${encoding} ${round}`).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decode(encoding, res.rawPayload)).toBe(plain.body);
      }
    }
  });

  it('leaves an API answer below the threshold as it is', async () => {
    const res = await get(SystemPaths.healthz, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});
