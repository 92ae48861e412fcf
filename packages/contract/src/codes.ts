/**
 * Response codes of the `{ code, msg, data }` envelope (spec 000 §7-§8, ARCHITECTURE §4).
 * 1000 is success; 401 and 1003 mean the login expired; every other code is an error whose
 * message the server sends in the request's language, taken from `codeMessages`.
 */
export const ResponseCode = {
  Success: 1000,
  Unauthorized: 401,
  LoginExpired: 1003,
  BadRequest: 1001,
  UnknownExhibition: 1002,
  Forbidden: 1004,
  NotFound: 1005,
  PasswordError: 1006,
  AccountLocked: 1007,
  UserExists: 1008,
  MobileOrEmailExists: 1009,
  VerificationCodeWrong: 1010,
  InvitationCodeError: 1011,
  TokenFetchFailed: 1012,
  TooManyRequests: 1013,
  PlatformClosed: 1014,
  AccountNotFound: 1015,
  NotBound: 1016,
  PasswordsMismatch: 1017,
  /** the verification code expired, was voided after too many wrong tries, or was never sent */
  CodeExpired: 1018,
  /** the slider was not released on the gap (or too fast); the challenge is void */
  SliderFailed: 1019,
  /** a code was requested without a valid (unused, unexpired) slider verification token */
  SliderRequired: 1020,
  /** the proof of an email or mobile (verifiedToken) is missing, used or expired */
  VerificationExpired: 1021,
  /** bindExhibitor: the account is already a (not resigned) employee of another exhibitor of this fair */
  AlreadyEmployee: 1030,
  /** an upload broke a rule of the media table (type, size, dimensions); the detail names the rule */
  UploadRejected: 1040,
  InternalError: 1099,
} as const;
export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

export type Bilingual = { zh: string; en: string };

export const codeMessages: Record<ResponseCode, Bilingual> = {
  [ResponseCode.Success]: { zh: '操作成功', en: 'Success' },
  [ResponseCode.Unauthorized]: {
    zh: '登录状态已过期，请重新登录',
    en: 'Login status expired, please log in again',
  },
  [ResponseCode.LoginExpired]: {
    zh: '登录状态已过期，请重新登录',
    en: 'Login status expired, please log in again',
  },
  [ResponseCode.BadRequest]: { zh: '请求参数有误', en: 'The request is not valid' },
  [ResponseCode.UnknownExhibition]: { zh: '展会不存在', en: 'This exhibition does not exist' },
  [ResponseCode.Forbidden]: { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  [ResponseCode.NotFound]: { zh: '内容不存在', en: 'Not found' },
  [ResponseCode.PasswordError]: { zh: '账号或密码错误', en: 'Password error' },
  [ResponseCode.AccountLocked]: {
    zh: '登录失败次数过多，请{minutes}分钟后再试',
    en: 'Too many failed attempts, please try again in {minutes} minutes',
  },
  [ResponseCode.UserExists]: { zh: '用户已存在', en: 'The user already exists' },
  [ResponseCode.MobileOrEmailExists]: {
    zh: '手机号或邮箱已存在',
    en: 'Mobile number or mailbox already exists',
  },
  [ResponseCode.VerificationCodeWrong]: { zh: '验证码错误', en: 'Verification code wrong' },
  [ResponseCode.InvitationCodeError]: { zh: '邀请码错误', en: 'Invitation code error' },
  [ResponseCode.TokenFetchFailed]: {
    zh: '令牌获取失败，请重新获取',
    en: 'Token failed to get, please get again',
  },
  [ResponseCode.TooManyRequests]: {
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
  },
  [ResponseCode.PlatformClosed]: { zh: '平台尚未开放', en: 'The platform is not open yet' },
  [ResponseCode.AccountNotFound]: { zh: '账号不存在', en: 'The account does not exist' },
  [ResponseCode.NotBound]: {
    zh: '该账号未绑定本届展会的展商',
    en: 'This account is not bound to an exhibitor of this exhibition',
  },
  [ResponseCode.PasswordsMismatch]: { zh: '两次输入密码不一致', en: 'The two passwords did not match' },
  [ResponseCode.CodeExpired]: {
    zh: '验证码已失效，请重新获取',
    en: 'The verification code is no longer valid, please get a new one',
  },
  [ResponseCode.SliderFailed]: { zh: '滑块验证失败，请重试', en: 'Slider check failed, please try again' },
  [ResponseCode.SliderRequired]: {
    zh: '请先完成滑块验证',
    en: 'Please complete the slider check first',
  },
  [ResponseCode.VerificationExpired]: {
    zh: '验证已失效，请重新获取验证码',
    en: 'The verification has expired, please get a new code',
  },
  [ResponseCode.UploadRejected]: { zh: '上传失败', en: 'The upload was refused' },
  [ResponseCode.AlreadyEmployee]: {
    zh: '该账号已是本届展会其他展商的员工',
    en: 'This account already belongs to another exhibitor of this exhibition',
  },
  [ResponseCode.InternalError]: {
    zh: '服务器繁忙，请稍后再试',
    en: 'The server is busy, please try again later',
  },
};

/** The request's language field (spec 000 §7: the UI language zh is sent as cn). */
export type LanguageType = 'cn' | 'en';
export type UiLanguage = 'zh' | 'en';
export const toLanguageType = (lang: UiLanguage): LanguageType => (lang === 'zh' ? 'cn' : 'en');

/** Fills `{name}` placeholders of a catalogue message. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

export function messageFor(code: ResponseCode, lang: LanguageType, params?: Record<string, string | number>) {
  const m = codeMessages[code];
  return formatMessage(lang === 'en' ? m.en : m.zh, params);
}

/** Success forms accepted by the client wrapper (spec 000 §8). */
export function isSuccessCode(code: unknown): boolean {
  return code === ResponseCode.Success || code === '1000' || code === '0000';
}
export function isLoginExpiredCode(code: unknown): boolean {
  return code === 401 || code === 1003 || code === '401' || code === '1003';
}
