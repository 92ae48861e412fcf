import { type CollectionType, mayCollect, ResponseCode, type SubjectType } from '@openfair/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { collections, exhibitors, products, visitors } from '../../db/schema/index';

export type CollectionOwner = { exhibitionId: string; userAccountId: string };

export function assertMayCollect(callerType: SubjectType, subjectType: CollectionType): void {
  if (!mayCollect(callerType, subjectType)) throw new AppError(ResponseCode.Forbidden);
}

/** The subject must exist in this fair: an id from another fair is "not found", never stored. */
async function assertSubjectExists(db: Db, exhibitionId: string, subjectType: CollectionType, id: string) {
  const table = subjectType === 'PRODUCT' ? products : subjectType === 'ACTOR' ? exhibitors : visitors;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.exhibitionId, exhibitionId)))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.NotFound);
}

/** Adds a favourite; adding it again keeps the first time (idempotent). */
export async function addCollection(
  db: Db,
  o: CollectionOwner,
  subject: { subjectType: CollectionType; subjectId: string },
): Promise<void> {
  await assertSubjectExists(db, o.exhibitionId, subject.subjectType, subject.subjectId);
  await db
    .insert(collections)
    .values({ ...o, ...subject })
    .onConflictDoNothing({
      target: [
        collections.exhibitionId,
        collections.userAccountId,
        collections.subjectType,
        collections.subjectId,
      ],
    });
}

/** Removes a favourite; removing one that is not there succeeds too (idempotent). */
export async function removeCollection(
  db: Db,
  o: CollectionOwner,
  subject: { subjectType: CollectionType; subjectId: string },
): Promise<void> {
  await db
    .delete(collections)
    .where(
      and(
        eq(collections.exhibitionId, o.exhibitionId),
        eq(collections.userAccountId, o.userAccountId),
        eq(collections.subjectType, subject.subjectType),
        eq(collections.subjectId, subject.subjectId),
      ),
    );
}

const ownerWhere = (o: CollectionOwner, subjectType: CollectionType) =>
  and(
    eq(collections.exhibitionId, o.exhibitionId),
    eq(collections.userAccountId, o.userAccountId),
    eq(collections.subjectType, subjectType),
  );

/** One page of favourites of one type, newest first. */
export async function listCollectionRows(
  db: Db,
  o: CollectionOwner,
  q: { subjectType: CollectionType; pageNum: number; pageSize: number },
) {
  const where = ownerWhere(o, q.subjectType);
  const rowsQuery = db
    .select({ subjectId: collections.subjectId, createdAt: collections.createdAt })
    .from(collections)
    .where(where)
    .orderBy(desc(collections.createdAt), desc(collections.id));
  const [rows, [total]] = await Promise.all([
    rowsQuery.limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(collections).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
