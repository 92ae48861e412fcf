import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { ResponseCode } from '@openfair/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestDatabase } from '../../test/harness';

/** What a production server exposes, and how it treats slow and malformed requests. */
describe('exposure and timeouts', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase('pglite', 'empty');
  });
  afterAll(() => testDb.drop());
  /** One GET answered by an app built with `env`. */
  const getWith = async (env: Record<string, string>, url: string) => {
    const app = await buildTestApp(testDb.database, { env });
    try {
      return await app.inject({ method: 'GET', url });
    } finally {
      await app.close();
    }
  };

  it('closes a connection that sends its headers too slowly (slow-loris)', async () => {
    const app = await buildTestApp(testDb.database, { env: { HEADERS_TIMEOUT_MS: '400' } });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      const started = Date.now();
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      // The request line and one header, then nothing: the headers never end.
      socket.write('GET /healthz HTTP/1.1\r\nHost: openfair.test\r\n');
      await new Promise<void>((resolve) => socket.on('close', () => resolve()));
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(350);
      // Node's default would have waited 60 s.
      expect(elapsed).toBeLessThan(3000);
      expect(answer).toContain('408');
    } finally {
      await app.close();
    }
  });

  it('serves /docs in development, not in production unless DOCS=1', async () => {
    const docsStatus = async (env: Record<string, string>) => (await getWith(env, '/docs/json')).statusCode;
    expect(await docsStatus({ NODE_ENV: 'development' })).toBe(200);
    expect(await docsStatus({ NODE_ENV: 'production' })).toBe(404);
    expect(await docsStatus({ NODE_ENV: 'production', DOCS: '1' })).toBe(200);
  });

  it('answers a malformed URL encoding with the error envelope', async () => {
    const app = await buildTestApp(testDb.database);
    try {
      const res = await app.inject({ method: 'GET', url: '/visitor/v2/getInfo?languageType=%E0%A4%A' });
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json<{ code: number; msg: string; data: unknown }>();
      expect(body.code).not.toBe(ResponseCode.Success);
      expect(body.msg).not.toBe('');
      expect(body.data).toBeNull();
      const path = await app.inject({ method: 'GET', url: '/visitor/v2/%E0%A4%A' });
      expect(path.statusCode).toBeLessThan(500);
      expect(path.json<{ code: number }>().code).not.toBe(ResponseCode.Success);
    } finally {
      await app.close();
    }
  });

  it("limits the page's connections to its own origin and the configured media hosts", async () => {
    const connectSrc = async (env: Record<string, string>) =>
      String((await getWith(env, '/healthz')).headers['content-security-policy'])
        .split('; ')
        .find((d) => d.startsWith('connect-src'));
    expect(await connectSrc({})).toBe("connect-src 'self'");
    expect(
      await connectSrc({
        S3_ENDPOINT: 'https://s3.example.test:9000',
        S3_BUCKET: 'fair',
        S3_ACCESS_KEY: 'key',
        S3_SECRET_KEY: 'secret',
        LIVE_PLAYBACK_BASE: 'https://live.example.test/hls/',
      }),
    ).toBe("connect-src 'self' https://s3.example.test:9000 https://live.example.test");
  });
});
