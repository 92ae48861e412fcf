import { ContentPaths, type Notice, type NoticeTypeCount } from '@openfair/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { sessionStore } from '../../../lib/session-store';
import { visitor } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { bodiesOf, failure, mockApi } from '../../../test/server';
import { MailScreen } from './mail-screen';

let notices: Notice[] = [];

const counts = (): NoticeTypeCount[] => [
  { noticeType: 'SPONSOR', total: notices.length, unread: notices.filter((n) => !n.seen).length },
  { noticeType: 'CHECKRESULT', total: 0, unread: 0 },
  { noticeType: 'INVITE', total: 0, unread: 0 },
  { noticeType: 'INTENTIONORDER', total: 0, unread: 0 },
];

beforeAll(() => {
  initI18n('zh');
});
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
  mockApi({
    [ContentPaths.noticeListType]: () => counts(),
    [ContentPaths.noticeList]: (body) => {
      const list = notices.filter((n) => n.noticeType === body.noticeType);
      return { list, total: list.length, pageNum: body.pageNum, pageSize: body.pageSize };
    },
    [ContentPaths.notice]: (body) => {
      const n = notices.find((x) => x.id === body.id);
      if (!n) return failure(1005, 'no notice');
      n.seen = true;
      return n;
    },
  });
});
afterEach(() => {
  sessionStore.reset();
});

const callsTo = (path: string) => bodiesOf(path).length;
const renderMail = () => renderScreen(<MailScreen />, { at: '/mail' });

describe('MailScreen', () => {
  it('shows notice type tabs with the unread count and an unread marker', async () => {
    renderMail();
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
    renderMail();
    const title = await screen.findByText('赞助商通知');
    await waitFor(() => expect(callsTo(ContentPaths.noticeListType)).toBe(1));
    fireEvent.click(title);
    expect(await screen.findByText('欢迎参加展会')).toBeTruthy();
    await waitFor(() => expect(bodiesOf(ContentPaths.notice)).toEqual([{ id: 'n-1' }]));
    // The counts behind the menu dot are fetched again right away, not at the next 60 s poll.
    await waitFor(() => expect(callsTo(ContentPaths.noticeListType)).toBe(2));
    await waitFor(() =>
      expect(
        screen.getByText('赞助商通知', { selector: '.of-mail-title, .of-mail-title *' }).closest('li')
          ?.className,
      ).not.toContain('is-unread'),
    );
  });

  it('opening a notice already seen does not call getNotice again', async () => {
    notices[0] = { ...(notices[0] as Notice), seen: true };
    renderMail();
    fireEvent.click(await screen.findByText('赞助商通知'));
    expect(await screen.findByText('欢迎参加展会')).toBeTruthy();
    expect(callsTo(ContentPaths.notice)).toBe(0);
  });
});
