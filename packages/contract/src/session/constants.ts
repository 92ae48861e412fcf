/**
 * Login throttling (ours). Failed logins within `windowMinutes` that lock for `lockMinutes`: an account from one address
 * (`perAccount`), an address on any accounts (`perClient`), and an account from all addresses together
 * (`perAccountAllClients`, high so that only a crowd of addresses can reach it). The account locks stop
 * passwords only: a verification code still logs the owner in.
 */
export const LOGIN_LOCKOUT = {
  perAccount: 5,
  perClient: 30,
  perAccountAllClients: 100,
  windowMinutes: 15,
  lockMinutes: 15,
} as const;

export const QrStates = ['WAITING', 'SCANNED', 'CONFIRMED', 'EXPIRED'] as const;
export type QrState = (typeof QrStates)[number];
