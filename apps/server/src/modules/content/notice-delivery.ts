import type { Bilingual, NoticeType } from '@openfair/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { notices } from '../../db/schema/index';

export type NoticeDelivery = {
  exhibitionId: string;
  userAccountId: string;
  noticeType: NoticeType;
  title: Bilingual;
  content: Bilingual;
};

/**
 * Puts a notice in one account's notice box (spec 000 §3; the client polls it every minute). Call it in
 * the transaction of the decision it reports, so a notice never tells of something rolled back, and
 * `announceNotices` after that transaction committed.
 */
export async function deliverNotice(db: DbOrTx, notice: NoticeDelivery): Promise<void> {
  await db.insert(notices).values({
    exhibitionId: notice.exhibitionId,
    userAccountId: notice.userAccountId,
    noticeType: notice.noticeType,
    title: notice.title.zh,
    titleEn: notice.title.en,
    content: notice.content.zh,
    contentEn: notice.content.en,
  });
}

/**
 * Tells the recipients' open pages that notices arrived (pushed over their sockets on every instance).
 * Only after the notices are committed: a page that refreshes at once must find them. `null` is everyone
 * of the fair. A failure to announce loses nothing: the minute's poll still finds the notices.
 */
export async function announceNotices(
  app: Pick<AppContext, 'events' | 'log'>,
  exhibitionId: string,
  userAccountIds: string[] | null,
): Promise<void> {
  if (userAccountIds?.length === 0) return;
  await app.events
    .publish('notice.delivered', { exhibitionId, userAccountIds })
    .catch((error: unknown) => app.log.warn({ err: error }, 'notice announcement failed'));
}

/**
 * Runs `work` in one transaction in which `notify` puts notices in notice boxes, and once it committed
 * tells the recipients' open pages (`announceNotices`). A decision and its notices stand or fall together,
 * and nobody hears of a notice that was rolled back.
 */
export async function transactionWithNotices<T>(
  app: Pick<AppContext, 'db' | 'events' | 'log'>,
  work: (tx: Tx, notify: (notice: NoticeDelivery) => Promise<void>) => Promise<T>,
): Promise<T> {
  const recipients = new Map<string, Set<string>>();
  const result = await app.db.transaction((tx) =>
    work(tx, async (notice) => {
      await deliverNotice(tx, notice);
      const fair = recipients.get(notice.exhibitionId) ?? new Set<string>();
      fair.add(notice.userAccountId);
      recipients.set(notice.exhibitionId, fair);
    }),
  );
  for (const [exhibitionId, ids] of recipients) await announceNotices(app, exhibitionId, [...ids]);
  return result;
}

/**
 * What the chat's system conversation (`@TIM#SYSTEM`, spec 001 §3) shows of an account's notice box: the
 * latest notice and how many are unseen, counted up to `cap` (the badge shows "99+" beyond).
 */
export async function noticeSummary(
  db: Db,
  exhibitionId: string,
  userAccountId: string,
  cap: number,
): Promise<{ unread: number; latest: typeof notices.$inferSelect | null }> {
  const mine = and(eq(notices.exhibitionId, exhibitionId), eq(notices.userAccountId, userAccountId));
  const [latest, unseen] = await Promise.all([
    db.select().from(notices).where(mine).orderBy(desc(notices.createdAt), desc(notices.id)).limit(1),
    db
      .select({ id: notices.id })
      .from(notices)
      .where(and(mine, eq(notices.seen, false)))
      .limit(cap + 1),
  ]);
  return { unread: unseen.length, latest: latest[0] ?? null };
}

/**
 * Marks every notice of the account seen, as opening the system conversation does: the same flag a
 * notice read on /mail sets, so the bell, /mail and the chat agree. Answers how many changed.
 */
export async function markNoticesSeen(
  db: DbOrTx,
  exhibitionId: string,
  userAccountId: string,
): Promise<number> {
  const changed = await db
    .update(notices)
    .set({ seen: true })
    .where(
      and(
        eq(notices.exhibitionId, exhibitionId),
        eq(notices.userAccountId, userAccountId),
        eq(notices.seen, false),
      ),
    )
    .returning({ id: notices.id });
  return changed.length;
}
