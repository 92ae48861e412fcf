import type { Policy } from '../../core/auth';

export const catalogPolicies = {
  // Spec 000 §6: finding exhibitors and products, search and the detail screens are public (a token,
  // when present, adds collected flags, pool access and history); finding visitors is for exhibitors.
  exhibitorList: 'anonymous',
  productList: 'anonymous',
  // Open to guests too (spec 000 §2 /find/person): cards carry no contact details; details stay exhibitors'.
  visitorList: 'anonymous',
  filterOptions: 'anonymous',
  search: 'anonymous',
  searchTrend: 'anonymous',
  exhibitorDetail: 'anonymous',
  exhibitorEmployees: 'anonymous',
  productDetail: 'anonymous',
  visitorDetail: 'exhibitor',
  // Favourites belong to one account. Which subject types a caller may favourite (visitors: exhibitors
  // and products; exhibitors: visitors) is checked in the service, so both kinds share the calls.
  addCollection: 'loggedIn',
  updateCollection: 'loggedIn',
  collectionList: 'loggedIn',
  // The exports list a visitor's favourite exhibitors and products.
  exportExcelProduct: 'visitor',
  exportExcelActor: 'visitor',
  // History belongs to one account: only its owner lists or clears it.
  footprintList: 'loggedIn',
  footprintClear: 'loggedIn',
  // Anonymous callers get the newest public products; a token personalises the ranking.
  recommendProducts: 'anonymous',
  // The tracking post comes from every page, logged in or not; exhibitor sessions are skipped.
  burying: 'anonymous',
} as const satisfies Record<string, Policy>;
