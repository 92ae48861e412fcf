import {
  type ConfigSwitch,
  RENDER_HINT_COOKIES,
  ResponseCode,
  SessionPaths,
  type UserInfo,
  type WebLogonResponse,
} from '@openfair/contract';
import type { Page } from 'playwright-core';
import { getApi, postApi } from './api';

/** Password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Expo2026';

export type DemoAccount = {
  email: string;
  /** The login screen the account uses (spec 000 §2: visitors on /login/person, exhibitors on /login/actor). */
  loginPath: '/login/person' | '/login/actor';
  /** Where the login redirect of spec 000 §4 lands without a saved path. */
  landing: string;
};

export const ACCOUNTS = {
  visitor: { email: 'visitor@openfair.test', loginPath: '/login/person', landing: '/' },
  newVisitor: {
    email: 'newvisitor@openfair.test',
    loginPath: '/login/person',
    landing: '/l-register/account-email-info/0',
  },
  admin: {
    email: 'admin@exhibitor.openfair.test',
    loginPath: '/login/actor',
    landing: '/company-management',
  },
  staff: { email: 'staff@exhibitor.openfair.test', loginPath: '/login/actor', landing: '/my-exhibit-list' },
  // The organizer is ours (not in the spec's roles): it signs in on the staff-side login screen.
  organizer: { email: 'organizer@openfair.test', loginPath: '/login/actor', landing: '/organizer' },
} as const satisfies Record<string, DemoAccount>;

export const SESSION_KEY = 'openfair.session';

/** Path (with search) of the page's current URL relative to `baseURL`. */
export function pathOf(page: Page, baseURL: string): string {
  const url = new URL(page.url());
  const base = new URL(baseURL).pathname.replace(/\/$/, '');
  const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
  return `${path}${url.search}`;
}

/**
 * Waits until the page's path (without search) is `path`. Plain polling rather than vitest's expect.poll,
 * so the screenshot script can use it outside the test runner.
 */
export async function expectPath(page: Page, baseURL: string, path: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let current = pathOf(page, baseURL).split('?')[0];
  while (current !== path) {
    if (Date.now() > deadline) throw new Error(`expected the path ${path}, still on ${current}`);
    await new Promise((r) => setTimeout(r, 100));
    current = pathOf(page, baseURL).split('?')[0];
  }
}

/**
 * Fills the login form that is on screen (email or mobile + password) and submits it with Enter, which
 * works in every language and at every width (the submit button's text differs).
 */
export async function submitLogin(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  const form = page.locator('form');
  await form.locator('input#account').fill(account);
  await form.locator('input#password').fill(password);
  await form.locator('input#password').press('Enter');
}

/**
 * Opens the account's login screen and logs in through the form; resolves once the login redirect has
 * landed. For the journeys whose subject is logging in; the others start signed in (signIn).
 */
export async function loginAs(page: Page, baseURL: string, who: DemoAccount): Promise<void> {
  await page.goto(`${baseURL}${who.loginPath}`);
  await submitLogin(page, who.email);
  await expectPath(page, baseURL, who.landing);
}

/**
 * Starts the page signed in as `who`, as someone who logged in before and comes back: the account logs
 * in through the API, its session is stored in the browser the way the web client stores it (token,
 * user info, config switch), and the page opens `at`, or the account's landing (and waits to be there).
 * Each call is a login of its own (a logout in one journey ends no other's session).
 */
export async function signIn(
  page: Page,
  baseURL: string,
  who: DemoAccount,
  opts: { at?: string } = {},
): Promise<void> {
  const session = await apiSession(baseURL, who);
  const context = page.context();
  const { origin } = new URL(baseURL);
  // Set once per login, not on every page load: a logout in the journey must stay a logout.
  await context.addInitScript(
    ({ key, marker, value, origin }) => {
      if (window.location.origin !== origin || window.localStorage.getItem(marker)) return;
      let current: Record<string, unknown> = {};
      try {
        current = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      } catch {
        // a corrupt entry: start over, as the client would
      }
      window.localStorage.setItem(key, JSON.stringify({ ...current, ...value }));
      window.localStorage.setItem(marker, '1');
    },
    { key: SESSION_KEY, marker: `openfair.e2e.signed-in.${session.token}`, value: session, origin },
  );
  // The hint the client writes for the server: someone is signed in, their pages are not server-rendered.
  await context.addCookies([
    { name: RENDER_HINT_COOKIES.signedIn, value: '1', domain: new URL(baseURL).hostname, path: '/' },
  ]);
  await page.goto(`${baseURL}${opts.at ?? who.landing}`);
  if (opts.at === undefined) await expectPath(page, baseURL, who.landing);
}

/** The login screen's subject type: /login/person logs visitors in, /login/actor exhibitor staff (and organizers). */
const loginSubjectType = (who: DemoAccount) => (who.loginPath === '/login/actor' ? 'ACTOR' : 'VISITOR');

/** What the web client stores after a login (establish-session.ts): logon, then user info and config switch. */
async function apiSession(baseURL: string, who: DemoAccount): Promise<Record<string, unknown>> {
  const logon = await postApi<WebLogonResponse>(baseURL, SessionPaths.webLogon, {
    body: { account: who.email, password: DEMO_PASSWORD, loginSubjectType: loginSubjectType(who) },
  });
  if (logon.code !== ResponseCode.Success) throw new Error(`login of ${who.email} failed: ${logon.msg}`);
  const { token, subjectType, loginAccount, loginType } = logon.data;
  const as = { token, subjectType };
  const info = await getApi<UserInfo>(baseURL, SessionPaths.getInfo, as);
  if (info.code !== ResponseCode.Success) throw new Error(`getInfo of ${who.email} failed: ${info.msg}`);
  const configSwitch = await postApi<{ configSwitch?: ConfigSwitch }>(
    baseURL,
    SessionPaths.getConfigSwitch,
    as,
  );
  const user = info.data;
  return {
    token,
    subjectType: user.subjectType,
    loginAccount,
    loginType,
    info: user,
    exhibitionId: user.exhibitionId,
    exhibitorId: user.exhibitorEmployee?.exhibitorId ?? '',
    visitorId: user.visitor?.id ?? '',
    name: user.visitor?.name || user.userInfo?.name || '',
    isLogin: 1,
    configSwitch: configSwitch.data?.configSwitch ?? null,
  };
}

export type StoredSession = {
  token?: string;
  isLogin?: number;
  subjectType?: string;
  language?: string;
  toPath?: string;
  info?: { id?: string } | null;
};

/** The persisted session store of the client (localStorage 'openfair.session'). */
export async function readSession(page: Page): Promise<StoredSession> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'), SESSION_KEY);
}

/** The logged-in definition of spec 000 §4, read from the persisted session. */
export function isLoggedIn(s: StoredSession): boolean {
  return Boolean(s.token) && Boolean(s.subjectType) && s.isLogin === 1 && Boolean(s.info?.id);
}
