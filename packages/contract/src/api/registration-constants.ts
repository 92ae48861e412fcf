/** Registration constants without zod (paths, code rules, kinds), re-exported by registration.ts. */
export const RegistrationPaths = {
  /** ours: a slider puzzle that must be solved before a code is sent */
  sliderChallenge: '/visitor/v2/captcha/getSlider',
  /** spec name: proves the slider was solved; returns the one-use token a code request needs */
  getLimitVerificationToken: '/visitor/v2/account/getLimitVerificationToken',
  getEmailCode: '/visitor/v2/account/getEmailCode',
  getSmsCode: '/visitor/v2/account/getSmsCode',
  validateEmail: '/visitor/v2/account/validateEmail',
  validateMobile: '/visitor/v2/account/validateMobile',
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
  setPassword: '/visitor/v2/account/setPassword',
  setPasswordByToken: '/visitor/v2/account/setPasswordByToken',
  changePassword: '/visitor/v2/account/changePassword',
  bindExhibitor: '/visitor/v2/account/bindExhibitor',
  questionSite: '/visitor/v2/customQuestions/questionSite',
  questionnaire: '/visitor/v2/questions/questionnaire',
  saveQuestion: '/visitor/v2/questions/saveQuestion',
  showLogonQR: '/visitor/v2/account/version3/showLogonQR',
  /** GET, spec path: the desktop polls the QR state and receives its token once confirmed */
  getAuthCode: '/authLogin/getAuthCode',
  /** ours: the logged-in phone confirms a scanned QR code */
  confirmLogonQR: '/visitor/v2/account/version3/confirmLogonQR',
  /** ours, development only (404 when NODE_ENV=production): the dev outbox of mail and SMS */
  devOutbox: '/dev/outbox',
} as const;

/** Why a code is sent; a code is only valid for the purpose it was sent for. */
export const CodeScenes = ['REGISTER', 'LOGIN', 'RESET_PASSWORD', 'BIND'] as const;

export type CodeScene = (typeof CodeScenes)[number];

/** Verification code rules (issue 3): 6 digits, 10 minutes, 60 s between sends, daily and hourly caps. */
export const CODE_RULES = {
  length: 6,
  ttlSeconds: 600,
  resendSeconds: 60,
  perTargetPerDay: 10,
  perClientPerHour: 20,
  maxWrongTries: 5,
} as const;

/** Login throttling (ours): failed passwords per account and per client address before a lockout. */
export const LOGIN_LOCKOUT = { perAccount: 5, perClient: 30, windowMinutes: 15, lockMinutes: 15 } as const;

export const IdTypes = ['RESIDENT_ID', 'PASSPORT', 'HK_MACAO_PERMIT', 'TAIWAN_PERMIT', 'OTHER'] as const;

export type IdType = (typeof IdTypes)[number];

export const QuestionTypes = ['SINGLE', 'MULTIPLE', 'TEXT'] as const;

export type QuestionType = (typeof QuestionTypes)[number];

export const QrStates = ['WAITING', 'SCANNED', 'CONFIRMED', 'EXPIRED'] as const;

export type QrState = (typeof QrStates)[number];
