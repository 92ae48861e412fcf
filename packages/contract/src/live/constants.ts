import type { Bilingual } from '../codes';

/** spec 000 §9 / 001 §2: 12 lives per page in the list. */
export const LIVE_PAGE_SIZE = 12;

/** Visibility of a live (spec 001 §6): 0 all buyers, 1 client pool, 2 pre-registered, 3 private with a code. */
export const LiveScope = { Public: 0, ClientPool: 1, PreRegistered: 2, Private: 3 } as const;
export type LiveScope = (typeof LiveScope)[keyof typeof LiveScope];
export const LIVE_SCOPES = [0, 1, 2, 3] as const;

/** spec 001 §2 sort options: default, latest, popularity high to low, start time ascending. */
export const LiveSorts = ['default', 'latest', 'popular', 'startAsc'] as const;
export type LiveSort = (typeof LiveSorts)[number];

/** Watch log states (spec 001 §4, spec 000 §6 "a logout from a live detail sends a watch log with state 2"). */
export const WatchLogState = { Enter: 1, Leave: 2 } as const;
/** watchType: 1 watching the live, 2 watching the replay. */
export const WatchType = { Live: 1, Replay: 2 } as const;

/** Our bounds. */
export const LIVE_NAME_MAX = 60;
export const LIVE_INTRO_MAX = 1000;
export const LIVE_PRODUCTS_MAX = 20;
export const LIVE_EMPLOYEES_MAX = 10;
export const LIVE_PASSWORD_MAX = 16;
/** a planned live lasts from 15 min to 12 h (shown in lists; the real end is when the stream stops) */
export const LIVE_DURATION_MIN_MINUTES = 15;
export const LIVE_DURATION_MAX_MINUTES = 720;
/** wrong invitation codes one client may try per live and minute (then TooManyRequests) */
export const LIVE_PASSWORD_TRIES_PER_MINUTE = 10;
/** live chat: messages one viewer may send per 10 s, and a message's length */
export const LIVE_CHAT_PER_10S = 5;
export const LIVE_CHAT_MAX = 200;
/** live chat messages a joining viewer receives */
export const LIVE_CHAT_HISTORY = 50;
/**
 * New guest viewers (browser viewer ids) one client address may add to a live's viewers per hour: a
 * fair's shared network counts, a script making up ids does not inflate the funnel.
 */
export const LIVE_GUEST_VIEWS_PER_ADDRESS_HOUR = 30;
/** a guest's random viewer id, as its browser keeps it */
export const LIVE_VIEWER_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** a live room's viewer count is sent at most this often (and only when it changed) */
export const LIVE_VIEWERS_EVERY_MS = 2000;

/** Funnel events of the shoppable live. */
export const LiveProductEvents = ['cardView', 'inquiry', 'order'] as const;
export type LiveProductEvent = (typeof LiveProductEvents)[number];

/** socket.io events of the live room (ours). */
export const LiveSocketEvents = {
  join: 'live:join',
  leave: 'live:leave',
  send: 'live:send',
  remove: 'live:remove',
  message: 'live:message',
  removed: 'live:removed',
  viewers: 'live:viewers',
  state: 'live:state',
  pinned: 'live:pinned',
  thumbs: 'live:thumbs',
} as const;

export const liveMessages = {
  notFound: { zh: '直播不存在', en: 'This live does not exist.' },
  loginRequired: { zh: '请登录', en: 'Please login' },
  noPermission: {
    zh: '您暂无权限观看该直播，请先邀请展商或加入其客户池',
    en: 'You may not watch this live yet: invite the exhibitor or join its client pool first.',
  },
  preRegisteredOnly: {
    zh: '该直播仅对预登记观众开放',
    en: 'This live is open to pre-registered visitors only.',
  },
  passwordRequired: { zh: '请输入邀请码', en: 'Please enter the invitation code' },
  passwordWrong: { zh: '邀请码错误', en: 'Invitation code error' },
  passwordNeeded: {
    zh: '私密直播须设置邀请码',
    en: 'A private live needs an invitation code.',
  },
  startInPast: { zh: '开始时间不能早于现在', en: 'The start time cannot be in the past.' },
  notEditable: {
    zh: '直播中或已结束的直播不能修改时间',
    en: 'The time of a live that is on air or over cannot be changed.',
  },
  badProduct: { zh: '只能选择本公司的展品', en: 'Only products of your company can be featured.' },
  badEmployee: { zh: '只能选择本公司在职员工', en: 'Only current employees of your company can present.' },
  badActivityType: { zh: '活动类型不存在', en: 'This activity type does not exist.' },
  notOnAir: { zh: '直播未在进行中', en: 'The live is not on air.' },
  notFeatured: { zh: '该展品不在本场直播中', en: 'This product is not featured in this live.' },
  onAirUnderReview: {
    zh: '直播进行中，观众看到的内容（名称、封面、时间、展品、范围、简介）不能修改，请在直播结束后修改',
    en: 'While the live is on air, what viewers see (name, cover, times, products, scope, introduction) cannot be changed; edit it after the live.',
  },
  activityTypeDisabled: {
    zh: '该活动类型已停用，请选择其他类型',
    en: 'This activity type is no longer offered; please choose another.',
  },
  activityTypeInUse: {
    zh: '已有直播使用该活动类型，不能删除，只能停用',
    en: 'Lives use this activity type: it cannot be deleted, only disabled.',
  },
  activityTypeLast: {
    zh: '展会至少保留一个活动类型，请停用而不是删除',
    en: 'A fair keeps at least one activity type: disable it instead.',
  },
  activityTypesFull: {
    zh: '活动类型最多 {max} 个',
    en: 'A fair has at most {max} activity types.',
  },
  changedSinceOpened: {
    zh: '展商在您打开后修改了该直播，请刷新列表后重新审核',
    en: 'The exhibitor changed this live after you opened it; please refresh the list and review it again.',
  },
} as const satisfies Record<string, Bilingual>;

/**
 * What visitors see of a live, reviewed by the organizer before it is shown: a change of any of these sends
 * an approved or rejected live back to the review queue (the presenters, activity type and private code are
 * not reviewed). While a live is on air these cannot change at all, so an approved live on air never shows
 * anything unreviewed and never vanishes from its viewers.
 */
export const LIVE_REVIEWED_FIELDS = [
  'name',
  'nameEn',
  'cover',
  'startTime',
  'endTime',
  'scope',
  'productIds',
  'intro',
] as const;

/** An activity type's name, in each language. */
export const LIVE_ACTIVITY_TYPE_NAME_MAX = 20;
/** The most activity types one fair keeps (disabled ones count). */
export const LIVE_ACTIVITY_TYPES_MAX = 50;

/** The CHECKRESULT notice the exhibitor's staff get for a live's review, `{name}` and `{reason}` filled in. */
export const liveReviewNotices = {
  approved: {
    title: { zh: '您的直播已通过审核', en: 'Your live has been approved' },
    content: {
      zh: '直播“{name}”已通过主办方审核，观众现在可以看到它。',
      en: 'The organizer has approved the live "{name}": visitors can see it now.',
    },
  },
  rejected: {
    title: { zh: '您的直播未通过审核', en: 'Your live was not approved' },
    content: {
      zh: '直播“{name}”未通过审核，原因：{reason}。请在“直播管理”中修改后保存，即可重新提交审核。',
      en: 'The live "{name}" was not approved. Reason: {reason}. Correct it under Live management and save it to submit it for review again.',
    },
  },
} satisfies Record<string, { title: Bilingual; content: Bilingual }>;
