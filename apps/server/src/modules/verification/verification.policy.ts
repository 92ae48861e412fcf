import type { Policy } from '../../core/auth';

/** Everything here is for people who are not logged in yet (registration, code login, reset). */
export const verificationPolicies = {
  sliderChallenge: 'anonymous',
  getLimitVerificationToken: 'anonymous',
  getEmailCode: 'anonymous',
  getSmsCode: 'anonymous',
  validateEmail: 'anonymous',
  validateMobile: 'anonymous',
  // Development only: the handlers answer 404 in production.
  devOutbox: 'anonymous',
  devSliderAnswer: 'anonymous',
} as const satisfies Record<string, Policy>;
