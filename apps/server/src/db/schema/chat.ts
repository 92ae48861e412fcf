import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './common';
import { exhibitionRef, userAccounts } from './session';

/**
 * One counter for every change of a chat message (sent, revoked). A message's `seq` is the value it got
 * when sent (its order), its `version` the value of its last change: a client that was away asks for
 * every change after the largest version it holds, so nothing sent or revoked meanwhile is missed.
 */
export const chatChangeSeq = pgSequence('chat_change_seq', { startWith: 1, increment: 1 });

/**
 * A conversation of a fair. A one-to-one conversation has `pairKey` (its two account ids in order), so
 * the two people share one row whoever starts; a group has a name and no pair key.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    type: text('type', { enum: ['C2C', 'GROUP'] }).notNull(),
    pairKey: text('pair_key'),
    name: text('name').notNull().default(''),
    /** a group's creator, who adds and removes members and renames it (the longest member after they leave) */
    ownerAccountId: text('owner_account_id').references(() => userAccounts.id),
    lastMessageId: text('last_message_id'),
    lastMessageAt: ts('last_message_at'),
    /**
     * The seq of the last message: a member's row is not written per message, so whether a conversation
     * I removed from my list came back (a message after my `clearedSeq`) is read from here.
     */
    lastMessageSeq: bigint('last_message_seq', { mode: 'number' }),
    /**
     * A buyer's conversation with an exhibitor company (the shared inbox): the company. Its pair key is
     * `inbox:<exhibitor>:<buyer>`, so a buyer has one per company. Until `claimedBy` is set every current
     * employee of the company is a member (reads, cannot reply); claiming sets it in one conditional
     * update (of two claims exactly one wins) and leaves the buyer and the claimer as the only members.
     */
    inboxExhibitorId: text('inbox_exhibitor_id'),
    claimedBy: text('claimed_by').references(() => userAccounts.id),
    claimedAt: ts('claimed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_conversations_pair_uq').on(t.exhibitionId, t.pairKey),
    // A company's unclaimed conversations, which an employee who joined later is added to.
    index('chat_conversations_inbox_idx')
      .on(t.exhibitionId, t.inboxExhibitorId)
      .where(sql`${t.inboxExhibitorId} is not null and ${t.claimedBy} is null`),
    // The e-mail digest looks at the conversations active of late.
    index('chat_conversations_recent_idx').on(t.lastMessageAt),
  ],
);

/**
 * An employee's e-mail digest of unread buyer messages in a fair: whether they want it (on unless they
 * switched it off) and when the last one went. Sending claims the row first (`lastSentAt` moves only if
 * the last digest is an hour old), so of several instances sweeping at once only one sends.
 */
export const chatMailDigests = pgTable(
  'chat_mail_digests',
  {
    exhibitionId: exhibitionRef(),
    userAccountId: text('user_account_id')
      .notNull()
      .references(() => userAccounts.id),
    enabled: boolean('enabled').notNull().default(true),
    lastSentAt: ts('last_sent_at'),
  },
  (t) => [primaryKey({ columns: [t.exhibitionId, t.userAccountId] })],
);

/**
 * A person in a conversation, with their own view of it: how far they have read, and whether they
 * removed it from their list (it comes back with the next message; `clearedSeq` hides what came before).
 * A message writes no member row but its sender's read mark: the list's order and whether a hidden
 * conversation came back are read from the conversation, so a group of a thousand costs one row a message.
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    /** the conversation's fair, so a person's list in one fair is one index range */
    exhibitionId: exhibitionRef(),
    userAccountId: text('user_account_id')
      .notNull()
      .references(() => userAccounts.id),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    clearedSeq: bigint('cleared_seq', { mode: 'number' }).notNull().default(0),
    /** removed from my list (or never shown yet): shown again once a message after `clearedSeq` exists */
    hidden: boolean('hidden').notNull().default(false),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userAccountId] }),
    index('chat_members_list_idx').on(t.exhibitionId, t.userAccountId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    senderAccountId: text('sender_account_id')
      .notNull()
      .references(() => userAccounts.id),
    /** the sender's own id for the message, so a resend is answered with the stored one */
    clientMessageId: text('client_message_id').notNull(),
    type: text('type', { enum: ['text', 'face', 'image', 'video', 'file', 'custom', 'groupTip'] }).notNull(),
    payload: jsonb('payload').notNull(),
    customData: jsonb('custom_data').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_uq').on(t.senderAccountId, t.clientMessageId),
    index('chat_messages_history_idx').on(t.conversationId, t.seq),
    index('chat_messages_version_idx').on(t.version),
    // First-response times read a conversation's messages of a period.
    index('chat_messages_time_idx').on(t.conversationId, t.createdAt),
    // The clean-up of chat uploads asks whether any message names an upload.
    index('chat_messages_media_key_idx')
      .on(sql`(${t.payload} ->> 'key')`)
      .where(sql`${t.type} in ('image', 'video', 'file')`),
  ],
);

/**
 * A file someone uploaded for the chat (a picture, a video, any file), by the storage key the upload
 * answered. A picture, video or file message names one of the sender's own, and its payload is written
 * from this row: what was really stored, never what a client claims.
 */
export const chatMedia = pgTable('chat_media', {
  key: text('key').primaryKey(),
  exhibitionId: exhibitionRef(),
  uploaderAccountId: text('uploader_account_id')
    .notNull()
    .references(() => userAccounts.id),
  kind: text('kind', { enum: ['image', 'video', 'file'] }).notNull(),
  /** the file's name as its sender had it (files), shown and offered for download */
  name: text('name').notNull().default(''),
  size: integer('size').notNull(),
  width: integer('width').notNull().default(0),
  height: integer('height').notNull().default(0),
  /** a picture's copy the conversation shows */
  thumbKey: text('thumb_key'),
  thumbWidth: integer('thumb_width').notNull().default(0),
  thumbHeight: integer('thumb_height').notNull().default(0),
  /** a video's frame, when ffmpeg could take one */
  posterKey: text('poster_key'),
  createdAt: createdAt(),
});

/**
 * A guest's chat identity (spec 000 §4: an anonymous visitor receives a tourist chat identity). The server
 * issues it: an account row of its own (so conversations and messages keep their references) and an
 * opaque token stored only as its hash, valid until `expiresAt`. The token opens the chat socket and the
 * guest's own chat calls, never any other route. `clientKeyHash` (the address it was issued to, hashed)
 * bounds how many identities one address gets; `serviceAccountId` is the customer-service person the
 * guest was given, so asking again names the same person instead of walking through the staff.
 */
export const chatTourists = pgTable(
  'chat_tourists',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    userAccountId: text('user_account_id')
      .notNull()
      .references(() => userAccounts.id),
    tokenHash: text('token_hash').notNull(),
    clientKeyHash: text('client_key_hash').notNull(),
    serviceAccountId: text('service_account_id').references(() => userAccounts.id),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('chat_tourists_token_uq').on(t.tokenHash),
    uniqueIndex('chat_tourists_account_uq').on(t.userAccountId),
    index('chat_tourists_client_idx').on(t.exhibitionId, t.clientKeyHash, t.createdAt),
  ],
);
