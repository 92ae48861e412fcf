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
  type LanguageType,
  ResponseCode,
} from '@openfair/contract';
import type { Server as SocketServer } from 'socket.io';
import type { z } from 'zod';
import type { AuthSession } from '../core/auth';
import type { AppContext } from '../core/context';
import { AppError } from '../core/errors';
import { type ChatDelivery, chatPeople, sendMessage } from '../modules/chat/index';
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

/**
 * Call signalling over the chat's socket (spec 001 §2-§4, §7). The server holds each call (who rings,
 * who is in, since when), relays WebRTC offers, answers and candidates only between people of the same
 * call, and writes every step as a call message into the conversation through the chat's own send, so
 * only people who may chat with each other can call each other and the notes ('cancelled call', 'call
 * ended, duration hh:mm:ss', 'no answer', ...) stay in the history.
 *
 * Calls live in this instance's memory: with several instances behind a load balancer, the balancer must
 * keep a fair's sockets on one instance (sticky by fair) for calls; chat itself has no such need.
 */
export function createCalls(
  io: SocketServer,
  ctx: AppContext,
  deliver: (delivery: ChatDelivery | null) => void,
) {
  const calls = new Map<string, Call>();
  /** the call each busy account is in or is rung for */
  const callOf = new Map<string, string>();
  const invites = new Map<string, number[]>();
  const ringMs = ctx.settings.callRingTimeoutSeconds * 1000;

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

  /** Writes a call message into the one-to-one conversation of `from` and `to` and delivers it. */
  const note = async (
    call: Call,
    from: string,
    to: string,
    action: CallNoteAction,
    extra: Partial<CallNoteData> = {},
  ) => {
    const speaker = (await speakerOf(call, from)) ?? (await speakerOf(call, call.sponsor));
    if (!speaker) return;
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
        conversationID: `${C2C_PREFIX}${to}`,
        message: { type: 'custom', payload: { data: JSON.stringify(data), description, extension: '' } },
      });
      deliver(result.delivery);
    } catch (error) {
      ctx.log.warn({ err: error, action }, 'call note not written');
    }
  };

  const finish = (call: Call) => {
    if (call.timer) clearTimeout(call.timer);
    call.timer = null;
    calls.delete(call.id);
    for (const id of [call.sponsor, ...call.invited]) if (callOf.get(id) === call.id) callOf.delete(id);
  };

  /** The notes of a call that ends, and the end itself: told to whoever is still in it. */
  const end = async (call: Call, by: string) => {
    const duration = call.startedAt === null ? 0 : Math.floor((Date.now() - call.startedAt) / 1000);
    const remaining = [...call.participants.keys(), ...call.invitees].filter((id) => id !== by);
    finish(call);
    update(remaining, call, 'ended', by);
    if (call.isGroup) {
      if (call.startedAt !== null)
        await Promise.all(call.invited.map((id) => note(call, call.sponsor, id, 'groupEnd', { duration })));
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
    if (callOf.get(userId) === call.id) callOf.delete(userId);
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
    await Promise.all(call.invited.map((id) => note(call, call.sponsor, id, 'cancel', { duration: 0 })));
  };

  /** An invitee is gone (refused, busy, no answer): when nobody is left to ring and nobody in, it ends. */
  const inviteeGone = async (call: Call, userId: string) => {
    call.invitees.delete(userId);
    if (callOf.get(userId) === call.id) callOf.delete(userId);
    if (call.invitees.size === 0 && call.startedAt === null) finish(call);
  };

  const ringOut = async (call: Call) => {
    call.timer = null;
    const unanswered = [...call.invitees];
    for (const id of unanswered) {
      call.invitees.delete(id);
      if (callOf.get(id) === call.id) callOf.delete(id);
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

  return {
    /** Registers the call requests of one socket. */
    attach(socket: CallSocket, handle: Handle) {
      const me = () => socket.data.session.userAccountId;
      const speaker = (): Speaker => ({
        session: socket.data.session,
        appId: socket.data.appId,
        lang: socket.data.lang,
      });
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
        if (callOf.has(userId)) throw callError(ResponseCode.BadRequest, 'youAreBusy');
        recent.push(now);
        invites.set(userId, recent);

        const online = await Promise.all(
          wanted.map(async (id) => (await io.in(userRoom(id)).fetchSockets()).length > 0),
        );
        const reachable = wanted.filter((_, i) => online[i]);
        if (reachable.length === 0) throw callError(ResponseCode.NotFound, 'notOnline');
        const people = await chatPeople(ctx.db, ctx.storage, session.exhibitionId, [userId, ...reachable]);
        const lang = socket.data.lang;
        const person = (id: string, l: LanguageType = lang): CallPerson =>
          people.get(id)?.profiles[l] ?? { userID: id, nick: id, avatar: '' };
        const call: Call = {
          id: randomUUID(),
          exhibitionId: session.exhibitionId,
          callType: input.callType,
          sponsor: userId,
          isGroup: wanted.length > 1,
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
        // The invitation is a call message in each conversation: the chat's send refuses anyone the
        // caller may not chat with, which is who may not be called either.
        const action: CallNoteAction = call.isGroup ? 'groupInvite' : 'dialling';
        const extra: Partial<CallNoteData> = call.isGroup
          ? { inviteeList: reachable, inviteeNames: reachable.map((id) => person(id).nick) }
          : {};
        const allowed: string[] = [];
        for (const id of reachable) {
          try {
            const result = await sendMessage(ctx, session, socket.data.appId, {
              clientMessageID: `call-${randomUUID()}`,
              conversationID: `${C2C_PREFIX}${id}`,
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
            allowed.push(id);
          } catch (error) {
            if (reachable.length === 1) throw error;
          }
        }
        if (allowed.length === 0) throw callError(ResponseCode.Forbidden, 'notInCall');
        call.invited = allowed;
        calls.set(call.id, call);
        callOf.set(userId, call.id);
        const busy: string[] = [];
        for (const id of allowed) {
          if (callOf.has(id)) busy.push(id);
          else {
            call.invitees.add(id);
            callOf.set(id, call.id);
          }
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
          for (const id of busy) {
            update([userId], call, 'busy', id);
            void note(call, id, userId, 'busy');
          }
        });
        return answer;
      });

      handle(CallEvents.accept, callIdRequestSchema, async ({ callId }) => {
        const userId = me();
        const call = member(callId, userId);
        if (!call.invitees.has(userId)) throw callError(ResponseCode.BadRequest, 'callGone');
        call.invitees.delete(userId);
        call.participants.set(userId, socket.id);
        call.speakers.set(userId, speaker());
        call.startedAt ??= Date.now();
        // Other tabs of the callee stop ringing; the people in the call hear who entered.
        socket.to(userRoom(userId)).emit(CallEvents.update, {
          callId,
          kind: 'answeredElsewhere',
          user: null,
        } satisfies CallUpdateEvent);
        update(others(call, userId), call, 'entered', userId);
        void note(call, userId, call.sponsor, 'accepted');
        return joined(call, userId, socket.data.lang);
      });

      handle(CallEvents.reject, callIdRequestSchema, async ({ callId }) => {
        const userId = me();
        const call = member(callId, userId);
        if (!call.invitees.has(userId)) return null;
        call.speakers.set(userId, speaker());
        await inviteeGone(call, userId);
        update([...call.participants.keys()], call, 'rejected', userId);
        socket.to(userRoom(userId)).emit(CallEvents.update, {
          callId,
          kind: 'answeredElsewhere',
          user: null,
        } satisfies CallUpdateEvent);
        await note(call, userId, call.sponsor, 'reject');
        return null;
      });

      handle(CallEvents.cancel, callIdRequestSchema, async ({ callId }) => {
        const call = member(callId, me());
        if (call.sponsor !== me() || call.startedAt !== null) return null;
        await cancel(call);
        return null;
      });

      handle(CallEvents.hangup, callIdRequestSchema, async ({ callId }) => {
        const userId = me();
        const call = calls.get(callId);
        if (!call?.participants.has(userId)) return null;
        if (call.startedAt === null && call.sponsor === userId) await cancel(call);
        else await leave(call, userId);
        return null;
      });

      handle(CallEvents.signal, callSignalRequestSchema, async (input) => {
        const now = Date.now();
        signals = signals.filter((t) => now - t < 1000);
        if (signals.length >= CALL_SIGNALS_PER_SECOND)
          throw callError(ResponseCode.TooManyRequests, 'invitingTooFast');
        signals.push(now);
        const userId = me();
        const call = member(input.callId, userId);
        const target = call.participants.get(input.to);
        if (call.participants.get(userId) !== socket.id || !target)
          throw callError(ResponseCode.Forbidden, 'notInCall');
        const event: CallSignalEvent = {
          callId: call.id,
          from: userId,
          ...(input.description ? { description: input.description } : {}),
          ...(input.candidate ? { candidate: input.candidate } : {}),
        };
        io.to(target).emit(CallEvents.signal, event);
        return null;
      });

      handle(CallEvents.media, callMediaRequestSchema, async (input) => {
        const userId = me();
        const call = member(input.callId, userId);
        if (call.participants.get(userId) !== socket.id) throw callError(ResponseCode.Forbidden, 'notInCall');
        const event: CallMediaEvent = {
          callId: call.id,
          userID: userId,
          mic: input.mic,
          camera: input.camera,
        };
        for (const id of others(call, userId)) {
          const target = call.participants.get(id);
          if (target) io.to(target).emit(CallEvents.media, event);
        }
        return null;
      });

      // A closed tab leaves the call it held: the others are told, as for a hang-up.
      socket.on('disconnect', () => {
        const userId = me();
        const callId = callOf.get(userId);
        const call = callId ? calls.get(callId) : undefined;
        if (!call || call.participants.get(userId) !== socket.id) return;
        void (call.startedAt === null && call.sponsor === userId ? cancel(call) : leave(call, userId)).catch(
          (error: unknown) => ctx.log.warn({ err: error }, 'call left on disconnect failed'),
        );
      });
    },
    close() {
      for (const call of calls.values()) if (call.timer) clearTimeout(call.timer);
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
