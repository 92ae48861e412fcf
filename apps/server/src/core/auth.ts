import type { SubjectType } from '@openfair/contract';

/**
 * Who may call a route. Every route declares one in its module's *.policy.ts (a test fails any API
 * route without it):
 * - anonymous: anyone, a token is read when present (e.g. banners for logged-in users);
 * - loggedIn: any valid session; visitor / exhibitor / organizer: a session of that subject type;
 * - exhibitorAdmin: an exhibitor session whose employee row has the admin flag.
 */
export const Policies = [
  'anonymous',
  'loggedIn',
  'visitor',
  'exhibitor',
  'exhibitorAdmin',
  'organizer',
] as const;
export type Policy = (typeof Policies)[number];

export type AuthSession = {
  tokenId: string;
  userAccountId: string;
  exhibitionId: string;
  subjectType: SubjectType;
  /**
   * Read with the token in one query, because most calls need it: a visitor's pre-registration
   * (product and live visibility) and an exhibitor account's company, admin flag and resignation.
   */
  preRegistered: boolean;
  employee: { exhibitorId: string; admin: boolean; resigned: boolean } | null;
  /** when the login that made this token happened (ms): the newest login of a device class wins the chat */
  issuedAt?: number;
  /**
   * A guest's chat identity (modules/chat/tourist.service.ts): such a session exists only inside the chat
   * (its socket and the tourist calls); the HTTP policies never see one, so no other route accepts it.
   */
  tourist?: true;
};

/** How the Authorization header resolved: absent/visitor token, a live session, or a dead token. */
export type AuthState =
  | { kind: 'anonymous' }
  | { kind: 'session'; session: AuthSession }
  | { kind: 'invalid' };
