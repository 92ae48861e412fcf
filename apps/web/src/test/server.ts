import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The fake API of the web unit tests: an MSW server that answers the app's real fetch calls, so the
 * request wrapper (common fields, token, envelope, errors, app events) runs as in the browser. The web
 * project's setup file starts it, drops each test's handlers after the test and fails a test that
 * calls an API nobody answers.
 *
 *   mockApi({
 *     [CatalogPaths.productList]: (body) => page(body.pageNum),   // answered as { code: 1000, data }
 *     [CatalogPaths.addCollection]: () => failure(1004, 'forbidden'),
 *   });
 *   ...
 *   expect(bodiesOf(CatalogPaths.productList)[0]).toEqual({ pageNum: 1, ... });
 */
export const server = setupServer();

/** The fields the request wrapper adds to every body and query (spec 000 §7). */
export const COMMON_FIELDS = ['languageType', 'exhibitionId', 'appId', 'terminal', 'subjectType'] as const;

export type Body = Record<string, unknown>;

export type RecordedRequest = {
  method: string;
  path: string;
  /**
   * The JSON body (POST/PUT) or the query (GET/DELETE, and uploads, whose body is a file), without the
   * common fields.
   */
  body: Body;
  /** The same with the common fields, as sent. */
  sent: Body;
  headers: Headers;
  /** An upload's body as sent (multipart or raw bytes); null for JSON and bodiless calls. */
  upload: Uint8Array | null;
};

const recorded: RecordedRequest[] = [];

/** Every answered API call of the running test, in order. */
export function requests(): readonly RecordedRequest[] {
  return recorded;
}

/** The bodies (or GET queries) sent to `path`, without the common fields, in order. */
export function bodiesOf(path: string): Body[] {
  return recorded.filter((r) => r.path === path).map((r) => r.body);
}

export function forgetRequests(): void {
  recorded.length = 0;
}

/** An error envelope: the wrapper rejects with an ApiError of this code and message. */
export class Failure {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
  ) {}
}
export const failure = (code: number, msg = 'failed', data: unknown = null) => new Failure(code, msg, data);

/** A response sent as it is (not wrapped in an envelope), e.g. `raw(HttpResponse.error())`. */
export class Raw {
  constructor(readonly response: Response) {}
}
export const raw = (response: Response) => new Raw(response);
/** The connection fails: the wrapper shows a network error. */
export const networkError = () => raw(HttpResponse.error());

export type Reply = (body: Body, request: RecordedRequest) => unknown;

function withoutCommon(values: Body): Body {
  const rest = { ...values };
  for (const key of COMMON_FIELDS) delete rest[key];
  return rest;
}

async function record(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  let sent: Body;
  let upload: Uint8Array | null = null;
  const isJson = (request.headers.get('content-type') ?? '').includes('json');
  if (request.method === 'GET' || request.method === 'DELETE') {
    sent = Object.fromEntries(url.searchParams);
  } else if (isJson || !request.body) {
    const text = await request.text();
    sent = text ? (JSON.parse(text) as Body) : {};
  } else {
    upload = new Uint8Array(await request.arrayBuffer());
    sent = Object.fromEntries(url.searchParams);
  }
  const entry = {
    method: request.method,
    path: url.pathname,
    body: withoutCommon(sent),
    sent,
    headers: request.headers,
    upload,
  };
  recorded.push(entry);
  return entry;
}

async function answer(reply: Reply, entry: RecordedRequest): Promise<Response> {
  const result = await reply(entry.body, entry);
  if (result instanceof Raw) return result.response;
  if (result instanceof Failure)
    return HttpResponse.json({ code: result.code, msg: result.msg, data: result.data });
  return HttpResponse.json({ code: 1000, msg: '', data: result ?? null });
}

/**
 * Answers calls to each path (any method; a contract path such as SessionPaths.webLogon) with its reply:
 * the reply's value goes out in a success envelope, a `failure(...)` as an error envelope, a `raw(...)`
 * response as it is. A reply may be async, e.g. to hold an answer back. Later calls override earlier
 * ones for the same path.
 */
export function mockApi(routes: Record<string, Reply>): void {
  server.use(
    ...Object.entries(routes).map(([path, reply]) =>
      http.all(path, async ({ request }) => answer(reply, await record(request))),
    ),
  );
}

/** A reply that never answers (a call still in flight when the test looks). */
export const pending: Reply = () => new Promise(() => {});
