import type { ChatDigestSetting } from '@openfair/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import { clock } from '../../core/clock';
import type { AppContext } from '../../core/context';
import { presenceSlot } from '../../core/presence';
import { chatMailDigests, chatMessages, userAccounts } from '../../db/schema/index';
import { messageForShow } from './chat.presenter';

/** At most one digest an employee and hour. */
export const DIGEST_EVERY_MS = 60 * 60_000;
/** Unread messages older than this are no news for a digest any more. */
const DIGEST_LOOKBACK_MS = 24 * 60 * 60_000;
/** How often an instance looks for digests to send. */
export const CHAT_DIGEST_INTERVAL_MS = 60_000;
/** Rows (an employee's unread conversation) read per run; a backlog is worked off over a few runs. */
const DIGEST_BATCH = 2000;
/** Conversations one digest lists, and the characters of each one's first line. */
const DIGEST_MAX_CONVERSATIONS = 20;
const FIRST_LINE_MAX = 120;

type Candidate = {
  exhibitionId: string;
  employee: string;
  conversationId: string;
  buyer: string;
  lastReadSeq: number | string;
  firstUnreadAt: Date | string | null;
  firstNewAt: Date | string | null;
};

const asDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

/**
 * Employees' conversations with buyers holding unread buyer messages of the last day, for employees who
 * still work for their company, want digests and had none in the last hour. From the recently active
 * conversations (`chat_conversations_recent_idx`) by keys only; the unread messages of each through the
 * history index.
 */
async function candidates(app: AppContext, now: Date): Promise<Candidate[]> {
  const lookback = new Date(now.getTime() - DIGEST_LOOKBACK_MS).toISOString();
  const hourAgo = new Date(now.getTime() - DIGEST_EVERY_MS).toISOString();
  const { rows } = await app.db.execute<Candidate>(sql`
    select m.exhibition_id as "exhibitionId", m.user_account_id as employee, c.id as "conversationId",
      o.user_account_id as buyer, greatest(m.last_read_seq, m.cleared_seq) as "lastReadSeq",
      u.first_unread as "firstUnreadAt", u.first_new as "firstNewAt"
    from chat_conversations c
    join chat_members m on m.conversation_id = c.id
    join exhibitor_employees e
      on e.exhibition_id = m.exhibition_id and e.user_account_id = m.user_account_id and not e.resigned
    join chat_members o on o.conversation_id = c.id and o.user_account_id <> m.user_account_id
    join visitors v on v.exhibition_id = m.exhibition_id and v.user_account_id = o.user_account_id
    left join chat_mail_digests d on d.exhibition_id = m.exhibition_id and d.user_account_id = m.user_account_id
    cross join lateral (
      select min(x.created_at) as first_unread,
        min(x.created_at) filter (
          where d.last_sent_at is null or x.created_at > d.last_sent_at
        ) as first_new
      from chat_messages x
      where x.conversation_id = c.id and x.seq > greatest(m.last_read_seq, m.cleared_seq)
        and x.sender_account_id = o.user_account_id and x.revoked_at is null
        and x.created_at >= ${lookback}::timestamptz
    ) u
    where c.type = 'C2C' and c.last_message_at >= ${lookback}::timestamptz
      and c.last_message_seq > greatest(m.last_read_seq, m.cleared_seq)
      and v.review_status <> 'rejected'
      and coalesce(d.enabled, true)
      and (d.last_sent_at is null or d.last_sent_at < ${hourAgo}::timestamptz)
      and u.first_unread is not null
    limit ${DIGEST_BATCH}
  `);
  return rows;
}

/**
 * Takes this hour's digest of an employee for this instance: the row's `lastSentAt` moves to now only
 * if digests are on and the last one is an hour old, in one statement, so of several instances only
 * one gets it. False: someone else sent it, or the employee switched digests off meanwhile.
 */
async function claim(app: AppContext, exhibitionId: string, employee: string, now: Date): Promise<boolean> {
  const hourAgo = new Date(now.getTime() - DIGEST_EVERY_MS).toISOString();
  const { rows } = await app.db.execute(sql`
    insert into chat_mail_digests (exhibition_id, user_account_id, last_sent_at)
    values (${exhibitionId}, ${employee}, ${now.toISOString()}::timestamptz)
    on conflict (exhibition_id, user_account_id) do update set last_sent_at = excluded.last_sent_at
    where chat_mail_digests.enabled
      and (chat_mail_digests.last_sent_at is null or chat_mail_digests.last_sent_at < ${hourAgo}::timestamptz)
    returning user_account_id
  `);
  return rows.length > 0;
}

type Line = { name: string; nameEn: string; company: string; companyEn: string; zh: string; en: string };

/** The digest's mail in both languages: who wrote, from which company, the first lines, and the link. */
export function digestMail(o: {
  name: string;
  nameEn: string;
  fair: { name: string; nameEn: string };
  lines: Line[];
  link: string;
}): { subject: string; text: string } {
  const n = o.lines.length;
  const fairEn = o.fair.nameEn || o.fair.name;
  const subject = `${o.fair.name}：${n} 位买家在等您回复 / ${fairEn}: ${n === 1 ? '1 buyer is' : `${n} buyers are`} waiting for your reply`;
  const zh = o.lines.map((l) => `- ${l.name}${l.company ? `（${l.company}）` : ''}：${l.zh}`);
  const en = o.lines.map(
    (l) =>
      `- ${l.nameEn || l.name}${l.companyEn || l.company ? ` (${l.companyEn || l.company})` : ''}: ${l.en}`,
  );
  const text = [
    `${o.name ? `${o.name}，` : ''}您好：`,
    '',
    `您不在线时，以下买家在${o.fair.name}给您发了消息，您还没有阅读：`,
    ...zh,
    '',
    `打开聊天回复：${o.link}`,
    '',
    '---',
    '',
    `Hello${o.nameEn || o.name ? ` ${o.nameEn || o.name}` : ''},`,
    '',
    `While you were offline, these buyers wrote to you at ${fairEn} and their messages are still unread:`,
    ...en,
    '',
    `Open the chat to reply: ${o.link}`,
    '',
    '如不想再收到此类邮件，请在聊天页面会话列表上方的“邮件提醒”中关闭。 You can switch these e-mails off under "E-mail digest" above your conversation list in the chat.',
  ].join('\n');
  return { subject, text };
}

const firstLine = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > FIRST_LINE_MAX ? `${line.slice(0, FIRST_LINE_MAX - 1)}…` : line;
};

/**
 * One run of the digest: every employee with a buyer's message unread for CHAT_DIGEST_AFTER_MINUTES
 * (and newer than their last digest) who is offline now and has an e-mail address gets one mail listing
 * their unread conversations with buyers, at most once an hour (claimed in the database first, so
 * several instances send it once). Answers how many digests this instance sent.
 */
export async function sweepChatDigests(app: AppContext, now = clock.now()): Promise<number> {
  const due = new Date(now.getTime() - app.settings.chatDigestAfterMinutes * 60_000);
  const rows = await candidates(app, now);
  const byEmployee = new Map<string, Candidate[]>();
  for (const r of rows) {
    const key = `${r.exhibitionId}\n${r.employee}`;
    byEmployee.set(key, [...(byEmployee.get(key) ?? []), r]);
  }
  // Someone is due when a buyer's message newer than their last digest has waited long enough.
  const dueKeys = [...byEmployee].filter(([, list]) =>
    list.some((r) => {
      const at = asDate(r.firstNewAt);
      return at !== null && at <= due;
    }),
  );
  if (dueKeys.length === 0) return 0;
  const online = await app
    .use(presenceSlot)
    .current.online([...new Set(dueKeys.map(([, list]) => list[0]!.employee))]);
  let sent = 0;
  for (const [, list] of dueKeys) {
    const { exhibitionId, employee } = list[0]!;
    if (online.has(employee)) continue;
    const [account] = await app.db
      .select({ email: userAccounts.email })
      .from(userAccounts)
      .where(eq(userAccounts.id, employee))
      .limit(1);
    if (!account?.email) continue;
    if (!(await claim(app, exhibitionId, employee, now))) continue;
    try {
      await sendDigest(app, exhibitionId, employee, account.email, list.slice(0, DIGEST_MAX_CONVERSATIONS));
      sent += 1;
    } catch (error) {
      // The hour is taken: the next digest lists these conversations again if they are still unread.
      app.log.warn({ err: error, employee }, 'chat digest could not be sent');
    }
  }
  return sent;
}

async function sendDigest(
  app: AppContext,
  exhibitionId: string,
  employee: string,
  email: string,
  list: Candidate[],
): Promise<void> {
  const { rows: people } = await app.db.execute<{
    id: string;
    name: string | null;
    nameEn: string | null;
    company: string | null;
    companyEn: string | null;
  }>(sql`
    select v.user_account_id as id, v.name, v.name_en as "nameEn", v.company, v.company_en as "companyEn"
    from visitors v
    where v.exhibition_id = ${exhibitionId} and v.user_account_id in (${sql.join(
      list.map((r) => sql`${r.buyer}`),
      sql`, `,
    )})
  `);
  const { rows: meta } = await app.db.execute<{
    name: string | null;
    nameEn: string | null;
    fair: string;
    fairEn: string | null;
  }>(sql`
    select e.name, e.name_en as "nameEn", f.name as fair, f.name_en as "fairEn"
    from exhibitor_employees e join exhibitions f on f.id = e.exhibition_id
    where e.exhibition_id = ${exhibitionId} and e.user_account_id = ${employee}
  `);
  const me = meta[0];
  const lines: Line[] = [];
  for (const r of list) {
    const [first] = await app.db
      .select({ type: chatMessages.type, payload: chatMessages.payload })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, r.conversationId),
          gt(chatMessages.seq, Number(r.lastReadSeq)),
          eq(chatMessages.senderAccountId, r.buyer),
          sql`${chatMessages.revokedAt} is null`,
        ),
      )
      .orderBy(asc(chatMessages.seq))
      .limit(1);
    const p = people.find((x) => x.id === r.buyer);
    lines.push({
      name: p?.name || r.buyer,
      nameEn: p?.nameEn || '',
      company: p?.company || '',
      companyEn: p?.companyEn || '',
      zh: first ? firstLine(messageForShow(first.type, first.payload, false)) : '',
      en: first ? firstLine(messageForShow(first.type, first.payload, true)) : '',
    });
  }
  const link = `${app.settings.publicOrigin ?? ''}${app.settings.basePath}/chat`;
  const mail = digestMail({
    name: me?.name ?? '',
    nameEn: me?.nameEn ?? '',
    fair: { name: me?.fair ?? '', nameEn: me?.fairEn ?? '' },
    lines,
    link,
  });
  await app.delivery.send({
    channel: 'EMAIL',
    to: email,
    subject: mail.subject,
    text: mail.text,
    code: null,
  });
}

/** Digests now and then every CHAT_DIGEST_INTERVAL_MS until stopped; a failed run is logged. */
export function startChatDigests(app: AppContext, intervalMs = CHAT_DIGEST_INTERVAL_MS): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    try {
      const sent = await sweepChatDigests(app);
      if (sent > 0) app.log.info({ sent }, 'chat digests');
    } catch (error) {
      app.log.warn({ err: error }, 'chat digest run failed');
    }
    if (!stopped) {
      timer = setTimeout(run, intervalMs);
      timer.unref();
    }
  };
  timer = setTimeout(run, intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

/** An employee's digest switch (on unless switched off). */
export async function digestSetting(app: AppContext, session: AuthSession): Promise<ChatDigestSetting> {
  const [row] = await app.db
    .select({ enabled: chatMailDigests.enabled })
    .from(chatMailDigests)
    .where(
      and(
        eq(chatMailDigests.exhibitionId, session.exhibitionId),
        eq(chatMailDigests.userAccountId, session.userAccountId),
      ),
    )
    .limit(1);
  return { enabled: row?.enabled ?? true, afterMinutes: app.settings.chatDigestAfterMinutes };
}

export async function updateDigestSetting(
  app: AppContext,
  session: AuthSession,
  enabled: boolean,
): Promise<ChatDigestSetting> {
  await app.db
    .insert(chatMailDigests)
    .values({ exhibitionId: session.exhibitionId, userAccountId: session.userAccountId, enabled })
    .onConflictDoUpdate({
      target: [chatMailDigests.exhibitionId, chatMailDigests.userAccountId],
      set: { enabled },
    });
  return digestSetting(app, session);
}
