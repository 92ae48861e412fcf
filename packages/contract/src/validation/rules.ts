import type { Bilingual, UiLanguage } from '../codes';
import { DOMAIN_MAX, DOMAIN_MIN } from '../constants';
import { type PatternName, patterns } from './patterns';

/**
 * Generic form rules of spec 000 §5, framework-neutral: each check returns `null` when the value
 * passes and the bilingual message when it fails. The web adapter (apps/web/src/shared/form) turns
 * them into antd rules; the server may call them directly. Apart from `checkRequired`, `checkList`
 * and `checkConfirmPassword`, an empty value passes: emptiness is the required rule's business.
 */
export type RuleResult = Bilingual | null;

/** Message templates; `{min}` and `{max}` are filled by `fillMessage`. */
export const ruleMessages = {
  required: { zh: '内容不能为空', en: 'This field cannot be empty' },
  minLength: { zh: '长度不能少于{min}个字符', en: 'Please enter at least {min} characters' },
  maxLength: { zh: '长度不能超过{max}个字符', en: 'Please enter no more than {max} characters' },
  maxNum: { zh: '数量不能超过{max}', en: 'The quantity cannot exceed {max}' },
  list: { zh: '请选择', en: 'Please select' },
  confirmPasswordEmpty: { zh: '请再次输入密码', en: 'Please enter the password again' },
  confirmPasswordMismatch: { zh: '两次输入密码不一致', en: 'The two passwords do not match' },
} as const satisfies Record<string, Bilingual>;

/** Replaces `{name}` placeholders in both languages. */
export const fillMessage = (message: Bilingual, vars: Record<string, string | number>): Bilingual => {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
  return { zh: fill(message.zh), en: fill(message.en) };
};

/** The message in the UI language. */
export const messageIn = (message: Bilingual, lang: UiLanguage): string => message[lang];

/** Length in characters as a person counts them (code points, so one emoji or rare Han is one). */
export const charLength = (value: string): number => Array.from(value).length;

/** Empty: undefined, null, a string of only whitespace, or an empty array. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const checkRequired = (value: unknown, custom?: Bilingual): RuleResult =>
  isEmptyValue(value) ? (custom ?? ruleMessages.required) : null;

export const checkMinLength = (value: unknown, min: number): RuleResult => {
  if (typeof value !== 'string' || value === '') return null;
  return charLength(value) < min ? fillMessage(ruleMessages.minLength, { min }) : null;
};

export const checkMaxLength = (value: unknown, max: number): RuleResult => {
  if (typeof value !== 'string' || value === '') return null;
  return charLength(value) > max ? fillMessage(ruleMessages.maxLength, { max }) : null;
};

/**
 * Quantity cap: a number (or numeric string) above `max`, or a list with more than `max` items
 * (e.g. uploaded pictures), fails.
 */
export const checkMaxNum = (value: unknown, max: number): RuleResult => {
  let count: number | null = null;
  if (Array.isArray(value)) count = value.length;
  else if (typeof value === 'number') count = value;
  else if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    count = Number(value);
  return count !== null && count > max ? fillMessage(ruleMessages.maxNum, { max }) : null;
};

/** A list field (multi-select, checkboxes, cascader): at least one item. */
export const checkList = (value: unknown, custom?: Bilingual): RuleResult =>
  Array.isArray(value) && value.length > 0 ? null : (custom ?? ruleMessages.list);

export const checkConfirmPassword = (value: unknown, password: unknown): RuleResult => {
  if (isEmptyValue(value)) return ruleMessages.confirmPasswordEmpty;
  return value === password ? null : ruleMessages.confirmPasswordMismatch;
};

/** A named pattern; an empty value passes (pair with `checkRequired`). Non-strings fail. */
export const checkPattern = (name: PatternName, value: unknown): RuleResult => {
  if (value === undefined || value === null || value === '') return null;
  const pattern = patterns[name];
  return typeof value === 'string' && pattern.regex.test(value) ? null : pattern.message;
};

/**
 * Form field groups of spec 000 §5, with the field names exactly as the spec lists them.
 * The spec shows no bounds for them; the bounds below are ours.
 */
export const longTextFields = [
  'introduction',
  'enIntroduction',
  'productIntro',
  'productEnIntro',
  'productEIntro',
  'mainBusinessScope',
  'enMainBusinessScope',
  'sourcingDemand',
  'enSourcingDemand',
  'abroadWarehouse',
  'enAbroadWarehouse',
] as const;
export const phoneWithAreaCodeFields = [
  'telephone',
  'fax',
  'mobile',
  'linkMobile1',
  'linkMobile',
  'telephoneHeadQuater',
  'faxHeadQuater',
] as const;
export const webAddressFields = ['webUrl', 'url3d', 'website', 'websiteHeadQuater'] as const;
export const spacesAllowedFields = [
  'name',
  'corporateName',
  'brand',
  'address',
  'addressHeadQuater',
  'post',
] as const;

// Our bounds (the spec gives none). Long text: a company or product introduction of a few
// paragraphs fits in 2000 characters, and the database columns are text so this is a UX cap.
export const LONG_TEXT_MAX = 2000;
// Our bound: names, brands and posts; room for long English company names.
export const SPACED_TEXT_MAX = 100;
// Our bound: addresses need more room than names, especially in English.
export const ADDRESS_MAX = 200;
// Our bound: international numbers with area code and extension stay well below 30 characters.
export const PHONE_WITH_AREA_CODE_MAX = 30;
// Web addresses: the spec's own 3-255 bound of the domain pattern.
export const WEB_ADDRESS_MIN = DOMAIN_MIN;
export const WEB_ADDRESS_MAX = DOMAIN_MAX;

export type FieldGroup = 'longText' | 'phoneWithAreaCode' | 'webAddress' | 'spacesAllowed';

export const fieldGroups = {
  longText: longTextFields,
  phoneWithAreaCode: phoneWithAreaCodeFields,
  webAddress: webAddressFields,
  spacesAllowed: spacesAllowedFields,
} as const satisfies Record<FieldGroup, readonly string[]>;

/** The group a form field belongs to, or null for an ordinary field. */
export const fieldGroupOf = (field: string): FieldGroup | null => {
  for (const group of Object.keys(fieldGroups) as FieldGroup[]) {
    if ((fieldGroups[group] as readonly string[]).includes(field)) return group;
  }
  return null;
};

/** Maximum length of a grouped field (ours, see the constants above). */
export const fieldMaxLength = (field: string): number | null => {
  switch (fieldGroupOf(field)) {
    case 'longText':
      return LONG_TEXT_MAX;
    case 'phoneWithAreaCode':
      return PHONE_WITH_AREA_CODE_MAX;
    case 'webAddress':
      return WEB_ADDRESS_MAX;
    case 'spacesAllowed':
      return field === 'address' || field === 'addressHeadQuater' ? ADDRESS_MAX : SPACED_TEXT_MAX;
    default:
      return null;
  }
};

/** The pattern a grouped field must match, if any. */
export const fieldPattern = (field: string): PatternName | null => {
  switch (fieldGroupOf(field)) {
    case 'phoneWithAreaCode':
      return 'genericPhone';
    case 'webAddress':
      return 'domain';
    default:
      return null;
  }
};

/**
 * Length and pattern check of a grouped field (not required-ness, which each form decides).
 * Ordinary fields pass.
 */
export const checkField = (field: string, value: unknown): RuleResult => {
  const max = fieldMaxLength(field);
  const tooLong = max === null ? null : checkMaxLength(value, max);
  if (tooLong) return tooLong;
  const pattern = fieldPattern(field);
  return pattern === null ? null : checkPattern(pattern, value);
};
