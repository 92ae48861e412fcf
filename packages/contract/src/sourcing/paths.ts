/** Online sourcing meetings (spec 001 §7 "Sourcing"); the organizer's calls are ours (the spec shows no organizer). */
export const SourcingPaths = {
  /** spec: the fair's meetings, paged, with the caller's own need or sign-up on each (anyone) */
  querySourcingPage: '/visitor/v2/sourcing/querySourcingPage',
  /** spec: a registered visitor submits a sourcing need for a meeting, or corrects and resubmits theirs */
  saveVisitorNeeds: '/visitor/v2/sourcing/saveVisitorNeeds',
  /** spec: an upgraded exhibitor's administrator signs the company up with up to six exhibits */
  saveExhibitorSign: '/visitor/v2/sourcing/saveExhibitorSign',
  /** spec: a visitor's own needs; or, to an approved exhibitor, one meeting's approved needs */
  queryVisitorPage: '/visitor/v2/sourcing/queryVisitorPage',
  /** spec: one need, to its visitor or to an exhibitor approved for its meeting */
  queryVisitorDetail: '/visitor/v2/sourcing/queryVisitorDetail',
  /** spec: deletes the caller's own need while it is pending or not approved */
  deleteVisitorNeeds: '/visitor/v2/sourcing/deleteVisitorNeeds',
  /** spec: the company's sign-ups */
  queryExhibitorSignPage: '/visitor/v2/sourcing/queryExhibitorSignPage',
  /** spec: one of the company's sign-ups */
  getExhibitorSignDetail: '/visitor/v2/sourcing/getExhibitorSignDetail',
  /** spec: corrects a pending or not approved sign-up (it is reviewed again) */
  updateExhibitorSign: '/visitor/v2/sourcing/updateExhibitorSign',
  /** ours: the console's meetings, newest start first */
  meetingList: '/visitor/v2/organizer/sourcing/meeting/list',
  /** ours: creates or edits a meeting */
  meetingSave: '/visitor/v2/organizer/sourcing/meeting/save',
  /** ours: cancels a meeting (kept, shown as cancelled; its needs and sign-ups stay readable) */
  meetingCancel: '/visitor/v2/organizer/sourcing/meeting/cancel',
  /** ours: buyers' needs by review status */
  needReviewList: '/visitor/v2/organizer/review/sourcing-need/list',
  /** ours: approves or rejects (with a reason) one need; the visitor gets a CHECKRESULT notice */
  needReviewDecide: '/visitor/v2/organizer/review/sourcing-need/decide',
  /** ours: exhibitors' sign-ups by review status */
  signReviewList: '/visitor/v2/organizer/review/sourcing-sign/list',
  /** ours: approves or rejects one sign-up; the company's administrators get a CHECKRESULT notice */
  signReviewDecide: '/visitor/v2/organizer/review/sourcing-sign/decide',
} as const;
