import {
  type BannerAudience,
  type BannerLinkType,
  bannerLinkProblem,
  contentMessages,
  type OrganizerBanner,
  type Page,
} from '@openfair/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { type MediaUrl, mediaUrls } from '../../core/media-url';
import { banners } from '../../db/schema/index';
import { acceptContentImage, contentNotFound, contentRefused, mediaRef } from './content-images';
import { recordAudit, requirePermission } from './organizer-access.service';

type BannerRow = typeof banners.$inferSelect;

// The home page shows banners of this type only; the console edits the same ones.
const HOME = 'HOME';

const present = (row: BannerRow, url: MediaUrl): OrganizerBanner => ({
  id: row.id,
  title: row.title,
  titleEn: row.titleEn,
  image: mediaRef(url, row.coverIcon) ?? { key: '', url: '' },
  imageEn: mediaRef(url, row.coverIconEn),
  linkType: row.urlType === 'EXTERNAL' ? 'EXTERNAL' : '',
  url: row.url,
  audience: (['VISITOR', 'ACTOR'].includes(row.subjectType) ? row.subjectType : '') as BannerAudience,
  isLogin: row.isLogin,
  sort: row.sort,
  isDemo: row.isDemo,
});

/** What the audit log keeps of a banner. */
const audited = (row: BannerRow) => ({
  title: row.title,
  titleEn: row.titleEn,
  image: row.coverIcon,
  imageEn: row.coverIconEn,
  linkType: row.urlType,
  url: row.url,
  audience: row.subjectType,
  isLogin: row.isLogin,
  sort: row.sort,
});

/** The fair's home banners in their home order (the index on fair, type and sort pages them). */
export async function listBanners(
  app: AppContext,
  session: AuthSession,
  query: { pageNum: number; pageSize: number },
): Promise<Page<OrganizerBanner>> {
  await requirePermission(app, session, 'editContent');
  const where = and(eq(banners.exhibitionId, session.exhibitionId), eq(banners.showType, HOME));
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(banners)
      .where(where)
      .orderBy(asc(banners.sort), asc(banners.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    app.db.select({ n: count() }).from(banners).where(where),
  ]);
  const url = mediaUrls(app.storage);
  return {
    list: rows.map((r) => present(r, url)),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export type BannerInput = {
  id?: string;
  title: string;
  titleEn: string;
  image: string;
  imageEn: string;
  linkType: BannerLinkType;
  url: string;
  audience: BannerAudience;
  isLogin: boolean;
  sort: number;
};

/**
 * Creates a banner (no id) or changes one, with its audit entry in the same transaction. Visitors see
 * it on their next request: the home's banner list is read from the table, nothing caches it.
 */
export async function saveBanner(
  app: AppContext,
  session: AuthSession,
  input: BannerInput,
): Promise<OrganizerBanner> {
  const actor = await requirePermission(app, session, 'editContent');
  const problem = bannerLinkProblem(input.linkType, input.url);
  if (problem) throw contentRefused(contentMessages[problem]);
  const saved = await app.db.transaction(async (tx) => {
    const [current] = input.id
      ? await tx
          .select()
          .from(banners)
          .where(and(eq(banners.exhibitionId, session.exhibitionId), eq(banners.id, input.id)))
          .for('update')
      : [];
    if (input.id && !current) throw contentNotFound();
    const kept = current ? [current.coverIcon, current.coverIconEn] : [];
    const values = {
      title: input.title,
      titleEn: input.titleEn,
      coverIcon: await acceptContentImage(app, 'bannerImage', input.image, kept),
      coverIconEn: await acceptContentImage(app, 'bannerImage', input.imageEn, kept),
      // Without an address there is nothing to open: the banner is a picture only.
      urlType: input.url ? input.linkType : '',
      url: input.url,
      subjectType: input.audience,
      isLogin: input.isLogin,
      sort: input.sort,
    };
    if (!values.coverIcon) throw contentRefused(contentMessages.imageRequired);
    const [row] = current
      ? await tx.update(banners).set(values).where(eq(banners.id, current.id)).returning()
      : await tx
          .insert(banners)
          .values({ exhibitionId: session.exhibitionId, showType: HOME, ...values })
          .returning();
    await recordAudit(tx, session.exhibitionId, actor, {
      action: current ? 'banner.update' : 'banner.create',
      targetType: 'content',
      targetId: row!.id,
      before: current ? audited(current) : null,
      after: audited(row!),
    });
    return row!;
  });
  return present(saved, mediaUrls(app.storage));
}

/** Removes a banner from the home page (its pictures stay in storage, as the audit log names them). */
export async function removeBanner(app: AppContext, session: AuthSession, id: string): Promise<void> {
  const actor = await requirePermission(app, session, 'editContent');
  await app.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(banners)
      .where(and(eq(banners.exhibitionId, session.exhibitionId), eq(banners.id, id)))
      .returning();
    if (!removed) throw contentNotFound();
    await recordAudit(tx, session.exhibitionId, actor, {
      action: 'banner.remove',
      targetType: 'content',
      targetId: removed.id,
      before: audited(removed),
      after: null,
    });
  });
}
