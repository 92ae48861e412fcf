import {
  type MeetingAdmin,
  type MeetingPage,
  type MeetingScope,
  type Page,
  ResponseCode,
  type SourcingViewer,
  sourcingMessages,
} from '@openfair/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import { clock } from '../../core/clock';
import type { AppContext } from '../../core/context';
import { sourcingMeetings, sourcingNeeds, sourcingSigns } from '../../db/schema/index';
import { recordAudit, requirePermission } from '../organizer/index';
import { presentMeeting, presentMeetingAdmin } from './sourcing.presenter';
import { companyOf, contains, fail, isRegisteredVisitor, meetingInFair } from './sourcing.queries';

type PageQuery = { pageNum: number; pageSize: number };

async function viewerOf(app: AppContext, session: AuthSession | null): Promise<SourcingViewer> {
  const none = { registered: false, upgraded: false, admin: false };
  if (!session) return { role: 'guest', ...none };
  if (session.subjectType === 'VISITOR')
    return { role: 'visitor', ...none, registered: await isRegisteredVisitor(app, session) };
  if (session.subjectType === 'ACTOR') {
    const company = await companyOf(app, session);
    return {
      role: 'exhibitor',
      ...none,
      upgraded: company?.upgraded ?? false,
      admin: company?.admin ?? false,
    };
  }
  return { role: 'organizer', ...none };
}

/**
 * The fair's meetings for anyone (querySourcingPage): those not over yet soonest first, or the past ones
 * latest first, each with the caller's own need (visitor) or company's sign-up (exhibitor).
 */
export async function listMeetings(
  app: AppContext,
  exhibitionId: string,
  session: AuthSession | null,
  query: PageQuery & { scope: MeetingScope },
): Promise<MeetingPage> {
  const now = clock.now();
  const where = and(
    eq(sourcingMeetings.exhibitionId, exhibitionId),
    query.scope === 'current' ? gt(sourcingMeetings.endTime, now) : lte(sourcingMeetings.endTime, now),
  );
  const order = query.scope === 'current' ? asc : desc;
  const [rows, [total], viewer] = await Promise.all([
    app.db
      .select()
      .from(sourcingMeetings)
      .where(where)
      .orderBy(order(sourcingMeetings.startTime), asc(sourcingMeetings.sort), asc(sourcingMeetings.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    app.db.select({ n: count() }).from(sourcingMeetings).where(where),
    viewerOf(app, session),
  ]);
  const ids = rows.map((r) => r.id);
  const mine = new Map<string, { id: string; status: 'pending' | 'approved' | 'rejected'; reason: string }>();
  if (session && ids.length) {
    if (viewer.role === 'visitor') {
      const needs = await app.db
        .select({
          id: sourcingNeeds.id,
          meetingId: sourcingNeeds.meetingId,
          status: sourcingNeeds.status,
          reason: sourcingNeeds.reviewReason,
        })
        .from(sourcingNeeds)
        .where(
          and(inArray(sourcingNeeds.meetingId, ids), eq(sourcingNeeds.userAccountId, session.userAccountId)),
        );
      for (const n of needs) mine.set(n.meetingId, { id: n.id, status: n.status, reason: n.reason });
    } else if (viewer.role === 'exhibitor' && session.employee) {
      const signs = await app.db
        .select({
          id: sourcingSigns.id,
          meetingId: sourcingSigns.meetingId,
          status: sourcingSigns.status,
          reason: sourcingSigns.reviewReason,
        })
        .from(sourcingSigns)
        .where(
          and(
            inArray(sourcingSigns.meetingId, ids),
            eq(sourcingSigns.exhibitorId, session.employee.exhibitorId),
          ),
        );
      for (const s of signs) mine.set(s.meetingId, { id: s.id, status: s.status, reason: s.reason });
    }
  }
  return {
    list: rows.map((r) => presentMeeting(r, now, mine.get(r.id) ?? null)),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    viewer,
  };
}

async function countsOf(app: AppContext, ids: string[]) {
  const counts = new Map(ids.map((id) => [id, { needCount: 0, signCount: 0 }]));
  if (ids.length === 0) return counts;
  const [needs, signs] = await Promise.all([
    app.db
      .select({ id: sourcingNeeds.meetingId, n: count() })
      .from(sourcingNeeds)
      .where(inArray(sourcingNeeds.meetingId, ids))
      .groupBy(sourcingNeeds.meetingId),
    app.db
      .select({ id: sourcingSigns.meetingId, n: count() })
      .from(sourcingSigns)
      .where(inArray(sourcingSigns.meetingId, ids))
      .groupBy(sourcingSigns.meetingId),
  ]);
  for (const r of needs) counts.get(r.id)!.needCount = r.n;
  for (const r of signs) counts.get(r.id)!.signCount = r.n;
  return counts;
}

/** The console's list: latest start first, words in either title; with how many took part. */
export async function listMeetingsAdmin(
  app: AppContext,
  session: AuthSession,
  query: PageQuery & { keyword: string },
): Promise<Page<MeetingAdmin>> {
  await requirePermission(app, session, 'editContent');
  const words = query.keyword ? contains(query.keyword) : null;
  const where = and(
    eq(sourcingMeetings.exhibitionId, session.exhibitionId),
    words ? or(ilike(sourcingMeetings.title, words), ilike(sourcingMeetings.titleEn, words)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(sourcingMeetings)
      .where(where)
      .orderBy(desc(sourcingMeetings.startTime), asc(sourcingMeetings.sort), asc(sourcingMeetings.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    app.db.select({ n: count() }).from(sourcingMeetings).where(where),
  ]);
  const counts = await countsOf(
    app,
    rows.map((r) => r.id),
  );
  const now = clock.now();
  return {
    list: rows.map((r) => presentMeetingAdmin(r, now, counts.get(r.id)!)),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

type MeetingInput = {
  id?: string | undefined;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  place: string;
  placeEn: string;
  startTime: string;
  endTime: string;
  deadline: string;
  sort: number;
};

const auditFields = (m: {
  title: string;
  startTime: Date;
  endTime: Date;
  deadline: Date;
  cancelled?: boolean;
}) => ({
  title: m.title,
  startTime: m.startTime.toISOString(),
  endTime: m.endTime.toISOString(),
  deadline: m.deadline.toISOString(),
  ...(m.cancelled ? { cancelled: true } : {}),
});

/** Creates or edits a meeting (editContent); a cancelled one stays as it was. */
export async function saveMeeting(
  app: AppContext,
  session: AuthSession,
  input: MeetingInput,
): Promise<MeetingAdmin> {
  const actor = await requirePermission(app, session, 'editContent');
  const startTime = new Date(input.startTime);
  const endTime = new Date(input.endTime);
  const deadline = new Date(input.deadline);
  if (endTime <= startTime || deadline > startTime)
    throw fail(ResponseCode.BadRequest, sourcingMessages.timesOrder);
  const fields = {
    title: input.title,
    titleEn: input.titleEn,
    description: input.description,
    descriptionEn: input.descriptionEn,
    place: input.place,
    placeEn: input.placeEn,
    startTime,
    endTime,
    deadline,
    sort: input.sort,
  };
  const row = await app.db.transaction(async (tx) => {
    if (input.id) {
      const before = await meetingInFair(tx, session.exhibitionId, input.id);
      if (!before) throw fail(ResponseCode.NotFound, sourcingMessages.meetingNotFound);
      if (before.cancelled) throw fail(ResponseCode.BadRequest, sourcingMessages.meetingCancelled);
      const [after] = await tx
        .update(sourcingMeetings)
        .set(fields)
        .where(eq(sourcingMeetings.id, before.id))
        .returning();
      await recordAudit(tx, session.exhibitionId, actor, {
        action: 'sourcing.meeting.update',
        targetType: 'sourcing',
        targetId: before.id,
        before: auditFields(before),
        after: auditFields(after!),
      });
      return after!;
    }
    const [created] = await tx
      .insert(sourcingMeetings)
      .values({ exhibitionId: session.exhibitionId, ...fields })
      .returning();
    await recordAudit(tx, session.exhibitionId, actor, {
      action: 'sourcing.meeting.create',
      targetType: 'sourcing',
      targetId: created!.id,
      before: null,
      after: auditFields(created!),
    });
    return created!;
  });
  const counts = await countsOf(app, [row.id]);
  return presentMeetingAdmin(row, clock.now(), counts.get(row.id)!);
}

/**
 * Cancels a meeting: it stays listed as cancelled, takes no more needs or sign-ups, and what was
 * submitted stays readable. Cancelling twice changes nothing.
 */
export async function cancelMeeting(
  app: AppContext,
  session: AuthSession,
  id: string,
): Promise<MeetingAdmin> {
  const actor = await requirePermission(app, session, 'editContent');
  const row = await app.db.transaction(async (tx) => {
    const before = await meetingInFair(tx, session.exhibitionId, id);
    if (!before) throw fail(ResponseCode.NotFound, sourcingMessages.meetingNotFound);
    if (before.cancelled) return before;
    const [after] = await tx
      .update(sourcingMeetings)
      .set({ cancelled: true })
      .where(eq(sourcingMeetings.id, id))
      .returning();
    await recordAudit(tx, session.exhibitionId, actor, {
      action: 'sourcing.meeting.cancel',
      targetType: 'sourcing',
      targetId: id,
      before: { cancelled: false },
      after: { cancelled: true },
    });
    return after!;
  });
  const counts = await countsOf(app, [row.id]);
  return presentMeetingAdmin(row, clock.now(), counts.get(row.id)!);
}
