import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './common';
import { exhibitionRef, userAccountRef, userAccounts } from './session';

/** Slider puzzles: the answer stays on the server; solving one yields a one-use verification token. */
export const sliderChallenges = pgTable(
  'slider_challenges',
  {
    id: idColumn(),
    targetX: integer('target_x').notNull(),
    clientKey: text('client_key').notNull(),
    /** SHA-256 of the verification token handed out once solved */
    verificationTokenHash: text('verification_token_hash'),
    solvedAt: ts('solved_at'),
    usedAt: ts('used_at'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('slider_challenges_token_uq').on(t.verificationTokenHash)],
);

/** Verification codes sent by mail or SMS, stored hashed; `target` is a normalised email or mobile. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn(),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    target: text('target').notNull(),
    scene: text('scene', { enum: ['REGISTER', 'LOGIN', 'RESET_PASSWORD', 'BIND'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    clientKey: text('client_key').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    consumedAt: ts('consumed_at'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.createdAt),
    index('verification_codes_client_idx').on(t.clientKey, t.createdAt),
  ],
);

/** Proof that a caller controls an email or mobile (after validateEmail/validateMobile); one use. */
export const verifiedTargets = pgTable(
  'verified_targets',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    target: text('target').notNull(),
    scene: text('scene').notNull(),
    usedAt: ts('used_at'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('verified_targets_token_uq').on(t.tokenHash)],
);

/** Failed logins, for the per-account and per-client lockout. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: idColumn(),
    account: text('account').notNull(),
    clientKey: text('client_key').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.account, t.createdAt),
    index('login_attempts_client_idx').on(t.clientKey, t.createdAt),
  ],
);

/** Mail and SMS that were sent (or, without SMTP/SMS provider, kept as the dev outbox). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: idColumn(),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    code: text('code'),
    delivered: boolean('delivered').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.createdAt)],
);

/** QR login sessions: a desktop shows one; a logged-in phone confirms it; the desktop receives a token. */
export const qrLogins = pgTable('qr_logins', {
  id: idColumn(),
  exhibitionId: exhibitionRef(),
  state: text('state', { enum: ['WAITING', 'SCANNED', 'CONFIRMED', 'EXPIRED'] })
    .notNull()
    .default('WAITING'),
  confirmedBy: text('confirmed_by').references(() => userAccounts.id),
  subjectType: text('subject_type'),
  /** the token minted for the desktop, handed out once and then cleared */
  pendingToken: text('pending_token'),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});

/** The organizer's questionnaire (customQuestions/questionSite). */
export const questions = pgTable(
  'questions',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    type: text('type', { enum: ['SINGLE', 'MULTIPLE', 'TEXT'] }).notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    required: boolean('required').notNull().default(false),
    /** [{ id, label, labelEn }] */
    options: jsonb('options').$type<{ id: string; label: string; labelEn: string }[]>().notNull().default([]),
    maxLength: integer('max_length').notNull().default(500),
    sort: integer('sort').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('questions_exhibition_idx').on(t.exhibitionId, t.sort)],
);

export const questionAnswers = pgTable(
  'question_answers',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    userAccountId: userAccountRef(),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    optionIds: jsonb('option_ids').$type<string[]>().notNull().default([]),
    text: text('text').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_answers_uq').on(t.exhibitionId, t.userAccountId, t.questionId),
    // The questionnaire editor counts and removes one question's answers.
    index('question_answers_question_idx').on(t.questionId),
  ],
);
