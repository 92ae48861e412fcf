import {
  type OrganizerAppVersion,
  type OrganizerAppVersionSave,
  type Page,
  pageMessages,
} from '@openfair/contract';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { appVersions } from '../../db/schema/index';
import { contentNotFound, contentRefused } from './content-images';
import { recordAudit, requirePermission } from './organizer-access.service';

/*
 * The version log is the platform's, not one fair's: app_versions has no fair column and every fair's
 * visitors read the same log. A fair's owners and content editors edit it (editContent); each change is
 * audited in the fair of the organizer who made it.
 */

type VersionRow = typeof appVersions.$inferSelect;

const present = (row: VersionRow): OrganizerAppVersion => ({
  id: row.id,
  version: row.version,
  releaseDate: row.releaseDate,
  notes: row.notes,
  notesEn: row.notesEn,
});

const audited = (row: VersionRow) => ({
  version: row.version,
  releaseDate: row.releaseDate,
  notes: row.notes,
  notesEn: row.notesEn,
});

/** The log, newest release first, as visitors read it. */
export async function listAppVersionsForOrganizer(
  app: AppContext,
  session: AuthSession,
  query: { pageNum: number; pageSize: number },
): Promise<Page<OrganizerAppVersion>> {
  await requirePermission(app, session, 'editContent');
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(appVersions)
      .orderBy(desc(appVersions.releaseDate), desc(appVersions.createdAt), desc(appVersions.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    app.db.select({ n: count() }).from(appVersions),
  ]);
  return {
    list: rows.map(present),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** Adds a release (no id) or changes one, with its audit entry in the same transaction. */
export async function saveAppVersion(
  app: AppContext,
  session: AuthSession,
  input: OrganizerAppVersionSave,
): Promise<OrganizerAppVersion> {
  const actor = await requirePermission(app, session, 'editContent');
  const saved = await app.db.transaction(async (tx) => {
    const [current] = input.id
      ? await tx.select().from(appVersions).where(eq(appVersions.id, input.id)).for('update')
      : [];
    if (input.id && !current) throw contentNotFound();
    const [taken] = await tx
      .select({ id: appVersions.id })
      .from(appVersions)
      .where(
        and(eq(appVersions.version, input.version), current ? ne(appVersions.id, current.id) : undefined),
      )
      .limit(1);
    if (taken) throw contentRefused(pageMessages.versionTaken);
    const values = {
      version: input.version,
      releaseDate: input.releaseDate,
      notes: input.notes,
      notesEn: input.notesEn,
    };
    const [row] = current
      ? await tx.update(appVersions).set(values).where(eq(appVersions.id, current.id)).returning()
      : await tx.insert(appVersions).values(values).returning();
    await recordAudit(tx, session.exhibitionId, actor, {
      action: current ? 'appVersion.update' : 'appVersion.create',
      targetType: 'content',
      targetId: row!.id,
      before: current ? audited(current) : null,
      after: audited(row!),
    });
    return row!;
  });
  return present(saved);
}

export async function removeAppVersion(app: AppContext, session: AuthSession, id: string): Promise<void> {
  const actor = await requirePermission(app, session, 'editContent');
  await app.db.transaction(async (tx) => {
    const [removed] = await tx.delete(appVersions).where(eq(appVersions.id, id)).returning();
    if (!removed) throw contentNotFound();
    await recordAudit(tx, session.exhibitionId, actor, {
      action: 'appVersion.remove',
      targetType: 'content',
      targetId: removed.id,
      before: audited(removed),
      after: null,
    });
  });
}
