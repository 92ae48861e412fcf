import { CHAT_UNSENT_UPLOAD_HOURS, imageVariants } from '@openfair/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import { chatConversations, chatMedia, chatMembers, chatTourists, userAccounts } from '../../db/schema/index';

/** Rows handled per run and kind: a backlog is worked off over a few runs instead of one long one. */
const SWEEP_BATCH = 500;
/** How often an instance sweeps (each instance does; the deletes are idempotent). */
export const CHAT_SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * The keys a chat upload occupies in storage: the file, and a picture's variants beside it (stored as
 * `<name>-<variant>.<ext>`) or a video's poster frame.
 */
function storedKeys(media: typeof chatMedia.$inferSelect): string[] {
  const keys = [media.key];
  if (media.kind === 'image') {
    const dot = media.key.lastIndexOf('.');
    for (const variant of Object.keys(imageVariants))
      keys.push(`${media.key.slice(0, dot)}-${variant}${media.key.slice(dot)}`);
  }
  for (const extra of [media.thumbKey, media.posterKey]) if (extra && !keys.includes(extra)) keys.push(extra);
  return keys;
}

/**
 * Chat uploads no message names CHAT_UNSENT_UPLOAD_HOURS after their upload (the sender gave up, or
 * uploaded only to store files here): their files are deleted through the storage driver, then their
 * rows, so a later message can no longer name them. Answers how many went.
 */
export async function sweepUnsentUploads(app: AppContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CHAT_UNSENT_UPLOAD_HOURS * 3_600_000);
  const unsent = await app.db
    .select()
    .from(chatMedia)
    .where(
      and(
        lt(chatMedia.createdAt, before),
        sql`not exists (select 1 from chat_messages m where m.type in ('image', 'video', 'file') and m.payload->>'key' = ${chatMedia.key})`,
      ),
    )
    .limit(SWEEP_BATCH);
  for (const media of unsent) {
    // The row goes only once its files are gone: a failed delete is tried again on the next run.
    try {
      for (const key of storedKeys(media)) await app.storage.delete(key);
    } catch (error) {
      app.log.warn({ err: error, key: media.key }, 'chat upload could not be deleted');
      continue;
    }
    await app.db.delete(chatMedia).where(eq(chatMedia.key, media.key));
  }
  return unsent.length;
}

/**
 * Expired guest identities. One that never reached anybody (only conversations without a message) goes
 * entirely: those empty conversations, the identity and its account row. One that did write keeps its
 * rows, so customer service still reads that conversation under the guest's name; its token opens
 * nothing any more (it expired). Answers how many identities went.
 */
export async function sweepExpiredTourists(app: AppContext, now = new Date()): Promise<number> {
  const expired = await app.db
    .select({ accountId: chatTourists.userAccountId })
    .from(chatTourists)
    .where(
      and(
        lt(chatTourists.expiresAt, now),
        sql`not exists (
          select 1 from chat_members mb join chat_conversations c on c.id = mb.conversation_id
          where mb.user_account_id = ${chatTourists.userAccountId} and c.last_message_id is not null)`,
      ),
    )
    .limit(SWEEP_BATCH);
  if (expired.length === 0) return 0;
  const accountIds = expired.map((e) => e.accountId);
  await app.db.transaction(async (tx) => {
    const empty = await tx
      .select({ id: chatMembers.conversationId })
      .from(chatMembers)
      .where(inArray(chatMembers.userAccountId, accountIds));
    const conversationIds = [...new Set(empty.map((e) => e.id))];
    if (conversationIds.length > 0) {
      await tx.delete(chatMembers).where(inArray(chatMembers.conversationId, conversationIds));
      await tx.delete(chatConversations).where(inArray(chatConversations.id, conversationIds));
    }
    await tx.delete(chatTourists).where(inArray(chatTourists.userAccountId, accountIds));
    await tx.delete(userAccounts).where(inArray(userAccounts.id, accountIds));
  });
  return accountIds.length;
}

/** Both sweeps now, then every CHAT_SWEEP_INTERVAL_MS until stopped; a failed run is logged and retried. */
export function startChatSweeper(app: AppContext, intervalMs = CHAT_SWEEP_INTERVAL_MS): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    try {
      const uploads = await sweepUnsentUploads(app);
      const tourists = await sweepExpiredTourists(app);
      if (uploads + tourists > 0) app.log.info({ uploads, tourists }, 'chat sweep');
    } catch (error) {
      app.log.warn({ err: error }, 'chat sweep failed');
    }
    if (!stopped) {
      timer = setTimeout(run, intervalMs);
      timer.unref();
    }
  };
  // Not at start-up itself: the first run waits a minute, so starting instances do not sweep at once.
  timer = setTimeout(run, Math.min(intervalMs, 60_000));
  timer.unref();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
