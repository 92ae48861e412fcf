import type { Db } from '../db/client';
import { TtlCache } from '../lib/ttl-cache';
import type { AuthSession } from './policy';

/**
 * Nearly every call resolves its token; at catalog scale that lookup was half of a list page's database
 * round trips. Resolved sessions are kept for SESSION_CACHE_TTL_MS per instance. Whatever changes a
 * session or its standing (logout, password change, QR confirmation, registration flags, staff binding)
 * calls forgetSessions on the instance that made the change, so that instance is exact; another instance
 * may honour a revoked token, or miss a new standing, for at most this long.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_SESSIONS = 50_000;

export type CachedSession = { session: AuthSession; expiresAt: number };

const cacheByDb = new WeakMap<Db, TtlCache<CachedSession>>();

export function sessionCache(db: Db): TtlCache<CachedSession> {
  let cache = cacheByDb.get(db);
  if (!cache) {
    cache = new TtlCache<CachedSession>(SESSION_CACHE_TTL_MS, MAX_SESSIONS);
    cacheByDb.set(db, cache);
  }
  return cache;
}

/** Drops the cached sessions of one account (after a change to its tokens or standing), or all of them. */
export function forgetSessions(db: Db, userAccountId?: string): void {
  const cache = cacheByDb.get(db);
  if (!cache) return;
  if (userAccountId === undefined) cache.clear();
  else cache.deleteWhere((entry) => entry.session.userAccountId === userAccountId);
}
