import type { Bilingual } from '../codes';

/*
 * The home page's carousel, advertisements and featured hot samples as the organizer edits them (ours:
 * the spec shows no organizer): bounds, messages and the link rule, without zod, so the console's screens
 * take them without the schemas (home-content-schemas.ts).
 */

/** The home shows at most this many carousel items, advertisements and hot samples (its list bound). */
export const HOME_LIST_MAX = 50;
/** A fair's carousel holds at most this many items: the home shows them all, in their order. */
export const CAROUSEL_MAX = HOME_LIST_MAX;
/** The organizer's featured hot samples: at most this many, in the home's order. */
export const HOT_SAMPLES_FEATURED_MAX = HOME_LIST_MAX;
/** A picker's search answers at most this many exhibitors or products (type more to narrow it). */
export const HOME_TARGET_SEARCH_LIMIT = 20;
export const AD_SORT_MAX = 9999;
/** The configuration item whose value ({ sampleIds }) decides the home's hot samples when set. */
export const HOME_HOT_SAMPLES_KEY = 'homeHotSamples';

// A path of this site: one leading slash (two would be another host), no spaces or backslashes.
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
// Only http and https: never `javascript:`, `data:` or other schemes a click would run.
const WEB_ADDRESS = /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i;

/**
 * What is wrong with a carousel item's link, or null when it may be saved: an http(s) address or a path
 * of this site (starting with one `/`). A link item needs one.
 */
export function homeLinkProblem(url: string): keyof typeof homeContentMessages | null {
  if (url === '') return 'linkRequired';
  return WEB_ADDRESS.test(url) || SITE_PATH.test(url) ? null : 'link';
}

export const homeContentMessages = {
  link: {
    zh: '链接须以 http:// 或 https:// 开头，或是以 / 开头的本站路径',
    en: 'A link must start with http:// or https://, or be a path of this site starting with /.',
  },
  linkRequired: { zh: '请填写链接', en: 'Please enter the link.' },
  pictureRequired: { zh: '请上传图片', en: 'Please upload the picture.' },
  exhibitorRequired: { zh: '请选择展商', en: 'Please choose the exhibitor.' },
  targetRequired: { zh: '请选择展商或展品', en: 'Please choose the exhibitor or product.' },
  targetNotInFair: {
    zh: '所选展商或展品不属于本展会',
    en: 'The chosen exhibitor or product is not part of this fair.',
  },
  carouselFull: {
    zh: '轮播最多 {max} 项，请先删除一项',
    en: 'The carousel holds at most {max} items; please delete one first.',
  },
  sampleNotInFair: {
    zh: '所选场景不属于本展会或已被删除',
    en: 'A chosen scene is not part of this fair or has been removed.',
  },
  samplesRepeated: { zh: '同一场景只能选择一次', en: 'Each scene can be chosen only once.' },
} satisfies Record<string, Bilingual>;
