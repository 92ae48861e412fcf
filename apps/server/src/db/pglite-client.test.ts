import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteClient } from './pglite-client';

describe('the embedded database in its own thread', () => {
  let client: PGliteClient;
  beforeAll(async () => {
    client = new PGliteClient(':memory:');
    await client.waitReady;
    await client.query('create table t (id int primary key, at timestamptz not null default now())');
  });
  afterAll(() => client.close());

  it('answers queries with rows as objects or arrays', async () => {
    await client.query('insert into t (id) values ($1), ($2)', [1, 2]);
    const objects = await client.query('select id from t order by id');
    expect(objects.rows).toEqual([{ id: 1 }, { id: 2 }]);
    const arrays = await client.query('select id from t order by id', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1], [2]]);
  });

  it('gives dates as text when asked for raw parsers, as the ORM expects', async () => {
    const parsed = await client.query('select at from t where id = 1');
    expect((parsed.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
    const raw = await client.query('select at from t where id = 1', [], {
      parsers: { 1184: (v: string) => v },
    });
    expect(typeof (raw.rows[0] as { at: unknown }).at).toBe('string');
  });

  it("passes PostgreSQL's error fields back, without the query's parameters", async () => {
    const error = await client.query('insert into t (id) values ($1)', [1]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect(JSON.stringify(error)).not.toContain('params');
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into t (id) values (10)');
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t (id) values (11)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ids = await client.query('select id from t where id >= 10 order by id');
    expect(ids.rows).toEqual([{ id: 10 }]);
  });

  it("keeps the caller's event loop free while a long query runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    let ticksWhenDone = -1;
    // Several hundred milliseconds of work inside the database thread.
    await client.query('select count(*) from generate_series(1, 3000000) g where g % 7 = 0').then(() => {
      ticksWhenDone = ticks;
    });
    clearInterval(timer);
    // Run on the caller's thread, the query would have held every timer until it finished.
    expect(ticksWhenDone).toBeGreaterThan(3);
  });
});
