import { RegistrationStep } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { registrationStepPath } from './session-paths';

describe('registration steps (spec 000 §4)', () => {
  it.each([
    [RegistrationStep.Start, 'EMAIL', '/register/email/0'],
    [RegistrationStep.FirstInfoPending, 'EMAIL', '/l-register/account-email-info/0'],
    [RegistrationStep.FirstInfoPending, 'MOBILE', '/l-register/account-mobile-info/0'],
    [RegistrationStep.RegisterPending, 'EMAIL', '/register/account-info/1'],
    [RegistrationStep.QuestionnairePending, 'EMAIL', '/register/questionnaire'],
    [RegistrationStep.Complete, 'EMAIL', '/register/completed'],
  ] as const)('step %s (%s login) belongs at %s', (step, loginType, path) => {
    expect(registrationStepPath(step, loginType)).toBe(path);
  });
});
