import { ChatPaths, type UserInfo } from '@openfair/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { sessionStore } from '../../lib/session-store';
import { TestProviders, testQueryClient } from '../../test/render';
import { mockApi } from '../../test/server';

const acks: { event: string; body: Record<string, unknown> }[] = [];
vi.mock('../../api/socket', () => ({
  realtimeSocket: () => ({ on: () => {} }),
  onReconnect: () => () => {},
  realtimeState: { get: () => 'connected', subscribe: () => () => {} },
  emitWithAck: async (event: string, body: Record<string, unknown>) => {
    acks.push({ event, body });
    return { ok: false, code: 1001, msg: 'test' };
  },
}));

const { activeMention, filterMembers, mentionedIds } = await import('./mention-picker');
const { GroupComposer } = await import('./group-composer');

const members = [
  { userID: 'me', nick: '我自己', avatar: '' },
  { userID: 'u-li', nick: 'Li Na', avatar: '' },
  { userID: 'u-lin', nick: 'Lin Feng', avatar: '' },
  { userID: 'u-zhou', nick: '周磊', avatar: '' },
];

beforeAll(() => initI18n('en'));
beforeEach(() => {
  acks.length = 0;
  sessionStore.setState({
    token: 't1',
    subjectType: 'ACTOR',
    isLogin: 1,
    info: { id: 'me', userAccountId: 'me' } as unknown as UserInfo,
  });
});

describe('the mention rule (spec 001 §9: starts with @, a space after it cancels it)', () => {
  it('finds the mention at the caret and drops it after a space', () => {
    expect(activeMention('hi @', 4)).toEqual({ start: 3, query: '' });
    expect(activeMention('hi @Li', 6)).toEqual({ start: 3, query: 'Li' });
    expect(activeMention('hi @Li ', 7)).toBeNull();
    expect(activeMention('no mention', 10)).toBeNull();
    // the caret decides, not the end of the text
    expect(activeMention('@Li and more', 3)).toEqual({ start: 0, query: 'Li' });
  });
  it('filters by name, case aside, and keeps only mentions still in the text', () => {
    expect(filterMembers(members, 'li').map((m) => m.userID)).toEqual(['u-li', 'u-lin']);
    expect(filterMembers(members, '周').map((m) => m.userID)).toEqual(['u-zhou']);
    const picked = new Map([
      ['u-li', 'Li Na'],
      ['u-zhou', '周磊'],
    ]);
    expect(mentionedIds('@Li Na look', picked)).toEqual(['u-li']);
  });
});

describe('the mention picker in a group send box', () => {
  const setup = () => {
    mockApi({
      [ChatPaths.groupInfo]: () => ({
        groupID: 'g1',
        conversationID: 'GROUPg1',
        name: 'Team',
        ownerID: 'me',
        members,
      }),
    });
    render(
      <TestProviders client={testQueryClient()}>
        <GroupComposer conversationID="GROUPg1" />
      </TestProviders>,
    );
    return screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  };
  const type = (box: HTMLTextAreaElement, value: string) => {
    box.setSelectionRange?.(value.length, value.length);
    fireEvent.change(box, { target: { value, selectionStart: value.length } });
  };

  it('opens on @ with the other members, filters as one types, and Enter picks with the arrows', async () => {
    const box = setup();
    type(box, 'hello @');
    const list = await screen.findByRole('listbox', { name: 'Mention a member' });
    // everyone but me
    expect(screen.getAllByRole('option').map((o) => o.textContent?.trim())).toEqual([
      'L Li Na',
      'L Lin Feng',
      '周 周磊',
    ]);
    type(box, 'hello @li');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(list.isConnected).toBe(true);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(screen.getByRole('option', { selected: true }).textContent).toContain('Lin Feng'),
    );
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { selected: true }).id);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box.value).toBe('hello @Lin Feng '));
    expect(screen.queryByRole('listbox')).toBeNull();
    // Enter now sends, with the mention's id
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(acks).toHaveLength(1));
    expect(acks[0]?.body).toMatchObject({
      conversationID: 'GROUPg1',
      message: { type: 'text', payload: { text: 'hello @Lin Feng ', atUserList: ['u-lin'] } },
    });
  });

  it('closes on Escape and on a space, and sends no mention that was not picked', async () => {
    const box = setup();
    type(box, '@');
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // typing on after Escape keeps it closed
    type(box, '@L');
    expect(screen.queryByRole('listbox')).toBeNull();
    type(box, '@L @');
    await screen.findByRole('listbox');
    type(box, '@L @ ');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(acks).toHaveLength(1));
    expect(acks[0]?.body).toMatchObject({ message: { payload: { text: '@L @ ' } } });
    expect((acks[0]?.body.message as { payload: object } | undefined)?.payload).not.toHaveProperty(
      'atUserList',
    );
  });
});
