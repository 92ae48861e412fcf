import type { Bilingual } from '../codes';

/**
 * Where a sourcing meeting stands, derived from its times and the organizer's cancelled flag (ours: the
 * spec names start time, end time and deadline but no state list): to start, has begun, has ended, cancelled.
 */
export const MeetingStages = ['upcoming', 'ongoing', 'ended', 'cancelled'] as const;
export type MeetingStage = (typeof MeetingStages)[number];

/** Which meetings a list shows: those not over yet (soonest first) or the past ones (latest first). */
export const MeetingScopes = ['current', 'past'] as const;
export type MeetingScope = (typeof MeetingScopes)[number];

/** The stage of a meeting at `now`: the one rule the server, the console and the visitor screens share. */
export function meetingStage(
  meeting: { startTime: string | Date; endTime: string | Date; cancelled: boolean },
  now: Date = new Date(),
): MeetingStage {
  if (meeting.cancelled) return 'cancelled';
  const t = now.getTime();
  if (t >= new Date(meeting.endTime).getTime()) return 'ended';
  if (t >= new Date(meeting.startTime).getTime()) return 'ongoing';
  return 'upcoming';
}

/** Whether sign-ups and needs are still taken: not cancelled and before the sign-up deadline. */
export const meetingOpen = (
  meeting: { deadline: string | Date; cancelled: boolean },
  now: Date = new Date(),
): boolean => !meeting.cancelled && now.getTime() < new Date(meeting.deadline).getTime();

/** A sign-up picks at most six exhibits (spec 001 §5). */
export const SOURCING_EXHIBITS_MAX = 6;

/** What the buyer wants from a supplier: its size (ours: the spec names the field, not its options). */
export const SupplierScales = ['any', 'small', 'medium', 'large'] as const;
export type SupplierScale = (typeof SupplierScales)[number];

/** The unit of the purchase quantity (ours: the spec names the field, not its options). */
export const PurchaseUnits = ['piece', 'set', 'pair', 'box', 'carton', 'kilogram', 'ton', 'meter'] as const;
export type PurchaseUnit = (typeof PurchaseUnits)[number];

/** Bounds of the forms, enforced by the request schemas and shown by the web forms. */
export const MEETING_TITLE_MAX = 100;
export const MEETING_DESCRIPTION_MAX = 2000;
export const MEETING_PLACE_MAX = 200;
export const MEETING_SORT_MAX = 9999;
export const SOURCING_NAME_MAX = 64;
export const SOURCING_COMPANY_MAX = 200;
export const SOURCING_EMAIL_MAX = 100;
export const SOURCING_PRODUCT_MAX = 100;
export const SOURCING_CERTIFICATES_MAX = 200;
export const SOURCING_REGION_MAX = 100;
export const SOURCING_OTHER_MAX = 1000;
export const SOURCING_QUANTITY_MAX = 99_999_999;
export const SOURCING_BOOTH_MAX = 32;
export const SOURCING_CONTACT_MAX = 64;
export const SOURCING_SEARCH_MAX = 100;

export const sourcingMessages = {
  notRegistered: {
    zh: '请先完成展会注册，再提交采购需求',
    en: 'Please complete your registration before submitting a sourcing need.',
  },
  notUpgraded: {
    zh: '仅升级套餐展商可报名采购对接会',
    en: 'Only upgraded-package exhibitors can sign up for sourcing meetings.',
  },
  meetingNotFound: { zh: '采购对接会不存在', en: 'This sourcing meeting does not exist.' },
  meetingClosed: {
    zh: '该采购对接会已截止报名或已取消',
    en: 'Sign-up for this sourcing meeting has closed, or the meeting was cancelled.',
  },
  tooManyExhibits: {
    zh: '最多选择 {max} 件展品',
    en: 'Choose at most {max} exhibits.',
  },
  exhibitsNotYours: {
    zh: '只能选择本公司在本届展会的展品',
    en: "Choose only your company's own exhibits of this fair.",
  },
  alreadySubmitted: {
    zh: '您已为该对接会提交过，请在列表中修改',
    en: 'You have already submitted for this meeting; edit it in your list instead.',
  },
  notEditable: {
    zh: '已通过审核的记录不能修改或删除',
    en: 'An approved entry can no longer be changed or deleted.',
  },
  notFound: { zh: '记录不存在', en: 'This entry does not exist.' },
  imageNotYours: {
    zh: '产品图片无效，请重新上传',
    en: 'The product image is not valid; please upload it again.',
  },
  timesOrder: {
    zh: '结束时间须晚于开始时间，报名截止时间不能晚于开始时间',
    en: 'The end must be after the start, and the sign-up deadline cannot be after the start.',
  },
  notMatched: {
    zh: '报名通过审核后才能查看该对接会的采购需求',
    en: "You can see this meeting's buyer needs once your sign-up has been approved.",
  },
  meetingCancelled: {
    zh: '已取消的对接会不能再修改',
    en: 'A cancelled meeting can no longer be changed.',
  },
} satisfies Record<string, Bilingual>;

/** The CHECKRESULT notices a sourcing review sends; `{title}` is the meeting, `{reason}` the reviewer's. */
export const sourcingNotices = {
  needApproved: {
    title: { zh: '您的采购需求已通过审核', en: 'Your sourcing need has been approved' },
    content: {
      zh: '您为“{title}”提交的采购需求已通过审核，已报名该对接会并通过审核的展商可以查看并联系您。',
      en: 'Your sourcing need for "{title}" has been approved: exhibitors approved for the meeting can now see it and contact you.',
    },
  },
  needRejected: {
    title: { zh: '您的采购需求未通过审核', en: 'Your sourcing need was not approved' },
    content: {
      zh: '您为“{title}”提交的采购需求未通过，原因：{reason}。您可以在采购需求页修改后重新提交。',
      en: 'Your sourcing need for "{title}" was not approved. Reason: {reason}. You may correct it on the sourcing page and submit it again.',
    },
  },
  signApproved: {
    title: { zh: '采购对接会报名已通过审核', en: 'Your sourcing meeting sign-up has been approved' },
    content: {
      zh: '贵公司“{title}”的报名已通过审核，现在可以在对接会列表中查看买家的采购需求。',
      en: 'Your company\'s sign-up for "{title}" has been approved: you can now see the buyers\' needs in the meeting list.',
    },
  },
  signRejected: {
    title: { zh: '采购对接会报名未通过审核', en: 'Your sourcing meeting sign-up was not approved' },
    content: {
      zh: '贵公司“{title}”的报名未通过，原因：{reason}。管理员可以在对接会列表中修改后重新提交。',
      en: 'Your company\'s sign-up for "{title}" was not approved. Reason: {reason}. An administrator may correct it in the meeting list and submit it again.',
    },
  },
} satisfies Record<string, { title: Bilingual; content: Bilingual }>;
