import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { forgetRequests, server } from './server';

/**
 * Setup of the web unit tests (vitest.config.ts, project "web"): the fake API server (test/server.ts)
 * and the browser APIs jsdom lacks that antd needs.
 */

// antd's responsive helpers need matchMedia; its menus, tabs and popups measure with ResizeObserver.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// The unit tests share the 2-core machine with the server's: a screen's first antd render can take more
// than the library's default second to appear there, so findBy* and waitFor wait up to five.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A test sees only its own calls, also when one sent as an earlier test or file ended arrives late.
beforeEach(() => forgetRequests());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  forgetRequests();
});
afterAll(() => server.close());
