import { and, eq, or, sql } from 'drizzle-orm';
import { slot } from '../../core/context';
import type { Db } from '../../db/client';
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
 * Stores a batch of messages in one transaction: their seqs in arrival order, one multi-row insert that
 * skips a client id its sender already used, the conversations' last message and each sender's read mark
 * (what I send I have read, and everything before it) in one statement each. Answers, in order, each
 * message's stored row; a client id met before answers the row stored under it.
 */
export async function commitBatch(db: Db, batch: NewMessage[]): Promise<(Committed | null)[]> {
  if (batch.length === 0) return [];
  return db.transaction(async (tx) => {
    const { rows: counters } = await tx.execute<{ v: string | number }>(
      sql`select nextval('chat_change_seq') as v from generate_series(1, ${batch.length}::int)`,
    );
    const seqs = counters.map((c) => Number(c.v)).sort((a, b) => a - b);
    const inserted = await tx
      .insert(chatMessages)
      .values(batch.map((m, i) => ({ ...m, seq: seqs[i] as number, version: seqs[i] as number })))
      .onConflictDoNothing()
      .returning();
    const fresh = new Map(inserted.map((row) => [keyOf(row), row]));
    const missing = batch.filter((m) => !fresh.has(keyOf(m)));
    const earlier = new Map<string, MessageRow>();
    if (missing.length > 0) {
      const rows = await tx
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
      for (const row of rows) earlier.set(keyOf(row), row);
    }
    if (inserted.length > 0) {
      const lastOf = (keyFor: (row: MessageRow) => string) => {
        const last = new Map<string, MessageRow>();
        for (const row of inserted) {
          const k = keyFor(row);
          const seen = last.get(k);
          if (!seen || seen.seq < row.seq) last.set(k, row);
        }
        return sql.join(
          [...last.values()].map((row) => sql`${row.id}`),
          sql`, `,
        );
      };
      // Guarded by seq: another instance's batch may have committed a later message meanwhile.
      await tx.execute(sql`
        update chat_conversations c
        set last_message_id = m.id, last_message_at = m.created_at, last_message_seq = m.seq
        from chat_messages m
        where m.id in (${lastOf((row) => row.conversationId)})
          and c.id = m.conversation_id
          and (c.last_message_seq is null or c.last_message_seq < m.seq)`);
      await tx.execute(sql`
        update chat_members mb
        set last_read_seq = m.seq
        from chat_messages m
        where m.id in (${lastOf((row) => `${row.conversationId}\u0000${row.senderAccountId}`)})
          and mb.conversation_id = m.conversation_id
          and mb.user_account_id = m.sender_account_id
          and mb.last_read_seq < m.seq`);
    }
    return batch.map((m) => {
      const key = keyOf(m);
      const row = fresh.get(key);
      if (row) return { row, fresh: true };
      const before = earlier.get(key);
      return before ? { row: before, fresh: false } : null;
    });
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

export const committerSlot = slot(
  'chat-committer',
  (app) => new MessageCommitter((batch) => commitBatch(app.db, batch)),
  (committer) => committer.drain(),
);
