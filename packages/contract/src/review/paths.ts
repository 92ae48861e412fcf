/** The organizer's review queues (ours: the spec gives organizers no screens). */
export const ReviewPaths = {
  /** visitor registrations, by review status, newest submission first */
  registrationList: '/visitor/v2/organizer/review/registration/list',
  /** approves or rejects (with a reason) one registration; the visitor gets a CHECKRESULT notice */
  registrationDecide: '/visitor/v2/organizer/review/registration/decide',
  /** VIP applications, by review status, newest submission first */
  vipList: '/visitor/v2/organizer/review/vip/list',
  /** approves or rejects (with a reason) one VIP application; the visitor gets a CHECKRESULT notice */
  vipDecide: '/visitor/v2/organizer/review/vip/decide',
} as const;
