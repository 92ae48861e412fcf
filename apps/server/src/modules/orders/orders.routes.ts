import { orderEndpoints as E } from '@openfair/contract';
import { mediaUrls } from '../../core/media-url';
import { defineModule, route } from '../../core/route';
import { orderPolicies as P } from './orders.policy';
import { addOrder, assignOrder, completeOrder, listMyOrders, listOrders } from './orders.service';
import { exportOrders } from './orders-export.service';

export const ordersModule = defineModule('orders', [
  route(E.add, {
    policy: P.add,
    handler: ({ app, session, input }) => addOrder(app, session, input, mediaUrls(app.storage)),
  }),
  route(E.myList, {
    policy: P.myList,
    handler: ({ app, session, input }) => listMyOrders(app.db, session, input, mediaUrls(app.storage)),
  }),
  route(E.list, {
    policy: P.list,
    handler: ({ app, session, input }) => listOrders(app.db, session, input, mediaUrls(app.storage)),
  }),
  route(E.assign, {
    policy: P.assign,
    handler: ({ app, session, input }) => assignOrder(app, session, input, mediaUrls(app.storage)),
  }),
  route(E.complete, {
    policy: P.complete,
    handler: ({ app, session, input }) => completeOrder(app, session, input.id, mediaUrls(app.storage)),
  }),
  route(E.export, {
    policy: P.export,
    handler: ({ app, session, lang, input }) => exportOrders(app.db, session, input, lang),
  }),
]);
