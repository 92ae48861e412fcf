import { buryingRequestSchema, CatalogPaths } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { ok } from '../../http/envelope';
import { analyticsPolicies as P } from './analytics.policy';
import { recordEvent } from './analytics.service';

// The common fields may be absent from a tracking post: the fair comes from the body, then the query,
// then the server's configured fair.
const bodySchema = buryingRequestSchema.extend({ exhibitionId: z.string().min(1).max(64).optional() });
const querySchema = z.object({ exhibitionId: z.string().min(1).max(64).optional() }).loose();

export async function analyticsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  // navigator.sendBeacon posts its string as text/plain: read it as JSON on this route's context only.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (err) {
      (err as { statusCode?: number }).statusCode = 400;
      done(err as Error, undefined);
    }
  });

  r.post(
    CatalogPaths.burying,
    { schema: { body: bodySchema, querystring: querySchema }, config: { policy: P.burying } },
    async (request) => {
      // Spec 001 §3: tracking is skipped for exhibitor subjects; the call still succeeds.
      const auth = request.auth;
      if (auth.kind === 'session' && auth.session.subjectType === 'ACTOR') return ok({ stored: false });
      const { exhibitionId: fromBody, ...event } = request.body;
      const exhibitionId = fromBody ?? request.query.exhibitionId ?? deps.settings.exhibitionId;
      await recordEvent(db, { ...event, exhibitionId });
      return ok({ stored: true });
    },
  );
}
