import {
  type AdvertisementType,
  HOME_TARGET_SEARCH_LIMIT,
  type HomeTarget,
  homeContentMessages,
} from '@openfair/contract';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { exhibitors, products } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { contentRefused } from './content-images';
import { requirePermission } from './organizer-access.service';

/**
 * Exhibitors or products of this fair by words of their Chinese or English name (a product also by its
 * exhibitor's), at most HOME_TARGET_SEARCH_LIMIT: the pickers of the carousel and the advertisements.
 */
export async function searchHomeTargets(
  app: AppContext,
  session: AuthSession,
  query: { type: AdvertisementType; keyword: string },
): Promise<HomeTarget[]> {
  await requirePermission(app, session, 'editContent');
  const like = query.keyword ? likePattern(query.keyword) : null;
  if (query.type === 'actor') {
    const rows = await app.db
      .select({ id: exhibitors.id, name: exhibitors.name, nameEn: exhibitors.nameEn })
      .from(exhibitors)
      .where(
        and(
          eq(exhibitors.exhibitionId, session.exhibitionId),
          like ? or(ilike(exhibitors.name, like), ilike(exhibitors.nameEn, like)) : undefined,
        ),
      )
      .orderBy(asc(exhibitors.name), asc(exhibitors.id))
      .limit(HOME_TARGET_SEARCH_LIMIT);
    return rows.map((r) => ({ ...r, exhibitorName: '' }));
  }
  const rows = await app.db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      exhibitorName: exhibitors.name,
    })
    .from(products)
    .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitorId))
    .where(
      and(
        eq(products.exhibitionId, session.exhibitionId),
        like
          ? or(ilike(products.name, like), ilike(products.nameEn, like), ilike(exhibitors.name, like))
          : undefined,
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(HOME_TARGET_SEARCH_LIMIT);
  return rows;
}

/** These exhibitors or products of this fair, by id (one missing from the map is not of this fair). */
export async function homeTargetsById(
  db: DbOrTx,
  exhibitionId: string,
  type: AdvertisementType,
  ids: string[],
): Promise<Map<string, HomeTarget>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows =
    type === 'actor'
      ? (
          await db
            .select({ id: exhibitors.id, name: exhibitors.name, nameEn: exhibitors.nameEn })
            .from(exhibitors)
            .where(and(eq(exhibitors.exhibitionId, exhibitionId), inArray(exhibitors.id, wanted)))
        ).map((r) => ({ ...r, exhibitorName: '' }))
      : await db
          .select({
            id: products.id,
            name: products.name,
            nameEn: products.nameEn,
            exhibitorName: exhibitors.name,
          })
          .from(products)
          .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitorId))
          .where(and(eq(products.exhibitionId, exhibitionId), inArray(products.id, wanted)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The exhibitor or product an item will open, refused when it is not of this fair. */
export async function requireHomeTarget(
  db: DbOrTx,
  exhibitionId: string,
  type: AdvertisementType,
  id: string,
): Promise<HomeTarget> {
  if (!id)
    throw contentRefused(
      type === 'actor' ? homeContentMessages.exhibitorRequired : homeContentMessages.targetRequired,
    );
  const target = (await homeTargetsById(db, exhibitionId, type, [id])).get(id);
  if (!target) throw contentRefused(homeContentMessages.targetNotInFair);
  return target;
}
