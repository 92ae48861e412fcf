import type { BroadcastAudience } from '@openfair/contract';
import { sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { announceNotices } from '../content/index';
import { recordAudit, requirePermission } from './organizer-access.service';

type Broadcast = {
  audience: BroadcastAudience;
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
};

/**
 * Puts an organizer's notice (SPONSOR: "from the organizer") in the notice box of every visitor and/or
 * exhibitor account of the fair. One INSERT … SELECT, so a fair of 100,000 visitors is one statement, not
 * 100,000 round trips; the audit entry is written in the same transaction.
 */
export async function broadcastNotice(
  app: AppContext,
  session: AuthSession,
  input: Broadcast,
): Promise<{ delivered: number }> {
  const actor = await requirePermission(app, session, 'editContent');
  const fair = session.exhibitionId;
  const audience =
    input.audience === 'all'
      ? sql`subject_type in ('VISITOR', 'ACTOR')`
      : sql`subject_type = ${input.audience}`;
  const result = await app.db.transaction(async (tx) => {
    // Counted in the statement (drivers report affected rows differently): one row with the number.
    const inserted = await tx.execute(sql`
      with delivered as (
        insert into notices (id, exhibition_id, user_account_id, notice_type, title, title_en, content, content_en)
        select gen_random_uuid()::text, ${fair}, recipients.user_account_id, 'SPONSOR',
               ${input.title}, ${input.titleEn}, ${input.content}, ${input.contentEn}
        from (
          select distinct user_account_id from exhibition_users where exhibition_id = ${fair} and ${audience}
        ) as recipients
        returning 1
      )
      select count(*)::int as n from delivered`);
    const delivered = Number((inserted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    await recordAudit(tx, fair, actor, {
      action: 'notice.broadcast',
      targetType: 'content',
      targetId: `notice:${input.audience}`,
      before: null,
      after: { audience: input.audience, title: input.title, titleEn: input.titleEn, delivered },
    });
    return { delivered };
  });
  // Everyone of the fair hears of it (the audience filter is the notice box's; a refresh is cheap).
  if (result.delivered > 0) await announceNotices(app, fair, null);
  return result;
}
