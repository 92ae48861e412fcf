import { describe, expect, it } from 'vitest';
import { CALL_BUTTON_DEBOUNCE_MS } from './constants';
import { type CallEvent, type CallState, callTransition, idleCall, isCallBusy } from './machine';

const T0 = 1_000_000;
const none = idleCall();
const dialling: CallState = {
  ...idleCall(T0),
  phase: 'dialling',
  callId: 'c1',
  sponsor: 'me',
  invitees: ['bob'],
};
const diallingGroup: CallState = { ...dialling, isGroup: true, invitees: ['bob', 'carol'] };
const ringing: CallState = {
  ...idleCall(),
  phase: 'ringing',
  callId: 'c1',
  sponsor: 'ann',
  invitees: ['me'],
};
const inCall: CallState = {
  ...idleCall(T0),
  phase: 'inCall',
  callId: 'c1',
  sponsor: 'me',
  participants: ['bob'],
  startedAt: T0,
  mic: false,
  camera: false,
};
const inGroupCall: CallState = { ...inCall, isGroup: true, participants: ['bob'], invitees: ['carol'] };

type Row = [name: string, from: CallState, event: CallEvent, expected: Partial<CallState>];

const rows: Row[] = [
  // dial
  [
    'none + dial → dialling',
    none,
    { type: 'dial', me: 'me', invitees: ['bob', 'bob'], callType: 'audio', isGroup: false, now: T0 },
    { phase: 'dialling', invitees: ['bob'], callType: 'audio', sponsor: 'me', callId: null, lastDialAt: T0 },
  ],
  [
    'dial within the debounce is ignored',
    { ...none, lastDialAt: T0 },
    {
      type: 'dial',
      me: 'me',
      invitees: ['bob'],
      callType: 'video',
      isGroup: false,
      now: T0 + CALL_BUTTON_DEBOUNCE_MS - 1,
    },
    { phase: 'none', outcome: { kind: 'debounced' } },
  ],
  [
    'dial after the debounce goes',
    { ...none, lastDialAt: T0 },
    {
      type: 'dial',
      me: 'me',
      invitees: ['bob'],
      callType: 'video',
      isGroup: false,
      now: T0 + CALL_BUTTON_DEBOUNCE_MS,
    },
    { phase: 'dialling' },
  ],
  [
    'dial while busy does nothing',
    inCall,
    { type: 'dial', me: 'me', invitees: ['carl'], callType: 'video', isGroup: false, now: T0 + 10_000 },
    { phase: 'inCall', participants: ['bob'] },
  ],
  [
    'dial nobody does nothing',
    none,
    { type: 'dial', me: 'me', invitees: [], callType: 'video', isGroup: false, now: T0 },
    { phase: 'none' },
  ],
  // server answers the invitation
  [
    'dialled gives the call its id',
    { ...dialling, callId: null },
    { type: 'dialled', callId: 'c9' },
    { phase: 'dialling', callId: 'c9' },
  ],
  ['dialled twice keeps the first id', dialling, { type: 'dialled', callId: 'c9' }, { callId: 'c1' }],
  [
    'dialFailed ends dialling',
    { ...dialling, callId: null },
    { type: 'dialFailed' },
    { phase: 'none', outcome: { kind: 'dialFailed' } },
  ],
  ['dialFailed after dialled is stale', dialling, { type: 'dialFailed' }, { phase: 'dialling' }],
  // incoming
  [
    'none + incoming → ringing',
    none,
    { type: 'incoming', callId: 'c2', callType: 'audio', sponsor: 'ann', invitees: ['me'], isGroup: false },
    { phase: 'ringing', callId: 'c2', sponsor: 'ann', callType: 'audio' },
  ],
  [
    'incoming while in a call answers busy',
    inCall,
    { type: 'incoming', callId: 'c2', callType: 'video', sponsor: 'ann', invitees: ['me'], isGroup: false },
    { phase: 'inCall', callId: 'c1', outcome: { kind: 'replyBusy', callId: 'c2' } },
  ],
  [
    'incoming while dialling answers busy',
    dialling,
    { type: 'incoming', callId: 'c2', callType: 'video', sponsor: 'ann', invitees: ['me'], isGroup: false },
    { phase: 'dialling', outcome: { kind: 'replyBusy', callId: 'c2' } },
  ],
  [
    'incoming while ringing answers busy',
    ringing,
    { type: 'incoming', callId: 'c2', callType: 'video', sponsor: 'dan', invitees: ['me'], isGroup: false },
    { phase: 'ringing', callId: 'c1', outcome: { kind: 'replyBusy', callId: 'c2' } },
  ],
  // callee accepts or refuses
  [
    'ringing + accept → in call, timer at 0',
    ringing,
    { type: 'accept', now: T0 },
    { phase: 'inCall', participants: ['ann'], startedAt: T0, outcome: { kind: 'established' } },
  ],
  ['accept without ringing does nothing', none, { type: 'accept', now: T0 }, { phase: 'none' }],
  ['ringing + refuse → none', ringing, { type: 'refuse' }, { phase: 'none', outcome: { kind: 'refused' } }],
  ['refuse without ringing does nothing', inCall, { type: 'refuse' }, { phase: 'inCall' }],
  // hang up
  [
    'hang-up while dialling → none, cancelled',
    dialling,
    { type: 'hangup', now: T0 + 3000 },
    { phase: 'none', outcome: { kind: 'cancelled', byMe: true } },
  ],
  [
    'hang-up in call → none with the duration, toggles on again',
    inCall,
    { type: 'hangup', now: T0 + 65_400 },
    { phase: 'none', mic: true, camera: true, outcome: { kind: 'ended', byMe: true, durationSeconds: 65 } },
  ],
  ['hang-up with nothing going does nothing', none, { type: 'hangup', now: T0 }, { phase: 'none' }],
  [
    'hang-up while ringing does nothing (refuse does)',
    ringing,
    { type: 'hangup', now: T0 },
    { phase: 'ringing' },
  ],
  // inviter cancels
  [
    'inviter cancels: ringing cleared',
    ringing,
    { type: 'cancelled', callId: 'c1' },
    { phase: 'none', outcome: { kind: 'cancelled', byMe: false } },
  ],
  ['a cancel of another call is ignored', ringing, { type: 'cancelled', callId: 'zz' }, { phase: 'ringing' }],
  // invitee rejects or is busy
  [
    'the only invitee rejects: dialling ends',
    dialling,
    { type: 'rejected', callId: 'c1', userID: 'bob' },
    { phase: 'none', outcome: { kind: 'rejected', userID: 'bob' } },
  ],
  [
    'the only invitee is busy: dialling ends',
    dialling,
    { type: 'busy', callId: 'c1', userID: 'bob' },
    { phase: 'none', outcome: { kind: 'busy', userID: 'bob' } },
  ],
  [
    'one of two invitees rejects: that one is removed, dialling goes on',
    diallingGroup,
    { type: 'rejected', callId: 'c1', userID: 'bob' },
    { phase: 'dialling', invitees: ['carol'], outcome: { kind: 'rejected', userID: 'bob' } },
  ],
  [
    'an invitee of a running group call is busy: removed, the call goes on',
    inGroupCall,
    { type: 'busy', callId: 'c1', userID: 'carol' },
    { phase: 'inCall', invitees: [], participants: ['bob'] },
  ],
  [
    'a reject for another call is ignored',
    dialling,
    { type: 'rejected', callId: 'zz', userID: 'bob' },
    { phase: 'dialling', invitees: ['bob'] },
  ],
  // timeout
  [
    'sponsor times out: invitees removed, none',
    dialling,
    { type: 'timeout', callId: 'c1' },
    { phase: 'none', outcome: { kind: 'noAnswer' } },
  ],
  [
    'callee times out: ringing stops with no answer',
    ringing,
    { type: 'timeout', callId: 'c1' },
    { phase: 'none', outcome: { kind: 'noAnswer' } },
  ],
  [
    'group call times out for those not answering: the call goes on',
    inGroupCall,
    { type: 'timeout', callId: 'c1' },
    { phase: 'inCall', invitees: [], participants: ['bob'], outcome: { kind: 'noAnswer' } },
  ],
  [
    'dialling group with someone in: timeout clears the rest',
    { ...diallingGroup, participants: ['bob'], invitees: ['carol'] },
    { type: 'timeout', callId: 'c1' },
    { phase: 'dialling', invitees: [], participants: ['bob'] },
  ],
  ['timeout of another call is ignored', ringing, { type: 'timeout', callId: 'zz' }, { phase: 'ringing' }],
  [
    'timeout when idle is ignored',
    { ...none, callId: 'c1' },
    { type: 'timeout', callId: 'c1' },
    { phase: 'none' },
  ],
  // someone enters
  [
    'dialling + entered → in call, duration from 0',
    dialling,
    { type: 'entered', callId: 'c1', userID: 'bob', now: T0 + 4000 },
    { phase: 'inCall', participants: ['bob'], invitees: [], startedAt: T0 + 4000 },
  ],
  [
    'in call + entered adds the person once',
    inGroupCall,
    { type: 'entered', callId: 'c1', userID: 'carol', now: T0 + 9000 },
    { participants: ['bob', 'carol'], invitees: [], startedAt: T0 },
  ],
  [
    'entered twice keeps one',
    inCall,
    { type: 'entered', callId: 'c1', userID: 'bob', now: T0 },
    { participants: ['bob'] },
  ],
  [
    'entered while ringing is not mine to count',
    ringing,
    { type: 'entered', callId: 'c1', userID: 'bob', now: T0 },
    { phase: 'ringing' },
  ],
  [
    'entered of another call is ignored',
    dialling,
    { type: 'entered', callId: 'zz', userID: 'bob', now: T0 },
    {
      phase: 'dialling',
    },
  ],
  // someone leaves
  [
    'the other person leaves a 1:1 call: ended with the duration',
    inCall,
    { type: 'left', callId: 'c1', userID: 'bob', now: T0 + 10_000 },
    { phase: 'none', mic: true, camera: true, outcome: { kind: 'ended', byMe: false, durationSeconds: 10 } },
  ],
  [
    'one leaves a group call with others still rung: goes on',
    inGroupCall,
    { type: 'left', callId: 'c1', userID: 'bob', now: T0 + 10_000 },
    { phase: 'inCall', participants: [], invitees: ['carol'] },
  ],
  [
    'the sponsor leaves while I ring: cancelled',
    ringing,
    { type: 'left', callId: 'c1', userID: 'ann', now: T0 },
    { phase: 'none', outcome: { kind: 'cancelled', byMe: false } },
  ],
  [
    'left while dialling is ignored',
    dialling,
    { type: 'left', callId: 'c1', userID: 'bob', now: T0 },
    {
      phase: 'dialling',
    },
  ],
  [
    'left of another call is ignored',
    inCall,
    { type: 'left', callId: 'zz', userID: 'bob', now: T0 },
    {
      phase: 'inCall',
    },
  ],
  // the server ends the call
  [
    'ended in call: none with the duration',
    inCall,
    { type: 'ended', callId: 'c1', now: T0 + 2000 },
    { phase: 'none', outcome: { kind: 'ended', byMe: false, durationSeconds: 2 } },
  ],
  [
    'ended while ringing: cancelled',
    ringing,
    { type: 'ended', callId: 'c1', now: T0 },
    { phase: 'none', outcome: { kind: 'cancelled', byMe: false } },
  ],
  [
    'ended while dialling: no answer',
    dialling,
    { type: 'ended', callId: 'c1', now: T0 },
    { phase: 'none', outcome: { kind: 'noAnswer' } },
  ],
  ['ended of another call is ignored', inCall, { type: 'ended', callId: 'zz', now: T0 }, { phase: 'inCall' }],
  [
    'ended when idle is ignored',
    none,
    { type: 'ended', callId: 'c1', now: T0 },
    { phase: 'none', outcome: null },
  ],
  // another tab answered
  [
    'answered elsewhere stops my ringing',
    ringing,
    { type: 'answeredElsewhere', callId: 'c1' },
    { phase: 'none', outcome: { kind: 'answeredElsewhere' } },
  ],
  [
    'answered elsewhere of another call',
    ringing,
    { type: 'answeredElsewhere', callId: 'zz' },
    {
      phase: 'ringing',
    },
  ],
  // toggles
  ['mic toggles in a call', { ...inCall, mic: true }, { type: 'toggleMic' }, { mic: false }],
  ['mic toggles back', inCall, { type: 'toggleMic' }, { mic: true }],
  ['camera toggles while dialling', dialling, { type: 'toggleCamera' }, { camera: false }],
  ['camera toggles back', inCall, { type: 'toggleCamera' }, { camera: true }],
  ['toggles do nothing when idle', none, { type: 'toggleMic' }, { mic: true }],
  ['camera toggle does nothing when idle', none, { type: 'toggleCamera' }, { camera: true }],
];

describe('call state machine (spec 001 §4)', () => {
  it.each(rows)('%s', (_name, from, event, expected) => {
    const next = callTransition(from, event);
    expect(next).toMatchObject(expected);
  });

  it('busy is true in any active state', () => {
    expect([none, dialling, ringing, inCall].map(isCallBusy)).toEqual([false, true, true, true]);
  });

  it('covers every event type in the table', () => {
    const types = new Set(rows.map((r) => r[2].type));
    expect([...types].sort()).toEqual(
      [
        'dial',
        'dialled',
        'dialFailed',
        'incoming',
        'accept',
        'refuse',
        'hangup',
        'cancelled',
        'rejected',
        'busy',
        'timeout',
        'entered',
        'left',
        'ended',
        'answeredElsewhere',
        'toggleMic',
        'toggleCamera',
      ].sort(),
    );
  });

  it('a call ends with camera and mic on again whichever way it ends', () => {
    const endings: CallEvent[] = [
      { type: 'hangup', now: T0 + 1 },
      { type: 'left', callId: 'c1', userID: 'bob', now: T0 + 1 },
      { type: 'ended', callId: 'c1', now: T0 + 1 },
    ];
    for (const e of endings) expect(callTransition(inCall, e)).toMatchObject({ mic: true, camera: true });
  });
});
