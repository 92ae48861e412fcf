import { ChatPaths, type Conversation, InvitationPaths } from '@openfair/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { bodiesOf, failure, mockApi } from '../../test/server';
import { chatStore, loadConversations, useChat } from './chat-store';
import { ClientPoolButton } from './client-pool-button';

const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  conversationID: 'C2Cbuyer',
  type: 'C2C',
  userProfile: { userID: 'buyer', nick: '李娜', avatar: '' },
  groupProfile: null,
  clientPool: 'notMember',
  remark: '',
  unreadCount: 0,
  lastMessage: null,
  ...over,
});

/** The header's part as the conversation view mounts it: the conversation comes from the store. */
function Header() {
  const c = useChat((s) => s.conversations[0]);
  return c ? <ClientPoolButton conversation={c} /> : null;
}

/** The conversation as the server lists it. */
async function put(c: Conversation) {
  mockApi({ [ChatPaths.conversationList]: () => ({ list: [c], total: 1, pageNum: 1, pageSize: 100 }) });
  expect(await loadConversations()).toBe(true);
}

beforeAll(() => initI18n('zh'));
beforeEach(() => chatStore.reset());

describe('save to client pool from a chat (001 §7)', () => {
  it('saves the buyer by their chat id in one click, then shows that they are in the pool', async () => {
    mockApi({ [InvitationPaths.addVisitingCard]: () => ({ visitorId: 'v-1', alreadyMember: false }) });
    await put(conversation());
    renderWithProviders(<Header />);
    fireEvent.click(screen.getByRole('button', { name: /保存到客户池/ }));
    await waitFor(() => expect(screen.getByText('已在客户池')).toBeTruthy());
    expect(bodiesOf(InvitationPaths.addVisitingCard)).toEqual([{ imAccount: 'buyer' }]);
    expect(screen.queryByRole('button', { name: /保存到客户池/ })).toBeNull();
    expect(chatStore.getState().conversations[0]?.clientPool).toBe('member');
  });

  it('keeps the button when the server refuses', async () => {
    mockApi({ [InvitationPaths.addVisitingCard]: () => failure(1004, '此访客不存在。') });
    await put(conversation());
    renderWithProviders(<Header />);
    fireEvent.click(screen.getByRole('button', { name: /保存到客户池/ }));
    await waitFor(() => expect(bodiesOf(InvitationPaths.addVisitingCard)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /保存到客户池/ })).toBeTruthy());
    expect(screen.queryByText('已在客户池')).toBeNull();
    expect(chatStore.getState().conversations[0]?.clientPool).toBe('notMember');
  });

  it('shows nothing where the server says nothing (a buyer, a guest, staff with staff)', async () => {
    await put(conversation({ clientPool: null }));
    renderWithProviders(<Header />);
    expect(chatStore.getState().conversations).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('已在客户池')).toBeNull();
  });

  it('says so in English', async () => {
    await initI18n('en');
    await put(conversation({ clientPool: 'member' }));
    renderWithProviders(<Header />);
    expect(screen.getByText('In your client pool')).toBeTruthy();
    await initI18n('zh');
  });
});
