import type { Policy } from '../../core/auth';

export const vipPolicies = {
  // A visitor's own application; the VIP page is for visitors whose registration is complete (checked).
  insert: 'visitor',
  get: 'visitor',
} satisfies Record<string, Policy>;
