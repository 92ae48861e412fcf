import type { RuntimeConfig } from '@openfair/contract';
import { useSyncExternalStore } from 'react';
import { serverRenderBasePath } from './render-env';

declare global {
  interface Window {
    /** Injected by the server into index.html: BASE_PATH, '' for root. */
    __OPENFAIR_BASE_PATH__?: string;
  }
}

/** The base route the server serves the app under; every API call and the router use it. */
export function getBasePath(): string {
  const raw = typeof window === 'undefined' ? serverRenderBasePath() : (window.__OPENFAIR_BASE_PATH__ ?? '');
  return raw.endsWith('/') ? raw.slice(0, -1) : raw;
}

let current: RuntimeConfig | null = null;
const listeners = new Set<() => void>();

export function getRuntimeConfigOrNull(): RuntimeConfig | null {
  return current;
}

/** The runtime config; main.tsx loads it before rendering, so screens can rely on it. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet: call loadRuntimeConfig() first');
  return current;
}

/** Sets the config (used by loadRuntimeConfig and by tests). */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config;
  for (const listener of listeners) listener();
}

/**
 * Fetches `${base}/config.json` once. It uses fetch directly, not the request wrapper: the wrapper's
 * common fields come from this config.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (current) return current;
  const response = await fetchImpl(`${getBasePath()}/config.json`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const json = (await response.json()) as RuntimeConfig | { code: unknown; data: RuntimeConfig };
  // Accept the bare object (the contract) and, defensively, the `{ code, msg, data }` envelope.
  const config = 'data' in json && 'code' in json ? json.data : (json as RuntimeConfig);
  setRuntimeConfig(config);
  return config;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useSyncExternalStore(subscribe, getRuntimeConfigOrNull, getRuntimeConfigOrNull);
  if (!config) throw new Error('Runtime config is not loaded yet');
  return config;
}
