/** The organizer console's calls (ours: the spec gives organizers no screens). */
export const OrganizerPaths = {
  /** the caller's organizer account: name, role and what the role allows */
  me: '/visitor/v2/organizer/me',
  /** the fair's organizer accounts */
  staffList: '/visitor/v2/organizer/staff/list',
  /** adds an organizer account (no id: an initial password is answered once) or changes its name and role */
  staffUpdate: '/visitor/v2/organizer/staff/update',
  /** takes an account's organizer role away (the account and its history stay) */
  staffRemove: '/visitor/v2/organizer/staff/remove',
  /** the fair's exhibitors, paged, by name words, code or package */
  exhibitorList: '/visitor/v2/organizer/exhibitor/list',
  /** creates an exhibitor with its first administrator account (its initial password answered once) */
  exhibitorCreate: '/visitor/v2/organizer/exhibitor/create',
  /** changes an exhibitor's name, package, floor and booth */
  exhibitorUpdate: '/visitor/v2/organizer/exhibitor/update',
  /** the Excel template of the exhibitor import, in the request's language */
  exhibitorImportTemplate: '/visitor/v2/organizer/exhibitor/importTemplate',
  /**
   * imports a filled template (multipart `file`): exhibitors with their first administrators, each
   * administrator's initial password answered once; `checkOnly=true` only reports what it would do
   */
  exhibitorImport: '/visitor/v2/organizer/exhibitor/import',
  /** the fair's name, dates, open flags and their notices, tourist product limit and switches */
  fairGet: '/visitor/v2/organizer/fair/get',
  fairUpdate: '/visitor/v2/organizer/fair/update',
  /** the fair at a glance: exhibitors, products, registrations and what waits for review */
  dashboard: '/visitor/v2/organizer/dashboard',
  /** the registration questionnaire with both languages and how often each question was answered */
  questionList: '/visitor/v2/organizer/questionnaire/list',
  /** adds a question (no id) or changes one; options keep their ids */
  questionSave: '/visitor/v2/organizer/questionnaire/save',
  /** removes a question with the answers given to it */
  questionRemove: '/visitor/v2/organizer/questionnaire/remove',
  /** sends a notice from the organizer (SPONSOR) to every visitor, every exhibitor account, or both */
  noticeBroadcast: '/visitor/v2/organizer/notice/broadcast',
  /** the audit log, newest first, searchable */
  auditLog: '/visitor/v2/organizer/auditLog/list',
  /** the home banners, in their home order, paged */
  bannerList: '/visitor/v2/organizer/content/banner/list',
  /** creates a banner (no id) or changes one */
  bannerSave: '/visitor/v2/organizer/content/banner/save',
  bannerRemove: '/visitor/v2/organizer/content/banner/remove',
  /** news articles, newest first, published and scheduled, by title words */
  articleList: '/visitor/v2/organizer/content/article/list',
  /** one article with both languages' texts, for editing */
  articleGet: '/visitor/v2/organizer/content/article/get',
  /** creates an article (no id) or changes one; a future publish time schedules it */
  articleSave: '/visitor/v2/organizer/content/article/save',
  articleRemove: '/visitor/v2/organizer/content/article/remove',
  /** a fixed page (about, disclaimer, agreement, Q&A) with both languages, as the organizer saved it */
  pageGet: '/visitor/v2/organizer/content/page/get',
  /** saves the organizer's version of a fixed page */
  pageSave: '/visitor/v2/organizer/content/page/save',
  /** removes the organizer's version: visitors read the built-in text again */
  pageRestore: '/visitor/v2/organizer/content/page/restore',
  /** the platform's version log, newest release first, paged */
  appVersionList: '/visitor/v2/organizer/content/version/list',
  /** adds a release (no id) or changes one */
  appVersionSave: '/visitor/v2/organizer/content/version/save',
  appVersionRemove: '/visitor/v2/organizer/content/version/remove',
  /** exhibitors or products of this fair by name words, for the home content pickers (bounded) */
  homeTargetSearch: '/visitor/v2/organizer/content/homeTarget/search',
  /** the home carousel, in its home order, paged */
  carouselList: '/visitor/v2/organizer/content/carousel/list',
  /** creates a carousel item at the end (no id) or changes one */
  carouselSave: '/visitor/v2/organizer/content/carousel/save',
  /** moves a carousel item one place up or down */
  carouselMove: '/visitor/v2/organizer/content/carousel/move',
  carouselRemove: '/visitor/v2/organizer/content/carousel/remove',
  /** the home advertisements, in their order, paged */
  advertisementList: '/visitor/v2/organizer/content/advertisement/list',
  advertisementSave: '/visitor/v2/organizer/content/advertisement/save',
  advertisementRemove: '/visitor/v2/organizer/content/advertisement/remove',
  /** the fair's hot-spot scenes, paged, by exhibitor name words */
  hotSampleList: '/visitor/v2/organizer/content/hotSample/list',
  /** whether the home's hot samples are automatic or the organizer's, and which it shows */
  hotSampleFeatured: '/visitor/v2/organizer/content/hotSample/featured',
  /** features these scenes on the home, in this order */
  hotSampleFeature: '/visitor/v2/organizer/content/hotSample/feature',
  /** back to automatic: each exhibitor's first scene */
  hotSampleReset: '/visitor/v2/organizer/content/hotSample/reset',
} as const;
