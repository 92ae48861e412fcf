import { ChatPaths, type TouristIdentity } from '@openfair/contract';
import { post } from '../../api/request';
import { setTouristToken } from '../../api/socket';
import { appEvents } from '../../lib/app-events';
import { getRuntimeConfigOrNull } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { chatStore, provideGuestIdentity } from './chat-store';

/**
 * A guest's chat identity (spec 000 §4: an anonymous visitor receives a tourist chat identity). The server
 * issues it and only its token proves it; it is kept in this browser for the fair until it expires, so a
 * guest who reloads the page finds the conversation again. A login forgets it.
 */
const KEY = 'of-chat-tourist';
/** Ask for a new identity this long before the old one expires, so a conversation never dies mid-way. */
const RENEW_BEFORE_S = 600;

type Stored = TouristIdentity & { exhibitionId: string };

let current: Stored | null = null;

const fair = () => getRuntimeConfigOrNull()?.exhibitionId || sessionStore.getState().exhibitionId;

function read(): Stored | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Stored) : null;
    if (!parsed || parsed.exhibitionId !== fair()) return null;
    if (parsed.expiresAt - RENEW_BEFORE_S <= Date.now() / 1000) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** The identity this tab chats as while not logged in, or null. */
export function currentTourist(): Stored | null {
  return current;
}

/** The stored identity, or a new one from the server (which refuses past its limits, with the reason). */
export async function ensureTourist(): Promise<Stored> {
  current ??= read();
  if (!current) {
    const issued = await post(ChatPaths.touristIdentity, undefined, { silent: true });
    current = { ...issued, exhibitionId: fair() };
    try {
      window.localStorage.setItem(KEY, JSON.stringify(current));
    } catch {
      // Private modes may refuse storage: the identity then lasts as long as the tab.
    }
  }
  setTouristToken(current.token);
  return current;
}

/** Forgets the identity (it expired, or the guest logged in). */
export function forgetTourist(): void {
  current = null;
  setTouristToken(null);
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

// A guest who logs in leaves the guest's conversation behind: the account's chat starts afresh (the
// conversation with the same service person would otherwise show the guest's messages as the account's).
appEvents.on('loggedIn', () => {
  if (!current) return;
  forgetTourist();
  chatStore.reset();
});
provideGuestIdentity(currentTourist);
