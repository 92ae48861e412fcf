/** Login throttling (ours): failed passwords per account and per client address before a lockout. */
export const LOGIN_LOCKOUT = { perAccount: 5, perClient: 30, windowMinutes: 15, lockMinutes: 15 } as const;

export const QrStates = ['WAITING', 'SCANNED', 'CONFIRMED', 'EXPIRED'] as const;
export type QrState = (typeof QrStates)[number];
