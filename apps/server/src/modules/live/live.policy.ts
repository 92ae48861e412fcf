import type { Policy } from '../../core/auth';

export const livePolicies = {
  // The list and details are public (spec 000 §8): the detail itself says what a guest may open.
  queryList: 'anonymous',
  queryDetail: 'anonymous',
  getLiveState: 'anonymous',
  activityTypes: 'anonymous',
  productList: 'anonymous',
  // Marks belong to an account.
  wantLive: 'loggedIn',
  thumbUp: 'loggedIn',
  // guests too: a guest's entry counts once among a public live's viewers (by its browser's viewer id)
  watchLog: 'anonymous',
  validLivePassword: 'loggedIn',
  productEvent: 'visitor',
  // Any of the company's staff runs its lives (presenters are employees, spec 001 §2 /liveManage).
  magQueryList: 'exhibitor',
  magQueryDetail: 'exhibitor',
  magAdd: 'exhibitor',
  magUpdate: 'exhibitor',
  magQueryProduct: 'exhibitor',
  magQueryEmployees: 'exhibitor',
  magQueryObsDetail: 'exhibitor',
  magQueryExhibitorConfig: 'exhibitor',
  magResetKey: 'exhibitor',
  magPin: 'exhibitor',
  magFunnel: 'exhibitor',
  // The organizer's console: the review queue needs `review`, the activity types `editContent`
  // (requirePermission in the services: owners and reviewers, owners and content editors).
  reviewList: 'organizer',
  reviewDecide: 'organizer',
  activityTypeAdminList: 'organizer',
  activityTypeSave: 'organizer',
  activityTypeMove: 'organizer',
  activityTypeDisable: 'organizer',
  activityTypeRemove: 'organizer',
} as const satisfies Record<string, Policy>;
