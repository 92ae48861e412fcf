import { ApiPaths, type Notice, type NoticeTypeCount } from '@openfair/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { visitor } from '../../../test/fixtures';
import { setupUi } from '../../../test/ui';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../../api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/request')>()),
  post,
  get: vi.fn(),
}));

import { renderRoute } from '../../../test/detail-render';
import { MailScreen } from './mail-screen';

let notices: Notice[] = [];

const counts = (): NoticeTypeCount[] => [
  { noticeType: 'SPONSOR', total: notices.length, unread: notices.filter((n) => !n.seen).length },
  { noticeType: 'CHECKRESULT', total: 0, unread: 0 },
  { noticeType: 'INVITE', total: 0, unread: 0 },
  { noticeType: 'INTENTIONORDER', total: 0, unread: 0 },
];

beforeAll(setupUi);
beforeEach(() => {
  notices = [
    {
      id: 'n-1',
      noticeType: 'SPONSOR',
      title: '赞助商通知',
      content: '欢迎参加展会',
      seen: false,
      createTime: '2026-11-21T01:00:00.000Z',
    },
  ];
  sessionStore.setState(visitor());
  post.mockImplementation(async (path: string, body: Record<string, unknown>) => {
    if (path === ApiPaths.noticeListType) return counts();
    if (path === ApiPaths.noticeList) {
      const list = notices.filter((n) => n.noticeType === body.noticeType);
      return { list, total: list.length, pageNum: body.pageNum, pageSize: body.pageSize };
    }
    if (path === ApiPaths.notice) {
      const n = notices.find((x) => x.id === body.id);
      if (!n) throw new Error('no notice');
      n.seen = true;
      return n;
    }
    throw new Error(`unexpected call ${path}`);
  });
});
afterEach(() => {
  cleanup();
  post.mockReset();
  sessionStore.reset();
});

const callsTo = (path: string) => post.mock.calls.filter(([p]) => p === path).length;

describe('MailScreen', () => {
  it('shows notice type tabs with the unread count and an unread marker', async () => {
    renderRoute('/mail', '/mail', <MailScreen />);
    for (const label of ['赞助', '审核结果', '邀请', '意向订单']) {
      expect(screen.getByRole('tab', { name: new RegExp(label) })).toBeTruthy();
    }
    const row = (await screen.findByText('赞助商通知')).closest('li');
    expect(row?.className).toContain('is-unread');
    expect(within(row as HTMLElement).getByText('未读')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('tab', { name: /赞助/ })).getByText('1')).toBeTruthy(),
    );
  });

  it('opening an unread notice marks it seen and refreshes the counts (menu dot) and the list', async () => {
    renderRoute('/mail', '/mail', <MailScreen />);
    const title = await screen.findByText('赞助商通知');
    await waitFor(() => expect(callsTo(ApiPaths.noticeListType)).toBe(1));
    fireEvent.click(title);
    expect(await screen.findByText('欢迎参加展会')).toBeTruthy();
    await waitFor(() => expect(post).toHaveBeenCalledWith(ApiPaths.notice, { id: 'n-1' }));
    // The counts behind the menu dot are fetched again right away, not at the next 60 s poll.
    await waitFor(() => expect(callsTo(ApiPaths.noticeListType)).toBe(2));
    await waitFor(() =>
      expect(
        screen.getByText('赞助商通知', { selector: '.of-mail-title, .of-mail-title *' }).closest('li')
          ?.className,
      ).not.toContain('is-unread'),
    );
  });

  it('opening a notice already seen does not call getNotice again', async () => {
    notices[0] = { ...(notices[0] as Notice), seen: true };
    renderRoute('/mail', '/mail', <MailScreen />);
    fireEvent.click(await screen.findByText('赞助商通知'));
    expect(await screen.findByText('欢迎参加展会')).toBeTruthy();
    expect(callsTo(ApiPaths.notice)).toBe(0);
  });
});
