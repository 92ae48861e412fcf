import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common';
import { REVIEW_REASON_MAX, ReviewDecisions, ReviewStatuses } from './constants';

/** The longest search text of a review queue (name, company or email words). */
export const REVIEW_SEARCH_MAX = 100;

export const reviewListRequestSchema = pageQuerySchema.extend({
  status: z.enum(ReviewStatuses).default('pending'),
  keyword: z.string().trim().max(REVIEW_SEARCH_MAX).default(''),
});
export type ReviewListRequest = z.input<typeof reviewListRequestSchema>;

export const reviewDecisionRequestSchema = z.object({
  id: z.string().min(1).max(64),
  decision: z.enum(ReviewDecisions),
  reason: z.string().trim().max(REVIEW_REASON_MAX).default(''),
});
export type ReviewDecisionRequest = z.input<typeof reviewDecisionRequestSchema>;

const reviewFields = {
  status: z.enum(ReviewStatuses),
  reason: z.string(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
};

/** A visitor's registration as a reviewer sees it: who they are and what they told the fair. */
export const registrationReviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  company: z.string(),
  companyEn: z.string(),
  position: z.string(),
  positionEn: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  mobile: z.string(),
  mobileVerified: z.boolean(),
  countryCode: z.string(),
  businessNature: z.string(),
  purchaseCategories: z.array(z.string()),
  website: z.string(),
  isDemo: z.boolean(),
  ...reviewFields,
});
export type RegistrationReview = z.output<typeof registrationReviewSchema>;

/** A VIP application as a reviewer sees it, with links to its two photos. */
export const vipReviewSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  sexTitle: z.enum(['MR', 'MS']),
  passportNumber: z.string(),
  passportPhotoUrl: z.string(),
  photoUrl: z.string(),
  companyName: z.string(),
  phone: z.string(),
  address: z.string(),
  email: z.string(),
  isDemo: z.boolean(),
  ...reviewFields,
});
export type VipReview = z.output<typeof vipReviewSchema>;

export const registrationReviewListSchema = pageSchema(registrationReviewSchema);
export const vipReviewListSchema = pageSchema(vipReviewSchema);
