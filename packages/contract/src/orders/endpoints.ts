import { endpoint, FILE } from '../endpoint';
import { OrderPaths as P } from './paths';
import * as s from './schemas';

export const orderEndpoints = {
  add: endpoint.post(P.add, s.intentOrderAddRequestSchema, s.myIntentOrderSchema),
  myList: endpoint.post(P.myList, s.myIntentOrderListRequestSchema, s.myIntentOrderPageSchema),
  list: endpoint.post(P.list, s.intentOrderListRequestSchema, s.intentOrderPageSchema),
  assign: endpoint.post(P.assign, s.intentOrderAssignRequestSchema, s.intentOrderSchema),
  complete: endpoint.post(P.complete, s.intentOrderIdRequestSchema, s.intentOrderSchema),
  export: endpoint.post(P.export, s.intentOrderExportRequestSchema, FILE),
};
