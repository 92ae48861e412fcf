import { RegistrationStep } from '@openfair/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stepStates, visitor } from '../test/fixtures';
import { appEvents } from './app-events';
import {
  computeRegistrationStep,
  initialSessionState,
  isLoggedIn,
  SESSION_STORAGE_KEY,
  sessionStore,
  setLanguage,
} from './session-store';

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

  it('setLanguage persists, announces and reloads; the language survives a reset', () => {
    const reload = vi.fn();
    const changed = vi.fn();
    const off = appEvents.on('languageChanged', changed);
    setLanguage('en', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).language).toBe('en');
    expect(changed).toHaveBeenCalledWith({ language: 'en' });
    setLanguage('en', reload);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    off();
    sessionStore.reset();
    expect(sessionStore.getState().language).toBe('en');
  });
});
