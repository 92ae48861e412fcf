import type { Policy } from '../../core/auth';

export const sessionPolicies = {
  webLogon: 'anonymous',
  // Anonymous so that logging out with an already expired token still succeeds quietly.
  logout: 'anonymous',
  checkBindExhibition: 'anonymous',
  getInfo: 'loggedIn',
  getUserInfoByToken: 'loggedIn',
  getConfigurationInformation: 'anonymous',
  // Menus of anonymous visitors depend on the switches too, so no login is needed.
  getConfigSwitch: 'anonymous',
  completeRegistrationLink: 'visitor',
  // Any role can set its first password or change it; resetting is for people who cannot log in.
  setPassword: 'loggedIn',
  setPasswordByToken: 'anonymous',
  changePassword: 'loggedIn',
  // The desktop is not logged in; the phone that confirms is.
  showLogonQR: 'anonymous',
  getAuthCode: 'anonymous',
  confirmLogonQR: 'loggedIn',
} as const satisfies Record<string, Policy>;
