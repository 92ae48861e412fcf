import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type LanguageType,
  LIVE_GUEST_VIEWS_PER_ADDRESS_HOUR,
  LIVE_PASSWORD_TRIES_PER_MINUTE,
  type LiveAccess,
  type LiveCard,
  type LiveDetail,
  type LiveListQuery,
  LiveMediaPaths,
  type LiveProduct,
  LiveScope,
  LiveState,
  type LiveStateResponse,
  liveMessages,
  liveStateOf,
  type Page,
  ResponseCode,
  WatchLogState,
} from '@openfair/contract';
import { and, asc, desc, eq, gt, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import { type AppContext, slot } from '../../core/context';
import { AppError } from '../../core/errors';
import type { MediaUrl } from '../../core/media-url';
import { resolveViewer, type Viewer } from '../../core/visibility';
import {
  clientPoolMembers,
  exhibitorEmployees,
  exhibitors,
  liveActivityTypes,
  liveGuestViews,
  liveMarks,
  lives,
  liveWatchLogs,
  products,
} from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { admitToPool } from '../invitations/index';
import { liveRuntimeSlot, loadLiveSecret, playbackToken } from './live.runtime';

export const refused = (code: ResponseCode, message: { zh: string; en: string }) =>
  new AppError(code, undefined, { cn: message.zh, en: message.en });

export type LiveRow = typeof lives.$inferSelect;

const pick = (lang: LanguageType, zh: string, en: string) => (lang === 'en' ? en || zh : zh || en);

export const stateOf = (l: LiveRow, now = new Date()) => liveStateOf(l, now);

/** SQL of liveStateOf: demo rows by their times, the others by their stream. */
function stateIs(state: number, now: Date): SQL {
  const demo =
    state === LiveState.Upcoming
      ? gt(lives.startTime, now)
      : state === LiveState.OnAir
        ? and(lte(lives.startTime, now), gt(lives.endTime, now))
        : lte(lives.endTime, now);
  const real =
    state === LiveState.Replay ? sql`${lives.streamState} not in (1, 2)` : eq(lives.streamState, state);
  return or(and(eq(lives.isDemo, true), demo), and(eq(lives.isDemo, false), real))!;
}

/** Accounts with a mark of `kind` among `liveIds`. */
async function marked(app: AppContext, kind: string, accountId: string | null, liveIds: string[]) {
  if (!accountId || liveIds.length === 0) return new Set<string>();
  const rows = await app.db
    .select({ liveId: liveMarks.liveId })
    .from(liveMarks)
    .where(
      and(
        eq(liveMarks.userAccountId, accountId),
        eq(liveMarks.kind, kind),
        inArray(liveMarks.liveId, liveIds),
      ),
    );
  return new Set(rows.map((r) => r.liveId));
}

type CardRow = {
  live: LiveRow;
  sponsor: string;
  sponsorEn: string;
  logo: string;
  type: string | null;
  typeEn: string | null;
};

function presentCard(r: CardRow, lang: LanguageType, url: MediaUrl, wanted: boolean, now: Date): LiveCard {
  const l = r.live;
  return {
    id: l.id,
    liveId: l.id,
    name: pick(lang, l.name, l.nameEn),
    cover: url(l.cover),
    startTime: l.startTime.toISOString(),
    endTime: l.endTime.toISOString(),
    liveState: stateOf(l, now),
    scope: l.scope,
    liveSponsorId: l.exhibitorId,
    liveSponsorName: pick(lang, r.sponsor, r.sponsorEn),
    liveSponsorLogo: url(r.logo),
    activityTypeId: l.activityTypeId ?? '',
    activityTypeName: r.type ? pick(lang, r.type, r.typeEn ?? '') : '',
    thumbs: l.thumbs,
    views: l.views,
    wanted,
  };
}

const cardColumns = {
  live: lives,
  sponsor: exhibitors.name,
  sponsorEn: exhibitors.nameEn,
  logo: exhibitors.logo,
  type: liveActivityTypes.name,
  typeEn: liveActivityTypes.nameEn,
};

/**
 * spec 001 §2: the live list, with its filters and sorts, 12 a page. Every approved live is listed (one
 * waiting for the organizer's review is nobody's to list); opening one is checked.
 */
export async function listLives(
  app: AppContext,
  exhibitionId: string,
  session: AuthSession | null,
  q: LiveListQuery,
  lang: LanguageType,
  url: MediaUrl,
): Promise<Page<LiveCard>> {
  const now = new Date();
  const where: (SQL | undefined)[] = [
    eq(lives.exhibitionId, exhibitionId),
    eq(lives.reviewStatus, 'approved'),
  ];
  if (q.liveState !== undefined) where.push(stateIs(q.liveState, now));
  if (q.liveParty) where.push(eq(lives.exhibitorId, q.liveParty));
  if (q.activityType) where.push(eq(lives.activityTypeId, q.activityType));
  if (q.liveName) {
    const like = likePattern(q.liveName);
    where.push(or(ilike(lives.name, like), ilike(lives.nameEn, like)));
  }
  if (q.liveSponsorName) {
    const like = likePattern(q.liveSponsorName);
    where.push(or(ilike(exhibitors.name, like), ilike(exhibitors.nameEn, like)));
  }
  if (q.moreType === 'wanted') {
    if (!session) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
    where.push(
      sql`exists (select 1 from ${liveMarks} where ${liveMarks.liveId} = ${lives.id} and ${liveMarks.kind} = 'want' and ${liveMarks.userAccountId} = ${session.userAccountId})`,
    );
  }
  const dir = (c: SQL | typeof lives.startTime | typeof lives.views) => (q.orderDesc ? desc(c) : asc(c));
  const flip = (c: SQL | typeof lives.startTime | typeof lives.views) => (q.orderDesc ? asc(c) : desc(c));
  // default: on air first, then upcoming (soonest first), then replays (newest first)
  const rank = sql`case when ${stateIs(LiveState.OnAir, now)} then 0 when ${stateIs(LiveState.Upcoming, now)} then 1 else 2 end`;
  const order =
    q.sort === 'latest'
      ? [flip(lives.startTime)]
      : q.sort === 'popular'
        ? [flip(lives.views), flip(lives.thumbs as never)]
        : q.sort === 'startAsc'
          ? [dir(lives.startTime)]
          : [
              dir(rank),
              sql`case when ${stateIs(LiveState.Replay, now)} then -extract(epoch from ${lives.startTime}) else extract(epoch from ${lives.startTime}) end`,
            ];
  const base = app.db
    .select(cardColumns)
    .from(lives)
    .innerJoin(exhibitors, eq(exhibitors.id, lives.exhibitorId))
    .leftJoin(liveActivityTypes, eq(liveActivityTypes.id, lives.activityTypeId))
    .where(and(...where));
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(...order, asc(lives.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lives)
      .innerJoin(exhibitors, eq(exhibitors.id, lives.exhibitorId))
      .where(and(...where)),
  ]);
  const wanted = await marked(
    app,
    'want',
    session?.userAccountId ?? null,
    rows.map((r) => r.live.id),
  );
  return {
    list: rows.map((r) => presentCard(r, lang, url, wanted.has(r.live.id), now)),
    total: total?.n ?? 0,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

const isStaffOf = (v: Viewer, exhibitorId: string) => v.kind === 'exhibitor' && v.exhibitorId === exhibitorId;

/**
 * Whether the viewer may know the live exists: approved lives are everybody's; one that waits for the
 * organizer's review (or was rejected) only its company's staff and organizers see.
 */
export const visibleTo = (v: Viewer, l: Pick<LiveRow, 'reviewStatus' | 'exhibitorId'>) =>
  l.reviewStatus === 'approved' || v.kind === 'organizer' || isStaffOf(v, l.exhibitorId);

/**
 * The live of the fair, for `viewer`: a live the viewer may not see (visibleTo) is not found. `null` is
 * for the company's own management, which checks the company itself.
 */
export async function loadLive(
  app: AppContext,
  exhibitionId: string,
  liveId: string,
  viewer: Viewer | null,
): Promise<LiveRow> {
  const [row] = await app.db
    .select()
    .from(lives)
    .where(and(eq(lives.id, liveId), eq(lives.exhibitionId, exhibitionId)))
    .limit(1);
  if (!row || (viewer && !visibleTo(viewer, row)))
    throw refused(ResponseCode.NotFound, liveMessages.notFound);
  return row;
}

/**
 * spec 000 §8, 001 §4, §6: who may open a live. Guests open scope 0 only (others: "Please login");
 * the sponsor's staff and organizers open everything; scope 1 needs the sponsor's client pool, scope 2
 * pre-registration, scope 3 (private) the invitation code, once accepted for the account.
 */
export async function accessOf(app: AppContext, v: Viewer, l: LiveRow): Promise<LiveAccess> {
  if (l.scope === LiveScope.Public) return 'open';
  if (v.kind === 'anonymous') return 'login';
  if (v.kind === 'organizer' || isStaffOf(v, l.exhibitorId)) return 'open';
  if (l.scope === LiveScope.PreRegistered) return v.kind === 'visitor' && v.preRegistered ? 'open' : 'denied';
  if (l.scope === LiveScope.ClientPool) {
    const [row] = await app.db
      .select({ id: clientPoolMembers.id })
      .from(clientPoolMembers)
      .where(
        and(
          eq(clientPoolMembers.exhibitorId, l.exhibitorId),
          eq(clientPoolMembers.userAccountId, v.userAccountId),
        ),
      )
      .limit(1);
    return row ? 'open' : 'denied';
  }
  const granted = await marked(app, 'access', v.userAccountId, [l.id]);
  return granted.has(l.id) ? 'open' : 'password';
}

export function playbackOf(app: AppContext, l: LiveRow, state: number, url: MediaUrl) {
  const rt = app.use(liveRuntimeSlot);
  const none = { kind: 'none' as const, url: '', replay: state === LiveState.Replay };
  if (l.isDemo || !l.streamName) return none;
  if (state === LiveState.OnAir) {
    if (app.settings.liveIngest === 'external') {
      const base = app.settings.livePlaybackBase.replace(/\/$/, '');
      return base ? { kind: 'hls' as const, url: `${base}/${l.streamName}.m3u8`, replay: false } : none;
    }
    const path = `${app.settings.basePath}${LiveMediaPaths.flv(l.streamName)}?token=${playbackToken(rt, l.streamName)}`;
    return { kind: 'flv' as const, url: path, replay: false };
  }
  if (state === LiveState.Replay && l.recording) {
    // an external media server's recording is an absolute URL; ours a storage key
    const recording = /^https?:\/\//.test(l.recording) ? l.recording : url(l.recording);
    return {
      kind: /\.m3u8$/.test(l.recording) ? ('hls' as const) : ('flv' as const),
      url: recording,
      replay: true,
    };
  }
  return none;
}

export async function liveDetail(
  app: AppContext,
  exhibitionId: string,
  session: AuthSession | null,
  liveId: string,
  lang: LanguageType,
  url: MediaUrl,
): Promise<LiveDetail> {
  const now = new Date();
  const v = resolveViewer(exhibitionId, session);
  const [row] = await app.db
    .select(cardColumns)
    .from(lives)
    .innerJoin(exhibitors, eq(exhibitors.id, lives.exhibitorId))
    .leftJoin(liveActivityTypes, eq(liveActivityTypes.id, lives.activityTypeId))
    .where(and(eq(lives.id, liveId), eq(lives.exhibitionId, exhibitionId)))
    .limit(1);
  if (!row || !visibleTo(v, row.live)) throw refused(ResponseCode.NotFound, liveMessages.notFound);
  const l = row.live;
  const state = stateOf(l, now);
  const access = await accessOf(app, v, l);
  const accountId = session?.userAccountId ?? null;
  const [wanted, liked] = await Promise.all([
    marked(app, 'want', accountId, [l.id]),
    marked(app, 'thumb', accountId, [l.id]),
  ]);
  const staff = await app.db
    .select({
      id: exhibitorEmployees.id,
      name: exhibitorEmployees.name,
      nameEn: exhibitorEmployees.nameEn,
      account: exhibitorEmployees.userAccountId,
      admin: exhibitorEmployees.admin,
    })
    .from(exhibitorEmployees)
    .where(and(eq(exhibitorEmployees.exhibitorId, l.exhibitorId), eq(exhibitorEmployees.resigned, false)))
    .orderBy(desc(exhibitorEmployees.admin), asc(exhibitorEmployees.id))
    .limit(50);
  const presenters = l.employeeIds
    .map((id) => staff.find((s) => s.id === id))
    .filter((s) => s !== undefined)
    .map((s) => ({ id: s.id, name: pick(lang, s.name, s.nameEn), imAccount: s.account }));
  const booth = presenters[0]?.imAccount ?? staff[0]?.account ?? '';
  const ingest = app.use(liveRuntimeSlot).ingest;
  if (access === 'open') await loadLiveSecret(app);
  return {
    ...presentCard(row, lang, url, wanted.has(l.id), now),
    intro: l.intro,
    access,
    playback: access === 'open' ? playbackOf(app, l, state, url) : { kind: 'none', url: '', replay: false },
    liked: liked.has(l.id),
    viewers: l.streamName && ingest ? ingest.viewers(l.streamName) : 0,
    pinnedProductId: state === LiveState.OnAir ? l.pinnedProductId : null,
    presenters,
    own: isStaffOf(v, l.exhibitorId),
    boothImAccount: booth,
  };
}

export async function liveState(
  app: AppContext,
  exhibitionId: string,
  session: AuthSession | null,
  liveId: string,
): Promise<LiveStateResponse> {
  const l = await loadLive(app, exhibitionId, liveId, resolveViewer(exhibitionId, session));
  const state = stateOf(l);
  const ingest = app.use(liveRuntimeSlot).ingest;
  return {
    liveState: state,
    viewers: l.streamName && ingest ? ingest.viewers(l.streamName) : 0,
    thumbs: l.thumbs,
    pinnedProductId: state === LiveState.OnAir ? l.pinnedProductId : null,
  };
}

/** Toggles the caller's thumbs up (one per account and live). */
export async function thumbUp(app: AppContext, session: AuthSession, liveId: string) {
  const l = await loadLive(app, session.exhibitionId, liveId, resolveViewer(session.exhibitionId, session));
  return app.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(liveMarks)
      .values({ liveId: l.id, userAccountId: session.userAccountId, kind: 'thumb' })
      .onConflictDoNothing()
      .returning({ liveId: liveMarks.liveId });
    const liked = inserted.length > 0;
    if (!liked)
      await tx
        .delete(liveMarks)
        .where(
          and(
            eq(liveMarks.liveId, l.id),
            eq(liveMarks.kind, 'thumb'),
            eq(liveMarks.userAccountId, session.userAccountId),
          ),
        );
    const [row] = await tx
      .update(lives)
      .set({ thumbs: sql`greatest(0, ${lives.thumbs} + ${liked ? 1 : -1})` })
      .where(eq(lives.id, l.id))
      .returning({ thumbs: lives.thumbs });
    return { thumbs: row?.thumbs ?? 0, liked };
  });
}

/** Toggles the caller's reminder: a notice when the live goes on air. */
export async function wantLive(app: AppContext, session: AuthSession, liveId: string) {
  const l = await loadLive(app, session.exhibitionId, liveId, resolveViewer(session.exhibitionId, session));
  const inserted = await app.db
    .insert(liveMarks)
    .values({ liveId: l.id, userAccountId: session.userAccountId, kind: 'want' })
    .onConflictDoNothing()
    .returning({ liveId: liveMarks.liveId });
  if (inserted.length > 0) return { wanted: true };
  await app.db
    .delete(liveMarks)
    .where(
      and(
        eq(liveMarks.liveId, l.id),
        eq(liveMarks.kind, 'want'),
        eq(liveMarks.userAccountId, session.userAccountId),
      ),
    );
  return { wanted: false };
}

/** spec 001 §4 watch log; an entry (state 1) counts the account once among the live's viewers. */
export async function watchLog(
  app: AppContext,
  session: AuthSession,
  input: { liveId: string; state: number; watchType: number },
) {
  const l = await loadLive(
    app,
    session.exhibitionId,
    input.liveId,
    resolveViewer(session.exhibitionId, session),
  );
  await app.db.insert(liveWatchLogs).values({
    liveId: l.id,
    userAccountId: session.userAccountId,
    state: input.state,
    watchType: input.watchType,
  });
  if (input.state === WatchLogState.Enter) {
    const first = await app.db
      .insert(liveMarks)
      .values({ liveId: l.id, userAccountId: session.userAccountId, kind: 'viewed' })
      .onConflictDoNothing()
      .returning({ liveId: liveMarks.liveId });
    if (first.length > 0)
      await app.db
        .update(lives)
        .set({ views: sql`${lives.views} + 1` })
        .where(eq(lives.id, l.id));
  }
  return { ok: true };
}

/** New guest viewer ids per client address and live in the current hour (this instance's memory, bounded). */
const guestAdds = slot('live.guestViews', () => new Map<string, { n: number; until: number }>());
const GUEST_ADDS_KEPT = 50_000;

/**
 * A guest's watch log: only for lives a guest may open (public ones), and an entry counts the browser's
 * viewer id once among the live's viewers. A client address adds at most LIVE_GUEST_VIEWS_PER_ADDRESS_HOUR
 * new guest viewers to a live an hour; repeating an id never counts twice.
 */
export async function guestWatchLog(
  app: AppContext,
  exhibitionId: string,
  clientKey: string,
  input: { liveId: string; state: number; watchType: number; viewerId?: string },
) {
  const viewer = resolveViewer(exhibitionId, null);
  const l = await loadLive(app, exhibitionId, input.liveId, viewer);
  if ((await accessOf(app, viewer, l)) !== 'open') throw new AppError(ResponseCode.Forbidden);
  if (input.state !== WatchLogState.Enter || !input.viewerId) return { ok: true };
  const adds = app.use(guestAdds);
  const key = `${clientKey}:${l.id}`;
  const now = Date.now();
  let entry = adds.get(key);
  if (!entry || entry.until <= now) entry = { n: 0, until: now + 3_600_000 };
  if (entry.n >= LIVE_GUEST_VIEWS_PER_ADDRESS_HOUR) return { ok: true };
  // taken before the insert, so concurrent calls of one address cannot pass the cap together
  entry.n++;
  adds.delete(key);
  adds.set(key, entry);
  if (adds.size > GUEST_ADDS_KEPT) adds.delete(adds.keys().next().value!);
  const first = await app.db
    .insert(liveGuestViews)
    .values({ liveId: l.id, viewerId: input.viewerId })
    .onConflictDoNothing()
    .returning({ liveId: liveGuestViews.liveId });
  if (first.length === 0) {
    entry.n--;
    return { ok: true };
  }
  await app.db.insert(liveWatchLogs).values({
    liveId: l.id,
    userAccountId: null,
    state: input.state,
    watchType: input.watchType,
  });
  await app.db
    .update(lives)
    .set({ views: sql`${lives.views} + 1` })
    .where(eq(lives.id, l.id));
  return { ok: true };
}

const passwordTries = new Map<string, { n: number; until: number }>();

/** A private live's invitation code; accepted once, the account may open the live from then on. */
export async function validLivePassword(
  app: AppContext,
  session: AuthSession,
  clientKey: string,
  input: { liveId: string; password: string },
) {
  const l = await loadLive(
    app,
    session.exhibitionId,
    input.liveId,
    resolveViewer(session.exhibitionId, session),
  );
  const key = `${clientKey}:${l.id}`;
  const now = Date.now();
  const tries = passwordTries.get(key);
  if (tries && tries.until > now && tries.n >= LIVE_PASSWORD_TRIES_PER_MINUTE)
    throw new AppError(ResponseCode.TooManyRequests);
  if (l.scope !== LiveScope.Private) return { ok: true };
  const a = Buffer.from(l.password);
  const b = Buffer.from(input.password);
  if (!l.password || a.length !== b.length || !timingSafeEqual(a, b)) {
    const t = tries && tries.until > now ? tries : { n: 0, until: now + 60_000 };
    t.n++;
    passwordTries.set(key, t);
    if (passwordTries.size > 10_000)
      for (const [k, v] of passwordTries) if (v.until < now) passwordTries.delete(k);
    throw refused(ResponseCode.BadRequest, liveMessages.passwordWrong);
  }
  await app.db
    .insert(liveMarks)
    .values({ liveId: l.id, userAccountId: session.userAccountId, kind: 'access' })
    .onConflictDoNothing();
  // The code came from the exhibitor: a visitor who holds it becomes its client (spec source INVITE_CODE_LIVE).
  if (session.subjectType === 'VISITOR') {
    await admitToPool(app, {
      exhibitionId: session.exhibitionId,
      exhibitorId: l.exhibitorId,
      userAccountId: session.userAccountId,
      source: 'INVITE_CODE_LIVE',
    });
  }
  return { ok: true };
}

/** The featured products of a live (liveProduct getProductList), for whoever may open the live. */
export async function liveProducts(
  app: AppContext,
  exhibitionId: string,
  session: AuthSession | null,
  liveId: string,
  lang: LanguageType,
  url: MediaUrl,
): Promise<LiveProduct[]> {
  const l = await loadLive(app, exhibitionId, liveId, resolveViewer(exhibitionId, session));
  if ((await accessOf(app, resolveViewer(exhibitionId, session), l)) !== 'open') return [];
  if (l.productIds.length === 0) return [];
  const rows = await app.db
    .select({ id: products.id, name: products.name, nameEn: products.nameEn, images: products.images })
    .from(products)
    .where(and(inArray(products.id, l.productIds), eq(products.exhibitorId, l.exhibitorId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return l.productIds
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined)
    .map((r) => ({
      id: r.id,
      name: pick(lang, r.name, r.nameEn),
      image: url(r.images[0] ?? ''),
      exhibitorId: l.exhibitorId,
    }));
}

export const newStreamKey = () => randomBytes(18).toString('base64url');
export const newStreamName = () => `s${randomBytes(9).toString('hex')}`;
