import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys: one real server (embedded PGlite, demo data) for the whole run, Chromium from Debian.
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: {
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // axe-core on every screen a journey visits; a file fails on a serious or critical violation.
    setupFiles: ['./support/a11y-setup.ts'],
    fileParallelism: false,
    // One retry for timing flakes on the 2-core machine. The one seen so far (antd leaving its invisible
    // loading icon in a button's accessible name) is handled in support/catalogue.ts buttonName.
    retry: 1,
    testTimeout: 90_000,
    hookTimeout: 240_000,
    reporters: ['default'],
  },
});
