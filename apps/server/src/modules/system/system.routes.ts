import { systemEndpoints as E } from '@openfair/contract';
import { defineModule, route } from '../../core/route';
import { settingsFlags } from '../session/index';
import { systemPolicies as P } from './system.policy';
import { buildRuntimeConfig } from './system.service';

/** Health and runtime configuration: plain JSON, not the envelope (probes and the client bootstrap read them). */
export const systemModule = defineModule('system', [
  // Liveness only: it touches no table, so it also serves as the bench baseline of a bare route.
  route(E.healthz, {
    policy: P.healthz,
    commonFields: 'none',
    envelope: false,
    handler: ({ app }) => ({ status: 'ok' as const, db: app.dbKind }),
  }),
  route(E.runtimeConfig, {
    policy: P.runtimeConfig,
    commonFields: 'none',
    envelope: false,
    handler: async ({ app, setHeader }) => {
      setHeader('cache-control', 'no-cache');
      return buildRuntimeConfig(app.settings, await settingsFlags(app.db, app.settings.exhibitionId));
    },
  }),
]);
