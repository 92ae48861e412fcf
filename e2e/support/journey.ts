import type { Page } from 'playwright-core';

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

/** Opens the account's login screen and logs in; resolves once the login redirect has landed. */
export async function loginAs(page: Page, baseURL: string, who: DemoAccount): Promise<void> {
  await page.goto(`${baseURL}${who.loginPath}`);
  await submitLogin(page, who.email);
  await expectPath(page, baseURL, who.landing);
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
