import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

export type NativeSelectOption<V extends string | number> = { value: V; label: string; disabled?: boolean };

type Props<V extends string | number> = {
  options: readonly NativeSelectOption<V>[];
  value?: V | null;
  onChange?: (value: V | undefined) => void;
  /** the first entry while nothing is chosen (and, with allowClear, the entry that clears the field) */
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  style?: CSSProperties;
  onFocus?: () => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

/**
 * The browser's own select, for a choice among a fixed, short list of options, with antd Select's props
 * as forms use them (value and onChange with the option's value, placeholder, allowClear), so it drops
 * into a Form.Item. It costs no code, opens the phone's own picker and finds an option by typing.
 */
export function NativeSelect<V extends string | number>({
  options,
  value,
  onChange,
  placeholder,
  allowClear = false,
  className,
  ...rest
}: Props<V>) {
  const { t } = useTranslation('common');
  const chosen = value === undefined || value === null ? '' : String(value);
  // With nothing chosen and no way back to nothing, the placeholder is shown but cannot be picked.
  const showEmpty = allowClear || chosen === '';
  return (
    <select
      {...rest}
      className={`of-native-select${className ? ` ${className}` : ''}`}
      value={chosen}
      onChange={(event) => {
        const next = options.find((option) => String(option.value) === event.target.value);
        onChange?.(next?.value);
      }}
    >
      {showEmpty && (
        <option value="" disabled={!allowClear}>
          {placeholder ?? t('select.placeholder')}
        </option>
      )}
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
