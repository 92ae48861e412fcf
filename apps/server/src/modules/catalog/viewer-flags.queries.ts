import { DEFAULT_TOURIST_PRODUCT_LIMIT } from '@openfair/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../core/visibility';
import type { Db } from '../../db/client';
import { clientPoolMembers, collections, configurationItems } from '../../db/schema/index';
import type { CatalogContext } from './catalog-context';

/**
 * What a page of product cards needs to know about its viewer, in one round trip: which of the
 * products they favourited, and which of the owners' client pools hold them (plus their own company).
 */
export async function productFlags(
  cc: CatalogContext,
  q: { productIds: string[]; restrictedOwnerIds: string[] },
): Promise<{ collected: Set<string>; pool: Set<string> }> {
  const v = cc.viewer;
  const collected = new Set<string>();
  const pool = new Set<string>();
  if (v.kind === 'anonymous' || q.productIds.length === 0) return { collected, pool };
  if (v.kind === 'exhibitor' && v.exhibitorId) pool.add(v.exhibitorId);
  const rows = await cc.app.prepared.get('product_flags', productFlagsQuery).execute({
    exhibitionId: cc.exhibitionId,
    userAccountId: v.userAccountId,
    productIds: q.productIds,
    ownerIds: [...new Set(q.restrictedOwnerIds)],
  });
  for (const r of rows) (r.kind === 'pool' ? pool : collected).add(r.id);
  return { collected, pool };
}

const productFlagsQuery = (db: Db) =>
  db
    .select({ kind: sql<'collected' | 'pool'>`'collected'`.as('kind'), id: collections.subjectId })
    .from(collections)
    .where(
      and(
        eq(collections.exhibitionId, sql.placeholder('exhibitionId')),
        eq(collections.userAccountId, sql.placeholder('userAccountId')),
        eq(collections.subjectType, 'PRODUCT'),
        sql`${collections.subjectId} = any(${sql.placeholder('productIds')})`,
      ),
    )
    .unionAll(
      db
        .select({ kind: sql<'collected' | 'pool'>`'pool'`.as('kind'), id: clientPoolMembers.exhibitorId })
        .from(clientPoolMembers)
        .where(
          and(
            eq(clientPoolMembers.exhibitionId, sql.placeholder('exhibitionId')),
            eq(clientPoolMembers.userAccountId, sql.placeholder('userAccountId')),
            sql`${clientPoolMembers.exhibitorId} = any(${sql.placeholder('ownerIds')})`,
          ),
        ),
    )
    .prepare('product_flags');

/** Exhibitors (of `exhibitorIds`) whose client pool holds the viewer, plus the viewer's own company. */
export async function poolExhibitors(cc: CatalogContext, exhibitorIds: string[]): Promise<Set<string>> {
  const v: Viewer = cc.viewer;
  const out = new Set<string>();
  if (v.kind === 'anonymous' || exhibitorIds.length === 0) return out;
  if (v.kind === 'exhibitor' && v.exhibitorId) out.add(v.exhibitorId);
  const rows = await cc.app.prepared.get('pool_exhibitors_among', poolAmong).execute({
    exhibitionId: cc.exhibitionId,
    userAccountId: v.userAccountId,
    exhibitorIds: [...new Set(exhibitorIds)],
  });
  for (const r of rows) out.add(r.exhibitorId);
  return out;
}

const poolAmong = (db: Db) =>
  db
    .select({ exhibitorId: clientPoolMembers.exhibitorId })
    .from(clientPoolMembers)
    .where(
      and(
        eq(clientPoolMembers.exhibitionId, sql.placeholder('exhibitionId')),
        eq(clientPoolMembers.userAccountId, sql.placeholder('userAccountId')),
        sql`${clientPoolMembers.exhibitorId} = any(${sql.placeholder('exhibitorIds')})`,
      ),
    )
    .prepare('pool_exhibitors_among');

/** The organizer's tourist product limit (configuration item 'information'); a bad value means the default. */
export async function touristProductLimit(db: Db, exhibitionId: string): Promise<number> {
  const [row] = await db
    .select({ v: sql<unknown>`${configurationItems.value} -> 'touristProductLimit'` })
    .from(configurationItems)
    .where(and(eq(configurationItems.exhibitionId, exhibitionId), eq(configurationItems.key, 'information')))
    .limit(1);
  const n = row?.v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : DEFAULT_TOURIST_PRODUCT_LIMIT;
}
