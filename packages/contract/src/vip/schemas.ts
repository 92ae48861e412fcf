import { z } from 'zod';
import { isValidPassport, patterns } from '../validation/patterns';
import { zPattern } from '../validation/zod';
import {
  VIP_ADDRESS_MAX,
  VIP_COMPANY_MAX,
  VIP_EMAIL_MAX,
  VIP_NAME_MAX,
  VIP_PHONE_MAX,
  VipSexTitles,
  VipStates,
} from './constants';

const required = (max: number) => z.string().trim().min(1).max(max);

/**
 * The VIP application form (spec 001 §3). The photos are the storage keys the upload call answered for
 * the purposes vipPassportPhoto and vipPhoto; the server takes only the caller's own.
 */
export const vipApplicationRequestSchema = z.object({
  passportNumber: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isValidPassport, { message: 'passport' }),
  passportPhoto: z.string().min(1).max(300),
  photo: z.string().min(1).max(300),
  fullName: required(VIP_NAME_MAX),
  sexTitle: z.enum(VipSexTitles),
  companyName: required(VIP_COMPANY_MAX),
  phone: zPattern('genericPhone').pipe(z.string().max(VIP_PHONE_MAX)),
  address: required(VIP_ADDRESS_MAX),
  email: z
    .string()
    .trim()
    .max(VIP_EMAIL_MAX)
    .refine((v) => patterns.email.regex.test(v), {
      message: 'pattern.email',
      params: { pattern: 'email' },
    }),
});
export type VipApplicationRequest = z.input<typeof vipApplicationRequestSchema>;
/** The application as the server takes it: trimmed, the passport number in capitals. */
export type VipApplicationFields = z.output<typeof vipApplicationRequestSchema>;

export const vipApplicationSchema = z.object({
  state: z.enum(VipStates),
  /** the reviewer's reason when rejected */
  reason: z.string(),
  application: z
    .object({
      passportNumber: z.string(),
      passportPhoto: z.string(),
      passportPhotoUrl: z.string(),
      photo: z.string(),
      photoUrl: z.string(),
      fullName: z.string(),
      sexTitle: z.enum(VipSexTitles),
      companyName: z.string(),
      phone: z.string(),
      address: z.string(),
      email: z.string(),
      submittedAt: z.string(),
    })
    .nullable(),
});
export type VipApplication = z.output<typeof vipApplicationSchema>;
