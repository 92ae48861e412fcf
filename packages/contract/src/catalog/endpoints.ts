import { noData, noInput, pageQuerySchema } from '../common';
import { endpoint, FILE } from '../endpoint';
import { CatalogPaths as P } from './paths';
import * as s from './schemas';

export const catalogEndpoints = {
  exhibitorList: endpoint.post(
    P.exhibitorList,
    s.exhibitorListRequestSchema,
    s.catalogPageSchema(s.exhibitorCardSchema),
  ),
  productList: endpoint.post(
    P.productList,
    s.productListRequestSchema,
    s.catalogPageSchema(s.productCardSchema),
  ),
  visitorList: endpoint.post(
    P.visitorList,
    s.visitorListRequestSchema,
    s.catalogPageSchema(s.visitorCardSchema),
  ),
  filterOptions: endpoint.post(P.filterOptions, noInput, s.filterOptionsSchema),
  search: endpoint.post(P.search, s.searchRequestSchema, s.searchResultSchema),
  searchTrend: endpoint.post(P.searchTrend, noInput, s.searchTrendSchema.array()),
  hideSearchTrend: endpoint.post(P.hideSearchTrend, s.hideSearchTrendRequestSchema, noData),
  exhibitorDetail: endpoint.post(P.exhibitorDetail, s.detailRequestSchema, s.exhibitorDetailSchema),
  exhibitorEmployees: endpoint.post(
    P.exhibitorEmployees,
    s.detailRequestSchema,
    s.employeeSummarySchema.array(),
  ),
  productDetail: endpoint.post(
    P.productDetail,
    s.detailRequestSchema,
    s.productDetailSchema.or(s.productAccessDeniedSchema).or(s.productTouristLimitedSchema),
  ),
  visitorDetail: endpoint.post(P.visitorDetail, s.detailRequestSchema, s.visitorDetailSchema),
  addCollection: endpoint.post(P.addCollection, s.collectionRequestSchema, s.collectedSchema),
  updateCollection: endpoint.post(P.updateCollection, s.collectionRequestSchema, s.collectedSchema),
  collectionList: endpoint.post(
    P.collectionList,
    s.collectionListRequestSchema,
    s.catalogPageSchema(s.collectionItemSchema),
  ),
  exportExcelProduct: endpoint.post(P.exportExcelProduct, noInput, FILE),
  exportExcelActor: endpoint.post(P.exportExcelActor, noInput, FILE),
  footprintList: endpoint.post(
    P.footprintList,
    s.footprintListRequestSchema,
    s.catalogPageSchema(s.footprintItemSchema),
  ),
  footprintClear: endpoint.post(P.footprintClear, s.footprintClearRequestSchema, s.footprintClearedSchema),
  recommendProducts: endpoint.post(
    P.recommendProducts,
    pageQuerySchema,
    s.catalogPageSchema(s.productCardSchema),
  ),
  burying: endpoint.post(P.burying, s.buryingRequestSchema, s.buryingResultSchema),
};
