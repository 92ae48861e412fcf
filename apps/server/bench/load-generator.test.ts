import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile, runLoad } from './load-generator';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('runLoad', () => {
  let server: http.Server;
  let port: number;
  let seen = 0;
  const methods = new Set<string>();

  beforeAll(async () => {
    // Every third call answers an error envelope with status 200, every fifth a 500.
    server = http.createServer((req, res) => {
      methods.add(req.method ?? '');
      req.resume();
      req.on('end', () => {
        seen++;
        if (seen % 5 === 0) return res.writeHead(500).end('boom');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: seen % 3 === 0 ? 1003 : 1000, msg: '', data: null }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts envelope errors and HTTP errors apart from successes', async () => {
    const result = await runLoad({
      host: '127.0.0.1',
      port,
      request: { method: 'POST', path: '/x', body: '{"a":1}' },
      success: 'envelope',
      connections: 4,
      warmupMs: 50,
      durationMs: 300,
    });
    expect(methods).toEqual(new Set(['POST']));
    expect(result.requests).toBeGreaterThan(10);
    expect(result.errors).toBeGreaterThan(0);
    // About 7 in 15 calls fail (codes 1003 and the 500s); allow for where the window cuts.
    const failedShare = result.errors / (result.errors + result.requests);
    expect(failedShare).toBeGreaterThan(0.3);
    expect(failedShare).toBeLessThan(0.6);
    expect(result.errorSamples.some((s) => s.startsWith('code 1003'))).toBe(true);
    expect(result.errorSamples.some((s) => s.startsWith('HTTP 500'))).toBe(true);
    expect(result.p50Ms).toBeLessThanOrEqual(result.p99Ms);
    expect(result.requestsPerSecond).toBeGreaterThan(0);
  });

  it('with the http rule, only the status decides', async () => {
    const result = await runLoad({
      host: '127.0.0.1',
      port,
      request: { method: 'GET', path: '/x' },
      success: 'http',
      connections: 2,
      warmupMs: 0,
      durationMs: 200,
    });
    expect(result.errorSamples.every((s) => s.startsWith('HTTP 500'))).toBe(true);
    const failedShare = result.errors / (result.errors + result.requests);
    expect(failedShare).toBeGreaterThan(0.1);
    expect(failedShare).toBeLessThan(0.3);
  });

  it('counts a refused connection as an error instead of hanging', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await runLoad({
      host: '127.0.0.1',
      port: deadPort,
      request: { method: 'GET', path: '/' },
      success: 'http',
      connections: 1,
      warmupMs: 0,
      durationMs: 100,
    });
    expect(result.requests).toBe(0);
    expect(result.errors).toBeGreaterThan(0);
    expect(result.errorSamples[0]).toMatch(/^request: .*ECONNREFUSED/);
    expect(result.p99Ms).toBeNaN();
  });
});

describe('runLoad with bodies', () => {
  it('sends the bodies in turn, so each request can ask for something not cached', async () => {
    const received: string[] = [];
    const server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => {
        text += c.toString();
      });
      req.on('end', () => {
        received.push(text);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const bodies = ['{"keyword":"a"}', '{"keyword":"b"}', '{"keyword":"c"}'];
      const result = await runLoad({
        host: '127.0.0.1',
        port: (server.address() as AddressInfo).port,
        request: { method: 'POST', path: '/', bodies },
        success: 'http',
        connections: 1,
        warmupMs: 0,
        durationMs: 150,
      });
      expect(result.requests).toBeGreaterThan(3);
      expect(received.slice(0, 4)).toEqual([...bodies, bodies[0]]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
