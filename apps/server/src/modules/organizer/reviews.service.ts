import {
  fillMessage,
  type Page,
  type RegistrationReview,
  type ReviewDecision,
  reviewMessages,
  reviewNotices,
  type VipReview,
} from '@openfair/contract';
import { and, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { mediaUrls } from '../../core/media-url';
import { vipApplications, visitors } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { transactionWithNotices } from '../content/index';
import { recordAudit, requirePermission } from './organizer-access.service';
import { checkedReason, type ReviewListQuery, readQueuePage, reviewRefusal } from './review-queue';

export { REVIEW_COUNT_CAP } from './review-queue';

type ListQuery = ReviewListQuery;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const contains = likePattern;

const decisionError = reviewRefusal;

type VisitorRow = typeof visitors.$inferSelect;

const presentRegistration = (v: VisitorRow): RegistrationReview => ({
  id: v.id,
  name: v.name,
  nameEn: v.nameEn,
  company: v.company,
  companyEn: v.companyEn,
  position: v.position,
  positionEn: v.positionEn,
  email: v.email,
  emailVerified: v.emailVerified,
  mobile: v.mobile,
  mobileVerified: v.mobileVerified,
  countryCode: v.countryCode,
  businessNature: v.businessNature,
  purchaseCategories: v.purchaseCategories,
  website: v.website,
  isDemo: v.isDemo,
  status: v.reviewStatus,
  reason: v.reviewReason,
  submittedAt: iso(v.submittedAt),
  reviewedAt: iso(v.reviewedAt),
});

/**
 * Completed registrations by review status: waiting ones oldest first (the order they are worked
 * through), decided ones newest first. Words match names, company, email or mobile among that status.
 */
export async function listRegistrationReviews(
  app: AppContext,
  session: AuthSession,
  query: ListQuery,
): Promise<Page<RegistrationReview>> {
  await requirePermission(app, session, 'review');
  const words = query.keyword ? contains(query.keyword) : null;
  const where = and(
    eq(visitors.exhibitionId, session.exhibitionId),
    eq(visitors.reviewStatus, query.status),
    isNotNull(visitors.submittedAt),
    words
      ? or(
          ilike(visitors.name, words),
          ilike(visitors.nameEn, words),
          ilike(visitors.company, words),
          ilike(visitors.email, words),
          ilike(visitors.mobile, words),
        )
      : undefined,
  );
  const { rows, total } = await readQueuePage(app, visitors, where, query);
  return {
    list: rows.map(presentRegistration),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * Approves or rejects a waiting registration, with its audit entry and the visitor's CHECKRESULT notice in
 * one transaction. Only a waiting one is decided: two reviewers on the same row cannot both decide it.
 */
export async function decideRegistration(
  app: AppContext,
  session: AuthSession,
  input: { id: string; decision: ReviewDecision; reason: string },
): Promise<RegistrationReview> {
  const actor = await requirePermission(app, session, 'review');
  const reason = checkedReason(input.decision, input.reason);
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  return transactionWithNotices(app, async (tx, notify) => {
    const [row] = await tx
      .update(visitors)
      .set({ reviewStatus: status, reviewReason: reason, reviewedAt: new Date() })
      .where(
        and(
          eq(visitors.id, input.id),
          eq(visitors.exhibitionId, session.exhibitionId),
          eq(visitors.reviewStatus, 'pending'),
          isNotNull(visitors.submittedAt),
        ),
      )
      .returning();
    if (!row) throw decisionError(reviewMessages.notPending);
    await recordAudit(tx, session.exhibitionId, actor, {
      action: `registration.${input.decision}`,
      targetType: 'registration',
      targetId: row.id,
      before: { status: 'pending' },
      after: { status, ...(reason ? { reason } : {}) },
    });
    const notice =
      status === 'approved' ? reviewNotices.registrationApproved : reviewNotices.registrationRejected;
    await notify({
      exhibitionId: session.exhibitionId,
      userAccountId: row.userAccountId,
      noticeType: 'CHECKRESULT',
      title: notice.title,
      content: fillMessage(notice.content, { reason }),
    });
    return presentRegistration(row);
  });
}

type VipRow = typeof vipApplications.$inferSelect;

function presentVip(app: AppContext, v: VipRow): VipReview {
  const url = mediaUrls(app.storage);
  return {
    id: v.id,
    fullName: v.fullName,
    sexTitle: v.sexTitle,
    passportNumber: v.passportNumber,
    passportPhotoUrl: url(v.passportPhoto),
    photoUrl: url(v.photo),
    companyName: v.companyName,
    phone: v.phone,
    address: v.address,
    email: v.email,
    isDemo: v.isDemo,
    status: v.status,
    reason: v.reviewReason,
    submittedAt: iso(v.submittedAt),
    reviewedAt: iso(v.reviewedAt),
  };
}

/** VIP applications by review status, in the registration queue's order; words match name, company, email, passport. */
export async function listVipReviews(
  app: AppContext,
  session: AuthSession,
  query: ListQuery,
): Promise<Page<VipReview>> {
  await requirePermission(app, session, 'review');
  const words = query.keyword ? contains(query.keyword) : null;
  const where = and(
    eq(vipApplications.exhibitionId, session.exhibitionId),
    eq(vipApplications.status, query.status),
    words
      ? or(
          ilike(vipApplications.fullName, words),
          ilike(vipApplications.companyName, words),
          ilike(vipApplications.email, words),
          ilike(vipApplications.passportNumber, words),
        )
      : undefined,
  );
  const { rows, total } = await readQueuePage(app, vipApplications, where, query);
  return {
    list: rows.map((row) => presentVip(app, row)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** Approves or rejects a waiting VIP application, like a registration (audit entry and notice in its transaction). */
export async function decideVip(
  app: AppContext,
  session: AuthSession,
  input: { id: string; decision: ReviewDecision; reason: string },
): Promise<VipReview> {
  const actor = await requirePermission(app, session, 'review');
  const reason = checkedReason(input.decision, input.reason);
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  return transactionWithNotices(app, async (tx, notify) => {
    const [row] = await tx
      .update(vipApplications)
      .set({ status, reviewReason: reason, reviewedAt: new Date() })
      .where(
        and(
          eq(vipApplications.id, input.id),
          eq(vipApplications.exhibitionId, session.exhibitionId),
          eq(vipApplications.status, 'pending'),
        ),
      )
      .returning();
    if (!row) throw decisionError(reviewMessages.notPending);
    await recordAudit(tx, session.exhibitionId, actor, {
      action: `vip.${input.decision}`,
      targetType: 'vip',
      targetId: row.id,
      before: { status: 'pending' },
      after: { status, ...(reason ? { reason } : {}) },
    });
    const notice = status === 'approved' ? reviewNotices.vipApproved : reviewNotices.vipRejected;
    await notify({
      exhibitionId: session.exhibitionId,
      userAccountId: row.userAccountId,
      noticeType: 'CHECKRESULT',
      title: notice.title,
      content: fillMessage(notice.content, { reason }),
    });
    return presentVip(app, row);
  });
}
