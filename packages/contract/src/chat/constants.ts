import type { Bilingual } from '../codes';

/**
 * The chat keeps the concepts of the spec's instant-messaging service (spec 001 §3) on our own server:
 * a conversation id is `C2C<peer's user id>` for a one-to-one chat as the viewer sees it, `GROUP<group
 * id>` for a group, and `@TIM#SYSTEM` for the system conversation that carries notices.
 */
export const ConversationTypes = ['C2C', 'GROUP', '@TIM#SYSTEM'] as const;
export type ConversationType = (typeof ConversationTypes)[number];
export const SYSTEM_CONVERSATION_ID = '@TIM#SYSTEM';
export const C2C_PREFIX = 'C2C';
export const GROUP_PREFIX = 'GROUP';
/**
 * A buyer's conversation with an exhibitor company (the shared inbox): `INBOX<conversation id>` for the
 * buyer and for the company's staff alike, the same id before and after an employee claims it.
 */
export const INBOX_PREFIX = 'INBOX';

/**
 * What a message holds (spec 001 §3). Image, video and file messages carry a file of the media pipeline;
 * `face` is an emoji sticker; `custom` carries data for the client (call signalling uses it);
 * `groupTip` is the server's note of a group change ("X added Y"), never sent by a client.
 */
export const MessageTypes = ['text', 'face', 'image', 'video', 'file', 'custom', 'groupTip'] as const;
export type MessageType = (typeof MessageTypes)[number];

/** A message as its sender sees it on the way (spec 001 §4): sending, sent, or failed. */
export const MessageStatuses = ['unSend', 'success', 'fail'] as const;
export type MessageStatus = (typeof MessageStatuses)[number];

/** Only my own message, only this long after it was sent (spec 001 §4). */
export const REVOKE_WINDOW_SECONDS = 120;
/** History pages (spec 001 §4 "15 per page"); a client may ask for up to the fetch count of 20. */
export const HISTORY_PAGE_SIZE = 15;
export const HISTORY_FETCH_MAX = 20;
export const CHAT_TEXT_MAX = 5000;
export const CHAT_CUSTOM_DATA_MAX = 4000;
export const CLIENT_MESSAGE_ID_MAX = 64;
/** The unread badge shows at most this, then "99+" (spec 001 §2). */
export const UNREAD_BADGE_MAX = 99;
/** A client that was away gets at most this many changes per sync call; it asks again while `more`. */
export const CHAT_SYNC_BATCH = 200;
/** The conversation list is paged; the newest first. */
export const CONVERSATION_PAGE_MAX = 100;
/** Customer service counts as busy by the conversations it had in this window. */
export const CUSTOMER_SERVICE_BUSY_WINDOW_HOURS = 24;
/**
 * The chat's multi-device rule: one login per account and device class holds the chat; a newer login of
 * the same class takes it over and the older one is logged out (spec 001 §4 kicked out, multi-device
 * login). Clients declare their class on the socket handshake; desktop and phone are separate, so a
 * buyer may keep the fair open on a laptop and on a phone. Tabs of one login share it.
 */
export const ChatDeviceClasses = ['desktop', 'phone'] as const;
export type ChatDeviceClass = (typeof ChatDeviceClasses)[number];
/** Why the server closed a socket: the session ended, or a newer login of the same device class took over. */
export type KickedEvent = { reason: 'sessionEnded' | 'multiDevice'; msg?: string };

/** Sends per socket in a window; a burst beyond is refused, so one account cannot flood others. */
export const CHAT_SEND_BURST = 20;
export const CHAT_SEND_WINDOW_MS = 10_000;
/** A guest's chat identity lasts this long; the guest's page asks for a new one after it. */
export const TOURIST_CHAT_TTL_HOURS = 24;
/** Guest identities one address may be issued per hour (each is a stored row and a staff assignment). */
export const TOURIST_IDENTITIES_PER_HOUR = 5;
/**
 * Requests for a guest identity per address and minute (the default of the server's TOURIST_RATE_LIMIT),
 * counted apart from logins: guests opening the chat do not use up the login attempts of people behind
 * the same address, nor the other way round.
 */
export const TOURIST_IDENTITY_REQUESTS_PER_MINUTE = 10;
/**
 * A chat upload (picture, video, file) that no message names this long after its upload is deleted,
 * file and record: uploading is for sending, not for storing files on the platform.
 */
export const CHAT_UNSENT_UPLOAD_HOURS = 24;

/**
 * What the send box's pickers offer (spec 001 §5): pictures of these kinds, MP4 videos, any file. A
 * dropped file is a video when it is an MP4, otherwise a file; a pasted file is a picture.
 */
export const CHAT_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.bmp';
export const CHAT_VIDEO_ACCEPT = '.mp4';
const CHAT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp'] as const;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Whether the image picker takes a file of this name (the server checks the real type again). */
export const isChatImageName = (name: string): boolean =>
  (CHAT_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** A dropped file's message type (spec 001 §5): an MP4 is sent as a video, anything else as a file. */
export function droppedFileType(file: { name: string; type: string }): 'video' | 'file' {
  return extensionOf(file.name) === 'mp4' || file.type === 'video/mp4' ? 'video' : 'file';
}

/**
 * A file's size as the chat shows it (spec 001 §5): over 1024 bytes in Kb, over 1024 Kb in Mb, with two
 * decimals; smaller files in bytes.
 */
export function formatFileSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb > 1024) return `${(kb / 1024).toFixed(2)} Mb`;
  if (bytes > 1024) return `${kb.toFixed(2)} Kb`;
  return `${Math.max(0, Math.round(bytes))} B`;
}

/** A group's name, trimmed: 1 to this many characters. */
export const GROUP_NAME_MAX = 30;
/** Everyone in a group, its creator included, at most; a new group starts with its creator and 2 or more. */
export const GROUP_MEMBERS_MAX = 50;
export const GROUP_MEMBERS_MIN_INVITED = 2;
/** What a group tip tells (spec 001 §3 group tip message). */
export const GroupTipOperations = ['create', 'add', 'remove', 'leave', 'rename'] as const;
export type GroupTipOperation = (typeof GroupTipOperations)[number];

/**
 * The text of a group tip in one language: who did what to whom. Written once when the change happens
 * (names as they were then), in both languages, so every member reads it in theirs.
 */
export function groupTipText(
  op: GroupTipOperation,
  operator: string,
  targets: string[],
  groupName: string,
  english: boolean,
): string {
  const who = targets.join(english ? ', ' : '、');
  switch (op) {
    case 'create':
      return english
        ? `${operator} created the group "${groupName}"`
        : `${operator} 创建了群聊“${groupName}”`;
    case 'add':
      return english ? `${operator} added ${who}` : `${operator} 邀请 ${who} 加入了群聊`;
    case 'remove':
      return english ? `${operator} removed ${who}` : `${operator} 将 ${who} 移出了群聊`;
    case 'leave':
      return english ? `${operator} left the group` : `${operator} 退出了群聊`;
    case 'rename':
      return english
        ? `${operator} renamed the group to "${groupName}"`
        : `${operator} 将群名称修改为“${groupName}”`;
  }
}

/**
 * A group message's mentions: the user ids after `@`. The picker inserts `@name ` and a space cancels an
 * open mention (spec 001 §9), so a mention is known by the ids the client sends, not parsed from text.
 */
export const MENTION_MAX = GROUP_MEMBERS_MAX;

export const chatMessages = {
  emptyMessage: { zh: '不能发送空消息！', en: "Can't send an empty message!" },
  notMember: { zh: '您不在这个会话中', en: 'You are not in this conversation' },
  peerUnavailable: {
    zh: '无法与该用户聊天',
    en: 'You cannot chat with this user',
  },
  revokeExpired: {
    zh: '消息发送已超过 2 分钟，无法撤回',
    en: 'A message can only be revoked within 2 minutes of sending it',
  },
  revokeNotYours: { zh: '只能撤回自己的消息', en: 'You can only revoke your own messages' },
  sendingTooFast: {
    zh: '发送太频繁，请稍后再试',
    en: 'You are sending too fast; please wait a moment',
  },
  unsupportedType: { zh: '暂不支持此消息类型', en: 'Message type not yet supported' },
  noCustomerService: {
    zh: '获取客服信息失败，请稍后再试',
    en: 'Failed to get customer service information; please try again later',
  },
  mediaNotYours: {
    zh: '找不到您上传的这个文件，请重新发送',
    en: 'This file was not uploaded by you for the chat; please send it again',
  },
  productNotInquirable: {
    zh: '无法就该展品发起咨询',
    en: 'You cannot ask about this product here',
  },
  noTourist: {
    zh: '获取游客信息失败，请稍后再试',
    en: 'Failed to get tourist information; please try again later',
  },
  touristServiceOnly: {
    zh: '游客只能与在线客服聊天，请登录后联系展商',
    en: 'Guests can only chat with online service; please log in to contact exhibitors',
  },
  kickedMultiDevice: {
    zh: '您的账号已在另一台设备登录，本设备已下线，请重新登录',
    en: 'Your account logged in on another device, so you were logged out here. Please log in again.',
  },
  claimFirst: {
    zh: '请先认领此会话再回复',
    en: 'Claim this conversation before replying',
  },
  claimedByOther: {
    zh: '此会话已被同事认领',
    en: 'A colleague has already claimed this conversation',
  },
  claimNotAllowed: {
    zh: '只有该展商的在职员工可以认领此会话',
    en: "Only the exhibitor's current staff can claim this conversation",
  },
  handOverNotAllowed: {
    zh: '只有认领此会话的员工可以转交或退回',
    en: 'Only the colleague who claimed this conversation can hand it over',
  },
  handOverTarget: {
    zh: '只能转交给本公司的其他在职员工',
    en: 'You can only hand it over to another current colleague',
  },
  companyUnavailable: {
    zh: '该展商暂无可联系的员工',
    en: 'This exhibitor has no staff to contact yet',
  },
  originRefused: { zh: '来源不被允许', en: 'This origin is not allowed' },
  mentionNotMember: { zh: '只能@群成员', en: 'You can only mention members of this group' },
  loginRequired: {
    zh: '登录状态已过期，请重新登录',
    en: 'Login status expired, please log in again',
  },
} satisfies Record<string, Bilingual>;
export type ChatMessageKey = keyof typeof chatMessages;

/** The refusals of the group calls (server-side only, so the web bundle does not carry them). */
export const chatGroupMessages = {
  groupStaffOnly: {
    zh: '只有展商员工可以创建和管理群聊',
    en: 'Only exhibitor staff can create and manage group chats',
  },
  groupName: {
    zh: `群名称须为 1-${GROUP_NAME_MAX} 个字符`,
    en: `A group name has 1 to ${GROUP_NAME_MAX} characters`,
  },
  groupNotColleague: {
    zh: '只能邀请本公司在职的同事加入群聊',
    en: 'Only current colleagues of your company can join the group',
  },
  groupDuplicate: { zh: '成员重复或已在群中', en: 'A member is listed twice or already in the group' },
  groupTooFew: {
    zh: `请至少选择 ${GROUP_MEMBERS_MIN_INVITED} 位同事`,
    en: `Choose at least ${GROUP_MEMBERS_MIN_INVITED} colleagues`,
  },
  groupTooMany: {
    zh: `群成员最多 ${GROUP_MEMBERS_MAX} 人`,
    en: `A group has at most ${GROUP_MEMBERS_MAX} members`,
  },
  groupOwnerOnly: { zh: '只有群主可以管理成员和群名称', en: 'Only the group creator can do this' },
} satisfies Record<string, Bilingual>;
export type ChatGroupMessageKey = keyof typeof chatGroupMessages;
