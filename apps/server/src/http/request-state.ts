import type { CommonFields, LanguageType } from '@openfair/contract';
import type { AuthState, Policy } from '../core/auth';
import type { AppContext } from '../core/context';

/** What the app records about each registered route (the route tests walk them). */
export type RouteSummary = { method: string; url: string; policy: Policy | undefined; commonFields: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RouteSummary[];
    /** the instance's context (tests and scripts reach the areas' services through it) */
    appContext: AppContext;
  }
  interface FastifyContextConfig {
    policy?: Policy;
    /** true on calls that read the common fields (all /visitor/v2 calls and /getInfo) */
    commonFields?: boolean;
    /** the common fields may be absent (tracking beacons) */
    optionalCommonFields?: boolean;
  }
  interface FastifyRequest {
    lang: LanguageType;
    common: CommonFields;
    auth: AuthState;
  }
}
