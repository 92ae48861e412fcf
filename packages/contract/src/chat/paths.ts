/**
 * The chat's HTTP calls: reading lists and history. Sending, revoking, read marks and catching up after
 * a reconnect go over the socket (`ChatEvents`), where every write is acknowledged after it is stored.
 */
export const ChatPaths = {
  /** my conversations, the latest activity first, with unread counts and the last message */
  conversationList: '/visitor/v2/chat/conversation/list',
  /** finds or starts the one-to-one conversation with a person I may chat with */
  conversationOpen: '/visitor/v2/chat/conversation/open',
  /**
   * finds or starts my conversation with an exhibitor company (buyers): its staff's shared inbox, seen by
   * every current employee as unclaimed until one of them claims it
   */
  conversationOpenCompany: '/visitor/v2/chat/conversation/openCompany',
  /** an employee takes an unclaimed company conversation; of two at once exactly one wins */
  conversationClaim: '/visitor/v2/chat/conversation/claim',
  /**
   * the employee who claimed a company conversation hands it to a current colleague, or returns it to the
   * shared inbox (no colleague named), where every current employee sees it unclaimed again
   */
  conversationHandOver: '/visitor/v2/chat/conversation/handOver',
  /** removes a conversation from my list only (the other side keeps theirs) */
  conversationDelete: '/visitor/v2/chat/conversation/delete',
  /** a page of a conversation's history */
  messageList: '/visitor/v2/chat/message/list',
  /**
   * the spec's allocationCustomerServiceNew: the customer-service account that answers me (the one I
   * already talk to, else someone online and least busy, else the least busy)
   */
  customerService: '/visitor/v2/chat/customerService/allocate',
  /**
   * Guests (no login): issues a tourist chat identity, an opaque token that opens the chat socket and the
   * two tourist calls below, and nothing else (spec 000 §4: an anonymous visitor receives one)
   */
  touristIdentity: '/visitor/v2/chat/tourist/identity',
  /** the customer-service person who answers this guest (getOnlineCustomer without login) */
  touristCustomerService: '/visitor/v2/chat/tourist/customerService',
  /** the company's staff first-response times to buyers over 7 or 30 days (exhibitor administrators) */
  responseTimes: '/visitor/v2/chat/responseTimes',
  /** an employee's e-mail digest of unread buyer messages: read and switch (exhibitor staff) */
  digestSetting: '/visitor/v2/chat/digest/setting',
  digestSettingUpdate: '/visitor/v2/chat/digest/setting/update',
  /**
   * Group chats of exhibitor staff: my colleagues to invite, create, read a group's members, and (the
   * creator) add, remove, rename; any member leaves. Each change posts a group tip to the members.
   */
  groupColleagues: '/visitor/v2/chat/group/colleagues',
  groupCreate: '/visitor/v2/chat/group/create',
  groupInfo: '/visitor/v2/chat/group/info',
  groupAddMembers: '/visitor/v2/chat/group/member/add',
  groupRemoveMember: '/visitor/v2/chat/group/member/remove',
  groupRename: '/visitor/v2/chat/group/rename',
  groupLeave: '/visitor/v2/chat/group/leave',
  /** a page of the guest's conversation with customer service */
  touristMessageList: '/visitor/v2/chat/tourist/message/list',
} as const;

/** Socket.io path of the realtime server (under BASE_PATH). */
export const REALTIME_PATH = '/socket.io';

/** Events on the socket. Client → server events take an acknowledgement callback (`ChatAck`). */
export const ChatEvents = {
  send: 'chat:send',
  revoke: 'chat:revoke',
  read: 'chat:read',
  sync: 'chat:sync',
  /** server → client: a new or changed (revoked) message, in the receiver's view */
  message: 'chat:message',
  /** server → client: the other side read my messages */
  peerRead: 'chat:peer-read',
  /**
   * server → client: a company conversation was claimed (`InboxClaimedEvent`): the buyer's header names
   * the claimer, the other employees' lists drop it
   */
  claimed: 'chat:claimed',
  /** server → client: notices arrived in my notice box (the bell and /mail refresh) */
  notice: 'notice:new',
  /** server → client: this session ended (logout, password change, resignation); the socket closes */
  kicked: 'session:kicked',
} as const;

/** The acknowledgement of a client → server event: the stored result, or a code and message. */
export type ChatAck<T> = { ok: true; data: T } | { ok: false; code: number; msg: string };
