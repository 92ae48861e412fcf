import type { RuntimeConfig } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { exhibitor, organizer, stepStates, switchOff, testConfig, visitor } from '../test/fixtures';
import { loginRedirect, nextRegistrationPath, restartsChatOnLogin } from './landing-paths';
import { initialSessionState } from './session-store';

describe('loginRedirect (spec 000 §4)', () => {
  const config = testConfig;
  const flags = (patch: Partial<RuntimeConfig['features']>): RuntimeConfig => ({
    ...config,
    features: { ...config.features, ...patch },
  });
  it('returns false when not logged in (a login failure)', () => {
    expect(loginRedirect(initialSessionState(), config)).toBe(false);
  });

  it.each([
    ['administrator without saved path', exhibitor(true), '/company-management'],
    ['employee without saved path', exhibitor(false), '/my-exhibit-list'],
    ['administrator with saved path', exhibitor(true, { toPath: '/chat' }), '/chat'],
    ['employee with saved path', exhibitor(false, { toPath: '/hotspot' }), '/hotspot'],
    ['organizer', organizer(), '/organizer'],
  ])('exhibitors and organizers: %s', (_name, session, expected) => {
    expect(loginRedirect(session, config)).toBe(expected);
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
    expect(loginRedirect(session, cfg)).toBe(expected);
  });

  it('restarts chat on a visitor login with visitorDelay on and secondInfo not true', () => {
    const delayed = { ...switchOff, visitorDelay: true };
    expect(restartsChatOnLogin(visitor(stepStates[5], 'Li', { configSwitch: delayed }))).toBe(true);
    expect(
      restartsChatOnLogin(visitor(stepStates[5], 'Li', { configSwitch: { ...delayed, secondInfo: true } })),
    ).toBe(false);
    expect(restartsChatOnLogin(visitor(stepStates[5], 'Li', { configSwitch: switchOff }))).toBe(false);
    // Rules 1 and 2 of the login redirect come first: a saved path or a missing first info.
    expect(
      restartsChatOnLogin(visitor(stepStates[5], 'Li', { configSwitch: delayed, toPath: '/news' })),
    ).toBe(false);
    expect(restartsChatOnLogin(visitor(stepStates[2], '', { configSwitch: delayed }))).toBe(false);
    expect(restartsChatOnLogin(exhibitor(true, { configSwitch: delayed }))).toBe(false);
  });
});

describe('after saving a registration step (spec 000 §4)', () => {
  it.each([
    ['first info pending', visitor(stepStates[2], ''), '/l-register/account-email-info/0'],
    ['account info pending', visitor(stepStates[3]), '/register/account-info/1'],
    [
      'account info pending, single-step registration',
      visitor(stepStates[3], 'Li', { configSwitch: { ...switchOff, singleStepRegistration: true } }),
      '/profile',
    ],
    ['questionnaire pending', visitor(stepStates[4]), '/register/questionnaire'],
    ['everything done', visitor(stepStates[5]), '/register/completed'],
  ])('after saving a step: %s → %s', (_name, session, expected) => {
    expect(nextRegistrationPath(session)).toBe(expected);
  });
});
