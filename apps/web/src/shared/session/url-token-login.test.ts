import { SessionPaths } from '@openfair/contract';
import { describe, expect, it, vi } from 'vitest';
import { appEvents } from '../../lib/app-events';
import { isLoggedIn, sessionStore } from '../../lib/session-store';
import { bodiesOf, failure, mockApi, requests } from '../../test/server';
import { setUpSessionTests } from '../../test/session-api';
import { loginWithUrlToken } from './url-token-login';

const { loginExpired } = setUpSessionTests('loginExpired');

describe('URL-token login (spec 000 §4)', () => {
  it('sets login state, language and subject type, and cleans the address', async () => {
    const loggedIn = vi.fn();
    const off = appEvents.on('loggedIn', loggedIn);
    const replace = vi.fn();
    const url = new URL('http://localhost/company-info?token=url-tok&lang=en&subjectType=ACTOR&x=1');
    expect(await loginWithUrlToken(url, replace)).toBe(true);
    off();
    expect(replace).toHaveBeenCalledWith('/company-info?x=1');
    expect(requests().map((r) => r.path)).toEqual([
      SessionPaths.getUserInfoByToken,
      SessionPaths.getInfo,
      SessionPaths.getConfigSwitch,
    ]);
    expect(requests()[0]!.headers.get('Authorization')).toBe('url-tok');
    expect(requests()[0]!.sent).toMatchObject({ subjectType: 'ACTOR', languageType: 'en' });
    expect(bodiesOf(SessionPaths.getUserInfoByToken)).toEqual([{}]);
    const s = sessionStore.getState();
    expect(isLoggedIn(s)).toBe(true);
    expect(s).toMatchObject({ token: 'url-tok', language: 'en', subjectType: 'ACTOR' });
    expect(loggedIn).toHaveBeenCalledWith({ subjectType: 'ACTOR', restartChat: false });
    sessionStore.setState({ language: 'zh' });
  });

  it('a bad URL token leaves an anonymous session', async () => {
    mockApi({ [SessionPaths.getUserInfoByToken]: () => failure(1003, 'expired') });
    expect(await loginWithUrlToken(new URL('http://localhost/?token=bad'), vi.fn())).toBe(false);
    expect(sessionStore.getState()).toMatchObject({ token: 'visitor-token', isLogin: 0 });
    expect(loginExpired).not.toHaveBeenCalled();
  });

  it('without a token in the URL nothing happens', async () => {
    expect(await loginWithUrlToken(new URL('http://localhost/?lang=en'), vi.fn())).toBe(false);
    expect(requests()).toEqual([]);
  });
});
