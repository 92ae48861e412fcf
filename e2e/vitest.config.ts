import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys: one real server (embedded PGlite, demo data) for the whole run, Chromium from Debian.
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: {
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    // Two journeys (a CJK button not found for 30 s) each failed once in about five full runs on the
    // 2-core machine under load; one retry keeps CI honest about real breakage while that is investigated.
    retry: 1,
    testTimeout: 90_000,
    hookTimeout: 240_000,
    reporters: ['default'],
  },
});
