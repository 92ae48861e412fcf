import { beforeAll } from 'vitest';
import { resetClock } from '../src/core/clock';

/**
 * Runs before each server test file. The files of a worker share its modules (vitest.config.ts), so
 * what is module-wide starts afresh here: the test clock (core/clock.ts) that some files move.
 */
beforeAll(() => {
  resetClock();
});
