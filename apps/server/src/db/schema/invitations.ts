import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './common';
import { exhibitors } from './exhibitor';
import { exhibitionRef, userAccountRef } from './session';

const exhibitorRef = () =>
  text('exhibitor_id')
    .notNull()
    .references(() => exhibitors.id);

/**
 * Intent orders (spec 001 §3): a visitor wishes to buy a quantity of an exhibitor's product. The
 * exhibitor's administrators assign one to a salesperson, who (or an administrator) marks it contacted.
 */
export const intentOrders = pgTable(
  'intent_orders',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    exhibitorId: exhibitorRef(),
    productId: text('product_id').notNull(),
    /** the visitor who placed it */
    userAccountId: userAccountRef(),
    /** a real number, 0 < quantity < 99999 (spec 001 §5) */
    quantity: doublePrecision('quantity').notNull(),
    remark: text('remark').notNull().default(''),
    /** the salesperson (an employee's account) it is assigned to; null: not assigned */
    assigneeAccountId: text('assignee_account_id'),
    assignedAt: ts('assigned_at'),
    contacted: boolean('contacted').notNull().default(false),
    /** who marked it contacted (the follow-up person), and when */
    contactedByAccountId: text('contacted_by_account_id'),
    contactedAt: ts('contacted_at'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    /** the live the visitor ordered from (the shoppable live's funnel), null otherwise */
    liveId: text('live_id'),
  },
  (t) => [
    index('intent_orders_live_idx').on(t.liveId),
    index('intent_orders_exhibitor_idx').on(t.exhibitorId, t.createdAt),
    index('intent_orders_assignee_idx').on(t.exhibitorId, t.assigneeAccountId, t.createdAt),
    index('intent_orders_visitor_idx').on(t.exhibitionId, t.userAccountId, t.createdAt),
  ],
);

/**
 * An exhibitor's client-pool invitation code (spec 001 §2 /invitationCode): a visitor who enters it
 * joins the exhibitor's client pool. Random and unguessable; an administrator may replace it, which
 * makes the old one useless.
 */
export const exhibitorPoolCodes = pgTable(
  'exhibitor_pool_codes',
  {
    exhibitorId: exhibitorRef().primaryKey(),
    exhibitionId: exhibitionRef(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('exhibitor_pool_codes_code_uq').on(t.exhibitionId, t.code)],
);

/**
 * A visitor asks an exhibitor for approval to see its client-pool-only products (spec 001 §7
 * inviteRecord: "Click Invite to get approval from exhibitors"). One row per visitor and exhibitor;
 * asking again while pending changes nothing.
 */
export const inviteRequests = pgTable(
  'invite_requests',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    exhibitorId: exhibitorRef(),
    userAccountId: userAccountRef(),
    /** the product the visitor was looking at, if any */
    productId: text('product_id'),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['PENDING', 'CONFIRMED'] })
      .notNull()
      .default('PENDING'),
    confirmedByAccountId: text('confirmed_by_account_id'),
    confirmedAt: ts('confirmed_at'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invite_requests_uq').on(t.exhibitorId, t.userAccountId),
    index('invite_requests_exhibitor_idx').on(t.exhibitorId, t.status, t.createdAt),
    index('invite_requests_visitor_idx').on(t.exhibitionId, t.userAccountId, t.createdAt),
  ],
);

/**
 * Invitations an exhibitor sent by e-mail (spec 001 §3 invitation record): audience name, email,
 * invitation date, register date. One row per exhibitor and address (sending again refreshes it).
 */
export const emailInvitations = pgTable(
  'email_invitations',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    exhibitorId: exhibitorRef(),
    /** normalised (lower case) */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** a mainland mobile the invitation was also sent to by SMS (the same link); empty: e-mail only */
    mobile: text('mobile').notNull().default(''),
    sentByAccountId: text('sent_by_account_id'),
    invitedAt: ts('invited_at').notNull().defaultNow(),
    registeredAt: ts('registered_at'),
    registeredAccountId: text('registered_account_id'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_invitations_uq').on(t.exhibitorId, t.email),
    index('email_invitations_list_idx').on(t.exhibitorId, t.invitedAt),
    index('email_invitations_email_idx').on(t.exhibitionId, sql`lower(${t.email})`),
  ],
);

/**
 * Keys an exhibitor's own systems (a CRM, a mailing tool) call externalInterface/invitation/addRecord with.
 * Only a SHA-256 hash of the key is kept (the key is shown once, when it is made); `prefix` is its first
 * characters, for telling keys apart in the list. A revoked key stays listed and is refused.
 */
export const invitationApiKeys = pgTable(
  'invitation_api_keys',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    exhibitorId: exhibitorRef(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdByAccountId: text('created_by_account_id').notNull(),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('invitation_api_keys_hash_uq').on(t.keyHash),
    index('invitation_api_keys_exhibitor_idx').on(t.exhibitorId, t.createdAt),
  ],
);
