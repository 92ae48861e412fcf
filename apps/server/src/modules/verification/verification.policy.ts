import type { Policy } from '../../http/policy';

/** Everything here is for people who are not logged in yet (registration, code login, reset). */
export const verificationPolicies = {
  sliderChallenge: 'anonymous',
  getLimitVerificationToken: 'anonymous',
  getEmailCode: 'anonymous',
  getSmsCode: 'anonymous',
  validateEmail: 'anonymous',
  validateMobile: 'anonymous',
  // Development only: the handler answers 404 in production.
  devOutbox: 'anonymous',
} as const satisfies Record<string, Policy>;
