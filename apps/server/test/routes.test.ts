import { allEndpoints, FILE } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Policies } from '../src/core/auth';
import { areaModules } from '../src/modules/index';
import { buildTestApp, openTestDatabase, type TestDatabase } from './harness';

/** The parts of the OpenAPI document the test reads. */
type Schema = { properties?: Record<string, Schema> } & Record<string, unknown>;
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type OpenApiDocument = { paths?: Record<string, Record<string, Operation>> };

const routes = areaModules.flatMap((m) => m.routes.map((r) => ({ module: m.name, ...r })));
const name = (r: { endpoint: { method: string; path: string } }) => `${r.endpoint.method} ${r.endpoint.path}`;

/** Every call is declared in the contract and served by exactly one route that states who may call it. */
describe('route declarations', () => {
  it('every route declares a policy, a request schema and a response schema', () => {
    const missing = routes
      .filter(
        (r) =>
          !Policies.includes(r.policy) ||
          !(r.endpoint.request instanceof z.ZodType) ||
          !(r.endpoint.response instanceof z.ZodType || r.endpoint.response === FILE),
      )
      .map(name);
    expect(missing).toEqual([]);
  });

  it('serves every endpoint of the contract exactly once, and nothing else', () => {
    const served = routes.map(name).sort();
    const declared = allEndpoints.map((e) => `${e.method} ${e.path}`).sort();
    expect(served).toEqual(declared);
    expect(new Set(served).size).toBe(served.length);
  });

  it('reads the common fields on every feature call', () => {
    // Only probes, the client bootstrap and development calls go without (no fair to scope them to).
    const without = routes.filter((r) => r.commonFields === 'none').map(name);
    expect(without.sort()).toEqual([
      'GET /config.json',
      'GET /dev/exhibitor-code',
      'GET /dev/outbox',
      'GET /dev/slider-answer',
      'GET /healthz',
    ]);
  });
});

describe('the OpenAPI document', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let docs: OpenApiDocument;

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite', 'empty');
    app = await buildTestApp(testDb.database);
    docs = (await app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('shows each call with its request and its response shape', () => {
    const problems: string[] = [];
    for (const r of routes) {
      const op = docs.paths?.[r.endpoint.path]?.[r.endpoint.method.toLowerCase()];
      if (!op) {
        problems.push(`${name(r)}: not documented`);
        continue;
      }
      if (r.endpoint.response !== FILE) {
        const schema = op.responses?.['200']?.content?.['application/json']?.schema;
        const data = r.envelope === false ? schema : schema?.properties?.data;
        if (!data || Object.keys(data).length === 0) problems.push(`${name(r)}: no response shape`);
      }
      // An upload's input is its query (the body is the file).
      if (r.endpoint.upload) {
        if (!op.parameters?.some((p) => p.in === 'query')) problems.push(`${name(r)}: no query parameters`);
        continue;
      }
      const takesBody = r.endpoint.method === 'POST';
      if (takesBody && !op.requestBody?.content?.['application/json']?.schema)
        problems.push(`${name(r)}: no request body shape`);
    }
    expect(problems).toEqual([]);
  });
});
