import { isLoggedIn, type SessionState, useSession } from '../../lib/session-store';
import type { MenuSession } from './menus';

/** What the menus need, from the session store (spec 000 §4 logged-in definition). */
export function menuSessionOf(state: SessionState): MenuSession {
  const loggedIn = isLoggedIn(state);
  return {
    loggedIn,
    // A stale subject type without a valid login is anonymous for menus.
    subjectType: loggedIn ? state.subjectType : '',
    admin: loggedIn && state.info?.exhibitorEmployee?.admin === true,
    organizerRole: loggedIn ? state.info?.organizerRole : undefined,
  };
}

/** Header shows the user name, or the login account when no name is set yet (spec 000 §2). */
export function displayNameOf(state: SessionState): string {
  return state.info?.userInfo.name || state.name || state.loginAccount;
}

export function useLayoutSession() {
  const state = useSession();
  const menuSession = menuSessionOf(state);
  return { state, menuSession, loggedIn: menuSession.loggedIn, displayName: displayNameOf(state) };
}
