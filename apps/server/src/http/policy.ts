import type { CommonFields, LanguageType, SubjectType } from '@openfair/contract';

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
};

/** How the Authorization header resolved: absent/visitor token, a live session, or a dead token. */
export type AuthState =
  | { kind: 'anonymous' }
  | { kind: 'session'; session: AuthSession }
  | { kind: 'invalid' };

/** What the app recorded about each registered route (the policy test walks them). */
export type RouteSummary = { method: string; url: string; policy: Policy | undefined; commonFields: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RouteSummary[];
  }
  interface FastifyContextConfig {
    policy?: Policy;
    /** true on calls that read the common fields (all /visitor/v2 calls and /getInfo) */
    commonFields?: boolean;
  }
  interface FastifyRequest {
    lang: LanguageType;
    common: CommonFields;
    auth: AuthState;
  }
}
