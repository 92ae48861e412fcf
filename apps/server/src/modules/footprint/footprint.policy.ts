import type { Policy } from '../../http/policy';

// History belongs to one account: only its owner lists or clears it.
export const footprintPolicies = {
  footprintList: 'loggedIn',
  footprintClear: 'loggedIn',
} as const satisfies Record<string, Policy>;
