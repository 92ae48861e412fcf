import {
  charLength,
  type IdType,
  isValidPassport,
  isValidResidentId,
  type UiLanguage,
} from '@openfair/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { requiredRule } from '../../shared/form/form-rules';

/** The shared required rule with a message already translated (e.g. "please enter your name"). */
export const requiredWith = (lang: UiLanguage, text: string): FormRule =>
  requiredRule(lang, { zh: text, en: text });

// The contract's bound for any ID number.
const ID_NUMBER_MAX = 32;

export type IdNumberProblem = 'typeMissing' | 'numberMissing' | 'residentId' | 'passport' | 'tooLong' | null;

/**
 * ID type and number belong together: a number needs a type and a type needs a number. An 18-digit
 * resident ID is checked with its GB 11643 check digit and date of birth, a passport number with the
 * contract's passport format; other documents only by length.
 */
export function checkIdNumber(idType: IdType | undefined, idNumber: string | undefined): IdNumberProblem {
  const number = (idNumber ?? '').trim();
  if (!idType) return number === '' ? null : 'typeMissing';
  if (number === '') return 'numberMissing';
  if (idType === 'RESIDENT_ID') return isValidResidentId(number) ? null : 'residentId';
  if (idType === 'PASSPORT') return isValidPassport(number) ? null : 'passport';
  return charLength(number) > ID_NUMBER_MAX ? 'tooLong' : null;
}

/** The ID-number field's rule; give its Form.Item `dependencies={['idType']}`. */
export const idNumberRule =
  (t: TFunction): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) => {
      const problem = checkIdNumber(getFieldValue('idType') as IdType | undefined, value);
      return problem === null ? Promise.resolve() : Promise.reject(new Error(t(`profile:id.${problem}`)));
    },
  });
