import { SessionPaths } from '@openfair/contract';
import { describe, expect, it, vi } from 'vitest';
import { appEvents } from '../../lib/app-events';
import { isLoggedIn, sessionStore } from '../../lib/session-store';
import { exhibitor } from '../../test/fixtures';
import { failure, mockApi, requests } from '../../test/server';
import { setUpSessionTests } from '../../test/session-api';
import { logout } from './session.api';

const { loginExpired } = setUpSessionTests('loginExpired');

/** A logged-in exhibitor administrator with the token "fresh". */
const loggedInSession = () => sessionStore.setState({ ...exhibitor(true), token: 'fresh' });

describe('logout (spec 000 §4)', () => {
  it('revokes the token, clears the stores, restores the visitor token and clears sessionStorage', async () => {
    loggedInSession();
    sessionStorage.setItem('something', '1');
    await logout();
    expect(requests().at(-1)).toMatchObject({ path: SessionPaths.logout });
    expect(requests().at(-1)!.headers.get('Authorization')).toBe('fresh');
    expect(sessionStore.getState()).toMatchObject({
      token: 'visitor-token',
      subjectType: '',
      isLogin: 0,
      info: null,
      configSwitch: null,
      exhibitionId: 'fair-1',
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('runs the beforeLogout hooks while still logged in, then announces loggedOut', async () => {
    loggedInSession();
    const order: string[] = [];
    const off = [
      appEvents.on('beforeLogout', async ({ subjectType }) => {
        await Promise.resolve();
        order.push(`before:${subjectType}:${isLoggedIn(sessionStore.getState())}`);
      }),
      appEvents.on('beforeLogout', () => {
        throw new Error('a failing hook never blocks the logout');
      }),
      appEvents.on('loggedOut', ({ wasLoggedIn }) => {
        order.push(`after:${wasLoggedIn}:${sessionStore.getState().token}`);
      }),
    ];
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await logout();
    log.mockRestore();
    for (const o of off) o();
    expect(order).toEqual(['before:ACTOR:true', 'after:true:visitor-token']);
  });

  it('of an anonymous session revokes nothing and still announces loggedOut', async () => {
    const loggedOut = vi.fn();
    const off = appEvents.on('loggedOut', loggedOut);
    await logout();
    off();
    expect(requests()).toEqual([]);
    expect(loggedOut).toHaveBeenCalledWith({ wasLoggedIn: false });
  });

  it('still completes when the token already expired, without a login-expired dialog', async () => {
    loggedInSession();
    mockApi({ [SessionPaths.logout]: () => failure(1003, 'expired') });
    await logout();
    expect(isLoggedIn(sessionStore.getState())).toBe(false);
    expect(loginExpired).not.toHaveBeenCalled();
  });
});
