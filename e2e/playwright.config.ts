import { defineConfig } from '@playwright/test';
import { BROWSER_ARGS, CHROMIUM_PATH } from './support/browser';
import { JOURNEY_WORKERS } from './support/journey-workers';

/**
 * Browser journeys: Playwright Test driving Debian's Chromium, against real servers (embedded PGlite,
 * demo data) started once per run, one per worker (support/global-setup.ts).
 */
export default defineConfig({
  testDir: './journeys',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  // A worker runs one journey file at a time against its own server (support/journey-server.ts).
  workers: JOURNEY_WORKERS,
  fullyParallel: false,
  // One retry: a journey that passes only on it is listed at the end of the run with the trace of its
  // failed try (support/journey-reporter.ts), to be fixed rather than hidden.
  retries: 1,
  // Generous: a loaded CI machine, or several journeys at once (E2E_WORKERS), makes steps slower.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/playwright',
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'test-results/report' }],
    ['./support/journey-reporter.ts'],
  ],
  reportSlowTests: null,
  projects: [
    { name: 'journeys', testIgnore: /accessibility\.e2e\.ts$/ },
    // Every screen in both languages, widths and roles, after the other journeys: it scans only the
    // screen states none of them reached (each state is scanned once per run, support/a11y.ts).
    { name: 'every-screen', testMatch: /accessibility\.e2e\.ts$/, dependencies: ['journeys'] },
  ],
  use: {
    // A failed try leaves its error and a screenshot of the page it failed on; its retry leaves a full
    // trace. (Tracing every first try, to keep the failed one's, made the journeys 30-60 % slower here.)
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: BROWSER_ARGS },
  },
});
