import type {
  Advertisement,
  AppVersion,
  Article,
  ArticleSummary,
  Banner,
  CarouselItem,
  LanguageType,
  Notice,
  SessionSubjectType,
} from '@openfair/contract';
import type {
  advertisements,
  appVersions,
  articles,
  banners,
  carouselItems,
  notices,
} from '../../db/schema/index';
import { pick, pickList } from '../../lib/i18n-text';

export const presentAppVersion = (r: typeof appVersions.$inferSelect, lang: LanguageType): AppVersion => ({
  version: r.version,
  releaseDate: r.releaseDate,
  notes: pickList(r.notes, r.notesEn, lang),
});

export const presentArticleSummary = (
  r: typeof articles.$inferSelect,
  lang: LanguageType,
): ArticleSummary => ({
  id: r.id,
  title: pick(r.title, r.titleEn, lang),
  summary: pick(r.summary, r.summaryEn, lang),
  cover: r.cover,
  publishTime: r.publishTime.toISOString(),
});

export const presentArticle = (r: typeof articles.$inferSelect, lang: LanguageType): Article => ({
  ...presentArticleSummary(r, lang),
  source: r.source,
  paragraphs: pickList(r.body, r.bodyEn, lang),
});

export const presentNotice = (r: typeof notices.$inferSelect, lang: LanguageType): Notice => ({
  id: r.id,
  noticeType: r.noticeType,
  title: pick(r.title, r.titleEn, lang),
  content: pick(r.content, r.contentEn, lang),
  seen: r.seen,
  createTime: r.createdAt.toISOString(),
});

export const presentBanner = (r: typeof banners.$inferSelect, lang: LanguageType): Banner => ({
  id: r.id,
  coverIcon: pick(r.coverIcon, r.coverIconEn, lang),
  urlType: r.urlType === 'EXTERNAL' ? 'EXTERNAL' : '',
  url: r.url,
  title: pick(r.title, r.titleEn, lang),
  showType: 'HOME',
  subjectType: (['VISITOR', 'ACTOR', 'ORGANIZER'].includes(r.subjectType)
    ? r.subjectType
    : '') as SessionSubjectType,
  isLogin: r.isLogin,
});

/** In English the English picture and link replace the Chinese ones; both stay available. */
export const presentCarouselItem = (
  r: typeof carouselItems.$inferSelect,
  lang: LanguageType,
): CarouselItem => ({
  name: pick(r.name, r.nameEn, lang),
  url: pick(r.url, r.urlEn, lang),
  urlEn: r.urlEn || r.url,
  picture: pick(r.picture, r.pictureEn, lang),
  pictureEn: r.pictureEn || r.picture,
  externalLink: r.externalLink,
  type: r.type,
  index: r.idx,
  isImge: r.isImage,
  exhibitorId: r.exhibitorId ?? '',
});

export const presentAdvertisement = (
  r: typeof advertisements.$inferSelect,
  lang: LanguageType,
): Advertisement => ({
  img: r.img,
  name: pick(r.name, r.nameEn, lang),
  type: r.type,
  id: r.targetId,
});
