import type { Area } from '@openfair/contract';
import './form.css';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { CHINA_ID, useCities, useCountries, useProvinces } from './area.api';
import { NativeSelect } from './native-select';

export type AreaValue = { countryId: string; provinceId: string; cityId: string };

export const emptyArea: AreaValue = { countryId: '', provinceId: '', cityId: '' };

type Props = {
  value?: AreaValue;
  onChange?: (value: AreaValue) => void;
  disabled?: boolean;
  id?: string;
};

const toOptions = (areas: Area[] | undefined) => (areas ?? []).map((a) => ({ value: a.id, label: a.name }));

/**
 * Country, then (for China) province and city, each list loaded from the area calls only when needed.
 * The browser's own selects: a phone shows its picker, and typing a name's first letters finds it.
 * Changing a level clears the levels below it, so a city can never belong to another province.
 */
export function AreaSelect({ value = emptyArea, onChange, disabled, id }: Props) {
  const { t } = useTranslation('shared');
  const lang = useSession((s) => s.language);
  const countries = useCountries(lang);
  const isChina = value.countryId === CHINA_ID;
  const provinces = useProvinces(lang, isChina ? CHINA_ID : '');
  const cities = useCities(lang, isChina ? value.provinceId : '');

  return (
    <div className="of-area-select">
      <NativeSelect
        id={id}
        aria-label={t('area.country')}
        placeholder={t('area.country')}
        disabled={disabled || countries.isPending}
        options={toOptions(countries.data)}
        value={value.countryId}
        onChange={(countryId) => onChange?.({ countryId: countryId ?? '', provinceId: '', cityId: '' })}
      />
      {isChina && (
        <NativeSelect
          aria-label={t('area.province')}
          placeholder={t('area.province')}
          disabled={disabled || provinces.isPending}
          options={toOptions(provinces.data)}
          value={value.provinceId}
          onChange={(provinceId) => onChange?.({ ...value, provinceId: provinceId ?? '', cityId: '' })}
        />
      )}
      {isChina && (
        <NativeSelect
          aria-label={t('area.city')}
          placeholder={t('area.city')}
          disabled={disabled || !value.provinceId || cities.isPending}
          options={toOptions(cities.data)}
          value={value.cityId}
          onChange={(cityId) => onChange?.({ ...value, cityId: cityId ?? '' })}
        />
      )}
    </div>
  );
}

/** A country is required; in China the province and the city too (their lists always have entries). */
export function checkArea(value: AreaValue | undefined): 'country' | 'province' | 'city' | null {
  if (!value?.countryId) return 'country';
  if (value.countryId !== CHINA_ID) return null;
  if (!value.provinceId) return 'province';
  if (!value.cityId) return 'city';
  return null;
}

export const areaRule = (t: TFunction): FormRule => ({
  required: true,
  validator: (_rule, value: AreaValue | undefined) => {
    const missing = checkArea(value);
    return missing === null
      ? Promise.resolve()
      : Promise.reject(new Error(t(`shared:area.required.${missing}`)));
  },
});
