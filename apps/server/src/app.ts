import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  API_PREFIX,
  type CommonFields,
  commonFieldsSchema,
  type LanguageType,
  ResponseCode,
} from '@openfair/contract';
import { eq } from 'drizzle-orm';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  LogController,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { exhibitions } from './db/schema/index';
import { enforcePolicy, resolveAuth } from './http/auth';
import { AppError, envelopeFor, isOk } from './http/envelope';
import type { RouteSummary } from './http/policy';
import { contentSecurityPolicy, SECURITY_HEADERS } from './http/security-headers';
import { createSpaIndexLoader, NOT_BUILT_PAGE, renderSpaIndex } from './http/spa';
import { describeIssue, type IssueLike } from './http/validation-message';
import { mediaRoutes } from './media/media.routes';
import type { Storage } from './media/storage';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { areaRoutes } from './modules/area/area.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { flushSearchTrends } from './modules/catalog/search-trend.recorder';
import { collectionRoutes } from './modules/collection/collection.routes';
import { contentRoutes } from './modules/content/content.routes';
import { footprintRoutes } from './modules/footprint/footprint.routes';
import { questionnaireRoutes } from './modules/questionnaire/questionnaire.routes';
import { recommendRoutes } from './modules/recommend/recommend.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { systemRoutes } from './modules/system/system.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import type { Settings } from './settings';

export type AppOptions = {
  settings: Settings;
  database: Database;
  storage: Storage;
  /** where the built SPA lives; defaults to apps/web/dist */
  webDistDir?: string;
  /** login attempts per IP per minute (tests lower it) */
  loginRateLimit?: number;
  /** where logs go (default stdout); tests capture them to prove secrets never appear */
  logStream?: NodeJS.WritableStream;
};

/** Dependencies handed to every module plugin. */
export type ModuleDeps = { database: Database; settings: Settings };

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const EXHIBITION_CACHE_MS = 30_000;

/** Removes secrets carried in query strings (URL-token login: /?token=...) from logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|password|code)=)[^&#]*/gi, '$1[redacted]');
}

function languageFromRaw(request: FastifyRequest): LanguageType {
  const q = request.query as Record<string, unknown> | undefined;
  const b = request.body as Record<string, unknown> | undefined;
  const fromFields = (b && typeof b === 'object' ? b.languageType : undefined) ?? q?.languageType;
  if (fromFields === 'en') return 'en';
  if (fromFields === 'cn') return 'cn';
  return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'cn';
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { settings, database, storage } = opts;
  const { db } = database;
  const base = settings.basePath;
  const loadSpaIndex = createSpaIndexLoader(opts.webDistDir ?? DEFAULT_WEB_DIST, base);

  const app = Fastify({
    logger: {
      level: settings.logLevel,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      // Tokens and passwords never reach the logs, wherever they appear in logged objects.
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
      },
    },
    // Bodies of the JSON calls are small; uploads have their own limits in their routes.
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    logController: new LogController({ disableRequestLogging: settings.nodeEnv === 'test' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorateRequest('lang', 'cn');
  app.decorateRequest('common', null as unknown as CommonFields);
  app.decorateRequest('auth', null as unknown as never);

  const registeredRoutes: RouteSummary[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      registeredRoutes.push({
        method,
        url: route.url,
        policy: route.config?.policy,
        commonFields: route.config?.commonFields === true,
      });
    }
  });

  const knownExhibitions = new Map<string, number>();
  async function exhibitionExists(id: string): Promise<boolean> {
    const until = knownExhibitions.get(id);
    if (until && until > Date.now()) return true;
    const [row] = await db
      .select({ id: exhibitions.id })
      .from(exhibitions)
      .where(eq(exhibitions.id, id))
      .limit(1);
    if (row) knownExhibitions.set(id, Date.now() + EXHIBITION_CACHE_MS);
    return !!row;
  }

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

  // Common fields, exhibition, session and policy, before the route's own schema validation.
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
            en: 'the body must be a JSON object',
          });
        }
        // The client adds the common fields to the body and the query; the body wins.
        source = { ...query, ...((body as Record<string, unknown> | null) ?? {}) };
      }
      request.lang = source.languageType === 'en' ? 'en' : 'cn';
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
      if (!(await exhibitionExists(parsed.data.exhibitionId)))
        throw new AppError(ResponseCode.UnknownExhibition);
    }
    // Static files, docs and media declare no policy and need no session. An API route that forgot
    // its policy is treated as login-only (and the policy test fails it).
    if (!config.policy && !config.commonFields) return;
    request.auth = await resolveAuth(db, request.headers.authorization, settings.visitorToken);
    enforcePolicy(request, config.policy ?? 'loggedIn');
  });

  app.addHook('preSerialization', async (request, _reply, payload) =>
    isOk(payload) ? envelopeFor(ResponseCode.Success, request.lang, payload.data) : payload,
  );

  // The CSP allows the inline scripts of the served index.html (base-path script, IE check) by hash.
  const spaScriptHashes = () => loadSpaIndex()?.scriptHashes ?? renderSpaIndex('</head>', base).scriptHashes;
  // Search trends are summed in memory between writes (search-trend.recorder.ts); keep the last sums.
  app.addHook('onClose', async () => {
    await flushSearchTrends(db).catch((e: unknown) => app.log.error({ err: e }, 'search trends not saved'));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Headers a route set itself (media files have a stricter CSP) are kept.
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(k)) reply.header(k, v);
    // Swagger UI sets its own CSP for its pages.
    if (!request.url.startsWith(`${base}/docs`) && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy(spaScriptHashes()));
    }
    return payload;
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = request.lang ?? 'cn';
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(envelopeFor(error.code, lang, null, error));
    }
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
      return reply.code(400).send(envelopeFor(err.code, lang, null, err));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large...
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? { cn: '请求体不是有效的 JSON', en: 'the body is not valid JSON' }
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? { cn: '请求体过大', en: 'the body is too large' }
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? { cn: '不支持的内容类型', en: 'unsupported content type' }
              : undefined;
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      const err = new AppError(ResponseCode.BadRequest, undefined, detail);
      return reply.code(status).send(envelopeFor(err.code, lang, null, err));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(envelopeFor(ResponseCode.InternalError, lang, null));
  });

  await app.register(fastifyRateLimit, { global: false });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'OpenFair API', version: '0.1.0', description: 'Envelope: { code, msg, data }' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${base}/docs` });

  const deps: ModuleDeps = { database, settings };
  await app.register(
    async (scoped) => {
      await scoped.register(systemRoutes, deps);
      await scoped.register(sessionRoutes, {
        ...deps,
        loginRateLimit: opts.loginRateLimit ?? settings.loginRateLimit,
      });
      await scoped.register(areaRoutes, deps);
      await scoped.register(contentRoutes, deps);
      await scoped.register(registrationRoutes, {
        ...deps,
        loginRateLimit: opts.loginRateLimit ?? settings.loginRateLimit,
      });
      await scoped.register(questionnaireRoutes, deps);
      await scoped.register(verificationRoutes, {
        ...deps,
        loginRateLimit: opts.loginRateLimit ?? settings.loginRateLimit,
      });
      await scoped.register(collectionRoutes, deps);
      await scoped.register(footprintRoutes, deps);
      await scoped.register(catalogRoutes, deps);
      await scoped.register(recommendRoutes, deps);
      await scoped.register(analyticsRoutes, deps);
      await scoped.register(mediaRoutes, { storage });
    },
    { prefix: base },
  );

  // The built SPA. index.html is never served raw: the fallback below rewrites it for BASE_PATH.
  const distDir = opts.webDistDir ?? DEFAULT_WEB_DIST;
  // Without a build there is nothing to serve; SPA paths then get the "not built" page below.
  if (existsSync(distDir))
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: `${base}/`,
      wildcard: true,
      index: false,
      // Directory paths (`/`, `/assets/`) go to the SPA fallback: with `index: false` the plugin would
      // answer them 403 itself, which broke the home page at the site root.
      // Build metadata (vite's `.vite/manifest.json` lists source paths) is not for the public.
      allowedPath: (pathName) =>
        pathName !== '/index.html' &&
        !pathName.endsWith('/') &&
        !pathName.split('/').some((s) => s.startsWith('.')),
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite puts content hashes in asset names, so they never change.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const rel =
      base === ''
        ? pathname
        : pathname === base
          ? '/'
          : pathname.startsWith(`${base}/`)
            ? pathname.slice(base.length)
            : null;
    const lang = languageFromRaw(request);
    if (rel !== null && (rel.startsWith(`${API_PREFIX}/`) || rel === API_PREFIX || rel === '/getInfo')) {
      return reply.code(404).send(envelopeFor(ResponseCode.NotFound, lang, null));
    }
    const lastSegment = rel?.split('/').pop() ?? '';
    const isSpaPath =
      rel !== null &&
      (rel === '/index.html' || !lastSegment.includes('.')) &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !rel.startsWith('/media/') &&
      !rel.startsWith('/docs');
    if (!isSpaPath) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const index = loadSpaIndex();
    if (!index) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index.html);
  });

  return app;
}
