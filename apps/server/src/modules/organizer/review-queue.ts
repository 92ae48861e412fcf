import {
  type Bilingual,
  ResponseCode,
  type ReviewDecision,
  type ReviewStatus,
  reviewMessages,
} from '@openfair/contract';
import { asc, count, desc, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';

/**
 * What every review queue of the console shares (registrations, VIP applications, sourcing needs and
 * sign-ups, lives): the page query, the reason rule, the decided status and the capped count.
 */

/**
 * A queue's total is counted up to this many rows: a fair with more waiting than a reviewer could page
 * through still answers at once ("10,000+"), and the count never reads the whole table.
 */
export const REVIEW_COUNT_CAP = 10_000;

export type ReviewListQuery = { pageNum: number; pageSize: number; status: ReviewStatus; keyword: string };
export type ReviewDecisionInput = { id: string; decision: ReviewDecision; reason: string };

export const reviewRefusal = (message: Bilingual) =>
  new AppError(ResponseCode.BadRequest, undefined, { cn: message.zh, en: message.en });

/** A rejection needs a reason the applicant can act on; an approval takes none. */
export function checkedReason(decision: ReviewDecision, reason: string): string {
  if (decision === 'reject' && !reason) throw reviewRefusal(reviewMessages.reasonRequired);
  return decision === 'reject' ? reason : '';
}

export const decidedStatus = (decision: ReviewDecision): ReviewStatus =>
  decision === 'approve' ? 'approved' : 'rejected';

/** Waiting rows oldest first (the order they are worked through), decided ones newest first. */
export const queueOrder = (status: ReviewStatus) => (status === 'pending' ? 'asc' : 'desc');

/** Counts the rows of `where` up to the cap, through the same index the page is read with. */
export async function cappedCount(
  app: AppContext,
  table: PgTable & { id: AnyPgColumn },
  where: SQL | undefined,
): Promise<number> {
  const capped = app.db
    .select({ one: table.id })
    .from(table as PgTable)
    .where(where)
    .limit(REVIEW_COUNT_CAP)
    .as('capped');
  const [row] = await app.db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

type QueueTable = PgTable & { id: AnyPgColumn; submittedAt: AnyPgColumn };

/**
 * A page of a queue's rows in queue order (by submission, then id, so pages never overlap) with the
 * capped total: the read every single-table queue list makes.
 */
export async function readQueuePage<T extends QueueTable>(
  app: AppContext,
  table: T,
  where: SQL | undefined,
  query: ReviewListQuery,
): Promise<{ rows: InferSelectModel<T>[]; total: number }> {
  const order = queueOrder(query.status) === 'asc' ? asc : desc;
  const [rows, total] = await Promise.all([
    app.db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(order(table.submittedAt), order(table.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    cappedCount(app, table, where),
  ]);
  return { rows: rows as InferSelectModel<T>[], total };
}
