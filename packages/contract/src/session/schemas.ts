import { z } from 'zod';
import { SubjectTypes } from '../enums';
import { OrganizerRoles } from '../organizer/roles';
import { zPattern } from '../validation/zod';
import { QrStates } from './constants';

const password = zPattern('password');
const sessionSubjectType = z.enum(SubjectTypes);
const subjectTypeOrNone = z.union([sessionSubjectType, z.literal('')]);

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
export type WebLogonRequest = z.input<typeof webLogonRequestSchema>;
/** Login, registration and staff binding all answer this: the new session. */
export const webLogonResponseSchema = z.object({
  token: z.string(),
  subjectType: sessionSubjectType,
  userAccountId: z.string(),
  loginAccount: z.string(),
  loginType: z.enum(['EMAIL', 'MOBILE']),
  /** an administrator created the account with an initial password: change it before anything else */
  mustChangePassword: z.boolean(),
  /** false for accounts that never set a password (code login): the client offers /register/password */
  hasPassword: z.boolean(),
});
export type WebLogonResponse = z.output<typeof webLogonResponseSchema>;

/** POST /visitor/v2/account/checkBindExhibition — is this account bound to the fair as the given role? */
export const checkBindRequestSchema = z.object({ account: z.string().trim().min(1).max(128) });
export const checkBindResponseSchema = z.object({
  exists: z.boolean(),
  bound: z.boolean(),
  subjectType: subjectTypeOrNone,
});
export type CheckBindResponse = z.output<typeof checkBindResponseSchema>;

export const completeStateSchema = z.object({
  completeVisitor: z.boolean(),
  completeVisitorRegister: z.boolean(),
  completeQuestionnaire: z.boolean(),
  completeExhibitionRegistration: z.boolean(),
});
export type CompleteState = z.output<typeof completeStateSchema>;

/** GET /getInfo — the user info of spec 000 §3. */
export const userInfoSchema = z.object({
  id: z.string(),
  userAccountId: z.string(),
  userInfo: z.object({ name: z.string(), headImage: z.string(), imAccount: z.string() }),
  visitor: z
    .object({ id: z.string(), name: z.string(), headImage: z.string(), email: z.string() })
    .nullable(),
  exhibitorEmployee: z
    .object({
      exhibitorId: z.string(),
      admin: z.boolean(),
      exhibitor: z.object({ id: z.string(), name: z.string(), hotImage: z.string() }),
    })
    .nullable(),
  exhibitionUserCompleteState: completeStateSchema,
  /** an organizer's role in this fair: the console's menu shows what it allows (the server checks anyway) */
  organizerRole: z.enum(OrganizerRoles).optional(),
  projectId: z.string(),
  subjectId: z.string(),
  subjectType: sessionSubjectType,
  exhibitionId: z.string(),
});
export type UserInfo = z.output<typeof userInfoSchema>;

/** POST /visitor/v2/userInfo/getUserInfoByToken — used for URL-token login (spec 000 §4). */
export const userInfoByTokenSchema = z.object({
  subjectType: sessionSubjectType,
  name: z.string(),
  exhibitorId: z.string(),
  exhibitionUserRegister: z.boolean(),
});
export type UserInfoByToken = z.output<typeof userInfoByTokenSchema>;

/** Configuration switch fetched after login (spec 000 §3; path ours: /configurationItem/getConfigSwitch). */
export const configSwitchSchema = z.object({
  visitorDelay: z.boolean(),
  /** second registration step and the visitor company file */
  secondInfo: z.boolean(),
  hideElement: z.boolean(),
  /** true: docking meeting menu; false: intentional order menu */
  dockingMeeting: z.boolean(),
  /** registration-only mode: visitors get no notification, invitation, order or circle menus */
  registrationOnly: z.boolean(),
  /** a single-step registration: visitors finish on /profile */
  singleStepRegistration: z.boolean(),
});
export type ConfigSwitch = z.output<typeof configSwitchSchema>;
/** The switch travels under `configSwitch` (spec 000 §7). */
export const configSwitchResponseSchema = z.object({ configSwitch: configSwitchSchema });
export type ConfigSwitchResponse = z.output<typeof configSwitchResponseSchema>;

/** POST /visitor/v2/configurationItem/visitor/getConfigurationInformation */
export const configurationInformationSchema = z.object({
  exhibitionName: z.string(),
  exhibitionNameEn: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  visitorOpen: z.boolean(),
  actorOpen: z.boolean(),
  visitorClosedNotice: z.string(),
  actorClosedNotice: z.string(),
  touristProductLimit: z.number().int(),
  /** Link the unregistered-visitor dialog opens (code 1000 → new tab). */
  completeRegistrationLink: z.string(),
});
export type ConfigurationInformation = z.output<typeof configurationInformationSchema>;

/** POST /visitor/v2/account/getCompleteRegistrationLink — data is the link to open (code 1000 → new tab). */
export const completeRegistrationLinkSchema = z.string();
export type CompleteRegistrationLinkResponse = z.output<typeof completeRegistrationLinkSchema>;

// ——— passwords ———

export const setPasswordRequestSchema = z.object({ password, confirmPassword: z.string().min(1).max(64) });
export const setPasswordByTokenRequestSchema = z.object({
  /** the email or mobile the code was sent to */
  account: z.string().trim().min(1).max(128),
  verifiedToken: z.string().min(1).max(128),
  password,
  confirmPassword: z.string().min(1).max(64),
});
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1).max(64),
  password,
  confirmPassword: z.string().min(1).max(64),
});

// ——— QR login ———

export const logonQrSchema = z.object({
  qrId: z.string(),
  /** PNG data URL of the QR code; it encodes `scanUrl` */
  image: z.string(),
  /** the page a logged-in phone opens to confirm: `${origin}${basePath}/qr-login/${qrId}` */
  scanUrl: z.string(),
  expiresInSeconds: z.number().int(),
});
export type LogonQr = z.output<typeof logonQrSchema>;
export const authCodeRequestSchema = z.object({ qrId: z.string().min(1).max(64) });
/** GET /authLogin/getAuthCode?qrId=...: the token is returned once, on the first poll after confirmation. */
export const qrAuthStateSchema = z.object({
  state: z.enum(QrStates),
  token: z.string().optional(),
  subjectType: sessionSubjectType.optional(),
});
export type QrAuthState = z.output<typeof qrAuthStateSchema>;
export const confirmLogonQrRequestSchema = z.object({
  qrId: z.string().min(1).max(64),
  scanOnly: z.boolean().default(false),
});
