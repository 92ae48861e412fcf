import {
  type ArticleState,
  contentMessages,
  type OrganizerArticle,
  type OrganizerArticleSummary,
  type Page,
} from '@openfair/contract';
import { and, count, desc, eq, gt, ilike, lte, or } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { type MediaUrl, mediaUrls } from '../../core/media-url';
import { articles } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { acceptContentImage, contentNotFound, contentRefused, mediaRef } from './content-images';
import { recordAudit, requirePermission } from './organizer-access.service';

type ArticleRow = typeof articles.$inferSelect;

const stateOf = (row: ArticleRow, now: Date): ArticleState =>
  row.publishTime > now ? 'scheduled' : 'published';

const presentSummary = (row: ArticleRow, url: MediaUrl, now: Date): OrganizerArticleSummary => ({
  id: row.id,
  title: row.title,
  titleEn: row.titleEn,
  cover: mediaRef(url, row.cover),
  source: row.source,
  publishTime: row.publishTime.toISOString(),
  state: stateOf(row, now),
  isDemo: row.isDemo,
});

const present = (row: ArticleRow, url: MediaUrl, now: Date): OrganizerArticle => ({
  ...presentSummary(row, url, now),
  summary: row.summary,
  summaryEn: row.summaryEn,
  body: row.body,
  bodyEn: row.bodyEn,
});

/** What the audit log keeps of an article: every field the organizer sets. */
const audited = (row: ArticleRow) => ({
  title: row.title,
  titleEn: row.titleEn,
  summary: row.summary,
  summaryEn: row.summaryEn,
  body: row.body,
  bodyEn: row.bodyEn,
  cover: row.cover,
  source: row.source,
  publishTime: row.publishTime.toISOString(),
});

/**
 * The fair's articles, newest publish time first, scheduled ones included. The index on fair and publish
 * time orders and bounds them; title words narrow within the fair's articles (a fair has hundreds at most).
 */
export async function listArticles(
  app: AppContext,
  session: AuthSession,
  query: { pageNum: number; pageSize: number; keyword: string; state?: ArticleState },
): Promise<Page<OrganizerArticleSummary>> {
  await requirePermission(app, session, 'editContent');
  const now = new Date();
  const where = and(
    eq(articles.exhibitionId, session.exhibitionId),
    query.state === 'scheduled' ? gt(articles.publishTime, now) : undefined,
    query.state === 'published' ? lte(articles.publishTime, now) : undefined,
    query.keyword
      ? or(
          ilike(articles.title, likePattern(query.keyword)),
          ilike(articles.titleEn, likePattern(query.keyword)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishTime), desc(articles.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    app.db.select({ n: count() }).from(articles).where(where),
  ]);
  const url = mediaUrls(app.storage);
  return {
    list: rows.map((r) => presentSummary(r, url, now)),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** One article with both languages' texts, published or scheduled. */
export async function getArticle(
  app: AppContext,
  session: AuthSession,
  id: string,
): Promise<OrganizerArticle> {
  await requirePermission(app, session, 'editContent');
  const [row] = await app.db
    .select()
    .from(articles)
    .where(and(eq(articles.exhibitionId, session.exhibitionId), eq(articles.id, id)))
    .limit(1);
  if (!row) throw contentNotFound();
  return present(row, mediaUrls(app.storage), new Date());
}

export type ArticleInput = {
  id?: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  body: string[];
  bodyEn: string[];
  cover: string;
  source: string;
  publishTime: string;
};

/**
 * Creates an article (no id) or changes one, with its audit entry in the same transaction. Visitors'
 * news reads the table and shows what is published by now: a past or present publish time shows the
 * article on their next request, a future one when that time comes.
 */
export async function saveArticle(
  app: AppContext,
  session: AuthSession,
  input: ArticleInput,
): Promise<OrganizerArticle> {
  const actor = await requirePermission(app, session, 'editContent');
  if (input.body.length === 0 || input.bodyEn.length === 0)
    throw contentRefused(contentMessages.bodyRequired);
  const saved = await app.db.transaction(async (tx) => {
    const [current] = input.id
      ? await tx
          .select()
          .from(articles)
          .where(and(eq(articles.exhibitionId, session.exhibitionId), eq(articles.id, input.id)))
          .for('update')
      : [];
    if (input.id && !current) throw contentNotFound();
    const values = {
      title: input.title,
      titleEn: input.titleEn,
      summary: input.summary,
      summaryEn: input.summaryEn,
      body: input.body,
      bodyEn: input.bodyEn,
      cover: await acceptContentImage(app, 'articleCover', input.cover, current ? [current.cover] : []),
      source: input.source,
      publishTime: new Date(input.publishTime),
    };
    const [row] = current
      ? await tx.update(articles).set(values).where(eq(articles.id, current.id)).returning()
      : await tx
          .insert(articles)
          .values({ exhibitionId: session.exhibitionId, ...values })
          .returning();
    await recordAudit(tx, session.exhibitionId, actor, {
      action: current ? 'article.update' : 'article.create',
      targetType: 'content',
      targetId: row!.id,
      before: current ? audited(current) : null,
      after: audited(row!),
    });
    return row!;
  });
  return present(saved, mediaUrls(app.storage), new Date());
}

/** Removes an article: visitors' news no longer lists or opens it. */
export async function removeArticle(app: AppContext, session: AuthSession, id: string): Promise<void> {
  const actor = await requirePermission(app, session, 'editContent');
  await app.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(articles)
      .where(and(eq(articles.exhibitionId, session.exhibitionId), eq(articles.id, id)))
      .returning();
    if (!removed) throw contentNotFound();
    await recordAudit(tx, session.exhibitionId, actor, {
      action: 'article.remove',
      targetType: 'content',
      targetId: removed.id,
      before: audited(removed),
      after: null,
    });
  });
}
