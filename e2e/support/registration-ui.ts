import { AreaPaths } from '@openfair/contract';
import type { Page } from 'playwright-core';
import { clickOption, openDropdown } from './antd-select';
import { buttonName, type Lang, t } from './catalogue';
import { areaName } from './registration';

/**
 * Screen-level steps of the registration journeys, done the way a person does them (typing, clicking
 * the visible options), shared by the journeys and the screenshot script.
 */

/** The area the journeys choose: China / Guangdong / Guangzhou (ids of the area calls). */
export const JOURNEY_AREA = { countryId: 'CN', provinceId: '44', cityId: '4401' } as const;

/**
 * Chooses `option` in the select labelled `label`: the browser's own select by the option's text, or
 * antd's by opening it and clicking the option titled `option` (typing to filter).
 */
export async function chooseOption(page: Page, label: string, option: string, search = true): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  if (await select.evaluate((el) => el.tagName === 'SELECT')) {
    // its options come with an area call: wait until this one is offered and the select enabled
    await select.locator('option', { hasText: option }).first().waitFor({ state: 'attached' });
    await select.selectOption({ label: option });
    return;
  }
  const open = async () => {
    await select.click();
    if (search) await select.pressSequentially(option, { delay: 20 });
  };
  await open();
  await clickOption(page, openDropdown(page).locator(`.ant-select-item-option[title="${option}"]`), open);
}

export type FirstInfoInput = { name: string; company: string; position: string };

/** Fills the first info step (name, company, position, China / province / city) and submits it. */
export async function fillFirstInfo(
  page: Page,
  baseURL: string,
  lang: Lang,
  input: FirstInfoInput,
): Promise<void> {
  await page.locator('input#name').fill(input.name);
  await page.locator('input#company').fill(input.company);
  await page.locator('input#position').fill(input.position);
  const [country, province, city] = await Promise.all([
    areaName(baseURL, lang, AreaPaths.countryList, JOURNEY_AREA.countryId),
    areaName(baseURL, lang, AreaPaths.provinceList, JOURNEY_AREA.provinceId, {
      countryId: JOURNEY_AREA.countryId,
    }),
    areaName(baseURL, lang, AreaPaths.cityList, JOURNEY_AREA.cityId, { provinceId: JOURNEY_AREA.provinceId }),
  ]);
  await chooseOption(page, t(lang, 'shared:area.country'), country);
  await chooseOption(page, t(lang, 'shared:area.province'), province);
  await chooseOption(page, t(lang, 'shared:area.city'), city);
  await page.getByRole('button', { name: buttonName(t(lang, 'profile:actions.next')) }).click();
}

/**
 * Submits the questionnaire empty first (the required questions must then show their errors), then
 * answers exactly the questions that refused, and submits again. Returns how many were required.
 */
export async function answerRequiredQuestions(page: Page, lang: Lang): Promise<number> {
  const submit = page.getByRole('button', { name: buttonName(t(lang, 'profile:actions.submit')) });
  await page.locator('.of-question').first().waitFor();
  await submit.click();
  const refused = page.locator('.of-question.ant-form-item-has-error');
  await refused.first().waitFor();
  const count = await refused.count();
  const questions = page.locator('.of-question');
  const total = await questions.count();
  for (let i = 0; i < total; i++) {
    const item = questions.nth(i);
    if (!(await item.evaluate((el) => el.classList.contains('ant-form-item-has-error')))) continue;
    if ((await item.getByRole('radio').count()) > 0) await item.getByRole('radio').first().check();
    else if ((await item.getByRole('checkbox').count()) > 0) await item.getByRole('checkbox').first().check();
    else await item.locator('textarea').fill(lang === 'en' ? 'Sourcing LED lighting' : '采购LED灯具');
  }
  await refused.first().waitFor({ state: 'detached' });
  await submit.click();
  return count;
}
