import { ResponseCode } from '@openfair/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../core/errors';
import { envelopeFor } from './envelope';
import { describeIssue, type IssueLike } from './validation-message';

/**
 * Every failure becomes the envelope `{code, msg, data: null}` in the request language. Error envelopes
 * are written with JSON.stringify: a route's compiled writer describes its success shape only.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = request.lang ?? 'cn';
    const send = (
      status: number,
      err: AppError | null,
      code: (typeof ResponseCode)[keyof typeof ResponseCode],
    ) =>
      reply
        .code(status)
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send(envelopeFor(code, lang, null, err ?? undefined));

    if (error instanceof AppError) return send(error.statusCode, error, error.code);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const v = error.validation[0]!;
      const issue: IssueLike = {
        ...(v.params as Record<string, unknown>),
        code: v.keyword,
        message: v.message,
        path: v.instancePath.split('/').filter(Boolean),
      };
      const err = new AppError(ResponseCode.BadRequest, undefined, {
        cn: describeIssue(issue, 'cn'),
        en: describeIssue(issue, 'en'),
      });
      return send(400, err, err.code);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large...
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? { cn: '请求体不是有效的 JSON', en: 'The body is not valid JSON' }
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? { cn: '请求体过大', en: 'The body is too large' }
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? { cn: '不支持的内容类型', en: 'Unsupported content type' }
              : undefined;
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      return send(status, new AppError(ResponseCode.BadRequest, undefined, detail), ResponseCode.BadRequest);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(500, null, ResponseCode.InternalError);
  });
}
