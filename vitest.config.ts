import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The web test files that replace a module (`vi.mock`, `vi.doMock`): a replacement holds only in a
 * module graph of the file's own, so these run isolated. Every other web file shares its worker's
 * modules (antd, React, the app) with the files before it, and starts from a fresh page's state
 * (apps/web/src/test/setup.ts resets it).
 */
function webFilesThatMockModules(): string[] {
  const src = path.join(root, 'apps/web/src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(src, file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}
const isolatedWebFiles = webFilesThatMockModules();

const web = {
  root: './apps/web',
  environment: 'jsdom',
  // The fake API server (msw) and the browser APIs jsdom lacks: src/test/setup.ts.
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: 20_000,
};

// Unit and server-integration tests. Browser journeys live in e2e/ with their own config.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one file at a time; files spend much of it waiting (on
    // PostgreSQL, ffmpeg, timers, module loading), so two at once nearly halve the run.
    maxWorkers: 2,
    // Where the time went: per project, and each project's ten slowest files.
    reporters: ['default', './scripts/test-timing-reporter.ts'],
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // The migrations and the fixtures applied once per run and engine: each test database is a copy.
          globalSetup: ['./test/database-templates.setup.ts'],
          // Test files share their worker's modules (the server's state lives in each app's context, not
          // in modules); test/setup.ts puts back the little that is module-wide.
          isolate: false,
          setupFiles: ['./test/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          ...web,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: isolatedWebFiles,
          isolate: false,
          setupFiles: [...web.setupFiles, './src/test/fresh-page.ts'],
        },
      },
      {
        test: {
          ...web,
          name: 'web-mocks',
          include: isolatedWebFiles,
        },
      },
    ],
  },
});
