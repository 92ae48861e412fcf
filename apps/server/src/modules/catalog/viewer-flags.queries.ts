import { type CollectionType, DEFAULT_TOURIST_PRODUCT_LIMIT } from '@openfair/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../core/visibility';
import type { Db } from '../../db/client';
import { clientPoolMembers, collections, configurationItems } from '../../db/schema/index';
import type { CatalogContext } from './catalog-context';
import { type ViewerFlags, visitorKey } from './read-model';

/**
 * Everything a viewer's own flags on cards and details come from: what they favourited and which
 * exhibitors' client pools hold them, in the fair. Read once into the read model (a busy visitor pages
 * through lists, searches and details; each used to cost a round trip for its flags) and dropped at once
 * by 'interests.changed', which every change of a visitor's favourites or client-pool membership
 * publishes, on every instance.
 */
const NO_FLAGS: ViewerFlags = { collected: new Map(), pool: new Set() };

export function viewerFlags(cc: CatalogContext): Promise<ViewerFlags> {
  const v = cc.viewer;
  if (v.kind === 'anonymous') return Promise.resolve(NO_FLAGS);
  return cc.readModel.viewerFlags.load(visitorKey(cc.exhibitionId, v.userAccountId), async () => {
    const rows = await cc.app.prepared
      .get('viewer_flags', viewerFlagsQuery)
      .execute({ exhibitionId: cc.exhibitionId, userAccountId: v.userAccountId });
    const flags: ViewerFlags = { collected: new Map(), pool: new Set() };
    for (const r of rows) {
      if (r.kind === 'POOL') flags.pool.add(r.id);
      else {
        const type = r.kind as CollectionType;
        const set = flags.collected.get(type) ?? new Set<string>();
        set.add(r.id);
        flags.collected.set(type, set);
      }
    }
    return flags;
  });
}

const viewerFlagsQuery = (db: Db) =>
  db
    .select({ kind: sql<string>`${collections.subjectType}`.as('kind'), id: collections.subjectId })
    .from(collections)
    .where(
      and(
        eq(collections.exhibitionId, sql.placeholder('exhibitionId')),
        eq(collections.userAccountId, sql.placeholder('userAccountId')),
      ),
    )
    .unionAll(
      db
        .select({ kind: sql<string>`'POOL'`.as('kind'), id: clientPoolMembers.exhibitorId })
        .from(clientPoolMembers)
        .where(
          and(
            eq(clientPoolMembers.exhibitionId, sql.placeholder('exhibitionId')),
            eq(clientPoolMembers.userAccountId, sql.placeholder('userAccountId')),
          ),
        ),
    )
    .prepare('viewer_flags');

/** Which of `subjectIds` the viewer has favourited, for the `collected` flag of cards and details. */
export async function collectedAmong(
  cc: CatalogContext,
  subjectType: CollectionType,
  subjectIds: string[],
): Promise<Set<string>> {
  if (cc.viewer.kind === 'anonymous' || subjectIds.length === 0) return new Set();
  const collected = (await viewerFlags(cc)).collected.get(subjectType);
  return new Set(collected ? subjectIds.filter((id) => collected.has(id)) : []);
}

/** Exhibitors (of `exhibitorIds`) whose client pool holds the viewer, plus the viewer's own company. */
async function poolExhibitors(cc: CatalogContext, exhibitorIds: string[]): Promise<Set<string>> {
  const v: Viewer = cc.viewer;
  const out = new Set<string>();
  if (v.kind === 'anonymous' || exhibitorIds.length === 0) return out;
  if (v.kind === 'exhibitor' && v.exhibitorId) out.add(v.exhibitorId);
  const { pool } = await viewerFlags(cc);
  for (const id of exhibitorIds) if (pool.has(id)) out.add(id);
  return out;
}

/**
 * What a page of product cards needs to know about its viewer: which of the products they favourited,
 * and which of the owners' client pools hold them (plus their own company).
 */
export async function productFlags(
  cc: CatalogContext,
  q: { productIds: string[]; restrictedOwnerIds: string[] },
): Promise<{ collected: Set<string>; pool: Set<string> }> {
  const [collected, pool] = await Promise.all([
    collectedAmong(cc, 'PRODUCT', q.productIds),
    poolExhibitors(cc, q.restrictedOwnerIds),
  ]);
  return { collected, pool };
}

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
