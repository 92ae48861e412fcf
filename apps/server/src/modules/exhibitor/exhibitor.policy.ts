import type { Policy } from '../../core/auth';

export const exhibitorPolicies = {
  // Every employee sees the company profile (/company-info is open to exhibitor staff, spec 000 §2);
  // only administrators change it and see the booth's checklist (their landing).
  getExhibitorBaseInfo: 'exhibitor',
  updateExhibitorBaseInfo: 'exhibitorAdmin',
  boothCompleteness: 'exhibitorAdmin',
} as const satisfies Record<string, Policy>;
