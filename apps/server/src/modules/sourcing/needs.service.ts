import {
  meetingOpen,
  type Need,
  type NeedFields,
  type Page,
  ResponseCode,
  sourcingMessages,
} from '@openfair/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import { clock } from '../../core/clock';
import type { AppContext } from '../../core/context';
import { mediaUrls } from '../../core/media-url';
import { sourcingNeeds, sourcingSigns } from '../../db/schema/index';
import { type NeedRow, presentNeed } from './sourcing.presenter';
import { companyOf, fail, isRegisteredVisitor, meetingInFair, meetingsById } from './sourcing.queries';

type PageQuery = { pageNum: number; pageSize: number };

const notFound = () => fail(ResponseCode.NotFound, sourcingMessages.notFound);

async function present(app: AppContext, rows: NeedRow[]): Promise<Need[]> {
  const meetings = await meetingsById(
    app.db,
    rows.map((r) => r.meetingId),
  );
  const now = clock.now();
  const url = mediaUrls(app.storage);
  return rows.flatMap((r) => {
    const m = meetings.get(r.meetingId);
    return m ? [presentNeed(r, m, now, url)] : [];
  });
}

async function ownNeed(app: AppContext, session: AuthSession, id: string): Promise<NeedRow | undefined> {
  const [row] = await app.db
    .select()
    .from(sourcingNeeds)
    .where(
      and(
        eq(sourcingNeeds.id, id),
        eq(sourcingNeeds.exhibitionId, session.exhibitionId),
        eq(sourcingNeeds.userAccountId, session.userAccountId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The product picture: a key the upload call made for this visitor and this purpose (nobody attaches
 * another person's file by its name), still stored.
 */
async function checkImage(app: AppContext, session: AuthSession, key: string) {
  if (!key) return;
  const prefix = `uploads/visitor/${session.userAccountId}/sourcingproductimage/`;
  if (!key.startsWith(prefix) || key.includes('..') || !(await app.storage.stat(key)))
    throw fail(ResponseCode.BadRequest, sourcingMessages.imageNotYours);
}

/**
 * A registered visitor submits a need for an open meeting, or corrects their pending or rejected one:
 * it then waits for a reviewer again. One need per visitor and meeting.
 */
export async function saveNeed(app: AppContext, session: AuthSession, input: NeedFields): Promise<Need> {
  if (!(await isRegisteredVisitor(app, session)))
    throw fail(ResponseCode.Forbidden, sourcingMessages.notRegistered);
  const now = clock.now();
  const existing = input.id ? await ownNeed(app, session, input.id) : undefined;
  if (input.id && (!existing || existing.meetingId !== input.meetingId)) throw notFound();
  if (existing?.status === 'approved') throw fail(ResponseCode.BadRequest, sourcingMessages.notEditable);
  const meeting = await meetingInFair(app.db, session.exhibitionId, input.meetingId);
  if (!meeting) throw fail(ResponseCode.NotFound, sourcingMessages.meetingNotFound);
  if (!meetingOpen(meeting, now)) throw fail(ResponseCode.BadRequest, sourcingMessages.meetingClosed);
  await checkImage(app, session, input.productImage);
  const fields = {
    name: input.name,
    email: input.email,
    website: input.website,
    companyName: input.companyName,
    mobile: input.mobile,
    businessNature: input.businessNature,
    product: input.product,
    productImage: input.productImage,
    certificates: input.certificates,
    purchaseQuantity: input.purchaseQuantity,
    unit: input.unit,
    supplierBusinessNature: input.supplierBusinessNature,
    supplierScale: input.supplierScale,
    supplierRegion: input.supplierRegion,
    other: input.other,
    expectedDate: input.expectedDate,
    status: 'pending' as const,
    reviewReason: '',
    reviewedAt: null,
    submittedAt: now,
  };
  let row: NeedRow | undefined;
  if (existing) {
    // Only while still pending or rejected: a reviewer's approval in between wins.
    [row] = await app.db
      .update(sourcingNeeds)
      .set(fields)
      .where(and(eq(sourcingNeeds.id, existing.id), inArray(sourcingNeeds.status, ['pending', 'rejected'])))
      .returning();
    if (!row) throw fail(ResponseCode.BadRequest, sourcingMessages.notEditable);
  } else {
    [row] = await app.db
      .insert(sourcingNeeds)
      .values({
        exhibitionId: session.exhibitionId,
        meetingId: meeting.id,
        userAccountId: session.userAccountId,
        ...fields,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fail(ResponseCode.BadRequest, sourcingMessages.alreadySubmitted);
  }
  return presentNeed(row, meeting, now, mediaUrls(app.storage));
}

/** Whether the caller's company's sign-up for the meeting is approved: the key to its buyers' needs. */
async function matchedCompany(app: AppContext, session: AuthSession, meetingId: string): Promise<boolean> {
  const company = await companyOf(app, session);
  if (!company) return false;
  const [sign] = await app.db
    .select({ status: sourcingSigns.status })
    .from(sourcingSigns)
    .where(and(eq(sourcingSigns.meetingId, meetingId), eq(sourcingSigns.exhibitorId, company.id)))
    .limit(1);
  return sign?.status === 'approved';
}

/**
 * queryVisitorPage: a visitor's own needs, newest first (optionally of one meeting); an exhibitor's view
 * of one meeting's approved needs once its sign-up for it is approved.
 */
export async function listNeeds(
  app: AppContext,
  session: AuthSession,
  query: PageQuery & { meetingId?: string | undefined },
): Promise<Page<Need>> {
  let where: ReturnType<typeof and>;
  if (session.subjectType === 'VISITOR') {
    where = and(
      eq(sourcingNeeds.exhibitionId, session.exhibitionId),
      eq(sourcingNeeds.userAccountId, session.userAccountId),
      query.meetingId ? eq(sourcingNeeds.meetingId, query.meetingId) : undefined,
    );
  } else if (session.subjectType === 'ACTOR') {
    const meetingId = query.meetingId;
    if (!meetingId || !(await matchedCompany(app, session, meetingId)))
      throw fail(ResponseCode.Forbidden, sourcingMessages.notMatched);
    where = and(eq(sourcingNeeds.meetingId, meetingId), eq(sourcingNeeds.status, 'approved'));
  } else {
    throw fail(ResponseCode.Forbidden, sourcingMessages.notMatched);
  }
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(sourcingNeeds)
      .where(where)
      .orderBy(desc(sourcingNeeds.submittedAt), desc(sourcingNeeds.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    app.db.select({ n: count() }).from(sourcingNeeds).where(where),
  ]);
  return {
    list: await present(app, rows),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** One need: the visitor's own, or an approved one of a meeting the caller's company is approved for. */
export async function needDetail(app: AppContext, session: AuthSession, id: string): Promise<Need> {
  let row: NeedRow | undefined;
  if (session.subjectType === 'VISITOR') row = await ownNeed(app, session, id);
  else if (session.subjectType === 'ACTOR') {
    const [candidate] = await app.db
      .select()
      .from(sourcingNeeds)
      .where(
        and(
          eq(sourcingNeeds.id, id),
          eq(sourcingNeeds.exhibitionId, session.exhibitionId),
          eq(sourcingNeeds.status, 'approved'),
        ),
      )
      .limit(1);
    if (candidate && (await matchedCompany(app, session, candidate.meetingId))) row = candidate;
  }
  if (!row) throw notFound();
  const [need] = await present(app, [row]);
  if (!need) throw notFound();
  return need;
}

/** Deletes the visitor's own need while it is pending or rejected and its meeting still takes needs. */
export async function deleteNeed(app: AppContext, session: AuthSession, id: string): Promise<null> {
  const row = await ownNeed(app, session, id);
  if (!row) throw notFound();
  if (row.status === 'approved') throw fail(ResponseCode.BadRequest, sourcingMessages.notEditable);
  const meeting = await meetingInFair(app.db, session.exhibitionId, row.meetingId);
  if (!meeting || !meetingOpen(meeting, clock.now()))
    throw fail(ResponseCode.BadRequest, sourcingMessages.meetingClosed);
  const deleted = await app.db
    .delete(sourcingNeeds)
    .where(and(eq(sourcingNeeds.id, row.id), inArray(sourcingNeeds.status, ['pending', 'rejected'])))
    .returning({ id: sourcingNeeds.id });
  if (deleted.length === 0) throw fail(ResponseCode.BadRequest, sourcingMessages.notEditable);
  return null;
}
