import {
  type NoticeListRequest,
  NoticeTypes,
  ResponseCode,
  type SessionSubjectType,
} from '@openfair/contract';
import { and, asc, count, desc, eq, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import { productVisibility, type Viewer } from '../../core/visibility';
import type { Db } from '../../db/client';
import {
  advertisements,
  appVersions,
  articles,
  banners,
  carouselItems,
  notices,
  products,
} from '../../db/schema/index';

// Home lists are curated by the organizer and short; the bound keeps a misconfiguration cheap.
const HOME_LIST_LIMIT = 50;

export const listAppVersions = (db: Db) =>
  db
    .select()
    .from(appVersions)
    // newest release first; the organizer may add an earlier release later
    .orderBy(desc(appVersions.releaseDate), desc(appVersions.createdAt), desc(appVersions.id))
    .limit(100);

export async function listArticles(db: Db, exhibitionId: string, pageNum: number, pageSize: number) {
  // Articles with a future publish time are scheduled, not yet public.
  const where = and(eq(articles.exhibitionId, exhibitionId), lte(articles.publishTime, new Date()));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishTime), desc(articles.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getArticle(db: Db, exhibitionId: string, id: string) {
  const [row] = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.id, id),
        eq(articles.exhibitionId, exhibitionId),
        lte(articles.publishTime, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw new AppError(ResponseCode.NotFound);
  return row;
}

export async function noticeCounts(db: Db, exhibitionId: string, userAccountId: string) {
  const rows = await db
    .select({
      noticeType: notices.noticeType,
      total: count(),
      unread: sql<number>`count(*) filter (where not ${notices.seen})`.mapWith(Number),
    })
    .from(notices)
    .where(and(eq(notices.exhibitionId, exhibitionId), eq(notices.userAccountId, userAccountId)))
    .groupBy(notices.noticeType);
  // Every type is listed, with zeros, so the client can render fixed tabs.
  return NoticeTypes.map((noticeType) => {
    const r = rows.find((x) => x.noticeType === noticeType);
    return { noticeType, total: r?.total ?? 0, unread: r?.unread ?? 0 };
  });
}

export async function listNotices(db: Db, exhibitionId: string, userAccountId: string, q: NoticeListRequest) {
  const filters: SQL[] = [eq(notices.exhibitionId, exhibitionId), eq(notices.userAccountId, userAccountId)];
  if (q.noticeType) filters.push(eq(notices.noticeType, q.noticeType));
  if (q.seen !== undefined) filters.push(eq(notices.seen, q.seen));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Reading a notice marks it seen. */
export async function readNotice(db: Db, exhibitionId: string, userAccountId: string, id: string) {
  const [row] = await db
    .update(notices)
    .set({ seen: true })
    .where(
      and(
        eq(notices.id, id),
        eq(notices.exhibitionId, exhibitionId),
        eq(notices.userAccountId, userAccountId),
      ),
    )
    .returning();
  if (!row) throw new AppError(ResponseCode.NotFound);
  return row;
}

/** Home banners: for everyone ('') or the caller's subject type; isLogin ones only for logged-in callers. */
export function listBanners(
  db: Db,
  exhibitionId: string,
  subjectType: SessionSubjectType,
  loggedIn: boolean,
) {
  const audience = subjectType
    ? or(eq(banners.subjectType, ''), eq(banners.subjectType, subjectType))
    : eq(banners.subjectType, '');
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.exhibitionId, exhibitionId),
        eq(banners.showType, 'HOME'),
        audience,
        loggedIn ? undefined : eq(banners.isLogin, false),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id))
    .limit(HOME_LIST_LIMIT);
}

export const listCarouselItems = (db: Db, exhibitionId: string) =>
  db
    .select()
    .from(carouselItems)
    .where(eq(carouselItems.exhibitionId, exhibitionId))
    .orderBy(asc(carouselItems.idx), asc(carouselItems.id))
    .limit(HOME_LIST_LIMIT);

/**
 * The home page's advertisements. An advertisement of a product is shown only to viewers who may see the
 * product in lists (core/visibility.ts): its picture and name must not reveal a restricted product.
 */
export const listAdvertisements = (db: Db, exhibitionId: string, viewer: Viewer) =>
  db
    .select({ advertisement: advertisements })
    .from(advertisements)
    .leftJoin(
      products,
      and(
        eq(advertisements.type, 'product'),
        eq(products.id, advertisements.targetId),
        eq(products.exhibitionId, exhibitionId),
      ),
    )
    .where(
      and(
        eq(advertisements.exhibitionId, exhibitionId),
        or(eq(advertisements.type, 'actor'), and(isNotNull(products.id), productVisibility(viewer))),
      ),
    )
    .orderBy(asc(advertisements.sort), asc(advertisements.id))
    .limit(HOME_LIST_LIMIT)
    .then((rows) => rows.map((r) => r.advertisement));
