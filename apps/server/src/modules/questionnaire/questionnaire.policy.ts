import type { Policy } from '../../http/policy';

export const questionnairePolicies = {
  // The organizer's questions are public (shown before login on some screens); answers are personal.
  questionSite: 'anonymous',
  questionnaire: 'visitor',
  saveQuestion: 'visitor',
} as const satisfies Record<string, Policy>;
