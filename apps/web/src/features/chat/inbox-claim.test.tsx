import { ChatPaths, type Conversation } from '@openfair/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { sessionStore } from '../../lib/session-store';
import { renderWithProviders } from '../../test/render';
import { bodiesOf, failure, mockApi } from '../../test/server';
import { chatStore, loadConversations, patchChat, useChat } from './chat-store';
import { applyClaimed, ClaimButton, HandOverButton, InboxNotice } from './inbox-claim';

const ID = 'INBOXc-1';
const unclaimed = (over: Partial<Conversation> = {}): Conversation => ({
  conversationID: ID,
  type: 'C2C',
  userProfile: { userID: 'buyer', nick: '李娜', avatar: '' },
  groupProfile: null,
  clientPool: 'notMember',
  inbox: { exhibitorId: 'exh-1', viewer: 'staff', claimed: false, claimer: null },
  remark: '',
  unreadCount: 1,
  lastMessage: null,
  ...over,
});
const me = { userID: 'me', nick: '我', avatar: '' };
const claimedByMe = unclaimed({
  inbox: { exhibitorId: 'exh-1', viewer: 'staff', claimed: true, claimer: me },
});

/** The header's claim button and what stands in for the send box, as the conversation view mounts them. */
function View() {
  const c = useChat((s) => s.conversations.find((x) => x.conversationID === ID));
  return (
    <div>
      {c ? <ClaimButton conversation={c} /> : null}
      {c ? <InboxNotice conversation={c} /> : null}
    </div>
  );
}

async function put(list: Conversation[]) {
  mockApi({ [ChatPaths.conversationList]: () => ({ list, total: list.length, pageNum: 1, pageSize: 100 }) });
  expect(await loadConversations()).toBe(true);
}

beforeAll(() => initI18n('zh'));
beforeEach(() => chatStore.reset());

describe('claiming a company conversation (the shared inbox)', () => {
  it('offers staff "认领" with a hint, and after the claim neither', async () => {
    await put([unclaimed()]);
    mockApi({ [ChatPaths.conversationClaim]: () => claimedByMe });
    renderWithProviders(<View />);
    expect(screen.getByText('认领后即可回复')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '认领' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '认领' })).toBeNull());
    expect(bodiesOf(ChatPaths.conversationClaim)).toEqual([{ conversationID: ID }]);
    expect(screen.queryByText('认领后即可回复')).toBeNull();
    expect(chatStore.getState().conversations[0]?.inbox?.claimed).toBe(true);
  });

  it('says a colleague has it when the claim loses the race, and drops the button', async () => {
    await put([unclaimed()]);
    patchChat((s) => ({ ...s, current: ID }));
    mockApi({ [ChatPaths.conversationClaim]: () => failure(1004, '没有权限执行此操作：此会话已被同事认领') });
    renderWithProviders(<View />);
    // the list the server gives after the lost claim no longer holds it
    mockApi({ [ChatPaths.conversationList]: () => ({ list: [], total: 0, pageNum: 1, pageSize: 100 }) });
    fireEvent.click(screen.getByRole('button', { name: '认领' }));
    await waitFor(() => expect(screen.getByText('此会话已被同事认领')).toBeTruthy());
    expect(screen.queryByRole('button', { name: '认领' })).toBeNull();
    // the list the server gives no longer holds it; the open one stays, claimed by someone else
    await waitFor(() => expect(bodiesOf(ChatPaths.conversationList).length).toBeGreaterThan(1));
    expect(chatStore.getState().conversations.map((c) => c.inbox)).toEqual([
      { exhibitorId: 'exh-1', viewer: 'staff', claimed: true, claimer: null },
    ]);
  });

  it('says a colleague claimed it while I had it open, and drops the ones I had not', async () => {
    await put([unclaimed(), unclaimed({ conversationID: 'INBOXc-2' })]);
    patchChat((s) => ({ ...s, current: ID }));
    renderWithProviders(<View />);
    mockApi({ [ChatPaths.conversationList]: () => ({ list: [], total: 0, pageNum: 1, pageSize: 100 }) });
    applyClaimed({ conversationID: ID, claimer: { userID: 'colleague', nick: '王芳', avatar: '' } });
    await waitFor(() => expect(screen.getByText('此会话已被同事认领')).toBeTruthy());
    expect(screen.queryByRole('button', { name: '认领' })).toBeNull();
    // the one I had not open is gone from my list with the reload
    await waitFor(() =>
      expect(chatStore.getState().conversations.map((c) => c.conversationID)).toEqual([ID]),
    );
  });

  it('shows the buyer nothing to claim, and nothing for an ordinary conversation', async () => {
    await put([
      unclaimed({ inbox: { exhibitorId: 'exh-1', viewer: 'visitor', claimed: false, claimer: null } }),
    ]);
    renderWithProviders(<View />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/认领/)).toBeNull();
    cleanup();
    await put([unclaimed({ inbox: undefined })]);
    renderWithProviders(<View />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so in English', async () => {
    await initI18n('en');
    await put([unclaimed()]);
    renderWithProviders(<View />);
    expect(screen.getByRole('button', { name: 'Claim' })).toBeTruthy();
    expect(screen.getByText('Claim this conversation to reply')).toBeTruthy();
    await initI18n('zh');
  });
});

/** The holder's hand-over menu, as the conversation header mounts it. */
function Header() {
  const c = useChat((s) => s.conversations.find((x) => x.conversationID === ID));
  return c ? <HandOverButton conversation={c} /> : null;
}

describe('handing a claimed company conversation over', () => {
  const colleague = { userID: 'colleague', nick: '王芳', avatar: '' };
  beforeEach(() => {
    sessionStore.setState({ info: { userAccountId: 'me' } as never });
    mockApi({ [ChatPaths.groupColleagues]: () => ({ list: [colleague] }) });
  });
  const open = async () => {
    fireEvent.click(screen.getByRole('button', { name: '转交此会话' }));
    return screen.findByRole('menuitem', { name: '转交给 王芳' });
  };
  const confirm = async () => {
    const dialog = await screen.findByRole('dialog');
    const ok = Array.from(dialog.querySelectorAll('button')).find((b) => b.className.includes('primary'));
    fireEvent.click(ok as HTMLButtonElement);
  };

  it('is offered to the holder only', async () => {
    await put([unclaimed()]);
    renderWithProviders(<Header />);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    await put([
      unclaimed({ inbox: { exhibitorId: 'exh-1', viewer: 'staff', claimed: true, claimer: colleague } }),
    ]);
    renderWithProviders(<Header />);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    await put([claimedByMe]);
    renderWithProviders(<Header />);
    expect(screen.getByRole('button', { name: '转交此会话' })).toBeTruthy();
  });

  it('hands it to a colleague after confirming; it then leaves my list', async () => {
    await put([claimedByMe, unclaimed({ conversationID: 'INBOXc-2' })]);
    renderWithProviders(<Header />);
    mockApi({
      [ChatPaths.conversationHandOver]: () => null,
      [ChatPaths.conversationList]: () => ({ list: [], total: 0, pageNum: 1, pageSize: 100 }),
    });
    fireEvent.click(await open());
    await screen.findByText('确定将此会话转交给 王芳？转交后它将从您的列表中移除。');
    await confirm();
    await waitFor(() =>
      expect(bodiesOf(ChatPaths.conversationHandOver)).toEqual([
        { conversationID: ID, toUserID: 'colleague' },
      ]),
    );
    await screen.findByText('已转交给 王芳');
    await waitFor(() => expect(chatStore.getState().conversations).toEqual([]));
  });

  it('returns it to the shared inbox, where it is unclaimed again', async () => {
    await put([claimedByMe]);
    renderWithProviders(<Header />);
    mockApi({
      [ChatPaths.conversationHandOver]: () => null,
      [ChatPaths.conversationList]: () => ({ list: [unclaimed()], total: 1, pageNum: 1, pageSize: 100 }),
    });
    await open();
    fireEvent.click(screen.getByRole('menuitem', { name: '退回公共收件箱' }));
    await confirm();
    await waitFor(() => expect(bodiesOf(ChatPaths.conversationHandOver)).toEqual([{ conversationID: ID }]));
    await waitFor(() => expect(chatStore.getState().conversations[0]?.inbox?.claimed).toBe(false));
    // the other tabs learn it from the server's event the same way
    applyClaimed({ conversationID: ID, claimer: null });
    await waitFor(() => expect(bodiesOf(ChatPaths.conversationList).length).toBeGreaterThan(2));
  });

  it("says the server's refusal", async () => {
    await put([claimedByMe]);
    renderWithProviders(<Header />);
    mockApi({
      [ChatPaths.conversationHandOver]: () => failure(1004, '只有认领此会话的员工可以转交或退回'),
    });
    fireEvent.click(await open());
    await confirm();
    await screen.findByText('只有认领此会话的员工可以转交或退回');
  });
});
