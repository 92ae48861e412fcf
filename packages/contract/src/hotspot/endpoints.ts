import { endpoint } from '../endpoint';
import { HotspotPaths as P } from './paths';
import * as s from './schemas';

export const hotspotEndpoints = {
  insert: endpoint.post(P.insert, s.hotImageInsertRequestSchema, s.hotImageSchema),
  update: endpoint.post(P.update, s.hotImageUpdateRequestSchema, s.hotImageSchema),
  get: endpoint.post(P.get, s.hotImageIdRequestSchema, s.hotImageSchema),
  listByExhibitor: endpoint.post(P.listByExhibitor, s.hotImageListRequestSchema, s.hotImageListSchema),
  delete: endpoint.post(P.delete, s.hotImageIdRequestSchema, s.hotImageListSchema),
  insertPoints: endpoint.post(P.insertPoints, s.hotPointsRequestSchema, s.hotImageSchema),
};
