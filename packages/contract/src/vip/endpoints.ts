import { noInput } from '../common';
import { endpoint } from '../endpoint';
import { VipPaths as P } from './paths';
import * as s from './schemas';

export const vipEndpoints = {
  insert: endpoint.post(P.insert, s.vipApplicationRequestSchema, s.vipApplicationSchema),
  get: endpoint.post(P.get, noInput, s.vipApplicationSchema),
};
