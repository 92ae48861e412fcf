import { ContentPaths, OrganizerPaths, ResponseCode } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { organizerCallers } from '../../../test/factories/organizers';
import { enginesFor, useTestApp } from '../../../test/harness';

describe.each(enginesFor('rules'))('notices from the organizer on %s', (engine) => {
  const t = useTestApp(engine);
  const organizerOfRole = organizerCallers(() => t.api, 'broadcast');
  const sponsorTitles = async (as: 'visitor' | 'admin' | 'staff', lang: 'cn' | 'en' = 'en') =>
    (
      await t.api.post(ContentPaths.noticeList, { noticeType: 'SPONSOR', pageSize: 50 }, { as, lang })
    ).data.list.map((n) => n.title);

  it('reaches every visitor, or every exhibitor account, in the reader’s language, audited', async () => {
    const editor = await organizerOfRole('contentEditor');
    const toVisitors = await t.api.post(
      OrganizerPaths.noticeBroadcast,
      {
        audience: 'VISITOR',
        title: '展会开幕通知',
        titleEn: 'The fair opens on Monday',
        content: '周一上午九点开幕，欢迎光临。',
        contentEn: 'Doors open at 9 on Monday. Welcome.',
      },
      { as: editor },
    );
    expect(toVisitors.code, toVisitors.msg).toBe(ResponseCode.Success);
    expect(toVisitors.data.delivered).toBeGreaterThan(0);
    expect(await sponsorTitles('visitor')).toContain('The fair opens on Monday');
    expect(await sponsorTitles('visitor', 'cn')).toContain('展会开幕通知');
    expect(await sponsorTitles('admin')).not.toContain('The fair opens on Monday');

    const toAll = await t.api.post(
      OrganizerPaths.noticeBroadcast,
      {
        audience: 'all',
        title: '闭馆提醒',
        titleEn: 'Closing soon',
        content: '今天五点闭馆。',
        contentEn: 'We close at 5.',
      },
      { as: 'organizer' },
    );
    expect(toAll.data.delivered).toBeGreaterThan(toVisitors.data.delivered);
    for (const as of ['visitor', 'admin', 'staff'] as const)
      expect(await sponsorTitles(as)).toContain('Closing soon');

    const log = await t.api.post(OrganizerPaths.auditLog, { targetType: 'content' }, { as: 'organizer' });
    expect(log.data.list.filter((e) => e.action === 'notice.broadcast')).toHaveLength(2);
  });

  it('is refused to reviewers and to everyone outside the console', async () => {
    const body = { audience: 'all', title: 't', titleEn: 't', content: 'c', contentEn: 'c' } as const;
    const reviewer = await organizerOfRole('reviewer');
    expect((await t.api.post(OrganizerPaths.noticeBroadcast, body, { as: reviewer })).code).toBe(
      ResponseCode.Forbidden,
    );
    for (const as of ['visitor', 'admin'] as const)
      expect((await t.api.post(OrganizerPaths.noticeBroadcast, body, { as })).code).toBe(
        ResponseCode.Forbidden,
      );
    expect(await sponsorTitles('visitor')).not.toContain('t');
  });
});
