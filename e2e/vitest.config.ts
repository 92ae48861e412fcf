import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

import { JOURNEY_WORKERS } from './support/journey-workers';

// Browser journeys: real servers (embedded PGlite, demo data), one per worker, Chromium from Debian.
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: {
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // axe-core on every screen a journey visits; a file fails on a serious or critical violation.
    setupFiles: ['./support/a11y-setup.ts'],
    // A worker runs one journey file at a time against its own server (support/journey-server.ts).
    maxWorkers: JOURNEY_WORKERS,
    // One retry for timing flakes on the 2-core machine. The one seen so far (antd leaving its invisible
    // loading icon in a button's accessible name) is handled in support/catalogue.ts buttonName.
    retry: 1,
    // Generous: a loaded CI machine, or several journeys at once (E2E_WORKERS), makes steps slower.
    testTimeout: 150_000,
    hookTimeout: 240_000,
    reporters: ['default'],
  },
});
