import type { Bilingual } from '../codes';

// The business id of call messages (1) is CALL_BUSINESS_ID of ../enums.

/**
 * Calls (spec 001 §2, §3, §4, §7, §8): WebRTC between browsers, signalled over the chat's socket. Every
 * step of a call is also a custom chat message in the conversation (businessID 1), so a call leaves its
 * notes there ('cancelled call', 'call ended, duration hh:mm:ss', 'no answer', ...).
 */

/** What the call messages say happened. The spec's numbers repeat (timeout and hang-up are both 5), so
 * every call message also names its action (`action`), which is what clients read. */
export const CallActionTypes = {
  dialling: 0,
  cancel: 2,
  accepted: 3,
  reject: 4,
  timeout: 5,
  hangup: 5,
  /** the spec names line busy and error without a number: the next free ones */
  busy: 6,
  error: 7,
  /** a group invitation lists its invitees */
  groupInvite: 5,
  groupEnd: 5,
} as const;
export type CallNoteAction = keyof typeof CallActionTypes;

export const CallTypes = ['audio', 'video'] as const;
export type CallType = (typeof CallTypes)[number];

/** Ring time before a call counts as not answered (spec 001 §9); the server's CALL_RING_TIMEOUT_SECONDS. */
export const CALL_RING_TIMEOUT_SECONDS = 30;
/** The call button ignores presses closer than this (spec 001 §9). */
export const CALL_BUTTON_DEBOUNCE_MS = 500;
/**
 * A group call is a mesh (each browser sends its media to each other one): past four people the uplink of
 * an ordinary connection no longer carries it, so a call holds at most four.
 */
export const CALL_MAX_PARTICIPANTS = 4;
/** Invitations one account may start in a window (each rings other people's screens). */
export const CALL_INVITES_PER_WINDOW = 6;
export const CALL_INVITE_WINDOW_MS = 60_000;
/** Signalling messages (offers, answers, candidates) one socket may relay per second, and their size. */
export const CALL_SIGNALS_PER_SECOND = 60;
export const CALL_SIGNAL_MAX_CHARS = 16_000;
/** TURN credentials handed out for a call last this long (coturn's use-auth-secret REST scheme). */
export const CALL_TURN_TTL_SECONDS = 4 * 3600;

/** Socket events of calls. Client → server events take an acknowledgement callback (`ChatAck`). */
export const CallEvents = {
  invite: 'call:invite',
  accept: 'call:accept',
  reject: 'call:reject',
  cancel: 'call:cancel',
  hangup: 'call:hangup',
  signal: 'call:signal',
  media: 'call:media',
  /** server → client: somebody calls me */
  incoming: 'call:incoming',
  /** server → client: what happened in a call I am part of */
  update: 'call:update',
} as const;

/** hh:mm:ss of a duration in seconds (spec 001 §2 call duration). */
export function formatCallDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export const callMessages = {
  calling: { zh: '呼叫中...', en: 'Calling...' },
  incomingVideo: { zh: '邀请你视频通话', en: 'is inviting you to a video call' },
  incomingAudio: { zh: '邀请你语音通话', en: 'is inviting you to a voice call' },
  established: { zh: '通话已建立！', en: 'Call established!' },
  rejected: { zh: '{{user}} 拒绝了通话', en: '{{user}} rejected the call' },
  busy: { zh: '{{user}} 正在通话中', en: '{{user}} is busy' },
  cancelled: { zh: '通话已取消', en: 'Call cancelled' },
  hungUp: { zh: '已挂断', en: 'Hung up' },
  noAnswer: { zh: '无应答', en: 'No answer' },
  noteCancelled: { zh: '已取消通话', en: 'Cancelled call' },
  noteEnded: { zh: '通话结束，时长 {{duration}}', en: 'Call ended, duration {{duration}}' },
  noteGroupEnded: { zh: '群通话已结束', en: 'Group call ended' },
  noteDialling: { zh: '发起了通话', en: 'Started a call' },
  noteGroupInvite: { zh: '发起了群通话：{{users}}', en: 'Started a group call: {{users}}' },
  noteAccepted: { zh: '接听了通话', en: 'Answered the call' },
  notOnline: { zh: '对方不在线', en: 'The callee is not online' },
  cameraNotFound: { zh: '未找到摄像头，请检查浏览器设置', en: 'Camera not found, check browser settings' },
  microphoneNotFound: {
    zh: '未找到麦克风，请检查浏览器设置',
    en: 'Microphone not found, check browser settings',
  },
  tooManyParticipants: {
    zh: '一次通话最多 {{max}} 人',
    en: 'A call holds at most {{max}} people',
  },
  youAreBusy: { zh: '您正在通话中', en: 'You are already in a call' },
  invitingTooFast: { zh: '呼叫太频繁，请稍后再试', en: 'You are calling too often; please wait a moment' },
  callGone: { zh: '通话已结束', en: 'This call has ended' },
  notInCall: { zh: '您不在这个通话中', en: 'You are not in this call' },
  notGroupMember: {
    zh: '您已不是该群成员，不能在群里发起通话',
    en: 'You are no longer a member of this group and cannot call in it',
  },
  inviteeNotGroupMember: {
    zh: '只能呼叫本群的成员',
    en: 'Only members of this group can be called from it',
  },
  unsupported: {
    zh: '此浏览器不支持音视频通话',
    en: 'This browser does not support audio and video calls',
  },
} satisfies Record<string, Bilingual>;
export type CallMessageKey = keyof typeof callMessages;

const NOTE_ACTIONS = new Set<string>(Object.keys(CallActionTypes));

/**
 * A custom message's data when it is a call message (businessID 1 with an action we know), else null.
 * Plain checks rather than the zod schema, so the chat's message list does not load zod for it.
 */
export function parseCallNote(data: string): {
  action: CallNoteAction;
  callType: CallType;
  duration?: number;
  inviteeNames?: string[];
} | null {
  if (!data.includes('"businessID"')) return null;
  try {
    const v = JSON.parse(data) as Record<string, unknown>;
    if (v.businessID !== 1 || typeof v.action !== 'string' || !NOTE_ACTIONS.has(v.action)) return null;
    return {
      action: v.action as CallNoteAction,
      callType: v.callType === 'audio' ? 'audio' : 'video',
      duration: typeof v.duration === 'number' ? v.duration : undefined,
      inviteeNames: Array.isArray(v.inviteeNames)
        ? v.inviteeNames.filter((n) => typeof n === 'string')
        : undefined,
    };
  } catch {
    return null;
  }
}
