import {
  INVITE_REQUESTS_PER_DAY,
  type InviteRequest,
  type InviteRequestStatus,
  invitationMessages,
  type Page,
  ResponseCode,
} from '@openfair/contract';
import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import { clock } from '../../core/clock';
import type { AppContext } from '../../core/context';
import type { Db, DbOrTx } from '../../db/client';
import { clientPoolMembers, exhibitors, inviteRequests, products, visitors } from '../../db/schema/index';
import { transactionWithNotices } from '../content/index';
import { administrators, companyOf, fail } from './invitations.shared';
import { joinPool, poolChanged } from './pool.service';

const selectRequests = (db: DbOrTx) =>
  db
    .select({
      request: inviteRequests,
      exhibitorName: exhibitors.name,
      exhibitorNameEn: exhibitors.nameEn,
      visitorId: visitors.id,
      visitorName: visitors.name,
      visitorCompany: visitors.company,
      productName: products.name,
      productNameEn: products.nameEn,
    })
    .from(inviteRequests)
    .innerJoin(exhibitors, eq(exhibitors.id, inviteRequests.exhibitorId))
    .leftJoin(
      visitors,
      and(
        eq(visitors.exhibitionId, inviteRequests.exhibitionId),
        eq(visitors.userAccountId, inviteRequests.userAccountId),
      ),
    )
    .leftJoin(products, eq(products.id, inviteRequests.productId));
type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

const present = (r: RequestRow): InviteRequest => ({
  id: r.request.id,
  exhibitorId: r.request.exhibitorId,
  exhibitorName: r.exhibitorName,
  exhibitorNameEn: r.exhibitorNameEn,
  visitorId: r.visitorId ?? '',
  visitorName: r.visitorName ?? '',
  visitorCompany: r.visitorCompany ?? '',
  productId: r.request.productId,
  productName: r.productName ?? '',
  productNameEn: r.productNameEn ?? '',
  message: r.request.message,
  status: r.request.status,
  createdAt: r.request.createdAt.toISOString(),
  confirmedAt: r.request.confirmedAt?.toISOString() ?? null,
});

async function loadRequest(db: DbOrTx, where: SQL): Promise<InviteRequest> {
  const [row] = await selectRequests(db).where(where).limit(1);
  if (!row) throw fail(ResponseCode.NotFound, invitationMessages.notFound);
  return present(row);
}

/**
 * "Click Invite to get approval from exhibitors" (spec 000 §8): a visitor asks an exhibitor of the fair to
 * let them see its client-only products. Asking again while the request waits changes nothing; a
 * visitor removed from the pool since may ask again. The company's administrators get an INVITE notice.
 */
export async function addRequest(
  app: AppContext,
  session: AuthSession,
  input: { exhibitorId: string; productId?: string; message: string },
): Promise<InviteRequest> {
  const exhibitionId = session.exhibitionId;
  const [exhibitor] = await app.db
    .select({ id: exhibitors.id })
    .from(exhibitors)
    .where(and(eq(exhibitors.id, input.exhibitorId), eq(exhibitors.exhibitionId, exhibitionId)))
    .limit(1);
  if (!exhibitor) throw fail(ResponseCode.NotFound, invitationMessages.exhibitorNotFound);
  let productId: string | null = null;
  if (input.productId) {
    const [p] = await app.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.exhibitorId, exhibitor.id)))
      .limit(1);
    productId = p?.id ?? null;
  }
  const mine = and(
    eq(inviteRequests.exhibitorId, exhibitor.id),
    eq(inviteRequests.userAccountId, session.userAccountId),
  )!;
  const [existing] = await app.db.select().from(inviteRequests).where(mine).limit(1);
  if (existing?.status === 'PENDING') return loadRequest(app.db, eq(inviteRequests.id, existing.id));
  if (existing?.status === 'CONFIRMED') {
    const [member] = await app.db
      .select({ id: clientPoolMembers.id })
      .from(clientPoolMembers)
      .where(
        and(
          eq(clientPoolMembers.exhibitorId, exhibitor.id),
          eq(clientPoolMembers.userAccountId, session.userAccountId),
        ),
      )
      .limit(1);
    if (member) return loadRequest(app.db, eq(inviteRequests.id, existing.id));
  }
  const [recent] = await app.db
    .select({ n: count() })
    .from(inviteRequests)
    .where(
      and(
        eq(inviteRequests.exhibitionId, exhibitionId),
        eq(inviteRequests.userAccountId, session.userAccountId),
        gte(inviteRequests.createdAt, new Date(clock.nowMs() - 86_400_000)),
      ),
    );
  if ((recent?.n ?? 0) >= INVITE_REQUESTS_PER_DAY)
    throw fail(ResponseCode.TooManyRequests, invitationMessages.tooManyRequests);
  const [me] = await app.db
    .select({ name: visitors.name, company: visitors.company })
    .from(visitors)
    .where(and(eq(visitors.exhibitionId, exhibitionId), eq(visitors.userAccountId, session.userAccountId)))
    .limit(1);
  const who = [me?.name, me?.company].filter(Boolean).join(' · ') || '—';
  const id = await transactionWithNotices(app, async (tx, notify) => {
    const now = clock.now();
    const [row] = existing
      ? await tx
          .update(inviteRequests)
          .set({ status: 'PENDING', productId, message: input.message, createdAt: now, confirmedAt: null })
          .where(eq(inviteRequests.id, existing.id))
          .returning({ id: inviteRequests.id })
      : await tx
          .insert(inviteRequests)
          .values({
            exhibitionId,
            exhibitorId: exhibitor.id,
            userAccountId: session.userAccountId,
            productId,
            message: input.message,
            createdAt: now,
          })
          .returning({ id: inviteRequests.id });
    for (const admin of await administrators(tx, exhibitor.id))
      await notify({
        exhibitionId,
        userAccountId: admin,
        noticeType: 'INVITE',
        title: { zh: '新的查看邀请', en: 'A buyer asks for access' },
        content: {
          zh: `${who} 邀请您批准其查看贵公司仅对客户开放的展品。请在“邀请管理”中确认。`,
          en: `${who} asks for your approval to see your client-only products. Confirm it under Invitations.`,
        },
      });
    return row!.id;
  });
  return loadRequest(app.db, eq(inviteRequests.id, id));
}

/** A visitor's own requests, or the requests the caller's company received (by status). */
export async function listRequests(
  db: Db,
  session: AuthSession,
  q: { status: InviteRequestStatus | ''; pageNum: number; pageSize: number },
): Promise<Page<InviteRequest>> {
  const where: (SQL | undefined)[] = [];
  if (session.subjectType === 'VISITOR') {
    where.push(
      eq(inviteRequests.exhibitionId, session.exhibitionId),
      eq(inviteRequests.userAccountId, session.userAccountId),
    );
  } else {
    where.push(eq(inviteRequests.exhibitorId, companyOf(session).exhibitorId));
  }
  if (q.status) where.push(eq(inviteRequests.status, q.status));
  const w = and(...where)!;
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(w)
      .orderBy(desc(inviteRequests.createdAt), desc(inviteRequests.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(inviteRequests).where(w),
  ]);
  return { list: rows.map(present), total: total?.n ?? 0, pageNum: q.pageNum, pageSize: q.pageSize };
}

/**
 * The company approves a request (newConfirmInviteRecord): the visitor joins its pool (source INVITE),
 * gets a CHECKRESULT notice at once, and sees the client-only products on their next request.
 */
export async function confirmRequest(
  app: AppContext,
  session: AuthSession,
  id: string,
): Promise<InviteRequest> {
  const { exhibitorId } = companyOf(session);
  const own = and(eq(inviteRequests.id, id), eq(inviteRequests.exhibitorId, exhibitorId))!;
  const current = await loadRequest(app.db, own);
  const [request] = await app.db.select().from(inviteRequests).where(own).limit(1);
  await transactionWithNotices(app, async (tx, notify) => {
    await joinPool(tx, {
      exhibitionId: request!.exhibitionId,
      exhibitorId,
      userAccountId: request!.userAccountId,
      source: 'INVITE',
    });
    if (current.status === 'CONFIRMED') return;
    await tx
      .update(inviteRequests)
      .set({ status: 'CONFIRMED', confirmedByAccountId: session.userAccountId, confirmedAt: clock.now() })
      .where(own);
    await notify({
      exhibitionId: request!.exhibitionId,
      userAccountId: request!.userAccountId,
      noticeType: 'CHECKRESULT',
      title: { zh: '展商已批准您的邀请', en: 'The exhibitor approved your invitation' },
      content: {
        zh: `${current.exhibitorName} 已批准您的邀请，您现在可以查看其仅对客户开放的展品。`,
        en: `${current.exhibitorNameEn || current.exhibitorName} approved your invitation: you can now view its client-only products.`,
      },
    });
  });
  await poolChanged(app, request!.exhibitionId, request!.userAccountId);
  return loadRequest(app.db, own);
}
