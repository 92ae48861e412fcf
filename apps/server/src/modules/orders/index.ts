export { ordersModule } from './orders.routes';
// The exhibitor area hands a resigning employee's open orders to the administrator who records it.
export { handOverOrders } from './orders.service';
