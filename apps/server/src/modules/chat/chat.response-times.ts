import type { LanguageType, ResponseTimes } from '@openfair/contract';
import { sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';

const DAY_MS = 86_400_000;

/**
 * The query behind the first-response table of one company over a period, from stored messages. Every
 * step is an index range: the company's employees (`exhibitor_employees_exhibitor_idx`), their
 * conversations in the fair (`chat_members_list_idx`, then the conversation by key, kept when active in
 * the period), the other member (the members' key) when a buyer of the fair (`visitors_account_uq`),
 * and the conversation's messages of the period (`chat_messages_time_idx`).
 *
 * An inquiry is the buyer's message that opens a buyer's turn (the first of the period, or the first
 * after the employee wrote); its answer is the next turn, the employee's first message after it. Call
 * notes (custom messages) are no turn. A company conversation (the shared inbox) counts only for its
 * claimer, from the buyer's first message (written before the claim) to the claimer's first reply. A turn begun before the period and continued in it counts from
 * its first message in the period.
 */
export function responseTimesQuery(exhibitionId: string, exhibitorId: string, sinceDate: Date) {
  const since = sql`${sinceDate.toISOString()}::timestamptz`;
  return sql`
    with staff as (
      select e.user_account_id, e.name, e.name_en, e.resigned
      from exhibitor_employees e
      where e.exhibitor_id = ${exhibitorId} and e.exhibition_id = ${exhibitionId}
    ),
    pairs as (
      select m.conversation_id, m.user_account_id as employee, o.user_account_id as buyer
      from staff s
      join chat_members m on m.exhibition_id = ${exhibitionId} and m.user_account_id = s.user_account_id
      join chat_conversations c on c.id = m.conversation_id
      join chat_members o on o.conversation_id = m.conversation_id and o.user_account_id <> m.user_account_id
      join visitors v on v.exhibition_id = ${exhibitionId} and v.user_account_id = o.user_account_id
      where c.type = 'C2C' and c.last_message_at >= ${since}
        -- a company conversation counts for the employee who claimed it, not for everyone who saw it
        and (c.inbox_exhibitor_id is null or c.claimed_by = m.user_account_id)
    ),
    messages as (
      select p.conversation_id, p.employee, msg.seq, msg.created_at,
        msg.sender_account_id = p.buyer as from_buyer,
        lag(msg.sender_account_id = p.buyer) over (partition by msg.conversation_id order by msg.seq) as before
      from pairs p
      join chat_messages msg on msg.conversation_id = p.conversation_id and msg.created_at >= ${since}
      where msg.type <> 'custom'
    ),
    turns as (
      select conversation_id, employee, from_buyer, created_at,
        lead(created_at) over (partition by conversation_id order by seq) as next_turn_at
      from messages
      where before is distinct from from_buyer
    ),
    inquiries as (
      select conversation_id, employee, extract(epoch from next_turn_at - created_at)::float8 as seconds
      from turns
      where from_buyer
    )
    select s.user_account_id as "userAccountId", s.name, s.name_en as "nameEn", s.resigned,
      count(distinct i.conversation_id) filter (where i.seconds is not null)::int as answered,
      percentile_cont(0.5) within group (order by i.seconds) filter (where i.seconds is not null) as median,
      percentile_cont(0.9) within group (order by i.seconds) filter (where i.seconds is not null) as p90,
      count(i.conversation_id) filter (where i.seconds is null)::int as unanswered
    from staff s
    left join inquiries i on i.employee = s.user_account_id
    group by s.user_account_id, s.name, s.name_en, s.resigned
  `;
}

type Row = {
  userAccountId: string;
  name: string;
  nameEn: string | null;
  resigned: boolean;
  answered: number;
  median: number | string | null;
  p90: number | string | null;
  unanswered: number;
};

const seconds = (v: number | string | null) => (v === null ? null : Math.round(Number(v)));

/** My company's staff and how fast each answered buyers over the last `days` days (administrators). */
export async function responseTimes(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  days: number,
  now = new Date(),
): Promise<ResponseTimes> {
  const exhibitorId = session.employee?.exhibitorId ?? '';
  const since = new Date(now.getTime() - days * DAY_MS);
  const rows = await readRows(app.db, session.exhibitionId, exhibitorId, since);
  const list = rows
    .filter((r) => !r.resigned || r.answered > 0 || r.unanswered > 0)
    .map((r) => ({
      userAccountId: r.userAccountId,
      name: (lang === 'en' && r.nameEn) || r.name,
      resigned: r.resigned,
      answered: r.answered,
      medianSeconds: seconds(r.median),
      p90Seconds: seconds(r.p90),
      unanswered: r.unanswered,
    }))
    // Those who answered most first, then those with buyers waiting, then by name.
    .sort((a, b) => b.answered - a.answered || b.unanswered - a.unanswered || a.name.localeCompare(b.name));
  return { days, since: since.getTime(), rows: list };
}

async function readRows(db: DbOrTx, exhibitionId: string, exhibitorId: string, since: Date) {
  const { rows } = await db.execute<Row>(responseTimesQuery(exhibitionId, exhibitorId, since));
  return rows;
}
