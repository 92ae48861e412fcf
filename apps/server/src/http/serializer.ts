import { isDeepStrictEqual } from 'node:util';
import { ResponseCode } from '@openfair/contract';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { isSharedResponse } from '../core/route';

/**
 * Responses are written by their schema: each route's zod response schema becomes a JSON schema once,
 * at start, and fast-json-stringify compiles it into a writer. The writer emits only the fields the
 * schema names (a presenter can never leak a column by returning too much) and is faster than
 * JSON.stringify on the same object.
 *
 * With `strict` (tests), every response is also checked: it must pass the zod schema, and the writer
 * must not have dropped or changed anything, so a field missing from the contract fails the test that
 * returns it instead of silently vanishing for the client.
 */
export function compileResponseSerializer(
  schema: z.ZodType,
  opts: { strict: boolean; route: string },
): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  const write = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  if (!opts.strict) return write;
  return (data) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(
        `response of ${opts.route} does not match its schema at ${issue.path.join('.') || '(root)'}: ${issue.message}`,
      );
    }
    const out = write(data);
    const expected = JSON.parse(JSON.stringify(data)) as unknown;
    const written = JSON.parse(out) as unknown;
    if (!isDeepStrictEqual(written, expected)) {
      throw new Error(
        `response of ${opts.route} lost or changed fields when written by its schema: ${firstDifference(expected, written)}`,
      );
    }
    return out;
  };
}

/**
 * The writer of a route's success envelopes. A `sharedResponse` as the data (a page a read model keeps
 * for many callers) is written once and its JSON reused: only the envelope around it is written per call.
 */
export function envelopeSerializer(
  envelope: z.ZodType,
  data: z.ZodType,
  opts: { strict: boolean; route: string },
) {
  const write = compileResponseSerializer(envelope, opts);
  const writeData = compileResponseSerializer(data, opts);
  const written = new WeakMap<object, string>();
  return (value: unknown) => {
    const e = value as { code?: unknown; msg?: unknown; data?: unknown };
    if (e?.code !== ResponseCode.Success || !isSharedResponse(e.data)) return write(value);
    let json = written.get(e.data);
    if (json === undefined) {
      json = writeData(e.data);
      written.set(e.data, json);
    }
    return `{"code":${ResponseCode.Success},"msg":${JSON.stringify(e.msg)},"data":${json}}`;
  };
}

/** The path of the first place where two JSON values differ, for the strict check's message. */
function firstDifference(a: unknown, b: unknown, path = '(root)'): string {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object')
    return `${path}: ${JSON.stringify(a)?.slice(0, 80)} became ${JSON.stringify(b)?.slice(0, 80)}`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, path === '(root)' ? k : `${path}.${k}`);
  }
  return path;
}
