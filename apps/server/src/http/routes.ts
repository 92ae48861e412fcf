import fastifyMultipart from '@fastify/multipart';
import { FILE, MAX_UPLOAD_BYTES, ResponseCode } from '@openfair/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../core/context';
import { AppError } from '../core/errors';
import type { AreaModule, Call, FileResult, RateLimitClass, RouteDefinition } from '../core/route';
import { sessionInFair } from './auth';
import { successEnvelope } from './envelope';
import { compileResponseSerializer, envelopeSerializer } from './serializer';

/** The envelope around a route's response schema, as the OpenAPI document and the writer see it. */
const envelopeOf = (data: z.ZodType) =>
  z.object({ code: z.literal(ResponseCode.Success), msg: z.string(), data });

/**
 * The rate limit of a route: the class it names, else 'guest' for any route a guest may call that works
 * for a fair (probes, the bootstrap and development calls, without common fields, are left alone).
 */
export function rateLimitClassOf(def: Pick<RouteDefinition, 'rateLimit' | 'policy' | 'commonFields'>) {
  if (def.rateLimit) return def.rateLimit;
  return def.policy === 'anonymous' && def.commonFields !== 'none' ? 'guest' : undefined;
}

function rateLimitFor(app: AppContext, limit: RateLimitClass | undefined) {
  if (!limit) return undefined;
  const { loginRateLimit, anonRateLimit, analyticsRateLimit, touristRateLimit } = app.settings;
  const perMinute: Record<RateLimitClass, number> = {
    login: loginRateLimit,
    // A slider puzzle is rendered per call and a person may need a few tries: three times the login limit.
    slider: loginRateLimit * 3,
    analytics: analyticsRateLimit,
    tourist: touristRateLimit,
    guest: anonRateLimit,
  };
  return {
    max: perMinute[limit],
    timeWindow: '1 minute',
    // Each class counts on its own: a page of lists does not use up the login attempts.
    keyGenerator: (request: FastifyRequest) => `${limit}|${request.ip}`,
    errorResponseBuilder: () => new AppError(ResponseCode.TooManyRequests),
    ...(limit === 'guest'
      ? {
          // Guests only: someone logged in answers for their account. Counted once the token is read.
          hook: 'preHandler' as const,
          allowList: (request: FastifyRequest) => request.auth?.kind === 'session',
        }
      : {}),
  };
}

/** scheme://host the page was loaded from (its Origin header, else Host): development only. */
function requestOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin && /^https?:\/\/[a-z0-9.\-[\]:]+$/i.test(origin)) return origin;
  const host = request.headers.host;
  const safeHost = host && /^[a-z0-9.\-[\]:]+$/i.test(host) ? host : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${safeHost}`;
}

function callOf(
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: unknown,
): Call<unknown> {
  return {
    app,
    input,
    lang: request.lang,
    common: request.common,
    exhibitionId: request.common.exhibitionId,
    session: sessionInFair(request),
    auth: request.auth,
    authorization: request.headers.authorization,
    clientKey: request.ip,
    publicOrigin:
      app.settings.publicOrigin ?? (app.settings.nodeEnv === 'production' ? null : requestOrigin(request)),
    setHeader: (name, value) => void reply.header(name, value),
    readUpload: (maxBytes) => readUploadedFile(request, maxBytes),
  };
}

/**
 * Reads an upload's file: the one `file` part of a multipart body, or a raw application/octet-stream
 * body, stopping at `maxBytes` (the purpose's limit, so a 100 MB body aimed at a 2 MB limit is not read
 * whole).
 */
async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<Buffer | 'tooLarge' | null> {
  if (request.isMultipart()) {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    if (part?.fieldname !== 'file') return null;
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    return part.file.truncated ? 'tooLarge' : Buffer.concat(chunks);
  }
  if (!request.headers['content-type']?.startsWith('application/octet-stream')) return null;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request.raw) {
    length += (chunk as Buffer).length;
    if (length > maxBytes) return 'tooLarge';
    chunks.push(chunk as Buffer);
  }
  return length === 0 ? null : Buffer.concat(chunks);
}

/** Multipart and raw bodies for upload endpoints only; everything else stays JSON. */
async function acceptUploads(scope: FastifyInstance) {
  await scope.register(fastifyMultipart, {
    // The route reads the file itself, with its purpose's limit; these are the ceilings for any upload.
    limits: { files: 1, fields: 0, parts: 1, fileSize: MAX_UPLOAD_BYTES, headerPairs: 100 },
  });
  // A raw body is left unread here: the handler reads it, after the policy, with its own limit.
  scope.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null, undefined));
}

function sendFile(reply: FastifyReply, file: FileResult) {
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${file.filename.ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename.local)}`,
    )
    .header('cache-control', 'no-store')
    .send(file.data);
}

/** Parses a JSON body sent as text/plain (navigator.sendBeacon cannot set a JSON content type). */
function acceptBeaconBodies(scope: FastifyInstance) {
  scope.removeContentTypeParser('text/plain');
  scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (err) {
      (err as { statusCode?: number }).statusCode = 400;
      done(err as Error, undefined);
    }
  });
}

function registerRoute(scope: FastifyInstance, app: AppContext, def: RouteDefinition) {
  const { endpoint } = def;
  // A GET's input is its query; so is an upload's, whose body is the file.
  const inQuery = endpoint.method === 'GET' || endpoint.upload === true;
  const schema: FastifySchema = inQuery ? { querystring: endpoint.request } : { body: endpoint.request };
  const responseSchema =
    endpoint.response === FILE
      ? null
      : def.envelope === false
        ? endpoint.response
        : envelopeOf(endpoint.response);
  if (responseSchema) schema.response = { 200: responseSchema };
  const route = `${endpoint.method} ${endpoint.path}`;
  const enveloped = def.envelope !== false && endpoint.response !== FILE;
  scope.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: {
      policy: def.policy,
      commonFields: (def.commonFields ?? 'required') !== 'none',
      optionalCommonFields: def.commonFields === 'optional',
      ...(rateLimitClassOf(def) ? { rateLimit: rateLimitFor(app, rateLimitClassOf(def)) } : {}),
    },
    serializerCompiler: ({ schema: s }) =>
      enveloped
        ? envelopeSerializer(s as z.ZodType, endpoint.response as z.ZodType, {
            strict: app.settings.nodeEnv === 'test',
            route,
          })
        : compileResponseSerializer(s as z.ZodType, { strict: app.settings.nodeEnv === 'test', route }),
    handler: async (request, reply) => {
      const input = inQuery ? request.query : request.body;
      const result = await def.handler(callOf(app, request, reply, input));
      if (endpoint.response === FILE) return sendFile(reply, result as FileResult);
      return def.envelope === false ? result : successEnvelope(request.lang, result);
    },
  });
}

/** Registers every area's routes (call inside the BASE_PATH prefix). */
export async function registerModules(scope: FastifyInstance, app: AppContext, modules: AreaModule[]) {
  const production = app.settings.nodeEnv === 'production';
  for (const module of modules) {
    const served = module.routes.filter((r) => !(production && r.developmentOnly));
    const plain = served.filter((r) => !r.beacon && !r.endpoint.upload);
    const beacons = served.filter((r) => r.beacon);
    const uploads = served.filter((r) => r.endpoint.upload);
    for (const def of plain) registerRoute(scope, app, def);
    if (beacons.length > 0)
      await scope.register(async (child) => {
        acceptBeaconBodies(child);
        for (const def of beacons) registerRoute(child, app, def);
      });
    if (uploads.length > 0)
      await scope.register(async (child) => {
        await acceptUploads(child);
        for (const def of uploads) registerRoute(child, app, def);
      });
  }
}
