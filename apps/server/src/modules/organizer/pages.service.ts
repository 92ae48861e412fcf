import type {
  FixedPage,
  OrganizerPage,
  organizerPageSaveRequestSchema,
  PageDocument,
} from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { configurationItems } from '../../db/schema/index';
import { fixedPageKey, presentOrganizerPage, readStoredPage, type StoredPage } from '../content/index';
import { recordAudit, requirePermission } from './organizer-access.service';

export type PageSaveInput = z.output<typeof organizerPageSaveRequestSchema>;

/** The organizer's version of a fixed page with both languages (`edited: false` when there is none). */
export async function getPage(
  app: AppContext,
  session: AuthSession,
  page: FixedPage,
): Promise<OrganizerPage> {
  await requirePermission(app, session, 'editContent');
  return presentOrganizerPage(page, await readStoredPage(app.db, session.exhibitionId, page));
}

const documentOf = (doc: PageSaveInput['zh']): PageDocument => ({
  lead: doc?.lead ?? [],
  sections: (doc?.sections ?? []).map((s) => ({
    heading: s.heading,
    paragraphs: s.paragraphs,
    bullets: s.bullets,
  })),
});

/**
 * Saves the organizer's version of a page (one row of the fair's configuration, written whole), with its
 * audit entry in the same transaction. Visitors read it on their next request: nothing caches it.
 */
export async function savePage(
  app: AppContext,
  session: AuthSession,
  input: PageSaveInput,
): Promise<OrganizerPage> {
  const actor = await requirePermission(app, session, 'editContent');
  const exhibitionId = session.exhibitionId;
  const key = fixedPageKey(input.page);
  const value: StoredPage =
    input.page === 'qa'
      ? { updatedAt: new Date().toISOString(), items: input.items ?? [] }
      : { updatedAt: new Date().toISOString(), zh: documentOf(input.zh), en: documentOf(input.en) };
  await app.db.transaction(async (tx) => {
    const before = await lockedPage(tx, exhibitionId, input.page);
    await tx
      .insert(configurationItems)
      .values({ exhibitionId, key, value })
      .onConflictDoUpdate({
        target: [configurationItems.exhibitionId, configurationItems.key],
        set: { value },
      });
    await recordAudit(tx, exhibitionId, actor, {
      action: 'page.save',
      targetType: 'content',
      targetId: key,
      before,
      after: value,
    });
  });
  return presentOrganizerPage(input.page, value);
}

/** Removes the organizer's version: visitors read the built-in text again. The audit entry keeps it. */
export async function restorePage(
  app: AppContext,
  session: AuthSession,
  page: FixedPage,
): Promise<OrganizerPage> {
  const actor = await requirePermission(app, session, 'editContent');
  const exhibitionId = session.exhibitionId;
  const key = fixedPageKey(page);
  await app.db.transaction(async (tx) => {
    const before = await lockedPage(tx, exhibitionId, page);
    // Nothing to restore: the page already shows its built-in text, and nothing is audited.
    if (!before) return;
    await tx
      .delete(configurationItems)
      .where(and(eq(configurationItems.exhibitionId, exhibitionId), eq(configurationItems.key, key)));
    await recordAudit(tx, exhibitionId, actor, {
      action: 'page.restore',
      targetType: 'content',
      targetId: key,
      before,
      after: null,
    });
  });
  return presentOrganizerPage(page, null);
}

/** The stored value as it is now, its row locked until the transaction ends (two saves queue up). */
async function lockedPage(tx: DbOrTx, exhibitionId: string, page: FixedPage): Promise<StoredPage | null> {
  await tx
    .select({ key: configurationItems.key })
    .from(configurationItems)
    .where(
      and(eq(configurationItems.exhibitionId, exhibitionId), eq(configurationItems.key, fixedPageKey(page))),
    )
    .for('update');
  return readStoredPage(tx, exhibitionId, page);
}
