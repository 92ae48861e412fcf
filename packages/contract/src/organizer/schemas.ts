import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common';
import { Floors } from '../enums';
import { importProblemSchema, importRequestSchema } from '../exhibit/schemas';
import { mediaRefSchema } from '../exhibitor/schemas';
import { configSwitchSchema } from '../session/schemas';
import {
  ARTICLE_PARAGRAPH_MAX,
  ARTICLE_PARAGRAPHS_MAX,
  ARTICLE_SOURCE_MAX,
  ArticleStates,
  AUDIT_SEARCH_MAX,
  AuditTargetTypes,
  BANNER_SORT_MAX,
  BannerAudiences,
  BannerLinkTypes,
  BOOTH_TEXT_MAX,
  BROADCAST_CONTENT_MAX,
  BROADCAST_TITLE_MAX,
  BroadcastAudiences,
  CLOSED_NOTICE_MAX,
  CONTENT_IMAGE_MAX,
  CONTENT_SEARCH_MAX,
  CONTENT_SUMMARY_MAX,
  CONTENT_TITLE_MAX,
  CONTENT_URL_MAX,
  EXHIBITOR_NAME_MAX,
  ExhibitorPackages,
  ORGANIZER_NAME_MAX,
  TOURIST_PRODUCT_LIMIT_MAX,
} from './constants';
import { OrganizerPermissions, OrganizerRoles } from './roles';

export const organizerMeSchema = z.object({
  organizerId: z.string(),
  name: z.string(),
  role: z.enum(OrganizerRoles),
  permissions: z.array(z.enum(OrganizerPermissions)),
});
export type OrganizerMe = z.output<typeof organizerMeSchema>;

export const organizerStaffSchema = z.object({
  id: z.string(),
  userAccountId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(OrganizerRoles),
  createdAt: z.string(),
  /** the caller's own account (which they cannot change or remove here) */
  self: z.boolean(),
});
export type OrganizerStaff = z.output<typeof organizerStaffSchema>;

export const organizerStaffListRequestSchema = pageQuerySchema.extend({
  role: z.enum(OrganizerRoles).optional(),
});
export const organizerStaffListSchema = pageSchema(organizerStaffSchema);

export const organizerStaffUpdateRequestSchema = z.object({
  /** absent: a new organizer account */
  id: z.string().max(64).optional(),
  name: z.string().trim().min(1).max(ORGANIZER_NAME_MAX),
  /** the login of a new account (ignored when changing one) */
  email: z.string().trim().max(128).default(''),
  role: z.enum(OrganizerRoles),
});
export const organizerStaffUpdateSchema = z.object({
  staff: organizerStaffSchema,
  /** a new account's initial password, shown once; it must be changed at the first login */
  initialPassword: z.string().nullable(),
});

export const organizerStaffRemoveRequestSchema = z.object({ id: z.string().max(64) });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorAccountId: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.enum(AuditTargetTypes),
  targetId: z.string(),
  /** the changed thing's fields before and after (null: created, or removed) */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditLogRequestSchema = pageQuerySchema.extend({
  targetType: z.enum(AuditTargetTypes).optional(),
  /** an exact target id, e.g. every change of one exhibitor */
  targetId: z.string().max(64).optional(),
  actorAccountId: z.string().max(64).optional(),
  /** words in the action or the actor's name */
  keyword: z.string().trim().max(AUDIT_SEARCH_MAX).default(''),
  /** ISO instants: from (inclusive) and to (exclusive) */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const auditLogSchema = pageSchema(auditEntrySchema);

export const organizerExhibitorSchema = z.object({
  id: z.string(),
  /** the code staff enter to bind themselves to the company */
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  package: z.enum(ExhibitorPackages),
  floor: z.string(),
  boothNumber: z.string(),
  boothArea: z.string(),
  createdAt: z.string(),
});
export type OrganizerExhibitor = z.output<typeof organizerExhibitorSchema>;

export const organizerExhibitorListRequestSchema = pageQuerySchema.extend({
  /** words of the name (Chinese or English), or an exhibitor's exact code */
  keyword: z.string().trim().max(AUDIT_SEARCH_MAX).default(''),
  package: z.enum(ExhibitorPackages).optional(),
});
export const organizerExhibitorListSchema = pageSchema(organizerExhibitorSchema);

const boothFields = {
  name: z.string().trim().min(1).max(EXHIBITOR_NAME_MAX),
  nameEn: z.string().trim().max(EXHIBITOR_NAME_MAX).default(''),
  package: z.enum(ExhibitorPackages).default('basic'),
  floor: z.union([z.enum(Floors), z.literal('')]).default(''),
  boothNumber: z.string().trim().max(BOOTH_TEXT_MAX).default(''),
  boothArea: z.string().trim().max(BOOTH_TEXT_MAX).default(''),
};

export const organizerExhibitorCreateRequestSchema = z.object({
  ...boothFields,
  /** the company's first administrator: logs in with an email or mobile and the initial password */
  admin: z.object({
    name: z.string().trim().min(1).max(ORGANIZER_NAME_MAX),
    email: z.string().trim().max(128).default(''),
    mobile: z.string().trim().max(32).default(''),
    position: z.string().trim().max(ORGANIZER_NAME_MAX).default(''),
  }),
});
export const organizerExhibitorCreateSchema = z.object({
  exhibitor: organizerExhibitorSchema,
  /** the administrator's initial password, shown once; it must be changed at the first login */
  initialPassword: z.string(),
});
export const organizerExhibitorUpdateRequestSchema = z.object({ id: z.string().max(64), ...boothFields });

/** The exhibitor import's query: `checkOnly=true` reports what the file holds without importing it. */
export const organizerExhibitorImportRequestSchema = importRequestSchema;

/** One exhibitor the import created, with what its administrator logs in with (shown once). */
export const importedExhibitorSchema = z.object({
  exhibitorName: z.string(),
  adminName: z.string(),
  /** the administrator's login: the email, or the mobile when the row gave no email */
  adminAccount: z.string(),
  /** the administrator's initial password, answered only here; it must be changed at the first login */
  initialPassword: z.string(),
});
export type ImportedExhibitor = z.output<typeof importedExhibitorSchema>;

/**
 * The exhibitor import's report: every good row became an exhibitor with its administrator (all in one
 * transaction), every bad row is named with its problems in the request's language. A file that is not
 * the template, cannot be read, is too large or too long is refused as a whole and imports nothing.
 */
export const organizerExhibitorImportReportSchema = z.object({
  imported: z.number().int(),
  /** rows that are (or, checked only, would be) imported */
  valid: z.number().int(),
  rejected: z.array(importProblemSchema),
  /** the exhibitors made, in the file's order (empty when checked only) */
  created: z.array(importedExhibitorSchema),
});
export type ExhibitorImportReport = z.output<typeof organizerExhibitorImportReportSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const notice = z.string().trim().max(CLOSED_NOTICE_MAX).default('');

/**
 * What the organizer sets of the fair: its names and dates (shown in the header and on the home page),
 * whether visitors and exhibitors may use the platform (with the notice each sees while it is closed, in
 * both languages), the guests' daily product budget, and the switches of spec 000 §3.
 */
/**
 * The runtime settings flags of spec 000 §3 an organizer switches (published in /config.json, read by
 * the client when the platform is opened). noActor2 and thirdPartyLogin have no behaviour here and stay
 * off. The console stays reachable for organizers while noAction sends everyone else home.
 */
export const settingsFlagsSchema = z.object({
  /** every route of visitors and exhibitors goes to the home page (the fair is closed) */
  noAction: z.boolean(),
  /** the exhibitor side is closed: exhibitors are logged out */
  noActor: z.boolean(),
  /** registration stops after the first info step */
  onlayReg: z.boolean(),
  /** registration stops after the questionnaire */
  onlayReg2: z.boolean(),
});
export type SettingsFlags = z.output<typeof settingsFlagsSchema>;

export const organizerFairSchema = z.object({
  name: z.string().trim().min(1).max(EXHIBITOR_NAME_MAX),
  nameEn: z.string().trim().max(EXHIBITOR_NAME_MAX).default(''),
  startDate: isoDate,
  endDate: isoDate,
  visitorOpen: z.boolean(),
  actorOpen: z.boolean(),
  visitorClosedNotice: notice,
  visitorClosedNoticeEn: notice,
  actorClosedNotice: notice,
  actorClosedNoticeEn: notice,
  touristProductLimit: z.number().int().min(0).max(TOURIST_PRODUCT_LIMIT_MAX),
  configSwitch: configSwitchSchema,
  settingsFlags: settingsFlagsSchema,
});
export type OrganizerFair = z.output<typeof organizerFairSchema>;

/**
 * The server also refuses an end date before the start date (organizerMessages.datesOrder). A notice
 * left out is kept as it is, so a client that does not show it cannot erase it.
 */
const keptNotice = z.string().trim().max(CLOSED_NOTICE_MAX).optional();
export const organizerFairUpdateRequestSchema = organizerFairSchema.extend({
  /** left out: kept as they are */
  settingsFlags: settingsFlagsSchema.optional(),
  visitorClosedNotice: keptNotice,
  visitorClosedNoticeEn: keptNotice,
  actorClosedNotice: keptNotice,
  actorClosedNoticeEn: keptNotice,
});
export type OrganizerFairUpdate = z.output<typeof organizerFairUpdateRequestSchema>;

const contentTitle = z.string().trim().min(1).max(CONTENT_TITLE_MAX);
const contentSummary = z.string().trim().max(CONTENT_SUMMARY_MAX).default('');
/** A stored picture's key as the upload call answered it ('' for none). */
const contentImage = z.string().trim().max(CONTENT_IMAGE_MAX);
const removeRequest = z.object({ id: z.string().min(1).max(64) });

/** A home banner as the organizer edits it: both languages' titles and pictures, link, audience, order. */
export const organizerBannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  image: mediaRefSchema,
  /** the picture English visitors see (null: they see the Chinese one) */
  imageEn: mediaRefSchema.nullable(),
  linkType: z.enum(BannerLinkTypes),
  url: z.string(),
  /** who sees it (not `subjectType`: that is a common field of every request) */
  audience: z.enum(BannerAudiences),
  /** shown only to logged-in visitors or exhibitors */
  isLogin: z.boolean(),
  /** smaller comes first on the home page */
  sort: z.number().int(),
  /** a row of the demo data (kept as such when edited) */
  isDemo: z.boolean(),
});
export type OrganizerBanner = z.output<typeof organizerBannerSchema>;

export const organizerBannerListRequestSchema = pageQuerySchema;
export const organizerBannerListSchema = pageSchema(organizerBannerSchema);

/**
 * Creates a banner (no id) or changes one. The server also refuses a link that is neither a path of
 * this site nor an http(s) address (contentMessages), and a picture that is not an upload for banners.
 */
export const organizerBannerSaveRequestSchema = z.object({
  id: z.string().min(1).max(64).optional(),
  title: contentTitle,
  titleEn: contentTitle,
  image: contentImage.min(1),
  imageEn: contentImage.default(''),
  linkType: z.enum(BannerLinkTypes).default(''),
  url: z.string().trim().max(CONTENT_URL_MAX).default(''),
  audience: z.enum(BannerAudiences).default(''),
  isLogin: z.boolean().default(false),
  sort: z.number().int().min(0).max(BANNER_SORT_MAX).default(0),
});
export type OrganizerBannerSave = z.input<typeof organizerBannerSaveRequestSchema>;
export const organizerBannerRemoveRequestSchema = removeRequest;

/** A news article in the organizer's list: both titles, its cover and when it is (or was) published. */
export const organizerArticleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  cover: mediaRefSchema.nullable(),
  source: z.string(),
  publishTime: z.string(),
  /** scheduled: its publish time is still to come, so visitors do not see it yet */
  state: z.enum(ArticleStates),
  isDemo: z.boolean(),
});
export type OrganizerArticleSummary = z.output<typeof organizerArticleSummarySchema>;

export const organizerArticleSchema = organizerArticleSummarySchema.extend({
  summary: z.string(),
  summaryEn: z.string(),
  /** the body's paragraphs in each language */
  body: z.array(z.string()),
  bodyEn: z.array(z.string()),
});
export type OrganizerArticle = z.output<typeof organizerArticleSchema>;

export const organizerArticleListRequestSchema = pageQuerySchema.extend({
  /** words of the Chinese or English title */
  keyword: z.string().trim().max(CONTENT_SEARCH_MAX).default(''),
  state: z.enum(ArticleStates).optional(),
});
export const organizerArticleListSchema = pageSchema(organizerArticleSummarySchema);
export const organizerArticleGetRequestSchema = removeRequest;

const paragraphs = z
  .array(z.string().trim().max(ARTICLE_PARAGRAPH_MAX))
  .max(ARTICLE_PARAGRAPHS_MAX)
  // Blank paragraphs (an empty line too many) are dropped rather than shown as gaps.
  .transform((list) => list.filter((p) => p !== ''));

/**
 * Creates an article (no id) or changes one. A publish time still to come schedules it: visitors see it
 * from then on. Both bodies need at least one paragraph (contentMessages.bodyRequired).
 */
export const organizerArticleSaveRequestSchema = z.object({
  id: z.string().min(1).max(64).optional(),
  title: contentTitle,
  titleEn: contentTitle,
  summary: contentSummary,
  summaryEn: contentSummary,
  body: paragraphs,
  bodyEn: paragraphs,
  cover: contentImage.default(''),
  source: z.string().trim().max(ARTICLE_SOURCE_MAX).default(''),
  publishTime: z.iso.datetime({ offset: true }),
});
export type OrganizerArticleSave = z.input<typeof organizerArticleSaveRequestSchema>;
export const organizerArticleRemoveRequestSchema = removeRequest;

/** The fair at a glance, for every organizer role (the numbers name nobody). */
export const organizerDashboardSchema = z.object({
  exhibitors: z.number().int(),
  upgradedExhibitors: z.number().int(),
  products: z.number().int(),
  /** visitors whose registration is complete */
  registeredVisitors: z.number().int(),
  /** registrations completed in the last seven days */
  newVisitorsThisWeek: z.number().int(),
  pendingRegistrations: z.number().int(),
  pendingVip: z.number().int(),
  vipBuyers: z.number().int(),
  publishedArticles: z.number().int(),
  banners: z.number().int(),
});
export type OrganizerDashboard = z.output<typeof organizerDashboardSchema>;

export const noticeBroadcastRequestSchema = z.object({
  audience: z.enum(BroadcastAudiences),
  title: z.string().trim().min(1).max(BROADCAST_TITLE_MAX),
  titleEn: z.string().trim().min(1).max(BROADCAST_TITLE_MAX),
  content: z.string().trim().min(1).max(BROADCAST_CONTENT_MAX),
  contentEn: z.string().trim().min(1).max(BROADCAST_CONTENT_MAX),
});
export type NoticeBroadcastRequest = z.input<typeof noticeBroadcastRequestSchema>;
/** how many notice boxes it reached */
export const noticeBroadcastSchema = z.object({ delivered: z.number().int() });
