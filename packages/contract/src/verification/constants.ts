/** Why a code is sent; a code is only valid for the purpose it was sent for. */
export const CodeScenes = ['REGISTER', 'LOGIN', 'RESET_PASSWORD', 'BIND'] as const;
export type CodeScene = (typeof CodeScenes)[number];

/** Verification codes: 6 digits, valid 10 minutes, 60 s between sends, daily and hourly caps, 5 wrong tries. */
export const CODE_RULES = {
  length: 6,
  ttlSeconds: 600,
  resendSeconds: 60,
  perTargetPerDay: 10,
  perClientPerHour: 20,
  maxWrongTries: 5,
} as const;

/** Samples of a slider drag the client sends at most (it keeps the last one current when full). */
export const SLIDER_PATH_MAX = 200;
