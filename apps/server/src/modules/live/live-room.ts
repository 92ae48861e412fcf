import { randomUUID } from 'node:crypto';
import {
  LiveSocketEvents as Ev,
  LIVE_CHAT_HISTORY,
  LIVE_CHAT_MAX,
  LIVE_CHAT_PER_10S,
  LIVE_VIEWERS_EVERY_MS,
  type LiveChatMessage,
  liveMessages,
  ResponseCode,
} from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Socket, Server as SocketServer } from 'socket.io';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { resolveViewer } from '../../core/visibility';
import { userAccounts } from '../../db/schema/index';
import { liveRuntimeSlot } from './live.runtime';
import { accessOf, loadLive } from './live.service';

type Ack = (r: { ok: boolean; code?: number; msg?: string; data?: unknown }) => void;
const room = (liveId: string) => `live:${liveId}`;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A live chat is ephemeral: its history is forgotten a day after the last message. */
const HISTORY_TTL_S = 24 * 3600;
/** An instance's viewer count older than this is left out of the sum (the instance stopped). */
const COUNT_STALE_MS = 10 * LIVE_VIEWERS_EVERY_MS;

/**
 * The last LIVE_CHAT_HISTORY messages of each live: in memory with one instance; with REDIS_URL in a
 * Redis list per live, so every instance hands a joining viewer the same history and a staff removal
 * applies everywhere.
 */
type ChatHistory = {
  list(liveId: string): Promise<LiveChatMessage[]>;
  add(message: LiveChatMessage): Promise<void>;
  remove(liveId: string, id: string): Promise<void>;
};

function memoryHistory(): ChatHistory {
  const history = new Map<string, LiveChatMessage[]>();
  return {
    list: async (liveId) => history.get(liveId) ?? [],
    async add(message) {
      const list = history.get(message.liveId) ?? [];
      list.push(message);
      if (list.length > LIVE_CHAT_HISTORY) list.shift();
      history.set(message.liveId, list);
    },
    async remove(liveId, id) {
      history.set(
        liveId,
        (history.get(liveId) ?? []).filter((m) => m.id !== id),
      );
    },
  };
}

function redisHistory(redis: Redis, prefix: string): ChatHistory {
  const key = (liveId: string) => `${prefix}:live:chat:${liveId}`;
  const parse = (raw: string[]) =>
    raw.flatMap((r) => {
      try {
        return [JSON.parse(r) as LiveChatMessage];
      } catch {
        return [];
      }
    });
  return {
    list: async (liveId) => parse(await redis.lrange(key(liveId), 0, -1)),
    async add(message) {
      await redis
        .multi()
        .rpush(key(message.liveId), JSON.stringify(message))
        .ltrim(key(message.liveId), -LIVE_CHAT_HISTORY, -1)
        .expire(key(message.liveId), HISTORY_TTL_S)
        .exec();
    },
    async remove(liveId, id) {
      // LREM by the stored text: a message is stored once and never changed
      const raw = await redis.lrange(key(liveId), 0, -1);
      for (const r of raw)
        if (r.includes(id) && parse([r])[0]?.id === id) await redis.lrem(key(liveId), 1, r);
    },
  };
}

/**
 * Viewer counts of the live rooms, cheap at any audience: each instance counts the sockets that joined
 * on it (a number per live, changed on join and leave), and every LIVE_VIEWERS_EVERY_MS, for the lives
 * with viewers here, publishes its count and reads the sum (a Redis hash per live, one field per instance;
 * memory alone without Redis). The sum goes to this instance's sockets of the room when it changed: at
 * most one broadcast per live and interval, whatever the joins and leaves.
 */
function viewerCounts(io: SocketServer, redis: Redis | null, prefix: string, onError: (e: unknown) => void) {
  const instance = randomUUID();
  const local = new Map<string, number>();
  /** the local count as of the last tick, and the sum it was part of */
  const counted = new Map<string, number>();
  const totals = new Map<string, number>();
  const key = (liveId: string) => `${prefix}:live:viewers:${liveId}`;

  const sums = async (liveIds: string[]): Promise<number[]> => {
    if (!redis) return liveIds.map((id) => local.get(id) ?? 0);
    const now = Date.now();
    const pipe = redis.pipeline();
    for (const id of liveIds) {
      const n = local.get(id) ?? 0;
      if (n > 0) pipe.hset(key(id), instance, `${n}:${now}`);
      else pipe.hdel(key(id), instance);
      pipe.pexpire(key(id), COUNT_STALE_MS);
      pipe.hgetall(key(id));
    }
    const results = (await pipe.exec()) ?? [];
    return liveIds.map((_, i) => {
      const [error, fields] = results[i * 3 + 2] ?? [];
      if (error) throw error;
      let sum = 0;
      for (const value of Object.values((fields ?? {}) as Record<string, string>)) {
        const [n, at] = value.split(':').map(Number);
        if (Number.isFinite(n) && Number.isFinite(at) && now - at! < COUNT_STALE_MS) sum += n!;
      }
      return sum;
    });
  };

  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const liveIds = [...new Set([...local.keys(), ...counted.keys()])];
      if (liveIds.length === 0) return;
      const totalsNow = await sums(liveIds);
      liveIds.forEach((id, i) => {
        const n = local.get(id) ?? 0;
        const total = totalsNow[i]!;
        if (n === 0) {
          local.delete(id);
          counted.delete(id);
          totals.delete(id);
          return;
        }
        counted.set(id, n);
        if (totals.get(id) !== total) io.local.to(room(id)).emit(Ev.viewers, { liveId: id, viewers: total });
        totals.set(id, total);
      });
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), LIVE_VIEWERS_EVERY_MS);
  timer.unref();

  return {
    change(liveId: string, by: 1 | -1) {
      const n = Math.max(0, (local.get(liveId) ?? 0) + by);
      local.set(liveId, n);
      if (!counted.has(liveId)) counted.set(liveId, 0);
    },
    /** the best count at once (for a joining viewer): the last sum, with this instance's changes since */
    now(liveId: string) {
      const n = local.get(liveId) ?? 0;
      return Math.max(n, (totals.get(liveId) ?? 0) - (counted.get(liveId) ?? 0) + n);
    },
    tick,
    async close() {
      clearInterval(timer);
      if (!redis || local.size === 0) return;
      const pipe = redis.pipeline();
      for (const id of local.keys()) pipe.hdel(key(id), instance);
      await pipe.exec().catch(() => {});
    },
  };
}

/**
 * The chat room beside a live's player (socket.io room per live): viewers who may open the live join it,
 * receive the last messages, send (rate limited, bounded length), and the sponsor's staff remove messages.
 * The room also hears the live's state and pinned product as they change, and its viewer count.
 */
export function attachLiveRoom(io: SocketServer, app: AppContext, opts: { redisKey?: string } = {}) {
  const prefix = opts.redisKey ?? 'openfair';
  let redis: Redis | null = null;
  if (app.settings.redisUrl) {
    redis = new Redis(app.settings.redisUrl, { maxRetriesPerRequest: 3 });
    redis.on('error', (error: Error) => app.log.error({ err: error }, 'live room redis connection'));
  }
  const history = redis ? redisHistory(redis, prefix) : memoryHistory();
  const counts = viewerCounts(io, redis, prefix, (err) => app.log.warn({ err }, 'live viewer count'));
  const rt = app.use(liveRuntimeSlot);
  rt.listeners.add((liveId, state) => io.to(room(liveId)).emit(Ev.state, { liveId, liveState: state }));
  rt.pinListeners.add((liveId, productId) => io.to(room(liveId)).emit(Ev.pinned, { liveId, productId }));

  io.on('connection', (socket: Socket) => {
    const session = (socket.data as { session?: AuthSession }).session;
    if (!session || (session as { tourist?: true }).tourist) return;
    const joined = new Map<string, { staff: boolean; name: string }>();
    const sends: number[] = [];
    const en = (socket.data as { lang?: string }).lang === 'en';
    const bad = (ack: Ack, code: number, message?: { zh: string; en: string }) =>
      ack({ ok: false, code, msg: message ? (en ? message.en : message.zh) : undefined });
    const safeAck = (ack: unknown): Ack => (typeof ack === 'function' ? (ack as Ack) : () => {});

    socket.on(Ev.join, async (input: unknown, rawAck: unknown) => {
      const ack = safeAck(rawAck);
      try {
        const liveId = (input as { liveId?: unknown })?.liveId;
        if (typeof liveId !== 'string' || !ID.test(liveId)) return bad(ack, ResponseCode.BadRequest);
        const viewer = resolveViewer(session.exhibitionId, session);
        const live = await loadLive(app, session.exhibitionId, liveId, viewer);
        if ((await accessOf(app, viewer, live)) !== 'open')
          return bad(ack, ResponseCode.Forbidden, liveMessages.noPermission);
        const [account] = await app.db
          .select({ name: userAccounts.name })
          .from(userAccounts)
          .where(eq(userAccounts.id, session.userAccountId))
          .limit(1);
        const staff = viewer.kind === 'exhibitor' && viewer.exhibitorId === live.exhibitorId;
        const messages = await history.list(liveId);
        // gone while the checks ran: nothing to count or join
        if (socket.disconnected) return;
        if (!joined.has(liveId)) counts.change(liveId, 1);
        joined.set(liveId, { staff, name: account?.name || session.userAccountId.slice(0, 6) });
        await socket.join(room(liveId));
        ack({ ok: true, data: { messages, staff, viewers: counts.now(liveId) } });
      } catch {
        bad(ack, ResponseCode.NotFound, liveMessages.notFound);
      }
    });

    socket.on(Ev.leave, async (input: unknown) => {
      const liveId = (input as { liveId?: unknown })?.liveId;
      if (typeof liveId !== 'string' || !joined.has(liveId)) return;
      joined.delete(liveId);
      counts.change(liveId, -1);
      await socket.leave(room(liveId));
    });

    socket.on(Ev.send, async (input: unknown, rawAck: unknown) => {
      const ack = safeAck(rawAck);
      const { liveId, text } = (input ?? {}) as { liveId?: unknown; text?: unknown };
      const me = typeof liveId === 'string' ? joined.get(liveId) : undefined;
      if (!me || typeof liveId !== 'string') return bad(ack, ResponseCode.Forbidden);
      if (typeof text !== 'string' || !text.trim() || text.length > LIVE_CHAT_MAX)
        return bad(ack, ResponseCode.BadRequest);
      const now = Date.now();
      while (sends.length && sends[0]! < now - 10_000) sends.shift();
      if (sends.length >= LIVE_CHAT_PER_10S) return bad(ack, ResponseCode.TooManyRequests);
      sends.push(now);
      const message: LiveChatMessage = {
        id: randomUUID(),
        liveId,
        name: me.name,
        text: text.trim(),
        time: now,
      };
      try {
        await history.add(message);
      } catch (err) {
        app.log.warn({ err }, 'live chat history');
        return bad(ack, ResponseCode.InternalError);
      }
      io.to(room(liveId)).emit(Ev.message, message);
      ack({ ok: true });
    });

    socket.on(Ev.remove, async (input: unknown, rawAck: unknown) => {
      const ack = safeAck(rawAck);
      const { liveId, id } = (input ?? {}) as { liveId?: unknown; id?: unknown };
      const me = typeof liveId === 'string' ? joined.get(liveId) : undefined;
      if (!me?.staff || typeof liveId !== 'string' || typeof id !== 'string' || !ID.test(id))
        return bad(ack, ResponseCode.Forbidden);
      try {
        await history.remove(liveId, id);
      } catch (err) {
        app.log.warn({ err }, 'live chat history');
        return bad(ack, ResponseCode.InternalError);
      }
      io.to(room(liveId)).emit(Ev.removed, { liveId, id });
      ack({ ok: true });
    });

    socket.on('disconnect', () => {
      for (const liveId of joined.keys()) counts.change(liveId, -1);
      joined.clear();
    });
  });

  return {
    /** publishes the viewer counts now (tests; the timer does it every LIVE_VIEWERS_EVERY_MS) */
    tickViewers: () => counts.tick(),
    async close() {
      await counts.close();
      redis?.disconnect();
    },
  };
}
