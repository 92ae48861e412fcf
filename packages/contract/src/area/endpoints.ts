import { noInput } from '../common';
import { endpoint } from '../endpoint';
import { AreaPaths as P } from './paths';
import * as s from './schemas';

export const areaEndpoints = {
  countryList: endpoint.get(P.countryList, noInput, s.areaSchema.array()),
  provinceList: endpoint.get(P.provinceList, s.provinceQuerySchema, s.areaSchema.array()),
  cityList: endpoint.get(P.cityList, s.cityQuerySchema, s.areaSchema.array()),
};
