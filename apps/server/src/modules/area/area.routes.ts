import { ApiPaths, type Area, cityQuerySchema, provinceQuerySchema } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app';
import { ok } from '../../http/envelope';
import { areaPolicies as P } from './area.policy';
import { cityList, countryList, provinceList } from './area.service';

export async function areaRoutes(app: FastifyInstance, _deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(ApiPaths.countryList, { config: { policy: P.countryList, commonFields: true } }, async (request) =>
    ok<Area[]>(countryList(request.lang)),
  );
  r.get(
    ApiPaths.provinceList,
    { schema: { querystring: provinceQuerySchema }, config: { policy: P.provinceList, commonFields: true } },
    async (request) => ok<Area[]>(provinceList(request.query.countryId, request.lang)),
  );
  r.get(
    ApiPaths.cityList,
    { schema: { querystring: cityQuerySchema }, config: { policy: P.cityList, commonFields: true } },
    async (request) => ok<Area[]>(cityList(request.query.provinceId, request.lang)),
  );
}
