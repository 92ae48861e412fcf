import pino, { type Logger } from 'pino';
import type { Settings } from '../settings';

export type { Logger };

/** Removes secrets carried in query strings (URL-token login: /?token=...) from logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|password|code)=)[^&#]*/gi, '$1[redacted]');
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
        err: pino.stdSerializers.err,
      },
    },
    stream ?? process.stdout,
  );
}
