import type { Policy } from '../../core/auth';

// Registration forms of anonymous visitors need the lists.
export const areaPolicies = {
  countryList: 'anonymous',
  provinceList: 'anonymous',
  cityList: 'anonymous',
} as const satisfies Record<string, Policy>;
