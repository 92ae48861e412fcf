import {
  type Bilingual,
  fillMessage,
  type NeedReview,
  type Page,
  ResponseCode,
  reviewMessages,
  type SignReview,
  sourcingNotices,
} from '@openfair/contract';
import { and, eq, ilike, or } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import { clock } from '../../core/clock';
import type { AppContext } from '../../core/context';
import { mediaUrls } from '../../core/media-url';
import type { DbOrTx } from '../../db/client';
import { exhibitorEmployees, sourcingMeetings, sourcingNeeds, sourcingSigns } from '../../db/schema/index';
import { transactionWithNotices } from '../content/index';
import {
  checkedReason,
  REVIEW_COUNT_CAP,
  type ReviewDecisionInput,
  type ReviewListQuery,
  readQueuePage,
  recordAudit,
  requirePermission,
} from '../organizer/index';
import { type MeetingRow, presentNeed } from './sourcing.presenter';
import { contains, fail, meetingsById, presentSigns } from './sourcing.queries';

/** A queue's total is counted up to this many rows, like the registration and VIP queues. */
export const SOURCING_REVIEW_COUNT_CAP = REVIEW_COUNT_CAP;

type ListQuery = ReviewListQuery;
type Decision = ReviewDecisionInput;

/** The notice in both languages: the meeting's title in each, the reviewer's reason as written. */
function noticeText(notice: { title: Bilingual; content: Bilingual }, meeting: MeetingRow, reason: string) {
  return {
    title: notice.title,
    content: {
      zh: fillMessage(notice.content, { title: meeting.title, reason }).zh,
      en: fillMessage(notice.content, { title: meeting.titleEn || meeting.title, reason }).en,
    },
  };
}

async function meetingOf(db: DbOrTx, id: string): Promise<MeetingRow> {
  const [row] = await db.select().from(sourcingMeetings).where(eq(sourcingMeetings.id, id)).limit(1);
  if (!row) throw fail(ResponseCode.BadRequest, reviewMessages.notPending);
  return row;
}

/* ---------------------------------------------------------------- needs */

/** Buyers' needs by review status: waiting ones oldest first, decided ones newest first. */
export async function listNeedReviews(
  app: AppContext,
  session: AuthSession,
  query: ListQuery,
): Promise<Page<NeedReview>> {
  await requirePermission(app, session, 'review');
  const words = query.keyword ? contains(query.keyword) : null;
  const where = and(
    eq(sourcingNeeds.exhibitionId, session.exhibitionId),
    eq(sourcingNeeds.status, query.status),
    words
      ? or(
          ilike(sourcingNeeds.name, words),
          ilike(sourcingNeeds.companyName, words),
          ilike(sourcingNeeds.email, words),
          ilike(sourcingNeeds.product, words),
        )
      : undefined,
  );
  const { rows, total } = await readQueuePage(app, sourcingNeeds, where, query);
  const meetings = await meetingsById(
    app.db,
    rows.map((r) => r.meetingId),
  );
  const now = clock.now();
  const url = mediaUrls(app.storage);
  return {
    list: rows.flatMap((r) => {
      const m = meetings.get(r.meetingId);
      return m ? [{ ...presentNeed(r, m, now, url), isDemo: r.isDemo }] : [];
    }),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * Approves or rejects a waiting need, with its audit entry and the buyer's CHECKRESULT notice in one
 * transaction. Only a waiting one is decided: two reviewers on the same row cannot both decide it.
 */
export async function decideNeed(
  app: AppContext,
  session: AuthSession,
  input: Decision,
): Promise<NeedReview> {
  const actor = await requirePermission(app, session, 'review');
  const reason = checkedReason(input.decision, input.reason);
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  return transactionWithNotices(app, async (tx, notify) => {
    const now = clock.now();
    const [row] = await tx
      .update(sourcingNeeds)
      .set({ status, reviewReason: reason, reviewedAt: now })
      .where(
        and(
          eq(sourcingNeeds.id, input.id),
          eq(sourcingNeeds.exhibitionId, session.exhibitionId),
          eq(sourcingNeeds.status, 'pending'),
        ),
      )
      .returning();
    if (!row) throw fail(ResponseCode.BadRequest, reviewMessages.notPending);
    const meeting = await meetingOf(tx, row.meetingId);
    await recordAudit(tx, session.exhibitionId, actor, {
      action: `sourcing.need.${input.decision}`,
      targetType: 'sourcing',
      targetId: row.id,
      before: { status: 'pending' },
      after: { status, ...(reason ? { reason } : {}) },
    });
    const notice = status === 'approved' ? sourcingNotices.needApproved : sourcingNotices.needRejected;
    await notify({
      exhibitionId: session.exhibitionId,
      userAccountId: row.userAccountId,
      noticeType: 'CHECKRESULT',
      ...noticeText(notice, meeting, reason),
    });
    return { ...presentNeed(row, meeting, now, mediaUrls(app.storage)), isDemo: row.isDemo };
  });
}

/* ---------------------------------------------------------------- sign-ups */

/** Exhibitors' sign-ups by review status, in the needs queue's order; words match booth or contact. */
export async function listSignReviews(
  app: AppContext,
  session: AuthSession,
  query: ListQuery,
): Promise<Page<SignReview>> {
  await requirePermission(app, session, 'review');
  const words = query.keyword ? contains(query.keyword) : null;
  const where = and(
    eq(sourcingSigns.exhibitionId, session.exhibitionId),
    eq(sourcingSigns.status, query.status),
    words
      ? or(
          ilike(sourcingSigns.boothNumber, words),
          ilike(sourcingSigns.contactName, words),
          ilike(sourcingSigns.contactMobile, words),
        )
      : undefined,
  );
  const { rows, total } = await readQueuePage(app, sourcingSigns, where, query);
  const signs = await presentSigns(app, app.db, rows, clock.now());
  const demo = new Map(rows.map((r) => [r.id, r.isDemo]));
  return {
    list: signs.map((s) => ({ ...s, isDemo: demo.get(s.id) ?? false })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** Approves or rejects a waiting sign-up; the company's administrators each get the notice. */
export async function decideSign(
  app: AppContext,
  session: AuthSession,
  input: Decision,
): Promise<SignReview> {
  const actor = await requirePermission(app, session, 'review');
  const reason = checkedReason(input.decision, input.reason);
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  return transactionWithNotices(app, async (tx, notify) => {
    const now = clock.now();
    const [row] = await tx
      .update(sourcingSigns)
      .set({ status, reviewReason: reason, reviewedAt: now })
      .where(
        and(
          eq(sourcingSigns.id, input.id),
          eq(sourcingSigns.exhibitionId, session.exhibitionId),
          eq(sourcingSigns.status, 'pending'),
        ),
      )
      .returning();
    if (!row) throw fail(ResponseCode.BadRequest, reviewMessages.notPending);
    const meeting = await meetingOf(tx, row.meetingId);
    await recordAudit(tx, session.exhibitionId, actor, {
      action: `sourcing.sign.${input.decision}`,
      targetType: 'sourcing',
      targetId: row.id,
      before: { status: 'pending' },
      after: { status, ...(reason ? { reason } : {}) },
    });
    const admins = await tx
      .select({ userAccountId: exhibitorEmployees.userAccountId })
      .from(exhibitorEmployees)
      .where(
        and(
          eq(exhibitorEmployees.exhibitorId, row.exhibitorId),
          eq(exhibitorEmployees.admin, true),
          eq(exhibitorEmployees.resigned, false),
        ),
      );
    const notice = noticeText(
      status === 'approved' ? sourcingNotices.signApproved : sourcingNotices.signRejected,
      meeting,
      reason,
    );
    for (const admin of admins) {
      await notify({
        exhibitionId: session.exhibitionId,
        userAccountId: admin.userAccountId,
        noticeType: 'CHECKRESULT',
        ...notice,
      });
    }
    const [sign] = await presentSigns(app, tx, [row], now);
    if (!sign) throw fail(ResponseCode.BadRequest, reviewMessages.notPending);
    return { ...sign, isDemo: row.isDemo };
  });
}
