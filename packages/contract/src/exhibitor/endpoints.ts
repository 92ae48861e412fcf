import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ExhibitorPaths as P } from './paths';
import * as s from './schemas';

export const exhibitorEndpoints = {
  getExhibitorBaseInfo: endpoint.post(P.getExhibitorBaseInfo, z.object({}), s.exhibitorBaseInfoSchema),
  updateExhibitorBaseInfo: endpoint.post(
    P.updateExhibitorBaseInfo,
    s.updateExhibitorBaseInfoRequestSchema,
    s.exhibitorBaseInfoSchema,
  ),
  boothCompleteness: endpoint.post(P.boothCompleteness, z.object({}), s.boothCompletenessSchema),
};
