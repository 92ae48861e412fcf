import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { printA11yTotals, resetA11yTotals } from './a11y-totals';
import { CALL_RING_TIMEOUT_E2E_SECONDS, CHROMIUM_PATH } from './browser';
import { JOURNEY_WORKERS } from './journey-workers';
import { freePort, repoRoot, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** one server per worker: a worker's journeys use `baseURLs[VITEST_POOL_ID - 1]` (support/journey-server.ts) */
    baseURLs: string[];
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Browser tests need Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    // `npm ci && npm test` on a fresh machine: build the web app once, as `npm start` does.
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0)
      throw new Error('Browser tests need the built web app, and `npm run build` failed');
  }
  resetA11yTotals();
  // E2E_BASE_URL points the journeys at an already running server (quicker when writing a journey).
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURLs', [external.replace(/\/$/, '')]);
    return printA11yTotals;
  }
  // One server of its own per worker (each with its own data), so journeys that run at the same time
  // never see each other's changes. Live ingest on a free RTMP port (1935 may be taken by a real media
  // server or another run); calls ring for 8 s instead of 30 s, so the no-answer journey does not wait
  // half a minute.
  const servers = await Promise.all(
    Array.from({ length: JOURNEY_WORKERS }, async () =>
      startServer({
        RTMP_PORT: String(await freePort()),
        CALL_RING_TIMEOUT_SECONDS: String(CALL_RING_TIMEOUT_E2E_SECONDS),
      }),
    ),
  );
  project.provide(
    'baseURLs',
    servers.map((server) => server.baseURL),
  );
  return async () => {
    printA11yTotals();
    await Promise.all(servers.map((server) => server.stop()));
  };
}
