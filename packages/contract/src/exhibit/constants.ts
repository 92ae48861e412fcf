import type { Bilingual } from '../codes';

/**
 * Who sees an exhibit (spec 001 §6 visibility options): 0 every buyer, 1 only the company's client pool
 * (listed for logged-in users, opened by the pool), 2 only visitors who pre-registered for the fair.
 */
export const ExhibitScopes = [0, 1, 2] as const;
export type ExhibitScope = (typeof ExhibitScopes)[number];

/** Sort numbers run from 1 (first) up to this; a new exhibit without one goes last. */
export const EXHIBIT_SORT_MAX = 99_999;
/** Our bounds: prices fit the database's numeric(12,2), quantities a plain integer. */
export const EXHIBIT_PRICE_MAX = 9_999_999_999.99;
export const EXHIBIT_MIN_ORDER_MAX = 99_999_999;
export const EXHIBIT_TAG_MAX = 10;
export const EXHIBIT_TAG_CHARS = 20;
/** Our bound on the long pictures under an exhibit's description. */
export const EXHIBIT_DETAIL_IMAGE_MAX = 20;
export const EXHIBIT_ARTICLE_NUMBER_MAX = 64;
export const EXHIBIT_IDENTIFICATION_MAX = 200;
/** How many chosen exhibits one batch call takes (a page of the list at most, with room). */
export const EXHIBIT_BATCH_MAX = 500;

/** Our bounds on one batch upload: the file's size and its exhibit rows. */
export const EXHIBIT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const EXHIBIT_IMPORT_MAX_ROWS = 1000;

/** The orders the exhibit list offers: the company's own sort numbers, or the newest first. */
export const ExhibitListOrders = ['sort', 'newest'] as const;
export type ExhibitListOrder = (typeof ExhibitListOrders)[number];

export const exhibitMessages = {
  notFound: { zh: '展品不存在或已删除', en: 'This exhibit does not exist or was deleted.' },
  unknownCategory: { zh: '请选择展会的展品类别', en: "Please choose a category of the fair's list." },
  foreignMedia: {
    zh: '文件不存在或不属于本公司，请重新上传',
    en: 'This file was not uploaded for your company; please upload it again.',
  },
  noneMatched: { zh: '没有符合条件的展品', en: 'No exhibits match.' },
  /** spec 001 §8 "no valid data" */
  importEmpty: { zh: '没有有效数据', en: 'No valid data.' },
  importNotTemplate: {
    zh: '文件不是展品导入模板，请下载模板后填写',
    en: 'This file is not the exhibit template; please download the template and fill it in.',
  },
  importTooLarge: { zh: '文件不能超过 {max}', en: 'The file must not be larger than {max}.' },
  importTooManyRows: {
    zh: '一次最多导入 {max} 行展品',
    en: 'At most {max} exhibit rows can be imported at once.',
  },
} as const satisfies Record<string, Bilingual>;
