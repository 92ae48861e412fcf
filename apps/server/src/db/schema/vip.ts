import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './common';
import { exhibitionRef, userAccountRef } from './session';

/**
 * A visitor's VIP application in one fair (spec 001 §3): one per visitor, submitted again after a
 * rejection. The photos are personal documents, stored under private names (media purpose `vip*`).
 */
export const vipApplications = pgTable(
  'vip_applications',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    userAccountId: userAccountRef(),
    passportNumber: text('passport_number').notNull(),
    passportPhoto: text('passport_photo').notNull(),
    photo: text('photo').notNull(),
    fullName: text('full_name').notNull(),
    sexTitle: text('sex_title', { enum: ['MR', 'MS'] }).notNull(),
    companyName: text('company_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reviewReason: text('review_reason').notNull().default(''),
    reviewedAt: ts('reviewed_at'),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vip_applications_account_uq').on(t.exhibitionId, t.userAccountId),
    index('vip_applications_review_idx').on(t.exhibitionId, t.status, t.submittedAt),
  ],
);
