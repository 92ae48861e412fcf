import {
  type LanguageType,
  LIVE_EMPLOYEES_MAX,
  LIVE_PRODUCTS_MAX,
  LIVE_REVIEWED_FIELDS,
  type LiveExhibitorConfig,
  type LiveFunnel,
  type LiveMagAddRequest,
  type LiveMagItem,
  type LiveObsDetail,
  LiveScope,
  LiveState,
  liveMessages,
  type Page,
  ResponseCode,
} from '@openfair/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { MediaUrl } from '../../core/media-url';
import { resolveViewer } from '../../core/visibility';
import { isForeignKeyViolation } from '../../db/errors';
import {
  exhibitorEmployees,
  intentOrders,
  LIVE_ACTIVITY_TYPE_FK,
  liveActivityTypes,
  liveGuestViews,
  liveMarks,
  liveProductEvents,
  lives,
  products,
} from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { liveRuntimeSlot } from './live.runtime';
import {
  accessOf,
  type LiveRow,
  loadLive,
  newStreamKey,
  newStreamName,
  refused,
  stateOf,
} from './live.service';

const MINUTE = 60_000;

export function companyOf(session: AuthSession): string {
  const e = session.employee;
  if (!e || e.resigned) throw new AppError(ResponseCode.Forbidden);
  return e.exhibitorId;
}

async function ownLive(app: AppContext, session: AuthSession, id: string): Promise<LiveRow> {
  const l = await loadLive(app, session.exhibitionId, id, null);
  if (l.exhibitorId !== companyOf(session)) throw refused(ResponseCode.NotFound, liveMessages.notFound);
  return l;
}

function present(l: LiveRow, url: MediaUrl): LiveMagItem {
  return {
    id: l.id,
    name: l.name,
    nameEn: l.nameEn,
    cover: url(l.cover),
    coverRef: l.cover,
    startTime: l.startTime.toISOString(),
    endTime: l.endTime.toISOString(),
    durationMinutes: Math.max(1, Math.round((l.endTime.getTime() - l.startTime.getTime()) / MINUTE)),
    scope: l.scope,
    password: l.password,
    activityTypeId: l.activityTypeId ?? '',
    intro: l.intro,
    employeeIds: l.employeeIds,
    productIds: l.productIds,
    liveState: stateOf(l),
    hasRecording: Boolean(l.recording),
    reviewStatus: l.reviewStatus as LiveMagItem['reviewStatus'],
    reviewReason: l.reviewReason,
  };
}

type Reviewed = Pick<LiveRow, (typeof LIVE_REVIEWED_FIELDS)[number]>;

/** Whether a save changes what visitors see of the live (LIVE_REVIEWED_FIELDS). */
export function changesReviewed(before: Reviewed, after: Reviewed): boolean {
  return LIVE_REVIEWED_FIELDS.some((field) => {
    const a = before[field];
    const b = after[field];
    if (a instanceof Date && b instanceof Date) return a.getTime() !== b.getTime();
    if (Array.isArray(a) && Array.isArray(b)) return a.length !== b.length || a.some((x, i) => x !== b[i]);
    return a !== b;
  });
}

export async function magList(
  app: AppContext,
  session: AuthSession,
  q: { pageNum: number; pageSize: number; liveState?: number },
  url: MediaUrl,
): Promise<Page<LiveMagItem>> {
  const exhibitorId = companyOf(session);
  const where = and(eq(lives.exhibitionId, session.exhibitionId), eq(lives.exhibitorId, exhibitorId));
  const rows = await app.db.select().from(lives).where(where).orderBy(desc(lives.startTime), asc(lives.id));
  // a company has tens of lives at most: filter the derived state here
  const all = rows
    .map((r) => present(r, url))
    .filter((r) => q.liveState === undefined || r.liveState === q.liveState);
  return {
    list: all.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize),
    total: all.length,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export async function magDetail(app: AppContext, session: AuthSession, id: string, url: MediaUrl) {
  return present(await ownLive(app, session, id), url);
}

type Fields = Required<Omit<LiveMagAddRequest, 'scope'>> & { scope: number };

/** The fields of a save, checked; `keptTypeId` is the live's own type, which it keeps even once disabled. */
async function checkFields(
  app: AppContext,
  session: AuthSession,
  f: Fields,
  keptTypeId: string | null = null,
) {
  const exhibitorId = companyOf(session);
  if (f.scope === LiveScope.Private && !f.password)
    throw refused(ResponseCode.BadRequest, liveMessages.passwordNeeded);
  if (f.activityTypeId) {
    const [t] = await app.db
      .select({ id: liveActivityTypes.id, disabled: liveActivityTypes.disabled })
      .from(liveActivityTypes)
      .where(
        and(
          eq(liveActivityTypes.id, f.activityTypeId),
          eq(liveActivityTypes.exhibitionId, session.exhibitionId),
        ),
      );
    if (!t) throw refused(ResponseCode.BadRequest, liveMessages.badActivityType);
    if (t.disabled && t.id !== keptTypeId)
      throw refused(ResponseCode.BadRequest, liveMessages.activityTypeDisabled);
  }
  const productIds = [...new Set(f.productIds)].slice(0, LIVE_PRODUCTS_MAX);
  if (productIds.length) {
    const found = await app.db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, productIds), eq(products.exhibitorId, exhibitorId)));
    if (found.length !== productIds.length) throw refused(ResponseCode.BadRequest, liveMessages.badProduct);
  }
  const employeeIds = [...new Set(f.employeeIds)].slice(0, LIVE_EMPLOYEES_MAX);
  if (employeeIds.length) {
    const found = await app.db
      .select({ id: exhibitorEmployees.id })
      .from(exhibitorEmployees)
      .where(
        and(
          inArray(exhibitorEmployees.id, employeeIds),
          eq(exhibitorEmployees.exhibitorId, exhibitorId),
          eq(exhibitorEmployees.resigned, false),
        ),
      );
    if (found.length !== employeeIds.length) throw refused(ResponseCode.BadRequest, liveMessages.badEmployee);
  }
  const start = new Date(f.startTime);
  return {
    name: f.name,
    nameEn: f.nameEn,
    cover: f.cover,
    startTime: start,
    endTime: new Date(start.getTime() + f.durationMinutes * MINUTE),
    scope: f.scope,
    password: f.scope === LiveScope.Private ? f.password : '',
    activityTypeId: f.activityTypeId || null,
    intro: f.intro,
    employeeIds,
    productIds,
  };
}

/** The activity type was deleted between the check and the save (the database refuses the live). */
function typeGone(error: unknown): never {
  if (isForeignKeyViolation(error, LIVE_ACTIVITY_TYPE_FK))
    throw refused(ResponseCode.BadRequest, liveMessages.badActivityType);
  throw error;
}

export async function magAdd(app: AppContext, session: AuthSession, f: Fields, url: MediaUrl) {
  const values = await checkFields(app, session, f);
  if (values.startTime.getTime() < Date.now() - 5 * MINUTE)
    throw refused(ResponseCode.BadRequest, liveMessages.startInPast);
  const [row] = await app.db
    .insert(lives)
    .values({
      ...values,
      exhibitionId: session.exhibitionId,
      exhibitorId: companyOf(session),
      streamState: LiveState.Upcoming,
      streamName: newStreamName(),
      streamKey: newStreamKey(),
      updatedAt: new Date(),
      // visitors see it once the organizer approves it
      reviewStatus: 'pending',
      submittedAt: new Date(),
    })
    .returning()
    .catch(typeGone);
  return present(row!, url);
}

export async function magUpdate(
  app: AppContext,
  session: AuthSession,
  f: Fields & { id: string },
  url: MediaUrl,
) {
  const l = await ownLive(app, session, f.id);
  const values = await checkFields(app, session, f, l.activityTypeId);
  const state = stateOf(l);
  const sameTime = values.startTime.getTime() === l.startTime.getTime();
  if (state !== LiveState.Upcoming) {
    // on air or over: the times are the stream's now
    if (!sameTime) throw refused(ResponseCode.BadRequest, liveMessages.notEditable);
    values.endTime = l.endTime;
  } else if (!sameTime && values.startTime.getTime() < Date.now() - 5 * MINUTE)
    throw refused(ResponseCode.BadRequest, liveMessages.startInPast);
  const changed = changesReviewed(l, values);
  // On air, what viewers see stays the approved version: such a change waits until the live is over.
  if (changed && state === LiveState.OnAir)
    throw refused(ResponseCode.BadRequest, liveMessages.onAirUnderReview);
  // A change of what visitors see waits for the organizer again (hidden until approved); any save of a
  // rejected live is its correction, back in the queue.
  const review =
    changed || l.reviewStatus === 'rejected'
      ? { reviewStatus: 'pending', reviewReason: '', submittedAt: new Date(), reviewedAt: null }
      : {};
  const [row] = await app.db
    .update(lives)
    .set({ ...values, ...review, updatedAt: new Date() })
    .where(eq(lives.id, l.id))
    .returning()
    .catch(typeGone);
  return present(row!, url);
}

export async function magProducts(
  app: AppContext,
  session: AuthSession,
  q: { pageNum: number; pageSize: number; keyword: string },
  lang: LanguageType,
  url: MediaUrl,
) {
  const exhibitorId = companyOf(session);
  const like = q.keyword ? likePattern(q.keyword) : null;
  const where = and(
    eq(products.exhibitorId, exhibitorId),
    like ? or(ilike(products.name, like), ilike(products.nameEn, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    app.db
      .select({ id: products.id, name: products.name, nameEn: products.nameEn, images: products.images })
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    app.db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: lang === 'en' ? r.nameEn || r.name : r.name || r.nameEn,
      image: url(r.images[0] ?? ''),
      exhibitorId,
    })),
    total: total?.n ?? 0,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export async function magEmployees(app: AppContext, session: AuthSession, lang: LanguageType) {
  const rows = await app.db
    .select()
    .from(exhibitorEmployees)
    .where(
      and(eq(exhibitorEmployees.exhibitorId, companyOf(session)), eq(exhibitorEmployees.resigned, false)),
    )
    .orderBy(desc(exhibitorEmployees.admin), asc(exhibitorEmployees.name))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    name: lang === 'en' ? r.nameEn || r.name : r.name,
    position: lang === 'en' ? r.positionEn || r.position : r.position,
  }));
}

/** OBS "Server": the RTMP application address the encoder publishes to. */
export function rtmpServer(app: AppContext, publicOrigin: string | null): string {
  const host = publicOrigin ? new URL(publicOrigin).hostname : 'localhost';
  const port =
    app.use(liveRuntimeSlot).ingest && 'port' in app.use(liveRuntimeSlot).ingest!
      ? (app.use(liveRuntimeSlot).ingest as unknown as { port: number }).port
      : app.settings.rtmpPort;
  return `rtmp://${host}:${port}/live`;
}

export async function magObsDetail(
  app: AppContext,
  session: AuthSession,
  id: string,
  publicOrigin: string | null,
): Promise<LiveObsDetail> {
  const l = await ownLive(app, session, id);
  const ingest = app.use(liveRuntimeSlot).ingest;
  return {
    id: l.id,
    server: rtmpServer(app, publicOrigin),
    streamKey: l.streamName && l.streamKey ? `${l.streamName}?key=${l.streamKey}` : '',
    liveState: stateOf(l),
    publishing: Boolean(l.streamName && ingest?.isPublishing(l.streamName)),
    lastPublishAt: l.publishStartedAt?.toISOString() ?? null,
  };
}

export async function magResetKey(
  app: AppContext,
  session: AuthSession,
  id: string,
  publicOrigin: string | null,
) {
  const l = await ownLive(app, session, id);
  if (l.isDemo) throw refused(ResponseCode.BadRequest, liveMessages.notFound);
  await app.db
    .update(lives)
    .set({ streamKey: newStreamKey(), streamName: l.streamName ?? newStreamName(), updatedAt: new Date() })
    .where(eq(lives.id, l.id));
  return magObsDetail(app, session, id, publicOrigin);
}

export function exhibitorConfig(app: AppContext, publicOrigin: string | null): LiveExhibitorConfig {
  return {
    ingest: app.settings.liveIngest,
    server: rtmpServer(app, publicOrigin),
    recording: app.settings.liveIngest === 'embedded',
    maxProducts: LIVE_PRODUCTS_MAX,
    maxEmployees: LIVE_EMPLOYEES_MAX,
  };
}

export async function magPin(app: AppContext, session: AuthSession, id: string, productId: string | null) {
  const l = await ownLive(app, session, id);
  if (stateOf(l) !== LiveState.OnAir) throw refused(ResponseCode.BadRequest, liveMessages.notOnAir);
  if (productId && !l.productIds.includes(productId))
    throw refused(ResponseCode.BadRequest, liveMessages.notFeatured);
  await app.db.update(lives).set({ pinnedProductId: productId }).where(eq(lives.id, l.id));
  for (const listener of app.use(liveRuntimeSlot).pinListeners) listener(l.id, productId);
  return { pinnedProductId: productId };
}

export async function magFunnel(app: AppContext, session: AuthSession, id: string): Promise<LiveFunnel> {
  const l = await ownLive(app, session, id);
  const [viewers, guests, events, orders] = await Promise.all([
    app.db
      .select({ n: count() })
      .from(liveMarks)
      .where(and(eq(liveMarks.liveId, l.id), eq(liveMarks.kind, 'viewed'))),
    app.db.select({ n: count() }).from(liveGuestViews).where(eq(liveGuestViews.liveId, l.id)),
    app.db
      .select({ event: liveProductEvents.event, n: count() })
      .from(liveProductEvents)
      .where(eq(liveProductEvents.liveId, l.id))
      .groupBy(liveProductEvents.event),
    app.db.select({ n: count() }).from(intentOrders).where(eq(intentOrders.liveId, l.id)),
  ]);
  const of = (e: string) => events.find((r) => r.event === e)?.n ?? 0;
  return {
    // accounts and guests (by their browser's viewer id), each once
    viewers: (viewers[0]?.n ?? 0) + (guests[0]?.n ?? 0),
    cardViews: of('cardView'),
    inquiries: of('inquiry'),
    orders: orders[0]?.n ?? 0,
  };
}

/** A viewer saw the pinned product card, or asked the booth about it (counted once per viewer). */
export async function productEvent(
  app: AppContext,
  session: AuthSession,
  input: { liveId: string; productId: string; event: 'cardView' | 'inquiry' },
) {
  const viewer = resolveViewer(session.exhibitionId, session);
  const l = await loadLive(app, session.exhibitionId, input.liveId, viewer);
  if ((await accessOf(app, viewer, l)) !== 'open') throw new AppError(ResponseCode.Forbidden);
  if (!l.productIds.includes(input.productId))
    throw refused(ResponseCode.BadRequest, liveMessages.notFeatured);
  await app.db
    .insert(liveProductEvents)
    .values({
      liveId: l.id,
      productId: input.productId,
      userAccountId: session.userAccountId,
      event: input.event,
    })
    .onConflictDoNothing();
  return { ok: true };
}

/** Whether an intent order may name this live as its source (the product is featured there). */
export async function liveOfOrder(app: AppContext, exhibitionId: string, liveId: string, productId: string) {
  const [l] = await app.db
    .select({ id: lives.id })
    .from(lives)
    .where(
      and(
        eq(lives.id, liveId),
        eq(lives.exhibitionId, exhibitionId),
        sql`${lives.productIds} ? ${productId}`,
      ),
    );
  return l?.id ?? null;
}
