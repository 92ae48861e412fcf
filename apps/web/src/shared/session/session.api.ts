import {
  type ConfigSwitch,
  type RuntimeConfig,
  SessionPaths,
  type UiLanguage,
  type UserInfo,
} from '@openfair/contract';
import { queryClient } from '../../api/query-client';
import { ApiError, get, post } from '../../api/request';
import { appEvents } from '../../lib/app-events';
import { getRuntimeConfigOrNull } from '../../lib/runtime-config';
import { isLoggedIn, type SessionState, sessionStore } from '../../lib/session-store';

/**
 * The session's life cycle on the server that the app needs from the start: refreshing the user info
 * and config switch, the language of the address, and logging out, announced as app events so later
 * areas (chat, calls, live) can follow without being called from here. Logging in loads with the
 * screens that do it: establish-session.ts (login forms, registration, QR) and url-token-login.ts.
 */

/** Session fields derived from the user info of GET /getInfo. */
export function sessionFieldsFromInfo(info: UserInfo): Partial<SessionState> {
  return {
    info,
    subjectType: info.subjectType,
    exhibitionId: info.exhibitionId,
    exhibitorId: info.exhibitorEmployee?.exhibitorId ?? '',
    visitorId: info.visitor?.id ?? '',
    name: info.visitor?.name || info.userInfo?.name || '',
    isLogin: 1,
  };
}

/** The config switch call answers `data.configSwitch` (spec 000 §7); a bare switch object is accepted too. */
export async function fetchConfigSwitch(): Promise<ConfigSwitch | null> {
  try {
    const data: { configSwitch?: ConfigSwitch } | ConfigSwitch | null = await post(
      SessionPaths.getConfigSwitch,
      {},
      { silent: true },
    );
    if (!data) return null;
    return 'configSwitch' in data && data.configSwitch ? data.configSwitch : (data as ConfigSwitch);
  } catch {
    return null;
  }
}

export async function loadUserInfo(silent: boolean): Promise<UserInfo> {
  const info = await get(SessionPaths.getInfo, undefined, { silent });
  if (!info?.id) throw new ApiError('server', 'NO_INFO', 'getInfo returned no user');
  sessionStore.setState(sessionFieldsFromInfo(info));
  return info;
}

export function anonymousPatch(config: RuntimeConfig | null): Partial<SessionState> {
  return { token: config?.visitorToken ?? '', exhibitionId: config?.exhibitionId ?? '' };
}

/**
 * Logout of spec 000 §4: the server revokes the token; stores are cleared, the token is reset to the
 * fixed visitor token and session storage is cleared. Other areas act through the app events:
 * `beforeLogout` (awaited, still logged in) and `loggedOut` (chat logs out and gives the now anonymous
 * visitor a tourist identity).
 */
export async function logout(): Promise<void> {
  const config = getRuntimeConfigOrNull();
  const before = sessionStore.getState();
  const wasLoggedIn = isLoggedIn(before);
  await appEvents.emitAndWait('beforeLogout', { subjectType: wasLoggedIn ? before.subjectType : '' });
  if (wasLoggedIn) {
    // The session ends here; the call below only revokes the token. Ending it first also keeps an
    // already expired token from opening the login-expired dialog (silent calls of a logged-in session do).
    sessionStore.setState({ isLogin: 0 });
    try {
      await post(SessionPaths.logout, {}, { silent: true });
    } catch {
      // An expired or revoked token cannot be revoked again; the local logout still happens.
    }
  }
  queryClient.clear();
  try {
    window.sessionStorage.clear();
  } catch {
    // storage may be unavailable (privacy mode)
  }
  sessionStore.reset(anonymousPatch(config));
  appEvents.emit('loggedOut', { wasLoggedIn });
}

/** Refreshes the user info of a persisted session (a revoked token shows the login-expired dialog). */
export async function refreshUserInfo(): Promise<void> {
  if (!isLoggedIn(sessionStore.getState())) return;
  try {
    await loadUserInfo(false);
    sessionStore.setState({ configSwitch: await fetchConfigSwitch() });
  } catch {
    // The wrapper already showed the error (or the expiry dialog).
  }
}

export function normaliseLanguage(value: string | null): UiLanguage | null {
  if (value === 'zh' || value === 'cn' || value === 'zh-CN') return 'zh';
  if (value === 'en') return 'en';
  return null;
}

/** Applies ?lang= from the URL before i18n starts, so a shared link opens in its language. */
export function applyUrlLanguage(url: URL): void {
  const lang = normaliseLanguage(url.searchParams.get('lang'));
  if (lang) sessionStore.setState({ language: lang });
}
