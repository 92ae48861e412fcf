import {
  type BatchResult,
  type Exhibit,
  type ExhibitFilterData,
  type ExhibitInputData,
  type ExhibitListQuery,
  type ExhibitRow,
  exhibitMessages,
  type Page,
  ResponseCode,
} from '@openfair/contract';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { MediaUrl } from '../../core/media-url';
import type { Db, Tx } from '../../db/client';
import { categories, exhibitors, hotExhibitorSamplePoints, products } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { refreshExhibitorProducts } from '../catalog/index';
import { acceptMedia, acceptMediaList, companyOf, refused } from './company-media';
import { type ProductRow, presentExhibit, presentExhibitRow } from './exhibits.presenter';

const notFound = () =>
  new AppError(ResponseCode.NotFound, undefined, {
    cn: exhibitMessages.notFound.zh,
    en: exhibitMessages.notFound.en,
  });

async function loadOwn(db: Db, exhibitorId: string, id: string): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.exhibitorId, exhibitorId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function checkCategory(db: Db, exhibitionId: string, key: string): Promise<void> {
  if (!key) return;
  const [found] = await db
    .select({ key: categories.key })
    .from(categories)
    .where(and(eq(categories.exhibitionId, exhibitionId), eq(categories.key, key)))
    .limit(1);
  if (!found) throw refused(exhibitMessages.unknownCategory);
}

/** The exhibit's media: kept keys, or this company's fresh uploads for each purpose. */
async function acceptExhibitMedia(
  app: AppContext,
  exhibitorId: string,
  input: ExhibitInputData,
  current: ProductRow | null,
) {
  return {
    images: await acceptMediaList(app, exhibitorId, 'exhibitImage', input.images, current?.images ?? []),
    // Long pictures go up under the exhibit picture rules (at least 750 wide and high, 2 MB).
    detailImages: await acceptMediaList(
      app,
      exhibitorId,
      'exhibitImage',
      input.detailImages,
      current?.detailImages ?? [],
    ),
    video: await acceptMedia(app, exhibitorId, 'exhibitVideo', input.video, [current?.video ?? '']),
    videoCover: await acceptMedia(app, exhibitorId, 'videoCover', input.videoCover, [
      current?.videoCover ?? '',
    ]),
  };
}

/**
 * The sort number an exhibit takes, by the ordering rule of spec 001 §4: when the number entered is
 * another exhibit's, every exhibit of the company at or above it moves up by one. Without a number a new
 * exhibit goes last and an edited one keeps its place. The company's row is locked first, so two saves
 * of the same company's order run one after the other and never leave two exhibits on one number.
 */
export async function placeAt(
  tx: Tx,
  exhibitorId: string,
  self: ProductRow | null,
  wanted: number | undefined,
): Promise<number> {
  await lockCompany(tx, exhibitorId);
  if (wanted === undefined) {
    if (self) return self.sort;
    const [last] = await tx
      .select({ max: sql<number | null>`max(${products.sort})` })
      .from(products)
      .where(eq(products.exhibitorId, exhibitorId));
    return (last?.max ?? 0) + 1;
  }
  const others = self ? [ne(products.id, self.id)] : [];
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.exhibitorId, exhibitorId), eq(products.sort, wanted), ...others))
    .limit(1);
  if (taken) {
    await tx
      .update(products)
      .set({ sort: sql`${products.sort} + 1` })
      .where(and(eq(products.exhibitorId, exhibitorId), sql`${products.sort} >= ${wanted}`, ...others));
  }
  return wanted;
}

/** Buyers see a change on their next request: search vectors, the default order, every instance's cache. */
export async function published(
  app: AppContext,
  exhibitionId: string,
  exhibitorId: string,
  changed: string[],
) {
  await app.db.transaction(async (tx) => {
    await lockCompany(tx, exhibitorId);
    await refreshExhibitorProducts(tx, exhibitionId, exhibitorId, changed);
  });
  await app.events.publish('catalog.changed', { exhibitionId });
}

/**
 * One writer of a company's exhibits at a time: saves, deletions and the index refreshes after them
 * take the company's row first, so concurrent requests queue instead of deadlocking on its products.
 */
async function lockCompany(tx: Tx, exhibitorId: string): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${exhibitors} WHERE ${exhibitors.id} = ${exhibitorId} FOR UPDATE`);
}

/** The exhibit's own columns from a save (media and sort apart). */
export const exhibitFields = (input: ExhibitInputData) => ({
  name: input.name,
  nameEn: input.nameEn,
  brand: input.brand,
  productIntro: input.productIntro,
  productEnIntro: input.productEnIntro,
  minOrder: input.minOrder,
  purchasePrice: input.purchasePrice === null ? null : input.purchasePrice.toFixed(2),
  salePrice: input.salePrice === null ? null : input.salePrice.toFixed(2),
  spotTrading: input.spotTrading,
  identification: input.identification,
  customization: input.customization,
  scope: input.scope,
  tags: [...new Set(input.tags)],
  category: input.category,
  articleNumber: input.articleNumber,
});

export async function createExhibit(
  app: AppContext,
  session: AuthSession,
  input: ExhibitInputData,
  url: MediaUrl,
): Promise<Exhibit> {
  const exhibitorId = companyOf(session);
  await checkCategory(app.db, session.exhibitionId, input.category);
  const media = await acceptExhibitMedia(app, exhibitorId, input, null);
  const row = await app.db.transaction(async (tx) => {
    const sort = await placeAt(tx, exhibitorId, null, input.sort);
    const [inserted] = await tx
      .insert(products)
      .values({ exhibitionId: session.exhibitionId, exhibitorId, ...exhibitFields(input), ...media, sort })
      .returning();
    return inserted!;
  });
  await published(app, session.exhibitionId, exhibitorId, [row.id]);
  return presentExhibit(row, url);
}

export async function updateExhibit(
  app: AppContext,
  session: AuthSession,
  input: ExhibitInputData & { id: string },
  url: MediaUrl,
): Promise<Exhibit> {
  const exhibitorId = companyOf(session);
  const current = await loadOwn(app.db, exhibitorId, input.id);
  await checkCategory(app.db, session.exhibitionId, input.category);
  const media = await acceptExhibitMedia(app, exhibitorId, input, current);
  const row = await app.db.transaction(async (tx) => {
    const sort = await placeAt(tx, exhibitorId, current, input.sort);
    const [saved] = await tx
      .update(products)
      .set({ ...exhibitFields(input), ...media, sort })
      .where(and(eq(products.id, current.id), eq(products.exhibitorId, exhibitorId)))
      .returning();
    return saved;
  });
  if (!row) throw notFound();
  await published(app, session.exhibitionId, exhibitorId, [row.id]);
  return presentExhibit(row, url);
}

export async function getExhibit(db: Db, session: AuthSession, id: string, url: MediaUrl): Promise<Exhibit> {
  return presentExhibit(await loadOwn(db, companyOf(session), id), url);
}

/** What the list's filter matches within the company's own exhibits. */
function matching(exhibitorId: string, filter: ExhibitFilterData): SQL {
  const where: SQL[] = [eq(products.exhibitorId, exhibitorId)];
  if (filter.keyword) {
    const like = likePattern(filter.keyword);
    where.push(
      or(
        sql`${products.name} ilike ${like}`,
        sql`${products.nameEn} ilike ${like}`,
        sql`${products.articleNumber} ilike ${like}`,
        sql`${products.brand} ilike ${like}`,
      )!,
    );
  }
  if (filter.scope !== '') where.push(eq(products.scope, filter.scope));
  if (filter.category) where.push(eq(products.category, filter.category));
  return and(...where)!;
}

/** The company's exhibits, searched, filtered and paged, in its own order or the newest first. */
export async function listExhibits(
  db: Db,
  session: AuthSession,
  query: ExhibitListQuery,
  url: MediaUrl,
): Promise<Page<ExhibitRow>> {
  const where = matching(companyOf(session), query);
  const order =
    query.order === 'newest'
      ? [desc(products.createdAt), asc(products.id)]
      : [asc(products.sort), desc(products.createdAt), asc(products.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    list: rows.map((row) => presentExhibitRow(row, url)),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** Sets the visible scope of the chosen exhibits, or of every one the filter matches. */
export async function updateScope(
  app: AppContext,
  session: AuthSession,
  target: { ids: string[] } | { filter: ExhibitFilterData },
  scope: number,
): Promise<BatchResult> {
  const exhibitorId = companyOf(session);
  const where =
    'ids' in target
      ? and(eq(products.exhibitorId, exhibitorId), inArray(products.id, target.ids))
      : matching(exhibitorId, target.filter);
  const changed = await app.db.update(products).set({ scope }).where(where).returning({ id: products.id });
  // The company's search vector names its public exhibits: it changes with their scope.
  if (changed.length > 0) await published(app, session.exhibitionId, exhibitorId, []);
  return { count: changed.length };
}

/**
 * Deletes the chosen exhibits, or every one the filter matches, with the hot-spot points placed on them.
 * Buyers' favourites and history of them stay: their lists leave out what is gone.
 */
export async function deleteExhibits(
  app: AppContext,
  session: AuthSession,
  target: { ids: string[] } | { filter: ExhibitFilterData },
): Promise<BatchResult> {
  const exhibitorId = companyOf(session);
  const where =
    'ids' in target
      ? and(eq(products.exhibitorId, exhibitorId), inArray(products.id, target.ids))
      : matching(exhibitorId, target.filter);
  const removed = await app.db.transaction(async (tx) => {
    await lockCompany(tx, exhibitorId);
    const ids = (await tx.select({ id: products.id }).from(products).where(where)).map((r) => r.id);
    if (ids.length === 0) return [];
    await tx.delete(hotExhibitorSamplePoints).where(inArray(hotExhibitorSamplePoints.productId, ids));
    await tx.delete(products).where(inArray(products.id, ids));
    return ids;
  });
  if (removed.length > 0) await published(app, session.exhibitionId, exhibitorId, []);
  return { count: removed.length };
}

/** One exhibit: refused as not found when it is not this company's (or already gone). */
export async function deleteExhibit(app: AppContext, session: AuthSession, id: string): Promise<BatchResult> {
  const result = await deleteExhibits(app, session, { ids: [id] });
  if (result.count === 0) throw notFound();
  return result;
}
