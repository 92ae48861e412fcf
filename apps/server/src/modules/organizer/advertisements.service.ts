import {
  type AdvertisementType,
  homeContentMessages,
  type OrganizerAdvertisement,
  type Page,
} from '@openfair/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { type MediaUrl, mediaUrls } from '../../core/media-url';
import { advertisements } from '../../db/schema/index';
import { acceptContentImage, contentNotFound, contentRefused, mediaRef } from './content-images';
import { homeTargetsById, requireHomeTarget } from './home-targets';
import { recordAudit, requirePermission } from './organizer-access.service';

type AdvertisementRow = typeof advertisements.$inferSelect;

const present = (
  row: AdvertisementRow,
  url: MediaUrl,
  target: OrganizerAdvertisement['target'],
): OrganizerAdvertisement => ({
  id: row.id,
  name: row.name,
  nameEn: row.nameEn,
  image: mediaRef(url, row.img) ?? { key: '', url: '' },
  type: row.type,
  targetId: row.targetId,
  target,
  sort: row.sort,
  isDemo: row.isDemo,
});

/** What the audit log keeps of an advertisement. */
const audited = (row: AdvertisementRow) => ({
  name: row.name,
  nameEn: row.nameEn,
  image: row.img,
  type: row.type,
  targetId: row.targetId,
  sort: row.sort,
});

const ofFair = (exhibitionId: string) => eq(advertisements.exhibitionId, exhibitionId);

/** The fair's advertisements in the side column's order (the index on fair and sort pages them). */
export async function listAdvertisements(
  app: AppContext,
  session: AuthSession,
  query: { pageNum: number; pageSize: number },
): Promise<Page<OrganizerAdvertisement>> {
  await requirePermission(app, session, 'editContent');
  const where = ofFair(session.exhibitionId);
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(advertisements)
      .where(where)
      .orderBy(asc(advertisements.sort), asc(advertisements.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    app.db.select({ n: count() }).from(advertisements).where(where),
  ]);
  const targets = await Promise.all(
    (['actor', 'product'] as const).map((type) =>
      homeTargetsById(
        app.db,
        session.exhibitionId,
        type,
        rows.filter((r) => r.type === type).map((r) => r.targetId),
      ),
    ),
  );
  const url = mediaUrls(app.storage);
  return {
    list: rows.map((r) => present(r, url, targets[r.type === 'actor' ? 0 : 1]!.get(r.targetId) ?? null)),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export type AdvertisementInput = {
  id?: string;
  name: string;
  nameEn: string;
  image: string;
  type: AdvertisementType;
  targetId: string;
  sort: number;
};

/**
 * Creates an advertisement (no id) or changes one, with its audit entry in the same transaction. It
 * opens an exhibitor or a product of this fair; a target of another fair is refused.
 */
export async function saveAdvertisement(
  app: AppContext,
  session: AuthSession,
  input: AdvertisementInput,
): Promise<OrganizerAdvertisement> {
  const actor = await requirePermission(app, session, 'editContent');
  const exhibitionId = session.exhibitionId;
  const saved = await app.db.transaction(async (tx) => {
    const [current] = input.id
      ? await tx
          .select()
          .from(advertisements)
          .where(and(ofFair(exhibitionId), eq(advertisements.id, input.id)))
          .for('update')
      : [];
    if (input.id && !current) throw contentNotFound();
    const target = await requireHomeTarget(tx, exhibitionId, input.type, input.targetId);
    const img = await acceptContentImage(app, 'adImage', input.image, current ? [current.img] : []);
    if (!img) throw contentRefused(homeContentMessages.pictureRequired);
    const values = {
      name: input.name,
      nameEn: input.nameEn,
      img,
      type: input.type,
      targetId: target.id,
      sort: input.sort,
    };
    const [row] = current
      ? await tx.update(advertisements).set(values).where(eq(advertisements.id, current.id)).returning()
      : await tx
          .insert(advertisements)
          .values({ exhibitionId, ...values })
          .returning();
    await recordAudit(tx, exhibitionId, actor, {
      action: current ? 'advertisement.update' : 'advertisement.create',
      targetType: 'content',
      targetId: row!.id,
      before: current ? audited(current) : null,
      after: audited(row!),
    });
    return { row: row!, target };
  });
  return present(saved.row, mediaUrls(app.storage), saved.target);
}

/** Removes an advertisement (its picture stays in storage, as the audit log names it). */
export async function removeAdvertisement(app: AppContext, session: AuthSession, id: string): Promise<void> {
  const actor = await requirePermission(app, session, 'editContent');
  await app.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(advertisements)
      .where(and(ofFair(session.exhibitionId), eq(advertisements.id, id)))
      .returning();
    if (!removed) throw contentNotFound();
    await recordAudit(tx, session.exhibitionId, actor, {
      action: 'advertisement.remove',
      targetType: 'content',
      targetId: removed.id,
      before: audited(removed),
      after: null,
    });
  });
}
