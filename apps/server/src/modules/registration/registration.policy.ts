import type { Policy } from '../../http/policy';

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
} as const satisfies Record<string, Policy>;
