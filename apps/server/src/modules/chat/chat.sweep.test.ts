import { CHAT_UNSENT_UPLOAD_HOURS } from '@openfair/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIR_A, ids } from '../../../test/fixtures';
import { createTestContext, enginesFor, openTestDatabase, type TestDatabase } from '../../../test/harness';
import type { AppContext } from '../../core/context';
import {
  chatConversations,
  chatMedia,
  chatMembers,
  chatMessages,
  chatTourists,
  userAccounts,
} from '../../db/schema/index';
import { sweepExpiredTourists, sweepUnsentUploads } from './chat.sweep';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe.each(enginesFor('rules'))('chat housekeeping (%s)', (engine) => {
  let testDb: TestDatabase;
  let app: AppContext;
  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    app = await createTestContext(testDb.database);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const upload = async (name: string, ageHours: number) => {
    const key = `chat/${ids.visitor}/chatimage/${name}.jpg`;
    const variants = [
      `chat/${ids.visitor}/chatimage/${name}-small.jpg`,
      `chat/${ids.visitor}/chatimage/${name}-thumb.jpg`,
    ];
    for (const k of [key, ...variants]) await app.storage.put(k, Buffer.from('jpeg bytes'), 'image/jpeg');
    await app.db.insert(chatMedia).values({
      key,
      exhibitionId: FAIR_A,
      uploaderAccountId: ids.visitor,
      kind: 'image',
      size: 10,
      thumbKey: variants[1],
      createdAt: hoursAgo(ageHours),
    });
    return { key, keys: [key, ...variants] };
  };

  it(`deletes chat uploads no message names after ${CHAT_UNSENT_UPLOAD_HOURS} h, files first, and keeps the rest`, async () => {
    const unsent = await upload('unsent', CHAT_UNSENT_UPLOAD_HOURS + 1);
    const recent = await upload('recent', 1);
    const sent = await upload('sent', CHAT_UNSENT_UPLOAD_HOURS + 1);
    const [conversation] = await app.db
      .insert(chatConversations)
      .values({ exhibitionId: FAIR_A, type: 'GROUP', name: 'g' })
      .returning();
    await app.db.insert(chatMessages).values({
      conversationId: conversation!.id,
      senderAccountId: ids.visitor,
      clientMessageId: 'sweep-sent',
      type: 'image',
      payload: { key: sent.key },
      customData: {},
      seq: 1,
      version: 1,
    });

    expect(await sweepUnsentUploads(app)).toBe(1);
    const left = await app.db
      .select({ key: chatMedia.key })
      .from(chatMedia)
      .where(inArray(chatMedia.key, [unsent.key, recent.key, sent.key]));
    expect(left.map((r) => r.key).sort()).toEqual([recent.key, sent.key].sort());
    for (const key of unsent.keys) expect(await app.storage.stat(key)).toBeNull();
    for (const key of [...recent.keys, ...sent.keys]) expect(await app.storage.stat(key)).not.toBeNull();
    // nothing more to do on the next run
    expect(await sweepUnsentUploads(app)).toBe(0);
  });

  const tourist = async (name: string, expiresAt: Date) => {
    const [account] = await app.db.insert(userAccounts).values({ name: '' }).returning();
    await app.db.insert(chatTourists).values({
      exhibitionId: FAIR_A,
      userAccountId: account!.id,
      tokenHash: `hash-${name}`,
      clientKeyHash: 'client',
      expiresAt,
    });
    return account!.id;
  };
  const conversationWith = async (guest: string, written: boolean) => {
    const [conversation] = await app.db
      .insert(chatConversations)
      .values({ exhibitionId: FAIR_A, type: 'C2C', pairKey: `${guest}:${ids.organizer}` })
      .returning();
    await app.db.insert(chatMembers).values(
      [guest, ids.organizer].map((userAccountId) => ({
        conversationId: conversation!.id,
        exhibitionId: FAIR_A,
        userAccountId,
      })),
    );
    if (written) {
      const [message] = await app.db
        .insert(chatMessages)
        .values({
          conversationId: conversation!.id,
          senderAccountId: guest,
          clientMessageId: `hello-${guest}`,
          type: 'text',
          payload: { text: 'hello' },
          customData: {},
          seq: 2,
          version: 2,
        })
        .returning();
      await app.db
        .update(chatConversations)
        .set({ lastMessageId: message!.id, lastMessageSeq: 2, lastMessageAt: new Date() })
        .where(eq(chatConversations.id, conversation!.id));
    }
    return conversation!.id;
  };

  it('removes expired guest identities that reached nobody, and keeps those who wrote and live ones', async () => {
    const idle = await tourist('idle', hoursAgo(1));
    const opened = await tourist('opened', hoursAgo(1));
    const emptyConversation = await conversationWith(opened, false);
    const wrote = await tourist('wrote', hoursAgo(1));
    const writtenConversation = await conversationWith(wrote, true);
    const live = await tourist('live', new Date(Date.now() + 3_600_000));

    expect(await sweepExpiredTourists(app)).toBe(2);
    const identities = await app.db
      .select({ id: chatTourists.userAccountId })
      .from(chatTourists)
      .where(inArray(chatTourists.userAccountId, [idle, opened, wrote, live]));
    expect(identities.map((r) => r.id).sort()).toEqual([wrote, live].sort());
    const accounts = await app.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(inArray(userAccounts.id, [idle, opened]));
    expect(accounts).toEqual([]);
    const conversations = await app.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(inArray(chatConversations.id, [emptyConversation, writtenConversation]));
    expect(conversations.map((c) => c.id)).toEqual([writtenConversation]);
    expect(await sweepExpiredTourists(app)).toBe(0);
  });
});
