import {
  type ChatAck,
  type ChatDeviceClass,
  ChatEvents,
  type KickedEvent,
  REALTIME_PATH,
  ResponseCode,
  SessionPaths,
  toLanguageType,
} from '@openfair/contract';
import { io, type Socket } from 'socket.io-client';
import { appEvents } from '../lib/app-events';
import { getBasePath, getRuntimeConfigOrNull } from '../lib/runtime-config';
import { isLoggedIn, sessionStore } from '../lib/session-store';
import { get, handleLoginExpired } from './request';

/**
 * The device class this browser declares on the handshake: the server keeps one login per account and
 * class in the chat (ChatDeviceClasses in the contract), so a phone and a laptop do not push each other
 * out, but a second laptop login does.
 */
function deviceClass(): ChatDeviceClass {
  if (typeof window === 'undefined') return 'desktop';
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return coarse || window.innerWidth < 750 ? 'phone' : 'desktop';
}

/**
 * The state of the realtime connection as the chat shows it (spec 001 §4 "Network: connected, unstable,
 * unavailable", and "no network, retrying" while it reconnects).
 */
export type NetworkState = 'idle' | 'connecting' | 'connected' | 'unstable' | 'retrying' | 'unavailable';

/** An acknowledged request that got no answer in this time counts as failed (the message can be resent). */
export const ACK_TIMEOUT_MS = 8000;
/** After this many failed reconnection attempts the network is shown as unavailable. */
const ATTEMPTS_BEFORE_UNAVAILABLE = 3;

type Listener = () => void;

let socket: Socket | null = null;
let state: NetworkState = 'idle';
/**
 * A guest's tourist token (features/chat/tourist-identity.ts issues it): a guest's socket opens with it
 * instead of a session token. Ignored while logged in.
 */
let touristToken: string | null = null;
const touristExpiredListeners = new Set<Listener>();

/** Sets (or clears) the guest's tourist token; the socket opens with it on next use. */
export function setTouristToken(token: string | null): void {
  if (token === touristToken) return;
  if (socket && !isLoggedIn(sessionStore.getState())) closeRealtime();
  touristToken = token;
}

/** Called when the server no longer knows the guest's identity (expired): the guest asks for a new one. */
export function onTouristExpired(listener: Listener): () => void {
  touristExpiredListeners.add(listener);
  return () => touristExpiredListeners.delete(listener);
}
const stateListeners = new Set<Listener>();
const reconnectListeners = new Set<Listener>();

function setState(next: NetworkState) {
  if (state === next) return;
  state = next;
  for (const listener of stateListeners) listener();
}

export const realtimeState = {
  get: (): NetworkState => state,
  subscribe(listener: Listener): () => void {
    stateListeners.add(listener);
    return () => stateListeners.delete(listener);
  },
};

/**
 * The one socket of this tab, opened on first use with the session's token, the fair and the language;
 * null for a guest. It reconnects by itself; `onReconnect` listeners catch up on what they missed.
 */
export function realtimeSocket(): Socket | null {
  const session = sessionStore.getState();
  const loggedIn = isLoggedIn(session);
  const guest = !loggedIn ? touristToken : null;
  if (!loggedIn && !guest) return null;
  if (socket) return socket;
  const config = getRuntimeConfigOrNull();
  const created = io({
    path: `${getBasePath()}${REALTIME_PATH}`,
    transports: ['websocket', 'polling'],
    auth: {
      ...(guest ? { touristToken: guest } : { token: session.token }),
      exhibitionId: config?.exhibitionId || session.exhibitionId,
      appId: config?.appId ?? '',
      languageType: toLanguageType(session.language),
      deviceClass: deviceClass(),
    },
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
  });
  // Whether this socket was ever without a connection it wanted: cut off after connecting, or failing
  // to connect at all (a page that went offline while it was starting). Either way, the calls made in
  // the meantime (the chat's list, say) may have failed, so the next connect is a reconnect.
  let missedSomething = false;
  setState('connecting');
  created.on('connect', () => {
    setState('connected');
    if (missedSomething) for (const listener of reconnectListeners) listener();
    missedSomething = false;
  });
  created.on('disconnect', (reason) => {
    // A disconnect the client asked for (logout) is not a network problem.
    if (reason === 'io client disconnect') return setState('idle');
    missedSomething = true;
    setState('unstable');
  });
  created.io.on('reconnect_attempt', (attempt) => {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    setState(offline || attempt > ATTEMPTS_BEFORE_UNAVAILABLE ? 'unavailable' : 'retrying');
  });
  created.on('connect_error', (error: Error & { data?: { code?: number } }) => {
    if (error.data?.code === ResponseCode.LoginExpired) {
      closeRealtime();
      if (guest) {
        touristToken = null;
        for (const listener of touristExpiredListeners) listener();
      }
      return;
    }
    missedSomething = true;
    setState(typeof navigator !== 'undefined' && navigator.onLine === false ? 'unavailable' : 'retrying');
  });
  // The session ended elsewhere (logout, password change, resignation): the socket is closed for good,
  // and asking the server who we are brings up the usual "login expired" dialog (spec 001 §4 kicked out).
  // A newer login of this account on the same device class took the chat over (spec 001 §4, §8: multi-
  // device login kicks out): this login is already revoked; the dialog says why, in the socket's language,
  // and confirming it logs out.
  created.on(ChatEvents.kicked, (event?: KickedEvent) => {
    closeRealtime();
    if (event?.reason === 'multiDevice' && event.msg) return handleLoginExpired(event.msg, { kicked: true });
    void get(SessionPaths.getInfo).catch(() => {});
  });
  socket = created;
  return created;
}

/**
 * Called each time the connection comes after a time without it (a reconnect, or the first connect
 * after failed attempts), so the listener can catch up on what it missed. Not on a first connect that
 * went well.
 */
export function onReconnect(listener: Listener): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export function closeRealtime(): void {
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  setState('idle');
}

/** Sends an acknowledged request; a timeout or a refused request comes back as `{ ok: false }`. */
export async function emitWithAck<T>(event: string, body: unknown): Promise<ChatAck<T>> {
  const s = realtimeSocket();
  if (!s) return { ok: false, code: ResponseCode.Unauthorized, msg: '' };
  try {
    return (await s.timeout(ACK_TIMEOUT_MS).emitWithAck(event, body)) as ChatAck<T>;
  } catch {
    return { ok: false, code: ResponseCode.InternalError, msg: '' };
  }
}

// A logout closes the socket before the token goes; a new login opens a fresh one when next used.
appEvents.on('beforeLogout', () => closeRealtime());
appEvents.on('loggedOut', () => closeRealtime());
appEvents.on('loggedIn', () => closeRealtime());
