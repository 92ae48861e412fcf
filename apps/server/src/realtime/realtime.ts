import type { Server as HttpServer, IncomingMessage } from 'node:http';
import {
  CHAT_SEND_BURST,
  CHAT_SEND_WINDOW_MS,
  type ChatAck,
  type ChatDeviceClass,
  ChatDeviceClasses,
  ChatEvents,
  chatMessages as chatTexts,
  type KickedEvent,
  type LanguageType,
  markReadRequestSchema,
  messageFor,
  REALTIME_PATH,
  ResponseCode,
  revokeMessageRequestSchema,
  sendMessageRequestSchema,
  syncRequestSchema,
} from '@openfair/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { type Socket, Server as SocketServer } from 'socket.io';
import type { z } from 'zod';
import type { AuthSession } from '../core/auth';
import type { AppContext } from '../core/context';
import { AppError } from '../core/errors';
import { presenceSlot } from '../core/presence';
import { resolveAuth } from '../core/resolve-auth';
import {
  type ChatDelivery,
  chatError,
  markRead,
  revokeMessage,
  sendMessage,
  startChatDigests,
  startChatSweeper,
  syncChanges,
  touristSession,
} from '../modules/chat/index';
import { attachLiveRoom } from '../modules/live/index';
import { revokeSession } from '../modules/session/index';
import { createCalls, memoryBusyStore, redisBusyStore } from './calls';

/** What the handshake established about a socket: kept for its life, re-checked when the session changes. */
type SocketData = {
  session: AuthSession;
  /** the raw token, to ask again whether it still holds (memory only, never logged) */
  token: string;
  /** a guest's tourist token instead (then `token` is empty) */
  touristToken: string;
  /** the device class the client declared (null: none, then the multi-device rule leaves it alone) */
  deviceClass: ChatDeviceClass | null;
  lang: LanguageType;
  appId: string;
  sends: number[];
};
type ChatSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

export type Realtime = {
  io: SocketServer;
  close(): Promise<void>;
};

const userRoom = (accountId: string) => `user:${accountId}`;
const fairRoom = (exhibitionId: string) => `fair:${exhibitionId}`;
const userLangRoom = (accountId: string, lang: LanguageType) => `user:${accountId}:${lang}`;

/**
 * A browser always names its page's origin on the socket handshake: only the platform's own pages (the
 * host the request came to, or PUBLIC_URL and the configured origins) may open a socket with a visitor's
 * token, so another site cannot ride a logged-in browser. Clients that are not browsers send no Origin;
 * they still need a token.
 */
export function originAllowed(req: Pick<IncomingMessage, 'headers'>, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  if (!URL.canParse(origin)) return false;
  return new URL(origin).host === req.headers.host;
}

function ackError(error: unknown, lang: LanguageType): ChatAck<never> {
  if (error instanceof AppError)
    return {
      ok: false,
      code: error.code,
      msg: error.detail?.[lang] ?? messageFor(error.code, lang, error.params),
    };
  if (error && typeof error === 'object' && 'issues' in error)
    return { ok: false, code: ResponseCode.BadRequest, msg: messageFor(ResponseCode.BadRequest, lang) };
  return { ok: false, code: ResponseCode.InternalError, msg: messageFor(ResponseCode.InternalError, lang) };
}

/**
 * The realtime server of one instance: socket.io on the HTTP server, under BASE_PATH. Each socket joins
 * its account's rooms; a write acknowledged to its sender has been committed, and only then is it
 * delivered. With REDIS_URL the Redis adapter carries room deliveries to the sockets of other instances.
 */
export async function attachRealtime(
  server: HttpServer,
  ctx: AppContext,
  opts: { allowedOrigins: readonly string[]; redisKey?: string },
): Promise<Realtime> {
  const io = new SocketServer(server, {
    path: `${ctx.settings.basePath}${REALTIME_PATH}`,
    serveClient: false,
    // Messages are small; files go through the media pipeline, not the socket.
    maxHttpBufferSize: 64 * 1024,
    allowRequest: (req, callback) => callback(null, originAllowed(req, opts.allowedOrigins)),
    cors: { origin: false },
  });
  let redis: { pub: Redis; sub: Redis } | null = null;
  if (ctx.settings.redisUrl) {
    // Auto-pipelining: the publishes of one turn of the event loop (a group commit's deliveries) go to
    // Redis in one write, not one system call each. Order is kept: commands still go out as issued.
    const pub = new Redis(ctx.settings.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 3,
      enableAutoPipelining: true,
    });
    const sub = pub.duplicate({ enableAutoPipelining: false });
    for (const client of [pub, sub])
      client.on('error', (error: Error) => ctx.log.error({ err: error }, 'realtime redis connection'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: opts.redisKey ?? 'openfair:socket.io' }));
    redis = { pub, sub };
  }

  io.use(async (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    const token = typeof auth.token === 'string' ? auth.token : '';
    const lang: LanguageType = auth.languageType === 'en' ? 'en' : 'cn';
    // A guest connects with the tourist token the server issued (and only with it: no Authorization).
    const touristToken = !token && typeof auth.touristToken === 'string' ? auth.touristToken : '';
    const exhibitionId = typeof auth.exhibitionId === 'string' ? auth.exhibitionId : '';
    const session = touristToken
      ? await touristSession(ctx, touristToken, exhibitionId).catch(() => null)
      : await resolveAuth(ctx, token)
          .then((state) => (state.kind === 'session' ? state.session : null))
          .catch(() => null);
    if (!session || session.exhibitionId !== exhibitionId) {
      const error = new Error(messageFor(ResponseCode.LoginExpired, lang)) as Error & { data: unknown };
      error.data = { code: ResponseCode.LoginExpired };
      return next(error);
    }
    const data = socket.data as SocketData;
    data.session = session;
    data.token = token;
    data.touristToken = touristToken;
    data.deviceClass = ChatDeviceClasses.find((c) => c === auth.deviceClass) ?? null;
    data.lang = lang;
    data.appId = typeof auth.appId === 'string' ? auth.appId.slice(0, 64) : '';
    data.sends = [];
    next();
  });

  const deliver = (delivery: ChatDelivery | null) => {
    if (!delivery) return;
    // One emit per view and language for all its receivers: socket.io encodes the packet once.
    // A view alike in both languages goes once to the accounts' rooms (with the Redis adapter, one
    // publish instead of two).
    for (const view of delivery.views) {
      if (view.message.cn === view.message.en) {
        io.to(view.userAccountIds.map(userRoom)).emit(ChatEvents.message, view.message.cn);
        continue;
      }
      for (const lang of ['cn', 'en'] as const)
        io.to(view.userAccountIds.map((id) => userLangRoom(id, lang))).emit(
          ChatEvents.message,
          view.message[lang],
        );
    }
  };
  // Calls of several instances: busy state in Redis, operations forwarded to the call's instance.
  const calls = createCalls(
    io,
    ctx,
    deliver,
    redis
      ? { busy: redisBusyStore(redis.pub, opts.redisKey ?? 'openfair:socket.io'), forward: true }
      : { busy: memoryBusyStore(), forward: false },
  );

  /**
   * The multi-device rule (ChatDeviceClasses in the contract): among the sockets of one account and
   * device class, on every instance, the newest login keeps the chat; every socket of an older login is
   * told why (in its language), closed, and its login revoked, so it cannot come back and take the chat
   * over again. Tabs of one login share its token and stay.
   */
  const oneLoginPerDeviceClass = async (socket: ChatSocket) => {
    const { session, deviceClass } = socket.data;
    if (!deviceClass || session.tourist || session.issuedAt === undefined) return;
    const others = (await io.in(userRoom(session.userAccountId)).fetchSockets()).filter((s) => {
      const d = s.data as SocketData;
      return s.id !== socket.id && d.deviceClass === deviceClass && d.session.tokenId !== session.tokenId;
    });
    if (others.length === 0) return;
    const mine = session.issuedAt;
    const newest = Math.max(mine, ...others.map((s) => (s.data as SocketData).session.issuedAt ?? 0));
    const losers = [
      ...others.filter((s) => ((s.data as SocketData).session.issuedAt ?? 0) < newest),
      ...(mine < newest ? [socket] : []),
    ];
    const revoked = new Set<string>();
    for (const loser of losers as unknown as {
      data: SocketData;
      emit(event: string, payload: KickedEvent): unknown;
      disconnect(close: boolean): unknown;
    }[]) {
      const data = loser.data;
      const kicked: KickedEvent = {
        reason: 'multiDevice',
        msg: chatTexts.kickedMultiDevice[data.lang === 'en' ? 'en' : 'zh'],
      };
      loser.emit(ChatEvents.kicked, kicked);
      loser.disconnect(true);
      revoked.add(data.session.tokenId);
    }
    for (const tokenId of revoked) await revokeSession(ctx, tokenId);
  };

  // the live chat rooms register their own handlers (modules/live/live-room.ts)
  const liveRoom = attachLiveRoom(io, ctx, { redisKey: opts.redisKey });
  io.on('connection', (raw) => {
    const socket = raw as unknown as ChatSocket;
    const { session, lang } = socket.data;
    void Promise.resolve(
      socket.join([
        userRoom(session.userAccountId),
        userLangRoom(session.userAccountId, lang),
        fairRoom(session.exhibitionId),
      ]),
    )
      .then(() => oneLoginPerDeviceClass(socket))
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'multi-device check failed'));

    /** Runs one acknowledged request; a client without an ack callback gets nothing back. */
    const handle = <S extends z.ZodType, T>(
      event: string,
      schema: S,
      run: (input: z.output<S>) => Promise<T>,
    ) => {
      socket.on(
        event as never,
        (async (input: unknown, ack?: (result: ChatAck<T>) => void) => {
          const reply = typeof ack === 'function' ? ack : () => {};
          try {
            reply({ ok: true, data: await run(schema.parse(input)) });
          } catch (error) {
            if (!(error instanceof AppError)) ctx.log.warn({ err: error, event }, 'realtime request failed');
            reply(ackError(error, socket.data.lang));
          }
        }) as never,
      );
    };

    handle(ChatEvents.send, sendMessageRequestSchema, async (input) => {
      const now = Date.now();
      const recent = socket.data.sends.filter((t) => now - t < CHAT_SEND_WINDOW_MS);
      if (recent.length >= CHAT_SEND_BURST) throw chatError(ResponseCode.TooManyRequests, 'sendingTooFast');
      recent.push(now);
      socket.data.sends = recent;
      const result = await sendMessage(ctx, socket.data.session, socket.data.appId, input);
      deliver(result.delivery);
      return result.message[socket.data.lang];
    });
    handle(ChatEvents.revoke, revokeMessageRequestSchema, async (input) => {
      const result = await revokeMessage(ctx, socket.data.session, input.messageID);
      deliver(result.delivery);
      return result.message[socket.data.lang];
    });
    handle(ChatEvents.read, markReadRequestSchema, async (input) => {
      const result = await markRead(ctx, socket.data.session, input.conversationID);
      if (result)
        for (const reader of result.readers)
          io.to(userRoom(reader.userAccountId)).emit(ChatEvents.peerRead, {
            conversationID: reader.conversationID,
            seq: result.seq,
          });
      return null;
    });
    handle(ChatEvents.sync, syncRequestSchema, (input) =>
      syncChanges(ctx, socket.data.session, socket.data.lang, input.since),
    );
    calls.attach(socket, handle);
  });

  // A session that ended (logout, password change) or an employee who resigned loses the socket at once,
  // on every instance: each instance checks its own sockets of that account again.
  const unsubscribe = ctx.events.subscribe('session.changed', async ({ userAccountId }) => {
    const sockets = userAccountId
      ? await io.local.in(userRoom(userAccountId)).fetchSockets()
      : await io.local.fetchSockets();
    for (const socket of sockets) {
      const data = socket.data as SocketData;
      // A guest has no login session to end.
      if (data.session.tourist) continue;
      const state = await resolveAuth(ctx, data.token).catch(() => ({ kind: 'invalid' }) as const);
      const ended = state.kind !== 'session' || state.session.employee?.resigned === true;
      if (ended) {
        socket.emit(ChatEvents.kicked, { reason: 'sessionEnded' });
        socket.disconnect(true);
      } else {
        data.session = state.session;
      }
    }
  });

  // Every instance hears the event and tells its own sockets (io.local), so each socket hears it once.
  const unsubscribeNotices = ctx.events.subscribe('notice.delivered', ({ exhibitionId, userAccountIds }) => {
    const rooms = userAccountIds === null ? [fairRoom(exhibitionId)] : userAccountIds.map(userRoom);
    io.local.to(rooms).emit(ChatEvents.notice, {});
  });

  // A group change's tip, posted by an HTTP call: every instance tells its own sockets (io.local), so
  // each receiver hears it once, in its language, like a sent message.
  const unsubscribeDelivered = ctx.events.subscribe('chat.delivered', (delivery) => {
    for (const view of delivery.views)
      for (const lang of ['cn', 'en'] as const)
        io.local
          .to(view.userAccountIds.map((id) => userLangRoom(id, lang)))
          .emit(ChatEvents.message, view.message[lang]);
  });

  // Presence for the areas (customer service goes to someone who is online): asks every instance
  // through the adapter, one room per account.
  const unsubscribeClaims = ctx.events.subscribe(
    'chat.inbox.claimed',
    ({ conversationID, userAccountIds, claimer }) => {
      for (const lang of ['cn', 'en'] as const)
        io.local
          .to(userAccountIds.map((id) => userLangRoom(id, lang)))
          .emit(ChatEvents.claimed, { conversationID, claimer: claimer?.[lang] ?? null });
    },
  );

  ctx.use(presenceSlot).current = {
    online: async (accountIds) => {
      if (accountIds.length === 0) return new Set();
      const sockets = await io.in(accountIds.map(userRoom)).fetchSockets();
      return new Set(sockets.map((s) => (s.data as SocketData).session.userAccountId));
    },
  };

  // The chat's housekeeping (expired guest identities, uploads never sent) runs beside its server.
  const stopSweeper = startChatSweeper(ctx);
  // E-mail digests of unread buyer messages for offline staff (it asks presence, so it lives here too).
  const stopDigests = startChatDigests(ctx);

  return {
    io,
    // Not io.close(): that also closes the HTTP server, which Fastify closes itself.
    close: async () => {
      stopSweeper();
      stopDigests();
      unsubscribe();
      unsubscribeNotices();
      unsubscribeDelivered();
      unsubscribeClaims();
      calls.close();
      io.local.disconnectSockets(true);
      await liveRoom.close();
      io.engine.close();
      if (redis) {
        redis.pub.disconnect();
        redis.sub.disconnect();
      }
    },
  };
}
