/** Probes and the client's bootstrap: plain JSON, not the envelope, no common fields. */
export const SystemPaths = {
  healthz: '/healthz',
  runtimeConfig: '/config.json',
} as const;
