import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchQueries } from '../../db/schema/index';

/**
 * Search trends count keywords. Writing each search straight away made every search of a popular
 * keyword wait for the lock on that keyword's row (and a commit); instead each instance adds up its
 * searches in memory and writes the sums every FLUSH_MS, one upsert per keyword. Reading the trends
 * writes this instance's pending sums first, so a reader sees its own searches.
 */
export const FLUSH_MS = 2_000;
const TREND_SIZE = 10;

type Pending = { exhibitionId: string; keyword: string; count: number; lastAt: Date };
type Recorder = { pending: Map<string, Pending>; timer: NodeJS.Timeout | null; flushing: Promise<void> };

const recorders = new WeakMap<Db, Recorder>();

function recorderOf(db: Db): Recorder {
  let r = recorders.get(db);
  if (!r) {
    r = { pending: new Map(), timer: null, flushing: Promise.resolve() };
    recorders.set(db, r);
  }
  return r;
}

/** How a keyword is stored for trends: trimmed, single-spaced, lowercase. */
export const normaliseKeyword = (k: string) => k.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100);

export function recordSearch(db: Db, exhibitionId: string, keyword: string): void {
  const k = normaliseKeyword(keyword);
  if (!k) return;
  const r = recorderOf(db);
  const key = `${exhibitionId}\u0000${k}`;
  const p = r.pending.get(key);
  if (p) {
    p.count += 1;
    p.lastAt = new Date();
  } else r.pending.set(key, { exhibitionId, keyword: k, count: 1, lastAt: new Date() });
  if (!r.timer) {
    r.timer = setTimeout(() => {
      r.timer = null;
      // A failed write keeps nothing to retry: the sums go back into pending for the next flush.
      flushSearchTrends(db).catch(() => {});
    }, FLUSH_MS);
    r.timer.unref();
  }
}

/** Writes the pending sums (called by the timer, before reading trends, and when the app closes). */
export function flushSearchTrends(db: Db): Promise<void> {
  const r = recorderOf(db);
  if (r.timer) {
    clearTimeout(r.timer);
    r.timer = null;
  }
  const batch = [...r.pending.values()];
  r.pending.clear();
  // Flushes run one after another so two writers never race on the same keyword rows.
  r.flushing = r.flushing
    .catch(() => {})
    .then(async () => {
      if (batch.length === 0) return;
      try {
        await db
          .insert(searchQueries)
          .values(batch)
          .onConflictDoUpdate({
            target: [searchQueries.exhibitionId, searchQueries.keyword],
            set: {
              count: sql`${searchQueries.count} + excluded.count`,
              lastAt: sql`greatest(${searchQueries.lastAt}, excluded.last_at)`,
            },
          });
      } catch (e) {
        for (const p of batch) {
          const key = `${p.exhibitionId}\u0000${p.keyword}`;
          const now = r.pending.get(key);
          if (now) now.count += p.count;
          else r.pending.set(key, p);
        }
        throw e;
      }
    });
  return r.flushing;
}

export async function searchTrend(db: Db, exhibitionId: string) {
  await flushSearchTrends(db).catch(() => {});
  return db
    .select({ keyword: searchQueries.keyword, count: searchQueries.count })
    .from(searchQueries)
    .where(eq(searchQueries.exhibitionId, exhibitionId))
    .orderBy(desc(searchQueries.count), asc(searchQueries.keyword))
    .limit(TREND_SIZE);
}
