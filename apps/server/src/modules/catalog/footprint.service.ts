import type { CollectionType } from '@openfair/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PreparedStatements } from '../../core/prepared';
import type { Db } from '../../db/client';
import { collections, footprints } from '../../db/schema/index';

export type SubjectRef = {
  exhibitionId: string;
  userAccountId: string;
  subjectType: CollectionType;
  subjectId: string;
};

/** Records a view: one row per subject, its time refreshed on every view (history shows the latest view). */
export async function recordFootprint(db: Db, ref: SubjectRef): Promise<void> {
  const now = new Date();
  await db
    .insert(footprints)
    .values({ ...ref, viewedAt: now })
    .onConflictDoUpdate({
      target: [
        footprints.exhibitionId,
        footprints.userAccountId,
        footprints.subjectType,
        footprints.subjectId,
      ],
      set: { viewedAt: now },
    });
}

/** Which of `subjectIds` the caller has favourited, for the `collected` flag of cards and details. */
export async function collectedIds(
  prepared: PreparedStatements,
  q: { exhibitionId: string; userAccountId: string; subjectType: CollectionType; subjectIds: string[] },
): Promise<Set<string>> {
  if (q.subjectIds.length === 0) return new Set();
  const rows = await prepared.get('collected_subject_ids', collectedAmong).execute(q);
  return new Set(rows.map((r) => r.subjectId));
}

// Every card list asks this, so it is prepared; `= any(array)` keeps one statement for any page size.
const collectedAmong = (db: Db) =>
  db
    .select({ subjectId: collections.subjectId })
    .from(collections)
    .where(
      and(
        eq(collections.exhibitionId, sql.placeholder('exhibitionId')),
        eq(collections.userAccountId, sql.placeholder('userAccountId')),
        eq(collections.subjectType, sql.placeholder('subjectType')),
        sql`${collections.subjectId} = any(${sql.placeholder('subjectIds')})`,
      ),
    )
    .prepare('collected_subject_ids');

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
