import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './common';
import { exhibitors } from './exhibitor';
import { exhibitionRef, userAccountRef } from './session';

const reviewStatus = () =>
  text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending');

/**
 * An online sourcing meeting the organizer runs (spec 001 §3: title, description, start and end time,
 * deadline, place, sort), in both languages. Cancelled ones are kept: their needs and sign-ups stay.
 */
export const sourcingMeetings = pgTable(
  'sourcing_meetings',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    place: text('place').notNull().default(''),
    placeEn: text('place_en').notNull().default(''),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
    /** sign-ups and needs are taken until then */
    deadline: ts('deadline').notNull(),
    /** orders meetings that start at the same time (smaller first) */
    sort: integer('sort').notNull().default(0),
    cancelled: boolean('cancelled').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // the public list: not over yet by start, or past by start (descending reads the same index)
    index('sourcing_meetings_start_idx').on(t.exhibitionId, t.startTime, t.sort, t.id),
    index('sourcing_meetings_end_idx').on(t.exhibitionId, t.endTime),
  ],
);

/**
 * A buyer's sourcing need for one meeting (spec 001 §3 sourcing meeting registration, buyer fields): one
 * per visitor and meeting, corrected and submitted again after a rejection.
 */
export const sourcingNeeds = pgTable(
  'sourcing_needs',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    meetingId: text('meeting_id')
      .notNull()
      .references(() => sourcingMeetings.id),
    userAccountId: userAccountRef(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    website: text('website').notNull().default(''),
    companyName: text('company_name').notNull(),
    mobile: text('mobile').notNull(),
    businessNature: text('business_nature').notNull(),
    /** what the buyer is sourcing */
    product: text('product').notNull(),
    /** storage key of the product picture (media purpose sourcingProductImage), '' without one */
    productImage: text('product_image').notNull().default(''),
    certificates: text('certificates').notNull().default(''),
    purchaseQuantity: integer('purchase_quantity').notNull(),
    unit: text('unit').notNull(),
    supplierBusinessNature: text('supplier_business_nature').notNull(),
    supplierScale: text('supplier_scale').notNull(),
    supplierRegion: text('supplier_region').notNull().default(''),
    other: text('other').notNull().default(''),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    status: reviewStatus(),
    reviewReason: text('review_reason').notNull().default(''),
    reviewedAt: ts('reviewed_at'),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sourcing_needs_visitor_uq').on(t.meetingId, t.userAccountId),
    // a visitor's own list
    index('sourcing_needs_mine_idx').on(t.exhibitionId, t.userAccountId, t.submittedAt),
    // an approved exhibitor's view of one meeting's approved needs
    index('sourcing_needs_meeting_idx').on(t.meetingId, t.status, t.submittedAt),
    // the review queue
    index('sourcing_needs_review_idx').on(t.exhibitionId, t.status, t.submittedAt),
  ],
);

/**
 * An exhibitor's sign-up for one meeting (spec 001 §3: booth number, status, reason), with the contact
 * it sends and up to six of its exhibits; one per company and meeting.
 */
export const sourcingSigns = pgTable(
  'sourcing_signs',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    meetingId: text('meeting_id')
      .notNull()
      .references(() => sourcingMeetings.id),
    exhibitorId: text('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id),
    /** the administrator who signed up or last corrected it */
    userAccountId: userAccountRef(),
    boothNumber: text('booth_number').notNull(),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    status: reviewStatus(),
    reviewReason: text('review_reason').notNull().default(''),
    reviewedAt: ts('reviewed_at'),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sourcing_signs_exhibitor_uq').on(t.meetingId, t.exhibitorId),
    // the company's own list
    index('sourcing_signs_mine_idx').on(t.exhibitionId, t.exhibitorId, t.submittedAt),
    // the review queue
    index('sourcing_signs_review_idx').on(t.exhibitionId, t.status, t.submittedAt),
  ],
);
