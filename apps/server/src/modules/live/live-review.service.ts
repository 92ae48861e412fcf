import {
  fillMessage,
  type LiveReview,
  type LiveReviewDecisionRequest,
  liveMessages,
  liveReviewNotices,
  type Page,
  reviewMessages,
} from '@openfair/contract';
import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { mediaUrls } from '../../core/media-url';
import type { DbOrTx } from '../../db/client';
import { exhibitorEmployees, exhibitors, lives, products } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { transactionWithNotices } from '../content/index';
import {
  cappedCount,
  checkedReason,
  decidedStatus,
  queueOrder,
  type ReviewListQuery,
  recordAudit,
  requirePermission,
  reviewRefusal,
} from '../organizer/index';
import { type LiveRow, stateOf } from './live.service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Company = { name: string; nameEn: string };

/** The featured products of the rows, by id (a live names at most LIVE_PRODUCTS_MAX of its company's). */
async function productsOf(db: DbOrTx, rows: LiveRow[]) {
  const ids = [...new Set(rows.flatMap((r) => r.productIds))];
  if (ids.length === 0) return new Map<string, typeof products.$inferSelect>();
  const found = await db.select().from(products).where(inArray(products.id, ids));
  return new Map(found.map((p) => [p.id, p]));
}

async function present(app: AppContext, db: DbOrTx, rows: { live: LiveRow; company: Company }[]) {
  const url = mediaUrls(app.storage);
  const byId = await productsOf(
    db,
    rows.map((r) => r.live),
  );
  const now = new Date();
  return rows.map(
    ({ live: l, company }): LiveReview => ({
      id: l.id,
      name: l.name,
      nameEn: l.nameEn,
      cover: url(l.cover),
      intro: l.intro,
      startTime: l.startTime.toISOString(),
      endTime: l.endTime.toISOString(),
      scope: l.scope,
      liveState: stateOf(l, now),
      exhibitorId: l.exhibitorId,
      companyName: company.name,
      companyNameEn: company.nameEn,
      products: l.productIds.flatMap((id) => {
        const p = byId.get(id);
        // only the company's own products are featured (checked on save); anything else is not shown
        return p && p.exhibitorId === l.exhibitorId
          ? [{ id: p.id, name: p.name, nameEn: p.nameEn, image: url(p.images[0] ?? '') }]
          : [];
      }),
      isDemo: l.isDemo,
      status: l.reviewStatus as LiveReview['status'],
      reason: l.reviewReason,
      submittedAt: iso(l.submittedAt),
      reviewedAt: iso(l.reviewedAt),
    }),
  );
}

/** Lives by review status, in the other queues' order; words match the live's or the company's names. */
export async function listLiveReviews(
  app: AppContext,
  session: AuthSession,
  query: ReviewListQuery,
): Promise<Page<LiveReview>> {
  await requirePermission(app, session, 'review');
  const words = query.keyword ? likePattern(query.keyword) : null;
  const where = and(
    eq(lives.exhibitionId, session.exhibitionId),
    eq(lives.reviewStatus, query.status),
    words
      ? or(
          ilike(lives.name, words),
          ilike(lives.nameEn, words),
          inArray(
            lives.exhibitorId,
            app.db
              .select({ id: exhibitors.id })
              .from(exhibitors)
              .where(
                and(
                  eq(exhibitors.exhibitionId, session.exhibitionId),
                  or(ilike(exhibitors.name, words), ilike(exhibitors.nameEn, words)),
                ),
              ),
          ),
        )
      : undefined,
  );
  const order = queueOrder(query.status) === 'asc' ? asc : desc;
  const page = app.db
    .select({ live: lives, company: { name: exhibitors.name, nameEn: exhibitors.nameEn } })
    .from(lives)
    .innerJoin(exhibitors, eq(exhibitors.id, lives.exhibitorId))
    .where(where)
    .orderBy(order(lives.submittedAt), order(lives.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const [rows, total] = await Promise.all([page, cappedCount(app, lives, where)]);
  return {
    list: await present(app, app.db, rows),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * Approves or rejects a waiting live, with its audit entry and a CHECKRESULT notice to each of the
 * company's current staff in one transaction. Only a waiting live is decided, and only the version the
 * reviewer saw (`submittedAt`): an exhibitor's change after the reviewer opened it is not approved unseen.
 */
export async function decideLive(
  app: AppContext,
  session: AuthSession,
  input: Required<LiveReviewDecisionRequest>,
): Promise<LiveReview> {
  const actor = await requirePermission(app, session, 'review');
  const reason = checkedReason(input.decision, input.reason);
  const status = decidedStatus(input.decision);
  return transactionWithNotices(app, async (tx, notify) => {
    const [current] = await tx
      .select({ status: lives.reviewStatus, submittedAt: lives.submittedAt })
      .from(lives)
      .where(and(eq(lives.id, input.id), eq(lives.exhibitionId, session.exhibitionId)))
      .limit(1);
    if (current?.status !== 'pending') throw reviewRefusal(reviewMessages.notPending);
    if (iso(current.submittedAt) !== input.submittedAt) throw reviewRefusal(liveMessages.changedSinceOpened);
    const [row] = await tx
      .update(lives)
      .set({ reviewStatus: status, reviewReason: reason, reviewedAt: new Date() })
      .where(
        and(
          eq(lives.id, input.id),
          eq(lives.exhibitionId, session.exhibitionId),
          eq(lives.reviewStatus, 'pending'),
          current.submittedAt ? eq(lives.submittedAt, current.submittedAt) : undefined,
        ),
      )
      .returning();
    if (!row) throw reviewRefusal(reviewMessages.notPending);
    await recordAudit(tx, session.exhibitionId, actor, {
      action: `live.${input.decision}`,
      targetType: 'live',
      targetId: row.id,
      before: { status: 'pending', name: row.name },
      after: { status, ...(reason ? { reason } : {}) },
    });
    const [company] = await tx
      .select({ name: exhibitors.name, nameEn: exhibitors.nameEn })
      .from(exhibitors)
      .where(eq(exhibitors.id, row.exhibitorId));
    const staff = await tx
      .select({ userAccountId: exhibitorEmployees.userAccountId })
      .from(exhibitorEmployees)
      .where(
        and(eq(exhibitorEmployees.exhibitorId, row.exhibitorId), eq(exhibitorEmployees.resigned, false)),
      );
    const notice = status === 'approved' ? liveReviewNotices.approved : liveReviewNotices.rejected;
    const content = {
      zh: fillMessage(notice.content, { name: row.name || row.nameEn, reason }).zh,
      en: fillMessage(notice.content, { name: row.nameEn || row.name, reason }).en,
    };
    for (const member of staff)
      await notify({
        exhibitionId: session.exhibitionId,
        userAccountId: member.userAccountId,
        noticeType: 'CHECKRESULT',
        title: notice.title,
        content,
      });
    const [out] = await present(app, tx, [{ live: row, company: company ?? { name: '', nameEn: '' } }]);
    return out!;
  });
}
