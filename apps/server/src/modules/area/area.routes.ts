import { areaEndpoints as E } from '@openfair/contract';
import { defineModule, route } from '../../core/route';
import { areaPolicies as P } from './area.policy';
import { cityList, countryList, provinceList } from './area.service';

export const areaModule = defineModule('area', [
  route(E.countryList, { policy: P.countryList, handler: ({ lang }) => countryList(lang) }),
  route(E.provinceList, {
    policy: P.provinceList,
    handler: ({ input, lang }) => provinceList(input.countryId, lang),
  }),
  route(E.cityList, { policy: P.cityList, handler: ({ input, lang }) => cityList(input.provinceId, lang) }),
]);
