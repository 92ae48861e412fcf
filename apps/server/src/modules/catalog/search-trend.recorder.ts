import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { slot } from '../../core/context';
import type { Db, DbOrTx } from '../../db/client';
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
/** A keyword counts once per searcher in this period, so one client cannot push a trend by repeating it. */
export const TREND_PERIOD_MS = 24 * 3_600_000;
/** Searchers remembered per instance (the least recent are forgotten first). */
const SEARCHERS_REMEMBERED = 200_000;
/** Longest keyword a trend shows, and most words: longer ones are sentences or pasted text, not trends. */
export const TREND_KEYWORD_MAX = 32;
const TREND_WORDS_MAX = 6;

/** A value the database refuses as such (SQLSTATE class 22: bad characters, out of range...). */
function isDataError(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && e.code.startsWith('22')) return true;
  }
  return false;
}

type Pending = { exhibitionId: string; keyword: string; count: number; lastAt: Date };

/** How a keyword is stored for trends: trimmed, single-spaced, lowercase. */
export const normaliseKeyword = (k: string) => k.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100);

/**
 * Whether a (normalised) keyword may become a trend: words, not addresses, mail or pasted text. It is
 * still searched for; it is only not counted.
 */
export function isTrendWorthy(keyword: string): boolean {
  if (keyword.length === 0 || keyword.length > TREND_KEYWORD_MAX) return false;
  if (keyword.split(' ').length > TREND_WORDS_MAX) return false;
  if (!/\p{L}/u.test(keyword)) return false;
  if (/[@<>{}\\]|:\/\/|^www\./u.test(keyword)) return false;
  // One token with a dot and a top-level-domain-like ending: example.com, shop.example.cn/path.
  if (/^\S+\.[a-z]{2,}(\/\S*)?$/u.test(keyword)) return false;
  return true;
}

export class SearchTrendRecorder {
  private readonly pending = new Map<string, Pending>();
  /** `fair|searcher|keyword` → until when it is not counted again (insertion order: oldest first) */
  private readonly counted = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    /** told about a keyword whose sum could not be written on its own and was dropped */
    private readonly onDropped: (keyword: string, error: unknown) => void = () => {},
  ) {}

  private upsert(rows: Pending[]) {
    return this.db
      .insert(searchQueries)
      .values(rows)
      .onConflictDoUpdate({
        target: [searchQueries.exhibitionId, searchQueries.keyword],
        set: {
          count: sql`${searchQueries.count} + excluded.count`,
          lastAt: sql`greatest(${searchQueries.lastAt}, excluded.last_at)`,
        },
      });
  }

  private putBack(rows: Pending[]) {
    for (const p of rows) {
      const key = `${p.exhibitionId}\u0000${p.keyword}`;
      const now = this.pending.get(key);
      if (now) now.count += p.count;
      else this.pending.set(key, p);
    }
  }

  /**
   * Counts a search of `keyword` by `searcher` (an account, or a guest's client address): once per
   * searcher and keyword in TREND_PERIOD_MS, and only keywords that are words (isTrendWorthy).
   */
  record(exhibitionId: string, keyword: string, searcher: string, now = Date.now()): void {
    const k = normaliseKeyword(keyword);
    if (!isTrendWorthy(k)) return;
    const seen = `${exhibitionId}\u0000${searcher}\u0000${k}`;
    const until = this.counted.get(seen);
    if (until !== undefined && until > now) return;
    this.counted.delete(seen);
    this.counted.set(seen, now + TREND_PERIOD_MS);
    if (this.counted.size > SEARCHERS_REMEMBERED) this.counted.delete(this.counted.keys().next().value!);
    const key = `${exhibitionId}\u0000${k}`;
    const p = this.pending.get(key);
    if (p) {
      p.count += 1;
      p.lastAt = new Date();
    } else this.pending.set(key, { exhibitionId, keyword: k, count: 1, lastAt: new Date() });
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        // A failed write loses nothing: the sums go back into pending for the next flush.
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
          await this.upsert(batch);
        } catch (batchError) {
          // One bad keyword must not stop trends for good: write the sums one by one, drop those the
          // database refuses as data (SQLSTATE class 22) and keep the rest for the next flush.
          const kept: Pending[] = [];
          for (const row of batch) {
            try {
              await this.upsert([row]);
            } catch (error) {
              if (isDataError(error)) this.onDropped(row.keyword, error);
              else kept.push(row);
            }
          }
          if (kept.length > 0) {
            this.putBack(kept);
            throw batchError;
          }
        }
      });
    return this.flushing;
  }

  /** The fair's most searched keywords, this instance's pending searches included, less hidden ones. */
  async trend(exhibitionId: string) {
    await this.flush().catch(() => {});
    return this.db
      .select({ keyword: searchQueries.keyword, count: searchQueries.count })
      .from(searchQueries)
      .where(and(eq(searchQueries.exhibitionId, exhibitionId), eq(searchQueries.hidden, false)))
      .orderBy(desc(searchQueries.count), asc(searchQueries.keyword))
      .limit(TREND_SIZE);
  }
}

/**
 * The organizer hides a keyword from the trends (or shows it again). A keyword not searched yet is
 * hidden in advance: its row is created with no searches.
 */
export async function setTrendHidden(db: DbOrTx, exhibitionId: string, keyword: string, hidden: boolean) {
  const k = normaliseKeyword(keyword);
  await db
    .insert(searchQueries)
    .values({ exhibitionId, keyword: k, count: 0, hidden })
    .onConflictDoUpdate({ target: [searchQueries.exhibitionId, searchQueries.keyword], set: { hidden } });
}

export const searchTrends = slot(
  'catalog.searchTrends',
  (app) =>
    new SearchTrendRecorder(app.db, (keyword, error) =>
      app.log.warn(
        { keywordLength: keyword.length, err: { message: (error as Error).message } },
        'search trend: a keyword could not be written and was dropped',
      ),
    ),
  (recorder) => recorder.flush(),
);
