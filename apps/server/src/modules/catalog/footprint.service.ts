import type { CollectionType } from '@openfair/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { slot } from '../../core/context';
import type { Db } from '../../db/client';
import { footprints } from '../../db/schema/index';

export type SubjectRef = {
  exhibitionId: string;
  userAccountId: string;
  subjectType: CollectionType;
  subjectId: string;
};

/** Records views: one row per subject, its time refreshed on every view (history shows the latest view). */
export async function recordFootprints(db: Db, views: (SubjectRef & { viewedAt: Date })[]): Promise<void> {
  if (views.length === 0) return;
  await db
    .insert(footprints)
    .values(views)
    .onConflictDoUpdate({
      target: [
        footprints.exhibitionId,
        footprints.userAccountId,
        footprints.subjectType,
        footprints.subjectId,
      ],
      set: { viewedAt: sql`greatest(${footprints.viewedAt}, excluded.viewed_at)` },
    });
}

export const recordFootprint = (db: Db, ref: SubjectRef) =>
  recordFootprints(db, [{ ...ref, viewedAt: new Date() }]);

/**
 * Views are written in batches off the request path: a detail view used to wait for its own upsert and
 * commit, the dearest part of opening a product. Each instance keeps the latest view per subject and
 * writes them every FLUSH_MS; reading or clearing a history writes this instance's pending views first.
 * Another instance's views of the last FLUSH_MS may show a moment later.
 */
const FLUSH_MS = 1_000;
/** A bound on what waits in memory; past it the views are written at once. */
const MAX_PENDING = 5_000;

export class FootprintRecorder {
  private readonly pending = new Map<string, SubjectRef & { viewedAt: Date }>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  record(ref: SubjectRef): void {
    const key = `${ref.exhibitionId}\u0000${ref.userAccountId}\u0000${ref.subjectType}\u0000${ref.subjectId}`;
    this.pending.set(key, { ...ref, viewedAt: new Date() });
    if (this.pending.size >= MAX_PENDING) void this.flush().catch(this.onError);
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush().catch(this.onError), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is pending; writes run one after another. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending.values()];
    this.pending.clear();
    this.writing = this.writing.catch(() => {}).then(() => recordFootprints(this.db, batch));
    return this.writing;
  }
}

export const footprintRecorder = slot(
  'catalog.footprints',
  (app) => new FootprintRecorder(app.db, (error) => app.log.error({ err: error }, 'history not written')),
  (recorder) => recorder.flush(),
);

type Owner = { exhibitionId: string; userAccountId: string; subjectType: CollectionType };

const ownerWhere = (o: Owner) =>
  and(
    eq(footprints.exhibitionId, o.exhibitionId),
    eq(footprints.userAccountId, o.userAccountId),
    eq(footprints.subjectType, o.subjectType),
  );

/** One page of the caller's history of one subject type, newest view first. */
export async function listFootprintRows(db: Db, o: Owner & { pageNum: number; pageSize: number }) {
  const where = ownerWhere(o);
  const [rows, [total]] = await Promise.all([
    db
      .select({ subjectId: footprints.subjectId, viewedAt: footprints.viewedAt })
      .from(footprints)
      .where(where)
      .orderBy(desc(footprints.viewedAt), desc(footprints.id))
      .limit(o.pageSize)
      .offset((o.pageNum - 1) * o.pageSize),
    db.select({ n: count() }).from(footprints).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Clears the caller's history of one subject type; returns how many rows went. */
export async function clearFootprints(db: Db, o: Owner): Promise<number> {
  const gone = await db.delete(footprints).where(ownerWhere(o)).returning({ id: footprints.id });
  return gone.length;
}
