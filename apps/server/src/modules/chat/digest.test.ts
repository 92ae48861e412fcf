import { ChatPaths, ResponseCode } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addMessages, storedConversation } from '../../../test/factories/chat';
import { accounts, FAIR_A, ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { presenceSlot } from '../../core/presence';
import {
  chatConversations,
  chatMailDigests,
  chatMembers,
  chatMessages,
  outboxMessages,
  visitors,
} from '../../db/schema/index';
import { sweepChatDigests } from './chat.digest';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const staffMail = accounts.staff.email;
const adminMail = accounts.admin.email;

/**
 * The e-mail digest for offline staff: a buyer's message unread for CHAT_DIGEST_AFTER_MINUTES (15) with
 * the employee offline brings one bilingual mail, at most one an employee and hour, through the outbox;
 * employees may switch it off; two instances sweeping at once send it once.
 */
describe.each(enginesFor('sql'))('chat e-mail digest (%s)', (engine) => {
  const t = useTestApp(engine);
  const ctx = () => t.app.appContext;
  const mails = (to: string) =>
    t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to.toLowerCase()));
  let online = new Set<string>();

  beforeEach(async () => {
    online = new Set();
    ctx().use(presenceSlot).current = { online: async (list) => new Set(list.filter((a) => online.has(a))) };
    await t.db.delete(outboxMessages);
    await t.db.delete(chatMailDigests);
    await t.db.delete(chatMessages);
    await t.db.delete(chatMembers);
    await t.db.delete(chatConversations);
    await t.db
      .update(visitors)
      .set({ name: '李娜', nameEn: 'Li Na', company: '宁波贸易', companyEn: 'Ningbo Trading' })
      .where(and(eq(visitors.exhibitionId, FAIR_A), eq(visitors.userAccountId, ids.visitor)));
  });

  it('mails an offline employee once about a buyer message unread for 15 minutes, in both languages', async () => {
    const now = Date.now();
    const id = await storedConversation(t.db, ids.visitor, ids.staff, [
      { from: ids.visitor, ago: 20 * MINUTE, text: 'Do you ship the wireless chargers to Spain?' },
      { from: ids.visitor, ago: 19 * MINUTE, text: 'And the MOQ?' },
    ]);
    // a colleague's message is no buyer's
    await storedConversation(t.db, ids.admin, ids.staff, [{ from: ids.admin, ago: 30 * MINUTE }]);

    expect(await sweepChatDigests(ctx(), new Date(now))).toBe(1);
    const [mail, ...more] = await mails(staffMail);
    expect(more).toEqual([]);
    expect(mail!.channel).toBe('EMAIL');
    expect(mail!.subject).toMatch(/1 位买家在等您回复/);
    expect(mail!.subject).toMatch(/1 buyer is waiting for your reply/);
    expect(mail!.text).toContain('- 李娜（宁波贸易）：Do you ship the wireless chargers to Spain?');
    expect(mail!.text).toContain('- Li Na (Ningbo Trading): Do you ship the wireless chargers to Spain?');
    expect(mail!.text).toMatch(/\/chat\n/);
    expect(mail!.text).not.toContain('And the MOQ?');
    // the administrator had nothing from buyers
    expect(await mails(adminMail)).toEqual([]);

    // within the hour: nothing more, even with a new message that waited long enough
    await addMessages(t.db, id, [{ from: ids.visitor, ago: -1 * MINUTE }], now);
    expect(await sweepChatDigests(ctx(), new Date(now + 30 * MINUTE))).toBe(0);
    // an hour later the new message brings the next digest
    expect(await sweepChatDigests(ctx(), new Date(now + 61 * MINUTE))).toBe(1);
    expect(await mails(staffMail)).toHaveLength(2);
    // and without anything new, no third one
    expect(await sweepChatDigests(ctx(), new Date(now + 3 * HOUR))).toBe(0);
  });

  it('waits the 15 minutes, skips what was read, online staff, and staff who switched it off', async () => {
    const now = Date.now();
    const id = await storedConversation(t.db, ids.visitor, ids.staff, [
      { from: ids.visitor, ago: 10 * MINUTE },
    ]);
    expect(await sweepChatDigests(ctx(), new Date(now))).toBe(0);

    online = new Set([ids.staff]);
    expect(await sweepChatDigests(ctx(), new Date(now + 6 * MINUTE))).toBe(0);
    online = new Set();

    // read meanwhile: no digest
    await t.db
      .update(chatMembers)
      .set({ lastReadSeq: 10_000_000 })
      .where(and(eq(chatMembers.conversationId, id), eq(chatMembers.userAccountId, ids.staff)));
    expect(await sweepChatDigests(ctx(), new Date(now + 6 * MINUTE))).toBe(0);
    await t.db
      .update(chatMembers)
      .set({ lastReadSeq: 0 })
      .where(and(eq(chatMembers.conversationId, id), eq(chatMembers.userAccountId, ids.staff)));

    const off = await t.api.post(ChatPaths.digestSettingUpdate, { enabled: false }, { as: 'staff' });
    expect(off.code, off.msg).toBe(ResponseCode.Success);
    expect(off.data).toEqual({ enabled: false, afterMinutes: 15 });
    expect(await sweepChatDigests(ctx(), new Date(now + 6 * MINUTE))).toBe(0);
    const on = await t.api.post(ChatPaths.digestSettingUpdate, { enabled: true }, { as: 'staff' });
    expect(on.data.enabled).toBe(true);
    expect(await sweepChatDigests(ctx(), new Date(now + 6 * MINUTE))).toBe(1);
    expect(await mails(staffMail)).toHaveLength(1);
  });

  it('sends once when two instances sweep at the same moment (the database claim)', async () => {
    const now = Date.now();
    await storedConversation(t.db, ids.visitor, ids.staff, [{ from: ids.visitor, ago: 16 * MINUTE }]);
    const runs = await Promise.all([
      sweepChatDigests(ctx(), new Date(now)),
      sweepChatDigests(ctx(), new Date(now)),
      sweepChatDigests(ctx(), new Date(now)),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mails(staffMail)).toHaveLength(1);
  });

  it('lets staff read and switch their own digest, and nobody else', async () => {
    const mine = await t.api.post(ChatPaths.digestSetting, {}, { as: 'admin' });
    expect(mine.data).toEqual({ enabled: true, afterMinutes: 15 });
    for (const as of ['visitor', 'organizer', 'guest'] as const) {
      expect((await t.api.post(ChatPaths.digestSetting, {}, { as })).code, as).not.toBe(ResponseCode.Success);
      expect((await t.api.post(ChatPaths.digestSettingUpdate, { enabled: false }, { as })).code, as).not.toBe(
        ResponseCode.Success,
      );
    }
  });
});
