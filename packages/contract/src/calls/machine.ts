import { CALL_BUTTON_DEBOUNCE_MS, type CallType } from './constants';

/**
 * The call state of one person (spec 001 §4 "Call state"), shared by the call overlay and the client's
 * signalling: exactly one of dialling, ringing, in call, or none. Pure: an event and the state give the
 * next state; `outcome` says what the last event led to, for the overlay to show and the signalling to
 * act on. The server keeps its own record of each call and tells every side what happened, which arrives
 * here as the remote events (entered, left, rejected, busy, timeout, cancelled, ended).
 */
export type CallPhase = 'none' | 'dialling' | 'ringing' | 'inCall';

export type CallOutcome =
  /** my press came within the debounce time of the previous one and was ignored */
  | { kind: 'debounced' }
  /** a call came in while I was busy: the signalling answers 'busy' for me */
  | { kind: 'replyBusy'; callId: string }
  /** I refused a call that rang */
  | { kind: 'refused' }
  /** an invitee refused, or was busy */
  | { kind: 'rejected'; userID: string }
  | { kind: 'busy'; userID: string }
  /** the call was cancelled before anyone answered: by me (dialling) or by the inviter (ringing) */
  | { kind: 'cancelled'; byMe: boolean }
  /** ringing ran out: the sponsor's invitees are gone, a callee's ringing stops */
  | { kind: 'noAnswer' }
  /** I entered the call */
  | { kind: 'established' }
  /** the call ended for me: I hung up, or the last other person left, or the server ended it */
  | { kind: 'ended'; byMe: boolean; durationSeconds: number }
  /** the server refused my invitation */
  | { kind: 'dialFailed' }
  /** another of my tabs answered */
  | { kind: 'answeredElsewhere' };

export type CallState = {
  phase: CallPhase;
  /** null while my invitation is on its way to the server */
  callId: string | null;
  callType: CallType;
  /** who started the call (a user id) */
  sponsor: string | null;
  isGroup: boolean;
  /** people still being rung */
  invitees: string[];
  /** the other people in the call */
  participants: string[];
  /** when I entered the call (ms); the duration counts from here */
  startedAt: number | null;
  mic: boolean;
  camera: boolean;
  /** the last press of the call button (ms), for the debounce */
  lastDialAt: number | null;
  outcome: CallOutcome | null;
};

export type CallEvent =
  | { type: 'dial'; me: string; invitees: string[]; callType: CallType; isGroup: boolean; now: number }
  | { type: 'dialled'; callId: string }
  | { type: 'dialFailed' }
  | {
      type: 'incoming';
      callId: string;
      callType: CallType;
      sponsor: string;
      invitees: string[];
      isGroup: boolean;
    }
  | { type: 'accept'; now: number }
  | { type: 'refuse' }
  | { type: 'hangup'; now: number }
  | { type: 'cancelled'; callId: string }
  | { type: 'rejected'; callId: string; userID: string }
  | { type: 'busy'; callId: string; userID: string }
  | { type: 'timeout'; callId: string }
  | { type: 'entered'; callId: string; userID: string; now: number }
  | { type: 'left'; callId: string; userID: string; now: number }
  | { type: 'ended'; callId: string; now: number }
  | { type: 'answeredElsewhere'; callId: string }
  | { type: 'toggleMic' }
  | { type: 'toggleCamera' };

export const idleCall = (lastDialAt: number | null = null): CallState => ({
  phase: 'none',
  callId: null,
  callType: 'video',
  sponsor: null,
  isGroup: false,
  invitees: [],
  participants: [],
  startedAt: null,
  mic: true,
  camera: true,
  lastDialAt,
  outcome: null,
});

/** Busy is true when any call is active (spec 001 §4). */
export const isCallBusy = (s: CallState): boolean => s.phase !== 'none';

const durationOf = (s: CallState, now: number) =>
  s.startedAt === null ? 0 : Math.max(0, Math.floor((now - s.startedAt) / 1000));

/** The call is over for me: back to none, camera and mic on again for the next call (spec 001 §4). */
const ended = (s: CallState, outcome: CallOutcome): CallState => ({ ...idleCall(s.lastDialAt), outcome });

const without = (list: string[], id: string) => list.filter((x) => x !== id);

/** An invitee is gone (refused, busy): dialling ends when nobody is left to ring and nobody is in. */
function inviteeGone(s: CallState, userID: string, outcome: CallOutcome): CallState {
  const invitees = without(s.invitees, userID);
  if (s.phase === 'dialling' && invitees.length === 0 && s.participants.length === 0)
    return ended(s, outcome);
  return { ...s, invitees, outcome };
}

export function callTransition(s: CallState, e: CallEvent): CallState {
  const same = (callId: string) => s.callId === callId;
  switch (e.type) {
    case 'dial':
      if (s.lastDialAt !== null && e.now - s.lastDialAt < CALL_BUTTON_DEBOUNCE_MS)
        return { ...s, outcome: { kind: 'debounced' } };
      if (isCallBusy(s) || e.invitees.length === 0) return { ...s, lastDialAt: e.now, outcome: null };
      return {
        ...idleCall(e.now),
        phase: 'dialling',
        callType: e.callType,
        sponsor: e.me,
        isGroup: e.isGroup,
        invitees: [...new Set(e.invitees)],
      };
    case 'dialled':
      return s.phase === 'dialling' && s.callId === null ? { ...s, callId: e.callId, outcome: null } : s;
    case 'dialFailed':
      return s.phase === 'dialling' && s.callId === null ? ended(s, { kind: 'dialFailed' }) : s;
    case 'incoming':
      if (isCallBusy(s)) return { ...s, outcome: { kind: 'replyBusy', callId: e.callId } };
      return {
        ...idleCall(s.lastDialAt),
        phase: 'ringing',
        callId: e.callId,
        callType: e.callType,
        sponsor: e.sponsor,
        isGroup: e.isGroup,
        invitees: [...e.invitees],
      };
    case 'accept':
      if (s.phase !== 'ringing' || !s.sponsor) return s;
      return {
        ...s,
        phase: 'inCall',
        participants: [s.sponsor],
        invitees: s.invitees,
        startedAt: e.now,
        outcome: { kind: 'established' },
      };
    case 'refuse':
      return s.phase === 'ringing' ? ended(s, { kind: 'refused' }) : s;
    case 'hangup':
      if (s.phase === 'dialling') return ended(s, { kind: 'cancelled', byMe: true });
      if (s.phase === 'inCall')
        return ended(s, { kind: 'ended', byMe: true, durationSeconds: durationOf(s, e.now) });
      return s;
    case 'cancelled':
      return s.phase === 'ringing' && same(e.callId) ? ended(s, { kind: 'cancelled', byMe: false }) : s;
    case 'rejected':
    case 'busy':
      if (!same(e.callId) || (s.phase !== 'dialling' && s.phase !== 'inCall')) return s;
      return inviteeGone(s, e.userID, { kind: e.type, userID: e.userID });
    case 'timeout':
      if (!same(e.callId)) return s;
      if (s.phase === 'ringing') return ended(s, { kind: 'noAnswer' });
      if (s.phase === 'dialling') {
        if (s.participants.length === 0) return ended(s, { kind: 'noAnswer' });
        return { ...s, invitees: [], outcome: { kind: 'noAnswer' } };
      }
      if (s.phase === 'inCall') return { ...s, invitees: [], outcome: { kind: 'noAnswer' } };
      return s;
    case 'entered':
      if (!same(e.callId)) return s;
      if (s.phase === 'dialling')
        return {
          ...s,
          phase: 'inCall',
          invitees: without(s.invitees, e.userID),
          participants: [e.userID],
          startedAt: e.now,
          outcome: { kind: 'established' },
        };
      if (s.phase === 'inCall') {
        const participants = s.participants.includes(e.userID)
          ? s.participants
          : [...s.participants, e.userID];
        return { ...s, invitees: without(s.invitees, e.userID), participants, outcome: null };
      }
      return s;
    case 'left': {
      if (!same(e.callId)) return s;
      if (s.phase === 'ringing' && e.userID === s.sponsor)
        return ended(s, { kind: 'cancelled', byMe: false });
      if (s.phase !== 'inCall') return s;
      const participants = without(s.participants, e.userID);
      if (participants.length === 0 && s.invitees.length === 0)
        return ended(s, { kind: 'ended', byMe: false, durationSeconds: durationOf(s, e.now) });
      return { ...s, participants, outcome: null };
    }
    case 'ended':
      if (!same(e.callId) || s.phase === 'none') return s;
      if (s.phase === 'ringing') return ended(s, { kind: 'cancelled', byMe: false });
      if (s.phase === 'dialling') return ended(s, { kind: 'noAnswer' });
      return ended(s, { kind: 'ended', byMe: false, durationSeconds: durationOf(s, e.now) });
    case 'answeredElsewhere':
      return s.phase === 'ringing' && same(e.callId) ? ended(s, { kind: 'answeredElsewhere' }) : s;
    case 'toggleMic':
      return s.phase === 'none' ? s : { ...s, mic: !s.mic, outcome: null };
    case 'toggleCamera':
      return s.phase === 'none' ? s : { ...s, camera: !s.camera, outcome: null };
  }
}
