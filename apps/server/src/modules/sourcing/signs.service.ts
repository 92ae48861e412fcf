import {
  fillMessage,
  meetingOpen,
  type Page,
  ResponseCode,
  type Sign,
  type SignFields,
  SOURCING_EXHIBITS_MAX,
  sourcingMessages,
} from '@openfair/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import { clock } from '../../core/clock';
import type { AppContext } from '../../core/context';
import { products, sourcingSigns } from '../../db/schema/index';
import type { SignRow } from './sourcing.presenter';
import { companyOf, fail, meetingInFair, presentSigns } from './sourcing.queries';

type PageQuery = { pageNum: number; pageSize: number };

const notFound = () => fail(ResponseCode.NotFound, sourcingMessages.notFound);

/** The signing company: the caller's, upgraded (spec 001 §5: only upgraded-package exhibitors sign up). */
async function upgradedCompany(app: AppContext, session: AuthSession) {
  const company = await companyOf(app, session);
  if (!company?.upgraded) throw fail(ResponseCode.Forbidden, sourcingMessages.notUpgraded);
  return company;
}

/** The picked exhibits, once each in the order picked: at most six, all the company's own of this fair. */
async function checkedPicks(app: AppContext, session: AuthSession, exhibitorId: string, ids: string[]) {
  const picked = [...new Set(ids)];
  if (picked.length > SOURCING_EXHIBITS_MAX)
    throw fail(
      ResponseCode.BadRequest,
      fillMessage(sourcingMessages.tooManyExhibits, { max: SOURCING_EXHIBITS_MAX }),
    );
  const own = await app.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(products.id, picked),
        eq(products.exhibitorId, exhibitorId),
        eq(products.exhibitionId, session.exhibitionId),
      ),
    );
  if (own.length !== picked.length) throw fail(ResponseCode.BadRequest, sourcingMessages.exhibitsNotYours);
  return picked;
}

async function openMeeting(app: AppContext, session: AuthSession, meetingId: string) {
  const meeting = await meetingInFair(app.db, session.exhibitionId, meetingId);
  if (!meeting) throw fail(ResponseCode.NotFound, sourcingMessages.meetingNotFound);
  if (!meetingOpen(meeting, clock.now())) throw fail(ResponseCode.BadRequest, sourcingMessages.meetingClosed);
  return meeting;
}

async function presentOne(app: AppContext, row: SignRow): Promise<Sign> {
  const [sign] = await presentSigns(app, app.db, [row], clock.now());
  if (!sign) throw notFound();
  return sign;
}

/** An upgraded company's administrator signs it up for an open meeting; one sign-up per company and meeting. */
export async function saveSign(app: AppContext, session: AuthSession, input: SignFields): Promise<Sign> {
  const company = await upgradedCompany(app, session);
  const meeting = await openMeeting(app, session, input.meetingId);
  const productIds = await checkedPicks(app, session, company.id, input.productIds);
  const [row] = await app.db
    .insert(sourcingSigns)
    .values({
      exhibitionId: session.exhibitionId,
      meetingId: meeting.id,
      exhibitorId: company.id,
      userAccountId: session.userAccountId,
      boothNumber: input.boothNumber,
      contactName: input.contactName,
      contactMobile: input.contactMobile,
      productIds,
      submittedAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fail(ResponseCode.BadRequest, sourcingMessages.alreadySubmitted);
  return presentOne(app, row);
}

async function ownSign(app: AppContext, session: AuthSession, companyId: string, id: string) {
  const [row] = await app.db
    .select()
    .from(sourcingSigns)
    .where(
      and(
        eq(sourcingSigns.id, id),
        eq(sourcingSigns.exhibitionId, session.exhibitionId),
        eq(sourcingSigns.exhibitorId, companyId),
      ),
    )
    .limit(1);
  return row;
}

/** Corrects the company's pending or rejected sign-up while its meeting is open; it is reviewed again. */
export async function updateSign(
  app: AppContext,
  session: AuthSession,
  input: Omit<SignFields, 'meetingId'> & { id: string },
): Promise<Sign> {
  const company = await upgradedCompany(app, session);
  const existing = await ownSign(app, session, company.id, input.id);
  if (!existing) throw notFound();
  if (existing.status === 'approved') throw fail(ResponseCode.BadRequest, sourcingMessages.notEditable);
  await openMeeting(app, session, existing.meetingId);
  const productIds = await checkedPicks(app, session, company.id, input.productIds);
  const [row] = await app.db
    .update(sourcingSigns)
    .set({
      userAccountId: session.userAccountId,
      boothNumber: input.boothNumber,
      contactName: input.contactName,
      contactMobile: input.contactMobile,
      productIds,
      status: 'pending',
      reviewReason: '',
      reviewedAt: null,
      submittedAt: clock.now(),
    })
    // A reviewer's approval in between wins.
    .where(and(eq(sourcingSigns.id, existing.id), inArray(sourcingSigns.status, ['pending', 'rejected'])))
    .returning();
  if (!row) throw fail(ResponseCode.BadRequest, sourcingMessages.notEditable);
  return presentOne(app, row);
}

/** The company's sign-ups, newest first (optionally of one meeting), for any of its staff. */
export async function listSigns(
  app: AppContext,
  session: AuthSession,
  query: PageQuery & { meetingId?: string | undefined },
): Promise<Page<Sign>> {
  const company = await companyOf(app, session);
  if (!company) throw fail(ResponseCode.Forbidden, sourcingMessages.notUpgraded);
  const where = and(
    eq(sourcingSigns.exhibitionId, session.exhibitionId),
    eq(sourcingSigns.exhibitorId, company.id),
    query.meetingId ? eq(sourcingSigns.meetingId, query.meetingId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(sourcingSigns)
      .where(where)
      .orderBy(desc(sourcingSigns.submittedAt), desc(sourcingSigns.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    app.db.select({ n: count() }).from(sourcingSigns).where(where),
  ]);
  return {
    list: await presentSigns(app, app.db, rows, clock.now()),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function signDetail(app: AppContext, session: AuthSession, id: string): Promise<Sign> {
  const company = await companyOf(app, session);
  const row = company ? await ownSign(app, session, company.id, id) : undefined;
  if (!row) throw notFound();
  return presentOne(app, row);
}
