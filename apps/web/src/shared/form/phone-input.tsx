import type { FormRule } from 'antd';
import './form.css';
import { AutoComplete, Input, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import {
  type AreaCodeOption,
  areaCodeOptions,
  DEFAULT_AREA_CODE,
  isAreaCode,
  joinPhone,
  splitPhone,
} from './area-codes';

type AreaCodeProps = {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
};

const filterOption = (input: string, option?: AreaCodeOption) =>
  (option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());

/** Calling code: suggestions with region names, any "+digits" may be typed. */
export function AreaCodeInput({ value, onChange, disabled, id }: AreaCodeProps) {
  const { t } = useTranslation('shared');
  const lang = useSession((s) => s.language);
  const options = useMemo(() => areaCodeOptions(lang), [lang]);
  return (
    <AutoComplete<string, AreaCodeOption>
      id={id}
      aria-label={t('phone.areaCode')}
      className="of-area-code"
      placeholder={t('phone.areaCode')}
      options={options}
      showSearch={{ filterOption }}
      popupMatchSelectWidth={240}
      value={value}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
    />
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
