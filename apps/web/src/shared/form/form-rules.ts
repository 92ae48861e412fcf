import {
  type Bilingual,
  checkConfirmPassword,
  checkField,
  checkList,
  checkMaxLength,
  checkMaxNum,
  checkMinLength,
  checkPattern,
  checkRequired,
  type PatternName,
  type RuleResult,
  type UiLanguage,
} from '@openfair/contract';
import type { FormRule } from 'antd';

/**
 * antd adapter for the shared form rules of packages/contract (spec 000 §5). Every rule runs the
 * contract's own check through a validator, so a web form and the server judge a value the same
 * way (same character counting, same empty-value handling) and show the same bilingual message.
 * Messages come from the contract in the UI language, so components hold no interface literal.
 */

const settle = (result: RuleResult, lang: UiLanguage): Promise<void> =>
  result === null ? Promise.resolve() : Promise.reject(new Error(result[lang]));

/** Required field; `required: true` also makes antd show the required mark. */
export const requiredRule = (lang: UiLanguage, custom?: Bilingual): FormRule => ({
  required: true,
  validator: (_rule, value) => settle(checkRequired(value, custom), lang),
});

/** A named pattern of the contract; empty values pass (pair with `requiredRule`). */
export const patternRule = (lang: UiLanguage, name: PatternName): FormRule => ({
  validator: (_rule, value) => settle(checkPattern(name, value), lang),
});

/** Minimum and/or maximum length in characters. */
export const lengthRules = (lang: UiLanguage, { min, max }: { min?: number; max?: number }): FormRule[] => {
  const rules: FormRule[] = [];
  if (min !== undefined)
    rules.push({ validator: (_rule, value) => settle(checkMinLength(value, min), lang) });
  if (max !== undefined)
    rules.push({ validator: (_rule, value) => settle(checkMaxLength(value, max), lang) });
  return rules;
};

/** A number, or a list's item count, of at most `max`. */
export const maxNumRule = (lang: UiLanguage, max: number): FormRule => ({
  validator: (_rule, value) => settle(checkMaxNum(value, max), lang),
});

/** A list field (multi-select, checkbox group): at least one item. */
export const listRule = (lang: UiLanguage, custom?: Bilingual): FormRule => ({
  required: true,
  validator: (_rule, value) => settle(checkList(value, custom), lang),
});

/**
 * Confirm-password field: empty → "please enter password again", different from the field named
 * `otherFieldName` → "two passwords do not match". Give the Form.Item `dependencies={[otherFieldName]}`
 * so editing the first password re-validates this one.
 */
export const confirmPasswordRule =
  (lang: UiLanguage, otherFieldName: string): FormRule =>
  ({ getFieldValue }) => ({
    required: true,
    validator: (_rule, value) => settle(checkConfirmPassword(value, getFieldValue(otherFieldName)), lang),
  });

/**
 * Length bound and pattern of a grouped field of spec 000 §5 (long text, phone with area code,
 * web address, spaces allowed), by field name. Ordinary fields get no rule.
 */
export const fieldGroupRule = (lang: UiLanguage, field: string): FormRule => ({
  validator: (_rule, value) => settle(checkField(field, value), lang),
});
