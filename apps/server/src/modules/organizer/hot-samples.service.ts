import {
  HOME_HOT_SAMPLES_KEY,
  homeContentMessages,
  type OrganizerHotSample,
  type OrganizerHotSampleFeature,
  type Page,
} from '@openfair/contract';
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { mediaUrls } from '../../core/media-url';
import type { DbOrTx } from '../../db/client';
import {
  configurationItems,
  exhibitors,
  hotExhibitorSamplePoints,
  hotExhibitorSamples,
} from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { automaticHotSamples, featuredHotSampleIds } from '../catalog/index';
import { contentRefused } from './content-images';
import { recordAudit, requirePermission } from './organizer-access.service';

const sampleColumns = {
  id: hotExhibitorSamples.id,
  title: hotExhibitorSamples.title,
  imageUrl: hotExhibitorSamples.imageUrl,
  exhibitorId: hotExhibitorSamples.exhibitorId,
  exhibitorName: exhibitors.name,
  exhibitorNameEn: exhibitors.nameEn,
};
type SampleRow = { [K in keyof typeof sampleColumns]: string };

/** The scenes with their point counts and their place among the featured ones. */
async function present(
  app: AppContext,
  rows: SampleRow[],
  featured: string[] | null,
): Promise<OrganizerHotSample[]> {
  if (rows.length === 0) return [];
  const counts = await app.db
    .select({ sampleId: hotExhibitorSamplePoints.sampleId, n: count() })
    .from(hotExhibitorSamplePoints)
    .where(
      inArray(
        hotExhibitorSamplePoints.sampleId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(hotExhibitorSamplePoints.sampleId);
  const url = mediaUrls(app.storage);
  return rows.map((r) => {
    const at = featured ? featured.indexOf(r.id) : -1;
    return {
      ...r,
      imageUrl: url(r.imageUrl),
      points: counts.find((c) => c.sampleId === r.id)?.n ?? 0,
      featuredAt: at < 0 ? null : at,
    };
  });
}

/** The fair's hot-spot scenes by their exhibitors' sort, paged, by words of the exhibitor's name. */
export async function listHotSamples(
  app: AppContext,
  session: AuthSession,
  query: { pageNum: number; pageSize: number; keyword: string },
): Promise<Page<OrganizerHotSample>> {
  await requirePermission(app, session, 'editContent');
  const like = query.keyword ? likePattern(query.keyword) : null;
  const where = and(
    eq(hotExhibitorSamples.exhibitionId, session.exhibitionId),
    like ? or(ilike(exhibitors.name, like), ilike(exhibitors.nameEn, like)) : undefined,
  );
  const [rows, [total], featured] = await Promise.all([
    app.db
      .select(sampleColumns)
      .from(hotExhibitorSamples)
      .innerJoin(exhibitors, eq(exhibitors.id, hotExhibitorSamples.exhibitorId))
      .where(where)
      .orderBy(asc(hotExhibitorSamples.sort), asc(hotExhibitorSamples.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    app.db
      .select({ n: count() })
      .from(hotExhibitorSamples)
      .innerJoin(exhibitors, eq(exhibitors.id, hotExhibitorSamples.exhibitorId))
      .where(where),
    featuredHotSampleIds(app.db, session.exhibitionId),
  ]);
  return {
    list: await present(app, rows, featured),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** These scenes of this fair, in the order of `ids` (one of another fair, or removed, is left out). */
function samplesOfFair(db: DbOrTx, exhibitionId: string, ids: string[]): Promise<SampleRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(sampleColumns)
    .from(hotExhibitorSamples)
    .innerJoin(exhibitors, eq(exhibitors.id, hotExhibitorSamples.exhibitorId))
    .where(and(eq(hotExhibitorSamples.exhibitionId, exhibitionId), inArray(hotExhibitorSamples.id, ids)))
    .then((rows) => rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)));
}

async function readFeature(app: AppContext, exhibitionId: string): Promise<OrganizerHotSampleFeature> {
  const featured = await featuredHotSampleIds(app.db, exhibitionId);
  if (featured) {
    const rows = await samplesOfFair(app.db, exhibitionId, featured);
    return { mode: 'curated', shown: await present(app, rows, featured) };
  }
  const automatic = await automaticHotSamples(app.db, exhibitionId);
  const rows = automatic.map(({ sample, exhibitor }) => ({
    id: sample.id,
    title: sample.title,
    imageUrl: sample.imageUrl,
    exhibitorId: sample.exhibitorId,
    exhibitorName: exhibitor.name,
    exhibitorNameEn: exhibitor.nameEn,
  }));
  return { mode: 'automatic', shown: await present(app, rows, null) };
}

/** What the home shows now: automatic, or the organizer's featured scenes in their order. */
export async function hotSampleFeature(
  app: AppContext,
  session: AuthSession,
): Promise<OrganizerHotSampleFeature> {
  await requirePermission(app, session, 'editContent');
  return readFeature(app, session.exhibitionId);
}

async function storedIds(db: DbOrTx, exhibitionId: string): Promise<unknown> {
  const [row] = await db
    .select({ value: configurationItems.value })
    .from(configurationItems)
    .where(
      and(
        eq(configurationItems.exhibitionId, exhibitionId),
        eq(configurationItems.key, HOME_HOT_SAMPLES_KEY),
      ),
    )
    .for('update');
  return (row?.value as { sampleIds?: unknown } | undefined)?.sampleIds ?? null;
}

/**
 * Features these scenes on the home, in this order (each once, every one of this fair), with its audit
 * entry in the same transaction. Visitors see them on their next request (nothing caches the home list).
 */
export async function featureHotSamples(
  app: AppContext,
  session: AuthSession,
  sampleIds: string[],
): Promise<OrganizerHotSampleFeature> {
  const actor = await requirePermission(app, session, 'editContent');
  const exhibitionId = session.exhibitionId;
  if (new Set(sampleIds).size !== sampleIds.length) throw contentRefused(homeContentMessages.samplesRepeated);
  await app.db.transaction(async (tx) => {
    const found = await samplesOfFair(tx, exhibitionId, sampleIds);
    if (found.length !== sampleIds.length) throw contentRefused(homeContentMessages.sampleNotInFair);
    const before = await storedIds(tx, exhibitionId);
    const value = { sampleIds };
    await tx
      .insert(configurationItems)
      .values({ exhibitionId, key: HOME_HOT_SAMPLES_KEY, value })
      .onConflictDoUpdate({
        target: [configurationItems.exhibitionId, configurationItems.key],
        set: { value },
      });
    await recordAudit(tx, exhibitionId, actor, {
      action: 'hotSamples.feature',
      targetType: 'content',
      targetId: HOME_HOT_SAMPLES_KEY,
      before: { sampleIds: before },
      after: value,
    });
  });
  return readFeature(app, exhibitionId);
}

/** Back to automatic: the home shows each exhibitor's first scene again. */
export async function resetHotSamples(
  app: AppContext,
  session: AuthSession,
): Promise<OrganizerHotSampleFeature> {
  const actor = await requirePermission(app, session, 'editContent');
  const exhibitionId = session.exhibitionId;
  await app.db.transaction(async (tx) => {
    const before = await storedIds(tx, exhibitionId);
    if (before === null) return;
    await tx
      .delete(configurationItems)
      .where(
        and(
          eq(configurationItems.exhibitionId, exhibitionId),
          eq(configurationItems.key, HOME_HOT_SAMPLES_KEY),
        ),
      );
    await recordAudit(tx, exhibitionId, actor, {
      action: 'hotSamples.reset',
      targetType: 'content',
      targetId: HOME_HOT_SAMPLES_KEY,
      before: { sampleIds: before },
      after: null,
    });
  });
  return readFeature(app, exhibitionId);
}
