import { afterAll, expect } from 'vitest';
import { a11ySummary, appendSummary, BLOCKING, formatViolations } from './a11y';

/**
 * Runs in every journey file: after the file's own hooks have closed its browser (which finishes the
 * scans under way), the file fails on any serious or critical axe violation seen on any of its screens.
 */
afterAll(async () => {
  const file = expect.getState().testPath ?? 'unknown';
  const summary = await a11ySummary(file.replace(/^.*\/e2e\//, ''));
  appendSummary(summary);
  const blocking = summary.violations.filter((v) => BLOCKING.includes(v.impact));
  if (blocking.length > 0) {
    throw new Error(`axe: ${blocking.length} serious or critical violations\n${formatViolations(blocking)}`);
  }
});
