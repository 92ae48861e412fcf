import { ResponseCode, SessionPaths } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvelope } from './client';
import { FAIR_A } from './fixtures';
import { buildTestApp, openTestDatabase, type TestDatabase } from './harness';

const PROXY = '10.9.0.1';

/** Rate limits key on the client: behind a trusted proxy that is the address it forwarded. */
describe('TRUST_PROXY', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase('pglite', 'empty');
  });
  afterAll(() => testDb.drop());

  /** Login attempts with a limit of 2 a minute; each answers its code (1013 once limited). */
  async function attempts(env: Record<string, string>, calls: { from: string; forwardedFor?: string }[]) {
    const app: FastifyInstance = await buildTestApp(testDb.database, { loginRateLimit: 2, env });
    try {
      const codes: number[] = [];
      for (const { from, forwardedFor } of calls) {
        const res = await app.inject({
          method: 'POST',
          url: SessionPaths.webLogon,
          remoteAddress: from,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
          payload: {
            exhibitionId: FAIR_A,
            languageType: 'en',
            account: 'proxy@example.test',
            password: 'nope',
          },
        });
        codes.push(readEnvelope(res).code);
      }
      return codes;
    } finally {
      await app.close();
    }
  }
  const three = (forwardedFor: (i: number) => string, from = PROXY) =>
    [0, 1, 2].map((i) => ({ from, forwardedFor: forwardedFor(i) }));

  it('limits two clients behind a trusted proxy separately', async () => {
    const trusted = { TRUST_PROXY: PROXY };
    // Two calls from one client, the third from another: nobody is limited.
    expect(
      await attempts(
        trusted,
        three((i) => (i < 2 ? '203.0.113.5' : '203.0.113.6')),
      ),
    ).not.toContain(ResponseCode.TooManyRequests);
    // Three from the same client: the third is.
    expect(
      (
        await attempts(
          trusted,
          three(() => '203.0.113.5'),
        )
      )[2],
    ).toBe(ResponseCode.TooManyRequests);
  });

  it('trusts the nearest hops by count', async () => {
    const codes = await attempts(
      { TRUST_PROXY: '1' },
      three((i) => (i < 2 ? '203.0.113.5' : '203.0.113.6')),
    );
    expect(codes).not.toContain(ResponseCode.TooManyRequests);
  });

  it('ignores X-Forwarded-For when off, and from an address that is not a trusted proxy', async () => {
    const spoofed = three((i) => `198.51.100.${i}`);
    expect((await attempts({}, spoofed))[2]).toBe(ResponseCode.TooManyRequests);
    expect(
      (
        await attempts(
          { TRUST_PROXY: PROXY },
          three((i) => `198.51.100.${i}`, '10.9.0.99'),
        )
      )[2],
    ).toBe(ResponseCode.TooManyRequests);
  });
});
