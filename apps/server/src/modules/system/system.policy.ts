import type { Policy } from '../../core/auth';

export const systemPolicies = {
  healthz: 'anonymous',
  runtimeConfig: 'anonymous',
} as const satisfies Record<string, Policy>;
