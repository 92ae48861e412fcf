import { commonFieldsSchema, type LanguageType, ResponseCode } from '@openfair/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../core/context';
import { AppError } from '../core/errors';
import { exhibitionExists } from '../core/exhibitions';
import { enforcePolicy, resolveAuth } from './auth';
import { describeIssue } from './validation-message';

/** The request language before the common fields are validated (error pages, 404s). */
export function languageFromRaw(request: FastifyRequest): LanguageType {
  const q = request.query as Record<string, unknown> | undefined;
  const b = request.body as Record<string, unknown> | undefined;
  const fromFields = (b && typeof b === 'object' ? b.languageType : undefined) ?? q?.languageType;
  if (fromFields === 'en') return 'en';
  if (fromFields === 'cn') return 'cn';
  return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'cn';
}

/**
 * Before a route's own validation: the common fields of spec 000 §7 (body wins over query), the fair
 * they name, the session behind the Authorization header, and the route's policy.
 */
export function registerCommonFields(app: FastifyInstance, ctx: AppContext): void {
  const { settings } = ctx;
  app.decorateRequest('lang', 'cn');
  app.decorateRequest('common', null as never);
  app.decorateRequest('auth', null as never);

  app.addHook('onRequest', async (request) => {
    request.lang = languageFromRaw(request);
    request.auth = { kind: 'anonymous' };
    request.common = {
      languageType: request.lang,
      exhibitionId: settings.exhibitionId,
      appId: settings.appId,
      terminal: 'PC',
      subjectType: '',
    };
  });

  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (config.commonFields) {
      const query = (request.query ?? {}) as Record<string, unknown>;
      let source: Record<string, unknown> = query;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const body = request.body;
        if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
          throw new AppError(ResponseCode.BadRequest, undefined, {
            cn: '请求体必须是 JSON 对象',
            en: 'The body must be a JSON object',
          });
        }
        // The client adds the common fields to the body and the query; the body wins.
        source = { ...query, ...((body as Record<string, unknown> | null) ?? {}) };
      }
      request.lang = source.languageType === 'en' ? 'en' : 'cn';
      if (config.optionalCommonFields && source.exhibitionId === undefined) {
        source = { ...source, exhibitionId: settings.exhibitionId };
      }
      const parsed = commonFieldsSchema.safeParse(source);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new AppError(ResponseCode.BadRequest, undefined, {
          cn: describeIssue(issue, 'cn'),
          en: describeIssue(issue, 'en'),
        });
      }
      request.common = parsed.data;
      request.lang = parsed.data.languageType;
      if (!(await exhibitionExists(ctx, parsed.data.exhibitionId)))
        throw new AppError(ResponseCode.UnknownExhibition);
    }
    // Static files, docs and media declare no policy and need no session. An API route that forgot
    // its policy is treated as login-only (and the route test fails it).
    if (!config.policy && !config.commonFields) return;
    request.auth = await resolveAuth(ctx, request.headers.authorization);
    enforcePolicy(request, config.policy ?? 'loggedIn');
  });
}
