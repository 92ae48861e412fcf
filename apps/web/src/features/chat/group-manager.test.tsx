import { ChatPaths, type Conversation, type UserInfo } from '@openfair/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { sessionStore } from '../../lib/session-store';
import { TestProviders, testQueryClient } from '../../test/render';
import { bodiesOf, forgetRequests, mockApi } from '../../test/server';

vi.mock('../../api/socket', () => ({
  realtimeSocket: () => ({ on: () => {} }),
  onReconnect: () => () => {},
  realtimeState: { get: () => 'connected', subscribe: () => () => {} },
  emitWithAck: async () => ({ ok: true, data: null }),
}));

const { NewGroupButton, GroupMembersButton } = await import('./group-manager');
const { chatStore } = await import('./chat-store');

const colleagues = [
  { userID: 'u-li', nick: 'Li Na', avatar: '' },
  { userID: 'u-lin', nick: 'Lin Feng', avatar: '' },
  { userID: 'u-zhou', nick: 'Zhou Lei', avatar: '' },
];
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
const ui = (node: React.ReactNode) =>
  render(<TestProviders client={testQueryClient()}>{node}</TestProviders>);

beforeAll(() => initI18n('en'));
beforeEach(() => {
  chatStore.reset();
  forgetRequests();
  sessionStore.setState({
    token: 't1',
    subjectType: 'ACTOR',
    isLogin: 1,
    info: { id: 'me', userAccountId: 'me' } as unknown as UserInfo,
  });
});

describe('a new group', () => {
  it('asks for a name and two colleagues, searches, creates and opens the group', async () => {
    mockApi({
      [ChatPaths.groupColleagues]: () => ({ list: colleagues }),
      [ChatPaths.groupCreate]: () => group,
    });
    ui(<NewGroupButton />);
    fireEvent.click(screen.getByRole('button', { name: /New group/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New group chat' });
    await within(dialog).findByRole('checkbox', { name: /Li Na/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a group name of 1 to 30 characters')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least 2 colleagues (0 chosen)')).toBeTruthy();
    expect(bodiesOf(ChatPaths.groupCreate)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Group name'), { target: { value: '  Stand team ' } });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search colleagues' }), {
      target: { value: 'lin' },
    });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['L Lin Feng']);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Lin Feng/ }));
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search colleagues' }), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Zhou Lei/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(bodiesOf(ChatPaths.groupCreate)).toHaveLength(1));
    expect(bodiesOf(ChatPaths.groupCreate)[0]).toEqual({
      name: 'Stand team',
      memberIDs: ['u-lin', 'u-zhou'],
    });
    await waitFor(() => expect(chatStore.getState().current).toBe('GROUPg1'));
    expect(chatStore.getState().conversations[0]?.groupProfile?.name).toBe('Stand team');
  });
});

describe("a group's members", () => {
  const info = (ownerID: string) => ({
    groupID: 'g1',
    conversationID: 'GROUPg1',
    name: 'Stand team',
    ownerID,
    members: [{ userID: 'me', nick: 'Me', avatar: '' }, ...colleagues.slice(0, 2)],
  });

  it('lets the creator remove a member after a confirmation', async () => {
    mockApi({
      [ChatPaths.groupInfo]: () => info('me'),
      [ChatPaths.groupRemoveMember]: () => ({ ...info('me'), members: info('me').members.slice(0, 2) }),
    });
    ui(<GroupMembersButton conversation={group} />);
    fireEvent.click(await screen.findByRole('button', { name: /Members \(3\)/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Members of Stand team' });
    expect(within(dialog).queryByRole('button', { name: 'Leave group' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Lin Feng' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(bodiesOf(ChatPaths.groupRemoveMember)).toEqual([{ groupID: 'g1', userID: 'u-lin' }]),
    );
    await screen.findByRole('button', { name: /Members \(2\)/ });
  });

  it('lets another member leave after a confirmation, and takes the group off the list', async () => {
    mockApi({ [ChatPaths.groupInfo]: () => info('u-li'), [ChatPaths.groupLeave]: () => null });
    chatStore.reset();
    ui(<GroupMembersButton conversation={group} />);
    fireEvent.click(await screen.findByRole('button', { name: /Members \(3\)/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Members of Stand team' });
    expect(within(dialog).queryByRole('button', { name: /Remove/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    expect(bodiesOf(ChatPaths.groupLeave)).toHaveLength(0);
    const confirm = await screen.findByText(/Leave “Stand team”\?/);
    fireEvent.click(
      within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Leave group' }),
    );
    await waitFor(() => expect(bodiesOf(ChatPaths.groupLeave)).toEqual([{ groupID: 'g1' }]));
  });
});
