import { DEFAULT_TOURIST_PRODUCT_LIMIT } from '@openfair/contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { clientPoolMembers, collections, configurationItems, products } from '../../db/schema/index';
import type { AuthSession } from '../../http/policy';

/**
 * Who is browsing, as far as product visibility goes (spec 000 §8, spec 001 §3 scope):
 * scope 0 is public; scope 1 is listed for logged-in users but opens only for the exhibitor's client
 * pool (and the exhibitor's own staff); scope 2 is for visitors who pre-registered for the fair.
 */
export type Viewer =
  | { kind: 'anonymous' }
  | { kind: 'visitor'; userAccountId: string; preRegistered: boolean }
  | { kind: 'exhibitor'; userAccountId: string; exhibitorId: string | null }
  | { kind: 'organizer'; userAccountId: string };

export const ANONYMOUS: Viewer = { kind: 'anonymous' };

/**
 * The viewer of a request, from its session (the standing fields come with the token, see resolveAuth).
 * A token of another fair carries no standing here.
 */
export function resolveViewer(exhibitionId: string, s: AuthSession | null): Viewer {
  if (!s) return ANONYMOUS;
  const here = s.exhibitionId === exhibitionId;
  if (s.subjectType === 'ORGANIZER') return { kind: 'organizer', userAccountId: s.userAccountId };
  if (s.subjectType === 'ACTOR') {
    const employee = here ? s.employee : null;
    return {
      kind: 'exhibitor',
      userAccountId: s.userAccountId,
      exhibitorId: employee && !employee.resigned ? employee.exhibitorId : null,
    };
  }
  return { kind: 'visitor', userAccountId: s.userAccountId, preRegistered: here && s.preRegistered };
}

export const viewerAccountId = (v: Viewer): string | null =>
  v.kind === 'anonymous' ? null : v.userAccountId;

/**
 * Products the viewer may see in lists. Tourists see public products only (the tourist limit is
 * about public products); scope 2 needs pre-registration; staff see all of their own company's.
 */
export function productVisibility(v: Viewer): SQL | undefined {
  switch (v.kind) {
    case 'anonymous':
      return eq(products.scope, 0);
    case 'organizer':
      return undefined;
    case 'visitor':
      return v.preRegistered ? undefined : inArray(products.scope, [0, 1]);
    case 'exhibitor':
      return v.exhibitorId
        ? or(inArray(products.scope, [0, 1]), eq(products.exhibitorId, v.exhibitorId))
        : inArray(products.scope, [0, 1]);
  }
}

/**
 * Viewers whose productVisibility is the same WHERE share a key (cached list totals are per key):
 * everything (organizer, pre-registered visitor), scopes 0-1, public only, or one company's staff.
 */
export function visibilityKey(v: Viewer): string {
  switch (v.kind) {
    case 'anonymous':
      return 'public';
    case 'organizer':
      return 'all';
    case 'visitor':
      return v.preRegistered ? 'all' : 'listed';
    case 'exhibitor':
      return v.exhibitorId ? `staff:${v.exhibitorId}` : 'listed';
  }
}

/** Whether the viewer may see a product at all (same rule as the lists). */
export function canSeeProduct(v: Viewer, p: { scope: number; exhibitorId: string }): boolean {
  switch (v.kind) {
    case 'anonymous':
      return p.scope === 0;
    case 'organizer':
      return true;
    case 'visitor':
      return p.scope !== 2 || v.preRegistered;
    case 'exhibitor':
      return p.scope !== 2 || p.exhibitorId === v.exhibitorId;
  }
}

/**
 * What a page of product cards needs to know about its viewer, in one round trip: which of the
 * products they favourited, and which of the owners' client pools hold them (plus their own company).
 */
export async function productFlags(
  db: Db,
  exhibitionId: string,
  v: Viewer,
  q: { productIds: string[]; restrictedOwnerIds: string[] },
): Promise<{ collected: Set<string>; pool: Set<string> }> {
  const collected = new Set<string>();
  const pool = new Set<string>();
  if (v.kind === 'anonymous' || q.productIds.length === 0) return { collected, pool };
  if (v.kind === 'exhibitor' && v.exhibitorId) pool.add(v.exhibitorId);
  const rows = await preparedFor(db, 'product_flags', productFlagsQuery).execute({
    exhibitionId,
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
export async function poolExhibitors(
  db: Db,
  exhibitionId: string,
  v: Viewer,
  exhibitorIds: string[],
): Promise<Set<string>> {
  const out = new Set<string>();
  if (v.kind === 'anonymous' || exhibitorIds.length === 0) return out;
  if (v.kind === 'exhibitor' && v.exhibitorId) out.add(v.exhibitorId);
  const rows = await preparedFor(db, 'pool_exhibitors_among', poolAmong).execute({
    exhibitionId,
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

/** inPool of spec 001 §3: the viewer may open the product (scope 1 needs the exhibitor's pool). */
export function inPool(v: Viewer, p: { scope: number; exhibitorId: string }, pool: Set<string>): boolean {
  if (!canSeeProduct(v, p)) return false;
  if (p.scope !== 1) return true;
  return v.kind === 'organizer' || pool.has(p.exhibitorId);
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
