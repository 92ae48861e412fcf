import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './common';

/** One row per fair. Every table that belongs to a fair carries `exhibition_id`. */
export const exhibitions = pgTable('exhibitions', {
  id: text('id').primaryKey(),
  appId: text('app_id').notNull().default(''),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  createdAt: createdAt(),
});

/** Organizer-editable settings of a fair (open flags, switches, limits) as key → JSON value. */
export const configurationItems = pgTable(
  'configuration_items',
  {
    exhibitionId: exhibitionRef(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exhibitionId, t.key] })],
);

/** A person who can log in. Accounts are global; their roles in a fair live in exhibition_users. */
export const userAccounts = pgTable(
  'user_accounts',
  {
    id: idColumn(),
    email: text('email'),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    headImage: text('head_image').notNull().default(''),
    imAccount: text('im_account').notNull().default(''),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_accounts_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('user_accounts_mobile_uq').on(t.mobile),
  ],
);

/** The fair a row belongs to (a function declaration, so tables above may use it too). */
export function exhibitionRef() {
  return text('exhibition_id')
    .notNull()
    .references(() => exhibitions.id);
}

/** The account a row belongs to. */
export function userAccountRef() {
  return text('user_account_id')
    .notNull()
    .references(() => userAccounts.id);
}

/** The account's role in one fair, with the registration completeness flags of spec 000 §3. */
export const exhibitionUsers = pgTable(
  'exhibition_users',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    userAccountId: userAccountRef(),
    subjectType: text('subject_type', { enum: ['VISITOR', 'ACTOR', 'ORGANIZER'] }).notNull(),
    completeVisitor: boolean('complete_visitor').notNull().default(false),
    completeVisitorRegister: boolean('complete_visitor_register').notNull().default(false),
    completeQuestionnaire: boolean('complete_questionnaire').notNull().default(false),
    completeExhibitionRegistration: boolean('complete_exhibition_registration').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('exhibition_users_uq').on(t.exhibitionId, t.userAccountId, t.subjectType)],
);

export const visitors = pgTable(
  'visitors',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    userAccountId: userAccountRef(),
    name: text('name').notNull().default(''),
    headImage: text('head_image').notNull().default(''),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    /**
     * Whether the email and mobile above were proven with a code (the registration contact always is):
     * exhibitors are only ever shown proven contacts.
     */
    emailVerified: boolean('email_verified').notNull().default(false),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    company: text('company').notNull().default(''),
    position: text('position').notNull().default(''),
    /**
     * English of the name, company and position as exhibitors reading in English see them; empty
     * falls back to the fields above. The name's is romanised from the Chinese when not given.
     */
    nameEn: text('name_en').notNull().default(''),
    companyEn: text('company_en').notNull().default(''),
    positionEn: text('position_en').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    provinceId: text('province_id').notNull().default(''),
    cityId: text('city_id').notNull().default(''),
    areaCode: text('area_code').notNull().default('+86'),
    /** second info step (/register/account-info/1) */
    businessNature: text('business_nature').notNull().default(''),
    purchaseCategories: jsonb('purchase_categories').$type<string[]>().notNull().default([]),
    sourcingDemand: text('sourcing_demand').notNull().default(''),
    website: text('website').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    idType: text('id_type'),
    idNumber: text('id_number').notNull().default(''),
    social: jsonb('social').$type<Record<string, string>>().notNull().default({}),
    /** company file (/companyfile), contract CompanyFile */
    companyFile: jsonb('company_file').$type<Record<string, string>>(),
    /** invitation source (spec 001 §3) */
    sourceType: text('source_type').notNull().default(''),
    sourceExhibitorId: text('source_exhibitor_id'),
    sourceEmployeeAccountId: text('source_employee_account_id'),
    /** consent: exhibitors may see this visitor's email and mobile on /find-person/detail */
    shareContact: boolean('share_contact').notNull().default(false),
    /** the email the invitation was sent to */
    sourceEmail: text('source_email').notNull().default(''),
    /**
     * The organizer's review of the registration (pending, approved, rejected with a reason). Rejected
     * buyers are not shown to exhibitors; the visitor may correct the profile and submit it again.
     */
    reviewStatus: text('review_status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reviewReason: text('review_reason').notNull().default(''),
    reviewedAt: ts('reviewed_at'),
    /** when the registration was completed or last submitted again: the review queue's order */
    submittedAt: ts('submitted_at'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('visitors_account_uq').on(t.exhibitionId, t.userAccountId),
    index('visitors_review_idx').on(t.exhibitionId, t.reviewStatus, t.submittedAt),
  ],
);

export const organizers = pgTable(
  'organizers',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    userAccountId: userAccountRef(),
    name: text('name').notNull(),
    /** OrganizerRole: the fair's first organizers (command line, demo) are its owners */
    role: text('role').notNull().default('owner'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organizers_account_uq').on(t.exhibitionId, t.userAccountId)],
);

/** Opaque bearer tokens, stored as SHA-256 hashes; revoked at logout. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    userAccountId: userAccountRef(),
    exhibitionId: exhibitionRef(),
    subjectType: text('subject_type', { enum: ['VISITOR', 'ACTOR', 'ORGANIZER'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash),
    index('auth_tokens_account_idx').on(t.userAccountId),
  ],
);
