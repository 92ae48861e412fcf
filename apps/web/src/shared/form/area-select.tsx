import type { Area } from '@openfair/contract';
import './form.css';
import type { FormRule } from 'antd';
import { Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { CHINA_ID, useCities, useCountries, useProvinces } from './area.api';

export type AreaValue = { countryId: string; provinceId: string; cityId: string };

export const emptyArea: AreaValue = { countryId: '', provinceId: '', cityId: '' };

type Props = {
  value?: AreaValue;
  onChange?: (value: AreaValue) => void;
  disabled?: boolean;
  id?: string;
};

const toOptions = (areas: Area[] | undefined) => (areas ?? []).map((a) => ({ value: a.id, label: a.name }));

// Area names in both scripts are searched by their label (the server sends them in the UI language).
const search = { optionFilterProp: 'label' } as const;

/**
 * Country, then (for China) province and city, each list loaded from the area calls only when needed.
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
      <Select
        id={id}
        aria-label={t('area.country')}
        showSearch={search}
        placeholder={t('area.country')}
        disabled={disabled}
        loading={countries.isPending}
        options={toOptions(countries.data)}
        value={value.countryId || undefined}
        onChange={(countryId: string) => onChange?.({ countryId, provinceId: '', cityId: '' })}
      />
      {isChina && (
        <Select
          aria-label={t('area.province')}
          showSearch={search}
          placeholder={t('area.province')}
          disabled={disabled}
          loading={provinces.isFetching}
          options={toOptions(provinces.data)}
          value={value.provinceId || undefined}
          onChange={(provinceId: string) => onChange?.({ ...value, provinceId, cityId: '' })}
        />
      )}
      {isChina && (
        <Select
          aria-label={t('area.city')}
          showSearch={search}
          placeholder={t('area.city')}
          disabled={disabled || !value.provinceId}
          loading={cities.isFetching}
          options={toOptions(cities.data)}
          value={value.cityId || undefined}
          onChange={(cityId: string) => onChange?.({ ...value, cityId })}
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
