import { z } from 'zod';
import { InvitationSourceTypes, SocialMediaTypes } from '../enums';
import { zField, zPattern } from '../validation/zod';
import { CodeScenes, IdTypes, type QrState, type QuestionType } from './registration-constants';

/**
 * Registration, verification codes, password and identity calls (issue 3; spec 000 §2, §4, §7;
 * spec 001 §5, §6). Paths the spec does not show are ours and marked in `RegistrationPaths`.
 */

const email = zPattern('email');
const mobile = zPattern('chineseMobile');
const code = z.string().regex(/^\d{6}$/);
const password = zPattern('password');

// --- slider check -------------------------------------------------------------------------------
export type SliderChallenge = {
  challengeId: string;
  /** PNG data URL of the background with the gap */
  background: string;
  /** PNG data URL of the piece to drag */
  piece: string;
  width: number;
  height: number;
  pieceSize: number;
  /** top offset of the piece in the background */
  pieceY: number;
  expiresInSeconds: number;
};
export const limitVerificationRequestSchema = z.object({
  challengeId: z.string().min(1).max(64),
  /** left offset of the piece where the user released it */
  x: z.number().min(0).max(2000),
  /** milliseconds the drag took (a bot that jumps straight there is refused) */
  durationMs: z.number().int().min(0).max(600_000),
});
export type LimitVerificationResponse = { verificationToken: string; expiresInSeconds: number };

// --- codes ---------------------------------------------------------------------------------------
export const emailCodeRequestSchema = z.object({
  email,
  scene: z.enum(CodeScenes),
  verificationToken: z.string().min(1).max(128),
});
export const smsCodeRequestSchema = z.object({
  mobile,
  areaCode: z.string().max(8).default('+86'),
  scene: z.enum(CodeScenes),
  verificationToken: z.string().min(1).max(128),
});
export type CodeSentResponse = { resendAfterSeconds: number; expiresInSeconds: number };

export const validateEmailRequestSchema = z.object({ email, code, scene: z.enum(CodeScenes) });
export const validateMobileRequestSchema = z.object({ mobile, code, scene: z.enum(CodeScenes) });
/** Proof that the caller controls the email or mobile; one use, 30 minutes. */
export type ValidatedResponse = { verifiedToken: string };

// --- invitation source ---------------------------------------------------------------------------
export const invitationSourceSchema = z
  .object({
    exhibitorId: z.string().max(64).optional(),
    exhibitorEmployeeUserAccountId: z.string().max(64).optional(),
    email: z.string().max(128).optional(),
    sourceType: z.enum(InvitationSourceTypes).optional(),
  })
  .optional();
export type InvitationSource = z.infer<typeof invitationSourceSchema>;

// --- registration --------------------------------------------------------------------------------
export const registerByEmailRequestSchema = z.object({
  email,
  verifiedToken: z.string().min(1).max(128),
  password,
  confirmPassword: z.string().min(1).max(64),
  invitationSource: invitationSourceSchema,
});
/** For invitation links that already prove the email: a server-signed invitation token instead of a code. */
export const registerByEmailNotCheckRequestSchema = z.object({
  email,
  invitationToken: z.string().min(1).max(512),
  password,
  confirmPassword: z.string().min(1).max(64),
  invitationSource: invitationSourceSchema,
});
export const addVisitorRequestSchema = z.object({
  mobile,
  areaCode: z.string().max(8).default('+86'),
  verifiedToken: z.string().min(1).max(128),
  password,
  confirmPassword: z.string().min(1).max(64),
  invitationSource: invitationSourceSchema,
});
/** Registration logs the new visitor in: same response as webLogon. */

/** First info step (/l-register/account-*-info/0 and the first part of /profile). */
export const firstInfoSchema = z.object({
  name: zField('name').pipe(z.string().trim().min(1)),
  company: zField('corporateName').pipe(z.string().trim().min(1)),
  position: z.string().trim().min(1).max(100),
  countryId: z.string().min(2).max(8),
  provinceId: z.string().max(16).default(''),
  cityId: z.string().max(16).default(''),
  /** the contact not used to register (mobile for email registrations, email for mobile ones) */
  email: z.union([email, z.literal('')]).default(''),
  mobile: z.union([zPattern('genericPhone'), z.literal('')]).default(''),
  areaCode: z.string().max(8).default('+86'),
});
export type FirstInfo = z.infer<typeof firstInfoSchema>;

/** Second info step (/register/account-info/1 and the second part of /profile). */
export const accountInfoSchema = z.object({
  businessNature: z.string().max(100).default(''),
  purchaseCategories: z.array(z.string().max(64)).max(80).default([]),
  sourcingDemand: zField('sourcingDemand').default(''),
  website: z.union([zField('website'), z.literal('')]).default(''),
  telephone: z.union([zField('telephone'), z.literal('')]).default(''),
  idType: z.enum(IdTypes).optional(),
  idNumber: z.string().max(32).default(''),
  social: z.partialRecord(z.enum(SocialMediaTypes), z.string().max(200)).default({}),
  /**
   * The visitor's consent that exhibitors may see their email and mobile on the visitor detail
   * (/find-person/detail). Off unless given: privacy by default, and a save without it withdraws it.
   */
  shareContact: z.boolean().default(false),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** updateProfile (/profile): the first and second info fields together, flat. */
export const updateProfileRequestSchema = z.object({ ...firstInfoSchema.shape, ...accountInfoSchema.shape });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** The visitor's own record (getVisitor; /profile). */
export type VisitorProfile = FirstInfo &
  AccountInfo & {
    id: string;
    headImage: string;
    registeredBy: 'EMAIL' | 'MOBILE';
    loginEmail: string;
    loginMobile: string;
    hasPassword: boolean;
  };

/** Company file (/companyfile, behind the second-registration switch). */
export const companyFileSchema = z.object({
  corporateName: zField('corporateName').pipe(z.string().trim().min(1)),
  brand: zField('brand').default(''),
  address: zField('address').default(''),
  post: zField('post').default(''),
  telephone: z.union([zField('telephone'), z.literal('')]).default(''),
  fax: z.union([zField('fax'), z.literal('')]).default(''),
  website: z.union([zField('website'), z.literal('')]).default(''),
  mainBusinessScope: zField('mainBusinessScope').default(''),
  enMainBusinessScope: zField('enMainBusinessScope').default(''),
  introduction: zField('introduction').default(''),
  enIntroduction: zField('enIntroduction').default(''),
  addressHeadQuater: zField('addressHeadQuater').default(''),
  telephoneHeadQuater: z.union([zField('telephoneHeadQuater'), z.literal('')]).default(''),
  faxHeadQuater: z.union([zField('faxHeadQuater'), z.literal('')]).default(''),
  websiteHeadQuater: z.union([zField('websiteHeadQuater'), z.literal('')]).default(''),
});
export type CompanyFile = z.infer<typeof companyFileSchema>;

// --- passwords -----------------------------------------------------------------------------------
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

// --- login by code, exhibitor binding ------------------------------------------------------------
/** webLogon with a code instead of a password (loginType CODE). */
export const codeLogonRequestSchema = z.object({
  account: z.string().trim().min(1).max(128),
  code,
  loginSubjectType: z.enum(['VISITOR', 'ACTOR']).default('VISITOR'),
});
/**
 * Exhibitor staff bind their account with the code their company received. The staff member is not an
 * exhibitor yet, so the call proves the account with its password and logs in as ACTOR (webLogon response).
 */
export const bindExhibitorRequestSchema = z.object({
  account: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(64),
  exhibitorCode: z.string().trim().min(4).max(32),
});

// --- questionnaire -------------------------------------------------------------------------------
/** Texts arrive in the request's language. */
export type Question = {
  id: string;
  type: QuestionType;
  title: string;
  required: boolean;
  options: { id: string; label: string }[];
  maxLength: number;
};
export type QuestionAnswer = { questionId: string; optionIds: string[]; text: string };
export const saveQuestionRequestSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: z.string().min(1).max(64),
        optionIds: z.array(z.string().min(1).max(64)).max(50).default([]),
        text: z.string().max(2000).default(''),
      }),
    )
    .max(200),
});

// --- QR login ------------------------------------------------------------------------------------
export type LogonQr = {
  qrId: string;
  /** PNG data URL of the QR code; it encodes `scanUrl` */
  image: string;
  /** the page a logged-in phone opens to confirm: `${origin}${basePath}/qr-login/${qrId}` */
  scanUrl: string;
  expiresInSeconds: number;
};
/** GET /authLogin/getAuthCode?qrId=...: the token is returned once, on the first poll after confirmation. */
export type QrAuthState = {
  state: QrState;
  token?: string;
  subjectType?: 'VISITOR' | 'ACTOR' | 'ORGANIZER';
};
export const confirmLogonQrRequestSchema = z.object({
  qrId: z.string().min(1).max(64),
  scanOnly: z.boolean().default(false),
});

// --- dev outbox ------------------------------------------------------------------------------------
export type OutboxMessage = {
  id: string;
  channel: 'EMAIL' | 'SMS';
  to: string;
  subject: string;
  text: string;
  /** the verification code the message carries, when it is one */
  code: string | null;
  createdAt: string;
};

// Constants without zod live apart, so the browser's first load can take them without the schemas.
export * from './registration-constants';
