import { test as base, expect } from '@playwright/test';
import { formatViolations, takeViolations } from './a11y';

/**
 * The journeys' `test`: Playwright Test's, with axe-core's verdict on every screen the journey reached
 * (support/a11y.ts). After each journey, and at the end of a worker for scans its last file's closing
 * hooks set off, a serious or critical violation fails it, named with its screen, language and width.
 */
export const test = base.extend<{ axeVerdict: undefined }, { axeVerdictAtEnd: undefined }>({
  axeVerdict: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      await use(undefined);
      await failOnViolations();
    },
    { auto: true },
  ],
  axeVerdictAtEnd: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      await use(undefined);
      await failOnViolations();
    },
    { auto: true, scope: 'worker' },
  ],
});

async function failOnViolations(): Promise<void> {
  const { blocking, errors } = await takeViolations();
  for (const error of errors) console.warn(`axe scan could not run: ${error}`);
  if (blocking.length > 0) {
    throw new Error(`axe: ${blocking.length} serious or critical violations\n${formatViolations(blocking)}`);
  }
}

export { expect };
