import type { Bilingual } from '../codes';

/** What an audit-log entry is about: the kind of thing an organizer changed. */
export const AuditTargetTypes = [
  'organizer',
  'exhibition',
  'exhibitor',
  'registration',
  'vip',
  'sourcing',
  'live',
  'content',
] as const;
export type AuditTargetType = (typeof AuditTargetTypes)[number];

/** An exhibitor's package: upgraded exhibitors may sign up for sourcing meetings (spec 001 §5). */
export const ExhibitorPackages = ['basic', 'upgraded'] as const;
export type ExhibitorPackage = (typeof ExhibitorPackages)[number];

export const ORGANIZER_NAME_MAX = 64;
/** A guest's daily budget of distinct products: 0 shows guests none, the most a fair may allow is 1000. */
export const TOURIST_PRODUCT_LIMIT_MAX = 1000;
export const CLOSED_NOTICE_MAX = 500;
export const EXHIBITOR_NAME_MAX = 100;
export const BOOTH_TEXT_MAX = 32;
/** The longest search text of the audit log; longer is refused rather than cut. */
export const AUDIT_SEARCH_MAX = 100;
/** Our bounds on one exhibitor import: the file's size and its exhibitor rows. */
export const EXHIBITOR_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const EXHIBITOR_IMPORT_MAX_ROWS = 500;

/** The exhibitor import's refusals of a whole file, and the problems it reports of one row. */
export const exhibitorImportMessages = {
  empty: { zh: '没有有效数据', en: 'No valid data.' },
  notTemplate: {
    zh: '文件不是展商导入模板，请下载模板后填写',
    en: 'This file is not the exhibitor template; please download the template and fill it in.',
  },
  tooLarge: { zh: '文件不能超过 {max}', en: 'The file must not be larger than {max}.' },
  tooManyRows: {
    zh: '一次最多导入 {max} 行展商',
    en: 'At most {max} exhibitor rows can be imported at once.',
  },
  required: { zh: '必填', en: 'is required' },
  tooLong: { zh: '不能超过 {max} 个字符', en: 'must not be longer than {max} characters' },
  chooseFromList: { zh: '请从下拉列表中选择', en: 'choose one of the list' },
  emailOrMobile: {
    zh: '管理员邮箱和手机号至少填写一项',
    en: "enter the administrator's email or mobile number (or both)",
  },
  badEmail: { zh: '请输入正确的邮箱', en: 'is not a valid email' },
  badMobile: { zh: '请输入正确的手机号码', en: 'is not a valid mobile number' },
  repeated: { zh: '与第 {row} 行重复', en: 'is the same as in row {row}' },
  accountExists: { zh: '已有账号使用', en: 'already belongs to an account' },
} satisfies Record<string, Bilingual>;

export const organizerMessages = {
  notPermitted: {
    zh: '您的主办方角色无权执行此操作',
    en: 'Your organizer role does not allow this.',
  },
  lastOwner: {
    zh: '展会至少需要一名所有者，不能移除或降级最后一名所有者',
    en: 'The fair needs at least one owner; the last owner cannot be removed or given another role.',
  },
  notSelf: {
    zh: '不能修改或移除自己的主办方账号',
    en: 'You cannot change or remove your own organizer account.',
  },
  datesOrder: {
    zh: '结束日期不能早于开始日期',
    en: 'The end date cannot be before the start date.',
  },
  accountExists: {
    zh: '该邮箱已有账号，请换一个邮箱',
    en: 'An account with this email already exists; please use another email.',
  },
} satisfies Record<string, Bilingual>;

/*
 * The fair's content as the organizer edits it: home banners and news articles (ours: the spec shows no
 * organizer). Both languages are entered; visitors read theirs.
 */
export const CONTENT_TITLE_MAX = 100;
export const CONTENT_SUMMARY_MAX = 300;
/** An article's body is a list of paragraphs, each bounded, so one save stays a small request. */
export const ARTICLE_PARAGRAPHS_MAX = 60;
export const ARTICLE_PARAGRAPH_MAX = 3000;
export const ARTICLE_SOURCE_MAX = 100;
export const CONTENT_URL_MAX = 500;
/** A stored picture's key (`uploads/organizer/bannerimage/<uuid>.jpg`, demo keys are shorter). */
export const CONTENT_IMAGE_MAX = 300;
export const BANNER_SORT_MAX = 9999;
export const CONTENT_SEARCH_MAX = 100;

/** Where a banner leads: a path of this site ('') or an outside address opened in a new tab. */
export const BannerLinkTypes = ['', 'EXTERNAL'] as const;
export type BannerLinkType = (typeof BannerLinkTypes)[number];
/** Who sees a banner: everyone (''), only visitors, or only exhibitors. */
export const BannerAudiences = ['', 'VISITOR', 'ACTOR'] as const;
export type BannerAudience = (typeof BannerAudiences)[number];

/** Whether an article is public yet: a publish time still to come means it is scheduled. */
export const ArticleStates = ['published', 'scheduled'] as const;
export type ArticleState = (typeof ArticleStates)[number];

// A path of this site: one leading slash (two would be another host), no spaces or backslashes.
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
// Only http and https: never `javascript:`, `data:` or other schemes a click would run.
const WEB_ADDRESS = /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i;

/**
 * What is wrong with a banner's link, or null when it may be saved: an in-site link is a path starting
 * with `/`, an external one an http(s) address. No link at all is allowed (the banner is a picture).
 */
export function bannerLinkProblem(
  linkType: BannerLinkType,
  url: string,
): keyof typeof contentMessages | null {
  if (url === '') return null;
  if (linkType === 'EXTERNAL') return WEB_ADDRESS.test(url) ? null : 'externalLink';
  return SITE_PATH.test(url) ? null : 'siteLink';
}

export const contentMessages = {
  siteLink: {
    zh: '站内链接须是以 / 开头的本站路径，例如 /news',
    en: 'A link within the site must be a path starting with /, for example /news.',
  },
  externalLink: {
    zh: '外部链接须以 http:// 或 https:// 开头',
    en: 'An external link must start with http:// or https://.',
  },
  imageNotUploaded: {
    zh: '图片无效，请重新上传',
    en: 'The picture is not valid; please upload it again.',
  },
  imageRequired: {
    zh: '请上传横幅图片',
    en: 'Please upload the banner picture.',
  },
  bodyRequired: {
    zh: '请填写中文和英文正文',
    en: 'Please write the body in Chinese and in English.',
  },
  notFound: {
    zh: '该内容不存在或已被删除',
    en: 'This content does not exist or has been removed.',
  },
} satisfies Record<string, Bilingual>;

/** Who an organizer's notice goes to: every account of the fair, its visitors, or its exhibitors' staff. */
export const BroadcastAudiences = ['all', 'VISITOR', 'ACTOR'] as const;
export type BroadcastAudience = (typeof BroadcastAudiences)[number];
export const BROADCAST_TITLE_MAX = 100;
export const BROADCAST_CONTENT_MAX = 2000;
