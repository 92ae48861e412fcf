import type { FormRule } from 'antd';
import './form.css';
import { Input, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { areaCodeOptions, DEFAULT_AREA_CODE, isAreaCode, joinPhone, splitPhone } from './area-codes';

type AreaCodeProps = {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
};

/**
 * Calling code: any "+digits" may be typed, with the browser's suggestions (a datalist) of the codes and
 * their region names, which it filters as one types.
 */
export function AreaCodeInput({ value, onChange, disabled, id }: AreaCodeProps) {
  const { t } = useTranslation('shared');
  const lang = useSession((s) => s.language);
  const options = useMemo(() => areaCodeOptions(lang), [lang]);
  const listId = useId();
  return (
    <>
      <Input
        id={id}
        aria-label={t('phone.areaCode')}
        className="of-area-code"
        placeholder={t('phone.areaCode')}
        list={listId}
        inputMode="tel"
        autoComplete="tel-country-code"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        disabled={disabled}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.key} value={option.value} label={option.label} />
        ))}
      </datalist>
    </>
  );
}

type PhoneProps = {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
};

/**
 * A phone with area code stored as one value, "+86-2155556666" (spec 000 §5 phone-with-area-code
 * group: telephone, fax and the headquarters numbers). While the number is empty nothing is stored,
 * but the chosen code is kept for when the number is typed.
 */
export function PhoneInput({ value, onChange, disabled, id, placeholder }: PhoneProps) {
  const { t } = useTranslation('shared');
  const parsed = splitPhone(value);
  const [pendingCode, setPendingCode] = useState(DEFAULT_AREA_CODE);
  const code = value ? parsed.areaCode : pendingCode;
  return (
    <Space.Compact block>
      <AreaCodeInput
        value={code}
        disabled={disabled}
        onChange={(next) => {
          if (parsed.number.trim() !== '') onChange?.(joinPhone(next, parsed.number));
          else setPendingCode(next);
        }}
      />
      <Input
        id={id}
        aria-label={placeholder ?? t('phone.number')}
        placeholder={placeholder ?? t('phone.number')}
        inputMode="tel"
        disabled={disabled}
        value={parsed.number}
        onChange={(event) => {
          const number = event.target.value;
          if (number.trim() === '') setPendingCode(code);
          onChange?.(joinPhone(code, number));
        }}
      />
    </Space.Compact>
  );
}

/** The area code of a stored phone must be there and well formed (spec 001 §5: area codes cannot be empty). */
export function checkPhoneAreaCode(value: unknown): 'empty' | 'invalid' | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const { areaCode } = splitPhone(value);
  if (!value.startsWith('+')) return 'empty';
  return isAreaCode(areaCode) ? null : 'invalid';
}

export const phoneAreaCodeRule = (t: TFunction): FormRule => ({
  validator: (_rule, value) => {
    const problem = checkPhoneAreaCode(value);
    return problem === null
      ? Promise.resolve()
      : Promise.reject(new Error(t(`shared:phone.areaCode_${problem}`)));
  },
});

/** For a separate area-code field (first info: areaCode next to mobile). */
export const areaCodeRule = (t: TFunction): FormRule => ({
  validator: (_rule, value) => {
    if (typeof value !== 'string' || value.trim() === '')
      return Promise.reject(new Error(t('shared:phone.areaCode_empty')));
    return isAreaCode(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(t('shared:phone.areaCode_invalid')));
  },
});
