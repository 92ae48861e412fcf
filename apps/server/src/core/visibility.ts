import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { products } from '../db/schema/index';
import type { AuthSession } from './auth';

/**
 * Who is browsing, as far as product visibility goes (spec 000 §8, spec 001 §3 scope):
 * scope 0 is public; scope 1 is listed for logged-in users but opens only for the exhibitor's client
 * pool (and the exhibitor's own staff); scope 2 is for visitors who pre-registered for the fair.
 * Every read path that shows products decides with the functions below.
 */
export type Viewer =
  | { kind: 'anonymous' }
  | { kind: 'visitor'; userAccountId: string; preRegistered: boolean }
  | { kind: 'exhibitor'; userAccountId: string; exhibitorId: string | null }
  | { kind: 'organizer'; userAccountId: string };

export const ANONYMOUS: Viewer = { kind: 'anonymous' };

/**
 * The viewer behind a session (the standing fields come with the token, see http/auth.ts). A token of
 * another fair carries no standing here.
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

/** productVisibility narrowed to one exhibitor's products. */
export const ownProductsVisible = (v: Viewer, exhibitorId: string): SQL | undefined =>
  and(eq(products.exhibitorId, exhibitorId), productVisibility(v));

/**
 * Viewers whose productVisibility is the same WHERE share a key (cached list pages and totals are per
 * key): everything (organizer, pre-registered visitor), scopes 0-1, public only, or one company's staff.
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
 * What a viewer may do with a product, the one rule every read path applies:
 * - 'hidden': not even listed (lists, search, recommendations, the home, ads and exhibitor pages leave it
 *   out, the same as productVisibility's WHERE);
 * - 'listed': shown as a locked card in lists, but never opened: the detail answers `restricted`, and
 *   favourites, their export and history show it redacted (restrictedProductCard);
 * - 'open': everything.
 */
export type ProductAccess = 'hidden' | 'listed' | 'open';

export function productAccess(
  v: Viewer,
  p: { scope: number; exhibitorId: string },
  pool: Set<string>,
): ProductAccess {
  if (!canSeeProduct(v, p)) return 'hidden';
  return inPool(v, p, pool) ? 'open' : 'listed';
}

/**
 * inPool of spec 001 §3: the viewer may open the product. Scope 1 needs the exhibitor's client pool:
 * `pool` holds the exhibitors whose pool has the viewer (and the viewer's own company).
 */
export function inPool(v: Viewer, p: { scope: number; exhibitorId: string }, pool: Set<string>): boolean {
  if (!canSeeProduct(v, p)) return false;
  if (p.scope !== 1) return true;
  return v.kind === 'organizer' || pool.has(p.exhibitorId);
}
