import {
  INTENT_ORDERS_PER_VISITOR_HOUR,
  type IntentOrder,
  type IntentOrderScope,
  type IntentOrderStatus,
  type MyIntentOrder,
  orderMessages,
  type Page,
  ResponseCode,
} from '@openfair/contract';
import { and, count, desc, eq, gte, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthSession } from '../../core/auth';
import { clock } from '../../core/clock';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { MediaUrl } from '../../core/media-url';
import { inPool, resolveViewer } from '../../core/visibility';
import type { Db, DbOrTx } from '../../db/client';
import {
  clientPoolMembers,
  exhibitorEmployees,
  exhibitors,
  intentOrders,
  products,
  visitors,
} from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { transactionWithNotices } from '../content/index';
import { liveOfOrder } from '../live/index';

const refused = (code: ResponseCode, message: { zh: string; en: string }) =>
  new AppError(code, undefined, { cn: message.zh, en: message.en });

/** The caller's company: exhibitor staff who have not resigned. */
export function companyOf(session: AuthSession): { exhibitorId: string; admin: boolean } {
  const e = session.employee;
  if (!e || e.resigned) throw new AppError(ResponseCode.Forbidden);
  return { exhibitorId: e.exhibitorId, admin: e.admin };
}

/** What quantities look like in texts: 1200, 12.5 (never 12.500000001). */
export const formatQuantity = (n: number) => String(Math.round(n * 1000) / 1000);

const assignee = alias(exhibitorEmployees, 'assignee');
const follower = alias(exhibitorEmployees, 'follower');

const orderColumns = {
  order: intentOrders,
  productName: products.name,
  productNameEn: products.nameEn,
  productImages: products.images,
  visitorId: visitors.id,
  visitorName: visitors.name,
  visitorNameEn: visitors.nameEn,
  visitorCompany: visitors.company,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
  followUpId: follower.id,
  followUpName: follower.name,
};

/** Staff rows with product, visitor, assignee and follow-up person, through their indexes. */
export const selectOrders = (db: DbOrTx) =>
  db
    .select(orderColumns)
    .from(intentOrders)
    .leftJoin(products, eq(products.id, intentOrders.productId))
    .leftJoin(
      visitors,
      and(
        eq(visitors.exhibitionId, intentOrders.exhibitionId),
        eq(visitors.userAccountId, intentOrders.userAccountId),
      ),
    )
    .leftJoin(
      assignee,
      and(
        eq(assignee.exhibitorId, intentOrders.exhibitorId),
        eq(assignee.userAccountId, intentOrders.assigneeAccountId),
      ),
    )
    .leftJoin(
      follower,
      and(
        eq(follower.exhibitorId, intentOrders.exhibitorId),
        eq(follower.userAccountId, intentOrders.contactedByAccountId),
      ),
    );

export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

export function presentOrder(r: OrderRow, url: MediaUrl): IntentOrder {
  const image = r.productImages?.[0];
  return {
    id: r.order.id,
    productId: r.order.productId,
    productName: r.productName ?? '',
    productNameEn: r.productNameEn ?? '',
    productImage: image ? url(image) : '',
    visitorId: r.visitorId ?? '',
    visitorName: r.visitorName || r.visitorNameEn || '',
    visitorCompany: r.visitorCompany ?? '',
    quantity: r.order.quantity,
    remark: r.order.remark,
    createdAt: r.order.createdAt.toISOString(),
    contacted: r.order.contacted,
    contactedAt: r.order.contactedAt?.toISOString() ?? null,
    assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? '' } : null,
    followUp: r.followUpId ? { id: r.followUpId, name: r.followUpName ?? '' } : null,
  };
}

/** The WHERE of a staff list: the company, the list (narrowed to "mine" for non-administrators), status, words. */
export function orderFilter(
  session: AuthSession,
  query: { scope: IntentOrderScope; status: IntentOrderStatus; keyword: string },
): { where: SQL; admin: boolean } {
  const { exhibitorId, admin } = companyOf(session);
  const scope: IntentOrderScope = admin ? query.scope : 'mine';
  const where: (SQL | undefined)[] = [eq(intentOrders.exhibitorId, exhibitorId)];
  if (scope === 'mine') where.push(eq(intentOrders.assigneeAccountId, session.userAccountId));
  else if (scope === 'assigned') where.push(isNotNull(intentOrders.assigneeAccountId));
  else if (scope === 'unassigned') where.push(isNull(intentOrders.assigneeAccountId));
  if (query.status !== 'all') where.push(eq(intentOrders.contacted, query.status === 'contacted'));
  if (query.keyword) {
    const like = likePattern(query.keyword);
    where.push(
      or(
        sql`${products.name} ilike ${like}`,
        sql`${products.nameEn} ilike ${like}`,
        sql`${visitors.name} ilike ${like}`,
        sql`${visitors.company} ilike ${like}`,
      ),
    );
  }
  return { where: and(...where)!, admin };
}

export async function listOrders(
  db: Db,
  session: AuthSession,
  query: {
    scope: IntentOrderScope;
    status: IntentOrderStatus;
    keyword: string;
    pageNum: number;
    pageSize: number;
  },
  url: MediaUrl,
): Promise<Page<IntentOrder> & { admin: boolean }> {
  const { where, admin } = orderFilter(session, query);
  const [rows, [total]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(intentOrders.createdAt), desc(intentOrders.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(intentOrders)
      .leftJoin(products, eq(products.id, intentOrders.productId))
      .leftJoin(
        visitors,
        and(
          eq(visitors.exhibitionId, intentOrders.exhibitionId),
          eq(visitors.userAccountId, intentOrders.userAccountId),
        ),
      )
      .where(where),
  ]);
  return {
    list: rows.map((r) => presentOrder(r, url)),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    admin,
  };
}

async function loadOwnOrder(db: DbOrTx, exhibitorId: string, id: string): Promise<OrderRow> {
  const [row] = await selectOrders(db)
    .where(and(eq(intentOrders.id, id), eq(intentOrders.exhibitorId, exhibitorId)))
    .limit(1);
  if (!row) throw refused(ResponseCode.NotFound, orderMessages.orderNotFound);
  return row;
}

/** The company's current administrators (accounts): who hears of a new order. */
async function administrators(db: DbOrTx, exhibitorId: string): Promise<string[]> {
  const rows = await db
    .select({ id: exhibitorEmployees.userAccountId })
    .from(exhibitorEmployees)
    .where(
      and(
        eq(exhibitorEmployees.exhibitorId, exhibitorId),
        eq(exhibitorEmployees.admin, true),
        eq(exhibitorEmployees.resigned, false),
      ),
    );
  return rows.map((r) => r.id);
}

function presentMine(
  order: typeof intentOrders.$inferSelect,
  product: { name: string; nameEn: string; images: string[] },
  exhibitor: { name: string; nameEn: string },
  url: MediaUrl,
): MyIntentOrder {
  const image = product.images[0];
  return {
    id: order.id,
    productId: order.productId,
    productName: product.name,
    productNameEn: product.nameEn,
    productImage: image ? url(image) : '',
    exhibitorId: order.exhibitorId,
    exhibitorName: exhibitor.name,
    exhibitorNameEn: exhibitor.nameEn,
    quantity: order.quantity,
    remark: order.remark,
    createdAt: order.createdAt.toISOString(),
    contacted: order.contacted,
  };
}

/**
 * A visitor's intent order on a product they may open (the catalog's one visibility rule: a client-pool
 * only product needs the exhibitor's pool). The company's administrators get an INTENTIONORDER notice,
 * pushed to their open pages.
 */
export async function addOrder(
  app: AppContext,
  session: AuthSession,
  input: { productId: string; quantity: number; remark: string; liveId?: string },
  url: MediaUrl,
): Promise<MyIntentOrder> {
  const exhibitionId = session.exhibitionId;
  // an order from a shoppable live counts in its funnel, when the product is featured there
  const liveId = input.liveId ? await liveOfOrder(app, exhibitionId, input.liveId, input.productId) : null;
  const [found] = await app.db
    .select({
      id: products.id,
      scope: products.scope,
      exhibitorId: products.exhibitorId,
      name: products.name,
      nameEn: products.nameEn,
      images: products.images,
      exhibitorName: exhibitors.name,
      exhibitorNameEn: exhibitors.nameEn,
    })
    .from(products)
    .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitorId))
    .where(and(eq(products.id, input.productId), eq(products.exhibitionId, exhibitionId)))
    .limit(1);
  if (!found) throw refused(ResponseCode.NotFound, orderMessages.productNotVisible);
  const pool = new Set<string>();
  if (found.scope === 1) {
    const [member] = await app.db
      .select({ id: clientPoolMembers.id })
      .from(clientPoolMembers)
      .where(
        and(
          eq(clientPoolMembers.exhibitorId, found.exhibitorId),
          eq(clientPoolMembers.userAccountId, session.userAccountId),
        ),
      )
      .limit(1);
    if (member) pool.add(found.exhibitorId);
  }
  // Not found and not visible answer alike, so an order cannot probe for hidden products.
  if (!inPool(resolveViewer(exhibitionId, session), found, pool))
    throw refused(ResponseCode.NotFound, orderMessages.productNotVisible);

  const [recent] = await app.db
    .select({ n: count() })
    .from(intentOrders)
    .where(
      and(
        eq(intentOrders.exhibitionId, exhibitionId),
        eq(intentOrders.userAccountId, session.userAccountId),
        gte(intentOrders.createdAt, new Date(clock.nowMs() - 3_600_000)),
      ),
    );
  if ((recent?.n ?? 0) >= INTENT_ORDERS_PER_VISITOR_HOUR)
    throw refused(ResponseCode.TooManyRequests, orderMessages.tooMany);

  const [me] = await app.db
    .select({ name: visitors.name, company: visitors.company })
    .from(visitors)
    .where(and(eq(visitors.exhibitionId, exhibitionId), eq(visitors.userAccountId, session.userAccountId)))
    .limit(1);
  const who = me?.name || '—';
  const quantity = formatQuantity(input.quantity);
  const order = await transactionWithNotices(app, async (tx, notify) => {
    const [created] = await tx
      .insert(intentOrders)
      .values({
        exhibitionId,
        exhibitorId: found.exhibitorId,
        productId: found.id,
        userAccountId: session.userAccountId,
        quantity: input.quantity,
        remark: input.remark,
        createdAt: clock.now(),
        liveId,
      })
      .returning();
    for (const admin of await administrators(tx, found.exhibitorId))
      await notify({
        exhibitionId,
        userAccountId: admin,
        noticeType: 'INTENTIONORDER',
        title: { zh: '新的意向订单', en: 'New intent order' },
        content: {
          zh: `${who} 对「${found.name}」提交了意向订单，数量 ${quantity}。`,
          en: `${who} placed an intent order for "${found.nameEn || found.name}", quantity ${quantity}.`,
        },
      });
    return created!;
  });
  return presentMine(order, found, { name: found.exhibitorName, nameEn: found.exhibitorNameEn }, url);
}

/** The visitor's own intent orders, newest first. */
export async function listMyOrders(
  db: Db,
  session: AuthSession,
  query: { pageNum: number; pageSize: number },
  url: MediaUrl,
): Promise<Page<MyIntentOrder>> {
  const where = and(
    eq(intentOrders.exhibitionId, session.exhibitionId),
    eq(intentOrders.userAccountId, session.userAccountId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: intentOrders,
        name: products.name,
        nameEn: products.nameEn,
        images: products.images,
        exhibitorName: exhibitors.name,
        exhibitorNameEn: exhibitors.nameEn,
      })
      .from(intentOrders)
      .leftJoin(products, eq(products.id, intentOrders.productId))
      .innerJoin(exhibitors, eq(exhibitors.id, intentOrders.exhibitorId))
      .where(where)
      .orderBy(desc(intentOrders.createdAt), desc(intentOrders.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ n: count() }).from(intentOrders).where(where),
  ]);
  return {
    list: rows.map((r) =>
      presentMine(
        r.order,
        { name: r.name ?? '', nameEn: r.nameEn ?? '', images: r.images ?? [] },
        { name: r.exhibitorName, nameEn: r.exhibitorNameEn },
        url,
      ),
    ),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * An administrator hands an order to a salesperson: a current employee of the same company, who gets an
 * INTENTIONORDER notice (unless they assigned it to themselves).
 */
export async function assignOrder(
  app: AppContext,
  session: AuthSession,
  input: { id: string; employeeId: string },
  url: MediaUrl,
): Promise<IntentOrder> {
  const { exhibitorId } = companyOf(session);
  const current = await loadOwnOrder(app.db, exhibitorId, input.id);
  const [employee] = await app.db
    .select({ userAccountId: exhibitorEmployees.userAccountId })
    .from(exhibitorEmployees)
    .where(
      and(
        eq(exhibitorEmployees.id, input.employeeId),
        eq(exhibitorEmployees.exhibitorId, exhibitorId),
        eq(exhibitorEmployees.resigned, false),
      ),
    )
    .limit(1);
  if (!employee) throw refused(ResponseCode.BadRequest, orderMessages.notEmployee);
  const product = current.productName ?? '';
  const productEn = current.productNameEn || product;
  return transactionWithNotices(app, async (tx, notify) => {
    await tx
      .update(intentOrders)
      .set({ assigneeAccountId: employee.userAccountId, assignedAt: clock.now() })
      .where(eq(intentOrders.id, current.order.id));
    if (employee.userAccountId !== session.userAccountId)
      await notify({
        exhibitionId: session.exhibitionId,
        userAccountId: employee.userAccountId,
        noticeType: 'INTENTIONORDER',
        title: { zh: '您有一个新分配的意向订单', en: 'An intent order was assigned to you' },
        content: {
          zh: `意向订单「${product}」（数量 ${formatQuantity(current.order.quantity)}）已分配给您，请尽快联系客户。`,
          en: `The intent order for "${productEn}" (quantity ${formatQuantity(current.order.quantity)}) is yours: please contact the buyer.`,
        },
      });
    return presentOrder(await loadOwnOrder(tx, exhibitorId, current.order.id), url);
  });
}

/** Not contacted → contacted (complete order), by the assignee or an administrator; the caller is the follow-up person. */
export async function completeOrder(
  app: AppContext,
  session: AuthSession,
  id: string,
  url: MediaUrl,
): Promise<IntentOrder> {
  const { exhibitorId, admin } = companyOf(session);
  const current = await loadOwnOrder(app.db, exhibitorId, id);
  if (!admin && current.order.assigneeAccountId !== session.userAccountId)
    throw refused(ResponseCode.Forbidden, orderMessages.notAssignee);
  if (current.order.contacted) return presentOrder(current, url);
  await app.db
    .update(intentOrders)
    .set({ contacted: true, contactedByAccountId: session.userAccountId, contactedAt: clock.now() })
    .where(and(eq(intentOrders.id, current.order.id), eq(intentOrders.contacted, false)));
  return presentOrder(await loadOwnOrder(app.db, exhibitorId, current.order.id), url);
}

/**
 * An employee resigned: the orders assigned to them that nobody has contacted yet go to `to` (the
 * administrator who recorded it), so no buyer is left waiting on someone who is gone.
 */
export async function handOverOrders(
  db: DbOrTx,
  o: { exhibitorId: string; from: string; to: string },
): Promise<number> {
  const moved = await db
    .update(intentOrders)
    .set({ assigneeAccountId: o.to, assignedAt: clock.now() })
    .where(
      and(
        eq(intentOrders.exhibitorId, o.exhibitorId),
        eq(intentOrders.assigneeAccountId, o.from),
        eq(intentOrders.contacted, false),
      ),
    )
    .returning({ id: intentOrders.id });
  return moved.length;
}
