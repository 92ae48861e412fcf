import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIR_A, ids } from '../../../test/fixtures';
import { createTestContext, enginesFor, openTestDatabase, type TestDatabase } from '../../../test/harness';
import { chatConversations, chatMembers, chatMessages } from '../../db/schema/index';
import { chatCacheSlot } from './chat.cache';
import {
  type Committed,
  commitBatch,
  MessageCommitter,
  type NewMessage,
  retryingConflicts,
} from './chat.commit';
import type { MessageRow } from './chat.presenter';

const message = (conversationId: string, clientMessageId: string, sender = ids.visitor): NewMessage => ({
  conversationId,
  senderAccountId: sender,
  clientMessageId,
  type: 'text',
  payload: { text: clientMessageId },
  customData: {},
});

const fakeRow = (m: NewMessage, seq: number): MessageRow => ({
  id: `id-${m.clientMessageId}`,
  conversationId: m.conversationId,
  senderAccountId: m.senderAccountId,
  clientMessageId: m.clientMessageId,
  type: 'text',
  payload: m.payload,
  customData: {},
  seq,
  version: seq,
  revokedAt: null,
  createdAt: new Date(),
});

describe('group commit', () => {
  it('commits what arrives during a commit in the next batch, one batch at a time, in arrival order', async () => {
    const batches: string[][] = [];
    let running = 0;
    let seq = 0;
    const committer = new MessageCommitter(async (batch) => {
      expect(running).toBe(0);
      running++;
      batches.push(batch.map((m) => m.clientMessageId));
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return batch.map((m) => ({ row: fakeRow(m, ++seq), fresh: true }));
    });
    const first = committer.submit(message('c1', 'a'));
    await new Promise((r) => setImmediate(r));
    // a's batch is committing: these wait and go together
    const rest = ['b', 'c', 'd', 'e'].map((id) => committer.submit(message('c1', id)));
    const results = (await Promise.all([first, ...rest])) as Committed[];
    expect(batches).toEqual([['a'], ['b', 'c', 'd', 'e']]);
    expect(results.map((r) => r.row.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('queues a sender’s messages in the order they came, even when their checks finish out of order', async () => {
    const committed: string[] = [];
    const committer = new MessageCommitter(async (batch) => {
      committed.push(...batch.map((m) => m.clientMessageId));
      return batch.map((m, i) => ({ row: fakeRow(m, i + 1), fresh: true }));
    });
    const delays = [30, 1, 20, 0, 10];
    await Promise.all(
      delays.map((ms, i) =>
        committer.submitInOrder('sender', async () => {
          await new Promise((r) => setTimeout(r, ms));
          return message('c1', `m${i}`);
        }),
      ),
    );
    expect(committed).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    // a check that fails lets the next message through
    const failed = committer.submitInOrder('sender', async () => {
      throw new Error('not a member');
    });
    const next = committer.submitInOrder('sender', async () => message('c1', 'after'));
    await expect(failed).rejects.toThrow('not a member');
    expect((await next)?.fresh).toBe(true);
  });

  it('answers a resend queued with its original from the original, stored once', async () => {
    const batches: string[][] = [];
    const committer = new MessageCommitter(async (batch) => {
      batches.push(batch.map((m) => m.clientMessageId));
      return batch.map((m, i) => ({ row: fakeRow(m, i + 1), fresh: true }));
    });
    const [one, two] = await Promise.all([
      committer.submit(message('c1', 'same')),
      committer.submit(message('c1', 'same')),
    ]);
    expect(batches).toEqual([['same']]);
    expect(one?.fresh).toBe(true);
    expect(two?.fresh).toBe(false);
    expect(two?.row.id).toBe(one?.row.id);
  });

  it('fails every message of a batch whose commit fails, and answers none of them as stored', async () => {
    let fail = true;
    const committer = new MessageCommitter(async (batch) => {
      await new Promise((r) => setTimeout(r, 2));
      if (fail) throw new Error('connection lost');
      return batch.map((m, i) => ({ row: fakeRow(m, i + 1), fresh: true }));
    });
    const outcomes = await Promise.allSettled(
      ['x', 'y', 'z'].map((id) => committer.submit(message('c1', id))),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // the next batch is unaffected, and a resend of a failed one is stored then
    fail = false;
    expect((await committer.submit(message('c1', 'x')))?.fresh).toBe(true);
    await committer.drain();
  });

  it('runs a batch again when it lost to a concurrent one (deadlock, serialization), and only then', async () => {
    const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
    const failing = (errors: Error[]) => {
      let calls = 0;
      const commit = retryingConflicts(async (batch: NewMessage[]) => {
        calls++;
        const error = errors.shift();
        if (error) throw error;
        return batch.length;
      });
      return { commit, calls: () => calls };
    };
    const lost = failing([pgError('40P01'), new Error('wrapped', { cause: pgError('40001') })]);
    expect(await lost.commit([message('c1', 'a')])).toBe(1);
    expect(lost.calls()).toBe(3);
    // not forever: the third conflict in a row fails the batch
    const stuck = failing([pgError('40P01'), pgError('40P01'), pgError('40P01'), pgError('40P01')]);
    await expect(stuck.commit([message('c1', 'b')])).rejects.toThrow('pg 40P01');
    expect(stuck.calls()).toBe(3);
    // any other failure is not retried
    const broken = failing([pgError('23505')]);
    await expect(broken.commit([message('c1', 'c')])).rejects.toThrow('pg 23505');
    expect(broken.calls()).toBe(1);
  });
});

describe.each(enginesFor('sql'))('commitBatch (%s)', (engine) => {
  let testDb: TestDatabase;
  let conversationId = '';
  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    const db = testDb.database.db;
    const [row] = await db
      .insert(chatConversations)
      .values({ exhibitionId: FAIR_A, type: 'GROUP', name: 'g' })
      .returning();
    conversationId = row!.id;
    await db.insert(chatMembers).values(
      [ids.visitor, ids.staff].map((userAccountId) => ({
        conversationId,
        exhibitionId: FAIR_A,
        userAccountId,
      })),
    );
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it('stores a batch in order, skips client ids used before, and moves the last message and read mark', async () => {
    const db = testDb.database.db;
    const first = await commitBatch(db, [message(conversationId, 'm1'), message(conversationId, 'm2')]);
    expect(first.map((r) => r?.fresh)).toEqual([true, true]);
    // m2 again (a resend across batches), two new ones, one of them by another sender
    const second = await commitBatch(db, [
      message(conversationId, 'm2'),
      message(conversationId, 'm3'),
      message(conversationId, 'm4', ids.staff),
    ]);
    expect(second.map((r) => r?.fresh)).toEqual([false, true, true]);
    expect(second[0]?.row.id).toBe(first[1]?.row.id);
    const seqs = [...first, ...second.slice(1)].map((r) => r!.row.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);

    const stored = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId));
    expect(stored).toHaveLength(4);
    const [conversation] = await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId));
    expect(conversation?.lastMessageId).toBe(second[2]?.row.id);
    expect(conversation?.lastMessageSeq).toBe(second[2]?.row.seq);
    const readMark = async (who: string) =>
      (
        await db
          .select({ seq: chatMembers.lastReadSeq })
          .from(chatMembers)
          .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userAccountId, who)))
      )[0]?.seq;
    expect(await readMark(ids.visitor)).toBe(second[1]?.row.seq);
    expect(await readMark(ids.staff)).toBe(second[2]?.row.seq);
  });

  it('reads the conversations asked for in one turn in one query, each with its members', async () => {
    const db = testDb.database.db;
    const [other] = await db
      .insert(chatConversations)
      .values({ exhibitionId: FAIR_A, type: 'GROUP', name: 'h' })
      .returning();
    await db
      .insert(chatMembers)
      .values({ conversationId: other!.id, exhibitionId: FAIR_A, userAccountId: ids.staff });
    const ctx = await createTestContext(testDb.database);
    const cache = ctx.use(chatCacheSlot);
    const select = db.select.bind(db);
    let queries = 0;
    (db as { select: unknown }).select = (...args: Parameters<typeof select>) => {
      queries++;
      return select(...args);
    };
    try {
      const [first, second, missing, elsewhere] = await Promise.all([
        cache.conversation(FAIR_A, conversationId),
        cache.conversation(FAIR_A, other!.id),
        cache.conversation(FAIR_A, 'no-such-conversation'),
        cache.conversation('another-fair', conversationId),
      ]);
      expect(queries).toBe(1);
      expect(first?.members.sort()).toEqual([ids.visitor, ids.staff].sort());
      expect(first?.memberSet.has(ids.staff)).toBe(true);
      expect(second?.members).toEqual([ids.staff]);
      expect(missing).toBeNull();
      expect(elsewhere).toBeNull();
      // kept: asked again, no query
      await cache.conversation(FAIR_A, other!.id);
      expect(queries).toBe(1);
      // a membership change drops it, and the next ask reads it again
      await db
        .insert(chatMembers)
        .values({ conversationId: other!.id, exhibitionId: FAIR_A, userAccountId: ids.visitor });
      await ctx.events.publish('chat.members.changed', { conversationId: other!.id });
      expect((await cache.conversation(FAIR_A, other!.id))?.members.sort()).toEqual(
        [ids.visitor, ids.staff].sort(),
      );
      expect(queries).toBe(2);
    } finally {
      (db as { select: unknown }).select = select;
      await ctx.close();
    }
  });
});
