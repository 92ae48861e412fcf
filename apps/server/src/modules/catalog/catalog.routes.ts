import {
  type CatalogPage,
  CatalogPaths,
  detailRequestSchema,
  type EmployeeSummary,
  type ExhibitorCard,
  type ExhibitorDetail,
  exhibitorListRequestSchema,
  type FilterOptions,
  type ProductAccessDenied,
  type ProductCard,
  type ProductDetail,
  productListRequestSchema,
  type SearchResult,
  type SearchTrend,
  searchRequestSchema,
  type VisitorCard,
  type VisitorDetail,
  visitorListRequestSchema,
} from '@openfair/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app';
import type { Db } from '../../db/client';
import { optionalSessionOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { catalogPolicies as P } from './catalog.policy';
import {
  type Ctx,
  exhibitorDetail,
  exhibitorEmployeeList,
  filterOptions,
  listExhibitors,
  listProducts,
  listVisitors,
  productDetail,
  search,
  searchTrend,
  visitorDetail,
} from './catalog.service';
import { resolveViewer } from './catalog-viewer.service';

async function contextOf(db: Db, request: FastifyRequest): Promise<Ctx> {
  const exhibitionId = request.common.exhibitionId;
  return {
    db,
    exhibitionId,
    lang: request.lang,
    viewer: resolveViewer(exhibitionId, optionalSessionOf(request)),
  };
}

export async function catalogRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const common = true;

  r.post(
    CatalogPaths.exhibitorList,
    {
      schema: { body: exhibitorListRequestSchema },
      config: { policy: P.exhibitorList, commonFields: common },
    },
    async (request) =>
      ok<CatalogPage<ExhibitorCard>>(await listExhibitors(await contextOf(db, request), request.body)),
  );

  r.post(
    CatalogPaths.productList,
    { schema: { body: productListRequestSchema }, config: { policy: P.productList, commonFields: common } },
    async (request) =>
      ok<CatalogPage<ProductCard>>(await listProducts(await contextOf(db, request), request.body)),
  );

  r.post(
    CatalogPaths.visitorList,
    { schema: { body: visitorListRequestSchema }, config: { policy: P.visitorList, commonFields: common } },
    async (request) =>
      ok<CatalogPage<VisitorCard>>(await listVisitors(await contextOf(db, request), request.body)),
  );

  r.post(
    CatalogPaths.filterOptions,
    { config: { policy: P.filterOptions, commonFields: common } },
    async (request) => ok<FilterOptions>(await filterOptions(db, request.common.exhibitionId, request.lang)),
  );

  r.post(
    CatalogPaths.search,
    { schema: { body: searchRequestSchema }, config: { policy: P.search, commonFields: common } },
    async (request) => ok<SearchResult>(await search(await contextOf(db, request), request.body)),
  );

  r.post(
    CatalogPaths.searchTrend,
    { config: { policy: P.searchTrend, commonFields: common } },
    async (request) => ok<SearchTrend[]>(await searchTrend(db, request.common.exhibitionId)),
  );

  r.post(
    CatalogPaths.exhibitorDetail,
    { schema: { body: detailRequestSchema }, config: { policy: P.exhibitorDetail, commonFields: common } },
    async (request) =>
      ok<ExhibitorDetail>(await exhibitorDetail(await contextOf(db, request), request.body.id)),
  );

  r.post(
    CatalogPaths.exhibitorEmployees,
    { schema: { body: detailRequestSchema }, config: { policy: P.exhibitorEmployees, commonFields: common } },
    async (request) =>
      ok<EmployeeSummary[]>(await exhibitorEmployeeList(db, request.common.exhibitionId, request.body.id)),
  );

  r.post(
    CatalogPaths.productDetail,
    { schema: { body: detailRequestSchema }, config: { policy: P.productDetail, commonFields: common } },
    async (request) =>
      ok<ProductDetail | ProductAccessDenied>(
        await productDetail(await contextOf(db, request), request.body.id),
      ),
  );

  r.post(
    CatalogPaths.visitorDetail,
    { schema: { body: detailRequestSchema }, config: { policy: P.visitorDetail, commonFields: common } },
    async (request) => ok<VisitorDetail>(await visitorDetail(await contextOf(db, request), request.body.id)),
  );
}
