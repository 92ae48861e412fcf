import { RegistrationStep } from '@openfair/contract';
import { registrationStepPath } from '../../app/guards';
import { computeRegistrationStep, type SessionState, sessionStore } from '../session/session-store';

/**
 * Where a visitor goes after saving a registration step, from the refreshed completeness flags: the
 * screen of the new step (spec 000 §4), /profile instead of the second info step when the single-step
 * registration switch is on, and /register/completed once everything is done.
 */
export function nextRegistrationPath(session: SessionState = sessionStore.getState()): string {
  const step = computeRegistrationStep(session.info?.exhibitionUserCompleteState);
  if (step === RegistrationStep.Complete) return '/register/completed';
  if (step === RegistrationStep.RegisterPending && session.configSwitch?.singleStepRegistration) {
    return '/profile';
  }
  return registrationStepPath(step, session.loginType);
}
