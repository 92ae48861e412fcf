import {
  fillMessage,
  HOTSPOT_POINT_MAX,
  HOTSPOT_POINT_MIN,
  HOTSPOT_SCENE_MAX,
  type HotImage,
  type HotPointsRequest,
  hotspotMessages,
  ResponseCode,
} from '@openfair/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { type MediaUrl, variantKey } from '../../core/media-url';
import type { Db } from '../../db/client';
import {
  exhibitors,
  hotExhibitorSamplePoints as hotImagePoints,
  hotExhibitorSamples as hotImages,
  products,
} from '../../db/schema/index';
import { acceptMedia, companyOf, refused } from './company-media';

/**
 * A company's scenes are its hot exhibitor samples (spec 001 §3): the same rows the home page's hot
 * showcase and the exhibitor's page show, so a scene built here is what buyers see there.
 */
type SceneRow = typeof hotImages.$inferSelect;

const notFound = () =>
  new AppError(ResponseCode.NotFound, undefined, {
    cn: hotspotMessages.sceneNotFound.zh,
    en: hotspotMessages.sceneNotFound.en,
  });

/**
 * Scenes with their points, in one query for the points and their exhibits. `publicOnly`: what a visitor
 * sees, the points of exhibits open to every buyer (scope 0) only.
 */
async function withPoints(
  db: Db,
  scenes: SceneRow[],
  url: MediaUrl,
  publicOnly: boolean,
): Promise<HotImage[]> {
  if (scenes.length === 0) return [];
  const rows = await db
    .select({
      hotImageId: hotImagePoints.sampleId,
      x: hotImagePoints.x,
      y: hotImagePoints.y,
      product: {
        id: products.id,
        name: products.name,
        nameEn: products.nameEn,
        images: products.images,
        salePrice: products.salePrice,
        scope: products.scope,
      },
    })
    .from(hotImagePoints)
    .innerJoin(products, eq(products.id, hotImagePoints.productId))
    .where(
      inArray(
        hotImagePoints.sampleId,
        scenes.map((s) => s.id),
      ),
    )
    // Reading order of the markers, as on the home page: left to right, then top to bottom.
    .orderBy(
      asc(hotImagePoints.sampleId),
      asc(hotImagePoints.x),
      asc(hotImagePoints.y),
      asc(hotImagePoints.id),
    );
  return scenes.map((scene) => ({
    id: scene.id,
    exhibitorId: scene.exhibitorId,
    title: scene.title,
    picture: { key: scene.imageUrl, url: url(scene.imageUrl) },
    sort: scene.sort,
    points: rows
      .filter((r) => r.hotImageId === scene.id && (!publicOnly || r.product.scope === 0))
      .map((r) => ({
        productId: r.product.id,
        x: r.x,
        y: r.y,
        product: {
          id: r.product.id,
          name: r.product.name,
          nameEn: r.product.nameEn,
          picture: r.product.images[0] ? url(variantKey(r.product.images[0], 'small')) : '',
          salePrice: r.product.salePrice === null ? null : Number(r.product.salePrice),
        },
      })),
  }));
}

async function loadOwn(db: Db, exhibitorId: string, id: string): Promise<SceneRow> {
  const [row] = await db
    .select()
    .from(hotImages)
    .where(and(eq(hotImages.id, id), eq(hotImages.exhibitorId, exhibitorId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const ordered = (db: Db, exhibitorId: string) =>
  db
    .select()
    .from(hotImages)
    .where(eq(hotImages.exhibitorId, exhibitorId))
    .orderBy(asc(hotImages.sort), asc(hotImages.id));

/**
 * A company's scenes. Staff without an exhibitor get their own company's (every point); anyone else
 * names the exhibitor of the fair and sees the points of its public exhibits.
 */
export async function listScenes(
  db: Db,
  session: AuthSession | null,
  exhibitionId: string,
  exhibitorId: string,
  url: MediaUrl,
): Promise<HotImage[]> {
  const own = session?.employee && !session.employee.resigned ? session.employee.exhibitorId : null;
  const target = exhibitorId || own;
  if (!target) throw new AppError(ResponseCode.BadRequest);
  const [company] = await db
    .select({ id: exhibitors.id })
    .from(exhibitors)
    .where(and(eq(exhibitors.id, target), eq(exhibitors.exhibitionId, exhibitionId)))
    .limit(1);
  if (!company) return [];
  return withPoints(db, await ordered(db, target), url, target !== own);
}

export async function getScene(db: Db, session: AuthSession, id: string, url: MediaUrl): Promise<HotImage> {
  const scene = await loadOwn(db, companyOf(session), id);
  const [full] = await withPoints(db, [scene], url, false);
  return full!;
}

export async function saveScene(
  app: AppContext,
  session: AuthSession,
  input: { id?: string; title: string; picture: string },
  url: MediaUrl,
): Promise<HotImage> {
  const exhibitorId = companyOf(session);
  const current = input.id ? await loadOwn(app.db, exhibitorId, input.id) : null;
  if (!input.picture) throw refused(hotspotMessages.pictureRequired);
  const picture = await acceptMedia(
    app,
    exhibitorId,
    'scenePicture',
    input.picture,
    current ? [current.imageUrl] : [],
  );
  let saved: SceneRow | undefined;
  if (current) {
    [saved] = await app.db
      .update(hotImages)
      .set({ title: input.title, imageUrl: picture })
      .where(eq(hotImages.id, current.id))
      .returning();
  } else {
    const [scenes] = await app.db
      .select({ n: count() })
      .from(hotImages)
      .where(eq(hotImages.exhibitorId, exhibitorId));
    if ((scenes?.n ?? 0) >= HOTSPOT_SCENE_MAX)
      throw refused(fillMessage(hotspotMessages.tooManyScenes, { max: HOTSPOT_SCENE_MAX }));
    // A new scene goes after the company's others.
    [saved] = await app.db
      .insert(hotImages)
      .values({
        exhibitionId: session.exhibitionId,
        exhibitorId,
        title: input.title,
        imageUrl: picture,
        sort: sql`(SELECT coalesce(max(${hotImages.sort}), 0) + 1 FROM ${hotImages} WHERE ${hotImages.exhibitorId} = ${exhibitorId})`,
      })
      .returning();
  }
  await app.events.publish('catalog.changed', { exhibitionId: session.exhibitionId });
  const [full] = await withPoints(app.db, [saved!], url, false);
  return full!;
}

/** Sets every point of a scene at once: 1 to 10, each on one of the company's exhibits. */
export async function savePoints(
  app: AppContext,
  session: AuthSession,
  input: HotPointsRequest,
  url: MediaUrl,
): Promise<HotImage> {
  const exhibitorId = companyOf(session);
  const scene = await loadOwn(app.db, exhibitorId, input.hotImageId);
  if (input.points.length > HOTSPOT_POINT_MAX) throw refused(hotspotMessages.tooManyPoints);
  if (input.points.length < HOTSPOT_POINT_MIN) throw refused(hotspotMessages.noPoints);
  const ids = [...new Set(input.points.map((p) => p.productId))];
  const own = await app.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.exhibitorId, exhibitorId), inArray(products.id, ids)));
  if (own.length !== ids.length) throw refused(hotspotMessages.notOwnProduct);
  await app.db.transaction(async (tx) => {
    await tx.delete(hotImagePoints).where(eq(hotImagePoints.sampleId, scene.id));
    await tx
      .insert(hotImagePoints)
      .values(input.points.map((p) => ({ sampleId: scene.id, productId: p.productId, x: p.x, y: p.y })));
  });
  await app.events.publish('catalog.changed', { exhibitionId: session.exhibitionId });
  const [full] = await withPoints(app.db, [scene], url, false);
  return full!;
}

/** Deletes a scene with its points; answers the company's remaining scenes. */
export async function deleteScene(
  app: AppContext,
  session: AuthSession,
  id: string,
  url: MediaUrl,
): Promise<HotImage[]> {
  const exhibitorId = companyOf(session);
  const scene = await loadOwn(app.db, exhibitorId, id);
  await app.db.transaction(async (tx) => {
    await tx.delete(hotImagePoints).where(eq(hotImagePoints.sampleId, scene.id));
    await tx.delete(hotImages).where(eq(hotImages.id, scene.id));
  });
  await app.events.publish('catalog.changed', { exhibitionId: session.exhibitionId });
  return withPoints(app.db, await ordered(app.db, exhibitorId), url, false);
}
