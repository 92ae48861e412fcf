import type { AuthSession } from './auth';
import { TtlCache } from './ttl-cache';

/**
 * Nearly every call resolves its token; at catalog scale that lookup was half of a list page's database
 * round trips. Resolved sessions are kept for SESSION_CACHE_TTL_MS per instance. Whatever changes a
 * session or its standing publishes 'session.changed', and every instance (over Redis, when there are
 * several) forgets that account at once; the TTL only bounds how long a lost event could leave a
 * revoked token honoured.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_SESSIONS = 50_000;

export type CachedSession = { session: AuthSession; expiresAt: number };

export class SessionCache {
  private readonly cache = new TtlCache<CachedSession>(SESSION_CACHE_TTL_MS, MAX_SESSIONS);

  get(tokenHash: string): CachedSession | undefined {
    return this.cache.get(tokenHash);
  }

  set(tokenHash: string, entry: CachedSession): void {
    this.cache.set(tokenHash, entry);
  }

  /** Drops the cached sessions of one account, or all of them (`null`). */
  forget(userAccountId: string | null): void {
    if (userAccountId === null) this.cache.clear();
    else this.cache.deleteWhere((entry) => entry.session.userAccountId === userAccountId);
  }

  get size(): number {
    return this.cache.size;
  }
}
