import type { Policy } from '../../http/policy';

// Anonymous callers get the newest public products; a token personalises the ranking.
export const recommendPolicies = {
  recommendProducts: 'anonymous',
} as const satisfies Record<string, Policy>;
