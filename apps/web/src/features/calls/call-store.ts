import {
  type CallEvent,
  CallEvents,
  type CallIceServer,
  type CallIncomingEvent,
  type CallJoined,
  type CallMediaEvent,
  type CallPerson,
  type CallSignalEvent,
  type CallState,
  type CallType,
  type CallUpdateEvent,
  callTransition,
  idleCall,
} from '@openfair/contract';
import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { emitWithAck, realtimeSocket, realtimeState } from '../../api/socket';
import { appEvents } from '../../lib/app-events';
import { isLoggedIn, sessionStore } from '../../lib/session-store';

/** What the overlay shows of another person in the call. */
export type RemoteView = {
  stream: MediaStream | null;
  mic: boolean;
  camera: boolean;
  /** the peer connection reached 'connected' */
  connected: boolean;
};

/** A message for the overlay to show once, as a key of the calls namespace and its values. */
export type CallNotice = {
  key: string;
  params?: Record<string, string>;
  level: 'info' | 'warning' | 'error';
};

export type CallView = {
  machine: CallState;
  people: Record<string, CallPerson>;
  local: MediaStream | null;
  remotes: Record<string, RemoteView>;
  notice: CallNotice | null;
  /** counts notices, so the same text twice shows twice */
  noticeSeq: number;
};

type Peer = { pc: RTCPeerConnection; pending: RTCIceCandidateInit[] };

let view: CallView = {
  machine: idleCall(),
  people: {},
  local: null,
  remotes: {},
  notice: null,
  noticeSeq: 0,
};
const listeners = new Set<() => void>();
const peers = new Map<string, Peer>();
let iceServers: CallIceServer[] = [];

function set(change: (v: CallView) => CallView) {
  view = change(view);
  for (const l of listeners) l();
}

export const callStore = {
  getState: () => view,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCall<T>(selector: (v: CallView) => T): T {
  return useSyncExternalStore(
    callStore.subscribe,
    () => selector(view),
    () => selector(view),
  );
}

const me = () => sessionStore.getState().info?.userAccountId ?? '';

function notify(notice: CallNotice) {
  set((v) => ({ ...v, notice, noticeSeq: v.noticeSeq + 1 }));
}

function remember(people: CallPerson[]) {
  set((v) => ({ ...v, people: { ...v.people, ...Object.fromEntries(people.map((p) => [p.userID, p])) } }));
}

const nickOf = (userID: string) => view.people[userID]?.nick ?? userID;

/** Runs the state machine, then does what its outcome asks: notices, answers, and tearing media down. */
function dispatch(event: CallEvent): CallState {
  const before = view.machine;
  const machine = callTransition(before, event);
  if (machine === before) return machine;
  set((v) => ({ ...v, machine }));
  const outcome = machine.outcome;
  if (outcome && outcome !== before.outcome) {
    switch (outcome.kind) {
      case 'replyBusy':
        void emitWithAck(CallEvents.reject, { callId: outcome.callId });
        break;
      case 'rejected':
        notify({ key: 'rejected', params: { user: nickOf(outcome.userID) }, level: 'info' });
        break;
      case 'busy':
        notify({ key: 'busy', params: { user: nickOf(outcome.userID) }, level: 'warning' });
        break;
      case 'cancelled':
        notify({ key: 'cancelled', level: 'info' });
        break;
      case 'noAnswer':
        notify({ key: 'noAnswer', level: 'info' });
        break;
      case 'ended':
        notify({ key: 'hungUp', level: 'info' });
        break;
      case 'established':
        notify({ key: 'established', level: 'info' });
        break;
      default:
        break;
    }
  }
  if (before.phase !== 'none' && machine.phase === 'none') teardown();
  return machine;
}

/** Stops my camera and microphone and closes every peer connection. */
function teardown() {
  for (const peer of peers.values()) peer.pc.close();
  peers.clear();
  for (const track of view.local?.getTracks() ?? []) track.stop();
  set((v) => ({ ...v, local: null, remotes: {} }));
}

/** My camera and microphone (camera only for a video call); a missing device is said plainly. */
async function openMedia(callType: CallType): Promise<MediaStream | null> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    notify({ key: 'unsupported', level: 'error' });
    return null;
  }
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true, video: callType === 'video' });
  } catch (error) {
    const name = (error as { name?: string }).name ?? '';
    notify({
      key: callType === 'video' ? 'cameraNotFound' : 'microphoneNotFound',
      level: 'error',
    });
    if (name !== 'NotFoundError' && name !== 'NotAllowedError' && name !== 'OverconstrainedError')
      console.warn('getUserMedia failed', error);
    return null;
  }
}

function setRemote(userID: string, change: Partial<RemoteView>) {
  set((v) => ({
    ...v,
    remotes: {
      ...v.remotes,
      [userID]: {
        ...(v.remotes[userID] ?? { stream: null, mic: true, camera: true, connected: false }),
        ...change,
      },
    },
  }));
}

/** The connection to one other person of the call, made on first need. */
function peerFor(userID: string): Peer {
  const existing = peers.get(userID);
  if (existing) return existing;
  const pc = new RTCPeerConnection({ iceServers });
  const peer: Peer = { pc, pending: [] };
  peers.set(userID, peer);
  const callId = view.machine.callId;
  for (const track of view.local?.getTracks() ?? []) pc.addTrack(track, view.local as MediaStream);
  if (!view.machine.camera) applyCamera(pc);
  pc.onicecandidate = (e) => {
    if (e.candidate && callId)
      void emitWithAck(CallEvents.signal, { callId, to: userID, candidate: e.candidate.toJSON() });
  };
  pc.ontrack = (e) => {
    const stream = e.streams[0] ?? new MediaStream([e.track]);
    setRemote(userID, { stream });
  };
  pc.onconnectionstatechange = () => {
    if (pc.connectionState === 'connected') setRemote(userID, { connected: true });
  };
  setRemote(userID, {});
  return peer;
}

function dropPeer(userID: string) {
  peers.get(userID)?.pc.close();
  peers.delete(userID);
  set((v) => {
    const { [userID]: _gone, ...remotes } = v.remotes;
    return { ...v, remotes };
  });
}

/** A newcomer offers to everyone already in the call (so two sides never offer to each other at once). */
async function offerTo(userID: string) {
  const callId = view.machine.callId;
  if (!callId) return;
  const { pc } = peerFor(userID);
  const offer = await pc.createOffer();
  await pc.setLocalDescription(offer);
  await emitWithAck(CallEvents.signal, {
    callId,
    to: userID,
    description: { type: 'offer', sdp: offer.sdp ?? '' },
  });
}

async function onSignal(event: CallSignalEvent) {
  if (event.callId !== view.machine.callId || view.machine.phase !== 'inCall') return;
  const peer = peerFor(event.from);
  const { pc } = peer;
  try {
    if (event.description) {
      await pc.setRemoteDescription(event.description);
      for (const candidate of peer.pending.splice(0)) await pc.addIceCandidate(candidate);
      if (event.description.type === 'offer') {
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        await emitWithAck(CallEvents.signal, {
          callId: event.callId,
          to: event.from,
          description: { type: 'answer', sdp: answer.sdp ?? '' },
        });
      }
    } else if (event.candidate) {
      if (pc.remoteDescription) await pc.addIceCandidate(event.candidate);
      else peer.pending.push(event.candidate);
    }
  } catch (error) {
    console.warn('call signal failed', error);
  }
}

function onIncoming(event: CallIncomingEvent) {
  remember([event.sponsor, ...event.invitees]);
  dispatch({
    type: 'incoming',
    callId: event.callId,
    callType: event.callType,
    sponsor: event.sponsor.userID,
    // The others still to answer: I am answering myself (else my own name would show as still ringing).
    invitees: event.invitees.map((p) => p.userID).filter((id) => id !== me()),
    isGroup: event.isGroup,
  });
}

function onUpdate(event: CallUpdateEvent) {
  if (event.user) remember([event.user]);
  const callId = event.callId;
  const userID = event.user?.userID ?? '';
  const now = Date.now();
  switch (event.kind) {
    case 'entered':
      dispatch({ type: 'entered', callId, userID, now });
      // A newcomer missed my earlier toggles: tell them how my camera and microphone are now.
      if (callId === view.machine.callId && (!view.machine.mic || !view.machine.camera)) sendMediaState();
      break;
    case 'left':
      if (callId === view.machine.callId) dropPeer(userID);
      dispatch({ type: 'left', callId, userID, now });
      break;
    case 'rejected':
      dispatch({ type: 'rejected', callId, userID });
      break;
    case 'busy':
      dispatch({ type: 'busy', callId, userID });
      break;
    case 'timeout':
      // Without a user: my own ringing timed out; with one: that invitee did not answer.
      if (!event.user || view.machine.phase === 'dialling' || view.machine.isGroup)
        dispatch({ type: 'timeout', callId });
      break;
    case 'cancelled':
      dispatch({ type: 'cancelled', callId });
      break;
    case 'ended':
      dispatch({ type: 'ended', callId, now });
      break;
    case 'answeredElsewhere':
      dispatch({ type: 'answeredElsewhere', callId });
      break;
  }
}

function onMedia(event: CallMediaEvent) {
  if (event.callId !== view.machine.callId) return;
  setRemote(event.userID, { mic: event.mic, camera: event.camera });
}

let attachedTo: Socket | null = null;
/** Listens on the chat's socket (again whenever a login opens a new one). */
function attach() {
  if (!isLoggedIn(sessionStore.getState())) return;
  const socket = realtimeSocket();
  if (!socket || socket === attachedTo) return;
  attachedTo = socket;
  socket.on(CallEvents.incoming, onIncoming);
  socket.on(CallEvents.update, onUpdate);
  socket.on(CallEvents.signal, (e: CallSignalEvent) => void onSignal(e));
  socket.on(CallEvents.media, onMedia);
}

/** Starts listening for calls; called once the overlay is mounted. */
export function startCalls(): () => void {
  attach();
  // A mark for whoever drives the page (the journeys): calls ring here from now on.
  document.documentElement.dataset.ofCalls = '1';
  const offState = realtimeState.subscribe(attach);
  const offLogout = appEvents.on('beforeLogout', () => {
    if (view.machine.phase !== 'none') hangUp();
  });
  return () => {
    offState();
    offLogout();
  };
}

/** Calls these people (one: a one-to-one call; more, or from a group conversation: a group call). */
export async function startCall(people: CallPerson[], callType: CallType, groupID?: string): Promise<void> {
  attach();
  remember(people);
  const machine = dispatch({
    type: 'dial',
    me: me(),
    invitees: people.map((p) => p.userID),
    callType,
    isGroup: people.length > 1 || groupID !== undefined,
    now: Date.now(),
  });
  if (machine.phase !== 'dialling' || machine.callId !== null) {
    if (machine.phase !== 'none' && machine.outcome?.kind !== 'debounced')
      notify({ key: 'youAreBusy', level: 'warning' });
    return;
  }
  const local = await openMedia(callType);
  if (!local) {
    dispatch({ type: 'dialFailed' });
    return;
  }
  set((v) => ({ ...v, local }));
  const answer = await emitWithAck<CallJoined>(CallEvents.invite, {
    userIDs: people.map((p) => p.userID),
    callType,
    ...(groupID === undefined ? {} : { groupID }),
  });
  // Hung up while the invitation was on its way.
  if (view.machine.phase !== 'dialling') {
    if (answer.ok) void emitWithAck(CallEvents.hangup, { callId: answer.data.callId });
    return;
  }
  if (!answer.ok) {
    if (answer.msg) notify({ key: '', params: { text: answer.msg }, level: 'error' });
    dispatch({ type: 'dialFailed' });
    return;
  }
  iceServers = answer.data.iceServers;
  remember(answer.data.invitees);
  dispatch({ type: 'dialled', callId: answer.data.callId });
}

export async function accept(): Promise<void> {
  const { callId, callType, phase } = view.machine;
  if (phase !== 'ringing' || !callId) return;
  const local = await openMedia(callType);
  if (!local) {
    refuse();
    return;
  }
  const answer = await emitWithAck<CallJoined>(CallEvents.accept, { callId });
  if (!answer.ok || view.machine.callId !== callId || view.machine.phase !== 'ringing') {
    for (const track of local.getTracks()) track.stop();
    if (!answer.ok && answer.msg) notify({ key: '', params: { text: answer.msg }, level: 'error' });
    if (view.machine.callId === callId) dispatch({ type: 'ended', callId, now: Date.now() });
    return;
  }
  iceServers = answer.data.iceServers;
  set((v) => ({ ...v, local }));
  remember([...answer.data.participants, ...answer.data.invitees]);
  const now = Date.now();
  dispatch({ type: 'accept', now });
  for (const p of answer.data.participants) dispatch({ type: 'entered', callId, userID: p.userID, now });
  for (const p of answer.data.participants) void offerTo(p.userID);
}

export function refuse(): void {
  const { callId, phase } = view.machine;
  if (phase !== 'ringing' || !callId) return;
  dispatch({ type: 'refuse' });
  void emitWithAck(CallEvents.reject, { callId });
}

export function hangUp(): void {
  const { callId, phase } = view.machine;
  if (phase === 'ringing') {
    refuse();
    return;
  }
  dispatch({ type: 'hangup', now: Date.now() });
  if (callId) void emitWithAck(CallEvents.hangup, { callId });
}

/**
 * A camera that is off sends nothing at all (not black frames): the video sender of every connection
 * drops the track, and takes it back when the camera is on again.
 */
function applyCamera(pc: RTCPeerConnection) {
  const track = view.local?.getVideoTracks()[0] ?? null;
  for (const sender of pc.getSenders())
    if (sender.track?.kind === 'video' || (sender.track === null && track))
      void sender.replaceTrack(view.machine.camera ? track : null).catch(() => {});
}

function sendMediaState() {
  const { callId, mic, camera } = view.machine;
  for (const track of view.local?.getAudioTracks() ?? []) track.enabled = mic;
  for (const track of view.local?.getVideoTracks() ?? []) track.enabled = camera;
  for (const peer of peers.values()) applyCamera(peer.pc);
  if (callId) void emitWithAck(CallEvents.media, { callId, mic, camera });
}

export function toggleMic(): void {
  dispatch({ type: 'toggleMic' });
  sendMediaState();
}

export function toggleCamera(): void {
  dispatch({ type: 'toggleCamera' });
  sendMediaState();
}
