import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common';
import {
  CHAT_CUSTOM_DATA_MAX,
  CHAT_SYNC_BATCH,
  CHAT_TEXT_MAX,
  CLIENT_MESSAGE_ID_MAX,
  CONVERSATION_PAGE_MAX,
  ConversationTypes,
  GROUP_MEMBERS_MAX,
  GROUP_NAME_MAX,
  GroupTipOperations,
  HISTORY_FETCH_MAX,
  HISTORY_PAGE_SIZE,
  MENTION_MAX,
  MessageTypes,
} from './constants';

const conversationId = z.string().trim().min(1).max(80);
const userId = z.string().min(1).max(64);

/** What a message says, by type (spec 001 §3 payloads). */
export const textPayloadSchema = z.object({
  text: z.string().max(CHAT_TEXT_MAX),
  /** a group message's mentioned members (spec 001 §9 "@"); absent when nobody is mentioned */
  atUserList: z.array(userId).max(MENTION_MAX).optional(),
});
/**
 * A group change as a member reads it: what happened, who did it, to whom, and the sentence in the
 * reader's language (written by the server when it happened).
 */
export const groupTipPayloadSchema = z.object({
  operationType: z.enum(GroupTipOperations),
  operatorID: z.string(),
  userIDList: z.array(z.string()),
  /** the group's name after the change */
  name: z.string(),
  text: z.string(),
});
export type GroupTipPayload = z.infer<typeof groupTipPayloadSchema>;
/** An emoji sticker: its pack (`data`) and place in the pack (`index`). */
export const facePayloadSchema = z.object({
  index: z.number().int().min(0).max(999),
  data: z.string().min(1).max(64),
});
export const customPayloadSchema = z.object({
  data: z.string().max(CHAT_CUSTOM_DATA_MAX),
  description: z.string().max(500).default(''),
  extension: z.string().max(500).default(''),
});
/**
 * A picture: `imageInfoArray[0]` is the stored picture (spec 001 §3), `[1]` its copy at most 480 px a
 * side that the conversation shows (a GIF keeps its animation in both).
 */
export const imagePayloadSchema = z.object({
  imageInfoArray: z.array(z.object({ url: z.string(), width: z.number(), height: z.number() })),
});
/** A video; `snapshotUrl` is a frame of it when the server could take one (ffmpeg), else empty. */
export const videoPayloadSchema = z.object({
  videoUrl: z.string(),
  snapshotUrl: z.string(),
  videoSize: z.number().int(),
});
export const filePayloadSchema = z.object({
  fileName: z.string(),
  fileUrl: z.string(),
  fileSize: z.number().int(),
});

/**
 * What a picture, video or file message is sent with: the key the media pipeline answered for the
 * sender's own chat upload. The server fills the payload in from its record of that upload, so nobody
 * can send a file they did not upload for the chat, nor claim another size or name for it.
 */
export const mediaReferenceSchema = z.object({
  key: z
    .string()
    .max(512)
    .regex(/^chat\//),
});

/**
 * The custom data every sent message carries (spec 001 §3). The server writes it from the sender's
 * session, whatever a client claims, so a receiver can trust who sent from which fair.
 */
export const messageCustomDataSchema = z.object({
  appId: z.string(),
  exhibitionId: z.string(),
  subjectType: z.string(),
  userAccountId: z.string(),
});
export type MessageCustomData = z.infer<typeof messageCustomDataSchema>;

/**
 * A message as one viewer receives it. `conversationID` is the viewer's (a one-to-one chat is
 * `C2C<the other person>`), `flow` is 'out' for the viewer's own messages, `seq` orders the messages of
 * a conversation and `version` grows whenever the message changes (sent, revoked): a client that
 * reconnects asks for every change after the largest version it holds.
 */
export const chatMessageSchema = z.object({
  ID: z.string(),
  clientMessageID: z.string(),
  conversationID: z.string(),
  conversationType: z.enum(ConversationTypes),
  type: z.enum(MessageTypes),
  flow: z.enum(['in', 'out']),
  from: z.string(),
  nick: z.string(),
  avatar: z.string(),
  /** seconds since the epoch, as the spec's messages carry it */
  time: z.number().int(),
  seq: z.number().int(),
  version: z.number().int(),
  isRevoked: z.boolean(),
  /** for my one-to-one messages: the other person has read it */
  isPeerRead: z.boolean(),
  payload: z.union([
    textPayloadSchema,
    facePayloadSchema,
    customPayloadSchema,
    imagePayloadSchema,
    videoPayloadSchema,
    filePayloadSchema,
    groupTipPayloadSchema,
    z.object({}),
  ]),
  cloudCustomData: messageCustomDataSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * A message to send. `clientMessageID` is made by the sender once per message and kept for its
 * resends: the server stores a message once per sender and id and answers a resend with the stored one.
 * Image, video and file messages come with the media pipeline's chat purposes.
 */
export const sendMessageRequestSchema = z.object({
  clientMessageID: z.string().trim().min(8).max(CLIENT_MESSAGE_ID_MAX),
  conversationID: conversationId,
  message: z.discriminatedUnion('type', [
    z.object({ type: z.literal('text'), payload: textPayloadSchema }),
    z.object({ type: z.literal('face'), payload: facePayloadSchema }),
    z.object({ type: z.literal('custom'), payload: customPayloadSchema }),
    z.object({ type: z.literal('image'), payload: mediaReferenceSchema }),
    z.object({ type: z.literal('video'), payload: mediaReferenceSchema }),
    z.object({ type: z.literal('file'), payload: mediaReferenceSchema }),
  ]),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const revokeMessageRequestSchema = z.object({ messageID: z.string().min(1).max(64) });
export const markReadRequestSchema = z.object({ conversationID: conversationId });
export const syncRequestSchema = z.object({ since: z.number().int().min(0) });
export const syncResponseSchema = z.object({
  messages: z.array(chatMessageSchema).max(CHAT_SYNC_BATCH),
  /** the largest version in `messages` (or `since` when there is nothing new) */
  version: z.number().int(),
  /** more changes wait: ask again from `version` */
  more: z.boolean(),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;

/** The other side's read position moved: my messages up to `seq` are read. */
export const peerReadEventSchema = z.object({ conversationID: z.string(), seq: z.number().int() });
export type PeerReadEvent = z.infer<typeof peerReadEventSchema>;

export const chatProfileSchema = z.object({ userID: z.string(), nick: z.string(), avatar: z.string() });
export type ChatProfile = z.infer<typeof chatProfileSchema>;

/**
 * A buyer's conversation with an exhibitor company (the shared inbox). Unclaimed, every current employee
 * of the company has it in their list and reads it, and none can reply; the buyer sees the company's name
 * and logo. Once an employee claims it, it is a one-to-one conversation between the buyer and that
 * employee: the other employees lose it, and the buyer sees the claimer's name.
 */
export const inboxSchema = z.object({
  exhibitorId: z.string(),
  /** who is looking: the buyer, or one of the company's staff */
  viewer: z.enum(['visitor', 'staff']),
  claimed: z.boolean(),
  /** the employee who claimed it (null while unclaimed) */
  claimer: chatProfileSchema.nullable(),
});
export type Inbox = z.infer<typeof inboxSchema>;

/**
 * server → client: a company conversation was claimed (or handed over) by `claimer`, or returned to the
 * shared inbox (`claimer` null), where every current employee sees it unclaimed again.
 */
export type InboxClaimedEvent = { conversationID: string; claimer: ChatProfile | null };

/** One row of the conversation list (spec 001 §3 Conversation). */
export const conversationSchema = z.object({
  conversationID: z.string(),
  type: z.enum(ConversationTypes),
  userProfile: chatProfileSchema.nullable(),
  groupProfile: z.object({ groupID: z.string(), name: z.string() }).nullable(),
  /**
   * For exhibitor staff talking with a buyer only: whether the buyer is in the staff member's company
   * client pool (`member`) or not yet (`notMember`), so the header offers "Save to client pool". Null for
   * everyone else (a buyer, a guest, customer service, staff talking with staff learn nothing from it).
   */
  clientPool: z.enum(['member', 'notMember']).nullable(),
  /** a conversation with an exhibitor company (absent for every other conversation) */
  inbox: inboxSchema.optional(),
  /** my name for this person (spec: remark before nickname before user id); empty when none */
  remark: z.string(),
  unreadCount: z.number().int(),
  /** a group: an unread message mentions me (the list shows "[someone @ you]" until I read it) */
  atMe: z.boolean().optional(),
  lastMessage: z
    .object({
      /** seconds since the epoch */
      lastTime: z.number().int(),
      messageForShow: z.string(),
      type: z.enum(MessageTypes),
      isRevoked: z.boolean(),
      fromAccount: z.string(),
    })
    .nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListRequestSchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(CONVERSATION_PAGE_MAX).default(50),
});
export const conversationPageSchema = pageSchema(conversationSchema);

/** Opens (or finds) the one-to-one conversation with a person, before anything is sent. */
export const openConversationRequestSchema = z.object({ userID: userId });

/** Opens (or finds) my conversation with an exhibitor company, before anything is sent (buyers). */
export const openCompanyConversationRequestSchema = z.object({
  exhibitorId: z.string().trim().min(1).max(64),
});

export const conversationRequestSchema = z.object({ conversationID: conversationId });
/** To this colleague (an account id), or back to the shared inbox when absent. */
export const handOverRequestSchema = conversationRequestSchema.extend({
  toUserID: z.string().min(1).max(64).optional(),
});
export type HandOverRequest = z.infer<typeof handOverRequestSchema>;

/** A page of history, newest first: before `beforeSeq` (absent: the latest). */
export const messageListRequestSchema = z.object({
  conversationID: conversationId,
  beforeSeq: z.number().int().min(1).optional(),
  count: z.number().int().min(1).max(HISTORY_FETCH_MAX).default(HISTORY_PAGE_SIZE),
});
export const messageListResponseSchema = z.object({
  /** oldest first, as they are shown */
  messageList: z.array(chatMessageSchema),
  /** the seq to ask before for the next (older) page */
  nextBeforeSeq: z.number().int(),
  isCompleted: z.boolean(),
});
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

/** The customer-service person who answers me, and whether they are online now. */
export const customerServiceSchema = chatProfileSchema.extend({ online: z.boolean() });
export type CustomerService = z.infer<typeof customerServiceSchema>;

/** A guest's chat identity: who they are in the chat, the token that proves it, and until when. */
export const touristIdentitySchema = z.object({
  userID: z.string(),
  nick: z.string(),
  token: z.string(),
  /** seconds since the epoch */
  expiresAt: z.number().int(),
});
export type TouristIdentity = z.infer<typeof touristIdentitySchema>;

const touristToken = z.string().min(16).max(128);
export const touristRequestSchema = z.object({ touristToken });
/** The guest's customer service and the conversation with them (opened, so it can be shown at once). */
export const touristServiceSchema = customerServiceSchema.extend({ conversation: conversationSchema });
export type TouristService = z.infer<typeof touristServiceSchema>;
export const touristMessageListRequestSchema = messageListRequestSchema.extend({ touristToken });

/** The periods the first-response table offers, in days. */
export const RESPONSE_TIME_PERIODS = [7, 30] as const;

/**
 * First-response times of a company's staff (exhibitor administrators only). An inquiry is a buyer's
 * message that opens the buyer's turn in a one-to-one conversation with an employee: the first message,
 * or the first after the employee wrote. Its response is the employee's next message; the time between
 * is the first-response time. Call notes do not count as messages here.
 */
export const responseTimesRequestSchema = z.object({
  days: z.union([z.literal(RESPONSE_TIME_PERIODS[0]), z.literal(RESPONSE_TIME_PERIODS[1])]).default(7),
});
export const responseTimeRowSchema = z.object({
  /** the employee's chat id */
  userAccountId: z.string(),
  name: z.string(),
  resigned: z.boolean(),
  /** conversations with at least one answered inquiry in the period */
  answered: z.number().int(),
  /** median and 90th percentile of the first-response time, in seconds; null when nothing was answered */
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
  /** inquiries of the period still waiting for the employee's reply */
  unanswered: z.number().int(),
});
export type ResponseTimeRow = z.infer<typeof responseTimeRowSchema>;
export const responseTimesSchema = z.object({
  days: z.number().int(),
  /** the start of the period, ms since the epoch */
  since: z.number().int(),
  rows: z.array(responseTimeRowSchema),
});
export type ResponseTimes = z.infer<typeof responseTimesSchema>;

/** An employee's e-mail digest of unread buyer messages: on unless switched off. */
export const chatDigestSettingSchema = z.object({
  enabled: z.boolean(),
  /** minutes a message waits unread (the employee offline) before it goes into a digest */
  afterMinutes: z.number().int(),
});
export type ChatDigestSetting = z.infer<typeof chatDigestSettingSchema>;
export const chatDigestUpdateSchema = z.object({ enabled: z.boolean() });

const groupName = z.string().trim().min(1).max(GROUP_NAME_MAX);
const groupId = z.string().min(1).max(64);
const memberIds = z.array(userId).min(1).max(GROUP_MEMBERS_MAX);

/** A new group: its name and the colleagues invited (the creator joins by creating it). */
export const groupCreateRequestSchema = z.object({ name: groupName, memberIDs: memberIds });
export const groupRequestSchema = z.object({ groupID: groupId });
export const groupAddMembersRequestSchema = z.object({ groupID: groupId, memberIDs: memberIds });
export const groupRemoveMemberRequestSchema = z.object({ groupID: groupId, userID: userId });
export const groupRenameRequestSchema = z.object({ groupID: groupId, name: groupName });
/** A group as its members see it: name, creator (who manages it) and members. */
export const groupInfoSchema = z.object({
  groupID: z.string(),
  conversationID: z.string(),
  name: z.string(),
  ownerID: z.string(),
  members: z.array(chatProfileSchema).max(GROUP_MEMBERS_MAX),
});
export type GroupInfo = z.infer<typeof groupInfoSchema>;
/** The colleagues I may put in a group: my company's current staff but me. */
export const groupColleaguesSchema = z.object({ list: z.array(chatProfileSchema) });
export type GroupColleagues = z.infer<typeof groupColleaguesSchema>;
