import type { Bilingual } from '../codes';

/**
 * Where an organizer's review of something submitted stands (spec 001 §4: under review, approved, not
 * approved). A rejection carries the reviewer's reason; the submitter may correct it and submit again.
 */
export const ReviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof ReviewStatuses)[number];

export const ReviewDecisions = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof ReviewDecisions)[number];

/** The longest rejection reason; a rejection needs one, an approval none. */
export const REVIEW_REASON_MAX = 300;

export const reviewMessages = {
  reasonRequired: {
    zh: '驳回时请填写原因，申请人会看到它',
    en: 'Please give a reason for the rejection; the applicant will see it.',
  },
  notPending: {
    zh: '该申请已被其他审核人处理，请刷新列表',
    en: 'Another reviewer has already decided this; please refresh the list.',
  },
} satisfies Record<string, Bilingual>;

/**
 * The CHECKRESULT notices a decision sends (spec 000 §3 notice types), `{reason}` filled in. The title
 * and text are stored in both languages, so the visitor reads them in the language they choose.
 */
export const reviewNotices = {
  registrationApproved: {
    title: { zh: '您的展会注册已通过审核', en: 'Your registration has been approved' },
    content: {
      zh: '主办方已审核通过您的注册信息，欢迎参加本届展会。',
      en: 'The organizer has approved your registration. Welcome to the fair.',
    },
  },
  registrationRejected: {
    title: { zh: '您的展会注册未通过审核', en: 'Your registration was not approved' },
    content: {
      zh: '未通过原因：{reason}。请在“个人资料”中修改后保存，即可重新提交审核。',
      en: 'Reason: {reason}. Correct your profile and save it to submit it for review again.',
    },
  },
  vipApproved: {
    title: { zh: '您的 VIP 申请已通过', en: 'Your VIP application has been approved' },
    content: {
      zh: '恭喜您成为本届展会的 VIP 买家。',
      en: 'Congratulations: you are a VIP buyer of this fair.',
    },
  },
  vipRejected: {
    title: { zh: '您的 VIP 申请未通过', en: 'Your VIP application was not approved' },
    content: {
      zh: '未通过原因：{reason}。您可以在 VIP 申请页修改后重新提交。',
      en: 'Reason: {reason}. You may correct the application on the VIP page and submit it again.',
    },
  },
} satisfies Record<string, { title: Bilingual; content: Bilingual }>;
