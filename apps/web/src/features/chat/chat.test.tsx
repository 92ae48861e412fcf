import { ChatEvents, type ChatMessage, ChatPaths, type Conversation } from '@openfair/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { TestProviders, testQueryClient } from '../../test/render';
import { mockApi } from '../../test/server';

// The socket is faked: the store's logic is what these tests are about.
const socketHandlers = new Map<string, (payload: unknown) => void>();
const acks: { event: string; body: Record<string, unknown> }[] = [];
let answer: (event: string, body: Record<string, unknown>) => unknown = () => ({ ok: true, data: null });
const reconnectListeners: (() => void)[] = [];
vi.mock('../../api/socket', () => ({
  realtimeSocket: () => ({
    on: (event: string, handler: (p: unknown) => void) => socketHandlers.set(event, handler),
  }),
  onReconnect: (listener: () => void) => {
    reconnectListeners.push(listener);
    return () => {};
  },
  realtimeState: { get: () => 'connected', subscribe: () => () => {} },
  emitWithAck: async (event: string, body: Record<string, unknown>) => {
    acks.push({ event, body });
    return answer(event, body);
  },
}));

const { chatStore, loadConversations, openConversation, resend, sendMessage, startChat } = await import(
  './chat-store'
);
const { enterAction } = await import('./composer');
const { chatTime, withinRevokeWindow } = await import('./chat-time');
const { ConversationList } = await import('./conversation-list');
const { MessageItem } = await import('./message-item');

const now = () => Math.floor(Date.now() / 1000);
const message = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  ID: 'm-1',
  clientMessageID: '',
  conversationID: 'C2Cstaff',
  conversationType: 'C2C',
  type: 'text',
  flow: 'in',
  from: 'staff',
  nick: '周磊',
  avatar: '',
  time: now(),
  seq: 5,
  version: 5,
  isRevoked: false,
  isPeerRead: false,
  payload: { text: '您好' },
  cloudCustomData: { appId: '', exhibitionId: 'fair', subjectType: 'ACTOR', userAccountId: 'staff' },
  ...over,
});
const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  conversationID: 'C2Cstaff',
  type: 'C2C',
  userProfile: { userID: 'staff', nick: '周磊', avatar: '' },
  groupProfile: null,
  clientPool: null,
  remark: '',
  unreadCount: 0,
  lastMessage: null,
  ...over,
});

beforeAll(() => initI18n('zh'));
beforeEach(() => {
  chatStore.reset();
  acks.length = 0;
  answer = () => ({ ok: true, data: null });
});
afterEach(() => vi.useRealTimers());

describe('the send box keys (spec 001 §5)', () => {
  it.each([
    [{ key: 'Enter' }, 'send'],
    [{ key: 'Enter', ctrlKey: true }, 'newline'],
    [{ key: 'Enter', shiftKey: true }, 'none'],
    [{ key: 'Enter', altKey: true }, 'none'],
    [{ key: 'Enter', metaKey: true }, 'none'],
    [{ key: 'Enter', isComposing: true }, 'none'],
    [{ key: 'a' }, 'none'],
  ])('%o → %s', (keys, action) => {
    expect(enterAction({ ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, ...keys })).toBe(
      action,
    );
  });
});

describe('times', () => {
  it('shows the time today and the date before', () => {
    const at = new Date(2026, 10, 25, 9, 5);
    expect(chatTime(at.getTime() / 1000, at)).toBe('09:05');
    expect(chatTime(new Date(2026, 10, 20, 9, 5).getTime() / 1000, at)).toBe('11-20 09:05');
    expect(chatTime(new Date(2025, 0, 2, 9, 5).getTime() / 1000, at)).toBe('2025-01-02 09:05');
  });
  it('allows a revoke for 120 seconds only', () => {
    expect(withinRevokeWindow(1000, 120, 1000_000 + 119_000)).toBe(true);
    expect(withinRevokeWindow(1000, 120, 1000_000 + 120_000)).toBe(false);
  });
});

describe('the chat store', () => {
  it('shows my message at once, then the stored one; a failure is marked and resent with the same id', async () => {
    // The stored message names a conversation the list does not hold yet: the list is reloaded.
    mockApi({
      [ChatPaths.conversationList]: () => ({ list: [conversation()], total: 1, pageNum: 1, pageSize: 100 }),
    });
    answer = () => ({ ok: false, code: 1001, msg: "Can't send an empty message!" });
    await sendMessage('C2Cstaff', { type: 'text', payload: { text: 'hi' } });
    const failed = chatStore.getState().messages.C2Cstaff?.list[0];
    expect(failed).toMatchObject({ status: 'fail', error: "Can't send an empty message!", flow: 'out' });

    answer = (_event, body) => ({
      ok: true,
      data: message({
        ID: 'm-9',
        flow: 'out',
        clientMessageID: String(body.clientMessageID),
        payload: { text: 'hi' },
      }),
    });
    await resend('C2Cstaff', failed as never);
    expect(acks.at(-1)?.body.clientMessageID).toBe(acks[0]?.body.clientMessageID);
    const list = chatStore.getState().messages.C2Cstaff?.list ?? [];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ ID: 'm-9', status: 'success' });
  });

  it('counts what arrives for a closed conversation as unread, and marks the open one read', async () => {
    mockApi({
      [ChatPaths.conversationList]: () => ({ list: [conversation()], total: 1, pageNum: 1, pageSize: 100 }),
    });
    expect(startChat()).toBe(true);
    await loadConversations();
    const incoming = socketHandlers.get(ChatEvents.message);
    act(() => incoming?.(message({ ID: 'a', seq: 6, version: 6 })));
    expect(chatStore.getState().conversations[0]?.unreadCount).toBe(1);
    expect(chatStore.getState().hasNew).toBe(true);

    mockApi({
      [ChatPaths.messageList]: () => ({
        messageList: [message({ ID: 'a', seq: 6 })],
        nextBeforeSeq: 6,
        isCompleted: true,
      }),
    });
    act(() => openConversation('C2Cstaff'));
    expect(chatStore.getState().conversations[0]?.unreadCount).toBe(0);
    act(() => incoming?.(message({ ID: 'b', seq: 7, version: 7 })));
    expect(chatStore.getState().conversations[0]?.unreadCount).toBe(0);
    await waitFor(() =>
      expect(acks.filter((a) => a.event === ChatEvents.read).length).toBeGreaterThanOrEqual(2),
    );
    expect(chatStore.getState().version).toBe(7);
  });

  it('after a time offline reloads the list, and asks for the changes after the last one seen', async () => {
    const reconnect = () => {
      for (const listener of reconnectListeners) listener();
    };
    let listLoads = 0;
    mockApi({
      [ChatPaths.conversationList]: () => {
        listLoads += 1;
        return {
          list: listLoads === 1 ? [] : [conversation()],
          total: listLoads === 1 ? 0 : 1,
          pageNum: 1,
          pageSize: 100,
        };
      },
      [ChatPaths.messageList]: () => ({ messageList: [], nextBeforeSeq: 0, isCompleted: true }),
    });
    expect(startChat()).toBe(true);
    await loadConversations();
    expect(chatStore.getState().conversations).toEqual([]);
    // Nothing seen yet: no sync from the beginning of time, only the list (now with a new conversation).
    act(reconnect);
    await waitFor(() => expect(chatStore.getState().conversations).toHaveLength(1));
    expect(acks.filter((a) => a.event === ChatEvents.sync)).toEqual([]);

    act(() => socketHandlers.get(ChatEvents.message)?.(message({ ID: 'a', seq: 6, version: 6 })));
    answer = (event) =>
      event === ChatEvents.sync
        ? {
            ok: true,
            data: { messages: [message({ ID: 'b', seq: 7, version: 9 })], version: 9, more: false },
          }
        : { ok: true, data: null };
    act(reconnect);
    await waitFor(() => expect(chatStore.getState().version).toBe(9));
    expect(acks.filter((a) => a.event === ChatEvents.sync).map((a) => a.body)).toEqual([{ since: 6 }]);
  });

  it("shows a group's tip in the list without counting it as unread", async () => {
    const group = conversation({
      conversationID: 'GROUPg1',
      type: 'GROUP',
      userProfile: null,
      groupProfile: { groupID: 'g1', name: '展台组' },
    });
    mockApi({
      [ChatPaths.conversationList]: () => ({ list: [group], total: 1, pageNum: 1, pageSize: 100 }),
    });
    expect(startChat()).toBe(true);
    await loadConversations();
    const incoming = socketHandlers.get(ChatEvents.message);
    const inGroup = { conversationID: 'GROUPg1', conversationType: 'GROUP' as const };
    act(() =>
      incoming?.(
        message({ ...inGroup, ID: 't', type: 'groupTip', payload: { text: '甲 邀请 乙 加入了群聊' } }),
      ),
    );
    expect(chatStore.getState().conversations[0]?.lastMessage?.messageForShow).toBe('甲 邀请 乙 加入了群聊');
    expect(chatStore.getState().conversations[0]?.unreadCount).toBe(0);
    expect(chatStore.getState().hasNew).toBe(false);
    act(() => incoming?.(message({ ...inGroup, ID: 'u', seq: 8, version: 8 })));
    expect(chatStore.getState().conversations[0]?.unreadCount).toBe(1);
  });
});

const renderWith = (ui: React.ReactNode) =>
  render(<TestProviders client={testQueryClient()}>{ui}</TestProviders>);

describe('a message', () => {
  const noop = () => {};
  it('shows read or unread on my one-to-one messages, and the revoke action only within 120 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'], shouldAdvanceTime: true });
    const mine = message({ flow: 'out', status: 'success', isPeerRead: false } as never);
    renderWith(
      <MessageItem
        message={{ ...mine, status: 'success' }}
        onResend={noop}
        onRevoke={noop}
        onReEdit={noop}
      />,
    );
    expect(await screen.findByText('未读')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^撤\s?回$/ })).toBeTruthy();
    act(() => vi.advanceTimersByTime(121_000));
    expect(screen.queryByRole('button', { name: /^撤\s?回$/ })).toBeNull();
  });

  it('says who revoked, and offers my revoked text back for re-editing', async () => {
    const onReEdit = vi.fn();
    const { rerender } = renderWith(
      <MessageItem
        message={{ ...message({ isRevoked: true, payload: {} }), status: 'success' }}
        onResend={noop}
        onRevoke={noop}
        onReEdit={onReEdit}
      />,
    );
    expect(await screen.findByText('对方撤回了一条消息')).toBeTruthy();
    rerender(
      <TestProviders client={testQueryClient()}>
        <MessageItem
          message={{
            ...message({ isRevoked: true, flow: 'out', payload: { text: '错了' } }),
            status: 'success',
          }}
          onResend={noop}
          onRevoke={noop}
          onReEdit={onReEdit}
        />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '重新编辑' }));
    expect(onReEdit).toHaveBeenCalledWith('错了');
  });

  it('offers a failed message to be sent again', async () => {
    const onResend = vi.fn();
    const failed = { ...message({ flow: 'out' }), status: 'fail' as const, error: '网络错误' };
    renderWith(<MessageItem message={failed} onResend={onResend} onRevoke={noop} onReEdit={noop} />);
    fireEvent.click(await screen.findByRole('button', { name: '发送失败：网络错误，点击重新发送' }));
    expect(onResend).toHaveBeenCalledWith(failed);
  });
});

describe('the conversation list', () => {
  it('caps the unread badge at 99+, hides it for the open conversation, and deletes after a confirmation', async () => {
    mockApi({
      [ChatPaths.conversationList]: () => ({
        list: [
          conversation({ unreadCount: 120 }),
          conversation({
            conversationID: 'C2Cother',
            userProfile: { userID: 'other', nick: '王芳', avatar: '' },
            unreadCount: 3,
          }),
        ],
        total: 2,
        pageNum: 1,
        pageSize: 100,
      }),
      [ChatPaths.conversationDelete]: () => null,
      [ChatPaths.messageList]: () => ({ messageList: [], nextBeforeSeq: 0, isCompleted: true }),
    });
    await loadConversations();
    renderWith(<ConversationList />);
    expect(await screen.findByText('99+')).toBeTruthy();
    act(() => openConversation('C2Cother'));
    const other = screen.getByText('王芳').closest('li') as HTMLElement;
    expect(within(other).queryByText('3 条未读')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '删除 周磊' }));
    fireEvent.click(await screen.findByRole('button', { name: '删 除' }));
    expect(await screen.findByText('会话【周磊】删除成功！')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('周磊')).toBeNull());
  });
});
