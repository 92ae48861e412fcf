import {
  type ConfigSwitch,
  RegistrationPaths,
  type RuntimeConfig,
  SessionPaths,
  type UiLanguage,
  type UserInfo,
  type UserInfoByToken,
  type WebLogonResponse,
} from '@openfair/contract';
import { queryClient } from '../../api/query-client';
import { ApiError, get, post } from '../../api/request';
import { getRuntimeConfigOrNull } from '../../app/runtime-config';
import { type ChatBridge, chatBridge, runBeforeLogoutHooks } from './chat-bridge';
import { isLoggedIn, type SessionState, sessionStore } from './session-store';

export type LoginInput = { account: string; password: string; subjectType: 'VISITOR' | 'ACTOR' };
export type CodeLoginInput = { account: string; code: string; subjectType: 'VISITOR' | 'ACTOR' };
/** After a successful login: change the password first, or set one (the screen follows up). */
export type LoginNotice = 'mustChangePassword' | 'setPassword';
export type LoginResult =
  | { ok: true; to: string; notice?: LoginNotice }
  | { ok: false; message: string; code?: number | string };

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
    const data = await post<{ configSwitch?: ConfigSwitch } | ConfigSwitch | null>(
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

async function loadUserInfo(silent: boolean): Promise<UserInfo> {
  const info = await get<UserInfo>(SessionPaths.getInfo, undefined, { silent });
  if (!info?.id) throw new ApiError('server', 'NO_INFO', 'getInfo returned no user');
  sessionStore.setState(sessionFieldsFromInfo(info));
  return info;
}

function anonymousPatch(config: RuntimeConfig | null): Partial<SessionState> {
  return { token: config?.visitorToken ?? '', exhibitionId: config?.exhibitionId ?? '' };
}

/**
 * Login redirect of spec 000 §4; `false` when the session is not logged in (a login failure).
 *
 * Exhibitors: the saved path, else /company-management for administrators and /my-exhibit-list for
 * other employees. Organizers (ours): /organizer.
 *
 * Visitors, in the spec's order, with our reading of the ambiguous rules:
 * 1. a saved path (toPath) wins;
 * 2. registration not completed = the first info step is not done (completeVisitor false): the
 *    registration start, /l-register/account-mobile-info/0 for a mobile login, else the email variant;
 * 3. visitorDelay on and secondInfo not true: chat is logged out and re-initialised (no navigation);
 * 4. "the first-info or question flag" = the runtime settings flags onlayReg (registration stops after
 *    the first info) and onlayReg2 (registration stops after the questionnaire): /register/completed when
 *    the exhibition registration is complete, else /;
 * 5. "a completed registration" = the visitor register step is done: /register/questionnaire while the
 *    questionnaire is not done; the register step not done: /register/account-info/1, or /profile when
 *    the single-step registration switch is on;
 * 6. everything complete: / (home).
 */
export function loginRedirect(
  session: SessionState,
  config: RuntimeConfig | null,
  chat: Pick<ChatBridge, 'reinit'> = chatBridge,
): string | false {
  if (!isLoggedIn(session) || !session.info) return false;
  const info = session.info;
  if (session.subjectType === 'ORGANIZER') return '/organizer';
  if (session.subjectType === 'ACTOR') {
    if (session.toPath) return session.toPath;
    return info.exhibitorEmployee?.admin ? '/company-management' : '/my-exhibit-list';
  }
  if (session.toPath) return session.toPath;
  const state = info.exhibitionUserCompleteState;
  if (!state.completeVisitor) {
    return session.loginType === 'MOBILE'
      ? '/l-register/account-mobile-info/0'
      : '/l-register/account-email-info/0';
  }
  const sw = session.configSwitch;
  if (sw?.visitorDelay && sw.secondInfo !== true) void chat.reinit();
  if (config?.features.onlayReg || config?.features.onlayReg2) {
    return state.completeExhibitionRegistration ? '/register/completed' : '/';
  }
  if (state.completeVisitorRegister && !state.completeQuestionnaire) return '/register/questionnaire';
  if (!state.completeVisitorRegister)
    return sw?.singleStepRegistration ? '/profile' : '/register/account-info/1';
  return '/';
}

/** Flags of the webLogon response (issue 3); optional so that a response without them still logs in. */
export type LogonFlags = { mustChangePassword?: boolean; hasPassword?: boolean };
/** What a login answers: webLogon, registration, exhibitor binding, or a confirmed QR code (token only). */
export type LogonAnswer = Pick<WebLogonResponse, 'token' | 'subjectType'> &
  Partial<Pick<WebLogonResponse, 'loginAccount' | 'loginType'>> &
  LogonFlags;

/**
 * Stores the session of a successful logon call like a login: token → GET /getInfo → config switch →
 * the login redirect target. `notice` asks the screen to follow up: an account whose password an
 * administrator set must change it first; a visitor without a password is sent to set one.
 */
export async function establishSession(call: () => Promise<LogonAnswer>): Promise<LoginResult> {
  const config = getRuntimeConfigOrNull();
  let flags: LogonFlags = {};
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
    sessionStore.reset({ ...anonymousPatch(config), toPath });
    const message = error instanceof Error ? error.message : String(error);
    return error instanceof ApiError && error.kind === 'server'
      ? { ok: false, message, code: error.code }
      : { ok: false, message };
  }
  const session = sessionStore.getState();
  const to = loginRedirect(session, config);
  if (to === false) return { ok: false, message: '' };
  sessionStore.setState({ toPath: '' });
  if (flags.mustChangePassword) return { ok: true, to, notice: 'mustChangePassword' };
  if (flags.hasPassword === false && session.subjectType === 'VISITOR') {
    return { ok: true, to, notice: 'setPassword' };
  }
  return { ok: true, to };
}

/** POST webLogon with a password (spec 000 §4). */
export function login(input: LoginInput): Promise<LoginResult> {
  return establishSession(() =>
    post<WebLogonResponse>(
      SessionPaths.webLogon,
      { account: input.account.trim(), password: input.password, loginSubjectType: input.subjectType },
      { silent: true },
    ),
  );
}

/** POST webLogon with a verification code of scene LOGIN instead of the password (issue 3). */
export function loginWithCode(input: CodeLoginInput): Promise<LoginResult> {
  return establishSession(() =>
    post<WebLogonResponse>(
      SessionPaths.webLogon,
      { account: input.account.trim(), code: input.code.trim(), loginSubjectType: input.subjectType },
      { silent: true },
    ),
  );
}

/** Exhibitor staff not yet bound: bind with the company's exhibitor code, then logged in as ACTOR. */
export function bindExhibitorAndLogin(input: {
  account: string;
  password: string;
  exhibitorCode: string;
}): Promise<LoginResult> {
  return establishSession(() =>
    post<WebLogonResponse>(
      RegistrationPaths.bindExhibitor,
      { account: input.account.trim(), password: input.password, exhibitorCode: input.exhibitorCode.trim() },
      { silent: true },
    ),
  );
}

/**
 * Logout of spec 000 §4: the server revokes the token; stores are cleared, the token is reset to the
 * fixed visitor token, chat is logged out, session storage is cleared and the now anonymous visitor
 * gets a tourist chat identity.
 */
export async function logout(): Promise<void> {
  const config = getRuntimeConfigOrNull();
  const wasLoggedIn = isLoggedIn(sessionStore.getState());
  await runBeforeLogoutHooks();
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
  try {
    await chatBridge.logout();
  } catch {
    // chat is optional for the logout
  }
  queryClient.clear();
  try {
    window.sessionStorage.clear();
  } catch {
    // storage may be unavailable (privacy mode)
  }
  sessionStore.reset(anonymousPatch(config));
  await chatBridge.initTourist();
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

function normaliseLanguage(value: string | null): UiLanguage | null {
  if (value === 'zh' || value === 'cn' || value === 'zh-CN') return 'zh';
  if (value === 'en') return 'en';
  return null;
}

/** Applies ?lang= from the URL before i18n starts, so a shared link opens in its language. */
export function applyUrlLanguage(url: URL): void {
  const lang = normaliseLanguage(url.searchParams.get('lang'));
  if (lang) sessionStore.setState({ language: lang });
}

/**
 * URL token login (spec 000 §4): ?token=...&lang=...&subjectType=... sets login state, language and
 * subject type. The token is checked with getUserInfoByToken, the user info loaded, and the parameters
 * removed from the address bar. Returns whether the user is now logged in through it.
 */
export async function loginWithUrlToken(url: URL, replaceUrl: (href: string) => void): Promise<boolean> {
  const token = url.searchParams.get('token');
  if (!token) return false;
  const config = getRuntimeConfigOrNull();
  const lang = normaliseLanguage(url.searchParams.get('lang'));
  const subjectType = url.searchParams.get('subjectType');
  for (const key of ['token', 'lang', 'subjectType']) url.searchParams.delete(key);
  replaceUrl(`${url.pathname}${url.search}${url.hash}`);

  sessionStore.setState({
    token,
    isLogin: 0,
    ...(lang ? { language: lang } : {}),
    ...(subjectType === 'VISITOR' || subjectType === 'ACTOR' ? { subjectType } : {}),
  });
  try {
    const byToken = await post<UserInfoByToken>(SessionPaths.getUserInfoByToken, {}, { silent: true });
    sessionStore.setState({
      subjectType: byToken.subjectType,
      name: byToken.name,
      exhibitorId: byToken.exhibitorId,
    });
    await loadUserInfo(true);
    sessionStore.setState({ configSwitch: await fetchConfigSwitch() });
    return true;
  } catch {
    sessionStore.reset(anonymousPatch(config));
    return false;
  }
}
