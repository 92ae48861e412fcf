import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { slot } from '../../core/context';
import type { Db } from '../../db/client';
import { isConcurrencyConflict } from '../../db/errors';
import { chatMessages } from '../../db/schema/index';
import type { MessageRow } from './chat.presenter';

/** A message to store, before the change counter gives it its seq. */
export type NewMessage = Omit<typeof chatMessages.$inferInsert, 'seq' | 'version' | 'id' | 'createdAt'> & {
  senderAccountId: string;
  clientMessageId: string;
  conversationId: string;
};

/** What became of a message: stored now (`fresh`), or the one stored earlier under its client id. */
export type Committed = { row: MessageRow; fresh: boolean };

/** More would make one statement's parameters many and its transaction long; the rest waits a turn. */
const MAX_BATCH = 400;

const keyOf = (m: { senderAccountId: string; clientMessageId: string }) =>
  `${m.senderAccountId}\u0000${m.clientMessageId}`;

/**
 * Stores a batch of messages in one statement (so one round trip, and no transaction held open across
 * round trips while the server's event loop is busy): their seqs in arrival order, one multi-row insert
 * that skips a client id its sender already used, the conversations' last message and each sender's read
 * mark (what I send I have read, and everything before it). A single statement is atomic on its own.
 * Answers, in order, each message's stored row; a client id met before answers the row stored under it.
 */
export async function commitBatch(db: Db, batch: NewMessage[]): Promise<(Committed | null)[]> {
  if (batch.length === 0) return [];
  const input = batch.map((m, i) => ({
    n: i + 1,
    id: randomUUID(),
    conversation_id: m.conversationId,
    sender_account_id: m.senderAccountId,
    client_message_id: m.clientMessageId,
    type: m.type,
    payload: m.payload,
    custom_data: m.customData,
  }));
  // The seqs are drawn in one go and handed out in ascending order by arrival (n). The updates read the
  // inserted rows from `ins` (a statement's parts share one snapshot) and are guarded by seq: another
  // instance's statement may have committed a later message meanwhile.
  const { rows } = await db.execute<{
    n: number | string;
    seq: number | string;
    created_ms: number | string;
  }>(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as i(
        n int, id text, conversation_id text, sender_account_id text, client_message_id text,
        type text, payload jsonb, custom_data jsonb)
    ),
    seqs as (
      select v, row_number() over (order by v) as n
      from (select nextval('chat_change_seq') as v from generate_series(1, ${batch.length}::int)) s
    ),
    ins as (
      insert into chat_messages
        (id, conversation_id, sender_account_id, client_message_id, type, payload, custom_data, seq, version)
      select i.id, i.conversation_id, i.sender_account_id, i.client_message_id, i.type, i.payload,
        i.custom_data, s.v, s.v
      from input i join seqs s on s.n = i.n
      order by i.n
      on conflict do nothing
      returning id, conversation_id, sender_account_id, seq, created_at
    ),
    last_messages as (
      update chat_conversations c
      set last_message_id = l.id, last_message_at = l.created_at, last_message_seq = l.seq
      from (select distinct on (conversation_id) id, conversation_id, created_at, seq
            from ins order by conversation_id, seq desc) l
      where c.id = l.conversation_id and (c.last_message_seq is null or c.last_message_seq < l.seq)
    ),
    read_marks as (
      update chat_members mb
      set last_read_seq = l.seq
      from (select conversation_id, sender_account_id, max(seq) as seq
            from ins group by conversation_id, sender_account_id) l
      where mb.conversation_id = l.conversation_id and mb.user_account_id = l.sender_account_id
        and mb.last_read_seq < l.seq
    )
    select i.n, ins.seq, extract(epoch from ins.created_at) * 1000 as created_ms
    from ins join input i on i.id = ins.id`);
  const fresh = new Map<number, MessageRow>();
  for (const r of rows) {
    const m = input[Number(r.n) - 1] as (typeof input)[number];
    const seq = Number(r.seq);
    fresh.set(Number(r.n), {
      id: m.id,
      conversationId: m.conversation_id,
      senderAccountId: m.sender_account_id,
      clientMessageId: m.client_message_id,
      type: m.type,
      payload: m.payload,
      customData: m.custom_data,
      seq,
      version: seq,
      revokedAt: null,
      createdAt: new Date(Number(r.created_ms)),
    });
  }
  // A client id used before: its stored row, read after the statement (so also one another instance
  // committed meanwhile).
  const missing = batch.filter((_, i) => !fresh.has(i + 1));
  const earlier = new Map<string, MessageRow>();
  if (missing.length > 0) {
    const found = await db
      .select()
      .from(chatMessages)
      .where(
        or(
          ...missing.map((m) =>
            and(
              eq(chatMessages.senderAccountId, m.senderAccountId),
              eq(chatMessages.clientMessageId, m.clientMessageId),
            ),
          ),
        ),
      );
    for (const row of found) earlier.set(keyOf(row), row);
  }
  return batch.map((m, i) => {
    const row = fresh.get(i + 1);
    if (row) return { row, fresh: true };
    const before = earlier.get(keyOf(m));
    return before ? { row: before, fresh: false } : null;
  });
}

type Waiting = {
  message: NewMessage;
  resolve: (result: Committed | null) => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit: messages that arrive while a batch is being committed (or within the same turn of the
 * event loop) are written together in the next one, so a burst costs one transaction, not one each.
 * Nothing is answered before its transaction committed; a failed transaction fails every message in it.
 * One batch at a time per instance keeps seqs in commit order, so a conversation's order holds.
 */
export class MessageCommitter {
  private queue: Waiting[] = [];
  private committing: Promise<void> | null = null;
  private scheduled = false;
  /** messages queued or being committed, by sender and client id: a resend meanwhile waits for the first */
  private readonly inFlight = new Map<string, Promise<Committed | null>>();

  constructor(
    private readonly commit: (batch: NewMessage[]) => Promise<(Committed | null)[]>,
    private readonly maxBatch = MAX_BATCH,
  ) {}

  /** each sender's messages still being prepared, so they reach the queue in the order they came */
  private readonly lanes = new Map<string, Promise<void>>();

  /**
   * Prepares a message (its checks may wait on the database) and queues it, after the previous message
   * of the same lane (a sender) was queued: checks that finish out of order do not reorder messages.
   */
  async submitInOrder(lane: string, prepare: () => Promise<NewMessage>): Promise<Committed | null> {
    const before = this.lanes.get(lane) ?? Promise.resolve();
    let release = () => {};
    const mine = before.then(() => new Promise<void>((r) => (release = r)));
    this.lanes.set(lane, mine);
    try {
      await before;
      const message = await prepare();
      return this.submit(message);
    } finally {
      release();
      if (this.lanes.get(lane) === mine) this.lanes.delete(lane);
    }
  }

  submit(message: NewMessage): Promise<Committed | null> {
    const key = keyOf(message);
    const first = this.inFlight.get(key);
    if (first) return first.then((result) => (result ? { row: result.row, fresh: false } : null));
    const promise = new Promise<Committed | null>((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
    });
    this.inFlight.set(key, promise);
    const forget = () => {
      if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
    };
    promise.then(forget, forget);
    this.schedule();
    return promise;
  }

  private schedule(): void {
    if (this.committing || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.committing || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.maxBatch);
    this.committing = this.commit(batch.map((w) => w.message))
      .then(
        (results) => {
          for (const [i, w] of batch.entries()) w.resolve(results[i] ?? null);
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error);
        },
      )
      .finally(() => {
        this.committing = null;
        // What arrived meanwhile has waited a whole commit already: it goes at once.
        this.flush();
      });
  }

  /** Waits until everything submitted so far is committed (or failed). */
  async drain(): Promise<void> {
    while (this.committing || this.queue.length > 0 || this.scheduled) {
      if (this.committing) await this.committing;
      else await new Promise((r) => setImmediate(r));
    }
  }
}

/** How often a batch is run again after losing to another instance's batch, before it fails. */
const CONFLICT_RETRIES = 2;

/**
 * Runs a batch's commit again when it lost to a concurrent statement (two instances' batches updating
 * the same conversations in another order can deadlock on PostgreSQL): it was rolled back whole, and its
 * client ids make a second run store nothing twice.
 */
export function retryingConflicts<T>(commit: (batch: NewMessage[]) => Promise<T>) {
  return async (batch: NewMessage[]): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await commit(batch);
      } catch (error) {
        if (attempt >= CONFLICT_RETRIES || !isConcurrencyConflict(error)) throw error;
      }
    }
  };
}

export const committerSlot = slot(
  'chat-committer',
  (app) => new MessageCommitter(retryingConflicts((batch) => commitBatch(app.db, batch))),
  (committer) => committer.drain(),
);
