import { asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSeedLargeArgs, seedLarge, seedLargeSizes } from '../scripts/seed-large';
import { exhibitors, products } from '../src/db/schema/index';
import { refreshSearchVectors } from '../src/modules/catalog/search-index.service';
import { FAIR_A } from './fixtures';
import { enginesFor, openTestDatabase, type TestDatabase } from './harness';

describe('seed:large sizes', () => {
  it('reads --products and --exhibitors, in both spellings, and refuses anything else', () => {
    expect(parseSeedLargeArgs(['--products', '1000000'])).toEqual({ products: 1_000_000 });
    expect(parseSeedLargeArgs(['--products=50', '--exhibitors=3'])).toEqual({ products: 50, exhibitors: 3 });
    expect(() => parseSeedLargeArgs(['--products', 'many'])).toThrow(/whole number/);
    expect(() => parseSeedLargeArgs(['--products'])).toThrow(/got nothing/);
    expect(() => parseSeedLargeArgs(['--rows', '5'])).toThrow(/unknown argument/);
  });

  it('gives a million products 50,000 exhibitors of 20, and keeps 5,000 × 20 as the default', () => {
    expect(seedLargeSizes({ products: 1_000_000 })).toEqual({ exhibitors: 50_000, products: 1_000_000 });
    expect(seedLargeSizes({ productsPerExhibitor: 20, exhibitors: 5000 })).toEqual({
      exhibitors: 5000,
      products: 100_000,
    });
  });
});

describe.each(enginesFor('sql'))('seed:large on %s', (engine) => {
  let testDb: TestDatabase;
  const db = () => testDb.database.db;
  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
  });
  afterAll(() => testDb.drop());

  it('inserts exactly the products asked for, each with the search vector a rebuild would give', async () => {
    const added = await seedLarge(db(), FAIR_A, { products: 47, exhibitors: 4, log: () => {} });
    expect(added).toEqual({ exhibitors: 4, products: 47 });
    const vectors = async () => {
      const productVectors = await db()
        .select({ id: products.id, v: sql<string>`${products.searchVector}::text` })
        .from(products)
        .where(like(products.id, 'large-prod-%'))
        .orderBy(asc(products.id));
      const exhibitorVectors = await db()
        .select({ id: exhibitors.id, v: sql<string>`${exhibitors.searchVector}::text` })
        .from(exhibitors)
        .where(like(exhibitors.id, 'large-exh-%'))
        .orderBy(asc(exhibitors.id));
      return { productVectors, exhibitorVectors };
    };
    const atInsert = await vectors();
    expect(atInsert.productVectors).toHaveLength(47);
    expect(atInsert.exhibitorVectors).toHaveLength(4);
    for (const row of [...atInsert.productVectors, ...atInsert.exhibitorVectors]) expect(row.v).not.toBe('');
    await refreshSearchVectors(db(), FAIR_A);
    expect(await vectors()).toEqual(atInsert);
  });

  it('refuses a second run on the same fair and adds nothing', async () => {
    const before = await db().$count(products, eq(products.exhibitionId, FAIR_A));
    expect(await seedLarge(db(), FAIR_A, { products: 10, log: () => {} })).toBeNull();
    expect(await db().$count(products, eq(products.exhibitionId, FAIR_A))).toBe(before);
  });
});
