import {
  RegistrationPaths,
  RegistrationStep,
  type RuntimeConfig,
  SessionPaths,
  type UserInfo,
} from '@openfair/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindUiBridge } from '../../api/ui-bridge';
import { setRuntimeConfig } from '../../app/runtime-config';
import { initI18n } from '../../i18n';
import { exhibitor, organizer, stepStates, switchOff, testConfig, visitor } from '../../test/fixtures';
import { bindChatBridge, chatBridge } from './chat-bridge';
import {
  bindExhibitorAndLogin,
  login,
  loginRedirect,
  loginWithCode,
  loginWithUrlToken,
  logout,
} from './session.api';
import {
  computeRegistrationStep,
  initialSessionState,
  isLoggedIn,
  SESSION_STORAGE_KEY,
  sessionStore,
  setLanguage,
} from './session-store';

beforeAll(() => {
  initI18n('zh');
});

describe('session store (spec 000 §3, §4)', () => {
  beforeEach(() => sessionStore.reset());

  it('holds every session field of spec 000 §3', () => {
    expect(Object.keys(initialSessionState()).sort()).toEqual(
      [
        'token',
        'info',
        'subjectType',
        'exhibitionId',
        'exhibitorId',
        'visitorId',
        'name',
        'language',
        'isLogin',
        'fromUrl',
        'invitationSource',
        'advertisingSharing',
        'loginAccount',
        'loginType',
        'configSwitch',
        'inviteType',
        'toPath',
      ].sort(),
    );
    expect(initialSessionState().language).toBe('zh');
    expect(Object.keys(initialSessionState().invitationSource).sort()).toEqual(
      ['email', 'exhibitorEmployeeUserAccountId', 'exhibitorId'].sort(),
    );
  });

  it('persists to localStorage and survives a reload', () => {
    sessionStore.setState({ token: 't1', toPath: '/chat', language: 'en' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
      token: 't1',
      toPath: '/chat',
    });
    sessionStore.setState({ token: 'changed-in-memory-only' });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...sessionStore.getState(), token: 't2' }));
    sessionStore.reload();
    expect(sessionStore.getState()).toMatchObject({ token: 't2', toPath: '/chat', language: 'en' });
  });

  it('survives a corrupt stored entry', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    sessionStore.reload();
    expect(sessionStore.getState()).toEqual(initialSessionState());
  });

  it('notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.setState({ name: 'x' });
    unsubscribe();
    sessionStore.setState({ name: 'y' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is logged in only with token, subject type, isLogin 1 and an info id', () => {
    const v = visitor();
    expect(isLoggedIn(v)).toBe(true);
    expect(isLoggedIn({ ...v, token: '' })).toBe(false);
    expect(isLoggedIn({ ...v, subjectType: '' })).toBe(false);
    expect(isLoggedIn({ ...v, isLogin: 0 })).toBe(false);
    expect(isLoggedIn({ ...v, info: { ...v.info!, id: '' } })).toBe(false);
    expect(isLoggedIn({ ...v, info: null })).toBe(false);
  });

  it('computes the registration step from the completeness flags', () => {
    expect(computeRegistrationStep(null)).toBe(RegistrationStep.Start);
    expect(computeRegistrationStep(stepStates[2])).toBe(RegistrationStep.FirstInfoPending);
    expect(computeRegistrationStep(stepStates[3])).toBe(RegistrationStep.RegisterPending);
    expect(computeRegistrationStep(stepStates[4])).toBe(RegistrationStep.QuestionnairePending);
    expect(computeRegistrationStep(stepStates[5])).toBe(RegistrationStep.Complete);
  });

  it('setLanguage persists and reloads; the language survives a reset', () => {
    const reload = vi.fn();
    setLanguage('en', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).language).toBe('en');
    setLanguage('en', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    sessionStore.reset();
    expect(sessionStore.getState().language).toBe('en');
  });
});

describe('loginRedirect (spec 000 §4)', () => {
  const config = testConfig;
  const flags = (patch: Partial<RuntimeConfig['features']>): RuntimeConfig => ({
    ...config,
    features: { ...config.features, ...patch },
  });
  const chat = { reinit: vi.fn() };
  beforeEach(() => chat.reinit.mockClear());

  it('returns false when not logged in (a login failure)', () => {
    expect(loginRedirect(initialSessionState(), config, chat)).toBe(false);
  });

  it.each([
    ['administrator without saved path', exhibitor(true), '/company-management'],
    ['employee without saved path', exhibitor(false), '/my-exhibit-list'],
    ['administrator with saved path', exhibitor(true, { toPath: '/chat' }), '/chat'],
    ['employee with saved path', exhibitor(false, { toPath: '/hotspot' }), '/hotspot'],
    ['organizer', organizer(), '/organizer'],
  ])('exhibitors and organizers: %s', (_name, session, expected) => {
    expect(loginRedirect(session, config, chat)).toBe(expected);
  });

  it.each([
    [
      'a saved path wins, even over an incomplete registration',
      visitor(stepStates[2], '', { toPath: '/news/1' }),
      config,
      '/news/1',
    ],
    [
      'registration not completed, email login',
      visitor(stepStates[2], ''),
      config,
      '/l-register/account-email-info/0',
    ],
    [
      'registration not completed, mobile login',
      visitor(stepStates[2], '', { loginType: 'MOBILE' }),
      config,
      '/l-register/account-mobile-info/0',
    ],
    [
      'first-info flag, registration complete',
      visitor(stepStates[5]),
      flags({ onlayReg: true }),
      '/register/completed',
    ],
    ['question flag, registration not complete', visitor(stepStates[4]), flags({ onlayReg2: true }), '/'],
    ['register done, questionnaire pending', visitor(stepStates[4]), config, '/register/questionnaire'],
    ['register not done', visitor(stepStates[3]), config, '/register/account-info/1'],
    [
      'register not done, single-step registration',
      visitor(stepStates[3], 'Li', { configSwitch: { ...switchOff, singleStepRegistration: true } }),
      config,
      '/profile',
    ],
    ['everything complete', visitor(stepStates[5]), config, '/'],
  ])('visitors: %s', (_name, session, cfg, expected) => {
    expect(loginRedirect(session, cfg, chat)).toBe(expected);
  });

  it('re-initialises chat when visitorDelay is on and secondInfo is not true', () => {
    const delayed = { ...switchOff, visitorDelay: true };
    loginRedirect(visitor(stepStates[5], 'Li', { configSwitch: delayed }), config, chat);
    expect(chat.reinit).toHaveBeenCalledTimes(1);
    loginRedirect(
      visitor(stepStates[5], 'Li', { configSwitch: { ...delayed, secondInfo: true } }),
      config,
      chat,
    );
    loginRedirect(visitor(stepStates[5], 'Li', { configSwitch: switchOff }), config, chat);
    expect(chat.reinit).toHaveBeenCalledTimes(1);
  });
});

describe('login, logout and URL-token login against a mocked server', () => {
  type Call = { path: string; body: Record<string, unknown>; auth: string | undefined };
  let calls: Call[] = [];
  let routes: Record<string, () => unknown>;
  const adminInfo = exhibitor(true).info as UserInfo;
  const ui = { notifyError: vi.fn(), messageError: vi.fn(), confirmLoginExpired: vi.fn() };
  let unbind: () => void;

  beforeEach(() => {
    calls = [];
    routes = {
      [SessionPaths.webLogon]: () => ({
        code: 1000,
        msg: '',
        data: {
          token: 'fresh',
          subjectType: 'ACTOR',
          userAccountId: 'a',
          loginAccount: 'admin@x',
          loginType: 'EMAIL',
        },
      }),
      [SessionPaths.getInfo]: () => ({ code: 1000, msg: '', data: adminInfo }),
      [SessionPaths.getConfigSwitch]: () => ({
        code: 1000,
        msg: '',
        data: { configSwitch: { ...switchOff, secondInfo: true } },
      }),
      [SessionPaths.logout]: () => ({ code: 1000, msg: '', data: null }),
      [SessionPaths.getUserInfoByToken]: () => ({
        code: 1000,
        msg: '',
        data: { subjectType: 'ACTOR', name: 'Han Mei', exhibitorId: 'e-1', exhibitionUserRegister: true },
      }),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) => {
        const url = new URL(input, 'http://localhost');
        const headers = init.headers as Record<string, string>;
        calls.push({
          path: url.pathname,
          body: init.body ? JSON.parse(String(init.body)) : {},
          auth: headers.Authorization,
        });
        const handler = routes[url.pathname];
        const body = handler ? handler() : { code: 1005, msg: 'not found', data: null };
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    setRuntimeConfig(testConfig);
    sessionStore.reset({ token: 'visitor-token', exhibitionId: 'fair-1' });
    for (const fn of Object.values(ui)) fn.mockClear();
    unbind = bindUiBridge(ui);
  });
  afterEach(() => {
    unbind();
    vi.unstubAllGlobals();
  });

  it('logs in: webLogon, then getInfo with the new token, then the config switch; lands per §4', async () => {
    sessionStore.setState({ toPath: '' });
    const result = await login({ account: ' admin@x ', password: 'Expo2026', subjectType: 'ACTOR' });
    expect(result).toEqual({ ok: true, to: '/company-management' });
    expect(calls.map((c) => c.path)).toEqual([
      SessionPaths.webLogon,
      SessionPaths.getInfo,
      SessionPaths.getConfigSwitch,
    ]);
    expect(calls[0]!.body).toMatchObject({
      account: 'admin@x',
      password: 'Expo2026',
      loginSubjectType: 'ACTOR',
    });
    expect(calls[1]!.auth).toBe('fresh');
    const s = sessionStore.getState();
    expect(isLoggedIn(s)).toBe(true);
    expect(s).toMatchObject({
      token: 'fresh',
      subjectType: 'ACTOR',
      exhibitorId: 'e-1',
      loginAccount: 'admin@x',
      loginType: 'EMAIL',
      configSwitch: { secondInfo: true },
    });
  });

  it('consumes the saved path on login', async () => {
    sessionStore.setState({ toPath: '/chat?c=1' });
    expect(await login({ account: 'admin@x', password: 'p', subjectType: 'ACTOR' })).toEqual({
      ok: true,
      to: '/chat?c=1',
    });
    expect(sessionStore.getState().toPath).toBe('');
  });

  it('a failed login returns the server message, keeps the session anonymous and shows no toast', async () => {
    routes[SessionPaths.webLogon] = () => ({ code: 1006, msg: '账号或密码错误', data: null });
    sessionStore.setState({ toPath: '/chat' });
    expect(await login({ account: 'a@b.cn', password: 'bad', subjectType: 'VISITOR' })).toEqual({
      ok: false,
      message: '账号或密码错误',
      code: 1006,
    });
    expect(isLoggedIn(sessionStore.getState())).toBe(false);
    expect(sessionStore.getState()).toMatchObject({ token: 'visitor-token', toPath: '/chat' });
    expect(ui.notifyError).not.toHaveBeenCalled();
  });

  it('code login sends the code instead of a password and logs in the same way', async () => {
    sessionStore.setState({ toPath: '' });
    const result = await loginWithCode({ account: ' admin@x ', code: ' 123456 ', subjectType: 'ACTOR' });
    expect(result).toEqual({ ok: true, to: '/company-management' });
    expect(calls[0]!.path).toBe(SessionPaths.webLogon);
    expect(calls[0]!.body).toMatchObject({ account: 'admin@x', code: '123456', loginSubjectType: 'ACTOR' });
    expect(calls[0]!.body).not.toHaveProperty('password');
    expect(isLoggedIn(sessionStore.getState())).toBe(true);
  });

  it('asks for a password change when the administrator set the password', async () => {
    const base = routes[SessionPaths.webLogon]!() as { data: Record<string, unknown> };
    routes[SessionPaths.webLogon] = () => ({ ...base, data: { ...base.data, mustChangePassword: true } });
    sessionStore.setState({ toPath: '' });
    expect(await login({ account: 'admin@x', password: 'p', subjectType: 'ACTOR' })).toEqual({
      ok: true,
      to: '/company-management',
      notice: 'mustChangePassword',
    });
  });

  it('sends a visitor without a password to set one; an exhibitor is not sent', async () => {
    const base = routes[SessionPaths.webLogon]!() as { data: Record<string, unknown> };
    routes[SessionPaths.webLogon] = () => ({
      ...base,
      data: { ...base.data, subjectType: 'VISITOR', hasPassword: false },
    });
    routes[SessionPaths.getInfo] = () => ({ code: 1000, msg: '', data: visitor(stepStates[5]).info });
    sessionStore.setState({ toPath: '' });
    expect(await login({ account: 'v@x.cn', password: 'p', subjectType: 'VISITOR' })).toEqual({
      ok: true,
      to: '/',
      notice: 'setPassword',
    });
    routes[SessionPaths.webLogon] = () => ({ ...base, data: { ...base.data, hasPassword: false } });
    routes[SessionPaths.getInfo] = () => ({ code: 1000, msg: '', data: adminInfo });
    expect(await login({ account: 'admin@x', password: 'p', subjectType: 'ACTOR' })).toEqual({
      ok: true,
      to: '/company-management',
    });
  });

  it('binds an exhibitor account with its code and logs in as exhibitor', async () => {
    routes[RegistrationPaths.bindExhibitor] = routes[SessionPaths.webLogon]!;
    sessionStore.setState({ toPath: '' });
    const result = await bindExhibitorAndLogin({
      account: 'staff@x',
      password: 'Expo2026',
      exhibitorCode: ' EX-42 ',
    });
    expect(result).toEqual({ ok: true, to: '/company-management' });
    expect(calls[0]).toMatchObject({
      path: RegistrationPaths.bindExhibitor,
      body: { account: 'staff@x', password: 'Expo2026', exhibitorCode: 'EX-42' },
    });
  });

  it('a not-bound exhibitor login fails with code 1016 so the screen can offer binding', async () => {
    routes[SessionPaths.webLogon] = () => ({ code: 1016, msg: 'not bound', data: null });
    expect(await login({ account: 'staff@x', password: 'p', subjectType: 'ACTOR' })).toEqual({
      ok: false,
      message: 'not bound',
      code: 1016,
    });
  });

  it('logs out: server logout, stores cleared, visitor token, chat hooks, sessionStorage cleared', async () => {
    await login({ account: 'admin@x', password: 'p', subjectType: 'ACTOR' });
    sessionStorage.setItem('something', '1');
    const chatLogout = vi.fn();
    const initTourist = vi.fn();
    const previous = { ...chatBridge };
    bindChatBridge({ logout: chatLogout, initTourist });
    await logout();
    bindChatBridge(previous);
    expect(calls.at(-1)).toMatchObject({ path: SessionPaths.logout, auth: 'fresh' });
    expect(sessionStore.getState()).toMatchObject({
      token: 'visitor-token',
      subjectType: '',
      isLogin: 0,
      info: null,
      configSwitch: null,
      exhibitionId: 'fair-1',
    });
    expect(sessionStorage.length).toBe(0);
    expect(chatLogout).toHaveBeenCalledTimes(1);
    expect(initTourist).toHaveBeenCalledTimes(1);
  });

  it('logout still completes when the token already expired, without a second dialog', async () => {
    await login({ account: 'admin@x', password: 'p', subjectType: 'ACTOR' });
    routes[SessionPaths.logout] = () => ({ code: 1003, msg: 'expired', data: null });
    await logout();
    expect(isLoggedIn(sessionStore.getState())).toBe(false);
    expect(ui.confirmLoginExpired).not.toHaveBeenCalled();
  });

  it('URL-token login sets login state, language and subject type, and cleans the address', async () => {
    const replace = vi.fn();
    const url = new URL('http://localhost/company-info?token=url-tok&lang=en&subjectType=ACTOR&x=1');
    expect(await loginWithUrlToken(url, replace)).toBe(true);
    expect(replace).toHaveBeenCalledWith('/company-info?x=1');
    expect(calls.map((c) => c.path)).toEqual([
      SessionPaths.getUserInfoByToken,
      SessionPaths.getInfo,
      SessionPaths.getConfigSwitch,
    ]);
    expect(calls[0]!.auth).toBe('url-tok');
    expect(calls[0]!.body).toMatchObject({ subjectType: 'ACTOR', languageType: 'en' });
    const s = sessionStore.getState();
    expect(isLoggedIn(s)).toBe(true);
    expect(s).toMatchObject({ token: 'url-tok', language: 'en', subjectType: 'ACTOR' });
  });

  it('a bad URL token leaves an anonymous session', async () => {
    routes[SessionPaths.getUserInfoByToken] = () => ({ code: 1003, msg: 'expired', data: null });
    expect(await loginWithUrlToken(new URL('http://localhost/?token=bad'), vi.fn())).toBe(false);
    expect(sessionStore.getState()).toMatchObject({ token: 'visitor-token', isLogin: 0 });
    expect(ui.confirmLoginExpired).not.toHaveBeenCalled();
  });

  it('without a token in the URL nothing happens', async () => {
    expect(await loginWithUrlToken(new URL('http://localhost/?lang=en'), vi.fn())).toBe(false);
    expect(calls).toEqual([]);
  });
});
