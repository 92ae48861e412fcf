import { HOME_HOT_SAMPLES_KEY, type HotExhibitorSample } from '@openfair/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { ownProductsVisible, productVisibility } from '../../core/visibility';
import type { Db } from '../../db/client';
import {
  configurationItems,
  exhibitors,
  hotExhibitorSamplePoints,
  products,
  hotExhibitorSamples as samplesTable,
} from '../../db/schema/index';
import { type HotSampleRow, presentHotExhibitor } from './catalog.presenter';
import { type ExhibitorRow, exhibitorColumns, productColumns } from './catalog.queries';
import type { CatalogContext } from './catalog-context';

// Home lists are curated by the organizer and short; the bound keeps a misconfiguration cheap.
const HOME_LIST_LIMIT = 50;
/** An exhibitor keeps a handful of scenes; the bound keeps a misconfigured one cheap to show. */
const EXHIBITOR_SHOWCASE_LIMIT = 20;

/**
 * The product points of these hot samples, in the reading order of the markers on the picture: left to
 * right, then top to bottom. A point never shows a product of another fair, whatever the sample says;
 * `visible` is the viewer's visibility rule (core/visibility.ts), which every caller must state.
 */
function hotSamplePoints(db: Db, exhibitionId: string, sampleIds: string[], visible: SQL | undefined) {
  return db
    .select({ point: hotExhibitorSamplePoints, product: productColumns })
    .from(hotExhibitorSamplePoints)
    .innerJoin(products, eq(products.id, hotExhibitorSamplePoints.productId))
    .where(
      and(
        inArray(hotExhibitorSamplePoints.sampleId, sampleIds),
        eq(products.exhibitionId, exhibitionId),
        visible,
      ),
    )
    .orderBy(
      asc(hotExhibitorSamplePoints.x),
      asc(hotExhibitorSamplePoints.y),
      asc(hotExhibitorSamplePoints.id),
    );
}

/**
 * The organizer's featured scenes for the home (configuration item `homeHotSamples`, value
 * `{ sampleIds }`), in their order and bounded; null when the organizer has not chosen (automatic).
 * A damaged value counts as not chosen rather than emptying the home.
 */
export async function featuredHotSampleIds(db: Db, exhibitionId: string): Promise<string[] | null> {
  const [row] = await db
    .select({ value: configurationItems.value })
    .from(configurationItems)
    .where(
      and(
        eq(configurationItems.exhibitionId, exhibitionId),
        eq(configurationItems.key, HOME_HOT_SAMPLES_KEY),
      ),
    )
    .limit(1);
  const ids = (row?.value as { sampleIds?: unknown } | undefined)?.sampleIds;
  if (!Array.isArray(ids)) return null;
  const valid = ids.filter((id): id is string => typeof id === 'string' && id !== '' && id.length <= 64);
  return [...new Set(valid)].slice(0, HOME_LIST_LIMIT);
}

/**
 * The home page's hot exhibitor samples. When the organizer featured scenes, those of this fair in the
 * organizer's order (a scene removed since simply is not there); otherwise, by the exhibitors' sort, one
 * per exhibitor (its first by sort), since the home introduces exhibitors and the same company twice side
 * by side reads as a mistake; the exhibitor's page shows all its scenes. Their product points follow the
 * same rule as the exhibitor detail: a point shows only a product the viewer may see in lists.
 */
export async function hotExhibitorSamples(cc: CatalogContext): Promise<HotExhibitorSample[]> {
  const featured = await featuredHotSampleIds(cc.db, cc.exhibitionId);
  const chosen = featured
    ? featured.length === 0
      ? []
      : await cc.db
          .select({ sample: samplesTable, exhibitor: exhibitorColumns })
          .from(samplesTable)
          .innerJoin(exhibitors, eq(exhibitors.id, samplesTable.exhibitorId))
          .where(and(eq(samplesTable.exhibitionId, cc.exhibitionId), inArray(samplesTable.id, featured)))
          .limit(HOME_LIST_LIMIT)
          .then((rows) => rows.sort((a, b) => featured.indexOf(a.sample.id) - featured.indexOf(b.sample.id)))
    : null;
  const samples = chosen ?? (await automaticHotSamples(cc.db, cc.exhibitionId));
  if (samples.length === 0) return [];
  const points = await hotSamplePoints(
    cc.db,
    cc.exhibitionId,
    samples.map((s) => s.sample.id),
    productVisibility(cc.viewer),
  );
  return samples.map((s) =>
    presentHotExhibitor(
      { ...s, points: points.filter((p) => p.point.sampleId === s.sample.id) },
      cc.lang,
      cc.media,
    ),
  );
}

/** Without the organizer's choice: each exhibitor's first scene by sort, ordered by sort. */
export function automaticHotSamples(db: Db, exhibitionId: string) {
  const firstPerExhibitor = db
    .selectDistinctOn([samplesTable.exhibitorId], { id: samplesTable.id })
    .from(samplesTable)
    .where(eq(samplesTable.exhibitionId, exhibitionId))
    .orderBy(asc(samplesTable.exhibitorId), asc(samplesTable.sort), asc(samplesTable.id));
  return db
    .select({ sample: samplesTable, exhibitor: exhibitorColumns })
    .from(samplesTable)
    .innerJoin(exhibitors, eq(exhibitors.id, samplesTable.exhibitorId))
    .where(and(eq(samplesTable.exhibitionId, exhibitionId), inArray(samplesTable.id, firstPerExhibitor)))
    .orderBy(asc(samplesTable.sort), asc(samplesTable.id))
    .limit(HOME_LIST_LIMIT);
}

/**
 * The exhibitor's own hot samples, by sort, each with its product points in reading order (as on the
 * home). A point shows only a product of this exhibitor in this fair that the viewer may see in lists
 * (the same rule as the detail's product grid): a guest does not learn names and prices of restricted
 * products from a picture.
 */
export async function exhibitorHotShowcase(
  cc: CatalogContext,
  exhibitor: ExhibitorRow,
): Promise<HotSampleRow[]> {
  const samples = await cc.db
    .select()
    .from(samplesTable)
    .where(and(eq(samplesTable.exhibitionId, cc.exhibitionId), eq(samplesTable.exhibitorId, exhibitor.id)))
    .orderBy(asc(samplesTable.sort), asc(samplesTable.id))
    .limit(EXHIBITOR_SHOWCASE_LIMIT);
  if (samples.length === 0) return [];
  const points = await hotSamplePoints(
    cc.db,
    cc.exhibitionId,
    samples.map((s) => s.id),
    ownProductsVisible(cc.viewer, exhibitor.id),
  );
  return samples.map((sample) => ({
    sample,
    exhibitor,
    points: points.filter((p) => p.point.sampleId === sample.id),
  }));
}
