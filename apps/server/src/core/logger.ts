import pino, { type Logger } from 'pino';
import type { Settings } from '../settings';

export type { Logger };

/** Removes secrets carried in query strings (URL-token login: /?token=...) from logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|password|code)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * An error as logged. A failed database query (the ORM's error carries the SQL and its parameters, and
 * says both in its message) is logged with its SQL and the database's own code and message, never with
 * the parameters: they are what users typed, passwords and codes included.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const queryError = error as Error & { query?: unknown; params?: unknown; cause?: unknown };
  if (typeof queryError.query === 'string' && 'params' in queryError) {
    const cause = queryError.cause as { code?: unknown; message?: unknown } | undefined;
    return {
      type: error.name,
      message: `Failed query: ${queryError.query}`,
      stack: error.stack?.replace(/^[\s\S]*?\n(?=\s+at )/, `${error.name}: Failed query\n`),
      ...(cause ? { cause: { code: cause.code, message: cause.message } } : {}),
    };
  }
  return pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
}

/**
 * The one logger of an instance (the HTTP layer logs requests through it too). Tokens and passwords
 * never reach the logs, wherever they appear in logged objects.
 */
export function createLogger(settings: Pick<Settings, 'logLevel'>, stream?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level: settings.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'headers.authorization',
          'authorization',
          'body.password',
          '*.password',
          '*.token',
          'password',
          'token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: serializeError,
      },
    },
    stream ?? process.stdout,
  );
}
