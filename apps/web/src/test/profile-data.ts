import { AreaPaths } from '@openfair/contract';
import type { Reply } from './server';

/** The area calls (GET, query as strings): China with Shanghai and Guangdong (Guangzhou), and Germany. */
export function areaApi(): Record<string, Reply> {
  return {
    [AreaPaths.countryList]: () => [
      { id: 'CN', name: '中国' },
      { id: 'DE', name: '德国' },
    ],
    [AreaPaths.provinceList]: (query) =>
      query.countryId === 'CN'
        ? [
            { id: '31', name: '上海市' },
            { id: '44', name: '广东省' },
          ]
        : [],
    [AreaPaths.cityList]: (query) => (query.provinceId === '44' ? [{ id: '4401', name: '广州市' }] : []),
  };
}
