import {
  type CompleteState,
  type ConfigSwitch,
  DEFAULT_LANGUAGE,
  RENDER_HINT_COOKIES,
  RegistrationStep,
  type SessionSubjectType,
  type UiLanguage,
  type UserInfo,
} from '@openfair/contract';
import { useSyncExternalStore } from 'react';
import { appEvents } from './app-events';
import { getBasePath } from './runtime-config';

export const SESSION_STORAGE_KEY = 'openfair.session';

/** Session data held between page loads: every field of spec 000 §3. */
export type SessionState = {
  token: string;
  info: UserInfo | null;
  subjectType: SessionSubjectType;
  exhibitionId: string;
  exhibitorId: string;
  visitorId: string;
  name: string;
  language: UiLanguage;
  /** 1 when logged in (spec 000 §4 logged-in definition), 0 otherwise. */
  isLogin: 0 | 1;
  fromUrl: string;
  invitationSource: { exhibitorId: string; exhibitorEmployeeUserAccountId: string; email: string };
  advertisingSharing: string;
  loginAccount: string;
  loginType: '' | 'EMAIL' | 'MOBILE';
  configSwitch: ConfigSwitch | null;
  inviteType: string;
  /** Target saved before login (route guard), consumed by the login redirect. */
  toPath: string;
};

export function initialSessionState(language: UiLanguage = DEFAULT_LANGUAGE): SessionState {
  return {
    token: '',
    info: null,
    subjectType: '',
    exhibitionId: '',
    exhibitorId: '',
    visitorId: '',
    name: '',
    language,
    isLogin: 0,
    fromUrl: '',
    invitationSource: { exhibitorId: '', exhibitorEmployeeUserAccountId: '', email: '' },
    advertisingSharing: '',
    loginAccount: '',
    loginType: '',
    configSwitch: null,
    inviteType: '',
    toPath: '',
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readPersisted(): SessionState {
  const base = initialSessionState();
  const raw = storage()?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return base;
  try {
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    const merged = { ...base, ...parsed };
    if (merged.language !== 'zh' && merged.language !== 'en') merged.language = DEFAULT_LANGUAGE;
    return merged;
  } catch {
    // A corrupt entry must not break the app: start over.
    return base;
  }
}

type Listener = () => void;
let state: SessionState = readPersisted();
const listeners = new Set<Listener>();

/**
 * The server renders a guest's first view in the language of the page request: these cookies tell it
 * the language chosen here, and that someone is signed in (their pages are left to the browser). They
 * hold no credential; the token stays in localStorage.
 */
let hintsWritten = '';
function writeRenderHints(next: SessionState): void {
  if (typeof document === 'undefined') return;
  const signedIn = isLoggedIn(next) ? '1' : '0';
  const hints = `${next.language}|${signedIn}`;
  if (hints === hintsWritten) return;
  hintsWritten = hints;
  const scope = `; path=${getBasePath() || '/'}; max-age=31536000; samesite=lax`;
  document.cookie = `${RENDER_HINT_COOKIES.language}=${next.language}${scope}`;
  document.cookie = `${RENDER_HINT_COOKIES.signedIn}=${signedIn}${scope}`;
}

function commit(next: SessionState): void {
  state = next;
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  writeRenderHints(next);
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getState: (): SessionState => state,
  setState(patch: Partial<SessionState> | ((prev: SessionState) => Partial<SessionState>)): void {
    const partial = typeof patch === 'function' ? patch(state) : patch;
    commit({ ...state, ...partial });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Clears the session; the language survives (it is a preference, not session data of a user). */
  reset(patch: Partial<SessionState> = {}): void {
    commit({ ...initialSessionState(state.language), ...patch });
  },
  /** Re-reads localStorage (another tab changed it, or a test seeded it). */
  reload(): void {
    state = readPersisted();
    for (const listener of listeners) listener();
  },
};

if (typeof window !== 'undefined') {
  // Keep tabs consistent: a logout or login in one tab applies to the others.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) sessionStore.reload();
  });
}

writeRenderHints(state);

export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  const snapshot = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  return selector ? selector(snapshot) : snapshot;
}

/** Logged-in definition of spec 000 §4: token, subject type, login flag 1 and an info id. */
export function isLoggedIn(s: SessionState): boolean {
  return Boolean(s.token) && s.subjectType !== '' && s.isLogin === 1 && Boolean(s.info?.id);
}

/** Visitor registration progress of spec 000 §4 from the completeness flags. */
export function computeRegistrationStep(completeState: CompleteState | null | undefined): RegistrationStep {
  if (!completeState) return RegistrationStep.Start;
  if (completeState.completeExhibitionRegistration) return RegistrationStep.Complete;
  if (!completeState.completeVisitor) return RegistrationStep.FirstInfoPending;
  if (!completeState.completeVisitorRegister) return RegistrationStep.RegisterPending;
  if (!completeState.completeQuestionnaire) return RegistrationStep.QuestionnairePending;
  return RegistrationStep.Complete;
}

export function getLanguage(): UiLanguage {
  return state.language;
}

/** Switching language persists it, tells the app (languageChanged) and reloads the page (spec 000 §1). */
export function setLanguage(lang: UiLanguage, reload: () => void = () => window.location.reload()): void {
  if (lang === state.language) return;
  sessionStore.setState({ language: lang });
  appEvents.emit('languageChanged', { language: lang });
  reload();
}
