import { randomUUID } from 'node:crypto';
import {
  C2C_PREFIX,
  CALL_BUSINESS_ID,
  CALL_INVITE_WINDOW_MS,
  CALL_INVITES_PER_WINDOW,
  CALL_MAX_PARTICIPANTS,
  CALL_SIGNALS_PER_SECOND,
  CALL_TURN_TTL_SECONDS,
  CallActionTypes,
  CallEvents,
  type CallIncomingEvent,
  type CallJoined,
  type CallMediaEvent,
  type CallMessageKey,
  type CallNoteAction,
  type CallNoteData,
  type CallPerson,
  type CallSignalEvent,
  type CallType,
  type CallUpdateEvent,
  callIdRequestSchema,
  callInviteRequestSchema,
  callMediaRequestSchema,
  callMessages,
  callSignalRequestSchema,
  formatCallDuration,
  GROUP_PREFIX,
  type LanguageType,
  ResponseCode,
} from '@openfair/contract';
import type { Redis } from 'ioredis';
import type { Server as SocketServer } from 'socket.io';
import type { z } from 'zod';
import type { AuthSession } from '../core/auth';
import type { AppContext } from '../core/context';
import { AppError } from '../core/errors';
import { type ChatDelivery, chatPeople, groupMemberIds, sendMessage } from '../modules/chat/index';
import { iceServersFor } from './turn';

/** What calls need of a socket (realtime.ts's sockets carry more). */
type CallSocketData = { session: AuthSession; lang: LanguageType; appId: string };
type CallSocket = {
  id: string;
  to(room: string): { emit(event: string, payload: unknown): unknown };
  data: CallSocketData;
  on(event: 'disconnect', listener: () => void): unknown;
};
/** realtime.ts's acknowledged-request helper for one socket. */
type Handle = <S extends z.ZodType, T>(
  event: string,
  schema: S,
  run: (input: z.output<S>) => Promise<T>,
) => void;

/** Whose voice a note speaks with: a session and the app it came from. */
type Speaker = { session: AuthSession; appId: string; lang: LanguageType };

type Call = {
  id: string;
  exhibitionId: string;
  callType: CallType;
  sponsor: string;
  isGroup: boolean;
  /** the group conversation the call started from (its notes go there), or null: one-to-one notes */
  conversation: string | null;
  /** each person's name and avatar, as readers of each language see them */
  people: Map<string, Record<LanguageType, CallPerson>>;
  /** being rung */
  invitees: Set<string>;
  /** in the call, each with the one socket (tab) that holds its media */
  participants: Map<string, string>;
  /** everyone ever invited: the conversations the call's notes go to */
  invited: string[];
  speakers: Map<string, Speaker>;
  startedAt: number | null;
  timer: NodeJS.Timeout | null;
};

export const callError = (code: ResponseCode, key: CallMessageKey, params: Record<string, string> = {}) => {
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');
  return new AppError(code, undefined, { cn: fill(callMessages[key].zh), en: fill(callMessages[key].en) });
};

const userRoom = (accountId: string) => `user:${accountId}`;
const userLangRoom = (accountId: string, lang: LanguageType) => `user:${accountId}:${lang}`;
const LANGS = ['cn', 'en'] as const;

/** Who asks for a call operation: the account, its socket (maybe on another instance) and its voice. */
type Actor = { userId: string; socketId: string; speaker: Speaker };
type CallOp = 'accept' | 'reject' | 'cancel' | 'hangup' | 'signal' | 'media' | 'disconnect';
/** A call operation sent to the instance that owns the call, and that instance's answer. */
type Forwarded = { op: CallOp; actor: Actor; input: { callId: string } & Record<string, unknown> };
type ForwardAnswer =
  | { owned: false }
  | { owned: true; ok: true; data: unknown }
  | { owned: true; ok: false; code: ResponseCode; detail: Partial<Record<LanguageType, string>> };
const FORWARD_EVENT = 'call:forward';

/**
 * Who is in or rung for a call, across instances: one entry per account, taken only when free (so two
 * instances cannot put one person in two calls), released only by the call that holds it.
 */
export type BusyStore = {
  claim(userId: string, callId: string): Promise<boolean>;
  release(userId: string, callId: string): Promise<void>;
  callOf(userId: string): Promise<string | null>;
  /** keeps the entries of live calls (a crashed instance's entries lapse by themselves) */
  refresh(entries: [userId: string, callId: string][]): Promise<void>;
};

export function memoryBusyStore(): BusyStore {
  const held = new Map<string, string>();
  return {
    async claim(userId, callId) {
      const current = held.get(userId);
      if (current !== undefined && current !== callId) return false;
      held.set(userId, callId);
      return true;
    },
    async release(userId, callId) {
      if (held.get(userId) === callId) held.delete(userId);
    },
    async callOf(userId) {
      return held.get(userId) ?? null;
    },
    async refresh() {},
  };
}

/** An entry lives this long unless its owner refreshes it (every third of it). */
export const CALL_BUSY_TTL_MS = 60_000;
const RELEASE_IF_MINE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const REFRESH_IF_MINE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0";

/** Busy state in Redis (`SET NX PX`), shared by every instance on that Redis. */
export function redisBusyStore(redis: Redis, prefix: string): BusyStore {
  const key = (userId: string) => `${prefix}:call-busy:${userId}`;
  return {
    async claim(userId, callId) {
      if ((await redis.set(key(userId), callId, 'PX', CALL_BUSY_TTL_MS, 'NX')) === 'OK') return true;
      return (await redis.get(key(userId))) === callId;
    },
    async release(userId, callId) {
      await redis.eval(RELEASE_IF_MINE, 1, key(userId), callId);
    },
    async callOf(userId) {
      return redis.get(key(userId));
    },
    async refresh(entries) {
      if (entries.length === 0) return;
      const batch = redis.pipeline();
      for (const [userId, callId] of entries)
        batch.eval(REFRESH_IF_MINE, 1, key(userId), callId, CALL_BUSY_TTL_MS);
      await batch.exec();
    },
  };
}

/**
 * Call signalling over the chat's socket (spec 001 §2-§4, §7). The server holds each call (who rings,
 * who is in, since when), relays WebRTC offers, answers and candidates only between people of the same
 * call, and writes every step as a call message into the conversation through the chat's own send, so
 * only people who may chat with each other can call each other and the notes ('cancelled call', 'call
 * ended, duration hh:mm:ss', 'no answer', ...) stay in the history. A call started from a group
 * conversation writes its notes there, and only the group's current members call and are called in it.
 *
 * Several instances: a call lives in the memory of the instance whose socket started it (its owner).
 * The people of a call may be connected to other instances: an instance that does not know a call
 * forwards the operation (accept, refuse, hang-up, signal, media, a closed tab) to the owner with the
 * socket.io adapter's server-side emit, and the owner answers and emits to the sockets through the
 * adapter's rooms. Who is busy is shared through Redis (`busy`); without Redis (one process) both are in
 * memory. An owner that stops ends its calls: their busy entries lapse within CALL_BUSY_TTL_MS.
 */
export function createCalls(
  io: SocketServer,
  ctx: AppContext,
  deliver: (delivery: ChatDelivery | null) => void,
  shared: { busy: BusyStore; forward: boolean } = { busy: memoryBusyStore(), forward: false },
) {
  const calls = new Map<string, Call>();
  const busy = shared.busy;
  /** the call each busy account is in or is rung for, among this instance's calls */
  const callOf = new Map<string, string>();
  const invites = new Map<string, number[]>();
  const ringMs = ctx.settings.callRingTimeoutSeconds * 1000;
  const warn = (what: string) => (error: unknown) => ctx.log.warn({ err: error }, what);
  /** set when the instance stops: its adapter's connections close, so nothing more is written or sent */
  let closed = false;

  /** This call holds the person no longer (here and in the shared busy state). */
  const free = (call: Call, userId: string) => {
    if (callOf.get(userId) === call.id) callOf.delete(userId);
    void busy.release(userId, call.id).catch(warn('call busy state not released'));
  };
  const refresher = setInterval(
    () => void busy.refresh([...callOf.entries()]).catch(warn('call busy state not refreshed')),
    CALL_BUSY_TTL_MS / 3,
  );
  refresher.unref();

  const profile = (call: Call, userId: string, lang: LanguageType): CallPerson =>
    call.people.get(userId)?.[lang] ?? { userID: userId, nick: userId, avatar: '' };
  /** To one person, in their language: the tab that holds the call, or every tab of the account. */
  const emitTo = (call: Call, userId: string, event: string, payload: (lang: LanguageType) => unknown) => {
    const socketId = call.participants.get(userId);
    const lang = call.speakers.get(userId)?.lang;
    if (socketId && lang) io.to(socketId).emit(event, payload(lang));
    else for (const l of LANGS) io.to(userLangRoom(userId, l)).emit(event, payload(l));
  };
  const update = (to: string[], call: Call, kind: CallUpdateEvent['kind'], userId: string | null) => {
    for (const id of to)
      emitTo(
        call,
        id,
        CallEvents.update,
        (lang) =>
          ({
            callId: call.id,
            kind,
            user: userId ? profile(call, userId, lang) : null,
          }) satisfies CallUpdateEvent,
      );
  };
  /** The other tabs of an account (on any instance) stop ringing: one of them answered. */
  const answeredElsewhere = (actor: Actor, callId: string) =>
    io
      .to(userRoom(actor.userId))
      .except(actor.socketId)
      .emit(CallEvents.update, { callId, kind: 'answeredElsewhere', user: null } satisfies CallUpdateEvent);
  const others = (call: Call, userId: string) => [...call.participants.keys()].filter((id) => id !== userId);

  /** A session that can write a note as this person: their own (a tab of theirs), if online. */
  const speakerOf = async (call: Call, userId: string): Promise<Speaker | null> => {
    const known = call.speakers.get(userId);
    if (known) return known;
    const [socket] = await io.in(userRoom(userId)).fetchSockets();
    if (!socket) return null;
    const data = socket.data as CallSocketData;
    return { session: data.session, appId: data.appId, lang: data.lang };
  };

  /**
   * Writes a call message into the call's group conversation, or else the one-to-one conversation of
   * `from` and `to`, and delivers it.
   */
  const note = async (
    call: Call,
    from: string,
    to: string,
    action: CallNoteAction,
    extra: Partial<CallNoteData> = {},
  ) => {
    const speaker = (await speakerOf(call, from)) ?? (await speakerOf(call, call.sponsor));
    if (!speaker || closed) return;
    const data: CallNoteData = {
      businessID: CALL_BUSINESS_ID,
      actionType: CallActionTypes[action],
      action,
      room_id: call.id,
      callType: call.callType,
      ...extra,
    };
    const english = speaker.lang === 'en';
    const description = noteText(data, english, profile(call, from, speaker.lang).nick);
    try {
      const result = await sendMessage(ctx, speaker.session, speaker.appId, {
        clientMessageID: `call-${randomUUID()}`,
        conversationID: call.conversation ?? `${C2C_PREFIX}${to}`,
        message: { type: 'custom', payload: { data: JSON.stringify(data), description, extension: '' } },
      });
      if (!closed) deliver(result.delivery);
    } catch (error) {
      ctx.log.warn({ err: error, action }, 'call note not written');
    }
  };
  /** A note from the sponsor to every invited person: once into a group conversation, else one each. */
  const noteToAll = async (call: Call, action: CallNoteAction, extra: Partial<CallNoteData>) => {
    const to = call.conversation ? call.invited.slice(0, 1) : call.invited;
    await Promise.all(to.map((id) => note(call, call.sponsor, id, action, extra)));
  };

  const finish = (call: Call) => {
    if (call.timer) clearTimeout(call.timer);
    call.timer = null;
    calls.delete(call.id);
    for (const id of [call.sponsor, ...call.invited]) free(call, id);
  };

  /** The notes of a call that ends, and the end itself: told to whoever is still in it. */
  const end = async (call: Call, by: string) => {
    const duration = call.startedAt === null ? 0 : Math.floor((Date.now() - call.startedAt) / 1000);
    const remaining = [...call.participants.keys(), ...call.invitees].filter((id) => id !== by);
    finish(call);
    update(remaining, call, 'ended', by);
    if (call.isGroup) {
      if (call.startedAt !== null) await noteToAll(call, 'groupEnd', { duration });
      return;
    }
    const peer = call.invited[0];
    if (!peer) return;
    const [from, to] = by === peer ? [peer, call.sponsor] : [call.sponsor, peer];
    await note(call, from, to, 'hangup', { duration });
  };

  /** Somebody left (hung up, closed the tab): the call goes on while two are in or one waits for others. */
  const leave = async (call: Call, userId: string) => {
    call.participants.delete(userId);
    free(call, userId);
    const left = call.participants.size;
    if (left >= 2 || (left === 1 && call.invitees.size > 0)) {
      update([...call.participants.keys()], call, 'left', userId);
      return;
    }
    await end(call, userId);
  };

  /** The sponsor cancels before anyone answered: every invitee's ringing stops, notes say 'cancelled call'. */
  const cancel = async (call: Call) => {
    const rung = [...call.invitees];
    finish(call);
    update(rung, call, 'cancelled', call.sponsor);
    await noteToAll(call, 'cancel', { duration: 0 });
  };

  /** An invitee is gone (refused, busy, no answer): when nobody is left to ring and nobody in, it ends. */
  const inviteeGone = async (call: Call, userId: string) => {
    call.invitees.delete(userId);
    free(call, userId);
    if (call.invitees.size === 0 && call.startedAt === null) finish(call);
  };

  const ringOut = async (call: Call) => {
    call.timer = null;
    const unanswered = [...call.invitees];
    for (const id of unanswered) {
      call.invitees.delete(id);
      free(call, id);
    }
    update(unanswered, call, 'timeout', null);
    for (const id of unanswered) update([...call.participants.keys()], call, 'timeout', id);
    // The callee sends the 'no answer' note (spec 001 §4), from their own session when they are online.
    await Promise.all(unanswered.map((id) => note(call, id, call.sponsor, 'timeout')));
    if (call.startedAt === null || call.participants.size < 2) {
      const remaining = [...call.participants.keys()];
      finish(call);
      if (call.startedAt !== null) update(remaining, call, 'ended', null);
    }
  };

  const member = (callId: string, userId: string): Call => {
    const call = calls.get(callId);
    if (!call) throw callError(ResponseCode.NotFound, 'callGone');
    if (call.sponsor !== userId && !call.invited.includes(userId))
      throw callError(ResponseCode.Forbidden, 'notInCall');
    return call;
  };

  const joined = (call: Call, me: string, lang: LanguageType): CallJoined => ({
    callId: call.id,
    callType: call.callType,
    sponsor: call.sponsor,
    isGroup: call.isGroup,
    participants: others(call, me).map((id) => profile(call, id, lang)),
    invitees: [...call.invitees].map((id) => profile(call, id, lang)),
    iceServers: iceServersFor(ctx.settings.iceServers, ctx.settings.turnSecret, me, CALL_TURN_TTL_SECONDS),
  });

  /** The operations on a known call, run by the instance that owns it for an actor on any instance. */
  const ops: Record<CallOp, (actor: Actor, input: Forwarded['input']) => Promise<unknown>> = {
    async accept({ userId, socketId, speaker }, { callId }) {
      const call = member(callId, userId);
      if (!call.invitees.has(userId)) throw callError(ResponseCode.BadRequest, 'callGone');
      call.invitees.delete(userId);
      call.participants.set(userId, socketId);
      call.speakers.set(userId, speaker);
      call.startedAt ??= Date.now();
      // Other tabs of the callee stop ringing; the people in the call hear who entered.
      answeredElsewhere({ userId, socketId, speaker }, callId);
      update(others(call, userId), call, 'entered', userId);
      void note(call, userId, call.sponsor, 'accepted');
      return joined(call, userId, speaker.lang);
    },
    async reject(actor, { callId }) {
      const userId = actor.userId;
      const call = member(callId, userId);
      if (!call.invitees.has(userId)) return null;
      call.speakers.set(userId, actor.speaker);
      await inviteeGone(call, userId);
      update([...call.participants.keys()], call, 'rejected', userId);
      answeredElsewhere(actor, callId);
      await note(call, userId, call.sponsor, 'reject');
      return null;
    },
    async cancel({ userId }, { callId }) {
      const call = member(callId, userId);
      if (call.sponsor !== userId || call.startedAt !== null) return null;
      await cancel(call);
      return null;
    },
    async hangup({ userId }, { callId }) {
      const call = calls.get(callId);
      if (!call?.participants.has(userId)) return null;
      if (call.startedAt === null && call.sponsor === userId) await cancel(call);
      else await leave(call, userId);
      return null;
    },
    async signal({ userId, socketId }, input) {
      const call = member(input.callId, userId);
      const target = call.participants.get(String(input.to));
      if (call.participants.get(userId) !== socketId || !target)
        throw callError(ResponseCode.Forbidden, 'notInCall');
      const { description, candidate } = input as z.output<typeof callSignalRequestSchema>;
      const event: CallSignalEvent = {
        callId: call.id,
        from: userId,
        ...(description ? { description } : {}),
        ...(candidate ? { candidate } : {}),
      };
      io.to(target).emit(CallEvents.signal, event);
      return null;
    },
    async media({ userId, socketId }, input) {
      const call = member(input.callId, userId);
      if (call.participants.get(userId) !== socketId) throw callError(ResponseCode.Forbidden, 'notInCall');
      const { mic, camera } = input as z.output<typeof callMediaRequestSchema>;
      const event: CallMediaEvent = { callId: call.id, userID: userId, mic, camera };
      for (const id of others(call, userId)) {
        const target = call.participants.get(id);
        if (target) io.to(target).emit(CallEvents.media, event);
      }
      return null;
    },
    // A closed tab leaves the call it held: the others are told, as for a hang-up.
    async disconnect({ userId, socketId }, { callId }) {
      const call = calls.get(callId);
      if (!call || call.participants.get(userId) !== socketId) return null;
      await (call.startedAt === null && call.sponsor === userId ? cancel(call) : leave(call, userId));
      return null;
    },
  };

  /** Runs an operation here when this instance owns the call, else on the instance that does. */
  const run = async (op: CallOp, actor: Actor, input: Forwarded['input']): Promise<unknown> => {
    if (calls.has(input.callId) || !shared.forward) return ops[op](actor, input);
    const answers = await new Promise<ForwardAnswer[]>((resolve) =>
      io.serverSideEmit(
        FORWARD_EVENT,
        { op, actor, input } satisfies Forwarded,
        (error: unknown, got: unknown) => {
          if (error)
            ctx.log.warn({ err: error, op }, 'call operation forwarded: not every instance answered');
          resolve(Array.isArray(got) ? (got as ForwardAnswer[]) : []);
        },
      ),
    );
    const answer = answers.find((a) => a.owned);
    // Hanging up a call that is over already is no error, as on the call's own instance.
    if (!answer && (op === 'hangup' || op === 'disconnect')) return null;
    if (!answer) throw callError(ResponseCode.NotFound, 'callGone');
    if (!answer.ok) throw new AppError(answer.code, undefined, answer.detail);
    return answer.data;
  };
  if (shared.forward)
    io.on(FORWARD_EVENT, (message: Forwarded, ack: (answer: ForwardAnswer) => void) => {
      if (typeof ack !== 'function' || closed) return;
      if (!message || !Object.hasOwn(ops, message.op) || !calls.has(message.input?.callId))
        return ack({ owned: false });
      const reply = (answer: ForwardAnswer) => {
        if (!closed) ack(answer);
      };
      ops[message.op](message.actor, message.input).then(
        (data) => reply({ owned: true, ok: true, data: data ?? null }),
        (error: unknown) => {
          if (!(error instanceof AppError)) ctx.log.warn({ err: error }, 'forwarded call operation failed');
          const known = error instanceof AppError;
          reply({
            owned: true,
            ok: false,
            code: known ? error.code : ResponseCode.InternalError,
            detail: known ? (error.detail ?? {}) : {},
          });
        },
      );
    });

  return {
    /** Registers the call requests of one socket. */
    attach(socket: CallSocket, handle: Handle) {
      const me = () => socket.data.session.userAccountId;
      const speaker = (): Speaker => ({
        session: socket.data.session,
        appId: socket.data.appId,
        lang: socket.data.lang,
      });
      const actor = (): Actor => ({ userId: me(), socketId: socket.id, speaker: speaker() });
      let signals: number[] = [];

      handle(CallEvents.invite, callInviteRequestSchema, async (input) => {
        const session = socket.data.session;
        const userId = me();
        if (session.tourist) throw callError(ResponseCode.Forbidden, 'notInCall');
        const now = Date.now();
        const recent = (invites.get(userId) ?? []).filter((t) => now - t < CALL_INVITE_WINDOW_MS);
        if (recent.length >= CALL_INVITES_PER_WINDOW)
          throw callError(ResponseCode.TooManyRequests, 'invitingTooFast');
        const wanted = [...new Set(input.userIDs)].filter((id) => id !== userId);
        if (wanted.length === 0) throw callError(ResponseCode.BadRequest, 'notInCall');
        if (wanted.length + 1 > CALL_MAX_PARTICIPANTS)
          throw callError(ResponseCode.BadRequest, 'tooManyParticipants', {
            max: String(CALL_MAX_PARTICIPANTS),
          });
        // From a group conversation: the caller and everyone called are its members now.
        if (input.groupID !== undefined) {
          const members = new Set(await groupMemberIds(ctx, session.exhibitionId, input.groupID));
          if (!members.has(userId)) throw callError(ResponseCode.Forbidden, 'notGroupMember');
          if (wanted.some((id) => !members.has(id)))
            throw callError(ResponseCode.Forbidden, 'inviteeNotGroupMember');
        }
        const callId = randomUUID();
        if (callOf.has(userId) || !(await busy.claim(userId, callId)))
          throw callError(ResponseCode.BadRequest, 'youAreBusy');
        recent.push(now);
        invites.set(userId, recent);
        try {
          return await dial(callId, input, wanted);
        } finally {
          // Refused, or nobody could be rung: the caller is free again.
          if (!calls.has(callId))
            void busy.release(userId, callId).catch(warn('call busy state not released'));
        }
      });

      /** Rings the people of a new call (the sponsor already holds its busy entry). */
      const dial = async (
        callId: string,
        input: z.output<typeof callInviteRequestSchema>,
        wanted: string[],
      ): Promise<CallJoined> => {
        const session = socket.data.session;
        const userId = me();
        const online = await Promise.all(
          wanted.map(async (id) => (await io.in(userRoom(id)).fetchSockets()).length > 0),
        );
        const reachable = wanted.filter((_, i) => online[i]);
        if (reachable.length === 0) throw callError(ResponseCode.NotFound, 'notOnline');
        const people = await chatPeople(ctx.db, ctx.storage, session.exhibitionId, [userId, ...reachable]);
        const lang = socket.data.lang;
        const person = (id: string, l: LanguageType = lang): CallPerson =>
          people.get(id)?.profiles[l] ?? { userID: id, nick: id, avatar: '' };
        const conversation = input.groupID === undefined ? null : `${GROUP_PREFIX}${input.groupID}`;
        const call: Call = {
          id: callId,
          exhibitionId: session.exhibitionId,
          callType: input.callType,
          sponsor: userId,
          isGroup: wanted.length > 1 || conversation !== null,
          conversation,
          people: new Map(
            [userId, ...reachable].map((id) => [id, { cn: person(id, 'cn'), en: person(id, 'en') }]),
          ),
          invitees: new Set(),
          participants: new Map([[userId, socket.id]]),
          invited: [],
          speakers: new Map([[userId, speaker()]]),
          startedAt: null,
          timer: null,
        };
        // The invitation is a call message in each conversation (or once in the group's): the chat's
        // send refuses anyone the caller may not chat with, which is who may not be called either.
        const action: CallNoteAction = call.isGroup ? 'groupInvite' : 'dialling';
        const extra: Partial<CallNoteData> = call.isGroup
          ? { inviteeList: reachable, inviteeNames: reachable.map((id) => person(id).nick) }
          : {};
        const write = async (conversationID: string) => {
          const result = await sendMessage(ctx, session, socket.data.appId, {
            clientMessageID: `call-${randomUUID()}`,
            conversationID,
            message: {
              type: 'custom',
              payload: {
                data: JSON.stringify({
                  businessID: CALL_BUSINESS_ID,
                  actionType: CallActionTypes[action],
                  action,
                  room_id: call.id,
                  callType: call.callType,
                  ...extra,
                } satisfies CallNoteData),
                description: noteText(
                  { action, callType: call.callType, ...extra },
                  lang === 'en',
                  person(userId).nick,
                ),
                extension: '',
              },
            },
          });
          deliver(result.delivery);
        };
        const allowed: string[] = [];
        if (conversation) {
          await write(conversation);
          allowed.push(...reachable);
        } else
          for (const id of reachable) {
            try {
              await write(`${C2C_PREFIX}${id}`);
              allowed.push(id);
            } catch (error) {
              if (reachable.length === 1) throw error;
            }
          }
        if (allowed.length === 0) throw callError(ResponseCode.Forbidden, 'notInCall');
        call.invited = allowed;
        calls.set(call.id, call);
        callOf.set(userId, call.id);
        const busyOnes: string[] = [];
        for (const id of allowed) {
          if (!callOf.has(id) && (await busy.claim(id, call.id))) {
            call.invitees.add(id);
            callOf.set(id, call.id);
          } else busyOnes.push(id);
        }
        for (const id of call.invitees)
          emitTo(
            call,
            id,
            CallEvents.incoming,
            (l): CallIncomingEvent => ({
              callId: call.id,
              callType: call.callType,
              sponsor: person(userId, l),
              isGroup: call.isGroup,
              invitees: allowed.map((a) => person(a, l)),
            }),
          );
        if (call.invitees.size > 0) call.timer = setTimeout(() => void ringOut(call), ringMs);
        else finish(call);
        const answer = joined(call, userId, lang);
        // A busy invitee answers 'line busy' (spec 001 §4), told to the sponsor right after the answer.
        setImmediate(() => {
          for (const id of busyOnes) {
            update([userId], call, 'busy', id);
            void note(call, id, userId, 'busy');
          }
        });
        return answer;
      };

      handle(CallEvents.accept, callIdRequestSchema, (input) => run('accept', actor(), input));
      handle(CallEvents.reject, callIdRequestSchema, (input) => run('reject', actor(), input));
      handle(CallEvents.cancel, callIdRequestSchema, (input) => run('cancel', actor(), input));
      handle(CallEvents.hangup, callIdRequestSchema, (input) => run('hangup', actor(), input));
      handle(CallEvents.signal, callSignalRequestSchema, async (input) => {
        const now = Date.now();
        signals = signals.filter((t) => now - t < 1000);
        if (signals.length >= CALL_SIGNALS_PER_SECOND)
          throw callError(ResponseCode.TooManyRequests, 'invitingTooFast');
        signals.push(now);
        return run('signal', actor(), input);
      });
      handle(CallEvents.media, callMediaRequestSchema, (input) => run('media', actor(), input));

      // A closed tab leaves the call it held, wherever that call lives.
      socket.on('disconnect', () => {
        if (closed) return;
        const who = actor();
        void (async () => {
          const callId = callOf.get(who.userId) ?? (shared.forward ? await busy.callOf(who.userId) : null);
          if (callId) await run('disconnect', who, { callId });
        })().catch(warn('call left on disconnect failed'));
      });
    },
    close() {
      closed = true;
      clearInterval(refresher);
      for (const call of calls.values()) {
        if (call.timer) clearTimeout(call.timer);
        for (const id of [call.sponsor, ...call.invited]) free(call, id);
      }
      calls.clear();
      callOf.clear();
    },
  };
}

/** The text a call message shows where custom data is not read (the conversation list's summary). */
export function noteText(
  data: Pick<CallNoteData, 'action' | 'callType'> & Partial<CallNoteData>,
  english: boolean,
  nick: string,
): string {
  const t = (key: CallMessageKey) => callMessages[key][english ? 'en' : 'zh'];
  switch (data.action) {
    case 'dialling':
      return t('noteDialling');
    case 'groupInvite':
      return t('noteGroupInvite').replace('{{users}}', (data.inviteeNames ?? []).join(', '));
    case 'accepted':
      return t('noteAccepted');
    case 'reject':
      return t('rejected').replace('{{user}}', nick);
    case 'busy':
      return t('busy').replace('{{user}}', nick);
    case 'timeout':
      return t('noAnswer');
    case 'cancel':
      return t('noteCancelled');
    case 'hangup':
      return data.duration
        ? t('noteEnded').replace('{{duration}}', formatCallDuration(data.duration))
        : t('noteCancelled');
    case 'groupEnd':
      return t('noteGroupEnded');
    default:
      return t('hungUp');
  }
}
