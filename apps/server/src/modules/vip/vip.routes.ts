import { vipEndpoints as E } from '@openfair/contract';
import { defineModule, route } from '../../core/route';
import { vipPolicies as P } from './vip.policy';
import { getVipApplication, submitVipApplication } from './vip.service';

export const vipModule = defineModule('vip', [
  route(E.get, { policy: P.get, handler: ({ app, session }) => getVipApplication(app, session) }),
  route(E.insert, {
    policy: P.insert,
    handler: ({ app, session, input }) => submitVipApplication(app, session, input),
  }),
]);
