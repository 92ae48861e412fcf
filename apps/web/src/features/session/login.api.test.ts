import { RegistrationPaths, SessionPaths } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { isLoggedIn, sessionStore } from '../../lib/session-store';
import { stepStates, switchOff, visitor } from '../../test/fixtures';
import { bodiesOf, failure, mockApi, requests } from '../../test/server';
import { adminLogon, sessionApi, setUpSessionTests } from '../../test/session-api';
import { bindExhibitorAndLogin, login, loginWithCode, loginWithQrToken } from './login.api';

const { errorNotice, loggedIn } = setUpSessionTests('errorNotice', 'loggedIn');

describe('login against the API (spec 000 §4)', () => {
  it('logs in: webLogon, then getInfo with the new token, then the config switch; lands per §4', async () => {
    sessionStore.setState({ toPath: '' });
    const result = await login({ account: ' admin@x ', password: 'Expo2026', subjectType: 'ACTOR' });
    expect(result).toEqual({ ok: true, to: '/company-management' });
    expect(requests().map((r) => r.path)).toEqual([
      SessionPaths.webLogon,
      SessionPaths.getInfo,
      SessionPaths.getConfigSwitch,
    ]);
    expect(bodiesOf(SessionPaths.webLogon)[0]).toMatchObject({
      account: 'admin@x',
      password: 'Expo2026',
      loginSubjectType: 'ACTOR',
    });
    expect(requests()[0]!.headers.get('Authorization')).toBe('visitor-token');
    expect(requests()[1]!.headers.get('Authorization')).toBe('fresh');
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
    expect(loggedIn).toHaveBeenCalledTimes(1);
    expect(loggedIn).toHaveBeenCalledWith({ subjectType: 'ACTOR', restartChat: false });
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
    mockApi({ [SessionPaths.webLogon]: () => failure(1006, '账号或密码错误') });
    sessionStore.setState({ toPath: '/chat' });
    expect(await login({ account: 'a@b.cn', password: 'bad', subjectType: 'VISITOR' })).toEqual({
      ok: false,
      message: '账号或密码错误',
      code: 1006,
    });
    expect(isLoggedIn(sessionStore.getState())).toBe(false);
    expect(sessionStore.getState()).toMatchObject({ token: 'visitor-token', toPath: '/chat' });
    expect(errorNotice).not.toHaveBeenCalled();
    expect(loggedIn).not.toHaveBeenCalled();
  });

  it('code login sends the code instead of a password and logs in the same way', async () => {
    sessionStore.setState({ toPath: '' });
    const result = await loginWithCode({ account: ' admin@x ', code: ' 123456 ', subjectType: 'ACTOR' });
    expect(result).toEqual({ ok: true, to: '/company-management' });
    const body = bodiesOf(SessionPaths.webLogon)[0]!;
    expect(body).toMatchObject({ account: 'admin@x', code: '123456', loginSubjectType: 'ACTOR' });
    expect(body).not.toHaveProperty('password');
    expect(isLoggedIn(sessionStore.getState())).toBe(true);
  });

  it('asks for a password change when the administrator set the password', async () => {
    mockApi({ [SessionPaths.webLogon]: () => ({ ...adminLogon, mustChangePassword: true }) });
    sessionStore.setState({ toPath: '' });
    expect(await login({ account: 'admin@x', password: 'p', subjectType: 'ACTOR' })).toEqual({
      ok: true,
      to: '/company-management',
      notice: 'mustChangePassword',
    });
  });

  it('sends a visitor without a password to set one; an exhibitor is not sent', async () => {
    mockApi({
      [SessionPaths.webLogon]: () => ({ ...adminLogon, subjectType: 'VISITOR', hasPassword: false }),
      [SessionPaths.getInfo]: () => visitor(stepStates[5]).info,
    });
    sessionStore.setState({ toPath: '' });
    expect(await login({ account: 'v@x.cn', password: 'p', subjectType: 'VISITOR' })).toEqual({
      ok: true,
      to: '/',
      notice: 'setPassword',
    });
    mockApi({ ...sessionApi(), [SessionPaths.webLogon]: () => ({ ...adminLogon, hasPassword: false }) });
    expect(await login({ account: 'admin@x', password: 'p', subjectType: 'ACTOR' })).toEqual({
      ok: true,
      to: '/company-management',
    });
  });

  it('announces that chat restarts for a visitor with visitorDelay on', async () => {
    mockApi({
      [SessionPaths.webLogon]: () => ({ ...adminLogon, subjectType: 'VISITOR' }),
      [SessionPaths.getInfo]: () => visitor(stepStates[5]).info,
      [SessionPaths.getConfigSwitch]: () => ({ configSwitch: { ...switchOff, visitorDelay: true } }),
    });
    sessionStore.setState({ toPath: '' });
    await login({ account: 'v@x.cn', password: 'p', subjectType: 'VISITOR' });
    expect(loggedIn).toHaveBeenCalledWith({ subjectType: 'VISITOR', restartChat: true });
  });

  it('binds an exhibitor account with its code and logs in as exhibitor', async () => {
    mockApi({ [RegistrationPaths.bindExhibitor]: () => adminLogon });
    sessionStore.setState({ toPath: '' });
    const result = await bindExhibitorAndLogin({
      account: 'staff@x',
      password: 'Expo2026',
      exhibitorCode: ' EX-42 ',
    });
    expect(result).toEqual({ ok: true, to: '/company-management' });
    expect(requests()[0]).toMatchObject({
      path: RegistrationPaths.bindExhibitor,
      body: { account: 'staff@x', password: 'Expo2026', exhibitorCode: 'EX-42' },
    });
  });

  it('a not-bound exhibitor login fails with code 1016 so the screen can offer binding', async () => {
    mockApi({ [SessionPaths.webLogon]: () => failure(1016, 'not bound') });
    expect(await login({ account: 'staff@x', password: 'p', subjectType: 'ACTOR' })).toEqual({
      ok: false,
      message: 'not bound',
      code: 1016,
    });
  });

  it('a confirmed QR code logs in with its token like any login', async () => {
    sessionStore.setState({ toPath: '' });
    expect(await loginWithQrToken({ token: 'qr-token', subjectType: 'ACTOR' })).toEqual({
      ok: true,
      to: '/company-management',
    });
    expect(requests()[0]!.path).toBe(SessionPaths.getInfo);
    expect(requests()[0]!.headers.get('Authorization')).toBe('qr-token');
  });
});
