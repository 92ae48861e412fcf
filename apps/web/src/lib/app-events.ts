import type { SessionSubjectType, UiLanguage } from '@openfair/contract';

/**
 * The app's events, one typed emitter for the whole web app. Two kinds travel through it:
 *
 * - Facts about the session that any area may react to without the session code knowing the area:
 *   `loggedIn`, `beforeLogout`, `loggedOut`, `languageChanged`. A realtime area (chat, calls, live)
 *   subscribes when its module loads, e.g. `appEvents.on('loggedOut', () => socket.close())`, and keeps
 *   the returned function to unsubscribe.
 * - Requests from the layers below app/ for what only app/ can do: show antd notifications, toasts and
 *   dialogs, or navigate with the router (`errorNotice`, `errorToast`, `loginExpired`, `navigate`). The
 *   request wrapper raises them; app/ subscribes once (app-event-bindings.tsx).
 *
 * Handlers run in the order they subscribed. A handler that throws (or rejects) is reported on the
 * console and never stops the others or the emitter's caller.
 */
export type AppEventMap = {
  /** A login finished: the session holds the new token, user info and config switch. */
  loggedIn: {
    subjectType: Exclude<SessionSubjectType, ''>;
    /**
     * Spec 000 §4: a visitor login with the switch visitorDelay on and secondInfo not true logs chat out
     * and initialises it again (chat decides what that means for its client).
     */
    restartChat: boolean;
  };
  /**
   * A logout is about to end the session (the token is still valid): awaited through `emitAndWait`,
   * so a handler can finish its work first, e.g. close a socket or send a live watch log (spec 000 §4).
   */
  beforeLogout: { subjectType: SessionSubjectType };
  /**
   * The session was cleared and holds the anonymous visitor token again (spec 000 §4): chat logs out and
   * gives the anonymous visitor a tourist identity.
   */
  loggedOut: { wasLoggedIn: boolean };
  /** The user chose another language; the page reloads right after (spec 000 §1). */
  languageChanged: { language: UiLanguage };
  /**
   * A call met an expired login (401/1003) of a logged-in session: app/ shows the single, not closable
   * dialog and, when confirmed, logs out and opens the login. It calls `dialogClosed` once the dialog is
   * gone, so a later expiry opens a dialog again (spec 000 §4).
   */
  loginExpired: {
    message: string;
    dialogClosed: () => void;
    /** a newer login took this one's place (the chat's multi-device rule): the dialog shows `message` */
    kicked?: boolean;
  };
  /** An error notification with the server's message (spec 000 §8). */
  errorNotice: { message: string };
  /** A short error toast, e.g. a network error shown for NETWORK_ERROR_TOAST_MS (spec 000 §8). */
  errorToast: { message: string; durationMs: number };
  /**
   * Open the chat dialog on the conversation with a person (their chat id), from any screen: the app
   * mounts the dialog on first use, so the chat's code loads only when someone chats.
   */
  /**
   * A person (`userID`) or a company's shared inbox (`exhibitorId`); `productId`: asked from that
   * product's page, the conversation opens with the product's card
   */
  openChat:
    | { userID: string; exhibitorId?: undefined; productId?: string }
    | { exhibitorId: string; userID?: undefined; productId?: string };
  /**
   * Call these people (one: a one-to-one call, more: a group call), from any screen (the chat's call
   * buttons): the app mounts the call overlay, which owns calls.
   */
  startCall: {
    people: { userID: string; nick: string; avatar: string }[];
    callType: 'audio' | 'video';
    /** the group conversation the call starts from (its members are the people) */
    groupID?: string;
  };
  /** Go to an in-app path (without the base path) from code that has no router at hand. */
  navigate: { to: string; replace?: boolean };
};

export type AppEventName = keyof AppEventMap;
export type AppEventHandler<E extends AppEventName> = (payload: AppEventMap[E]) => void | Promise<void>;

export type AppEvents = {
  /** Subscribes; returns the function that unsubscribes. */
  on<E extends AppEventName>(event: E, handler: AppEventHandler<E>): () => void;
  /** Calls every handler now (async ones are not awaited); returns how many there were. */
  emit<E extends AppEventName>(event: E, payload: AppEventMap[E]): number;
  /** Calls the handlers one after another, awaiting each; resolves when all are done. */
  emitAndWait<E extends AppEventName>(event: E, payload: AppEventMap[E]): Promise<void>;
  /** Drops every handler (tests). */
  clear(): void;
};

function report(event: AppEventName, error: unknown): void {
  console.error(`app event "${event}": a handler failed`, error);
}

export function createAppEvents(): AppEvents {
  const handlers = new Map<AppEventName, Set<AppEventHandler<never>>>();
  const listOf = <E extends AppEventName>(event: E): AppEventHandler<E>[] =>
    [...(handlers.get(event) ?? [])] as AppEventHandler<E>[];

  return {
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      // Wrapped so the same function subscribed twice counts twice and unsubscribes once per call.
      const entry: AppEventHandler<never> = (payload) => handler(payload);
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    emit(event, payload) {
      const list = listOf(event);
      for (const handler of list) {
        try {
          const result = handler(payload);
          if (result instanceof Promise) result.catch((error: unknown) => report(event, error));
        } catch (error) {
          report(event, error);
        }
      }
      return list.length;
    },
    async emitAndWait(event, payload) {
      for (const handler of listOf(event)) {
        try {
          await handler(payload);
        } catch (error) {
          report(event, error);
        }
      }
    },
    clear() {
      handlers.clear();
    },
  };
}

/** The app's one emitter. */
export const appEvents: AppEvents = createAppEvents();
