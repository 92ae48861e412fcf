import type { Policy } from '../../http/policy';

/**
 * Spec 000 §6: finding exhibitors and products, search and the detail screens are public (a token,
 * when present, adds collected flags, pool access and history); finding visitors is for exhibitors.
 */
export const catalogPolicies = {
  exhibitorList: 'anonymous',
  productList: 'anonymous',
  visitorList: 'exhibitor',
  filterOptions: 'anonymous',
  search: 'anonymous',
  searchTrend: 'anonymous',
  exhibitorDetail: 'anonymous',
  exhibitorEmployees: 'anonymous',
  productDetail: 'anonymous',
  visitorDetail: 'exhibitor',
} as const satisfies Record<string, Policy>;
