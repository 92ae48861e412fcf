import {
  type ApiPath,
  type EndpointByPath,
  isLoginExpiredCode,
  isSuccessCode,
  type LanguageType,
  NETWORK_ERROR_TOAST_MS,
  REQUEST_TIMEOUT_MS,
  type RequestOf,
  type ResponseOf,
  toLanguageType,
} from '@openfair/contract';
import { i18n } from '../i18n';
import { appEvents } from '../lib/app-events';
import { pathTo } from '../lib/paths';
import { isServer, serverRenderPathname } from '../lib/render-env';
import { getBasePath, getRuntimeConfigOrNull } from '../lib/runtime-config';
import { isLoggedIn, sessionStore } from '../lib/session-store';

/**
 * The two calls to the ID-card verification service never carry the Authorization header
 * (spec 000 §7). The spec does not show their paths: these are ours.
 */
export const NO_AUTH_PATHS: readonly string[] = [
  '/visitor/v2/identity/getValidationToken',
  '/visitor/v2/identity/checkValidation',
];

/** Route prefix on which languageType is always cn (spec 000 §7, spec 001 §2: live management). */
const FORCE_CN_PATH = pathTo('liveManage');

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  /** Download: resolve the response as a Blob (spec 000 §7 "stream" calls). */
  stream?: boolean;
  /** Caller-side cancellation; an abort is never shown to the user (spec 000 §8). */
  signal?: AbortSignal;
  /**
   * No notification on failure: the caller handles the error, e.g. the login form shows the server
   * message inline. Only a 401/1003 while the session is logged in still opens the login-expired dialog
   * (a URL-token check or a half-done login stays silent: the session is not logged in yet).
   */
  silent?: boolean;
  timeoutMs?: number;
};

export class ApiError extends Error {
  readonly code: number | string;
  readonly data: unknown;
  /** 'server': an envelope with a non-success code; 'network': no usable response; 'abort': cancelled. */
  readonly kind: 'server' | 'network' | 'abort';
  constructor(kind: ApiError['kind'], code: number | string, message: string, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.data = data;
  }
}

type CommonFields = {
  languageType: LanguageType;
  exhibitionId: string;
  appId: string;
  terminal: 'PC';
  subjectType: string;
};

function currentRoutePath(): string {
  const rendered = serverRenderPathname();
  if (rendered !== null) return rendered;
  const base = getBasePath();
  const path = window.location.pathname;
  return base && path.startsWith(base) ? path.slice(base.length) || '/' : path;
}

/** languageType, exhibitionId, appId, terminal and subjectType of spec 000 §7. */
export function commonFields(): CommonFields {
  const session = sessionStore.getState();
  const config = getRuntimeConfigOrNull();
  const path = currentRoutePath();
  const onLiveManage = path === FORCE_CN_PATH || path.startsWith(`${FORCE_CN_PATH}/`);
  return {
    languageType: onLiveManage ? 'cn' : toLanguageType(session.language),
    exhibitionId: config?.exhibitionId || session.exhibitionId,
    appId: config?.appId ?? '',
    terminal: 'PC',
    subjectType: session.subjectType,
  };
}

/** The URL of a call under BASE_PATH, with its query. */
export function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return `${getBasePath()}${path}${qs ? `?${qs}` : ''}`;
}

/** How calls reach the server: fetch in the browser; in-process calls while the server renders a page. */
export type RequestTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: RequestTransport = (url, init) => fetch(url, init);

/** For the server renderer: answer the app's calls without going through the network. */
export function setRequestTransport(next: RequestTransport): void {
  transport = next;
}

/** A login expiry dialog is open: later expiries only notify (spec 000 §4). */
let expiryDialogPending = false;

/** For tests: forget a pending expiry dialog. */
export function resetExpiryDialogState(): void {
  expiryDialogPending = false;
}

/**
 * What the wrapper shows goes out as app events, which app/ turns into antd notifications, toasts and
 * dialogs. Before app/ has subscribed (the first calls at start-up) there is no UI yet: log instead.
 */
function notifyError(message: string): void {
  // A server render has nobody to tell: the browser loads again what the server could not.
  if (isServer) return;
  if (appEvents.emit('errorNotice', { message }) === 0) console.error(message);
}

function toastError(message: string): void {
  if (isServer) return;
  if (appEvents.emit('errorToast', { message, durationMs: NETWORK_ERROR_TOAST_MS }) === 0) {
    console.error(message);
  }
}

/**
 * Ends the session with the blocking "login expired" dialog showing `message` (a 401/1003 answer, or the
 * chat telling this login that a newer one took over): confirming logs out and opens the login page.
 */
export function handleLoginExpired(message: string, opts: { kicked?: boolean } = {}): void {
  if (expiryDialogPending) {
    notifyError(message);
    return;
  }
  expiryDialogPending = true;
  const dialogClosed = () => {
    expiryDialogPending = false;
  };
  // Nobody to show the dialog yet: the next expiry tries again.
  if (appEvents.emit('loginExpired', { message, dialogClosed, kicked: opts.kicked }) === 0) dialogClosed();
}

export type Envelope = { code?: unknown; msg?: unknown; message?: unknown; data?: unknown; status?: unknown };

function isEnvelopeSuccess(body: Envelope): boolean {
  // Spec 000 §8: 1000 or "0000"; a body with an app-token key or status OK is also a success.
  return isSuccessCode(body.code) || 'app-token' in body || body.status === 'OK';
}

function rejectWithServerError(body: Envelope, httpStatus: number, silent: boolean): never {
  const code = (body.code as number | string | undefined) ?? httpStatus;
  const text =
    (typeof body.msg === 'string' && body.msg) ||
    (typeof body.message === 'string' && body.message) ||
    i18n.t('common:errors.server');
  // A silent call stays silent, except that an expiry of a logged-in session still opens the dialog:
  // the background notice poll is silent and is often the first call to meet a revoked token.
  const expiredSession = isLoginExpiredCode(code) && isLoggedIn(sessionStore.getState());
  if (silent && !expiredSession) throw new ApiError('server', code, text, body.data);
  // Someone who never logged in has no session to expire: the screen says what it could not load.
  if (isLoginExpiredCode(code)) {
    if (expiredSession) handleLoginExpired(text);
  } else notifyError(text);
  throw new ApiError('server', code, text, body.data);
}

/**
 * The `data` of an answer's parsed JSON (null when it was not JSON), or an ApiError for a failure,
 * shown to the user like any call's unless `silent`. Shared by `request` and the uploads.
 */
export function envelopeData<T>(parsed: Envelope | null, httpStatus: number, silent: boolean): T {
  if (parsed === null || typeof parsed !== 'object') {
    if (httpStatus === 401) rejectWithServerError({ code: 401 }, 401, silent);
    const text = i18n.t('common:errors.server');
    if (!silent) notifyError(text);
    throw new ApiError('server', httpStatus, text);
  }
  if (isEnvelopeSuccess(parsed)) return ('data' in parsed ? parsed.data : parsed) as T;
  return rejectWithServerError(parsed, httpStatus, silent);
}

/**
 * Calls the server and resolves to the envelope's `data` (or a Blob for stream calls).
 * Any non-success code rejects with an ApiError after showing the server message.
 */
export async function request<T>(opts: RequestOptions): Promise<T> {
  const method = opts.method ?? 'POST';
  const common = commonFields();
  const hasBody = method !== 'GET' && method !== 'DELETE';
  // Common fields go into every body and every query, also empty ones; the session's values win over
  // the caller's so a screen cannot send a language or identity the session does not have.
  const query = hasBody
    ? opts.query
      ? { ...opts.query, ...common }
      : undefined
    : { ...opts.query, ...common };
  const url = buildUrl(opts.path, query);

  const headers: Record<string, string> = { Accept: 'application/json, */*' };
  const token = sessionStore.getState().token;
  if (token && !NO_AUTH_PATHS.includes(opts.path)) headers.Authorization = token;
  let body: string | undefined;
  if (hasBody) {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    body = JSON.stringify({ ...opts.body, ...common });
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', onCallerAbort);

  let response: Response;
  try {
    response = await transport(url, { method, headers, body, signal: controller.signal });
  } catch (error) {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
    const aborted = !timedOut && (opts.signal?.aborted || (error as Error)?.name === 'AbortError');
    if (aborted) throw new ApiError('abort', 'ABORTED', (error as Error)?.message ?? 'aborted');
    const text = timedOut ? i18n.t('common:errors.timeout') : i18n.t('common:errors.network');
    toastError(text);
    throw new ApiError('network', timedOut ? 'TIMEOUT' : 'NETWORK', text);
  }

  try {
    const contentType = response.headers.get('content-type') ?? '';
    const isJson = contentType.includes('json');
    if (opts.stream && !isJson && response.ok) {
      // Blob responses pass through (spec 000 §8).
      return (await response.blob()) as T;
    }
    let parsed: Envelope | null = null;
    if (isJson) {
      try {
        parsed = (await response.json()) as Envelope;
      } catch {
        parsed = null;
      }
    }
    return envelopeData<T>(parsed, response.status, Boolean(opts.silent));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const aborted = !timedOut && opts.signal?.aborted;
    if (aborted) throw new ApiError('abort', 'ABORTED', 'aborted');
    const text = i18n.t('common:errors.network');
    toastError(text);
    throw new ApiError('network', 'NETWORK', text);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
}

type CallOptions = Omit<RequestOptions, 'path' | 'method' | 'body' | 'query'>;

/**
 * What a call of the contract takes (before the server's defaults) and what it answers, by its path.
 * Types only: the contract's zod schemas never reach the browser.
 */
export type ApiBody<P extends ApiPath> = RequestOf<EndpointByPath[P]>;
export type ApiData<P extends ApiPath> = ResponseOf<EndpointByPath[P]>;

/** The body may be left out only when the call needs nothing but the common fields. */
type Args<P extends ApiPath> =
  Record<string, never> extends ApiBody<P>
    ? [body?: ApiBody<P>, opts?: CallOptions]
    : [body: ApiBody<P>, opts?: CallOptions];

export function post<P extends ApiPath>(path: P, ...[body, opts]: Args<P>): Promise<ApiData<P>> {
  return request<ApiData<P>>({ ...opts, path, method: 'POST', body: body as Record<string, unknown> });
}

export function get<P extends ApiPath>(path: P, ...[query, opts]: Args<P>): Promise<ApiData<P>> {
  return request<ApiData<P>>({ ...opts, path, method: 'GET', query: query as Record<string, QueryValue> });
}
