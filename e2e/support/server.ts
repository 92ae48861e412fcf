import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SystemPaths } from '@openfair/contract';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export type StartedServer = {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
};

/** Starts `apps/server/src/main.ts` as a real process on a free port with a fresh DATA_DIR. */
export async function startServer(env: Record<string, string> = {}): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'openfair-e2e-'));
  const logDir = path.join(repoRoot, 'e2e/test-results');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, `server-${port}.log`));
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The journeys log in far more often than one person could from one address.
      LOGIN_RATE_LIMIT: '1000',
      // and ask for guest chat identities far more often than one guest would
      TOURIST_RATE_LIMIT: '1000',
      // Each browser context and API call comes "through a proxy" with an address of its own
      // (clientAddressHeader): per-address budgets such as the tourist limit then hold per journey,
      // as they would for separate people, instead of for every journey on 127.0.0.1 together.
      TRUST_PROXY: '127.0.0.1',
      // Journeys open pages far faster than people do: every guest page is server-rendered, none is
      // sent unrendered for the render-time budget (server-render.test.ts tests the budget).
      SERVER_RENDER_MS_PER_SECOND: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseURL = `http://127.0.0.1:${port}${env.BASE_PATH ?? ''}`;
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${log.path}`);
    try {
      const res = await fetch(`${baseURL}${SystemPaths.healthz}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (Date.now() >= deadline) throw new Error(`server did not become healthy; see ${log.path}`);
  return {
    baseURL,
    dataDir,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
