import type { Policy } from '../../http/policy';

// Favourites belong to one account. Which subject types a caller may favourite (visitors: exhibitors
// and products; exhibitors: visitors) is checked in the service, so both kinds share the calls.
export const collectionPolicies = {
  addCollection: 'loggedIn',
  updateCollection: 'loggedIn',
  collectionList: 'loggedIn',
  // The exports list a visitor's favourite exhibitors and products.
  exportExcelProduct: 'visitor',
  exportExcelActor: 'visitor',
} as const satisfies Record<string, Policy>;
