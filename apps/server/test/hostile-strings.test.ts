import { type ApiPath, allEndpoints, commonFieldsSchema, ResponseCode } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findForbiddenCharacter } from '../src/http/string-guard';
import { enginesFor, useTestApp } from './harness';

const NUL = '\u0000';
const commonKeys = new Set(Object.keys(commonFieldsSchema.shape));

/** Each call of the contract with its first own field (not a common field), GET and POST alike. */
const targets = allEndpoints.flatMap((e) => {
  if (!(e.request instanceof z.ZodObject) || e.path.startsWith('/dev/')) return [];
  const field = Object.keys(e.request.shape).find((k) => !commonKeys.has(k));
  return field ? [{ method: e.method, path: e.path as ApiPath, field }] : [];
});

describe('findForbiddenCharacter', () => {
  it('names the path of the first NUL in values and keys, and walks deep bodies without recursion', () => {
    expect(findForbiddenCharacter({ a: ['ok', { b: `x${NUL}` }] })).toEqual(['a', '1', 'b']);
    expect(findForbiddenCharacter({ [`k${NUL}`]: 1 })).toEqual(['k\\0']);
    expect(findForbiddenCharacter({ a: 'fine', n: 1, t: true, z: null })).toBeNull();
    let deep: unknown = `bottom${NUL}`;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findForbiddenCharacter(deep)).toHaveLength(100_000);
  });
});

describe.each(enginesFor('sql'))('a NUL character in any string field on %s', (engine) => {
  const t = useTestApp(engine);

  it('is refused with 400 and the field named, in 20 and more fields of different calls', async () => {
    expect(targets.length).toBeGreaterThanOrEqual(20);
    const failures: string[] = [];
    for (const { method, path, field } of targets) {
      const body = { [field]: `a${NUL}b` } as never;
      const reply =
        method === 'GET'
          ? await t.api.get(path, body, { as: 'visitor' })
          : await t.api.post(path, body, { as: 'visitor' });
      if (reply.status !== 400 || reply.code !== ResponseCode.BadRequest || !reply.msg.includes(field))
        failures.push(`${method} ${path} ${field}: ${reply.status} ${reply.code} ${reply.msg}`);
    }
    expect(failures).toEqual([]);
  });

  it('in a common field or a nested value too, in both languages', async () => {
    const cn = await t.api.post(
      '/visitor/v2/article/getArticleListPc' as ApiPath,
      {
        exhibitionId: `x${NUL}`,
      } as never,
    );
    expect(cn.status).toBe(400);
    expect(cn.msg).toContain('exhibitionId 含有不允许的字符');
    const en = await t.api.post(
      '/visitor/v2/article/getArticleListPc' as ApiPath,
      { tags: ['ok', `y${NUL}`] } as never,
      {
        lang: 'en',
      },
    );
    expect(en.status).toBe(400);
    expect(en.msg).toContain('tags.1 contains a character that is not allowed (NUL)');
  });
});
