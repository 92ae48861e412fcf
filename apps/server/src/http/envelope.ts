import { type Envelope, type LanguageType, messageFor, ResponseCode } from '@openfair/contract';

/** The success envelope; routes return `ok(data)` and the message is filled in the request language. */
export type Ok<T> = { readonly __ok: true; data: T };
export const ok = <T>(data: T): Ok<T> => ({ __ok: true, data });

/** HTTP status per envelope code: the body always carries the envelope, the status helps proxies and logs. */
const HTTP_STATUS: Partial<Record<ResponseCode, number>> = {
  [ResponseCode.BadRequest]: 400,
  [ResponseCode.Unauthorized]: 401,
  [ResponseCode.LoginExpired]: 401,
  [ResponseCode.Forbidden]: 403,
  [ResponseCode.NotFound]: 404,
  [ResponseCode.TooManyRequests]: 429,
  [ResponseCode.InternalError]: 500,
};

/**
 * A business error: thrown anywhere in a request, turned into `{code, msg, data: null}` by the error
 * handler. `detail` is appended to the catalogue message (already in the request language).
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ResponseCode,
    readonly params?: Record<string, string | number>,
    readonly detail?: Partial<Record<LanguageType, string>>,
  ) {
    super(`AppError ${code}`);
    this.name = 'AppError';
    this.statusCode = HTTP_STATUS[code] ?? 200;
  }
}

export function envelopeFor<T>(
  code: ResponseCode,
  lang: LanguageType,
  data: T,
  error?: AppError,
): Envelope<T> {
  const base = messageFor(code, lang, error?.params);
  const extra = error?.detail?.[lang];
  return { code, msg: extra ? `${base}${lang === 'en' ? ': ' : '：'}${extra}` : base, data };
}

export const isOk = (v: unknown): v is Ok<unknown> =>
  typeof v === 'object' && v !== null && (v as { __ok?: unknown }).__ok === true;
