import { type LanguageType, ResponseCode } from '@openfair/contract';

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
 * A business error: thrown anywhere in a call, turned into `{code, msg, data: null}` by the HTTP layer.
 * `detail` is appended to the catalogue message (already in the request language).
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
