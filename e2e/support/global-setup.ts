import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { printA11yTotals, resetA11yTotals } from './a11y-totals';
import { CALL_RING_TIMEOUT_E2E_SECONDS, CHROMIUM_PATH } from './browser';
import { JOURNEY_SERVERS_ENV } from './journey-server';
import { JOURNEY_WORKERS } from './journey-workers';
import { freePort, repoRoot, startServer } from './server';

/**
 * Once per run, before the journeys: the built web app (`npm ci && npm test` on a fresh machine builds
 * it, as `npm start` does), and one server per worker, whose addresses reach the workers through the
 * environment. Returns the run's teardown: the axe totals, and the servers stopped.
 */
export default async function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Browser tests need Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0)
      throw new Error('Browser tests need the built web app, and `npm run build` failed');
  }
  resetA11yTotals();
  // E2E_BASE_URL points the journeys at an already running server (quicker when writing a journey).
  const external = process.env.E2E_BASE_URL;
  if (external) {
    process.env[JOURNEY_SERVERS_ENV] = external.replace(/\/$/, '');
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
  process.env[JOURNEY_SERVERS_ENV] = servers.map((server) => server.baseURL).join(' ');
  return async () => {
    printA11yTotals();
    await Promise.all(servers.map((server) => server.stop()));
  };
}
