import type { Policy } from '../../http/policy';

// The tracking post comes from every page, logged in or not; exhibitor sessions are skipped in the route.
export const analyticsPolicies = {
  burying: 'anonymous',
} as const satisfies Record<string, Policy>;
