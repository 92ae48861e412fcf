/** Countries, provinces and cities (GET, spec 000 §7). */
export const AreaPaths = {
  countryList: '/visitor/v2/area/getCountryList',
  provinceList: '/visitor/v2/area/getProvinceList',
  cityList: '/visitor/v2/area/getCityList',
} as const;
