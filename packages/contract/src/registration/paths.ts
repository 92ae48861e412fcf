/** Registration, the visitor's profile and company file, staff binding and the questionnaire. */
export const RegistrationPaths = {
  registerUserByEmail: '/visitor/v2/account/registerUserByEmail',
  registerUserByEmailNotCheck: '/visitor/v2/account/registerUserByEmailNotCheck',
  /** spec name: registration by mobile */
  addVisitor: '/visitor/v2/account/addVisitor',
  /** spec name: saves the first info step */
  completeVisitor: '/visitor/v2/account/completeVisitor',
  /** ours: saves the second info step (/register/account-info/1) */
  saveAccountInfo: '/visitor/v2/visitor/saveAccountInfo',
  /** spec path: the visitor's own profile */
  getVisitor: '/visitor/v2/visitor/getVisitor',
  /** ours: profile edits (/profile) */
  updateProfile: '/visitor/v2/visitor/updateProfile',
  /** ours: the company file (/companyfile) */
  getCompanyFile: '/visitor/v2/visitor/getCompanyFile',
  saveCompanyFile: '/visitor/v2/visitor/saveCompanyFile',
  bindExhibitor: '/visitor/v2/account/bindExhibitor',
  /**
   * ours, development only (404 when NODE_ENV=production): an exhibitor's binding code, which is random
   * per install, so browser journeys can bind staff the way a person given the code would
   */
  devExhibitorCode: '/dev/exhibitor-code',
  questionSite: '/visitor/v2/customQuestions/questionSite',
  questionnaire: '/visitor/v2/questions/questionnaire',
  saveQuestion: '/visitor/v2/questions/saveQuestion',
} as const;
