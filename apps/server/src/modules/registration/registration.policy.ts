import type { Policy } from '../../core/auth';

export const registrationPolicies = {
  // Registration is how an anonymous person gets an account; each call carries its own proof.
  registerUserByEmail: 'anonymous',
  registerUserByEmailNotCheck: 'anonymous',
  addVisitor: 'anonymous',
  completeVisitor: 'visitor',
  saveAccountInfo: 'visitor',
  getVisitor: 'visitor',
  updateProfile: 'visitor',
  getCompanyFile: 'visitor',
  saveCompanyFile: 'visitor',
  // The staff member is not an exhibitor yet: the call proves the account with its password.
  bindExhibitor: 'anonymous',
  // Development only (not registered in production): browser journeys read a demo company's code.
  devExhibitorCode: 'anonymous',
  // The organizer's questions are public (shown before login on some screens); answers are personal.
  questionSite: 'anonymous',
  questionnaire: 'visitor',
  saveQuestion: 'visitor',
} as const satisfies Record<string, Policy>;
