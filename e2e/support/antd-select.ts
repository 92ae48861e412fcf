import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';

/** antd's dropdown of the select that is open (one at a time). */
export const openDropdown = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/**
 * Clicks an option of antd's open single select until the dropdown closes, which it does on a pick. On
 * a busy machine a click can land while the dropdown is still opening and be lost: the select keeps its
 * value and the dropdown stays open, and a person would click again. `reopen` opens the select again if
 * the dropdown closed without the pick.
 */
export async function clickOption(page: Page, option: Locator, reopen?: () => Promise<void>): Promise<void> {
  const dropdown = openDropdown(page);
  await expect(async () => {
    if (reopen && (await dropdown.count()) === 0) await reopen();
    await option.click({ timeout: 5_000 });
    await dropdown.waitFor({ state: 'hidden', timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens the antd select `select` (its combobox) and picks its first option showing `text`. */
export async function pickOption(page: Page, select: Locator, text: string): Promise<void> {
  const open = () => select.click();
  await open();
  const option = openDropdown(page).locator('.ant-select-item-option').filter({ hasText: text }).first();
  await clickOption(page, option, open);
}
