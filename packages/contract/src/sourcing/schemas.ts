import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common';
import { BusinessNatures } from '../registration/constants';
import { REVIEW_REASON_MAX, ReviewDecisions, ReviewStatuses } from '../review/constants';
import { patterns } from '../validation/patterns';
import { zField, zPattern } from '../validation/zod';
import {
  MEETING_DESCRIPTION_MAX,
  MEETING_PLACE_MAX,
  MEETING_SORT_MAX,
  MEETING_TITLE_MAX,
  MeetingScopes,
  MeetingStages,
  PurchaseUnits,
  SOURCING_BOOTH_MAX,
  SOURCING_CERTIFICATES_MAX,
  SOURCING_COMPANY_MAX,
  SOURCING_CONTACT_MAX,
  SOURCING_EMAIL_MAX,
  SOURCING_EXHIBITS_MAX,
  SOURCING_NAME_MAX,
  SOURCING_OTHER_MAX,
  SOURCING_PRODUCT_MAX,
  SOURCING_QUANTITY_MAX,
  SOURCING_REGION_MAX,
  SOURCING_SEARCH_MAX,
  SupplierScales,
} from './constants';

const id = z.string().min(1).max(64);
const required = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max).default('');
const instant = z.iso.datetime({ offset: true });
const email = z
  .string()
  .trim()
  .max(SOURCING_EMAIL_MAX)
  .refine((v) => patterns.email.regex.test(v), { message: 'pattern.email', params: { pattern: 'email' } });

/* ---------------------------------------------------------------- meetings */

/** A meeting as everyone reads it (querySourcingPage), with the stage at the time of the answer. */
export const meetingSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  place: z.string(),
  placeEn: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  deadline: z.string(),
  sort: z.number().int(),
  stage: z.enum(MeetingStages),
  /** sign-ups and needs are still taken (not cancelled, before the deadline) */
  open: z.boolean(),
  /** the caller's own need (visitor) or company's sign-up (exhibitor) for it, if any */
  mine: z.object({ id: z.string(), status: z.enum(ReviewStatuses), reason: z.string() }).nullable(),
});
export type Meeting = z.output<typeof meetingSchema>;

/** Who is reading the meetings, so the page offers each role its action (or says why not). */
export const SourcingViewerRoles = ['guest', 'visitor', 'exhibitor', 'organizer'] as const;
export const sourcingViewerSchema = z.object({
  role: z.enum(SourcingViewerRoles),
  /** a visitor whose registration is complete (may submit needs) */
  registered: z.boolean(),
  /** an exhibitor account of an upgraded-package company (its administrators may sign up) */
  upgraded: z.boolean(),
  /** an exhibitor administrator */
  admin: z.boolean(),
});
export type SourcingViewer = z.output<typeof sourcingViewerSchema>;

export const meetingPageRequestSchema = pageQuerySchema.extend({
  scope: z.enum(MeetingScopes).default('current'),
});
export type MeetingPageRequest = z.input<typeof meetingPageRequestSchema>;

export const meetingPageSchema = pageSchema(meetingSchema).extend({ viewer: sourcingViewerSchema });
export type MeetingPage = z.output<typeof meetingPageSchema>;

/** The organizer's form (create when `id` is absent). Times are instants; the server checks their order. */
export const meetingSaveRequestSchema = z.object({
  id: id.optional(),
  title: required(MEETING_TITLE_MAX),
  titleEn: required(MEETING_TITLE_MAX),
  description: optional(MEETING_DESCRIPTION_MAX),
  descriptionEn: optional(MEETING_DESCRIPTION_MAX),
  place: optional(MEETING_PLACE_MAX),
  placeEn: optional(MEETING_PLACE_MAX),
  startTime: instant,
  endTime: instant,
  deadline: instant,
  sort: z.number().int().min(0).max(MEETING_SORT_MAX).default(0),
});
export type MeetingSaveRequest = z.input<typeof meetingSaveRequestSchema>;

export const meetingAdminListRequestSchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(SOURCING_SEARCH_MAX).default(''),
});
export type MeetingAdminListRequest = z.input<typeof meetingAdminListRequestSchema>;

/** A meeting in the console: the public fields plus how many took part and whether it is demo data. */
export const meetingAdminSchema = meetingSchema.omit({ mine: true }).extend({
  cancelled: z.boolean(),
  isDemo: z.boolean(),
  needCount: z.number().int(),
  signCount: z.number().int(),
});
export type MeetingAdmin = z.output<typeof meetingAdminSchema>;
export const meetingAdminPageSchema = pageSchema(meetingAdminSchema);

export const idRequestSchema = z.object({ id });

/* ---------------------------------------------------------------- buyer needs */

/**
 * A buyer's sourcing need for one meeting (spec 001 §3 sourcing meeting registration, buyer fields).
 * `id` resubmits the caller's own need (pending or not approved); the product image is a storage key the
 * upload call answered for the purpose sourcingProductImage.
 */
export const needSaveRequestSchema = z.object({
  id: id.optional(),
  meetingId: id,
  name: required(SOURCING_NAME_MAX),
  email,
  website: z.union([zField('website'), z.literal('')]).default(''),
  companyName: required(SOURCING_COMPANY_MAX),
  mobile: zPattern('genericPhone'),
  businessNature: z.enum(BusinessNatures),
  product: required(SOURCING_PRODUCT_MAX),
  productImage: z.string().max(300).default(''),
  certificates: optional(SOURCING_CERTIFICATES_MAX),
  purchaseQuantity: z.number().int().min(1).max(SOURCING_QUANTITY_MAX),
  unit: z.enum(PurchaseUnits),
  supplierBusinessNature: z.enum(BusinessNatures),
  supplierScale: z.enum(SupplierScales),
  supplierRegion: optional(SOURCING_REGION_MAX),
  other: optional(SOURCING_OTHER_MAX),
  expectedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type NeedSaveRequest = z.input<typeof needSaveRequestSchema>;
export type NeedFields = z.output<typeof needSaveRequestSchema>;

const meetingRef = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  deadline: z.string(),
  stage: z.enum(MeetingStages),
  open: z.boolean(),
});

const reviewState = {
  status: z.enum(ReviewStatuses),
  reason: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
};

export const needSchema = z.object({
  id: z.string(),
  meeting: meetingRef,
  name: z.string(),
  email: z.string(),
  website: z.string(),
  companyName: z.string(),
  mobile: z.string(),
  businessNature: z.string(),
  product: z.string(),
  productImage: z.string(),
  productImageUrl: z.string(),
  certificates: z.string(),
  purchaseQuantity: z.number().int(),
  unit: z.string(),
  supplierBusinessNature: z.string(),
  supplierScale: z.string(),
  supplierRegion: z.string(),
  other: z.string(),
  expectedDate: z.string(),
  ...reviewState,
});
export type Need = z.output<typeof needSchema>;
export const needPageSchema = pageSchema(needSchema);

/**
 * queryVisitorPage: a visitor's own needs (all meetings, or one); an exhibitor's view of one meeting's
 * approved needs, once its company's sign-up for that meeting is approved (the business matching).
 */
export const needPageRequestSchema = pageQuerySchema.extend({ meetingId: id.optional() });
export type NeedPageRequest = z.input<typeof needPageRequestSchema>;

/* ---------------------------------------------------------------- exhibitor sign-ups */

export const signSaveRequestSchema = z.object({
  meetingId: id,
  boothNumber: required(SOURCING_BOOTH_MAX),
  contactName: required(SOURCING_CONTACT_MAX),
  contactMobile: zPattern('genericPhone'),
  productIds: z.array(id).min(1).max(SOURCING_EXHIBITS_MAX),
});
export type SignSaveRequest = z.input<typeof signSaveRequestSchema>;
export type SignFields = z.output<typeof signSaveRequestSchema>;

export const signUpdateRequestSchema = signSaveRequestSchema.omit({ meetingId: true }).extend({ id });
export type SignUpdateRequest = z.input<typeof signUpdateRequestSchema>;

const exhibitPick = z.object({ id: z.string(), name: z.string(), nameEn: z.string(), image: z.string() });

export const signSchema = z.object({
  id: z.string(),
  meeting: meetingRef,
  exhibitorId: z.string(),
  exhibitorName: z.string(),
  exhibitorNameEn: z.string(),
  boothNumber: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  products: z.array(exhibitPick),
  ...reviewState,
});
export type Sign = z.output<typeof signSchema>;
export const signPageSchema = pageSchema(signSchema);

export type ExhibitPick = z.output<typeof exhibitPick>;

/* ---------------------------------------------------------------- organizer review queues */

export const sourcingReviewListRequestSchema = pageQuerySchema.extend({
  status: z.enum(ReviewStatuses).default('pending'),
  keyword: z.string().trim().max(SOURCING_SEARCH_MAX).default(''),
});
export type SourcingReviewListRequest = z.input<typeof sourcingReviewListRequestSchema>;

export const sourcingDecisionRequestSchema = z.object({
  id,
  decision: z.enum(ReviewDecisions),
  reason: z.string().trim().max(REVIEW_REASON_MAX).default(''),
});

export const needReviewSchema = needSchema.extend({ isDemo: z.boolean() });
export type NeedReview = z.output<typeof needReviewSchema>;
export const signReviewSchema = signSchema.extend({ isDemo: z.boolean() });
export type SignReview = z.output<typeof signReviewSchema>;
export const needReviewPageSchema = pageSchema(needReviewSchema);
export const signReviewPageSchema = pageSchema(signReviewSchema);
