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
import type { MediaUrl } from '../../core/media-url';
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
  url: MediaUrl,
): ArticleSummary => ({
  id: r.id,
  title: pick(r.title, r.titleEn, lang),
  summary: pick(r.summary, r.summaryEn, lang),
  cover: url(r.cover),
  publishTime: r.publishTime.toISOString(),
});

export const presentArticle = (
  r: typeof articles.$inferSelect,
  lang: LanguageType,
  url: MediaUrl,
): Article => ({
  ...presentArticleSummary(r, lang, url),
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

export const presentBanner = (r: typeof banners.$inferSelect, lang: LanguageType, url: MediaUrl): Banner => ({
  id: r.id,
  coverIcon: url(pick(r.coverIcon, r.coverIconEn, lang)),
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
  url: MediaUrl,
): CarouselItem => ({
  name: pick(r.name, r.nameEn, lang),
  url: pick(r.url, r.urlEn, lang),
  urlEn: r.urlEn || r.url,
  picture: url(pick(r.picture, r.pictureEn, lang)),
  pictureEn: url(r.pictureEn || r.picture),
  externalLink: r.externalLink,
  type: r.type,
  index: r.idx,
  isImge: r.isImage,
  exhibitorId: r.exhibitorId ?? '',
});

export const presentAdvertisement = (
  r: typeof advertisements.$inferSelect,
  lang: LanguageType,
  url: MediaUrl,
): Advertisement => ({
  img: url(r.img),
  name: pick(r.name, r.nameEn, lang),
  type: r.type,
  id: r.targetId,
});
