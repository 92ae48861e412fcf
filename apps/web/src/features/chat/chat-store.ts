import {
  ChatEvents,
  type ChatMessage,
  ChatPaths,
  type Conversation,
  HISTORY_PAGE_SIZE,
  INBOX_PREFIX,
  InvitationPaths,
  type PeerReadEvent,
  productCardRequestData,
  SYSTEM_CONVERSATION_ID,
  type SyncResponse,
} from '@openfair/contract';
import { useSyncExternalStore } from 'react';
import { post } from '../../api/request';
import { emitWithAck, onReconnect, realtimeSocket } from '../../api/socket';
import { isLoggedIn, sessionStore } from '../../lib/session-store';

/** A guest's chat identity as the store needs it (tourist-identity.ts provides it when a guest chats). */
type GuestIdentity = { userID: string; nick: string; token: string };
let guestIdentity: () => GuestIdentity | null = () => null;
/** Called by the guests' online service (loaded only for guests), so the chat's own chunk stays light. */
export function provideGuestIdentity(provider: () => GuestIdentity | null): void {
  guestIdentity = provider;
}

/** The guest's identity when this tab chats as a guest (then the only conversation is with service). */
const guest = () => (isLoggedIn(sessionStore.getState()) ? null : guestIdentity());

/** A message as this tab holds it: what the server stored, or mine on its way (spec 001 §4 statuses). */
export type LocalMessage = ChatMessage & {
  status: 'unSend' | 'success' | 'fail';
  /** why sending failed, in the UI language, shown on the fail mark */
  error?: string;
  /** a picture, video or file on its way: the share of it uploaded, 0 to 1 (spec 001 §3 `progress`) */
  progress?: number;
};

export type ConversationMessages = {
  list: LocalMessage[];
  /** the seq to ask before for older history */
  nextBeforeSeq: number;
  isCompleted: boolean;
  loading: boolean;
  error: boolean;
};

export type ChatState = {
  conversations: Conversation[];
  conversationsState: 'idle' | 'loading' | 'ready' | 'error';
  messages: Record<string, ConversationMessages>;
  current: string | null;
  /** something arrived for a conversation that is not open (the dialog's new-message dot) */
  hasNew: boolean;
  /** the largest message version this tab has seen: a reconnect asks for every change after it */
  version: number;
};

const initial = (): ChatState => ({
  conversations: [],
  conversationsState: 'idle',
  messages: {},
  current: null,
  hasNew: false,
  version: 0,
});

let state: ChatState = initial();
const listeners = new Set<() => void>();

function update(change: (s: ChatState) => ChatState) {
  state = change(state);
  for (const l of listeners) l();
}

export const chatStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** For tests and logouts: forget everything. */
  reset() {
    state = initial();
    for (const l of listeners) l();
  },
};

export function useChat<T>(selector: (s: ChatState) => T): T {
  return useSyncExternalStore(chatStore.subscribe, () => selector(state));
}

const emptyMessages = (): ConversationMessages => ({
  list: [],
  nextBeforeSeq: 0,
  isCompleted: false,
  loading: false,
  error: false,
});

/** Inserts or replaces a message by its id (or, for mine on its way, its client id), in seq order. */
function upsert(list: LocalMessage[], message: LocalMessage): LocalMessage[] {
  const index = list.findIndex(
    (m) =>
      m.ID === message.ID ||
      (message.clientMessageID !== '' && m.clientMessageID === message.clientMessageID),
  );
  const next = index >= 0 ? list.with(index, { ...list[index], ...message }) : [...list, message];
  // Messages on their way (seq 0) stay at the end, in the order they were written.
  return next.toSorted((a, b) => (a.seq || Number.MAX_SAFE_INTEGER) - (b.seq || Number.MAX_SAFE_INTEGER));
}

/** What the list shows for a message, from what the server would say (the list is refreshed anyway). */
function summaryOf(message: ChatMessage): Conversation['lastMessage'] {
  const p = message.payload as { text?: string; description?: string };
  return {
    lastTime: message.time,
    messageForShow: message.type === 'text' || message.type === 'groupTip' ? (p.text ?? '') : '',
    type: message.type,
    isRevoked: message.isRevoked,
    fromAccount: message.from,
  };
}

/** Takes in a message the server stored or delivered (mine acknowledged, or someone's arriving). */
export function applyIncoming(message: ChatMessage) {
  update((s) => {
    const messages = s.messages[message.conversationID];
    const mine = message.flow === 'out';
    const open = s.current === message.conversationID;
    const known = s.conversations.find((c) => c.conversationID === message.conversationID);
    const isNewToMe = !mine && !message.isRevoked && !messages?.list.some((m) => m.ID === message.ID);
    // A group's tip ("X added Y") is shown in place but is nobody's message to answer: no badge.
    const unseen = isNewToMe && !open && message.type !== 'groupTip';
    const atMe = isNewToMe && !open && mentionsMe(message);
    const conversation: Conversation = known
      ? {
          ...known,
          lastMessage: summaryOf(message),
          unreadCount: unseen ? known.unreadCount + 1 : known.unreadCount,
          atMe: atMe || known.atMe,
        }
      : {
          conversationID: message.conversationID,
          type: message.conversationType,
          userProfile:
            message.conversationType === 'C2C' && !mine && !message.conversationID.startsWith(INBOX_PREFIX)
              ? { userID: message.from, nick: message.nick, avatar: message.avatar }
              : null,
          groupProfile: null,
          // The list (reloaded below for a conversation it does not hold) brings what the server knows.
          clientPool: null,
          remark: '',
          unreadCount: unseen ? 1 : 0,
          atMe,
          lastMessage: summaryOf(message),
        };
    return {
      ...s,
      version: Math.max(s.version, message.version),
      hasNew: s.hasNew || unseen,
      conversations: [
        conversation,
        ...s.conversations.filter((c) => c.conversationID !== message.conversationID),
      ],
      messages: messages
        ? {
            ...s.messages,
            [message.conversationID]: {
              ...messages,
              list: upsert(messages.list, { ...message, status: 'success' }),
            },
          }
        : s.messages,
    };
  });
  if (state.current === message.conversationID && message.flow === 'in')
    void markRead(message.conversationID);
  // A conversation this tab has not listed yet (a new person wrote, a new group, a buyer wrote to my
  // company): the list brings its profile and whether it waits to be claimed. A group tip (members or
  // name changed, maybe I left) brings the list up to date too.
  const listed = state.conversations.find((c) => c.conversationID === message.conversationID);
  if (!(listed?.userProfile || listed?.groupProfile) || message.type === 'groupTip') {
    void loadConversations();
    if (message.type === 'groupTip') for (const listener of groupListeners) listener(message.conversationID);
  }
}

/** Whether a group message mentions me (spec 001 §9 "@"). */
export function mentionsMe(message: Pick<ChatMessage, 'type' | 'payload'>): boolean {
  const me = sessionStore.getState().info?.userAccountId;
  const list = (message.payload as { atUserList?: string[] }).atUserList;
  return message.type === 'text' && Boolean(me) && Array.isArray(list) && list.includes(me as string);
}

const groupListeners = new Set<(conversationID: string) => void>();
/** Called when a group tip arrives (its members or name changed): the group's header reloads its members. */
export function onGroupChange(listener: (conversationID: string) => void): () => void {
  groupListeners.add(listener);
  return () => groupListeners.delete(listener);
}

function applyPeerRead(event: PeerReadEvent) {
  update((s) => {
    const messages = s.messages[event.conversationID];
    if (!messages) return s;
    return {
      ...s,
      messages: {
        ...s.messages,
        [event.conversationID]: {
          ...messages,
          list: messages.list.map((m) =>
            m.flow === 'out' && m.seq > 0 && m.seq <= event.seq ? { ...m, isPeerRead: true } : m,
          ),
        },
      },
    };
  });
}

/**
 * Changes the chat's state from outside this file: the shared inbox's claiming (inbox-claim.tsx), whose
 * code loads only with the chat panel.
 */
export const patchChat = (change: (s: ChatState) => ChatState) => update(change);

/** Everything that changed while this tab was away, in batches. */
async function catchUp() {
  // A tab that has seen no message yet has nothing to catch up on (asking from 0 would bring every
  // message ever): the list reload brings the conversations, and an open one reloads its latest page.
  if (state.version === 0) {
    if (state.current && state.current !== SYSTEM_CONVERSATION_ID) await loadHistory(state.current);
    return;
  }
  for (;;) {
    const answer = await emitWithAck<SyncResponse>(ChatEvents.sync, { since: state.version });
    if (!answer.ok) return;
    for (const message of answer.data.messages) applyIncoming(message);
    update((s) => ({ ...s, version: Math.max(s.version, answer.data.version) }));
    if (!answer.data.more) return;
  }
}

const noticeListeners = new Set<() => void>();
/** Called when notices arrive in my notice box (pushed by the server; the minute's poll stays as fallback). */
export function onNotice(listener: () => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/** The socket whose events the store takes in: a new login opens a new socket, heard anew. */
let listeningTo: ReturnType<typeof realtimeSocket> = null;
/** Opens the socket (once per login) and listens for what it brings. */
export function startChat(): boolean {
  const socket = realtimeSocket();
  if (!socket) return false;
  if (listeningTo !== socket) {
    listeningTo = socket;
    socket.on(ChatEvents.message, applyIncoming);
    socket.on(ChatEvents.peerRead, applyPeerRead);
    socket.on(ChatEvents.notice, () => {
      for (const listener of noticeListeners) listener();
      // The system conversation's unread count and last notice come with the list.
      void loadConversations().then(() => {
        if (state.current !== SYSTEM_CONVERSATION_ID) update((s) => ({ ...s, hasNew: true }));
      });
    });
  }
  return true;
}

// Back after a time without the connection: what arrived meanwhile, and the list (whose last load
// may have failed offline).
onReconnect(() => {
  if (!listeningTo) return;
  void catchUp();
  void loadConversations();
});

/** Reloads my conversations; false when the server could not be reached (the list keeps what it had). */
export async function loadConversations(): Promise<boolean> {
  // A guest has one conversation, with customer service, opened by `adoptConversation`.
  if (guest()) return true;
  update((s) => ({ ...s, conversationsState: s.conversationsState === 'ready' ? 'ready' : 'loading' }));
  try {
    const page = await post(ChatPaths.conversationList, { pageNum: 1, pageSize: 100 }, { silent: true });
    update((s) => ({
      ...s,
      conversations: page.list.map((c) =>
        c.conversationID === s.current ? { ...c, unreadCount: 0, atMe: false } : c,
      ),
      conversationsState: 'ready',
    }));
    return true;
  } catch {
    update((s) => ({ ...s, conversationsState: s.conversationsState === 'ready' ? 'ready' : 'error' }));
    return false;
  }
}

/** Loads the latest page, or the page before what is loaded (`older`). */
export async function loadHistory(conversationID: string, older = false): Promise<void> {
  const current = state.messages[conversationID] ?? emptyMessages();
  if (current.loading || (older && current.isCompleted)) return;
  update((s) => ({
    ...s,
    messages: { ...s.messages, [conversationID]: { ...current, loading: true, error: false } },
  }));
  try {
    const body = {
      conversationID,
      count: HISTORY_PAGE_SIZE,
      ...(older && current.nextBeforeSeq ? { beforeSeq: current.nextBeforeSeq } : {}),
    };
    const tourist = guest();
    const page = tourist
      ? await post(ChatPaths.touristMessageList, { ...body, touristToken: tourist.token }, { silent: true })
      : await post(ChatPaths.messageList, body, { silent: true });
    update((s) => {
      const now = s.messages[conversationID] ?? emptyMessages();
      let list = now.list;
      for (const m of page.messageList) list = upsert(list, { ...m, status: 'success' });
      // Reloading the latest page keeps the older pages already loaded (and how far they reach).
      const keepOlder = !older && now.nextBeforeSeq > 0 && now.nextBeforeSeq < page.nextBeforeSeq;
      return {
        ...s,
        version: Math.max(s.version, ...page.messageList.map((m) => m.version)),
        messages: {
          ...s.messages,
          [conversationID]: {
            list,
            nextBeforeSeq: keepOlder ? now.nextBeforeSeq : page.nextBeforeSeq,
            isCompleted: keepOlder ? now.isCompleted : page.isCompleted,
            loading: false,
            error: false,
          },
        },
      };
    });
  } catch {
    update((s) => ({
      ...s,
      messages: {
        ...s.messages,
        [conversationID]: { ...(s.messages[conversationID] ?? current), loading: false, error: true },
      },
    }));
  }
}

export function openConversation(conversationID: string | null) {
  update((s) => ({
    ...s,
    current: conversationID,
    hasNew: false,
    conversations: s.conversations.map((c) =>
      c.conversationID === conversationID ? { ...c, unreadCount: 0, atMe: false } : c,
    ),
  }));
  if (!conversationID) return;
  // The system conversation shows the notice box (system-conversation.tsx), which reads it itself.
  if (conversationID === SYSTEM_CONVERSATION_ID) return;
  if (!state.messages[conversationID]) void loadHistory(conversationID);
  void markRead(conversationID);
}

/** Lists a conversation the server opened (a guest's with customer service) and opens it. */
export function adoptConversation(conversation: Conversation) {
  update((s) => ({
    ...s,
    conversations: [
      conversation,
      ...s.conversations.filter((c) => c.conversationID !== conversation.conversationID),
    ],
  }));
  openConversation(conversation.conversationID);
}

/** Takes a group I left out of my list and closes it. */
export function forgetConversation(conversationID: string) {
  update((s) => ({
    ...s,
    current: s.current === conversationID ? null : s.current,
    conversations: s.conversations.filter((c) => c.conversationID !== conversationID),
  }));
}

/**
 * Starts (or finds) the conversation with a person and opens it; null when the server refuses. Asked
 * from a product (`productId`), it sends the product's card: the server writes it from the product's
 * record, and writes none when the conversation's newest card is the same product.
 */
export async function openConversationWith(userID: string, productId?: string): Promise<string | null> {
  return listAndOpen(await post(ChatPaths.conversationOpen, { userID }), productId);
}

/** Starts (or finds) my conversation with a company (its staff's shared inbox) and opens it, as above. */
export async function openCompanyConversation(
  exhibitorId: string,
  productId?: string,
): Promise<string | null> {
  return listAndOpen(await post(ChatPaths.conversationOpenCompany, { exhibitorId }), productId);
}

async function listAndOpen(conversation: Conversation, productId?: string): Promise<string> {
  update((s) => ({
    ...s,
    conversations: s.conversations.some((c) => c.conversationID === conversation.conversationID)
      ? s.conversations
      : [conversation, ...s.conversations],
  }));
  openConversation(conversation.conversationID);
  if (productId) {
    // A new card reaches this tab as every message of mine does, over the socket; the answer may be
    // the conversation's older card, which stays where it is.
    await emitWithAck<ChatMessage>(ChatEvents.send, {
      clientMessageID: newClientId(),
      conversationID: conversation.conversationID,
      message: { type: 'custom', payload: { data: productCardRequestData(productId), description: '' } },
    });
  }
  return conversation.conversationID;
}

/**
 * Saves the buyer of a conversation to my company's client pool (001 §7, source CARD, kept by me) and
 * shows it at once; the server's answer is the truth (already there counts as saved).
 */
export async function saveToClientPool(conversationID: string, buyerUserID: string): Promise<void> {
  await post(InvitationPaths.addVisitingCard, { imAccount: buyerUserID });
  update((s) => ({
    ...s,
    conversations: s.conversations.map((c) =>
      c.conversationID === conversationID ? { ...c, clientPool: 'member' } : c,
    ),
  }));
}

export async function markRead(conversationID: string): Promise<void> {
  // Spec 001 §4: the open conversation is marked read while the page is visible.
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  await emitWithAck(ChatEvents.read, { conversationID });
}

export type Outgoing =
  | { type: 'text'; payload: { text: string; atUserList?: string[] } }
  | { type: 'face'; payload: { index: number; data: string } };

export const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Sends a message: shown at once as on its way, then replaced by the stored one, or marked failed with
 * the reason (a click on the mark sends it again with the same client id, so it is never stored twice).
 */
export async function sendMessage(
  conversationID: string,
  message: Outgoing,
  clientMessageID = newClientId(),
) {
  const local = localMessage(conversationID, clientMessageID, message.type, message.payload);
  putLocal(local);
  const answer = await emitWithAck<ChatMessage>(ChatEvents.send, {
    clientMessageID,
    conversationID,
    message,
  });
  if (answer.ok) applyIncoming(answer.data);
  else putLocal({ ...local, status: 'fail', error: answer.msg });
  return answer;
}

/** My message as this tab shows it before the server has it: on its way, at the end of the list. */
export function localMessage(
  conversationID: string,
  clientMessageID: string,
  type: ChatMessage['type'],
  payload: ChatMessage['payload'],
): LocalMessage {
  const me = sessionStore.getState();
  return {
    ID: `local-${clientMessageID}`,
    clientMessageID,
    conversationID,
    conversationType: conversationID.startsWith('GROUP') ? 'GROUP' : 'C2C',
    type,
    flow: 'out',
    from: me.info?.userAccountId ?? guest()?.userID ?? '',
    nick: guest()?.nick ?? me.name,
    avatar: '',
    time: Math.floor(Date.now() / 1000),
    seq: 0,
    version: 0,
    isRevoked: false,
    isPeerRead: false,
    payload,
    cloudCustomData: {
      appId: '',
      exhibitionId: me.exhibitionId,
      subjectType: me.subjectType,
      userAccountId: '',
    },
    status: 'unSend',
  };
}

/** Puts (or updates) my message on its way into its conversation. */
export function putLocal(m: LocalMessage) {
  update((s) => {
    const messages = s.messages[m.conversationID] ?? { ...emptyMessages(), isCompleted: true };
    return {
      ...s,
      messages: { ...s.messages, [m.conversationID]: { ...messages, list: upsert(messages.list, m) } },
    };
  });
}

export function resend(conversationID: string, failed: LocalMessage) {
  return sendMessage(
    conversationID,
    { type: failed.type, payload: failed.payload } as Outgoing,
    failed.clientMessageID,
  );
}

export async function revoke(message: LocalMessage) {
  const answer = await emitWithAck<ChatMessage>(ChatEvents.revoke, { messageID: message.ID });
  if (answer.ok) applyIncoming(answer.data);
  return answer;
}

export async function deleteConversation(conversationID: string) {
  await post(ChatPaths.conversationDelete, { conversationID }, { silent: true });
  update((s) => {
    const { [conversationID]: _gone, ...messages } = s.messages;
    return {
      ...s,
      current: s.current === conversationID ? null : s.current,
      conversations: s.conversations.filter((c) => c.conversationID !== conversationID),
      messages,
    };
  });
}
