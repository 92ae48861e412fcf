import { noInput } from '../common';
import { endpoint } from '../endpoint';
import { SystemPaths as P } from './paths';
import * as s from './schemas';

export const systemEndpoints = {
  healthz: endpoint.get(P.healthz, noInput, s.healthSchema),
  runtimeConfig: endpoint.get(P.runtimeConfig, noInput, s.runtimeConfigSchema),
};
