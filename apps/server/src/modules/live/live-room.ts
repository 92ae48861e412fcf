import { randomUUID } from 'node:crypto';
import {
  LiveSocketEvents as Ev,
  LIVE_CHAT_HISTORY,
  LIVE_CHAT_MAX,
  LIVE_CHAT_PER_10S,
  type LiveChatMessage,
  liveMessages,
  ResponseCode,
} from '@openfair/contract';
import { eq } from 'drizzle-orm';
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

/**
 * The chat room beside a live's player (socket.io room per live): viewers who may open the live join it,
 * receive the last messages, send (rate limited, bounded length), and the sponsor's staff remove messages.
 * Messages live in memory (the last LIVE_CHAT_HISTORY per live, per instance): a live chat is ephemeral.
 * The room also hears the live's state and pinned product as they change, and its viewer count.
 */
export function attachLiveRoom(io: SocketServer, app: AppContext) {
  const history = new Map<string, LiveChatMessage[]>();
  const rt = app.use(liveRuntimeSlot);
  rt.listeners.add((liveId, state) => io.to(room(liveId)).emit(Ev.state, { liveId, liveState: state }));
  rt.pinListeners.add((liveId, productId) => io.to(room(liveId)).emit(Ev.pinned, { liveId, productId }));

  const viewers = async (liveId: string) => {
    const n = (await io.in(room(liveId)).fetchSockets()).length;
    io.to(room(liveId)).emit(Ev.viewers, { liveId, viewers: n });
  };

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
        joined.set(liveId, { staff, name: account?.name || session.userAccountId.slice(0, 6) });
        await socket.join(room(liveId));
        ack({ ok: true, data: { messages: history.get(liveId) ?? [], staff } });
        await viewers(liveId);
      } catch {
        bad(ack, ResponseCode.NotFound, liveMessages.notFound);
      }
    });

    socket.on(Ev.leave, async (input: unknown) => {
      const liveId = (input as { liveId?: unknown })?.liveId;
      if (typeof liveId !== 'string' || !joined.has(liveId)) return;
      joined.delete(liveId);
      await socket.leave(room(liveId));
      await viewers(liveId);
    });

    socket.on(Ev.send, (input: unknown, rawAck: unknown) => {
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
      const list = history.get(liveId) ?? [];
      list.push(message);
      if (list.length > LIVE_CHAT_HISTORY) list.shift();
      history.set(liveId, list);
      io.to(room(liveId)).emit(Ev.message, message);
      ack({ ok: true });
    });

    socket.on(Ev.remove, (input: unknown, rawAck: unknown) => {
      const ack = safeAck(rawAck);
      const { liveId, id } = (input ?? {}) as { liveId?: unknown; id?: unknown };
      const me = typeof liveId === 'string' ? joined.get(liveId) : undefined;
      if (!me?.staff || typeof liveId !== 'string' || typeof id !== 'string')
        return bad(ack, ResponseCode.Forbidden);
      history.set(
        liveId,
        (history.get(liveId) ?? []).filter((m) => m.id !== id),
      );
      io.to(room(liveId)).emit(Ev.removed, { liveId, id });
      ack({ ok: true });
    });

    socket.on('disconnect', () => {
      for (const liveId of joined.keys()) void viewers(liveId);
    });
  });
}
