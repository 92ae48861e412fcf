/** Login, session, passwords and QR login. Paths the spec does not show are ours and marked so. */
export const SessionPaths = {
  webLogon: '/visitor/v2/account/webLogon',
  logout: '/visitor/v2/account/logout', // ours: the spec does not show the logout call
  checkBindExhibition: '/visitor/v2/account/checkBindExhibition',
  getInfo: '/getInfo', // GET, no prefix
  getUserInfoByToken: '/visitor/v2/userInfo/getUserInfoByToken',
  getConfigurationInformation: '/visitor/v2/configurationItem/visitor/getConfigurationInformation',
  getConfigSwitch: '/visitor/v2/configurationItem/getConfigSwitch', // ours: path not shown
  completeRegistrationLink: '/visitor/v2/account/getCompleteRegistrationLink', // ours: path not shown
  setPassword: '/visitor/v2/account/setPassword',
  setPasswordByToken: '/visitor/v2/account/setPasswordByToken',
  changePassword: '/visitor/v2/account/changePassword',
  showLogonQR: '/visitor/v2/account/version3/showLogonQR',
  /** GET, spec path: the desktop polls the QR state and receives its token once confirmed */
  getAuthCode: '/authLogin/getAuthCode',
  /** ours: the logged-in phone confirms a scanned QR code */
  confirmLogonQR: '/visitor/v2/account/version3/confirmLogonQR',
} as const;
