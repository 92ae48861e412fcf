import { ChatPaths, type Conversation, type TouristIdentity } from '@openfair/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { sessionStore } from '../../lib/session-store';
import { TestProviders, testQueryClient } from '../../test/render';
import { bodiesOf, failure, mockApi } from '../../test/server';

// The socket is faked: the dialog's steps are what these tests are about.
let touristExpired: (() => void) | null = null;
vi.mock('../../api/socket', () => ({
  setTouristToken: () => {},
  onTouristExpired: (listener: () => void) => {
    touristExpired = listener;
    return () => {
      touristExpired = null;
    };
  },
  realtimeSocket: () => ({ on: () => {} }),
  realtimeState: { get: () => 'connected', subscribe: () => () => {} },
  onReconnect: () => () => {},
  emitWithAck: async () => ({ ok: true, data: null }),
}));

const { TouristServiceDialog } = await import('./tourist-service');
const { forgetTourist } = await import('./tourist-identity');
const { chatStore } = await import('./chat-store');

let issued = 0;
const identity = (): TouristIdentity => ({
  userID: `tourist-${++issued}`,
  nick: `游客 ${issued}`,
  token: `token-${issued}-0123456789abcdef`,
  expiresAt: Math.floor(Date.now() / 1000) + 24 * 3600,
});
const serviceConversation: Conversation = {
  conversationID: 'C2Cservice-1',
  type: 'C2C',
  userProfile: { userID: 'service-1', nick: 'Online service Li', avatar: '' },
  groupProfile: null,
  clientPool: null,
  remark: '',
  unreadCount: 0,
  lastMessage: null,
};
const service = () => ({
  userID: 'service-1',
  nick: 'Online service Li',
  avatar: '',
  conversation: serviceConversation,
});
const emptyHistory = () => ({ messageList: [], nextBeforeSeq: 0, isCompleted: true });

const renderDialog = () =>
  render(
    <TestProviders client={testQueryClient()}>
      <TouristServiceDialog open onClose={() => {}} />
    </TestProviders>,
  );

beforeAll(() => initI18n('en'));
beforeEach(() => {
  forgetTourist();
  chatStore.reset();
  sessionStore.setState({ exhibitionId: 'fair-1' });
});

/** A guest's online service: an identity, the assigned person, and what happens when either fails. */
describe('online service for a guest', () => {
  it('says why when no service can be had, and connects on "Retry"', async () => {
    let answer: () => unknown = () => failure(1004, 'No customer service is online, please try again later');
    mockApi({
      [ChatPaths.touristIdentity]: () => identity(),
      [ChatPaths.touristCustomerService]: () => answer(),
      [ChatPaths.touristMessageList]: emptyHistory,
      [ChatPaths.messageList]: emptyHistory,
    });
    renderDialog();
    await screen.findByText('No customer service is online, please try again later');
    answer = service;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(chatStore.getState().conversations[0]?.conversationID).toBe('C2Cservice-1'));
    // the same identity asks again: the guest keeps one identity however often they retry
    expect(bodiesOf(ChatPaths.touristIdentity)).toHaveLength(1);
    expect(bodiesOf(ChatPaths.touristCustomerService).map((b) => b.touristToken)).toEqual([
      'token-1-0123456789abcdef',
      'token-1-0123456789abcdef',
    ]);
  });

  it('gets a new identity once when the kept one has expired, and again when the socket says so', async () => {
    const tokens: unknown[] = [];
    mockApi({
      [ChatPaths.touristIdentity]: () => identity(),
      [ChatPaths.touristCustomerService]: (body) => {
        tokens.push(body.touristToken);
        // the first identity is refused as expired; later ones are fine
        return tokens.length === 1 ? failure(1003, 'expired') : service();
      },
      [ChatPaths.touristMessageList]: emptyHistory,
      [ChatPaths.messageList]: emptyHistory,
    });
    renderDialog();
    await waitFor(() => expect(tokens).toHaveLength(2));
    expect(tokens[0]).not.toBe(tokens[1]);
    await waitFor(() => expect(chatStore.getState().conversations).toHaveLength(1));

    touristExpired?.();
    await waitFor(() => expect(tokens).toHaveLength(3));
    expect(tokens[2]).not.toBe(tokens[1]);
    expect(bodiesOf(ChatPaths.touristIdentity)).toHaveLength(3);
  });

  it('stops after one new identity when that is refused too, and offers to retry', async () => {
    mockApi({
      [ChatPaths.touristIdentity]: () => identity(),
      [ChatPaths.touristCustomerService]: () => failure(1003, 'expired'),
    });
    renderDialog();
    await screen.findByRole('button', { name: 'Retry' });
    expect(bodiesOf(ChatPaths.touristIdentity)).toHaveLength(2);
  });
});
