import { expect } from '@playwright/test';
import type { Locator } from 'playwright-core';

/**
 * Clicks `trigger` until `popup` shows. On a busy machine a click on a control of a dialog that is still
 * opening can be lost (antd's pop-up confirmation then never opens), and a person would click again. The
 * pop-up is looked for before each new click, so one that opened late is not closed by a second click.
 */
export async function clickUntilShown(trigger: Locator, popup: Locator): Promise<void> {
  await expect(async () => {
    if (!(await popup.isVisible())) await trigger.click({ timeout: 5_000 });
    await popup.waitFor({ state: 'visible', timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
