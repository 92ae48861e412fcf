import { asc, desc, eq, sql } from 'drizzle-orm';
import { slot } from '../../core/context';
import type { Db } from '../../db/client';
import { searchQueries } from '../../db/schema/index';

/**
 * Search trends count keywords. Writing each search straight away made every search of a popular
 * keyword wait for the lock on that keyword's row (and a commit); instead each instance adds up its
 * searches in memory and writes the sums every FLUSH_MS, one upsert per keyword. Reading the trends
 * writes this instance's pending sums first, so a reader sees its own searches. The sums still pending
 * are written when the instance closes.
 */
export const FLUSH_MS = 2_000;
const TREND_SIZE = 10;

type Pending = { exhibitionId: string; keyword: string; count: number; lastAt: Date };

/** How a keyword is stored for trends: trimmed, single-spaced, lowercase. */
export const normaliseKeyword = (k: string) => k.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100);

export class SearchTrendRecorder {
  private readonly pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  record(exhibitionId: string, keyword: string): void {
    const k = normaliseKeyword(keyword);
    if (!k) return;
    const key = `${exhibitionId}\u0000${k}`;
    const p = this.pending.get(key);
    if (p) {
      p.count += 1;
      p.lastAt = new Date();
    } else this.pending.set(key, { exhibitionId, keyword: k, count: 1, lastAt: new Date() });
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        // A failed write keeps nothing to retry: the sums go back into pending for the next flush.
        this.flush().catch(() => {});
      }, FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes the pending sums (called by the timer, before reading trends, and when the instance closes). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = [...this.pending.values()];
    this.pending.clear();
    // Flushes run one after another so two writers never race on the same keyword rows.
    this.flushing = this.flushing
      .catch(() => {})
      .then(async () => {
        if (batch.length === 0) return;
        try {
          await this.db
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
            const now = this.pending.get(key);
            if (now) now.count += p.count;
            else this.pending.set(key, p);
          }
          throw e;
        }
      });
    return this.flushing;
  }

  /** The fair's most searched keywords, this instance's pending searches included. */
  async trend(exhibitionId: string) {
    await this.flush().catch(() => {});
    return this.db
      .select({ keyword: searchQueries.keyword, count: searchQueries.count })
      .from(searchQueries)
      .where(eq(searchQueries.exhibitionId, exhibitionId))
      .orderBy(desc(searchQueries.count), asc(searchQueries.keyword))
      .limit(TREND_SIZE);
  }
}

export const searchTrends = slot(
  'catalog.searchTrends',
  (app) => new SearchTrendRecorder(app.db),
  (recorder) => recorder.flush(),
);
