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
  // Two retries: a journey that passes only on one is listed at the end of the run with its failed
  // tries' last steps and page, and the retry's trace (support/journey-reporter.ts), to be fixed rather
  // than hidden.
  retries: 2,
  // Two to three times the slowest journey on a loaded 2-core machine (longer ones set their own): a
  // journey that hangs is cut off before it costs much.
  timeout: 90_000,
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
