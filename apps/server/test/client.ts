import type { OutgoingHttpHeaders } from 'node:http';
import type {
  ApiPath,
  EndpointByPath,
  Envelope,
  RequestOf,
  ResponseOf,
  SessionSubjectType,
} from '@openfair/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { accounts, FAIR_A, FAIR_B, PASSWORD } from './fixtures';

/** Who makes a call: a fixture account by role, a token, or nobody (the guest's public visitor token). */
export type Caller = Role | { token: string; subjectType?: SessionSubjectType } | 'guest';
export type Role = keyof typeof ROLES;

/** The fixture accounts (fixtures.ts) and how each logs in. */
const ROLES = {
  visitor: { account: accounts.visitor.email, subjectType: 'VISITOR', fair: FAIR_A },
  newVisitor: { account: accounts.newVisitor.email, subjectType: 'VISITOR', fair: FAIR_A },
  admin: { account: accounts.admin.email, subjectType: 'ACTOR', fair: FAIR_A },
  staff: { account: accounts.staff.email, subjectType: 'ACTOR', fair: FAIR_A },
  organizer: { account: accounts.organizer.email, subjectType: 'ORGANIZER', fair: FAIR_A },
  onlyB: { account: accounts.onlyB.email, subjectType: 'VISITOR', fair: FAIR_B },
} as const;

export type CallOptions = {
  as?: Caller;
  lang?: 'cn' | 'en';
  /** the common field exhibitionId (default: the caller's fair, else FAIR_A) */
  fair?: string;
  /** the common field subjectType (default: the caller's role) */
  subjectType?: SessionSubjectType;
  headers?: Record<string, string>;
  /** the client address the call comes from (rate limits and lockouts key on it; default 127.0.0.1) */
  ip?: string;
};

/** What a test reads of an answer. `data` is typed as the success data; check `code` first. */
export type Reply<T> = {
  status: number;
  code: number | string;
  msg: string;
  data: T;
  headers: OutgoingHttpHeaders;
  body: string;
};

type Body<P extends ApiPath> = Partial<RequestOf<EndpointByPath[P]>> & Record<string, unknown>;
type Data<P extends ApiPath> = ResponseOf<EndpointByPath[P]>;
/** The data of a call by its path, e.g. to type the plain JSON of `/healthz` read with `app.inject`. */
export type DataOf<P extends ApiPath> = Data<P>;

/**
 * Calls the app the way the web client does (common fields in the body or query, the token in
 * Authorization), typed by the contract: `api.post(CatalogPaths.productList, { pageSize: 5 }, { as: 'visitor' })`.
 * Role logins happen once per client and are reused.
 */
export type TestClient = {
  post<P extends ApiPath>(path: P, body?: Body<P>, opts?: CallOptions): Promise<Reply<Data<P>>>;
  get<P extends ApiPath>(path: P, query?: Body<P>, opts?: CallOptions): Promise<Reply<Data<P>>>;
  /** The token of a role (logs in on first use), e.g. to revoke it behind the app's back. */
  tokenOf(role: Role): Promise<string>;
  /** Forgets cached logins (after a password change or a logout of a role). */
  forgetLogins(): void;
};

/**
 * The envelope of an answer to a call made by hand with `app.inject` (malformed bodies, missing common
 * fields, paths under a BASE_PATH), with `data` as the caller says (`readEnvelope<DataOf<typeof path>>(res)`).
 */
export function readEnvelope<T = unknown>(res: { json: () => unknown }): Envelope<T> {
  return res.json() as Envelope<T>;
}

export function testClient(app: FastifyInstance): TestClient {
  const tokens = new Map<Role, Promise<string>>();

  async function login(role: Role): Promise<string> {
    const r = ROLES[role];
    const reply = await call('POST', '/visitor/v2/account/webLogon', {
      body: { account: r.account, password: PASSWORD, loginSubjectType: r.subjectType },
      fair: r.fair,
    });
    if (reply.code !== 1000) throw new Error(`login as ${role} failed: ${reply.code} ${reply.msg}`);
    return (reply.data as { token: string }).token;
  }

  function tokenOf(role: Role): Promise<string> {
    let t = tokens.get(role);
    if (!t) {
      t = login(role);
      tokens.set(role, t);
      t.catch(() => tokens.delete(role));
    }
    return t;
  }

  async function callerHeaders(caller: Caller | undefined) {
    if (!caller || caller === 'guest')
      return { authorization: undefined, subjectType: '' as const, fair: undefined };
    if (typeof caller === 'object')
      return {
        authorization: caller.token,
        subjectType: caller.subjectType ?? ('' as const),
        fair: undefined,
      };
    return {
      authorization: await tokenOf(caller),
      subjectType: ROLES[caller].subjectType,
      fair: ROLES[caller].fair,
    };
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    o: CallOptions & { body?: Record<string, unknown> },
  ): Promise<Reply<unknown>> {
    const who = await callerHeaders(o.as);
    const common = {
      languageType: o.lang ?? 'cn',
      exhibitionId: o.fair ?? who.fair ?? FAIR_A,
      appId: 'app',
      terminal: 'PC',
      subjectType: o.subjectType ?? who.subjectType,
    };
    const headers = { ...(who.authorization ? { authorization: who.authorization } : {}), ...o.headers };
    const from = o.ip ? { remoteAddress: o.ip } : {};
    const res = await app.inject(
      method === 'GET'
        ? { method, url: path, query: { ...common, ...(o.body as Record<string, string>) }, headers, ...from }
        : { method, url: path, payload: { ...common, ...o.body }, headers, ...from },
    );
    return replyOf(res);
  }

  return {
    post: (path, body, opts = {}) => call('POST', path, { ...opts, body }) as never,
    get: (path, query, opts = {}) => call('GET', path, { ...opts, body: query }) as never,
    tokenOf,
    forgetLogins: () => tokens.clear(),
  };
}

/** A reply with the bytes as sent: a file (an .xlsx export) is not text. */
export type RawReply<T> = Reply<T> & { bytes: Buffer };

/**
 * A call not shaped like the web client's: `payload` goes as given, without the common fields (an
 * object as JSON, a string with the caller's content type), e.g. the log host's tracking beacon, or a
 * download whose bytes matter. Use `api.post` for everything else.
 */
export async function rawCall<P extends ApiPath>(
  app: FastifyInstance,
  path: P,
  o: {
    method?: 'GET' | 'POST';
    payload?: Record<string, unknown> | string;
    query?: Record<string, string>;
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<RawReply<Data<P>>> {
  const res = await app.inject({
    method: o.method ?? 'POST',
    url: path,
    query: o.query,
    payload: o.payload,
    headers: { ...(o.token ? { authorization: o.token } : {}), ...o.headers },
  });
  return replyOf(res) as RawReply<Data<P>>;
}

/** What a test reads of an injected response: the envelope's fields when it is JSON, and the raw answer. */
function replyOf(res: LightMyRequestResponse): RawReply<unknown> {
  const json = res.headers['content-type']?.toString().includes('json') ? res.json() : {};
  return {
    status: res.statusCode,
    code: json.code,
    msg: json.msg,
    data: json.data,
    headers: res.headers,
    body: res.body,
    bytes: res.rawPayload,
  };
}

/** The body `api.post(path, body)` takes, for a test's own helper around one path. */
export type BodyOf<P extends ApiPath> = Body<P>;
