import {
  CAROUSEL_MAX,
  type CarouselItemType,
  homeContentMessages,
  homeLinkProblem,
  type OrganizerCarouselItem,
  type Page,
} from '@openfair/contract';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { type MediaUrl, mediaUrls } from '../../core/media-url';
import type { DbOrTx } from '../../db/client';
import { carouselItems } from '../../db/schema/index';
import { acceptContentImage, contentNotFound, contentRefused, mediaRef } from './content-images';
import { homeTargetsById, requireHomeTarget } from './home-targets';
import { recordAudit, requirePermission } from './organizer-access.service';

type CarouselRow = typeof carouselItems.$inferSelect;

const present = (
  row: CarouselRow,
  url: MediaUrl,
  exhibitor: OrganizerCarouselItem['exhibitor'],
): OrganizerCarouselItem => ({
  id: row.id,
  name: row.name,
  nameEn: row.nameEn,
  picture: mediaRef(url, row.picture) ?? { key: '', url: '' },
  pictureEn: mediaRef(url, row.pictureEn),
  type: row.type,
  exhibitor,
  link: row.externalLink,
  position: row.idx,
  isImage: row.isImage,
  isDemo: row.isDemo,
});

/** What the audit log keeps of a carousel item. */
const audited = (row: CarouselRow) => ({
  name: row.name,
  nameEn: row.nameEn,
  picture: row.picture,
  pictureEn: row.pictureEn,
  type: row.type,
  exhibitorId: row.exhibitorId,
  link: row.externalLink,
  position: row.idx,
});

const ofFair = (exhibitionId: string) => eq(carouselItems.exhibitionId, exhibitionId);
const homeOrder = [asc(carouselItems.idx), asc(carouselItems.id)];

async function presentAll(app: AppContext, exhibitionId: string, rows: CarouselRow[]) {
  const targets = await homeTargetsById(
    app.db,
    exhibitionId,
    'actor',
    rows.map((r) => r.exhibitorId ?? ''),
  );
  const url = mediaUrls(app.storage);
  return rows.map((r) => present(r, url, (r.exhibitorId && targets.get(r.exhibitorId)) || null));
}

/** The fair's carousel in its home order (the index on fair and idx pages it). */
export async function listCarousel(
  app: AppContext,
  session: AuthSession,
  query: { pageNum: number; pageSize: number },
): Promise<Page<OrganizerCarouselItem>> {
  await requirePermission(app, session, 'editContent');
  const where = ofFair(session.exhibitionId);
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(carouselItems)
      .where(where)
      .orderBy(...homeOrder)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    app.db.select({ n: count() }).from(carouselItems).where(where),
  ]);
  return {
    list: await presentAll(app, session.exhibitionId, rows),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export type CarouselInput = {
  id?: string;
  name: string;
  nameEn: string;
  picture: string;
  pictureEn: string;
  type: CarouselItemType;
  exhibitorId: string;
  link: string;
};

/**
 * Creates a carousel item at the end of the home's row (no id) or changes one, with its audit entry in
 * the same transaction. An ACTOR item opens an exhibitor of this fair, an EXTERNAL one a safe link.
 */
export async function saveCarouselItem(
  app: AppContext,
  session: AuthSession,
  input: CarouselInput,
): Promise<OrganizerCarouselItem> {
  const actor = await requirePermission(app, session, 'editContent');
  const exhibitionId = session.exhibitionId;
  if (input.type === 'EXTERNAL') {
    const problem = homeLinkProblem(input.link);
    if (problem) throw contentRefused(homeContentMessages[problem]);
  }
  const saved = await app.db.transaction(async (tx) => {
    const [current] = input.id
      ? await tx
          .select()
          .from(carouselItems)
          .where(and(ofFair(exhibitionId), eq(carouselItems.id, input.id)))
          .for('update')
      : [];
    if (input.id && !current) throw contentNotFound();
    const exhibitor =
      input.type === 'ACTOR' ? await requireHomeTarget(tx, exhibitionId, 'actor', input.exhibitorId) : null;
    const kept = current ? [current.picture, current.pictureEn] : [];
    const picture = await acceptContentImage(app, 'carouselImage', input.picture, kept);
    if (!picture) throw contentRefused(homeContentMessages.pictureRequired);
    const values = {
      name: input.name,
      nameEn: input.nameEn,
      picture,
      pictureEn: await acceptContentImage(app, 'carouselImage', input.pictureEn, kept),
      type: input.type,
      exhibitorId: exhibitor?.id ?? null,
      // The home opens an ACTOR item's exhibitor by its id and an EXTERNAL one's link: no other address.
      externalLink: input.type === 'EXTERNAL' ? input.link : '',
      url: '',
      urlEn: '',
      // A kept picture keeps what it was (the demo holds a video or two); an upload is a picture.
      isImage: current && current.picture === picture ? current.isImage : true,
    };
    let row: CarouselRow;
    if (current) {
      [row] = (await tx
        .update(carouselItems)
        .set(values)
        .where(eq(carouselItems.id, current.id))
        .returning()) as [CarouselRow];
    } else {
      await lockCarousel(tx, exhibitionId);
      const [stats] = await tx
        .select({ n: count(), last: max(carouselItems.idx) })
        .from(carouselItems)
        .where(ofFair(exhibitionId));
      if ((stats?.n ?? 0) >= CAROUSEL_MAX)
        throw contentRefused(fill(homeContentMessages.carouselFull, CAROUSEL_MAX));
      const idx = stats?.last === null || stats?.last === undefined ? 0 : stats.last + 1;
      [row] = (await tx
        .insert(carouselItems)
        .values({ exhibitionId, idx, ...values })
        .returning()) as [CarouselRow];
    }
    await recordAudit(tx, exhibitionId, actor, {
      action: current ? 'carousel.update' : 'carousel.create',
      targetType: 'content',
      targetId: row.id,
      before: current ? audited(current) : null,
      after: audited(row),
    });
    return { row, exhibitor };
  });
  return present(saved.row, mediaUrls(app.storage), saved.exhibitor);
}

const fill = (message: { zh: string; en: string }, max: number) => ({
  zh: message.zh.replace('{max}', String(max)),
  en: message.en.replace('{max}', String(max)),
});

/** Concurrent adds and moves of one fair's carousel take turns (the count and the order stay true). */
async function lockCarousel(tx: DbOrTx, exhibitionId: string) {
  await tx.select({ id: carouselItems.id }).from(carouselItems).where(ofFair(exhibitionId)).for('update');
}

/**
 * Moves an item one place up or down the home's row. The whole row (at most CAROUSEL_MAX items) is
 * numbered again from 0, so items that shared a number get an order of their own.
 */
export async function moveCarouselItem(
  app: AppContext,
  session: AuthSession,
  input: { id: string; direction: 'up' | 'down' },
): Promise<void> {
  const actor = await requirePermission(app, session, 'editContent');
  const exhibitionId = session.exhibitionId;
  await app.db.transaction(async (tx) => {
    await lockCarousel(tx, exhibitionId);
    const rows = await tx
      .select({ id: carouselItems.id, idx: carouselItems.idx })
      .from(carouselItems)
      .where(ofFair(exhibitionId))
      .orderBy(...homeOrder)
      .limit(CAROUSEL_MAX * 2);
    const from = rows.findIndex((r) => r.id === input.id);
    if (from < 0) throw contentNotFound();
    const to = input.direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) return;
    const order = rows.map((r) => r.id);
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [idx, id] of order.entries()) {
      if (rows.find((r) => r.id === id)?.idx !== idx)
        await tx.update(carouselItems).set({ idx }).where(eq(carouselItems.id, id));
    }
    await recordAudit(tx, exhibitionId, actor, {
      action: 'carousel.move',
      targetType: 'content',
      targetId: input.id,
      before: { position: from },
      after: { position: to },
    });
  });
}

/** Removes an item from the home's carousel (its pictures stay in storage, as the audit log names them). */
export async function removeCarouselItem(app: AppContext, session: AuthSession, id: string): Promise<void> {
  const actor = await requirePermission(app, session, 'editContent');
  await app.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(carouselItems)
      .where(and(ofFair(session.exhibitionId), eq(carouselItems.id, id)))
      .returning();
    if (!removed) throw contentNotFound();
    await recordAudit(tx, session.exhibitionId, actor, {
      action: 'carousel.remove',
      targetType: 'content',
      targetId: removed.id,
      before: audited(removed),
      after: null,
    });
  });
}
