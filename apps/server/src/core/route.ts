import type {
  CommonFields,
  Endpoint,
  FILE,
  LanguageType,
  ParsedRequestOf,
  ResponseOf,
} from '@openfair/contract';
import type { AuthSession, AuthState, Policy } from './auth';
import type { AppContext } from './context';

/** A file answer (downloads): sent as is, with a Content-Disposition naming it. */
export type FileResult = {
  data: Buffer;
  contentType: string;
  /** `ascii` for old clients, `local` (may hold Chinese) for RFC 5987 `filename*` */
  filename: { ascii: string; local: string };
};

/**
 * What a handler sees of one call. The HTTP layer has already validated the common fields, the input
 * (against the endpoint's request schema) and the route's policy.
 */
export type Call<Input, P extends Policy = Policy> = {
  app: AppContext;
  input: Input;
  lang: LanguageType;
  common: CommonFields;
  /** the fair the call is about (the common field, checked to exist) */
  exhibitionId: string;
  /**
   * The caller's live session in this fair. Guaranteed on any policy but `anonymous`; on an anonymous
   * route it is null for guests, for dead tokens and for a session of another fair.
   */
  session: P extends 'anonymous' ? AuthSession | null : AuthSession;
  /** how the Authorization header resolved (an anonymous route can tell a dead token from none) */
  auth: AuthState;
  /** the raw Authorization header (logout revokes exactly that token) */
  authorization: string | undefined;
  /** the client address rate limits and lockouts key on */
  clientKey: string;
  /**
   * scheme://host for links the server hands out: PUBLIC_URL; without it, in development, the origin the
   * request came from; in production null (request headers are the client's to choose).
   */
  publicOrigin: string | null;
  setHeader(name: string, value: string): void;
  /**
   * The file of an upload endpoint (multipart, one `file` part), read into memory up to `maxBytes`:
   * 'tooLarge' when the part is longer (reading stops there), null when the request is not multipart or
   * carries no `file` part.
   */
  readUpload(maxBytes: number): Promise<Buffer | 'tooLarge' | null>;
};

type ResultOf<E extends Endpoint> = E['response'] extends typeof FILE ? FileResult : ResponseOf<E>;

/**
 * Named rate limits (per client address, per minute; sizes from settings): calls that check a password or
 * an account ('login'), slider puzzles ('slider'), analytics beacons ('analytics'), guest chat identities
 * ('tourist', TOURIST_IDENTITY_REQUESTS_PER_MINUTE) and every other call open to guests ('guest', the
 * default of anonymous routes that read the fair).
 */
export type RateLimitClass = 'login' | 'slider' | 'analytics' | 'tourist' | 'guest';

export type RouteOptions<E extends Endpoint, P extends Policy> = {
  policy: P;
  rateLimit?: RateLimitClass;
  /**
   * The common fields of spec 000 §7: required on every feature call; optional on a tracking beacon
   * (the fair then defaults to the configured one); none on health, bootstrap and development calls.
   */
  commonFields?: 'required' | 'optional' | 'none';
  /** false: answer plain JSON instead of the `{code, msg, data}` envelope (probes, the client bootstrap). */
  envelope?: boolean;
  /** Also accept a JSON body sent as text/plain (navigator.sendBeacon). */
  beacon?: boolean;
  /**
   * A development aid (the code outbox, the slider's answer): not registered at all in production, so no
   * mistake in its handler can expose it there.
   */
  developmentOnly?: true;
  handler: (call: Call<ParsedRequestOf<E>, P>) => Promise<ResultOf<E>> | ResultOf<E>;
};

/** A route as the HTTP layer registers it. */
export type RouteDefinition = Omit<RouteOptions<Endpoint, Policy>, 'handler'> & {
  endpoint: Endpoint;
  // biome-ignore lint/suspicious/noExplicitAny: erased here; `route()` checked the handler against its endpoint
  handler: (call: Call<any, Policy>) => Promise<unknown> | unknown;
};

export function route<E extends Endpoint, P extends Policy>(
  endpoint: E,
  options: RouteOptions<E, P>,
): RouteDefinition {
  return { ...options, endpoint } as unknown as RouteDefinition;
}

/** One feature area of the server: its routes (and, through slots, its per-instance state). */
export type AreaModule = { name: string; routes: RouteDefinition[] };

export const defineModule = (name: string, routes: RouteDefinition[]): AreaModule => ({ name, routes });

const sharedResponses = new WeakSet<object>();

/**
 * Marks a response that is kept (by a read model) and handed unchanged to every caller it fits: it must
 * never be changed afterwards. Its JSON is then written once per route and reused, instead of on every
 * request. Returns the value.
 */
export function sharedResponse<T extends object>(value: T): T {
  sharedResponses.add(value);
  return value;
}

export const isSharedResponse = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && sharedResponses.has(value);
