import { noInput } from '../common';
import { endpoint, FILE } from '../endpoint';
import { ExhibitPaths as P } from './paths';
import * as s from './schemas';

export const exhibitEndpoints = {
  insertProduct: endpoint.post(P.insertProduct, s.exhibitInputSchema, s.exhibitSchema),
  updateProduct: endpoint.post(P.updateProduct, s.updateExhibitRequestSchema, s.exhibitSchema),
  getProduct: endpoint.post(P.getProduct, s.exhibitIdRequestSchema, s.exhibitSchema),
  productList: endpoint.post(P.productList, s.exhibitListRequestSchema, s.exhibitListSchema),
  deleteProduct: endpoint.post(P.deleteProduct, s.exhibitIdRequestSchema, s.batchResultSchema),
  batchUpdateScope: endpoint.post(P.batchUpdateScope, s.batchScopeRequestSchema, s.batchResultSchema),
  batchUpdateScopeAll: endpoint.post(
    P.batchUpdateScopeAll,
    s.batchScopeAllRequestSchema,
    s.batchResultSchema,
  ),
  batchDelete: endpoint.post(P.batchDelete, s.batchDeleteRequestSchema, s.batchResultSchema),
  batchDeleteAll: endpoint.post(P.batchDeleteAll, s.batchDeleteAllRequestSchema, s.batchResultSchema),
  importTemplate: endpoint.post(P.importTemplate, noInput, FILE),
  importProducts: endpoint.upload(P.importProducts, s.importRequestSchema, s.importReportSchema),
};
