import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyRateLimit from '@fastify/rate-limit';
import { SessionPaths } from '@openfair/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './core/context';
import type { AreaModule } from './core/route';
import { registerCommonFields } from './http/common-fields';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/error-handler';
import { mediaRoutes } from './http/media';
import { registerOpenApi } from './http/openapi';
import type { RouteSummary } from './http/request-state';
import { registerModules } from './http/routes';
import { configuredOrigins, registerSecurityHeaders } from './http/security-headers';
import { createServerRendering } from './http/server-render';
import { createSpaIndexLoader, renderSpaIndex } from './http/spa';
import { registerSpa } from './http/static';
import { registerStringGuard } from './http/string-guard';
import { areaModules } from './modules/index';
import { liveFlvHttp, liveIngestHooks } from './modules/live/index';
import { attachRealtime } from './realtime/realtime';
import type { Settings } from './settings';

export type AppOptions = {
  /** where the built SPA lives; defaults to apps/web/dist */
  webDistDir?: string;
  /** the areas to serve (all of them unless a test narrows it) */
  modules?: AreaModule[];
  /** the Redis key prefix of the socket adapter (tests running side by side each use their own) */
  realtimeKey?: string;
};

/**
 * Fastify's trust setting for TRUST_PROXY. A hop count trusts the nearest N hops, whoever they are (as
 * Express does; Fastify itself now refuses bare counts): right only when the server cannot be reached
 * except through those proxies, which the README says. A list trusts exactly those addresses.
 */
function trustProxyOption(
  trust: Settings['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * The HTTP application of one instance: the plugins of http/ around the areas' routes. It does not
 * listen (main.ts does; tests inject). Closing it closes the context's slots and event bus.
 */
export async function buildApp(ctx: AppContext, opts: AppOptions = {}): Promise<FastifyInstance> {
  const { settings } = ctx;
  const base = settings.basePath;
  const distDir = opts.webDistDir ?? DEFAULT_WEB_DIST;
  const loadSpaIndex = createSpaIndexLoader(distDir, base);

  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    // Bodies of the JSON calls are small; uploads have their own limits in their routes.
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(settings.trustProxy),
    requestTimeout: settings.timeouts.requestMs,
    keepAliveTimeout: settings.timeouts.keepAliveMs,
    http: {
      headersTimeout: settings.timeouts.headersMs,
      // Node checks the two timeouts on this interval (30 s by default, longer than the timeouts).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(settings.timeouts.headersMs / 2)),
    },
    routerOptions: { ignoreTrailingSlash: true },
    logController: new LogController({ disableRequestLogging: settings.nodeEnv === 'test' }),
  });
  app.setValidatorCompiler(validatorCompiler);

  const registeredRoutes: RouteSummary[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.decorate('appContext', ctx);
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
  app.addHook('onClose', () => ctx.close());

  // First of the preValidation hooks: nothing after it sees a string the database cannot store.
  registerStringGuard(app);
  registerCommonFields(app, ctx);
  registerErrorHandler(app);
  // The CSP allows the inline scripts of the served index.html (base-path script, IE check) by hash;
  // without a build, the base-path script the fallback page would carry.
  const unbuiltHashes = renderSpaIndex('</head>', base).scriptHashes;
  registerSecurityHeaders(app, {
    basePath: base,
    connectOrigins: configuredOrigins([settings.s3?.endpoint, settings.livePlaybackBase]),
    scriptHashes: () => loadSpaIndex()?.scriptHashes ?? unbuiltHashes,
  });
  await app.register(fastifyRateLimit, { global: false });
  // Before every route: it hooks each route as it is added (the built app's files come precompressed).
  await registerCompression(app);
  if (settings.docs) await registerOpenApi(app, base);

  await app.register(
    async (scoped) => {
      await registerModules(scoped, ctx, opts.modules ?? areaModules);
      await scoped.register(mediaRoutes, { storage: ctx.storage });
      // LIVE_INGEST=external: nginx-rtmp / SRS publish hooks (not JSON-envelope calls)
      await scoped.register(liveIngestHooks, { app: ctx });
      // LIVE_INGEST=embedded: HTTP-FLV of the stream (the WS-FLV upgrade is start-ingest's)
      await scoped.register(liveFlvHttp, { app: ctx });
    },
    { prefix: base },
  );
  await registerSpa(app, {
    distDir,
    basePath: base,
    loadIndex: loadSpaIndex,
    getInfoPath: SessionPaths.getInfo,
    rendering: createServerRendering(app, {
      // The web build puts its server renderer beside the browser build.
      ssrDir: path.join(path.dirname(distDir), 'dist-ssr'),
      distDir,
      basePath: base,
      enabled: settings.serverRender,
      msPerSecond: settings.serverRenderMsPerSecond,
    }),
  });
  const realtime = await attachRealtime(app.server, ctx, {
    allowedOrigins: configuredOrigins([settings.publicOrigin]),
    redisKey: opts.realtimeKey,
  });
  // Before the HTTP server closes: open sockets would keep it from closing.
  app.addHook('preClose', () => realtime.close());
  return app;
}
