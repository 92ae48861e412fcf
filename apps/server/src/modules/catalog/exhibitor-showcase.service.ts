import { EXHIBITOR_DETAIL_LIVES } from '@openfair/contract';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotExhibitorSamples, lives, products } from '../../db/schema/index';
import { hotSamplePoints } from '../content/content.service';
import type { ExhibitorRow } from './catalog.presenter';
import { productVisibility, type Viewer } from './catalog-viewer.service';

/** An exhibitor keeps a handful of scenes; the bound keeps a misconfigured one cheap to show. */
const HOT_SHOWCASE_LIMIT = 20;

/**
 * The exhibitor's own hot samples, by sort, each with its product points in reading order (left to
 * right, then top to bottom, as on the home). A point shows only a product of this exhibitor in this
 * fair that the viewer may see in lists (the same rule as the detail's product grid): a guest does not
 * learn names and prices of restricted products from a picture.
 */
export async function exhibitorHotShowcase(
  db: Db,
  exhibitionId: string,
  exhibitor: ExhibitorRow,
  viewer: Viewer,
) {
  const samples = await db
    .select()
    .from(hotExhibitorSamples)
    .where(
      and(
        eq(hotExhibitorSamples.exhibitionId, exhibitionId),
        eq(hotExhibitorSamples.exhibitorId, exhibitor.id),
      ),
    )
    .orderBy(asc(hotExhibitorSamples.sort), asc(hotExhibitorSamples.id))
    .limit(HOT_SHOWCASE_LIMIT);
  if (samples.length === 0) return [];
  const points = await hotSamplePoints(
    db,
    exhibitionId,
    samples.map((s) => s.id),
    and(eq(products.exhibitorId, exhibitor.id), productVisibility(viewer)),
  );
  return samples.map((sample) => ({
    sample,
    exhibitor,
    points: points.filter((p) => p.point.sampleId === sample.id),
  }));
}

/**
 * Up to EXHIBITOR_DETAIL_LIVES lives of the exhibitor: those not over yet (on air, then upcoming: start
 * ascending puts the started ones first), then the newest replays. Every scope is listed: the spec gates
 * opening a live (guests open scope 0 only), not seeing that it exists.
 */
export async function exhibitorLives(db: Db, exhibitionId: string, exhibitorId: string, now: Date) {
  const mine = and(eq(lives.exhibitionId, exhibitionId), eq(lives.exhibitorId, exhibitorId));
  const [current, replays] = await Promise.all([
    db
      .select()
      .from(lives)
      .where(and(mine, gt(lives.endTime, now)))
      .orderBy(asc(lives.startTime), asc(lives.id))
      .limit(EXHIBITOR_DETAIL_LIVES),
    db
      .select()
      .from(lives)
      .where(and(mine, lte(lives.endTime, now)))
      .orderBy(desc(lives.startTime), asc(lives.id))
      .limit(EXHIBITOR_DETAIL_LIVES),
  ]);
  return [...current, ...replays].slice(0, EXHIBITOR_DETAIL_LIVES);
}
