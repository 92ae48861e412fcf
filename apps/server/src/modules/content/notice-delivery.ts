import type { Bilingual, NoticeType } from '@openfair/contract';
import type { DbOrTx } from '../../db/client';
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
 * the transaction of the decision it reports, so a notice never tells of something rolled back.
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
