import type { Bilingual } from '../codes';

/** How a VIP applicant is addressed (spec 001 §3 "sex title"). */
export const VipSexTitles = ['MR', 'MS'] as const;
export type VipSexTitle = (typeof VipSexTitles)[number];

/** The VIP page's states (spec 001 §4): not applied, pending, failed to pass, passed. */
export const VipStates = ['notApplied', 'pending', 'rejected', 'approved'] as const;
export type VipState = (typeof VipStates)[number];

export const VIP_NAME_MAX = 64;
export const VIP_COMPANY_MAX = 100;
export const VIP_ADDRESS_MAX = 200;
export const VIP_PHONE_MAX = 30;
export const VIP_EMAIL_MAX = 100;

export const vipMessages = {
  passport: {
    zh: '请输入正确的护照号码（5 至 17 位字母或数字）',
    en: 'Please enter a valid passport number (5 to 17 letters or digits).',
  },
  photoNotYours: {
    zh: '照片无效，请重新上传',
    en: 'The photo is not valid; please upload it again.',
  },
  alreadyDecided: {
    zh: '您的 VIP 申请已通过，无需再次提交',
    en: 'Your VIP application has already been approved; there is nothing to submit.',
  },
  underReview: {
    zh: '您的 VIP 申请正在审核中，审核结束前不能修改',
    en: 'Your VIP application is being reviewed; it cannot be changed until the review ends.',
  },
} satisfies Record<string, Bilingual>;
