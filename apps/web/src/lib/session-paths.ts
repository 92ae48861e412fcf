import { RegistrationStep } from '@openfair/contract';
import { pathTo } from './paths';
import type { SessionState } from './session-store';

/**
 * Where a session belongs: the screen of each registration step and a role's landing page. Pure rules
 * over the session, shared by the route guard and menus (app/), the login and registration screens and
 * the profile steps. Where a login or a saved registration step leads: landing-paths.ts.
 */

/** The registration screen of each step (where a visitor in that step belongs, spec 000 §4). */
export function registrationStepPath(step: RegistrationStep, loginType: SessionState['loginType']): string {
  switch (step) {
    case RegistrationStep.Start:
      return pathTo('registerEmail', { step: 0 });
    case RegistrationStep.FirstInfoPending:
      return loginType === 'MOBILE' ? pathTo('firstInfoMobile') : pathTo('firstInfoEmail');
    case RegistrationStep.RegisterPending:
      return pathTo('accountInfo');
    case RegistrationStep.QuestionnairePending:
      return pathTo('questionnaire');
    default:
      return pathTo('registerCompleted');
  }
}

/** The landing page of an exhibitor employee: company management for administrators. */
export function exhibitorWorkbenchPath(admin: boolean): string {
  return admin ? pathTo('companyManagement') : pathTo('myExhibitList');
}
