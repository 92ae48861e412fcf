import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { chatConversations, chatMembers, chatMessages } from '../../src/db/schema/index';
import { pairKeyOf } from '../../src/modules/chat/chat.presenter';
import { FAIR_A } from '../fixtures';

/** A message of a stored conversation: who wrote it, how long before `now` (ms), and what. */
export type Said = { from: string; ago: number; type?: 'text' | 'custom'; text?: string };

let seq = 1_000_000;

/**
 * A one-to-one conversation written straight into the database with its messages at known times, as
 * the chat would have stored them (members, seq and version, the conversation's last message). Answers
 * the conversation id.
 */
export async function storedConversation(
  db: Db,
  a: string,
  b: string,
  said: Said[],
  o: { now?: number; exhibitionId?: string } = {},
): Promise<string> {
  const now = o.now ?? Date.now();
  const exhibitionId = o.exhibitionId ?? FAIR_A;
  const [c] = await db
    .insert(chatConversations)
    .values({ exhibitionId, type: 'C2C', pairKey: pairKeyOf(a, b) })
    .returning();
  const id = c!.id;
  await db
    .insert(chatMembers)
    .values([a, b].map((u) => ({ conversationId: id, exhibitionId, userAccountId: u })));
  await addMessages(db, id, said, now);
  return id;
}

/** More messages in a stored conversation, after the ones it has. */
export async function addMessages(
  db: Db,
  conversationId: string,
  said: Said[],
  now = Date.now(),
): Promise<void> {
  const rows = said.map((m) => {
    seq += 1;
    return {
      conversationId,
      senderAccountId: m.from,
      clientMessageId: `stored-${seq}`,
      type: m.type ?? 'text',
      payload:
        m.type === 'custom'
          ? { data: '{}', description: '', extension: '' }
          : { text: m.text ?? `message ${seq}` },
      customData: {},
      seq,
      version: seq,
      createdAt: new Date(now - m.ago),
    };
  });
  await db.insert(chatMessages).values(rows);
  const last = rows.at(-1)!;
  await db
    .update(chatConversations)
    .set({ lastMessageAt: last.createdAt, lastMessageSeq: last.seq, lastMessageId: null })
    .where(eq(chatConversations.id, conversationId));
}
