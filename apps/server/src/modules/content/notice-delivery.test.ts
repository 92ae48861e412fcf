import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAIR_A, ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { notices } from '../../db/schema/index';
import { transactionWithNotices } from './notice-delivery';

const notice = (userAccountId: string, title: string) => ({
  exhibitionId: FAIR_A,
  userAccountId,
  noticeType: 'CHECKRESULT' as const,
  title: { zh: title, en: title },
  content: { zh: '内容', en: 'Content' },
});

describe.each(enginesFor('sql'))('notices in a transaction (%s)', (engine) => {
  const t = useTestApp(engine);
  const heard: { exhibitionId: string; userAccountIds: string[] | null }[] = [];

  it('announces the recipients once the notices are committed, and nothing when the work fails', async () => {
    const ctx = t.app.appContext;
    const off = ctx.events.subscribe('notice.delivered', async (event) => {
      // the notices are there when the announcement is made
      const stored = await ctx.db
        .select()
        .from(notices)
        .where(and(eq(notices.userAccountId, ids.visitor), eq(notices.title, '已提交')));
      expect(stored).toHaveLength(1);
      heard.push(event);
    });
    try {
      await transactionWithNotices(ctx, async (_tx, notify) => {
        await notify(notice(ids.visitor, '已提交'));
        await notify(notice(ids.staff, '已提交'));
      });
      expect(heard).toEqual([{ exhibitionId: FAIR_A, userAccountIds: [ids.visitor, ids.staff] }]);

      await expect(
        transactionWithNotices(ctx, async (_tx, notify) => {
          await notify(notice(ids.visitor, '回滚'));
          throw new Error('the decision failed');
        }),
      ).rejects.toThrow('the decision failed');
      expect(heard).toHaveLength(1);
      const rolledBack = await ctx.db.select().from(notices).where(eq(notices.title, '回滚'));
      expect(rolledBack).toEqual([]);
    } finally {
      off();
    }
  });
});
