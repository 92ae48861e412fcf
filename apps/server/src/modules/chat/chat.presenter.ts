import {
  C2C_PREFIX,
  type ChatMessage,
  type ChatProfile,
  type ConversationType,
  GROUP_PREFIX,
  type GroupTipOperation,
  INBOX_PREFIX,
  type LanguageType,
  type MessageCustomData,
  type MessageType,
  parseProductCard,
} from '@openfair/contract';
import type { MediaUrl } from '../../core/media-url';
import type { chatConversations, chatMedia, chatMessages } from '../../db/schema/index';

export type MessageRow = typeof chatMessages.$inferSelect;
export type ConversationRow = typeof chatConversations.$inferSelect;

/** The two accounts of a one-to-one conversation, in a fixed order, as its unique key. */
export const pairKeyOf = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The other person of a one-to-one conversation. */
export function peerOf(pairKey: string, me: string): string {
  const [a = '', b = ''] = pairKey.split(':');
  return a === me ? b : a;
}

const INBOX_KEY = 'inbox:';

/** A buyer's conversation with a company has this pair key: one per buyer and company in a fair. */
export const inboxPairKeyOf = (exhibitorId: string, visitorAccountId: string): string =>
  `${INBOX_KEY}${exhibitorId}:${visitorAccountId}`;

/** The company and the buyer of a company conversation, by its pair key; null for any other. */
export function inboxOf(pairKey: string | null): { exhibitorId: string; visitor: string } | null {
  if (!pairKey?.startsWith(INBOX_KEY)) return null;
  const rest = pairKey.slice(INBOX_KEY.length);
  const colon = rest.indexOf(':');
  return colon < 0 ? null : { exhibitorId: rest.slice(0, colon), visitor: rest.slice(colon + 1) };
}

/** The conversation id a viewer knows a conversation by (spec 001 §3): `C2C<the other>` or `GROUP<id>`. */
export function conversationIdFor(
  conversation: Pick<ConversationRow, 'id' | 'type' | 'pairKey'>,
  viewer: string,
) {
  // A company conversation keeps one id for everyone, before and after it is claimed.
  if (inboxOf(conversation.pairKey)) return `${INBOX_PREFIX}${conversation.id}`;
  return conversation.type === 'C2C' && conversation.pairKey
    ? `${C2C_PREFIX}${peerOf(conversation.pairKey, viewer)}`
    : `${GROUP_PREFIX}${conversation.id}`;
}

export type ParsedConversationId =
  | { type: 'C2C'; peer: string }
  | { type: 'GROUP'; id: string }
  | { type: 'INBOX'; id: string }
  | { type: 'SYSTEM' };

export function parseConversationId(id: string): ParsedConversationId | null {
  if (id === '@TIM#SYSTEM') return { type: 'SYSTEM' };
  if (id.startsWith(C2C_PREFIX) && id.length > C2C_PREFIX.length)
    return { type: 'C2C', peer: id.slice(C2C_PREFIX.length) };
  if (id.startsWith(INBOX_PREFIX) && id.length > INBOX_PREFIX.length)
    return { type: 'INBOX', id: id.slice(INBOX_PREFIX.length) };
  if (id.startsWith(GROUP_PREFIX) && id.length > GROUP_PREFIX.length)
    return { type: 'GROUP', id: id.slice(GROUP_PREFIX.length) };
  return null;
}

/** What a list shows for a message: its text, or the bracketed kind of what it carries. */
export function messageForShow(type: MessageType, payload: unknown, english: boolean): string {
  const p = (payload ?? {}) as { text?: string; description?: string; data?: unknown };
  switch (type) {
    case 'groupTip':
      return groupTipOf(payload, english ? 'en' : 'cn').text;
    case 'text':
      return p.text ?? '';
    case 'face':
      return english ? '[Sticker]' : '[表情]';
    case 'image':
      return english ? '[Picture]' : '[图片]';
    case 'video':
      return english ? '[Video]' : '[视频]';
    case 'file':
      return english ? '[File]' : '[文件]';
    default: {
      const card = typeof p.data === 'string' ? parseProductCard(p.data) : null;
      if (card) return english ? `[Product] ${card.name.en}` : `[商品] ${card.name.zh}`;
      return p.description || (english ? '[custom message]' : '[自定义消息]');
    }
  }
}

export type ChatMediaRow = typeof chatMedia.$inferSelect;

/**
 * What a picture, video or file message keeps: storage keys and the facts of the upload, never URLs (a
 * BASE_PATH or storage host may change), written from the server's record of the upload.
 */
export function storedMediaPayload(media: ChatMediaRow): Record<string, string | number | null> {
  switch (media.kind) {
    case 'image':
      return {
        key: media.key,
        width: media.width,
        height: media.height,
        thumbKey: media.thumbKey,
        thumbWidth: media.thumbWidth,
        thumbHeight: media.thumbHeight,
      };
    case 'video':
      return { key: media.key, size: media.size, posterKey: media.posterKey };
    case 'file':
      return { key: media.key, name: media.name, size: media.size };
  }
}

/**
 * What a group tip keeps: the change, its ids, and its sentence in both languages as written when it
 * happened (names then).
 */
export type StoredGroupTip = {
  operationType: GroupTipOperation;
  operatorID: string;
  userIDList: string[];
  name: string;
  text: Record<LanguageType, string>;
};

function groupTipOf(payload: unknown, lang: LanguageType) {
  const p = (payload ?? {}) as Partial<StoredGroupTip>;
  return {
    operationType: p.operationType ?? 'create',
    operatorID: p.operatorID ?? '',
    userIDList: p.userIDList ?? [],
    name: p.name ?? '',
    text: p.text?.[lang] ?? p.text?.cn ?? '',
  };
}

/** A stored payload as the spec's message payloads carry it (spec 001 §3), with URLs made now. */
export function presentPayload(
  type: MessageType,
  payload: unknown,
  url: MediaUrl,
  lang: LanguageType = 'cn',
): ChatMessage['payload'] {
  if (type === 'groupTip') return groupTipOf(payload, lang);
  const p = (payload ?? {}) as Record<string, string | number | null | undefined>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  switch (type) {
    case 'image': {
      const original = { url: url(str(p.key)), width: num(p.width), height: num(p.height) };
      const thumb = p.thumbKey
        ? { url: url(str(p.thumbKey)), width: num(p.thumbWidth), height: num(p.thumbHeight) }
        : original;
      return { imageInfoArray: [original, thumb] };
    }
    case 'video':
      return {
        videoUrl: url(str(p.key)),
        snapshotUrl: p.posterKey ? url(str(p.posterKey)) : '',
        videoSize: num(p.size),
      };
    case 'file':
      return { fileName: str(p.name), fileUrl: url(str(p.key)), fileSize: num(p.size) };
    case 'custom': {
      // A product card keeps its cover's storage key: the reader gets its URL.
      const card = typeof p.data === 'string' ? parseProductCard(p.data) : null;
      if (!card) return p as ChatMessage['payload'];
      return { ...p, data: JSON.stringify({ ...card, cover: url(card.cover) }) } as ChatMessage['payload'];
    }
    default:
      return p as ChatMessage['payload'];
  }
}

/**
 * A stored message as one viewer receives it. A revoked message keeps no content for anyone but its
 * sender, who may take the text back for re-editing within the revoke window.
 */
export function presentMessage(
  row: MessageRow,
  conversation: Pick<ConversationRow, 'id' | 'type' | 'pairKey'>,
  viewer: string,
  sender: ChatProfile,
  peerReadSeq: number,
  url: MediaUrl,
  lang: LanguageType = 'cn',
): ChatMessage {
  const mine = row.senderAccountId === viewer;
  const conversationType: ConversationType = conversation.type;
  const revoked = row.revokedAt !== null;
  return {
    ID: row.id,
    clientMessageID: mine ? row.clientMessageId : '',
    conversationID: conversationIdFor(conversation, viewer),
    conversationType,
    type: row.type,
    flow: mine ? 'out' : 'in',
    from: row.senderAccountId,
    nick: sender.nick,
    avatar: sender.avatar,
    time: Math.floor(row.createdAt.getTime() / 1000),
    seq: row.seq,
    version: row.version,
    isRevoked: revoked,
    isPeerRead: mine && conversation.type === 'C2C' && peerReadSeq >= row.seq,
    payload: revoked && !mine ? {} : presentPayload(row.type, row.payload, url, lang),
    cloudCustomData: row.customData as MessageCustomData,
  };
}
