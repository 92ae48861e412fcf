import type { OrganizerDashboard } from '@openfair/contract';
import { and, count, eq, gte, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import {
  articles,
  banners,
  exhibitionUsers,
  exhibitors,
  products,
  vipApplications,
  visitors,
} from '../../db/schema/index';
import { organizerOf } from './organizer-access.service';

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * The fair at a glance. Every number is one count over the fair's rows through an index that starts with
 * the exhibition (the review queues through their status index), run side by side.
 */
export async function fairDashboard(app: AppContext, session: AuthSession): Promise<OrganizerDashboard> {
  await organizerOf(app, session);
  const fair = session.exhibitionId;
  const countOf = async (table: PgTable, where: SQL | undefined) => {
    const [row] = await app.db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  };
  const registered = and(
    eq(exhibitionUsers.exhibitionId, fair),
    eq(exhibitionUsers.subjectType, 'VISITOR'),
    eq(exhibitionUsers.completeExhibitionRegistration, true),
  );
  const now = new Date();
  const [
    allExhibitors,
    upgradedExhibitors,
    allProducts,
    registeredVisitors,
    newVisitorsThisWeek,
    pendingRegistrations,
    pendingVip,
    vipBuyers,
    publishedArticles,
    allBanners,
  ] = await Promise.all([
    countOf(exhibitors, eq(exhibitors.exhibitionId, fair)),
    countOf(exhibitors, and(eq(exhibitors.exhibitionId, fair), eq(exhibitors.package, 'upgraded'))),
    countOf(products, eq(products.exhibitionId, fair)),
    countOf(exhibitionUsers, registered),
    // Registrations completed (submitted for review) in the last seven days.
    countOf(
      visitors,
      and(eq(visitors.exhibitionId, fair), gte(visitors.submittedAt, new Date(now.getTime() - WEEK_MS))),
    ),
    countOf(
      visitors,
      and(
        eq(visitors.exhibitionId, fair),
        eq(visitors.reviewStatus, 'pending'),
        isNotNull(visitors.submittedAt),
      ),
    ),
    countOf(
      vipApplications,
      and(eq(vipApplications.exhibitionId, fair), eq(vipApplications.status, 'pending')),
    ),
    countOf(
      vipApplications,
      and(eq(vipApplications.exhibitionId, fair), eq(vipApplications.status, 'approved')),
    ),
    countOf(articles, and(eq(articles.exhibitionId, fair), lte(articles.publishTime, now))),
    countOf(banners, eq(banners.exhibitionId, fair)),
  ]);
  return {
    exhibitors: allExhibitors,
    upgradedExhibitors,
    products: allProducts,
    registeredVisitors,
    newVisitorsThisWeek,
    pendingRegistrations,
    pendingVip,
    vipBuyers,
    publishedArticles,
    banners: allBanners,
  };
}
