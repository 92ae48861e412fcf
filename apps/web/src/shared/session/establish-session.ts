import type { WebLogonResponse } from '@openfair/contract';
import { ApiError } from '../../api/request';
import { appEvents } from '../../lib/app-events';
import { loginRedirect, restartsChatOnLogin } from '../../lib/landing-paths';
import { beginLoginTransition, endLoginTransition } from '../../lib/login-transition';
import { getRuntimeConfigOrNull } from '../../lib/runtime-config';
import { isLoggedIn, type SessionState, sessionStore } from '../../lib/session-store';
import { anonymousPatch, fetchConfigSwitch, loadUserInfo } from './session.api';

/**
 * A login from any logon answer: password, code, QR, registration or staff binding. Kept apart from
 * session.api.ts, which the app needs at start, so the login code loads with the screens that log in.
 */

/** After a successful login: change the password first, or set one (the screen follows up). */
export type LoginNotice = 'mustChangePassword' | 'setPassword';
export type LoginResult =
  | { ok: true; to: string; notice?: LoginNotice }
  | { ok: false; message: string; code?: number | string };
export type LoginSuccess = Extract<LoginResult, { ok: true }>;
export type LoginFailure = Extract<LoginResult, { ok: false }>;

/** Flags of the webLogon response; optional so that a response without them still logs in. */
export type LogonFlags = { mustChangePassword?: boolean; hasPassword?: boolean };
/** What a login answers: webLogon, registration, exhibitor binding, or a confirmed QR code (token only). */
export type LogonAnswer = Pick<WebLogonResponse, 'token' | 'subjectType'> &
  Partial<Pick<WebLogonResponse, 'loginAccount' | 'loginType'>> &
  LogonFlags;

/** Tells the app a login finished (the loggedIn event). */
export function announceLogin(session: SessionState): void {
  if (!isLoggedIn(session) || session.subjectType === '') return;
  appEvents.emit('loggedIn', {
    subjectType: session.subjectType,
    restartChat: restartsChatOnLogin(session),
  });
}

/**
 * Stores the session of a successful logon call like a login: token → GET /getInfo → config switch →
 * the login redirect target. `notice` asks the screen to follow up: an account whose password an
 * administrator set must change it first; a visitor without a password is sent to set one.
 */
export async function establishSession(call: () => Promise<LogonAnswer>): Promise<LoginResult> {
  const config = getRuntimeConfigOrNull();
  let flags: LogonFlags = {};
  beginLoginTransition();
  try {
    const logon = await call();
    flags = { mustChangePassword: logon.mustChangePassword, hasPassword: logon.hasPassword };
    sessionStore.setState({
      token: logon.token,
      subjectType: logon.subjectType,
      loginAccount: logon.loginAccount ?? '',
      loginType: logon.loginType ?? '',
      isLogin: 0,
    });
    await loadUserInfo(true);
    sessionStore.setState({ configSwitch: await fetchConfigSwitch() });
  } catch (error) {
    // Keep the saved target for the next attempt, drop everything else of the half-done login.
    const { toPath } = sessionStore.getState();
    endLoginTransition();
    sessionStore.reset({ ...anonymousPatch(config), toPath });
    const message = error instanceof Error ? error.message : String(error);
    return error instanceof ApiError && error.kind === 'server'
      ? { ok: false, message, code: error.code }
      : { ok: false, message };
  }
  const session = sessionStore.getState();
  const to = loginRedirect(session, config);
  if (to === false) {
    endLoginTransition();
    return { ok: false, message: '' };
  }
  announceLogin(session);
  sessionStore.setState({ toPath: '' });
  if (flags.mustChangePassword) return { ok: true, to, notice: 'mustChangePassword' };
  if (flags.hasPassword === false && session.subjectType === 'VISITOR') {
    return { ok: true, to, notice: 'setPassword' };
  }
  return { ok: true, to };
}
