import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sharedResponse } from '../core/route';
import { compileResponseSerializer, envelopeSerializer } from './serializer';

const card = z.object({
  id: z.string(),
  price: z.number().int(),
  tags: z.array(z.string()),
  note: z.string().nullable(),
  highlight: z.object({ name: z.string() }).optional(),
});

describe('response serializer', () => {
  it('writes what the schema names, and nothing else', () => {
    const write = compileResponseSerializer(card, { strict: false, route: 'POST /x' });
    const out = write({ id: 'a', price: 3, tags: ['x'], note: null, passwordHash: 'secret' });
    expect(JSON.parse(out)).toEqual({ id: 'a', price: 3, tags: ['x'], note: null });
  });

  it('in strict mode refuses a field the schema does not name, naming it', () => {
    const write = compileResponseSerializer(card, { strict: true, route: 'POST /x' });
    expect(() => write({ id: 'a', price: 3, tags: [], note: null, extra: 1 })).toThrow(/POST \/x.*extra/);
  });

  it('in strict mode refuses a value of the wrong type', () => {
    const write = compileResponseSerializer(card, { strict: true, route: 'POST /x' });
    expect(() => write({ id: 'a', price: 2.5, tags: [], note: null })).toThrow(/price/);
    expect(() => write({ id: 'a', tags: [], note: null })).toThrow(/price/);
  });

  it('in strict mode passes a value that matches', () => {
    const write = compileResponseSerializer(card, { strict: true, route: 'POST /x' });
    const value = { id: 'a', price: 2, tags: ['t'], note: 'n', highlight: { name: '<mark>a</mark>' } };
    expect(JSON.parse(write(value))).toEqual(value);
  });

  it('writes unions and records', () => {
    const schema = z.object({ answer: card.or(z.object({ restricted: z.literal(true), id: z.string() })) });
    const write = compileResponseSerializer(schema, { strict: true, route: 'POST /u' });
    expect(JSON.parse(write({ answer: { restricted: true, id: 'p' } }))).toEqual({
      answer: { restricted: true, id: 'p' },
    });
  });

  it('writes a shared response once per route and reuses its JSON; anything else is written each time', () => {
    const envelope = z.object({ code: z.literal(1000), msg: z.string(), data: card });
    const write = envelopeSerializer(envelope, card, { strict: true, route: 'POST /s' });
    const page = sharedResponse({ id: 'a', price: 3, tags: ['x'], note: null });
    const first = write({ code: 1000, msg: '成功', data: page });
    expect(JSON.parse(first)).toEqual({ code: 1000, msg: '成功', data: page });
    // Kept: a shared response must never change, and its JSON is not written again.
    page.price = 4;
    expect(JSON.parse(write({ code: 1000, msg: 'success', data: page }))).toEqual({
      code: 1000,
      msg: 'success',
      data: { ...page, price: 3 },
    });
    // An ordinary object is written as it is, every time.
    const own = { id: 'b', price: 1, tags: [], note: null };
    expect(JSON.parse(write({ code: 1000, msg: 'ok', data: own })).data.price).toBe(1);
    own.price = 2;
    expect(JSON.parse(write({ code: 1000, msg: 'ok', data: own })).data.price).toBe(2);
  });
});
