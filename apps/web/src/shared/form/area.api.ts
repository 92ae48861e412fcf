import { AreaPaths } from '@openfair/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/request';

/** The area calls (spec 000 §7) behind the country / province / city fields of every form. */
export const CHINA_ID = 'CN';

/** Area lists are keyed by language: their names arrive in the request's language. */
export const areaKeys = {
  countries: (lang: string) => ['area', 'countries', lang] as const,
  provinces: (lang: string, countryId: string) => ['area', 'provinces', lang, countryId] as const,
  cities: (lang: string, provinceId: string) => ['area', 'cities', lang, provinceId] as const,
};

export const fetchCountries = () => get(AreaPaths.countryList);
export const fetchProvinces = (countryId: string) => get(AreaPaths.provinceList, { countryId });
export const fetchCities = (provinceId: string) => get(AreaPaths.cityList, { provinceId });

export function useCountries(lang: string) {
  return useQuery({
    queryKey: areaKeys.countries(lang),
    queryFn: fetchCountries,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProvinces(lang: string, countryId: string) {
  return useQuery({
    queryKey: areaKeys.provinces(lang, countryId),
    queryFn: () => fetchProvinces(countryId),
    // loaded on demand: only China has provinces and cities in the area calls
    enabled: countryId === CHINA_ID,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCities(lang: string, provinceId: string) {
  return useQuery({
    queryKey: areaKeys.cities(lang, provinceId),
    queryFn: () => fetchCities(provinceId),
    enabled: provinceId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
