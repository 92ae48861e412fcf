import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app';
import { systemPolicies } from './system.policy';
import { buildRuntimeConfig } from './system.service';

/** Health and runtime configuration: plain JSON, not the envelope (probes and the client bootstrap read them). */
export async function systemRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const runtimeConfig = buildRuntimeConfig(deps.settings);

  // Liveness only: it touches no table, so it also serves as the bench baseline of a bare route.
  app.get('/healthz', { config: { policy: systemPolicies.healthz } }, async () => ({
    status: 'ok',
    db: deps.database.kind,
  }));

  app.get('/config.json', { config: { policy: systemPolicies.runtimeConfig } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return runtimeConfig;
  });
}
