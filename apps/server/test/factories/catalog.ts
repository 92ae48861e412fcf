import { ANALYTICS } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../src/core/context';
import type { Db } from '../../src/db/client';
import {
  categories,
  clientPoolMembers,
  collections,
  exhibitors,
  footprints,
  hotExhibitorSamplePoints,
  hotExhibitorSamples,
  lives,
  products,
} from '../../src/db/schema/index';
import { FAIR_A } from '../fixtures';

/**
 * Catalog rows for tests, on top of the fixtures: each factory fills only what the table requires and
 * leaves the rest to the column defaults, so a test states exactly the fields its assertions read.
 * Search vectors are not built: products and exhibitors that a keyword must find need
 * `refreshSearchVectors(db, fair)` after seeding, or `searchVector: searchVectorSql(...)` in the overrides.
 */

export type ExhibitorRow = typeof exhibitors.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
/** Column values as an INSERT takes them (SQL too, e.g. a search vector); ids are plain text. */
type Fields<T extends typeof exhibitors | typeof products | typeof lives> = Partial<PgInsertValue<T>> & {
  id?: string;
};
type ExhibitorFields = Fields<typeof exhibitors>;
type ProductFields = Fields<typeof products>;
type LiveFields = Fields<typeof lives> & Pick<typeof lives.$inferInsert, 'startTime' | 'endTime'>;
type CollectionType = (typeof collections.$inferInsert)['subjectType'];

/** Generated ids differ across calls within a test file (and never look like a fixture id). */
let serial = 0;
const nextId = (prefix: string) => `${prefix}-${++serial}`;

/** Rows per INSERT: one statement stays modest for PGlite even for thousands of products. */
const BATCH = 500;

async function fairOf(db: Db, exhibitorId: string): Promise<string> {
  const [row] = await db
    .select({ exhibitionId: exhibitors.exhibitionId })
    .from(exhibitors)
    .where(eq(exhibitors.id, exhibitorId));
  if (!row) throw new Error(`no exhibitor ${exhibitorId}`);
  return row.exhibitionId;
}

/** An exhibitor of `exhibitionId` (default FAIR_A); its code and name default to its id. */
export async function createExhibitor(db: Db, fields: ExhibitorFields = {}): Promise<ExhibitorRow> {
  const [row] = await createExhibitors(db, [fields]);
  return row!;
}

export async function createExhibitors(db: Db, rows: ExhibitorFields[]): Promise<ExhibitorRow[]> {
  return db
    .insert(exhibitors)
    .values(
      rows.map((fields) => {
        const id = fields.id ?? nextId('exh');
        return { exhibitionId: FAIR_A, code: id.toUpperCase(), name: id, ...fields, id };
      }),
    )
    .returning();
}

/**
 * `n` products of an exhibitor, in its fair; `fields` are the same for all or made per index
 * (`(i) => ({ id: \`case-${i}\` })`). Names default to the ids.
 */
export async function createProducts(
  db: Db,
  exhibitorId: string,
  n: number,
  fields: ProductFields | ((i: number) => ProductFields) = {},
): Promise<ProductRow[]> {
  const exhibitionId = await fairOf(db, exhibitorId);
  const rows = Array.from({ length: n }, (_, i) => {
    const own = typeof fields === 'function' ? fields(i) : fields;
    const id = own.id ?? nextId('prod');
    return { exhibitionId, exhibitorId, name: id, ...own, id };
  });
  const created: ProductRow[] = [];
  for (let i = 0; i < rows.length; i += BATCH)
    created.push(
      ...(await db
        .insert(products)
        .values(rows.slice(i, i + BATCH))
        .returning()),
    );
  return created;
}

/** Products of an exhibitor, one per entry of `rows`. */
export const createProductsFrom = (db: Db, exhibitorId: string, rows: ProductFields[]) =>
  createProducts(db, exhibitorId, rows.length, (i) => rows[i]!);

export async function createProduct(db: Db, exhibitorId: string, fields: ProductFields = {}) {
  const [row] = await createProducts(db, exhibitorId, 1, fields);
  return row!;
}

/** Categories of a fair, in the order given unless `sort` says otherwise. */
export async function createCategories(
  db: Db,
  exhibitionId: string,
  rows: { key: string; name: string; nameEn: string; sort?: number }[],
): Promise<void> {
  await db.insert(categories).values(rows.map((r) => ({ exhibitionId, ...r })));
}

/**
 * A hot showcase sample of an exhibitor with its product points, each `[productId, x, y]` (fractions
 * of the image). The points are stored as given: a test may point at products the showcase must hide.
 */
export async function createHotSample(
  db: Db,
  exhibitorId: string,
  sample: { id?: string; imageUrl?: string; sort?: number; points?: [string, number, number][] },
): Promise<string> {
  const id = sample.id ?? nextId('hot');
  await db.insert(hotExhibitorSamples).values({
    id,
    exhibitionId: await fairOf(db, exhibitorId),
    exhibitorId,
    imageUrl: sample.imageUrl ?? `/${id}.svg`,
    sort: sample.sort ?? 0,
  });
  const points = sample.points ?? [];
  if (points.length > 0)
    await db
      .insert(hotExhibitorSamplePoints)
      .values(points.map(([productId, x, y]) => ({ sampleId: id, productId, x, y })));
  return id;
}

/** Lives of an exhibitor, in its fair; names default to the ids. */
export async function createLives(db: Db, exhibitorId: string, rows: LiveFields[]): Promise<void> {
  const exhibitionId = await fairOf(db, exhibitorId);
  await db.insert(lives).values(
    rows.map((fields) => {
      const id = fields.id ?? nextId('live');
      // approved unless the test says otherwise (visitors see approved lives only)
      return { exhibitionId, exhibitorId, name: id, reviewStatus: 'approved', ...fields, id };
    }),
  );
}

/**
 * Tells the app that an account's favourites or client pools changed, as the app's own writers do: the
 * factories below write behind its back, and it keeps each viewer's flags until told.
 */
export const announceInterests = (app: AppContext, userAccountId: string, exhibitionId = FAIR_A) =>
  app.events.publish('interests.changed', { exhibitionId, userAccountId });

/**
 * Puts an account in an exhibitor's client pool (it may then open the exhibitor's scope-1 products and
 * lives). Returns the undo, for tests that share their database with later tests.
 */
export async function addToClientPool(
  db: Db,
  exhibitorId: string,
  userAccountId: string,
): Promise<() => Promise<void>> {
  const [row] = await db
    .insert(clientPoolMembers)
    .values({ exhibitionId: await fairOf(db, exhibitorId), exhibitorId, userAccountId })
    .returning({ id: clientPoolMembers.id });
  return async () => {
    await db.delete(clientPoolMembers).where(eq(clientPoolMembers.id, row!.id));
  };
}

type BrowseRow = {
  userAccountId: string;
  subjectType: CollectionType;
  subjectId: string;
  exhibitionId?: string;
};

/** A favourite written behind the app's back (default fair FAIR_A, time now unless given). */
export async function addFavourite(db: Db, row: BrowseRow & { createdAt?: Date }): Promise<void> {
  await db.insert(collections).values({ exhibitionId: FAIR_A, ...row });
}

/** A history entry written behind the app's back (default fair FAIR_A, time now unless given). */
export async function addFootprint(db: Db, row: BrowseRow & { viewedAt?: Date }): Promise<void> {
  await db.insert(footprints).values({ exhibitionId: FAIR_A, ...row });
}

/** A valid analytics record of spec 001 §3, as the web client's tracker posts it to /burying. */
export const ANALYTICS_EVENT = {
  appKey: 'app-key',
  type: ANALYTICS.type,
  userId: 'u-1',
  time: 1_777_600_000_000,
  site: 'http://localhost/find/product',
  event: ANALYTICS.defaultEvent,
  prop: { terminal: 'PC', behavior: 'view' },
};
