import { defineConfig } from 'vitest/config';

// Unit and server-integration tests. Browser journeys live in e2e/ with their own config.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one file at a time; files spend much of it waiting (on
    // PostgreSQL, ffmpeg, timers, module loading), so two at once nearly halve the run.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // A migrated PGlite database dumped once per run: each test database starts from it.
          globalSetup: ['./test/pglite-template.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The fake API server (msw) and the browser APIs jsdom lacks: src/test/setup.ts.
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
