import { z } from 'zod';
import { InvitationSourceTypes, SocialMediaTypes } from '../enums';
import { ReviewStatuses } from '../review/constants';
import { zField, zPattern } from '../validation/zod';
import { IdTypes, QuestionTypes } from './constants';

/** Registration, the visitor's profile and company file, staff binding and the questionnaire. */

const email = zPattern('email');
const mobile = zPattern('chineseMobile');
const password = zPattern('password');

// ——— invitation source ———

export const invitationSourceSchema = z
  .object({
    exhibitorId: z.string().max(64).optional(),
    exhibitorEmployeeUserAccountId: z.string().max(64).optional(),
    email: z.string().max(128).optional(),
    sourceType: z.enum(InvitationSourceTypes).optional(),
  })
  .optional();
export type InvitationSource = z.infer<typeof invitationSourceSchema>;

// ——— registration (each logs the new visitor in: the answer is webLogon's) ———

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

// ——— the visitor's information ———

/** First info step (/l-register/account-*-info/0 and the first part of /profile). */
export const firstInfoSchema = z.object({
  name: zField('name').pipe(z.string().trim().min(1)),
  company: zField('corporateName').pipe(z.string().trim().min(1)),
  position: z.string().trim().min(1).max(100),
  /**
   * The same in English, for exhibitors reading in English. Optional (the spec's form has no such
   * fields): left out, the stored English stays while its Chinese field is unchanged, a changed
   * Chinese name is romanised, and a changed company or position shows its Chinese.
   */
  nameEn: z.string().trim().max(100).optional(),
  companyEn: z.string().trim().max(200).optional(),
  positionEn: z.string().trim().max(100).optional(),
  countryId: z.string().min(2).max(8),
  provinceId: z.string().max(16).default(''),
  cityId: z.string().max(16).default(''),
  /** the contact not used to register (mobile for email registrations, email for mobile ones) */
  email: z.union([email, z.literal('')]).default(''),
  mobile: z.union([zPattern('genericPhone'), z.literal('')]).default(''),
  areaCode: z.string().max(8).default('+86'),
  /**
   * Proofs (validateEmail / validateMobile with scene BIND) that the other contact is the visitor's:
   * exhibitors are only shown proven contacts, so a new one without its proof is kept but not shown.
   */
  emailVerifiedToken: z.string().min(1).max(128).optional(),
  mobileVerifiedToken: z.string().min(1).max(128).optional(),
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

/**
 * The visitor's own record (getVisitor; /profile): what the forms above save, as stored (the answer is
 * not re-validated against the input patterns), plus the account's own facts.
 */
export const visitorProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  position: z.string(),
  nameEn: z.string().optional(),
  companyEn: z.string().optional(),
  positionEn: z.string().optional(),
  countryId: z.string(),
  provinceId: z.string(),
  cityId: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** whether the email and mobile were proven with a code: exhibitors are shown proven ones only */
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
  areaCode: z.string(),
  businessNature: z.string(),
  purchaseCategories: z.array(z.string()),
  sourcingDemand: z.string(),
  website: z.string(),
  telephone: z.string(),
  idType: z.enum(IdTypes).optional(),
  idNumber: z.string(),
  social: z.partialRecord(z.enum(SocialMediaTypes), z.string()),
  shareContact: z.boolean(),
  headImage: z.string(),
  registeredBy: z.enum(['EMAIL', 'MOBILE']),
  loginEmail: z.string(),
  loginMobile: z.string(),
  hasPassword: z.boolean(),
  /** the organizer's review of the registration; a rejected one is submitted again by saving the profile */
  review: z.object({ status: z.enum(ReviewStatuses), reason: z.string() }),
});
export type VisitorProfile = z.output<typeof visitorProfileSchema>;

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
/** The company file as stored (every field of the form above, plain). */
export const storedCompanyFileSchema = z.object(
  Object.fromEntries(Object.keys(companyFileSchema.shape).map((k) => [k, z.string()])) as Record<
    keyof CompanyFile,
    z.ZodString
  >,
);

// ——— exhibitor staff binding ———

/**
 * Exhibitor staff bind their account with the code their company received. The staff member is not an
 * exhibitor yet, so the call proves the account with its password and logs in as ACTOR (webLogon response).
 */
export const bindExhibitorRequestSchema = z.object({
  account: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(64),
  exhibitorCode: z.string().trim().min(4).max(32),
});
export const exhibitorCodeQuerySchema = z.object({ exhibitorId: z.string().trim().min(1).max(64) });
export const exhibitorCodeSchema = z.object({ code: z.string() });

// ——— questionnaire (texts arrive in the request's language) ———

export const questionSchema = z.object({
  id: z.string(),
  type: z.enum(QuestionTypes),
  title: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
  maxLength: z.number().int(),
});
export type Question = z.output<typeof questionSchema>;
export const questionAnswerSchema = z.object({
  questionId: z.string(),
  optionIds: z.array(z.string()),
  text: z.string(),
});
export type QuestionAnswer = z.output<typeof questionAnswerSchema>;
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
