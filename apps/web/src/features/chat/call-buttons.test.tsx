import { ChatPaths, type Conversation, type UserInfo } from '@openfair/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { appEvents } from '../../lib/app-events';
import { sessionStore } from '../../lib/session-store';
import { TestProviders, testQueryClient } from '../../test/render';
import { mockApi } from '../../test/server';
import { CallButtons } from './call-buttons';

const group: Conversation = {
  conversationID: 'GROUPg1',
  type: 'GROUP',
  userProfile: null,
  groupProfile: { groupID: 'g1', name: 'Stand team' },
  clientPool: null,
  remark: '',
  unreadCount: 0,
  atMe: false,
  lastMessage: null,
};
const person = (id: string) => ({ userID: id, nick: `Nick ${id}`, avatar: '' });
const info = (ids: string[]) => ({
  groupID: 'g1',
  conversationID: 'GROUPg1',
  name: 'Stand team',
  ownerID: 'me',
  members: ids.map(person),
});

let started: { people: { userID: string }[]; callType: string; groupID?: string }[] = [];
let off = () => {};
beforeAll(() => initI18n('en'));
beforeEach(() => {
  started = [];
  off = appEvents.on('startCall', (e) => {
    started.push(e);
  });
  sessionStore.setState({
    token: 't1',
    subjectType: 'ACTOR',
    isLogin: 1,
    info: { id: 'me', userAccountId: 'me' } as unknown as UserInfo,
  });
});
afterEach(() => off());

const ui = () =>
  render(
    <TestProviders client={testQueryClient()}>
      <CallButtons conversation={group} />
    </TestProviders>,
  );

describe('calls from a group conversation', () => {
  it('rings the group’s other members when the call holds them all', async () => {
    mockApi({ [ChatPaths.groupInfo]: () => info(['me', 'u1', 'u2']) });
    ui();
    expect(screen.queryByRole('button', { name: 'Group call' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voice call' }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]).toMatchObject({ callType: 'audio', groupID: 'g1' });
    expect(started[0]?.people.map((p) => p.userID)).toEqual(['u1', 'u2']);
  });

  it('lets me pick up to three members to ring when the group is larger', async () => {
    mockApi({ [ChatPaths.groupInfo]: () => info(['me', 'u1', 'u2', 'u3', 'u4', 'u5']) });
    ui();
    fireEvent.click(screen.getByRole('button', { name: 'Video call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a group call' });
    expect(within(dialog).getByText(/more members than a call holds/)).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: /Nick me/ })).toBeNull();
    for (const id of ['u1', 'u3', 'u5'])
      fireEvent.click(within(dialog).getByRole('checkbox', { name: new RegExp(`Nick ${id}`) }));
    expect((within(dialog).getByRole('checkbox', { name: /Nick u2/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]).toMatchObject({ callType: 'video', groupID: 'g1' });
    expect(started[0]?.people.map((p) => p.userID)).toEqual(['u1', 'u3', 'u5']);
  });
});
