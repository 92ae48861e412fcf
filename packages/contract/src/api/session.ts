import { z } from 'zod';
import { type SessionSubjectType, SubjectTypes } from '../enums';

/**
 * POST /visitor/v2/account/webLogon — email or mobile with either its password or a code sent to it
 * (getEmailCode/getSmsCode with scene LOGIN); exactly one of the two.
 */
export const webLogonRequestSchema = z
  .object({
    account: z.string().trim().min(1).max(128),
    password: z.string().min(1).max(64).optional(),
    /** a 6-digit LOGIN code instead of the password */
    code: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    /** The login screen the user came from: /login/person → VISITOR, /login/actor → ACTOR. */
    loginSubjectType: z.enum(SubjectTypes).default('VISITOR'),
  })
  .refine((v) => (v.password === undefined) !== (v.code === undefined), {
    message: 'exactly one of password and code',
    path: ['password'],
  });
export type WebLogonRequest = z.infer<typeof webLogonRequestSchema>;
export type WebLogonResponse = {
  token: string;
  subjectType: Exclude<SessionSubjectType, ''>;
  userAccountId: string;
  loginAccount: string;
  loginType: 'EMAIL' | 'MOBILE';
  /** an administrator created the account with an initial password: change it before anything else */
  mustChangePassword: boolean;
  /** false for accounts that never set a password (code login): the client offers /register/password */
  hasPassword: boolean;
};

/** POST /visitor/v2/account/checkBindExhibition — is this account bound to the fair as the given role? */
export const checkBindRequestSchema = z.object({ account: z.string().trim().min(1).max(128) });
export type CheckBindResponse = { exists: boolean; bound: boolean; subjectType: SessionSubjectType };

export type CompleteState = {
  completeVisitor: boolean;
  completeVisitorRegister: boolean;
  completeQuestionnaire: boolean;
  completeExhibitionRegistration: boolean;
};

/** GET /getInfo — the user info of spec 000 §3. */
export type UserInfo = {
  id: string;
  userAccountId: string;
  userInfo: { name: string; headImage: string; imAccount: string };
  visitor: { id: string; name: string; headImage: string; email: string } | null;
  exhibitorEmployee: {
    exhibitorId: string;
    admin: boolean;
    exhibitor: { id: string; name: string; hotImage: string };
  } | null;
  exhibitionUserCompleteState: CompleteState;
  projectId: string;
  subjectId: string;
  subjectType: Exclude<SessionSubjectType, ''>;
  exhibitionId: string;
};

/** POST /visitor/v2/userInfo/getUserInfoByToken — used for URL-token login (spec 000 §4). */
export type UserInfoByToken = {
  subjectType: Exclude<SessionSubjectType, ''>;
  name: string;
  exhibitorId: string;
  exhibitionUserRegister: boolean;
};

/** Configuration switch fetched after login (spec 000 §3; path ours: /configurationItem/getConfigSwitch). */
export type ConfigSwitch = {
  visitorDelay: boolean;
  /** second registration step and the visitor company file */
  secondInfo: boolean;
  hideElement: boolean;
  /** true: docking meeting menu; false: intentional order menu */
  dockingMeeting: boolean;
  /** registration-only mode: visitors get no notification, invitation, order or circle menus */
  registrationOnly: boolean;
  /** a single-step registration: visitors finish on /profile */
  singleStepRegistration: boolean;
};

/** POST /visitor/v2/configurationItem/visitor/getConfigurationInformation */
export type ConfigurationInformation = {
  exhibitionName: string;
  exhibitionNameEn: string;
  startDate: string;
  endDate: string;
  visitorOpen: boolean;
  actorOpen: boolean;
  visitorClosedNotice: string;
  actorClosedNotice: string;
  touristProductLimit: number;
  /** Link the unregistered-visitor dialog opens (code 1000 → new tab). */
  completeRegistrationLink: string;
};

/** GET /config.json — runtime settings for the client, so one build serves any fair. */
export type RuntimeConfig = {
  exhibitionId: string;
  appId: string;
  imAppId: string;
  visitorToken: string;
  basePath: string;
  social: { weibo: string; wechat: string; linkedin: string; facebook: string };
  handbook: { actor: string; visitor: string };
  survey: { actor: string; visitor: string };
  invitationLinkBase: string;
  downloadApp: boolean;
  translate: boolean;
  features: {
    /** force every route to home */
    noAction: boolean;
    /** exhibitor side closed: exhibitors are logged out */
    noActor: boolean;
    noActor2: boolean;
    onlayReg: boolean;
    onlayReg2: boolean;
    thirdPartyLogin: boolean;
  };
};

/** POST /visitor/v2/configurationItem/getConfigSwitch — data carries the switch under `configSwitch` (spec 000 §7). */
export type ConfigSwitchResponse = { configSwitch: ConfigSwitch };

/** POST /visitor/v2/account/getCompleteRegistrationLink — data is the link to open (code 1000 → new tab). */
export type CompleteRegistrationLinkResponse = string;
