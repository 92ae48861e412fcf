import { SessionPaths, type UserInfo } from '@openfair/contract';
import { afterEach, beforeAll, beforeEach, type Mock, vi } from 'vitest';
import { initI18n } from '../i18n';
import { type AppEventHandler, type AppEventName, appEvents } from '../lib/app-events';
import { setRuntimeConfig } from '../lib/runtime-config';
import { sessionStore } from '../lib/session-store';
import { exhibitor, switchOff, testConfig } from './fixtures';
import { mockApi, type Reply } from './server';

/** The logged-in exhibitor administrator the session API answers with by default. */
export const adminInfo = exhibitor(true).info as UserInfo;

/** webLogon's answer for that administrator. */
export const adminLogon = {
  token: 'fresh',
  subjectType: 'ACTOR',
  userAccountId: 'a',
  loginAccount: 'admin@x',
  loginType: 'EMAIL',
} as const;

/**
 * The session calls of a working server: webLogon answers an exhibitor administrator's token
 * ("fresh"), getInfo that user, the config switch has secondInfo on; logout and the URL-token check
 * succeed. Tests override single paths with mockApi.
 */
export function sessionApi(): Record<string, Reply> {
  return {
    [SessionPaths.webLogon]: () => adminLogon,
    [SessionPaths.getInfo]: () => adminInfo,
    [SessionPaths.getConfigSwitch]: () => ({ configSwitch: { ...switchOff, secondInfo: true } }),
    [SessionPaths.logout]: () => null,
    [SessionPaths.getUserInfoByToken]: () => ({
      subjectType: 'ACTOR',
      name: 'Han Mei',
      exhibitorId: 'e-1',
      exhibitionUserRegister: true,
    }),
  };
}

/**
 * The setup of the session tests: every test starts anonymous (the visitor token of fair-1) against
 * sessionApi(), and the returned spies record the named app events.
 */
export function setUpSessionTests<E extends AppEventName>(
  ...events: E[]
): { [K in E]: Mock<AppEventHandler<K>> } {
  const spies = Object.fromEntries(events.map((event) => [event, vi.fn()])) as {
    [K in E]: Mock<AppEventHandler<K>>;
  };
  let offs: (() => void)[] = [];
  beforeAll(() => {
    initI18n('zh');
  });
  beforeEach(() => {
    mockApi(sessionApi());
    setRuntimeConfig(testConfig);
    sessionStore.reset({ token: 'visitor-token', exhibitionId: 'fair-1' });
    offs = events.map((event) => {
      spies[event].mockClear();
      return appEvents.on(event, spies[event] as AppEventHandler<E>);
    });
  });
  afterEach(() => {
    for (const off of offs) off();
  });
  return spies;
}
