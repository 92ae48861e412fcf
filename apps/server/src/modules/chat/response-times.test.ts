import { ChatPaths, ResponseCode, type ResponseTimeRow } from '@openfair/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedConversation } from '../../../test/factories/chat';
import { FAIR_A, ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { responseTimesQuery } from './chat.response-times';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * First-response times (a company administrator's table): inquiries are a buyer's turns, answered by
 * the employee's next message; medians and 90th percentiles from stored messages at known times.
 */
describe.each(enginesFor('sql'))('first-response times (%s)', (engine) => {
  const t = useTestApp(engine);
  const { visitor, newVisitor, staff, admin } = ids;

  beforeAll(async () => {
    const t0 = 2 * DAY;
    await storedConversation(t.db, visitor, staff, [
      // asked twice, answered 120 s after the first message of the turn
      { from: visitor, ago: t0 },
      { from: visitor, ago: t0 - 30 * SECOND },
      { from: staff, ago: t0 - 120 * SECOND },
      { from: staff, ago: t0 - 200 * SECOND },
      // the next turn: answered after 600 s
      { from: visitor, ago: t0 - HOUR },
      { from: staff, ago: t0 - HOUR - 600 * SECOND },
      // a call note is no answer: the text 300 s after the question is
      { from: visitor, ago: DAY },
      { from: staff, ago: DAY - 10 * SECOND, type: 'custom' },
      { from: staff, ago: DAY - 300 * SECOND },
    ]);
    await storedConversation(t.db, newVisitor, staff, [
      { from: newVisitor, ago: 3 * DAY },
      { from: staff, ago: 3 * DAY - 60 * SECOND },
      // waiting for an answer
      { from: newVisitor, ago: HOUR },
    ]);
    // within 30 days, not 7
    await storedConversation(t.db, newVisitor, admin, [
      { from: newVisitor, ago: 10 * DAY },
      { from: admin, ago: 10 * DAY - 900 * SECOND },
    ]);
    // staff with staff is no inquiry
    await storedConversation(t.db, staff, admin, [
      { from: admin, ago: DAY },
      { from: staff, ago: DAY - 5 * SECOND },
    ]);
    // before both periods
    await storedConversation(t.db, visitor, admin, [
      { from: visitor, ago: 40 * DAY },
      { from: admin, ago: 40 * DAY - 5 * SECOND },
    ]);
  });

  const table = async (days: 7 | 30) => {
    const res = await t.api.post(ChatPaths.responseTimes, { days }, { as: 'admin', lang: 'en' });
    expect(res.code, res.msg).toBe(ResponseCode.Success);
    return new Map<string, ResponseTimeRow>(res.data.rows.map((r) => [r.userAccountId, r]));
  };

  it('gives each employee answered conversations, median and p90 first response, and unanswered inquiries', async () => {
    const week = await table(7);
    // answers 120, 600, 300 and 60 s: median (120 + 300) / 2, p90 300 + 0.7 × (600 − 300)
    expect(week.get(staff)).toMatchObject({
      answered: 2,
      medianSeconds: 210,
      p90Seconds: 510,
      unanswered: 1,
      resigned: false,
    });
    expect(week.get(admin)).toMatchObject({
      answered: 0,
      medianSeconds: null,
      p90Seconds: null,
      unanswered: 0,
    });

    const month = await table(30);
    expect(month.get(admin)).toMatchObject({
      answered: 1,
      medianSeconds: 900,
      p90Seconds: 900,
      unanswered: 0,
    });
    expect(month.get(staff)).toMatchObject({ answered: 2, medianSeconds: 210, unanswered: 1 });
  });

  it('answers the company administrators only', async () => {
    for (const as of ['staff', 'visitor', 'organizer', 'guest'] as const) {
      const res = await t.api.post(ChatPaths.responseTimes, { days: 7 }, { as });
      expect(res.code, as).not.toBe(ResponseCode.Success);
    }
    const odd = await t.api.post(ChatPaths.responseTimes, { days: 365 } as never, { as: 'admin' });
    expect(odd.code).toBe(ResponseCode.BadRequest);
  });

  it('reads messages through indexes, however many other conversations the fair holds', async () => {
    // 3,000 other people with 10 messages each in conversations of their own.
    await t.db.execute(sql`
      insert into user_accounts (id, name) select 'rt-bulk-' || i, 'bulk ' || i from generate_series(1, 3000) as i`);
    await t.db.execute(sql`
      insert into chat_conversations (id, exhibition_id, type, pair_key, last_message_at)
      select 'rt-conv-' || i, ${FAIR_A}, 'C2C', 'rt-bulk-' || i || ':rt-bulk-' || (i + 1), now()
      from generate_series(1, 3000) as i`);
    await t.db.execute(sql`
      insert into chat_members (conversation_id, exhibition_id, user_account_id)
      select 'rt-conv-' || i, ${FAIR_A}, 'rt-bulk-' || i from generate_series(1, 3000) as i`);
    await t.db.execute(sql`
      insert into chat_messages (id, conversation_id, sender_account_id, client_message_id, type, payload,
        custom_data, seq, version, created_at)
      select 'rt-msg-' || i, 'rt-conv-' || (i % 3000 + 1), 'rt-bulk-' || (i % 3000 + 1), 'rt-bulk-' || i,
        'text', '{"text":"x"}', '{}', 100000 + i, 100000 + i, now() - (i || ' minutes')::interval
      from generate_series(1, 30000) as i`);
    for (const table of ['user_accounts', 'chat_conversations', 'chat_members', 'chat_messages'])
      await t.db.execute(sql.raw(`analyze ${table}`));
    const since = new Date(Date.now() - 30 * DAY);
    const { rows } = await t.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain ${responseTimesQuery(FAIR_A, ids.exhibitorA, since)}`,
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).not.toMatch(/Seq Scan on chat_messages/);
    expect(plan).not.toMatch(/Seq Scan on chat_members/);
    expect(plan).not.toMatch(/Seq Scan on chat_conversations/);
    expect(plan).toMatch(/Index Scan using chat_messages_time_idx/);
    // and the answer is the same as before
    expect((await table(7)).get(staff)).toMatchObject({ answered: 2, medianSeconds: 210 });
  });
});
