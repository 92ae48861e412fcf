import type { AuditEntry, AuditTargetType, Page } from '@openfair/contract';
import { and, count, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { organizerAuditLog } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { requirePermission } from './organizer-access.service';

type AuditQuery = {
  pageNum: number;
  pageSize: number;
  targetType?: AuditTargetType;
  targetId?: string;
  actorAccountId?: string;
  keyword: string;
  from?: string;
  to?: string;
};

/**
 * The fair's audit log, newest first. Every filter is on an indexed column pair of the fair; the keyword
 * (action or actor name) narrows within the rows those indexes give.
 */
export async function listAuditLog(
  app: AppContext,
  session: AuthSession,
  query: AuditQuery,
): Promise<Page<AuditEntry>> {
  await requirePermission(app, session, 'readAuditLog');
  const t = organizerAuditLog;
  const where = and(
    eq(t.exhibitionId, session.exhibitionId),
    query.targetType ? eq(t.targetType, query.targetType) : undefined,
    query.targetId ? eq(t.targetId, query.targetId) : undefined,
    query.actorAccountId ? eq(t.actorAccountId, query.actorAccountId) : undefined,
    query.from ? gte(t.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(t.createdAt, new Date(query.to)) : undefined,
    query.keyword
      ? or(ilike(t.action, likePattern(query.keyword)), ilike(t.actorName, likePattern(query.keyword)))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    app.db.select({ n: count() }).from(t).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actorAccountId: r.actorAccountId,
      actorName: r.actorName,
      action: r.action,
      targetType: r.targetType as AuditTargetType,
      targetId: r.targetId,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
