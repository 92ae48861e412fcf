import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common';
import { mediaLimits } from '../media/constants';
import { PHONE_WITH_AREA_CODE_MAX } from '../validation/rules';
import { zField, zPattern } from '../validation/zod';
import {
  ATTENDANCE_TIMES_MAX,
  BoothParts,
  COMPANY_CATEGORY_REQUEST_MAX,
  COMPANY_TAG_CHARS,
  COMPANY_TAG_MAX,
  CompanyScales,
  EmployeeStatuses,
  POST_CODE_MAX,
  PROFILE_SHORT_TEXT_MAX,
} from './constants';

/** A stored picture or video: its key (what a save sends back) and the URL to show it. */
export const mediaRefSchema = z.object({ key: z.string(), url: z.string() });
export type MediaRef = z.output<typeof mediaRefSchema>;

const shortText = (max = PROFILE_SHORT_TEXT_MAX) => z.string().trim().max(max).default('');
const optional = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal('')]).default('');
/** A company phone or fax carries its area code ("+86-21-5555 0000"): spec 001 §5, area codes cannot be empty. */
const phoneWithCode = z.string().trim().max(PHONE_WITH_AREA_CODE_MAX).pipe(zPattern('phoneWithAreaCode'));
const mediaKey = z.string().max(512);

/** The fields an administrator edits (spec 001 §3 exhibitor profile), media as storage keys. */
const editableProfile = {
  name: zField('name').pipe(z.string().trim().min(1)),
  nameEn: zField('name').default(''),
  introduction: zField('introduction').default(''),
  enIntroduction: zField('enIntroduction').default(''),
  mainBusinessScope: zField('mainBusinessScope').default(''),
  enMainBusinessScope: zField('enMainBusinessScope').default(''),
  /** ISO country code; in China the province and city are ids of the area calls */
  countryId: z.string().trim().min(2).max(8),
  provinceId: z.string().trim().max(16).default(''),
  cityId: z.string().trim().max(16).default(''),
  /** outside China, the province (state) and city as the company writes them */
  provinceName: shortText(),
  cityName: shortText(),
  address: zField('address').default(''),
  addressEn: zField('address').default(''),
  postCode: shortText(POST_CODE_MAX),
  companyScale: optional(z.enum(CompanyScales)),
  registeredCapital: shortText(),
  attendanceTimes: z.number().int().min(0).max(ATTENDANCE_TIMES_MAX).default(0),
  listed: z.boolean().default(false),
  website: optional(zField('website')),
  url3d: optional(zField('url3d')),
  brand: zField('brand').default(''),
  telephone: optional(phoneWithCode),
  fax: optional(phoneWithCode),
  email: optional(zPattern('email')),
  contacts: shortText(),
  contactsEn: shortText(),
  conferenceContacts: shortText(),
  conferenceContactsEn: shortText(),
  tags: z.array(z.string().trim().min(1).max(COMPANY_TAG_CHARS)).max(COMPANY_TAG_MAX).default([]),
  /** category keys of the fair (the catalog's filter options); the service allows at most three */
  categories: z.array(z.string().max(64)).max(COMPANY_CATEGORY_REQUEST_MAX).default([]),
};

export const updateExhibitorBaseInfoRequestSchema = z.object({
  ...editableProfile,
  /** storage keys: kept ones, or fresh uploads of this company for that purpose; '' for none */
  logo: z.union([mediaKey, z.literal('')]).default(''),
  images: z
    .array(mediaKey)
    .max(mediaLimits.companyImage.maxCount ?? 3)
    .default([]),
  video: z.union([mediaKey, z.literal('')]).default(''),
});
export type UpdateExhibitorBaseInfo = z.input<typeof updateExhibitorBaseInfoRequestSchema>;

const profileOut = Object.fromEntries(Object.keys(editableProfile).map((k) => [k, z.string()])) as Record<
  keyof typeof editableProfile,
  z.ZodString
>;

export const exhibitorBaseInfoSchema = z.object({
  ...profileOut,
  attendanceTimes: z.number().int(),
  listed: z.boolean(),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  id: z.string(),
  /** the booth is the organizer's to assign: shown, not edited */
  floor: z.string(),
  boothArea: z.string(),
  boothNumber: z.string(),
  logo: mediaRefSchema.nullable(),
  images: z.array(mediaRefSchema),
  video: mediaRefSchema.nullable(),
});
export type ExhibitorBaseInfo = z.output<typeof exhibitorBaseInfoSchema>;

export const boothCompletenessSchema = z.object({
  parts: z.array(
    z.object({
      part: z.enum(BoothParts),
      complete: z.boolean(),
      /** how many there are (pictures, exhibits, employees, scenes); 1/0 for the profile and the logo */
      count: z.number().int(),
      /** false while the back office cannot build this part yet: shown as such, never counted as missing */
      available: z.boolean(),
    }),
  ),
  /** profile fields still empty that a buyer looks for (field names of the profile) */
  missingFields: z.array(z.string()),
});
export type BoothCompleteness = z.output<typeof boothCompletenessSchema>;

/** An employee as the company's administrators see them. */
export const employeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  position: z.string(),
  positionEn: z.string(),
  /** the login account's email and mobile (set when the employee is added) */
  email: z.string(),
  mobile: z.string(),
  /** shown masked in lists (the middle digits hidden), whole to administrators editing it */
  idCard: z.string(),
  photo: mediaRefSchema.nullable(),
  admin: z.boolean(),
  resigned: z.boolean(),
  createdAt: z.string(),
});
export type Employee = z.output<typeof employeeSchema>;

export const employeeListRequestSchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).default(''),
  status: z.enum(EmployeeStatuses).default('active'),
});
export const employeeListSchema = pageSchema(employeeSchema);

export const employeeIdRequestSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * Adds an employee (no id: email or mobile required, they become the login) or saves one (id: the
 * login stays as it was). The ID card is checked as a resident identity number.
 */
export const employeeUpdateRequestSchema = z.object({
  id: z.string().max(64).default(''),
  name: zField('name').pipe(z.string().trim().min(1)),
  nameEn: zField('name').default(''),
  position: z.string().trim().max(PROFILE_SHORT_TEXT_MAX).default(''),
  positionEn: z.string().trim().max(PROFILE_SHORT_TEXT_MAX).default(''),
  email: optional(zPattern('email')),
  mobile: optional(zPattern('chineseMobile')),
  idCard: z.string().trim().max(18).default(''),
  /** a storage key: kept, or a fresh upload of this company's employee photos; '' for none */
  photo: z.union([mediaKey, z.literal('')]).default(''),
  admin: z.boolean().default(false),
});
export type EmployeeUpdate = z.input<typeof employeeUpdateRequestSchema>;
export type EmployeeUpdateData = z.output<typeof employeeUpdateRequestSchema>;

export const employeeUpdateSchema = z.object({
  employee: employeeSchema,
  /** only when the employee was just added: shown once, to be handed over; changed at first login */
  initialPassword: z.string().nullable(),
});
export type EmployeeUpdateResult = z.output<typeof employeeUpdateSchema>;

export const inviteCodeSchema = z.object({ code: z.string() });
