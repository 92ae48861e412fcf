import { RegistrationStep, type RuntimeConfig } from '@openfair/contract';
import { pathTo } from './paths';
import { exhibitorWorkbenchPath, registrationStepPath } from './session-paths';
import { computeRegistrationStep, isLoggedIn, type SessionState, sessionStore } from './session-store';

/**
 * Where a session goes next: after a login, and after a saved registration step. Only the screens that
 * log in or save a step need these, so they stay out of the app's first load (session-paths.ts has the
 * rules the route guard needs).
 */

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
 * 3. visitorDelay on and secondInfo not true: chat is logged out and re-initialised (no navigation; see
 *    `restartsChatOnLogin`, announced with the loggedIn app event);
 * 4. "the first-info or question flag" = the runtime settings flags onlayReg (registration stops after
 *    the first info) and onlayReg2 (registration stops after the questionnaire): /register/completed when
 *    the exhibition registration is complete, else /;
 * 5. "a completed registration" = the visitor register step is done: /register/questionnaire while the
 *    questionnaire is not done; the register step not done: /register/account-info/1, or /profile when
 *    the single-step registration switch is on;
 * 6. everything complete: / (home).
 */
export function loginRedirect(session: SessionState, config: RuntimeConfig | null): string | false {
  if (!isLoggedIn(session) || !session.info) return false;
  const info = session.info;
  if (session.subjectType === 'ORGANIZER') return pathTo('organizer');
  if (session.subjectType === 'ACTOR') {
    if (session.toPath) return session.toPath;
    return exhibitorWorkbenchPath(info.exhibitorEmployee?.admin === true);
  }
  if (session.toPath) return session.toPath;
  const state = info.exhibitionUserCompleteState;
  if (!state.completeVisitor) {
    return registrationStepPath(RegistrationStep.FirstInfoPending, session.loginType);
  }
  const sw = session.configSwitch;
  if (config?.features.onlayReg || config?.features.onlayReg2) {
    return state.completeExhibitionRegistration ? pathTo('registerCompleted') : pathTo('home');
  }
  if (state.completeVisitorRegister && !state.completeQuestionnaire) return pathTo('questionnaire');
  if (!state.completeVisitorRegister) {
    return sw?.singleStepRegistration ? pathTo('profile') : pathTo('accountInfo');
  }
  return pathTo('home');
}

/**
 * Where a visitor goes after saving a registration step, from the refreshed completeness flags: the
 * screen of the new step (spec 000 §4), /profile instead of the second info step when the single-step
 * registration switch is on, and /register/completed once everything is done.
 */
export function nextRegistrationPath(session: SessionState = sessionStore.getState()): string {
  const step = computeRegistrationStep(session.info?.exhibitionUserCompleteState);
  if (step === RegistrationStep.Complete) return pathTo('registerCompleted');
  if (step === RegistrationStep.RegisterPending && session.configSwitch?.singleStepRegistration) {
    return pathTo('profile');
  }
  return registrationStepPath(step, session.loginType);
}

/**
 * A visitor login that reaches rule 3 of `loginRedirect` (no saved path, first info done) with the
 * switch visitorDelay on and secondInfo not true restarts chat (spec 000 §4).
 */
export function restartsChatOnLogin(session: SessionState): boolean {
  if (!isLoggedIn(session) || session.subjectType !== 'VISITOR' || session.toPath) return false;
  if (!session.info?.exhibitionUserCompleteState.completeVisitor) return false;
  const sw = session.configSwitch;
  return Boolean(sw?.visitorDelay && sw.secondInfo !== true);
}
