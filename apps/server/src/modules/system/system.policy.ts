import type { Policy } from '../../http/policy';

export const systemPolicies = {
  healthz: 'anonymous',
  runtimeConfig: 'anonymous',
} as const satisfies Record<string, Policy>;
